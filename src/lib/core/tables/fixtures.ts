/*
 * SYNTHETIC TEST TABLES — made up for the tests of this folder. The numbers come from a
 * formula, not from any published game; do not use them as game data.
 */
import type { Cell, Table } from './types';

export const FAKE_RATIO_LABELS = [
	'1:2以下',
	'1:1',
	'2:1',
	'3:1',
	'4:1',
	'5:1',
	'6:1',
	'7:1',
	'8:1',
	'9:1',
	'10:1'
] as const;

/** Made-up value for 2D6 total `t` in the column of ratio `k`. */
export function fakeValue(t: number, k: number): number {
	return Math.max(0, Math.min(6, Math.floor((t + 2 * k - 7) / 3)));
}

/** 2D6 × 11 ratio columns (1:2以下 … 10:1), one row per total. Synthetic. */
export function fakeCrt(): Table {
	const totals = Array.from({ length: 11 }, (_, i) => i + 2);
	return {
		format: 'sidetable.table',
		version: 1,
		id: 'test-fake-crt',
		names: { ja: 'テスト用の架空戦闘結果表', en: 'Made-up test combat results table' },
		dice: '2D6',
		rows: totals.map((t) => ({ from: t, to: t })),
		columns: FAKE_RATIO_LABELS.map((label, k) => ({
			id: k === 0 ? 'r0' : `r${k}`,
			label,
			ratio: k
		})),
		cells: totals.map((t) => FAKE_RATIO_LABELS.map((_, k): Cell => ({ value: fakeValue(t, k) }))),
		source: 'synthetic test data'
	};
}

/** 2D6 × 3 columns with ranged rows, a text, a blank and an unfilled cell. Synthetic. */
export function fakeSmall(): Table {
	return {
		format: 'sidetable.table',
		version: 1,
		id: 'test-fake-small',
		names: { ja: 'テスト用の小さな架空表', en: 'Small made-up test table' },
		dice: '2D6',
		rows: [
			{ from: 2, to: 4 },
			{ from: 5, to: 6 },
			{ from: 7, to: 7 },
			{ from: 8, to: 9 },
			{ from: 10, to: 12 }
		],
		columns: [
			{ id: 'a', label: '1:1', ratio: 1 },
			{ id: 'b', label: '2:1', ratio: 2 },
			{ id: 'c', label: '3:1', ratio: 3 }
		],
		cells: [
			[{ blank: true }, { value: 0 }, { value: 1 }],
			[{ value: 0 }, { value: 1 }, { value: 1, text: '退却' }],
			[{ value: 1 }, { value: 1 }, { value: 2 }],
			[{ value: 1 }, { value: 2 }, { text: '混乱' }],
			[{ value: 2 }, { value: 3 }, {}]
		]
	};
}

export function clone<T>(x: T): T {
	return structuredClone(x);
}
