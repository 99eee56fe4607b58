/*
 * Table problems (from parseTable / validateTable / the paste reader) in the user's language,
 * each naming the place: "3行目（5–6）・列「2:1」". Used by the editor, the file import and the
 * slot checks.
 */
import { m } from '$lib/paraglide/messages.js';
import { rowLabel, type Table, type TableIssue } from '$lib/core/tables';

type Loose = { rows?: unknown; columns?: unknown };

function rowName(table: Loose | undefined, row: number): string {
	const r = Array.isArray(table?.rows) ? (table.rows[row] as unknown) : undefined;
	let label = '';
	if (r && typeof r === 'object') {
		const x = r as { from?: unknown; to?: unknown; label?: unknown };
		if (typeof x.from === 'number' && typeof x.to === 'number') label = rowLabel({ from: x.from, to: x.to });
		else if (typeof x.label === 'string') label = x.label;
	}
	return label ? m.tables_place_row({ n: row + 1, label }) : m.tables_place_row_plain({ n: row + 1 });
}

function columnName(table: Loose | undefined, column: number): string {
	const c = Array.isArray(table?.columns) ? (table.columns[column] as unknown) : undefined;
	const label = c && typeof c === 'object' ? (c as { label?: unknown; id?: unknown }) : undefined;
	const text =
		typeof label?.label === 'string' && label.label ? label.label : typeof label?.id === 'string' ? label.id : '';
	return text ? m.tables_place_column({ label: text }) : m.tables_place_column_plain({ n: column + 1 });
}

/** "3行目（5–6）・列「2:1」", or the row / column alone, or '' when the issue has no place. */
export function issuePlace(issue: TableIssue, table?: Table | Loose): string {
	const hasRow = issue.row !== undefined;
	const hasCol = issue.column !== undefined;
	if (hasRow && hasCol)
		return m.tables_place_cell({ row: rowName(table, issue.row!), column: columnName(table, issue.column!) });
	if (hasRow) return rowName(table, issue.row!);
	if (hasCol) return columnName(table, issue.column!);
	return '';
}

/** One problem as a sentence, with its place. */
export function issueText(issue: TableIssue, table?: Table | Loose): string {
	const p = issue.params ?? {};
	const s = (k: string) => String(p[k] ?? '');
	const place = issuePlace(issue, table);
	switch (issue.code) {
		case 'table/schema':
			return m.tables_issue_schema({ path: issue.path.join('.') || '—' });
		case 'table/bad_id':
			return m.tables_issue_bad_id();
		case 'table/bad_dice':
			return m.tables_issue_bad_dice();
		case 'table/row_invalid':
			return m.tables_issue_row_invalid({ place });
		case 'table/column_invalid':
			return m.tables_issue_column_invalid({ place });
		case 'table/cell_invalid':
			return m.tables_issue_cell_invalid({ place });
		case 'table/row_kind':
			return p.expected === 'label'
				? m.tables_issue_row_kind_label({ place })
				: m.tables_issue_row_kind_range({ place });
		case 'table/row_reversed':
			return m.tables_issue_row_reversed({ place, from: s('from'), to: s('to') });
		case 'table/row_out_of_range':
			return m.tables_issue_row_out_of_range({
				place,
				value: s('value'),
				dice: s('dice'),
				min: s('min'),
				max: s('max')
			});
		case 'table/row_gap':
			return m.tables_issue_row_gap({ place, from: s('from'), to: s('to') });
		case 'table/row_overlap':
			return m.tables_issue_row_overlap({
				place,
				other: rowName(table, Number(p.with)),
				from: s('from'),
				to: s('to')
			});
		case 'table/duplicate_column':
			return m.tables_issue_duplicate_column({ place, id: s('id'), other: columnName(table, Number(p.first)) });
		case 'table/ratio_order':
			return m.tables_issue_ratio_order({ place, ratio: s('ratio'), previous: s('previous') });
		case 'table/cells_shape':
			return m.tables_issue_cells_shape({ place: place || '—' });
		case 'table/cell_missing':
			return m.tables_issue_cell_missing({ place });
		case 'table/cell_conflict':
			return m.tables_issue_cell_conflict({ place });
		case 'table/cell_unfilled':
			return m.tables_issue_cell_unfilled({ place });
		case 'grid/cell_suspect':
			return m.tables_issue_cell_suspect({ place, text: s('text') });
		case 'grid/cell_not_number':
			return m.tables_issue_cell_not_number({ place, text: s('text') });
		case 'grid/row_label':
			return m.tables_issue_row_label({ n: (issue.row ?? 0) + 1, label: s('label') });
		case 'grid/row_count':
			return m.tables_issue_row_count({ dice: s('dice'), expected: s('expected'), actual: s('actual') });
		case 'grid/column_label_empty':
			return m.tables_issue_column_label_empty({ n: (issue.column ?? 0) + 1 });
		case 'grid/ratio_ambiguous':
			return m.tables_issue_ratio_ambiguous({ label: s('label'), ratio: s('ratio'), previous: s('previous') });
		case 'grid/empty':
			return m.tables_issue_grid_empty();
		case 'grid/empty_line':
			return m.tables_issue_empty_line({ line: s('line') });
		case 'grid/short_line':
			return m.tables_issue_short_line({ line: s('line'), expected: s('expected'), actual: s('actual') });
		case 'grid/unclosed_quote':
			return m.tables_issue_unclosed_quote({ line: s('line') });
		default:
			return m.tables_issue_unknown({ code: issue.code, place: place || '—' });
	}
}
