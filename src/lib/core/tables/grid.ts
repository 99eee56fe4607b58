import {
	CORNER_WORDS,
	NUMBER,
	RATIO_LABEL,
	normalizeCell,
	parseCellText,
	parseRowLabel,
	ratioFromLabel,
	slugify
} from './labels';
import { naturalRows } from './outcomes';
import { parseTable } from './schema';
import type { Cell, Column, LocalizedText, Row, Table, TableDice, TableIssue } from './types';

/*
 * Spreadsheet paste → table. Two steps so that the editor can show (and let the user fix)
 * what was understood before a table is built:
 *   parseGrid(text)            → header row / row labels / body cells, as trimmed strings
 *   tableFromGrid(grid, meta)  → a table, plus problems per cell
 *
 * Issue `row` / `column` are indexes into the body (= the table's rows / columns);
 * `params.line` is the 1-based line of the pasted text where that helps.
 */

export interface GridOptions {
	/** Default: tabs if any line has a tab, else commas. */
	delimiter?: 'auto' | 'tab' | 'comma';
	/** Is the first line column labels? Default: guessed. */
	headerRow?: boolean | 'auto';
	/** Is the first column row labels (`2`, `3-4`, `7以上`)? Default: guessed. */
	headerColumn?: boolean | 'auto';
}

export interface Grid {
	/** Column labels, one per body column. */
	headerRow?: string[];
	/** The top-left cell when there are both a header row and a header column. */
	corner?: string;
	/** Row labels, one per body row. */
	rowLabels?: string[];
	body: string[][];
	/** What was used (after guessing). */
	delimiter: 'tab' | 'comma';
	hasHeaderRow: boolean;
	hasHeaderColumn: boolean;
	issues: TableIssue[];
}

/** Parse pasted tab- or comma-separated text. Never throws. */
export function parseGrid(text: string, opts: GridOptions = {}): Grid {
	const issues: TableIssue[] = [];
	const source = text.replace(/^\uFEFF/, '');
	const delimiter =
		opts.delimiter === 'tab' || opts.delimiter === 'comma' ? opts.delimiter : source.includes('\t') ? 'tab' : 'comma';
	const raw = splitRecords(source, delimiter === 'tab' ? '\t' : ',', issues);

	// Drop empty lines (trailing ones silently, others with a note).
	let lines = raw.map((r) => ({ line: r.line, cells: r.cells.map(normalizeCell) }));
	const isEmpty = (cells: string[]) => cells.every((c) => c === '');
	while (lines.length > 0 && isEmpty(lines[lines.length - 1]!.cells)) lines.pop();
	while (lines.length > 0 && isEmpty(lines[0]!.cells)) lines.shift();
	lines = lines.filter((l) => {
		if (!isEmpty(l.cells)) return true;
		issues.push({ code: 'grid/empty_line', path: ['grid'], params: { line: l.line } });
		return false;
	});
	if (lines.length === 0) {
		issues.push({ code: 'grid/empty', path: ['grid'] });
		return {
			body: [],
			delimiter,
			hasHeaderRow: false,
			hasHeaderColumn: false,
			issues
		};
	}

	// Trailing empty cells do not count towards a line's width.
	const trimEnd = (cells: string[]) => {
		let n = cells.length;
		while (n > 1 && cells[n - 1] === '') n--;
		return cells.slice(0, n);
	};

	const first = lines[0]!.cells;
	const hasHeaderRow = typeof opts.headerRow === 'boolean' ? opts.headerRow : guessHeaderRow(lines.map((l) => l.cells));
	const header = hasHeaderRow ? trimEnd(first) : undefined;
	const bodyLines = hasHeaderRow ? lines.slice(1) : lines;
	const bodyWidth = Math.max(0, ...bodyLines.map((l) => trimEnd(l.cells).length));
	const hasHeaderColumn =
		typeof opts.headerColumn === 'boolean'
			? opts.headerColumn
			: guessHeaderColumn(
					header,
					bodyLines.map((l) => l.cells),
					bodyWidth
				);

	// Header row: with a header column the corner is header[0] — unless the corner was left
	// out (the header line is one cell shorter than the body lines).
	let corner: string | undefined;
	let headerRow: string[] | undefined;
	if (header) {
		if (hasHeaderColumn && header.length >= bodyWidth) {
			corner = header[0];
			headerRow = header.slice(1);
		} else {
			headerRow = header.slice();
		}
	}
	const rowLabels = hasHeaderColumn ? bodyLines.map((l) => l.cells[0] ?? '') : undefined;
	const bodyCells = bodyLines.map((l) => (hasHeaderColumn ? l.cells.slice(1) : l.cells.slice()));

	const width = Math.max(headerRow?.length ?? 0, ...bodyCells.map((cells) => trimEnd(cells).length));
	const body = bodyCells.map((cells, r) => {
		// A line with fewer cells (not just empty ones) than the others: maybe misaligned.
		if (cells.length < width) {
			issues.push({
				code: 'grid/short_line',
				path: ['cells', r],
				row: r,
				params: { line: bodyLines[r]!.line, expected: width, actual: cells.length }
			});
		}
		return pad(cells, width);
	});
	if (headerRow) headerRow = pad(headerRow, width);

	return {
		...(headerRow && { headerRow }),
		...(corner !== undefined && { corner }),
		...(rowLabels && { rowLabels }),
		body,
		delimiter,
		hasHeaderRow,
		hasHeaderColumn,
		issues
	};
}

function pad(cells: string[], width: number): string[] {
	const out = cells.slice(0, width);
	while (out.length < width) out.push('');
	return out;
}

/** RFC 4180-ish: quoted fields ("" = a quote) may hold delimiters and line breaks. */
function splitRecords(text: string, delimiter: string, issues: TableIssue[]): { line: number; cells: string[] }[] {
	const records: { line: number; cells: string[] }[] = [];
	let cells: string[] = [];
	let field = '';
	let line = 1;
	let recordLine = 1;
	let i = 0;
	let atFieldStart = true;
	const endField = () => {
		cells.push(field);
		field = '';
		atFieldStart = true;
	};
	const endRecord = () => {
		endField();
		records.push({ line: recordLine, cells });
		cells = [];
	};
	while (i < text.length) {
		const ch = text[i]!;
		if (atFieldStart && ch === '"') {
			// Quoted field.
			const openLine = line;
			i++;
			let closed = false;
			while (i < text.length) {
				const c = text[i]!;
				if (c === '"') {
					if (text[i + 1] === '"') {
						field += '"';
						i += 2;
						continue;
					}
					i++;
					closed = true;
					break;
				}
				if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
				field += c === '\r' ? '' : c;
				i++;
			}
			if (!closed) {
				issues.push({
					code: 'grid/unclosed_quote',
					path: ['grid'],
					params: { line: openLine, column: cells.length }
				});
			}
			atFieldStart = false;
			continue;
		}
		atFieldStart = false;
		if (ch === delimiter) {
			endField();
			i++;
		} else if (ch === '\r' || ch === '\n') {
			endRecord();
			i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
			line++;
			recordLine = line;
		} else {
			field += ch;
			i++;
		}
	}
	if (field !== '' || cells.length > 0 || !atFieldStart) endRecord();
	return records;
}

/* ------------------------------------------------------------------ guessing */

function isNumberLike(s: string): boolean {
	return NUMBER.test(s);
}

function guessHeaderRow(lines: string[][]): boolean {
	const first = lines[0] ?? [];
	if (first.some((c) => RATIO_LABEL.test(c))) return true;
	if (lines.length < 2) return false;
	// Corner layout: empty top-left, labels to the right.
	if (first[0] === '' && first.slice(1).some((c) => c !== '')) return true;
	// `出目` / `2D6` above a row label.
	if (first[0] !== '' && CORNER_WORDS.test(first[0] ?? '') && parseRowLabel(lines[1]![0] ?? '', null)) {
		return true;
	}
	// Words on the first line, numbers below them.
	const from = first.length > 1 ? 1 : 0;
	const values = (cells: string[]) => cells.slice(from);
	const words = values(first).filter((c) => c !== '');
	return (
		words.length > 0 && !words.some(isNumberLike) && lines.slice(1).some((cells) => values(cells).some(isNumberLike))
	);
}

function guessHeaderColumn(header: string[] | undefined, body: string[][], bodyWidth: number): boolean {
	if (body.length === 0 || bodyWidth < 2) return false;
	const labels = body.map((cells) => cells[0] ?? '');
	const parsed = labels.map((l) => parseRowLabel(l, null));
	if (parsed.some((p) => p === undefined)) return false;
	if (header) {
		if (header.length < bodyWidth) return true; // corner left out
		return CORNER_WORDS.test(header[0] ?? '');
	}
	if (labels.some((l) => !/^\d+$/.test(l))) return true; // range syntax: `3-4`, `7以上`
	// Plain numbers: a header column if they go strictly up, like dice results do.
	const froms = parsed.map((p) => p!.from);
	return froms.every((f, i) => i === 0 || f > froms[i - 1]!);
}

/* ------------------------------------------------------------------ table */

export interface GridTableOptions {
	dice: TableDice | null;
	id: string;
	names: LocalizedText;
	source?: string;
	notes?: string;
	/**
	 * `mixed` (default): non-numeric cells become text cells; those that contain a digit
	 * (`3a`, `1O`) are reported as warnings (`grid/cell_suspect`).
	 * `number`: every non-numeric, non-empty, non-dash cell is an error (`grid/cell_not_number`).
	 */
	cells?: 'mixed' | 'number';
}

export type GridTableResult =
	| { ok: true; table: Table; warnings: TableIssue[] }
	| { ok: false; errors: TableIssue[]; warnings: TableIssue[]; table?: Table };

/**
 * Build a table from a parsed grid. Header row → columns (ids from the labels, unique;
 * ratios from `3:1`-style labels); header column → rows (ranges); without a header column
 * the rows are the dice's natural rows (2..12 for 2D6). The result is checked with the same
 * rules as `parseTable`; on failure `table` is still returned when one could be built, so
 * that an editor can show it with the problems flagged.
 */
export function tableFromGrid(grid: Grid, opts: GridTableOptions): GridTableResult {
	const errors: TableIssue[] = [];
	const warnings: TableIssue[] = [...grid.issues];
	const width = grid.body[0]?.length ?? grid.headerRow?.length ?? 0;

	if (grid.body.length === 0 || width === 0) {
		return { ok: false, errors: [{ code: 'grid/empty', path: ['grid'] }], warnings };
	}

	// Columns.
	const columns: Column[] = [];
	const used = new Set<string>();
	let lastRatio: number | undefined;
	for (let c = 0; c < width; c++) {
		const given = grid.headerRow?.[c] ?? '';
		if (grid.headerRow && given === '') {
			warnings.push({ code: 'grid/column_label_empty', path: ['columns', c], column: c });
		}
		const label = given === '' ? String(c + 1) : given;
		const base = (grid.headerRow && slugify(given)) || `c${c + 1}`;
		let id = base;
		for (let k = 2; used.has(id); k++) id = `${base}-${k}`;
		used.add(id);
		const column: Column = { id, label };
		const ratio = grid.headerRow ? ratioFromLabel(given) : undefined;
		if (ratio !== undefined) {
			if (lastRatio !== undefined && ratio <= lastRatio) {
				warnings.push({
					code: 'grid/ratio_ambiguous',
					path: ['columns', c],
					column: c,
					params: { label, ratio, previous: lastRatio }
				});
			} else {
				column.ratio = ratio;
				lastRatio = ratio;
			}
		}
		columns.push(column);
	}

	// Rows.
	let rows: Row[] | undefined;
	if (grid.rowLabels) {
		const built: Row[] = [];
		grid.rowLabels.forEach((label, r) => {
			if (opts.dice === null) {
				if (label === '') {
					errors.push({ code: 'grid/row_label', path: ['rows', r], row: r, params: { label } });
				}
				built.push({ label: label || String(r + 1) });
				return;
			}
			const range = parseRowLabel(label, opts.dice);
			if (range === undefined) {
				errors.push({ code: 'grid/row_label', path: ['rows', r], row: r, params: { label } });
			} else {
				built.push(range);
			}
		});
		if (built.length === grid.rowLabels.length) rows = built;
	} else if (opts.dice === null) {
		rows = grid.body.map((_, r) => ({ label: String(r + 1) }));
	} else {
		const natural = naturalRows(opts.dice);
		if (natural.length !== grid.body.length) {
			errors.push({
				code: 'grid/row_count',
				path: ['rows'],
				params: { dice: opts.dice, expected: natural.length, actual: grid.body.length }
			});
		} else {
			rows = natural;
		}
	}

	// Cells.
	const mode = opts.cells ?? 'mixed';
	const cells: Cell[][] = grid.body.map((line, r) =>
		line.map((text, c) => {
			const parsed = parseCellText(text);
			if (parsed.notNumber && mode === 'number') {
				errors.push({ code: 'grid/cell_not_number', path: ['cells', r, c], row: r, column: c, params: { text } });
			} else if (parsed.suspect) {
				warnings.push({ code: 'grid/cell_suspect', path: ['cells', r, c], row: r, column: c, params: { text } });
			}
			return parsed.cell;
		})
	);

	if (!rows) return { ok: false, errors, warnings };

	const table: Table = {
		format: 'sidetable.table',
		version: 1,
		id: opts.id,
		names: { ja: opts.names.ja, en: opts.names.en },
		dice: opts.dice,
		rows,
		columns,
		cells
	};
	if (opts.source !== undefined) table.source = opts.source;
	if (opts.notes !== undefined) table.notes = opts.notes;

	const checked = parseTable(table);
	if (!checked.ok) errors.push(...checked.errors);
	if (errors.length > 0) return { ok: false, errors, warnings, table };
	return { ok: true, table, warnings };
}
