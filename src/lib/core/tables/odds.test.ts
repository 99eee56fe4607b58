import { describe, expect, it } from 'vitest';
import { distribution, parseDice, range } from '../dice/index';
import { fakeSmall } from './fixtures';
import { TABLE_DICE, columnOdds, emptyLayout } from './index';
import { outcomesOf } from './outcomes';

describe('columnOdds', () => {
	it('2D6: rows 2–6 → 1, 7 → 2, 8–12 → 3 gives 15/36, 6/36, 15/36', () => {
		const table = emptyLayout({
			id: 'test-odds',
			names: { ja: 'テスト', en: 'Test' },
			dice: '2D6',
			columns: [
				{ id: 'x', label: 'X' },
				{ id: 'y', label: 'Y' }
			]
		});
		table.cells = table.rows.map((_, r) => {
			const total = r + 2;
			return [{ value: total <= 6 ? 1 : total === 7 ? 2 : 3 }, { value: 9 }];
		});
		const odds = columnOdds(table, 'x');
		expect(odds.map((o) => o.value)).toEqual([1, 2, 3]);
		expect(odds[0]!.probability).toBeCloseTo(15 / 36, 12);
		expect(odds[1]!.probability).toBeCloseTo(6 / 36, 12);
		expect(odds[2]!.probability).toBeCloseTo(15 / 36, 12);
		expect(odds.map((o) => o.rows)).toEqual([[0, 1, 2, 3, 4], [5], [6, 7, 8, 9, 10]]);
		expect(odds.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
		expect(columnOdds(table, 'y')).toEqual([
			{ value: 9, probability: expect.closeTo(1, 12), rows: Array.from({ length: 11 }, (_, i) => i) }
		]);
	});

	it('groups identical results; text, blank and unfilled cells get their own entries', () => {
		const small = fakeSmall();
		const c = columnOdds(small, 'c');
		expect(c).toEqual([
			{ value: 1, probability: expect.closeTo(6 / 36, 12), rows: [0] },
			{ value: 1, text: '退却', probability: expect.closeTo(9 / 36, 12), rows: [1] },
			{ value: 2, probability: expect.closeTo(6 / 36, 12), rows: [2] },
			{ text: '混乱', probability: expect.closeTo(9 / 36, 12), rows: [3] },
			{ unknown: true, probability: expect.closeTo(6 / 36, 12), rows: [4] }
		]);
		const a = columnOdds(small, 'a');
		expect(a).toEqual([
			{ value: 0, probability: expect.closeTo(9 / 36, 12), rows: [1] },
			{ value: 1, probability: expect.closeTo(15 / 36, 12), rows: [2, 3] },
			{ value: 2, probability: expect.closeTo(6 / 36, 12), rows: [4] },
			{ blank: true, probability: expect.closeTo(6 / 36, 12), rows: [0] }
		]);
	});

	it('D66 and 1D100 rows: uniform results', () => {
		const d66 = emptyLayout({
			id: 'test-d66',
			names: { ja: 'テスト', en: 'Test' },
			dice: 'D66',
			rows: [
				{ from: 11, to: 26 },
				{ from: 31, to: 66 }
			],
			columns: [{ id: 'x', label: 'X' }]
		});
		d66.cells = [[{ value: 1 }], [{ value: 2 }]];
		const odds = columnOdds(d66, 'x');
		expect(odds[0]!.probability).toBeCloseTo(12 / 36, 12);
		expect(odds[1]!.probability).toBeCloseTo(24 / 36, 12);

		const pct = emptyLayout({
			id: 'test-pct',
			names: { ja: 'テスト', en: 'Test' },
			dice: '1D100',
			rows: [
				{ from: 1, to: 15 },
				{ from: 16, to: 100 }
			],
			columns: [{ id: 'x', label: 'X' }]
		});
		pct.cells = [[{ value: 1 }], [{}]];
		expect(columnOdds(pct, 'x')).toEqual([
			{ value: 1, probability: expect.closeTo(0.15, 12), rows: [0] },
			{ unknown: true, probability: expect.closeTo(0.85, 12), rows: [1] }
		]);
	});

	it('throws for an unknown column or a table without dice', () => {
		expect(() => columnOdds(fakeSmall(), 'zz')).toThrow(/unknown column id "zz"/);
		const ref = emptyLayout({
			id: 'test-ref',
			names: { ja: 'テスト', en: 'Test' },
			dice: null,
			rows: [{ label: 'A' }],
			columns: [{ id: 'x', label: 'X' }]
		});
		expect(() => columnOdds(ref, 'x')).toThrow(/no dice/);
	});

	it('the row values this module checks against agree with the dice module', () => {
		for (const dice of TABLE_DICE) {
			const spec = parseDice(dice);
			expect([...distribution(spec).keys()]).toEqual([...outcomesOf(dice)]);
			const all = outcomesOf(dice);
			expect(range(spec)).toEqual({ min: all[0], max: all[all.length - 1] });
		}
	});
});
