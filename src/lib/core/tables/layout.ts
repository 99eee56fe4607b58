import { naturalRows } from './outcomes';
import type { Column, LocalizedText, Row, Table, TableDice } from './types';

export interface LayoutSpec {
	id: string;
	names: LocalizedText;
	dice: TableDice | null;
	/** Default: the dice's natural rows (2..12 for 2D6, …). Required when `dice` is null. */
	rows?: Row[];
	columns: Column[];
	source?: string;
	notes?: string;
}

/**
 * A table with every cell unfilled (`{}`): the layout of a printed chart whose values are
 * still to be copied in (e.g. a named slot for a commercial game's chart, which we must
 * not ship). `validateTable(t, { requireFilled: true })` flags every cell until filled.
 */
export function emptyLayout(spec: LayoutSpec): Table {
	let rows = spec.rows;
	if (rows === undefined) {
		if (spec.dice === null) {
			throw new RangeError(`emptyLayout: table "${spec.id}" has no dice, so its rows must be given`);
		}
		rows = naturalRows(spec.dice);
	}
	const table: Table = {
		format: 'sidetable.table',
		version: 1,
		id: spec.id,
		names: { ja: spec.names.ja, en: spec.names.en },
		dice: spec.dice,
		rows: rows.map((r) => ({ ...r })),
		columns: spec.columns.map((c) => ({ ...c })),
		cells: rows.map(() => spec.columns.map(() => ({})))
	};
	if (spec.source !== undefined) table.source = spec.source;
	if (spec.notes !== undefined) table.notes = spec.notes;
	return table;
}
