/*
 * The table editor's draft: the table being edited, what is selected, the text in the edit
 * sheet, paste warnings and the save state. Every change is a method here; the components show
 * the draft, move focus and talk to the database. Nothing here touches Dexie or the DOM, so the
 * whole editing behaviour is testable without rendering (table-draft.svelte.test.ts).
 */
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime';
import { isRangeRow, rowLabel, validateTable, type Table, type TableIssue } from '$lib/core/tables';
import type { Locale } from '$lib/core/locale';
import type { TableSlot } from '$lib/systems/types';
import { readWholeNumber } from '$lib/ui/dice/format';
import { applyPaste, cellFromText, cellText, filledCount, isUnfilled, unfilledCells, updateColumn } from '../edit';
import { issuePlace } from '../issues';
import { slotFit } from '../slots';

/** What the edit sheet is open on. */
export type Selection =
	| { kind: 'cell'; row: number; column: number }
	| { kind: 'row'; row: number }
	| { kind: 'column'; column: number };

export type Position = { row: number; column: number };

/** The paste reader's header choice: guess, or say so. */
export type HeaderChoice = 'auto' | 'yes' | 'no';

/** What a save attempt finds; the editor writes only on `ready`. */
export type SaveCheck =
	| { kind: 'name' }
	| { kind: 'invalid'; first: TableIssue | undefined }
	| { kind: 'confirm' }
	| { kind: 'ready'; table: Table };

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const at = (r: number, c: number) => `${r}:${c}`;

export class TableDraft {
	/** The table as edited (names are kept apart in `nameMain` / `nameOther` until saved). */
	// Set in the constructor (a deep copy of the table given).
	table = $state<Table>(undefined as unknown as Table);
	/** The name in the user's language, and the optional name in the other one. */
	nameMain = $state('');
	nameOther = $state('');
	dirty = $state(false);

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

	/** Paste warnings per cell (`r:c`), cleared when the cell is edited. */
	flags = $state<Record<string, TableIssue>>({});
	pasteText = $state('');
	pasteHeaderRow = $state<HeaderChoice>('auto');
	pasteHeaderColumn = $state<HeaderChoice>('auto');
	pasteErrors = $state<TableIssue[]>([]);
	pasteOpen = $state(false);

	/** A save was asked for while cells are unfilled or suspect: the editor asks first. */
	confirming = $state(false);
	saving = $state(false);
	triedSave = $state(false);

	readonly slot: TableSlot | null = null;
	readonly locale: Locale = 'ja';
	#ondirty: (dirty: boolean) => void = () => {};

	/** Checked as it would be saved; an empty name is reported by the name field itself. */
	readonly issues = $derived(
		validateTable({ ...this.table, names: { ja: this.table.names.ja || '-', en: this.table.names.en || '-' } }).errors
	);
	/** The first problem of each cell (`r:c`). */
	readonly issuesAt = $derived.by(() => {
		const map: Record<string, TableIssue> = {};
		for (const i of this.issues) if (i.row !== undefined && i.column !== undefined) map[at(i.row, i.column)] ??= i;
		return map;
	});
	readonly rowIssues = $derived(new Set(this.issues.filter((i) => i.row !== undefined && i.column === undefined).map((i) => i.row!)));
	readonly columnIssues = $derived(
		new Set(this.issues.filter((i) => i.column !== undefined && i.row === undefined).map((i) => i.column!))
	);
	readonly flagList = $derived(Object.values(this.flags));
	readonly unfilled = $derived(unfilledCells(this.table));
	readonly total = $derived(this.table.rows.length * this.table.columns.length);
	readonly filled = $derived(filledCount(this.table));
	/** How the draft misses the slot's layout (saving still allowed after a confirmation). */
	readonly fit = $derived(this.slot ? slotFit(this.slot, this.table) : []);
	readonly nameMissing = $derived(this.nameMain.trim() === '');

	constructor(table: Table, options: { slot?: TableSlot | null; locale?: Locale; ondirty?: (dirty: boolean) => void } = {}) {
		this.slot = options.slot ?? null;
		this.locale = options.locale ?? getLocale();
		if (options.ondirty) this.#ondirty = options.ondirty;
		const other = this.locale === 'ja' ? 'en' : 'ja';
		this.table = clone(table);
		this.nameMain = table.names[this.locale];
		this.nameOther = table.names[other] === table.names[this.locale] ? '' : table.names[other];
	}

	/** Plain data of the draft (for pure edits and undo). */
	snapshot(): Table {
		return $state.snapshot(this.table) as Table;
	}

	changed() {
		this.dirty = true;
		this.confirming = false;
		this.#ondirty(true);
	}

	/** The draft as it would be saved: plain data, names filled in both languages. */
	finalTable(): Table {
		const t = this.snapshot();
		const main = this.nameMain.trim();
		const second = this.nameOther.trim() || main;
		t.names = this.locale === 'ja' ? { ja: main, en: second } : { ja: second, en: main };
		if (t.source !== undefined && t.source.trim() === '') delete t.source;
		if (t.notes !== undefined && t.notes.trim() === '') delete t.notes;
		return t;
	}

	/* ------------------------------------------------------------ reading */

	/** "4行目（5）・列「3:1」" for a cell, or the row / column alone. */
	place(sel: Selection): string {
		return issuePlace({ code: '', path: [], ...sel }, this.table);
	}

	headerText(r: number): string {
		const row = this.table.rows[r];
		return row ? rowLabel(row) : '';
	}

	/** A cell's accessible name: its place and value ("unfilled" / "blank" spelled out). */
	cellName(r: number, c: number): string {
		const cell = this.table.cells[r]?.[c];
		const value = isUnfilled(cell) ? m.tables_cell_unfilled_sr() : cell?.blank ? m.tables_cell_blank_sr() : cellText(cell);
		return m.tables_cell_label({ place: this.place({ kind: 'cell', row: r, column: c }), value });
	}

	/** The paste warning or the problem at a cell, warning first. */
	problemAt(r: number, c: number): TableIssue | undefined {
		return this.flags[at(r, c)] ?? this.issuesAt[at(r, c)];
	}

	isFlagged(r: number, c: number): boolean {
		return this.flags[at(r, c)] !== undefined;
	}

	isInvalid(r: number, c: number): boolean {
		return this.issuesAt[at(r, c)] !== undefined;
	}

	isSelectedCell(r: number, c: number): boolean {
		return this.selected?.kind === 'cell' && this.selected.row === r && this.selected.column === c;
	}

	/** Where a problem points, as a selection (null for a problem of the whole table). */
	selectionFor(issue: TableIssue): Selection | null {
		if (issue.row !== undefined && issue.column !== undefined) return { kind: 'cell', row: issue.row, column: issue.column };
		if (issue.row !== undefined) return { kind: 'row', row: issue.row };
		if (issue.column !== undefined) return { kind: 'column', column: issue.column };
		return null;
	}

	/** A position moved by (dr, dc), kept inside the grid. */
	clampPosition(row: number, column: number): Position {
		return {
			row: Math.max(0, Math.min(this.table.rows.length - 1, row)),
			column: Math.max(0, Math.min(this.table.columns.length - 1, column))
		};
	}

	/** The cell after (or before) the selected one, row by row or column by column. */
	nextPosition(by: 1 | -1 = 1): Position | null {
		if (this.selected?.kind !== 'cell') return null;
		const rows = this.table.rows.length;
		const cols = this.table.columns.length;
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
		const cols = this.table.columns.length;
		const cur = this.selected?.kind === 'cell' ? this.selected.row * cols + this.selected.column : -1;
		return this.unfilled.find((u) => u.row * cols + u.column > cur) ?? this.unfilled[0] ?? null;
	}

	/* ------------------------------------------------------------ selection */

	/**
	 * Opens the sheet on a cell. With `text`, that text replaces the cell (a key typed on the
	 * grid); without, the cell's text is shown and the next keypad digit replaces it.
	 * Returns false for a place outside the grid.
	 */
	selectCell(r: number, c: number, text?: string): boolean {
		if (r < 0 || c < 0 || r >= this.table.rows.length || c >= this.table.columns.length) return false;
		this.selected = { kind: 'cell', row: r, column: c };
		const cell = this.table.cells[r]?.[c];
		this.editText = text ?? cellText(cell);
		this.noteText = cell?.note ?? '';
		this.fresh = text === undefined;
		this.fieldError = '';
		if (text !== undefined) this.commitText();
		return true;
	}

	selectRow(r: number) {
		const row = this.table.rows[r];
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
		const col = this.table.columns[c];
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
		const line = this.table.cells[row];
		if (!line) return;
		line[column] = cellFromText(this.editText, this.noteText).cell;
		if (this.flags[at(row, column)]) {
			const { [at(row, column)]: _gone, ...rest } = this.flags;
			this.flags = rest;
		}
		this.changed();
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

	/* ------------------------------------------------------------ structure */

	/** Puts a whole table in (an edit or an undo), keeping the row / column sheet open on `sel`. */
	replace(t: Table, sel: Selection | null = this.selected) {
		this.table = t;
		this.flags = {};
		this.changed();
		if (sel?.kind === 'row') this.selectRow(Math.min(sel.row, t.rows.length - 1));
		else if (sel?.kind === 'column') this.selectColumn(Math.min(sel.column, t.columns.length - 1));
		else this.selected = null;
	}

	/** Applies a pure edit (from edit.ts) and returns the table before it, for an undo. */
	edit(change: (t: Table) => Table, sel: Selection | null = null): Table {
		const before = this.snapshot();
		this.replace(change(before), sel);
		return before;
	}

	setSource(text: string) {
		this.table.source = text;
		this.changed();
	}

	setNotes(text: string) {
		this.table.notes = text;
		this.changed();
	}

	/** The row sheet's fields into the row; a refusal goes to `fieldError` and nothing changes. */
	applyRow() {
		if (this.selected?.kind !== 'row') return;
		const r = this.selected.row;
		if (this.table.dice === null) {
			if (this.rowName.trim() === '') {
				this.fieldError = m.tables_row_name_required();
				return;
			}
			this.table.rows[r] = { label: this.rowName.trim() };
		} else {
			const from = readWholeNumber(this.rowFrom);
			const to = readWholeNumber(this.rowTo === '' ? this.rowFrom : this.rowTo);
			if (from === null || to === null) {
				this.fieldError = m.tables_row_number_invalid();
				return;
			}
			this.table.rows[r] = { from, to };
		}
		this.fieldError = '';
		this.changed();
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
		this.table = updateColumn(this.snapshot(), this.selected.column, { label: this.columnLabel, ratio, ...(id !== '' && { id }) });
		this.fieldError = '';
		this.changed();
	}

	/* ------------------------------------------------------------ paste */

	/**
	 * Reads the paste box into the draft. Suspect cells are flagged; problems that block stay in
	 * `pasteErrors` with the box open. Returns the table before (for an undo) when the paste was
	 * taken in, else null.
	 */
	loadPaste(): Table | null {
		const opt = (v: HeaderChoice) => (v === 'auto' ? 'auto' : v === 'yes');
		const before = this.snapshot();
		const result = applyPaste(before, this.pasteText, {
			headerRow: opt(this.pasteHeaderRow),
			headerColumn: opt(this.pasteHeaderColumn)
		});
		if (!result.table) {
			this.pasteErrors = result.errors.length > 0 ? result.errors : [{ code: 'grid/empty', path: ['grid'] }];
			return null;
		}
		this.pasteErrors = result.errors.filter((e) => e.code.startsWith('grid/'));
		this.table = result.table;
		const flags: Record<string, TableIssue> = {};
		for (const w of result.warnings) {
			if (w.code === 'grid/cell_suspect' && w.row !== undefined && w.column !== undefined) flags[at(w.row, w.column)] = w;
		}
		this.flags = flags;
		this.selected = null;
		this.changed();
		this.pasteOpen = this.pasteErrors.length > 0;
		if (this.pasteErrors.length === 0) this.pasteText = '';
		return before;
	}

	/* ------------------------------------------------------------ save */

	/**
	 * What stands between the draft and a save: a missing name, a problem (the sheet opens on
	 * the first), or — once — unfilled / suspect cells or a poor slot fit, which need a
	 * confirmation (a second call with `confirming` set goes ahead).
	 */
	checkSave(): SaveCheck {
		this.triedSave = true;
		if (this.nameMissing) return { kind: 'name' };
		const table = this.finalTable();
		const check = validateTable(table);
		if (!check.ok) return { kind: 'invalid', first: check.errors[0] };
		if (!this.confirming && (this.unfilled.length > 0 || this.flagList.length > 0 || this.fit.length > 0)) {
			this.confirming = true;
			return { kind: 'confirm' };
		}
		return { kind: 'ready', table };
	}

	/** The draft is in the library now. */
	saved() {
		this.dirty = false;
		this.confirming = false;
		this.#ondirty(false);
	}
}
