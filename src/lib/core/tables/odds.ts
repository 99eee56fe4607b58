import { distribution, parseDice } from '../dice/index';
import { isRangeRow } from './outcomes';
import type { Table } from './types';

/** One distinct result of a column and its chance. */
export interface OddsEntry {
	value?: number;
	text?: string;
	/** Cells printed empty ("—"). */
	blank?: true;
	/** Unfilled cells (not transcribed yet): the result is unknown. */
	unknown?: true;
	probability: number;
	/** Row indexes giving this result. */
	rows: number[];
}

/**
 * The chance of every distinct result in a column, from the table's dice. Cells with the
 * same value and text are grouped; blank cells form one entry, unfilled cells one "unknown"
 * entry. Sorted: numbers ascending (a number alone before the same number with a text),
 * then text-only results, then blank, then unknown. For a valid table the probabilities
 * sum to 1. Throws RangeError for an unknown column or a table without dice.
 */
export function columnOdds(table: Table, columnId: string): OddsEntry[] {
	const col = table.columns.findIndex((c) => c.id === columnId);
	if (col < 0) {
		throw new RangeError(`columnOdds: unknown column id "${columnId}" in table "${table.id}"`);
	}
	if (table.dice === null) {
		throw new RangeError(`columnOdds: table "${table.id}" has no dice, so no odds`);
	}
	const dist = distribution(parseDice(table.dice));
	const groups = new Map<string, OddsEntry>();
	table.rows.forEach((row, r) => {
		if (!isRangeRow(row)) return;
		let probability = 0;
		for (const [total, p] of dist) if (row.from <= total && total <= row.to) probability += p;
		const cell = table.cells[r]?.[col] ?? {};
		let key: string;
		let entry: Omit<OddsEntry, 'probability' | 'rows'>;
		if (cell.value !== undefined || cell.text !== undefined) {
			key = JSON.stringify([cell.value ?? null, cell.text ?? null]);
			entry = {
				...(cell.value !== undefined && { value: cell.value }),
				...(cell.text !== undefined && { text: cell.text })
			};
		} else if (cell.blank) {
			key = 'blank';
			entry = { blank: true };
		} else {
			key = 'unknown';
			entry = { unknown: true };
		}
		const group = groups.get(key) ?? { ...entry, probability: 0, rows: [] };
		group.probability += probability;
		group.rows.push(r);
		groups.set(key, group);
	});
	return [...groups.values()].sort(compareEntries);
}

function rank(e: OddsEntry): number {
	if (e.value !== undefined) return 0;
	if (e.text !== undefined) return 1;
	if (e.blank) return 2;
	return 3;
}

function compareEntries(a: OddsEntry, b: OddsEntry): number {
	const byRank = rank(a) - rank(b);
	if (byRank !== 0) return byRank;
	if (a.value !== undefined && b.value !== undefined && a.value !== b.value) return a.value - b.value;
	const ta = a.text ?? '';
	const tb = b.text ?? '';
	return ta < tb ? -1 : ta > tb ? 1 : 0;
}
