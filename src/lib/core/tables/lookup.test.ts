import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeCrt, fakeSmall, fakeValue } from './fixtures';
import { TABLE_DICE, columnForRatio, emptyLayout, lookup, parseTable } from './index';
import { outcomesOf } from './outcomes';
import type { Column, LookupInput, RangeRow, Table } from './index';

const crt = fakeCrt();
const col = (k: number) => `r${k}`;

describe('columnForRatio', () => {
	it('picks the column of the ratio, first below, last beyond', () => {
		expect(columnForRatio(crt, 0).label).toBe('1:2以下');
		expect(columnForRatio(crt, -3).label).toBe('1:2以下');
		expect(columnForRatio(crt, 1).label).toBe('1:1');
		expect(columnForRatio(crt, 3).label).toBe('3:1');
		expect(columnForRatio(crt, 3.5).label).toBe('3:1');
		expect(columnForRatio(crt, 10).label).toBe('10:1');
		expect(columnForRatio(crt, 11).label).toBe('10:1');
		expect(columnForRatio(crt, Infinity).label).toBe('10:1');
	});

	it('a ratio between two columns falls into the lower one; columns without ratio are skipped', () => {
		const table = emptyLayout({
			id: 'test-gappy',
			names: { ja: 'テスト', en: 'Test' },
			dice: '1D6',
			columns: [
				{ id: 'special', label: '特殊' },
				{ id: 'one', label: '1:1', ratio: 1 },
				{ id: 'three', label: '3:1', ratio: 3 },
				{ id: 'five', label: '5:1', ratio: 5 }
			]
		});
		expect(columnForRatio(table, 0).id).toBe('one');
		expect(columnForRatio(table, 4).id).toBe('three');
		expect(columnForRatio(table, 5).id).toBe('five');
	});

	it('throws for NaN and for tables without ratios', () => {
		expect(() => columnForRatio(crt, NaN)).toThrow(RangeError);
		const plain = emptyLayout({
			id: 'test-plain',
			names: { ja: 'テスト', en: 'Test' },
			dice: '1D6',
			columns: [{ id: 'x', label: 'X' }]
		});
		expect(() => columnForRatio(plain, 1)).toThrow(/no column with a ratio/);
	});
});

describe('lookup', () => {
	it('reads the cell at ratio column and roll row', () => {
		const result = lookup(crt, { ratio: 3, roll: 8 });
		expect(result).toMatchObject({ columnId: 'r3', columnIndex: 3, rowIndex: 6, value: fakeValue(8, 3) });
		expect(result.cell).toBe(crt.cells[6]![3]);
	});

	it('finds ranged rows and returns text, blank and unfilled cells as such', () => {
		const small = fakeSmall();
		expect(lookup(small, { column: 'c', roll: 5 })).toMatchObject({
			value: 1,
			text: '退却',
			unfilled: false,
			rowIndex: 1
		});
		expect(lookup(small, { column: 'c', roll: 9 })).toMatchObject({ value: undefined, text: '混乱', rowIndex: 3 });
		expect(lookup(small, { column: 'a', roll: { total: 3, faces: [1, 2], source: 'table' } })).toMatchObject({
			cell: { blank: true },
			unfilled: false,
			rowIndex: 0
		});
		expect(lookup(small, { column: 'c', roll: 12 })).toMatchObject({ unfilled: true, value: undefined, rowIndex: 4 });
	});

	it('shifts right and left', () => {
		expect(lookup(crt, { ratio: 3, shift: 1, roll: 8 }).columnId).toBe('r4');
		expect(lookup(crt, { ratio: 3, shift: -2, roll: 8 }).columnId).toBe('r1');
		expect(lookup(crt, { column: 'r5', shift: 2, roll: 8 }).columnId).toBe('r7');
	});

	it('clamps at the table edges and at clampLeft / clampRight', () => {
		expect(lookup(crt, { ratio: 9, shift: 3, roll: 7 }).columnId).toBe('r10');
		expect(lookup(crt, { ratio: 1, shift: -4, roll: 7 }).columnId).toBe('r0');
		expect(lookup(crt, { ratio: 7, shift: 3, clampRight: 'r8', roll: 7 }).columnId).toBe('r8');
		expect(lookup(crt, { ratio: 4, shift: -3, clampLeft: 'r2', roll: 7 }).columnId).toBe('r2');
		const trace = lookup(crt, { ratio: 7, shift: 3, clampRight: 'r8', roll: 7 }).trace;
		expect(trace.find((s) => s.kind === 'shift')).toMatchObject({ from: 'r7', to: 'r8', clamped: 'right' });
	});

	it('a start beyond clampRight is neither pushed further nor pulled back by a right shift', () => {
		const base: LookupInput = { column: 'r10', clampRight: 'r8', roll: 7 };
		expect(lookup(crt, { ...base, shift: 2 }).columnId).toBe('r10');
		expect(lookup(crt, { ...base }).columnId).toBe('r10');
		// A left shift moves it normally (towards the clamps and, if far enough, inside them).
		expect(lookup(crt, { ...base, shift: -1 }).columnId).toBe('r9');
		expect(lookup(crt, { ...base, shift: -5 }).columnId).toBe('r5');
	});

	it('a start left of clampLeft: a left shift leaves it, a right shift moves it', () => {
		const base: LookupInput = { column: 'r0', clampLeft: 'r2', roll: 7 };
		expect(lookup(crt, { ...base, shift: -1 }).columnId).toBe('r0');
		expect(lookup(crt, { ...base, shift: 1 }).columnId).toBe('r1');
		expect(lookup(crt, { ...base, shift: 20 }).columnId).toBe('r10');
	});

	it('refuses bad input with a RangeError naming the problem', () => {
		expect(() => lookup(crt, { roll: 7 })).toThrow(/exactly one of "column" or "ratio".*neither/);
		expect(() => lookup(crt, { column: 'r1', ratio: 1, roll: 7 })).toThrow(/exactly one.*both/);
		expect(() => lookup(crt, { column: 'r99', roll: 7 })).toThrow(/unknown column id "r99"/);
		expect(() => lookup(crt, { column: 'r1', clampRight: 'nope', roll: 7 })).toThrow(/clampRight id "nope"/);
		expect(() => lookup(crt, { column: 'r1', roll: 13 })).toThrow(/roll 13 .*2D6: 2–12/);
		expect(() => lookup(crt, { column: 'r1', roll: 1 })).toThrow(RangeError);
		expect(() => lookup(crt, { column: 'r1', roll: 7.5 })).toThrow(/roll 7.5/);
		expect(() => lookup(crt, { column: 'r1' })).toThrow(/needs a 2D6 roll/);
		expect(() => lookup(crt, { column: 'r1', shift: 0.5, roll: 7 })).toThrow(/shift must be an integer/);
		expect(() => lookup(crt, { column: 'r5', clampLeft: 'r6', clampRight: 'r4', roll: 7 })).toThrow(
			/clampLeft "r6" is right of clampRight "r4"/
		);
		expect(() => lookup(crt, { column: 'r1', roll: 7 })).not.toThrow();
	});

	it('refuses a D66 roll that is not a D66 number even inside a row range', () => {
		const table = emptyLayout({
			id: 'test-d66',
			names: { ja: 'テスト', en: 'Test' },
			dice: 'D66',
			rows: [
				{ from: 11, to: 36 },
				{ from: 41, to: 66 }
			],
			columns: [{ id: 'x', label: 'X' }]
		});
		expect(lookup(table, { column: 'x', roll: 21 }).rowIndex).toBe(0);
		expect(() => lookup(table, { column: 'x', roll: 17 })).toThrow(/roll 17 .*11–16, 21–26/);
	});

	it('reference tables are looked up by row index', () => {
		const table = emptyLayout({
			id: 'test-ref',
			names: { ja: 'テスト', en: 'Test' },
			dice: null,
			rows: [{ label: '森' }, { label: '平地' }],
			columns: [{ id: 'cost', label: '移動' }]
		});
		table.cells = [[{ value: 2 }], [{ value: 1 }]];
		expect(lookup(table, { column: 'cost', row: 1 }).value).toBe(1);
		expect(() => lookup(table, { column: 'cost', roll: 1 })).toThrow(/reference table/);
		expect(() => lookup(table, { column: 'cost', row: 2 })).toThrow(/row 2 is not a row index/);
		expect(() => lookup(crt, { column: 'r1', row: 2 })).toThrow(/give "roll"/);
	});
});

/* ------------------------------------------------------------------ properties */

function wideTable(n: number): Table {
	const columns: Column[] = Array.from({ length: n }, (_, i) => ({ id: `k${i}`, label: `${i}`, ratio: i }));
	const table = emptyLayout({ id: 'test-wide', names: { ja: 'テスト', en: 'Test' }, dice: '1D6', columns });
	table.cells = table.cells.map((line) => line.map((_, c) => ({ value: c })));
	return table;
}

const shiftCase = fc.integer({ min: 1, max: 14 }).chain((n) =>
	fc.record({
		n: fc.constant(n),
		start: fc.integer({ min: 0, max: n - 1 }),
		a: fc.integer({ min: 0, max: n - 1 }),
		b: fc.integer({ min: 0, max: n - 1 }),
		shift: fc.integer({ min: -n - 3, max: n + 3 })
	})
);

describe('shift properties', () => {
	it('stays within the clamps (or never goes further out), never skips, never goes the wrong way', () => {
		fc.assert(
			fc.property(shiftCase, ({ n, start, a, b, shift }) => {
				const [left, right] = [Math.min(a, b), Math.max(a, b)];
				const table = wideTable(n);
				const end = lookup(table, {
					column: `k${start}`,
					shift,
					clampLeft: `k${left}`,
					clampRight: `k${right}`,
					roll: 3
				}).columnIndex;
				if (start >= left && start <= right) {
					expect(end).toBeGreaterThanOrEqual(left);
					expect(end).toBeLessThanOrEqual(right);
				} else if (start > right) {
					expect(end).toBeLessThanOrEqual(start);
					expect(end).toBeGreaterThanOrEqual(left);
				} else {
					expect(end).toBeGreaterThanOrEqual(start);
					expect(end).toBeLessThanOrEqual(right);
				}
				expect(Math.abs(end - start)).toBeLessThanOrEqual(Math.abs(shift));
				expect((end - start) * shift).toBeGreaterThanOrEqual(0);
			}),
			{ numRuns: 500 }
		);
	});

	it('is monotone in the shift', () => {
		fc.assert(
			fc.property(shiftCase, ({ n, start, a, b, shift }) => {
				const table = wideTable(n);
				const at = (k: number) =>
					lookup(table, {
						column: `k${start}`,
						shift: k,
						clampLeft: `k${Math.min(a, b)}`,
						clampRight: `k${Math.max(a, b)}`,
						roll: 3
					}).columnIndex;
				expect(at(shift)).toBeLessThanOrEqual(at(shift + 1));
			}),
			{ numRuns: 500 }
		);
	});

	it('within the clamps, the shift lands exactly start + shift clamped', () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: -12, max: 12 }), (k, shift) => {
				const { columnId } = lookup(crt, { ratio: k, shift, roll: 7 });
				expect(columnId).toBe(col(Math.max(0, Math.min(10, k + shift))));
			})
		);
	});
});

/** Random partition of the dice results into consecutive rows, in shuffled order. */
const partition = fc.constantFrom(...TABLE_DICE).chain((dice) => {
	const all = outcomesOf(dice);
	return fc
		.record({
			cuts: fc.array(fc.boolean(), { minLength: all.length - 1, maxLength: all.length - 1 }),
			order: fc.array(fc.nat(), { minLength: all.length, maxLength: all.length })
		})
		.map(({ cuts, order }) => {
			const rows: RangeRow[] = [];
			let from = all[0]!;
			all.forEach((o, i) => {
				if (i === all.length - 1 || cuts[i]) {
					rows.push({ from, to: o });
					from = all[i + 1]!;
				}
			});
			const shuffled = rows
				.map((r, i) => ({ r, key: order[i]! }))
				.sort((x, y) => x.key - y.key)
				.map((x) => x.r);
			return { dice, rows: shuffled };
		});
});

describe('row partitions', () => {
	it('every possible roll maps to exactly one row, and lookup finds it', () => {
		fc.assert(
			fc.property(partition, ({ dice, rows }) => {
				const table = emptyLayout({
					id: 'test-partition',
					names: { ja: 'テスト', en: 'Test' },
					dice,
					rows,
					columns: [{ id: 'x', label: 'X' }]
				});
				table.cells = rows.map((_, i) => [{ value: i }]);
				expect(parseTable(table).ok).toBe(true);
				for (const roll of outcomesOf(dice)) {
					const holders = rows.flatMap((r, i) => (r.from <= roll && roll <= r.to ? [i] : []));
					expect(holders).toHaveLength(1);
					const result = lookup(table, { column: 'x', roll });
					expect(result.rowIndex).toBe(holders[0]);
					expect(result.value).toBe(holders[0]);
				}
			}),
			{ numRuns: 200 }
		);
	});

	it('dropping a row of a partition leaves a gap that validation reports at a row', () => {
		fc.assert(
			fc.property(partition, fc.nat(), ({ dice, rows }, pick) => {
				fc.pre(rows.length > 1);
				const kept = rows.filter((_, i) => i !== pick % rows.length);
				const table = emptyLayout({
					id: 'test-partition',
					names: { ja: 'テスト', en: 'Test' },
					dice,
					rows: kept,
					columns: [{ id: 'x', label: 'X' }]
				});
				const result = parseTable(table);
				expect(result.ok).toBe(false);
				const gaps = result.ok ? [] : result.errors.filter((e) => e.code === 'table/row_gap');
				expect(gaps).toHaveLength(1);
				expect(gaps[0]!.row).toBeGreaterThanOrEqual(0);
				expect(gaps[0]!.row).toBeLessThan(kept.length);
			}),
			{ numRuns: 200 }
		);
	});
});
