import * as v from 'valibot';
import { TABLE_DICE, isOutcome, isTableDice, outcomesOf } from './outcomes';
import type { Table, TableDice, TableIssue } from './types';

/*
 * Validation in two layers:
 *  1. the shape (valibot): types, required keys, no unknown keys;
 *  2. the meaning (hand-written, defensive so that it also runs on a half-broken draft):
 *     rows cover every dice result exactly once, unique column ids, increasing ratios,
 *     cells are rows × columns, ...
 * `parseTable` / `validateTable` report both, each issue pointing at its row / column.
 * `TableSchema` is the valibot schema with layer 2 attached as a raw check, for use inside
 * bigger schemas (its messages are the issue codes).
 */

const NonEmptyString = v.pipe(v.string(), v.minLength(1));
const Int = v.pipe(v.number(), v.integer());

const RangeRowSchema = v.strictObject({ from: Int, to: Int });
const LabelRowSchema = v.strictObject({ label: NonEmptyString });

const ColumnSchema = v.strictObject({
	id: NonEmptyString,
	label: v.string(),
	ratio: v.optional(Int)
});

const CellSchema = v.strictObject({
	value: v.optional(v.pipe(v.number(), v.finite())),
	text: v.optional(NonEmptyString),
	note: v.optional(v.string()),
	blank: v.optional(v.literal(true))
});

const TableShapeSchema = v.strictObject({
	format: v.literal('sidetable.table'),
	version: v.literal(1),
	id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'id must match [a-z0-9-]+')),
	names: v.strictObject({ ja: NonEmptyString, en: NonEmptyString }),
	dice: v.nullable(v.picklist(TABLE_DICE)),
	rows: v.pipe(v.array(v.union([RangeRowSchema, LabelRowSchema])), v.minLength(1)),
	columns: v.pipe(v.array(ColumnSchema), v.minLength(1)),
	cells: v.array(v.array(CellSchema)),
	source: v.optional(v.string()),
	notes: v.optional(v.string())
});

/** The valibot schema of a table file, including the row-coverage / shape checks. */
export const TableSchema = v.pipe(
	TableShapeSchema,
	v.rawCheck(({ dataset, addIssue }) => {
		if (!dataset.typed) return;
		for (const issue of semanticIssues(dataset.value, false)) {
			addIssue({ message: issue.code, path: valibotPath(dataset.value, issue.path) });
		}
	})
);

export type ValidateOptions = {
	/** Unfilled cells are errors (`table/cell_unfilled`). For the editor's "before save". */
	requireFilled: boolean;
};

export type ParseTableResult = { ok: true; table: Table } | { ok: false; errors: TableIssue[] };

/** Validate unknown JSON (e.g. a loaded file) as a table. */
export function parseTable(json: unknown): ParseTableResult {
	return check(json, false);
}

/**
 * The editor's check. Same checks as `parseTable`; with `requireFilled`, every unfilled
 * cell is an error too.
 */
export function validateTable(
	table: Table,
	options: ValidateOptions = { requireFilled: false }
): { ok: boolean; errors: TableIssue[] } {
	const result = check(table, options.requireFilled);
	return result.ok ? { ok: true, errors: [] } : result;
}

function check(json: unknown, requireFilled: boolean): ParseTableResult {
	const shape = v.safeParse(TableShapeSchema, json, { abortEarly: false });
	const errors: TableIssue[] = [];
	if (!shape.success) errors.push(...shape.issues.map(fromValibot));
	errors.push(...semanticIssues(json, requireFilled));
	if (errors.length > 0 || !shape.success) return { ok: false, errors };
	return { ok: true, table: shape.output as Table };
}

/* ------------------------------------------------------------------ layer 1 → issues */

function fromValibot(issue: v.BaseIssue<unknown>): TableIssue {
	const path = (issue.path ?? []).map((item) => item.key as string | number);
	const params: Record<string, string | number> = { message: issue.message };
	if (issue.expected != null) params.expected = issue.expected;
	params.received = issue.received;
	const [head, i, j] = path;
	const at = (code: string, extra: Partial<TableIssue> = {}): TableIssue => ({
		code,
		path,
		...extra,
		params
	});
	if (head === 'dice') return at('table/bad_dice');
	if (head === 'id') return at('table/bad_id');
	if (head === 'rows' && typeof i === 'number') return at('table/row_invalid', { row: i });
	if (head === 'columns' && typeof i === 'number') return at('table/column_invalid', { column: i });
	if (head === 'cells') {
		if (typeof i === 'number' && typeof j === 'number') return at('table/cell_invalid', { row: i, column: j });
		if (typeof i === 'number') return at('table/cells_shape', { row: i });
		return at('table/cells_shape');
	}
	return at('table/schema');
}

/* ------------------------------------------------------------------ layer 2 */

type Loose = Record<string, unknown>;
const isObj = (x: unknown): x is Loose => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** Checks of meaning. Tolerates any input: parts with a broken shape are skipped. */
export function semanticIssues(input: unknown, requireFilled: boolean): TableIssue[] {
	if (!isObj(input)) return [];
	const issues: TableIssue[] = [];
	const dice: TableDice | null | undefined = isTableDice(input.dice)
		? input.dice
		: input.dice === null
			? null
			: undefined;
	const rows = Array.isArray(input.rows) ? input.rows : undefined;
	const columns = Array.isArray(input.columns) ? input.columns : undefined;
	const cells = Array.isArray(input.cells) ? input.cells : undefined;

	if (rows && dice !== undefined) issues.push(...rowIssues(rows, dice));
	if (columns) issues.push(...columnIssues(columns));

	if (cells && rows && cells.length !== rows.length) {
		issues.push({
			code: 'table/cells_shape',
			path: ['cells'],
			params: { expected: rows.length, actual: cells.length }
		});
	}
	if (cells) {
		cells.forEach((line, r) => {
			if (!Array.isArray(line)) return; // reported by the shape layer
			if (columns && line.length < columns.length) {
				for (let c = line.length; c < columns.length; c++) {
					issues.push({ code: 'table/cell_missing', path: ['cells', r, c], row: r, column: c });
				}
			} else if (columns && line.length > columns.length) {
				issues.push({
					code: 'table/cells_shape',
					path: ['cells', r],
					row: r,
					params: { expected: columns.length, actual: line.length }
				});
			}
			line.forEach((cell, c) => {
				if (!isObj(cell)) return;
				const filled = cell.value !== undefined || cell.text !== undefined;
				if (cell.blank === true && filled) {
					issues.push({ code: 'table/cell_conflict', path: ['cells', r, c], row: r, column: c });
				}
				if (requireFilled && !filled && cell.blank === undefined) {
					issues.push({ code: 'table/cell_unfilled', path: ['cells', r, c], row: r, column: c });
				}
			});
		});
	}
	return issues;
}

function rowIssues(rows: unknown[], dice: TableDice | null): TableIssue[] {
	const issues: TableIssue[] = [];
	const ranges: { from: number; to: number }[] = [];
	let readable = 0;
	rows.forEach((row, i) => {
		if (!isObj(row)) return;
		const isRange = 'from' in row || 'to' in row;
		if (dice === null) {
			if (isRange) {
				issues.push({
					code: 'table/row_kind',
					path: ['rows', i],
					row: i,
					params: { expected: 'label' }
				});
			}
			return;
		}
		if (!isRange) {
			issues.push({
				code: 'table/row_kind',
				path: ['rows', i],
				row: i,
				params: { expected: 'range', dice }
			});
			return;
		}
		const { from, to } = row;
		if (!isInt(from) || !isInt(to)) return; // shape layer
		ranges[i] = { from, to };
		readable++;
		if (from > to) {
			issues.push({
				code: 'table/row_reversed',
				path: ['rows', i],
				row: i,
				params: { from, to }
			});
		}
		for (const [key, value] of [
			['from', from],
			['to', to]
		] as const) {
			if (!isOutcome(dice, value)) {
				const all = outcomesOf(dice);
				issues.push({
					code: 'table/row_out_of_range',
					path: ['rows', i, key],
					row: i,
					params: { value, dice, min: all[0]!, max: all[all.length - 1]! }
				});
			}
		}
	});
	// Coverage only makes sense when every row could be read.
	if (dice === null || readable !== rows.length) {
		return issues;
	}
	const outcomes = outcomesOf(dice);
	const covering = outcomes.map((o) => ranges.flatMap((r, i) => (r.from <= o && o <= r.to ? [i] : [])));

	// Gaps: runs of uncovered results, reported once per run, at the next row.
	let k = 0;
	while (k < outcomes.length) {
		if (covering[k]!.length > 0) {
			k++;
			continue;
		}
		const start = k;
		while (k < outcomes.length && covering[k]!.length === 0) k++;
		const from = outcomes[start]!;
		const to = outcomes[k - 1]!;
		const row = nextRowAfter(ranges, to) ?? previousRowBefore(ranges, from) ?? 0;
		issues.push({ code: 'table/row_gap', path: ['rows', row], row, params: { from, to, dice } });
	}

	// Overlaps: one issue per pair of rows, at the later row.
	for (let j = 0; j < ranges.length; j++) {
		for (let i = 0; i < j; i++) {
			const shared = outcomes.filter(
				(o) => ranges[i]!.from <= o && o <= ranges[i]!.to && ranges[j]!.from <= o && o <= ranges[j]!.to
			);
			if (shared.length > 0) {
				issues.push({
					code: 'table/row_overlap',
					path: ['rows', j],
					row: j,
					params: { with: i, from: shared[0]!, to: shared[shared.length - 1]! }
				});
			}
		}
	}
	return issues;
}

function nextRowAfter(ranges: { from: number; to: number }[], value: number): number | undefined {
	let best: number | undefined;
	ranges.forEach((r, i) => {
		if (r.from > value && (best === undefined || r.from < ranges[best]!.from)) best = i;
	});
	return best;
}

function previousRowBefore(ranges: { from: number; to: number }[], value: number): number | undefined {
	let best: number | undefined;
	ranges.forEach((r, i) => {
		if (r.to < value && (best === undefined || r.to > ranges[best]!.to)) best = i;
	});
	return best;
}

function columnIssues(columns: unknown[]): TableIssue[] {
	const issues: TableIssue[] = [];
	const seen = new Map<string, number>();
	let previous: { ratio: number; index: number } | undefined;
	columns.forEach((col, c) => {
		if (!isObj(col)) return;
		if (typeof col.id === 'string') {
			const first = seen.get(col.id);
			if (first !== undefined) {
				issues.push({
					code: 'table/duplicate_column',
					path: ['columns', c, 'id'],
					column: c,
					params: { id: col.id, first }
				});
			} else {
				seen.set(col.id, c);
			}
		}
		if (isInt(col.ratio)) {
			if (previous && col.ratio <= previous.ratio) {
				issues.push({
					code: 'table/ratio_order',
					path: ['columns', c, 'ratio'],
					column: c,
					params: { ratio: col.ratio, previous: previous.ratio, previousColumn: previous.index }
				});
			}
			previous = { ratio: col.ratio, index: c };
		}
	});
	return issues;
}

/** Our path → valibot path items, so that `TableSchema` issues carry a usable path. */
function valibotPath(root: unknown, path: (string | number)[]): [v.IssuePathItem, ...v.IssuePathItem[]] | undefined {
	const items: v.IssuePathItem[] = [];
	let current: unknown = root;
	for (const key of path) {
		if (Array.isArray(current) && typeof key === 'number') {
			const value: unknown = current[key];
			items.push({ type: 'array', origin: 'value', input: current, key, value });
			current = value;
		} else if (isObj(current)) {
			const value = current[String(key)];
			items.push({ type: 'object', origin: 'value', input: current, key: String(key), value });
			current = value;
		} else {
			break;
		}
	}
	return items.length > 0 ? (items as [v.IssuePathItem, ...v.IssuePathItem[]]) : undefined;
}
