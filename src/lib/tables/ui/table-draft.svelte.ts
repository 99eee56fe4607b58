/*
 * The table editor's draft: the table being edited, its names, the problems found in it, paste
 * warnings and the save state; its edit sheet (selection, keypad text, row / column fields) is
 * `sheet` (draft-sheet.svelte.ts). Every change is a method; the components show the draft, move
 * focus and talk to the database. Nothing here touches Dexie or the DOM, so the whole editing
 * behaviour is testable without rendering (table-draft.svelte.test.ts).
 */
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime';
import { rowLabel, validateTable, type Table, type TableIssue } from '$lib/core/tables';
import type { Locale } from '$lib/core/locale';
import type { TableSlot } from '$lib/systems/types';
import { applyPaste, cellText, filledCount, isUnfilled, unfilledCells } from '../edit';
import { issuePlace } from '../issues';
import { slotFit } from '../slots';

import { DraftSheet, type Selection, type SheetDraft } from './draft-sheet.svelte';

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

export class TableDraft implements SheetDraft {
	/** The table as edited (names are kept apart in `nameMain` / `nameOther` until saved). */
	// Set in the constructor (a deep copy of the table given).
	table = $state<Table>(undefined as unknown as Table);
	/** The name in the user's language, and the optional name in the other one. */
	nameMain = $state('');
	nameOther = $state('');
	dirty = $state(false);
	/** The edit sheet: what is selected and the fields it shows. */
	readonly sheet: DraftSheet = new DraftSheet(this);

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
	// Rebuilt whole by $derived when the issues change and never mutated: plain Sets suffice.
	/* eslint-disable svelte/prefer-svelte-reactivity */
	readonly rowIssues = $derived(
		new Set(this.issues.filter((i) => i.row !== undefined && i.column === undefined).map((i) => i.row!))
	);
	readonly columnIssues = $derived(
		new Set(this.issues.filter((i) => i.column !== undefined && i.row === undefined).map((i) => i.column!))
	);
	/* eslint-enable svelte/prefer-svelte-reactivity */
	readonly flagList = $derived(Object.values(this.flags));
	readonly unfilled = $derived(unfilledCells(this.table));
	readonly total = $derived(this.table.rows.length * this.table.columns.length);
	readonly filled = $derived(filledCount(this.table));
	/** How the draft misses the slot's layout (saving still allowed after a confirmation). */
	readonly fit = $derived(this.slot ? slotFit(this.slot, this.table) : []);
	readonly nameMissing = $derived(this.nameMain.trim() === '');

	constructor(
		table: Table,
		options: { slot?: TableSlot | null; locale?: Locale; ondirty?: (dirty: boolean) => void } = {}
	) {
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
		const value = isUnfilled(cell)
			? m.tables_cell_unfilled_sr()
			: cell?.blank
				? m.tables_cell_blank_sr()
				: cellText(cell);
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

	/* ------------------------------------------------------------ structure */

	/** Puts a whole table in (an edit or an undo), keeping the row / column sheet open on `sel`. */
	replace(t: Table, sel: Selection | null = this.sheet.selected) {
		this.table = t;
		this.flags = {};
		this.changed();
		this.sheet.reopen(sel);
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
			if (w.code === 'grid/cell_suspect' && w.row !== undefined && w.column !== undefined)
				flags[at(w.row, w.column)] = w;
		}
		this.flags = flags;
		this.sheet.selected = null;
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
