/*
 * The edit sheet of the table editor: what is selected (a cell, a row or a column), the cell's
 * text as the keypad builds it, the row / column fields, and where Next goes. It edits the
 * draft it belongs to (`TableDraft.sheet`); like the draft, it touches neither Dexie nor the DOM.
 */
import { m } from '$lib/paraglide/messages.js';
import { isRangeRow, type Table, type TableIssue } from '$lib/core/tables';
import { readWholeNumber } from '$lib/ui/dice/format';
import { cellFromText, cellText, updateColumn } from '../edit';

/** What the edit sheet is open on. */
export type Selection =
	{ kind: 'cell'; row: number; column: number } | { kind: 'row'; row: number } | { kind: 'column'; column: number };

export type Position = { row: number; column: number };

/**
 * The draft as its edit sheet sees it (TableDraft is one): the sheet declares what it needs, so
 * it does not import the draft that holds it.
 */
export interface SheetDraft {
	/** The table as edited; the sheet replaces it after a column change. */
	table: Table;
	/** Paste warnings per cell (`r:c`); editing a cell clears its own. */
	flags: Record<string, TableIssue>;
	readonly unfilled: readonly Position[];
	/** Marks the draft changed: unsaved, and a save confirmation asked for is dropped. */
	changed(): void;
	/** A plain copy of the table, to edit. */
	snapshot(): Table;
}

const at = (r: number, c: number) => `${r}:${c}`;

export class DraftSheet {
	selected = $state<Selection | null>(null);
	/** The selected cell as text (`3`, `3 退却`, `—`), and its note. */
	editText = $state('');
	noteText = $state('');
	/** The next keypad digit replaces the text (as typing into a freshly selected spreadsheet cell does). */
	fresh = $state(true);
	/** Where Next goes. */
	direction = $state<'right' | 'down'>('right');
	/** The row / column fields of the edit sheet, and the refusal they last got. */
	rowFrom = $state('');
	rowTo = $state('');
	rowName = $state('');
	columnLabel = $state('');
	columnRatio = $state('');
	columnId = $state('');
	fieldError = $state('');

	#draft: SheetDraft;

	constructor(draft: SheetDraft) {
		this.#draft = draft;
	}

	isSelectedCell(r: number, c: number): boolean {
		return this.selected?.kind === 'cell' && this.selected.row === r && this.selected.column === c;
	}

	/** Where a problem points, as a selection (null for a problem of the whole table). */
	selectionFor(issue: TableIssue): Selection | null {
		if (issue.row !== undefined && issue.column !== undefined)
			return { kind: 'cell', row: issue.row, column: issue.column };
		if (issue.row !== undefined) return { kind: 'row', row: issue.row };
		if (issue.column !== undefined) return { kind: 'column', column: issue.column };
		return null;
	}

	/** A position moved by (dr, dc), kept inside the grid. */
	clampPosition(row: number, column: number): Position {
		return {
			row: Math.max(0, Math.min(this.#draft.table.rows.length - 1, row)),
			column: Math.max(0, Math.min(this.#draft.table.columns.length - 1, column))
		};
	}

	/** The cell after (or before) the selected one, row by row or column by column. */
	nextPosition(by: 1 | -1 = 1): Position | null {
		if (this.selected?.kind !== 'cell') return null;
		const rows = this.#draft.table.rows.length;
		const cols = this.#draft.table.columns.length;
		const { row, column } = this.selected;
		const clampIndex = (i: number) => Math.max(0, Math.min(rows * cols - 1, i));
		if (this.direction === 'right') {
			const i = clampIndex(row * cols + column + by);
			return { row: Math.floor(i / cols), column: i % cols };
		}
		const i = clampIndex(column * rows + row + by);
		return { row: i % rows, column: Math.floor(i / rows) };
	}

	/** The first unfilled cell after the selected one, wrapping round; null when all are filled. */
	nextUnfilledPosition(): Position | null {
		const cols = this.#draft.table.columns.length;
		const cur = this.selected?.kind === 'cell' ? this.selected.row * cols + this.selected.column : -1;
		return this.#draft.unfilled.find((u) => u.row * cols + u.column > cur) ?? this.#draft.unfilled[0] ?? null;
	}

	/* ------------------------------------------------------------ selection */

	/**
	 * Opens the sheet on a cell. With `text`, that text replaces the cell (a key typed on the
	 * grid); without, the cell's text is shown and the next keypad digit replaces it.
	 * Returns false for a place outside the grid.
	 */
	selectCell(r: number, c: number, text?: string): boolean {
		if (r < 0 || c < 0 || r >= this.#draft.table.rows.length || c >= this.#draft.table.columns.length) return false;
		this.selected = { kind: 'cell', row: r, column: c };
		const cell = this.#draft.table.cells[r]?.[c];
		this.editText = text ?? cellText(cell);
		this.noteText = cell?.note ?? '';
		this.fresh = text === undefined;
		this.fieldError = '';
		if (text !== undefined) this.commitText();
		return true;
	}

	selectRow(r: number) {
		const row = this.#draft.table.rows[r];
		if (!row) return;
		this.selected = { kind: 'row', row: r };
		this.fieldError = '';
		if (isRangeRow(row)) {
			this.rowFrom = String(row.from);
			this.rowTo = String(row.to);
		} else {
			this.rowName = row.label;
		}
	}

	selectColumn(c: number) {
		const col = this.#draft.table.columns[c];
		if (!col) return;
		this.selected = { kind: 'column', column: c };
		this.fieldError = '';
		this.columnLabel = col.label;
		this.columnRatio = col.ratio === undefined ? '' : String(col.ratio);
		this.columnId = col.id;
	}

	/* ------------------------------------------------------------ cells */

	/** Writes the sheet's text and note into the selected cell. */
	commitText() {
		if (this.selected?.kind !== 'cell') return;
		const { row, column } = this.selected;
		const line = this.#draft.table.cells[row];
		if (!line) return;
		line[column] = cellFromText(this.editText, this.noteText).cell;
		if (this.#draft.flags[at(row, column)]) {
			const { [at(row, column)]: _gone, ...rest } = this.#draft.flags;
			this.#draft.flags = rest;
		}
		this.#draft.changed();
	}

	/** Text typed into the cell input (or the note input). */
	typed() {
		this.fresh = false;
		this.commitText();
	}

	/** A digit or point from the keypad. */
	key(text: string) {
		this.editText = this.fresh || this.editText === '—' ? text : this.editText + text;
		this.typed();
	}

	/** The keypad's minus toggles the sign. */
	keyMinus() {
		const t = this.fresh || this.editText === '—' ? '' : this.editText;
		this.editText = t.startsWith('-') ? t.slice(1) : `-${t}`;
		this.typed();
	}

	keyBackspace() {
		this.editText = this.fresh ? '' : this.editText.slice(0, -1);
		this.typed();
	}

	/** Blank (`—`) or clear (``): the whole text, and the next digit starts afresh. */
	keySet(text: string) {
		this.editText = text;
		this.fresh = true;
		this.commitText();
	}

	/** After a structural edit: the row / column sheet stays open on `sel` (kept inside the grid), a cell sheet closes. */
	reopen(sel: Selection | null) {
		const { rows, columns } = this.#draft.table;
		if (sel?.kind === 'row') this.selectRow(Math.min(sel.row, rows.length - 1));
		else if (sel?.kind === 'column') this.selectColumn(Math.min(sel.column, columns.length - 1));
		else this.selected = null;
	}

	/* ------------------------------------------------------------ row and column fields */

	/** The row sheet's fields into the row; a refusal goes to `fieldError` and nothing changes. */
	applyRow() {
		if (this.selected?.kind !== 'row') return;
		const r = this.selected.row;
		if (this.#draft.table.dice === null) {
			if (this.rowName.trim() === '') {
				this.fieldError = m.tables_row_name_required();
				return;
			}
			this.#draft.table.rows[r] = { label: this.rowName.trim() };
		} else {
			const from = readWholeNumber(this.rowFrom);
			const to = readWholeNumber(this.rowTo === '' ? this.rowFrom : this.rowTo);
			if (from === null || to === null) {
				this.fieldError = m.tables_row_number_invalid();
				return;
			}
			this.#draft.table.rows[r] = { from, to };
		}
		this.fieldError = '';
		this.#draft.changed();
	}

	/** The column sheet's fields into the column; a refusal goes to `fieldError`. */
	applyColumn() {
		if (this.selected?.kind !== 'column') return;
		const ratioText = this.columnRatio.trim();
		const ratio = ratioText === '' ? null : readWholeNumber(ratioText);
		if (ratioText !== '' && ratio === null) {
			this.fieldError = m.tables_column_ratio_invalid();
			return;
		}
		const id = this.columnId.trim();
		if (id !== '' && !/^[a-z0-9-]+$/.test(id)) {
			this.fieldError = m.tables_column_id_invalid();
			return;
		}
		this.#draft.table = updateColumn(this.#draft.snapshot(), this.selected.column, {
			label: this.columnLabel,
			ratio,
			...(id !== '' && { id })
		});
		this.fieldError = '';
		this.#draft.changed();
	}
}
