import type { RangeRow, Row, TableDice } from './types';

/**
 * The possible results of each indexing dice, ascending. This is only the list of row
 * values a table must cover (the probabilities come from the dice module, see odds.ts;
 * a test checks that both agree).
 */
const OUTCOMES: Record<TableDice, readonly number[]> = {
	'2D6': seq(2, 12),
	'1D6': seq(1, 6),
	D66: seq(1, 6).flatMap((tens) => seq(1, 6).map((ones) => tens * 10 + ones)),
	'1D100': seq(1, 100)
};

function seq(from: number, to: number): number[] {
	const out: number[] = [];
	for (let i = from; i <= to; i++) out.push(i);
	return out;
}

export const TABLE_DICE: readonly TableDice[] = ['2D6', '1D6', 'D66', '1D100'];

export function isTableDice(x: unknown): x is TableDice {
	return typeof x === 'string' && (TABLE_DICE as readonly string[]).includes(x);
}

export function outcomesOf(dice: TableDice): readonly number[] {
	return OUTCOMES[dice];
}

export function isOutcome(dice: TableDice, n: number): boolean {
	return OUTCOMES[dice].includes(n);
}

/** The natural rows of a dice: one row per possible result. */
export function naturalRows(dice: TableDice): RangeRow[] {
	return OUTCOMES[dice].map((n) => ({ from: n, to: n }));
}

export function isRangeRow(row: Row): row is RangeRow {
	return 'from' in row;
}

/** Human form of a row range: `7`, `3–4`. */
export function rowLabel(row: Row): string {
	if (!isRangeRow(row)) return row.label;
	return row.from === row.to ? String(row.from) : `${row.from}–${row.to}`;
}
