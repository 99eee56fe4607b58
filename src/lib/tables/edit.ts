/*
 * Pure edits of a draft table for the editor. Every function returns a new table and leaves its
 * input alone, so the editor can keep an undo-free, predictable draft, and each edit can be
 * tested on its own. Nothing here validates: the editor runs `validateTable` on the result.
 */
import {
	emptyLayout,
	isRangeRow,
	naturalRows,
	parseCellText,
	parseGrid,
	ratioFromLabel,
	rowLabel,
	tableFromGrid,
	validateTable,
	type Cell,
	type Column,
	type GridOptions,
	type LocalizedText,
	type Row,
	type Table,
	type TableDice,
	type TableIssue
} from '$lib/core/tables';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** The text a cell is edited as: `3`, `3 退却`, `退却`, `—` (blank) or `` (unfilled). */
export function cellText(cell: Cell | undefined): string {
	if (!cell) return '';
	if (cell.blank) return '—';
	if (cell.value !== undefined && cell.text !== undefined) return `${cell.value} ${cell.text}`;
	if (cell.value !== undefined) return String(cell.value);
	return cell.text ?? '';
}

/** Edited text → cell (the paste rules: `—` blank, `3` value, `3 退却` both), keeping the note. */
export function cellFromText(text: string, note?: string): { cell: Cell; suspect: boolean } {
	const parsed = parseCellText(text);
	const cell: Cell = { ...parsed.cell };
	if (note !== undefined && note.trim() !== '') cell.note = note.trim();
	return { cell, suspect: parsed.suspect === true };
}

export function isUnfilled(cell: Cell | undefined): boolean {
	return !cell || (cell.value === undefined && cell.text === undefined && !cell.blank);
}

/** Positions of every unfilled cell, row by row. */
export function unfilledCells(table: Table): { row: number; column: number }[] {
	const out: { row: number; column: number }[] = [];
	table.rows.forEach((_, r) =>
		table.columns.forEach((_, c) => {
			if (isUnfilled(table.cells[r]?.[c])) out.push({ row: r, column: c });
		})
	);
	return out;
}

/** A new table: the dice's natural rows (or three labelled rows), one column, every cell unfilled. */
export function newTable(id: string, names: LocalizedText, dice: TableDice | null, columnLabel: string): Table {
	return emptyLayout({
		id,
		names,
		dice,
		columns: [{ id: 'result', label: columnLabel }],
		...(dice === null && { rows: [{ label: '1' }, { label: '2' }, { label: '3' }] })
	});
}

/** A column id not used in the table, from the label when it makes a slug (`3:1` → `3-1`). */
function freeColumnId(table: Table, label: string): string {
	const base =
		label
			.normalize('NFKC')
			.replace(/以下/g, '-or-less')
			.replace(/以上/g, '-or-more')
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-+|-+$/g, '') || `c${table.columns.length + 1}`;
	const used = new Set(table.columns.map((c) => c.id));
	let id = base;
	for (let k = 2; used.has(id); k++) id = `${base}-${k}`;
	return id;
}

/** Inserts a column at index `at` (0 = leftmost), its cells unfilled. */
export function addColumn(table: Table, at: number, label: string): Table {
	const t = clone(table);
	const column: Column = { id: freeColumnId(t, label), label };
	const ratio = ratioFromLabel(label);
	if (ratio !== undefined) column.ratio = ratio;
	t.columns.splice(at, 0, column);
	t.cells.forEach((line) => line.splice(at, 0, {}));
	return t;
}

export function removeColumn(table: Table, at: number): Table {
	if (table.columns.length <= 1) return table;
	const t = clone(table);
	t.columns.splice(at, 1);
	t.cells.forEach((line) => line.splice(at, 1));
	return t;
}

/** Moves a column (with its cells) one place left (-1) or right (+1). */
export function moveColumn(table: Table, at: number, by: -1 | 1): Table {
	const to = at + by;
	if (to < 0 || to >= table.columns.length) return table;
	const t = clone(table);
	const swap = <T>(a: T[]) => {
		const x = a[at]!;
		a[at] = a[to]!;
		a[to] = x;
	};
	swap(t.columns);
	t.cells.forEach(swap);
	return t;
}

/** Changes one column's label / ratio / id. `ratio: null` removes the ratio. */
export function updateColumn(
	table: Table,
	at: number,
	patch: { label?: string; ratio?: number | null; id?: string }
): Table {
	const t = clone(table);
	const col = t.columns[at];
	if (!col) return table;
	if (patch.label !== undefined) col.label = patch.label;
	if (patch.id !== undefined) col.id = patch.id;
	if (patch.ratio === null) delete col.ratio;
	else if (patch.ratio !== undefined) col.ratio = patch.ratio;
	return t;
}

/**
 * Inserts a row at index `at`, its cells unfilled. Dice tables get the range just after the
 * previous row's end (the editor then shows any overlap until the ranges are fixed);
 * reference tables a numbered label.
 */
export function addRow(table: Table, at: number): Table {
	const t = clone(table);
	let row: Row;
	if (t.dice === null) {
		row = { label: String(t.rows.length + 1) };
	} else {
		const before = t.rows[at - 1];
		const start = before && isRangeRow(before) ? before.to + 1 : (naturalRows(t.dice)[0]?.from ?? 1);
		row = { from: start, to: start };
	}
	t.rows.splice(at, 0, row);
	t.cells.splice(
		at,
		0,
		t.columns.map(() => ({}))
	);
	return t;
}

export function removeRow(table: Table, at: number): Table {
	if (table.rows.length <= 1) return table;
	const t = clone(table);
	t.rows.splice(at, 1);
	t.cells.splice(at, 1);
	return t;
}

/** Splits a range row `a–b` into `a` and `a+1–b`; the new row copies the cells. */
export function splitRow(table: Table, at: number): Table {
	const row = table.rows[at];
	if (!row || !isRangeRow(row) || row.from >= row.to) return table;
	const t = clone(table);
	const nextFrom = table.dice === 'D66' && row.from % 10 === 6 ? row.from + 5 : row.from + 1;
	t.rows.splice(at, 1, { from: row.from, to: row.from }, { from: nextFrom, to: row.to });
	t.cells.splice(at + 1, 0, clone(t.cells[at] ?? []));
	return t;
}

/** Merges a range row with the next one (`3` + `4` → `3–4`), keeping the first row's cells. */
export function mergeRowDown(table: Table, at: number): Table {
	const row = table.rows[at];
	const next = table.rows[at + 1];
	if (!row || !next || !isRangeRow(row) || !isRangeRow(next)) return table;
	const t = clone(table);
	t.rows.splice(at, 2, { from: Math.min(row.from, next.from), to: Math.max(row.to, next.to) });
	t.cells.splice(at + 1, 1);
	return t;
}

/**
 * Switches the dice. Dice tables get the new dice's natural rows (cells kept by position,
 * extra rows unfilled, surplus dropped); a reference table gets numbered labels.
 */
export function setDice(table: Table, dice: TableDice | null): Table {
	if (table.dice === dice) return table;
	const t = clone(table);
	t.dice = dice;
	const rows: Row[] =
		dice === null
			? table.rows.map((r, i) => ({ label: isRangeRow(r) ? rowLabel(r) : r.label || String(i + 1) }))
			: naturalRows(dice);
	t.rows = rows;
	t.cells = rows.map((_, r) => t.columns.map((_, c) => clone(table.cells[r]?.[c] ?? {})));
	return t;
}

/** How many cells hold something (value, text or blank). */
export function filledCount(table: Table): number {
	let n = 0;
	table.cells.forEach((line) => line.forEach((cell) => (isUnfilled(cell) ? 0 : n++)));
	return n;
}

export interface PasteResult {
	/** The table to show (absent when nothing could be built). */
	table?: Table;
	/** Problems that block: rows that cannot be read, wrong row count, invalid table. */
	errors: TableIssue[];
	/** Cells to check (`grid/cell_suspect`: text with a digit in it, like `7x`), and notes. */
	warnings: TableIssue[];
}

/**
 * Reads pasted spreadsheet text into the draft. The draft's dice, id, names, source and
 * notes stay. Without a header row, a paste as wide as the draft keeps the draft's columns
 * (a slot's column ids survive); without a header column, a paste as tall as the draft keeps
 * its rows (ranged rows of a layout), else the dice's natural rows are used.
 */
export function applyPaste(draft: Table, text: string, options: GridOptions = {}): PasteResult {
	const grid = parseGrid(text, options);
	const width = grid.body[0]?.length ?? 0;
	const keepColumns = !grid.hasHeaderRow && width === draft.columns.length;
	const keepRows = !grid.hasHeaderColumn && grid.body.length === draft.rows.length;
	if (keepRows) {
		grid.rowLabels = draft.rows.map((r) =>
			isRangeRow(r) ? (r.from === r.to ? String(r.from) : `${r.from}-${r.to}`) : r.label
		);
	}
	const result = tableFromGrid(grid, {
		dice: draft.dice,
		id: draft.id,
		// A draft may not be named yet; the editor checks the name on its own.
		names: { ja: draft.names.ja || '-', en: draft.names.en || '-' },
		...(draft.source !== undefined && { source: draft.source }),
		...(draft.notes !== undefined && { notes: draft.notes })
	});
	let table = result.table && { ...result.table, names: { ...draft.names } };
	if (table && keepColumns) {
		table = { ...table, columns: clone(draft.columns) };
	}
	if (!table) return { errors: result.ok ? [] : result.errors, warnings: result.warnings };
	// Re-check with the columns actually used (kept columns can fix or cause issues).
	const errors = [
		...(result.ok ? [] : result.errors.filter((e) => e.code.startsWith('grid/'))),
		...validateTable({ ...table, names: { ja: table.names.ja || '-', en: table.names.en || '-' } }).errors
	];
	return { table, errors, warnings: result.warnings };
}
