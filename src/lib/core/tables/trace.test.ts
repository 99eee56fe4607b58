import { describe, expect, it } from 'vitest';
import { fakeCrt, fakeSmall } from './fixtures';
import { emptyLayout, formatTrace, lookup } from './index';
import type { TraceContext } from './index';

// Synthetic table (fixtures.ts): 2D6 × 1:2以下…10:1; the 4:1 column gives 3 on an 8.
const crt = fakeCrt();
const melee: TraceContext = {
	numerator: { label: { ja: '火力', en: 'Firepower' }, value: 14 },
	denominator: { label: { ja: '耐久', en: 'Endurance' }, value: 4 },
	shiftReason: { ja: '格闘', en: 'Melee' }
};

describe('formatTrace', () => {
	it('explains ratio → column → shift → roll → result (the spec example)', () => {
		const result = lookup(crt, { ratio: 3, shift: 1, roll: 8, explain: melee });
		expect(result.value).toBe(3);
		expect(formatTrace(result.trace, 'ja')).toBe('火力 14 ÷ 耐久 4 = 3 → 3:1 → 格闘 +1 → 4:1 → 2D6 = 8 → 3');
		expect(formatTrace(result.trace, 'en')).toBe('Firepower 14 ÷ Endurance 4 = 3 → 3:1 → Melee +1 → 4:1 → 2D6 = 8 → 3');
	});

	it('keeps the steps as structured data', () => {
		const { trace } = lookup(crt, {
			ratio: 3,
			shift: 1,
			roll: { total: 8, faces: [3, 5], source: 'app' },
			explain: melee
		});
		expect(trace).toEqual([
			{
				kind: 'ratio',
				ratio: 3,
				numerator: 14,
				numeratorLabel: { ja: '火力', en: 'Firepower' },
				denominator: 4,
				denominatorLabel: { ja: '耐久', en: 'Endurance' }
			},
			{ kind: 'column', columnId: 'r3', label: '3:1', via: 'ratio' },
			{ kind: 'shift', by: 1, reason: { ja: '格闘', en: 'Melee' }, from: 'r3', to: 'r4', toLabel: '4:1' },
			{ kind: 'roll', dice: '2D6', total: 8, faces: [3, 5], source: 'app' },
			{ kind: 'result', value: 3 }
		]);
	});

	it('shows the faces when known', () => {
		const { trace } = lookup(crt, { ratio: 3, shift: 1, roll: { total: 8, faces: [3, 5] }, explain: melee });
		expect(formatTrace(trace, 'en')).toBe('Firepower 14 ÷ Endurance 4 = 3 → 3:1 → Melee +1 → 4:1 → 2D6 = 8 (3+5) → 3');
		expect(formatTrace(trace, 'ja')).toBe('火力 14 ÷ 耐久 4 = 3 → 3:1 → 格闘 +1 → 4:1 → 2D6 = 8（3+5） → 3');
	});

	it('marks a shift stopped by a clamp', () => {
		const strong: TraceContext = { ...melee, numerator: { ...melee.numerator!, value: 36 } };
		const right = lookup(crt, { ratio: 9, shift: 2, roll: 8, explain: strong }).trace;
		expect(formatTrace(right, 'ja')).toBe('火力 36 ÷ 耐久 4 = 9 → 9:1 → 格闘 +2（上限） → 10:1 → 2D6 = 8 → 6');
		expect(formatTrace(right, 'en')).toBe(
			'Firepower 36 ÷ Endurance 4 = 9 → 9:1 → Melee +2 (clamped) → 10:1 → 2D6 = 8 → 6'
		);
		const left = lookup(crt, { column: 'r1', shift: -3, roll: 2 }).trace;
		expect(formatTrace(left, 'ja')).toBe('1:1 → コラムシフト -3（下限） → 1:2以下 → 2D6 = 2 → 0');
		expect(formatTrace(left, 'en')).toBe('1:1 → Column shift -3 (clamped) → 1:2以下 → 2D6 = 2 → 0');
		const free = lookup(crt, { column: 'r5', shift: -3, roll: 2 }).trace;
		expect(formatTrace(free, 'en')).toBe('5:1 → Column shift -3 → 2:1 → 2D6 = 2 → 0');
	});

	it('shows a bare ratio, text, blank and unfilled results', () => {
		const small = fakeSmall();
		expect(formatTrace(lookup(small, { ratio: 3, roll: 5 }).trace, 'ja')).toBe('比 3 → 3:1 → 2D6 = 5 → 1 退却');
		expect(formatTrace(lookup(small, { ratio: 3, roll: 9 }).trace, 'en')).toBe('Ratio 3 → 3:1 → 2D6 = 9 → 混乱');
		expect(formatTrace(lookup(small, { column: 'a', roll: 2 }).trace, 'ja')).toBe('1:1 → 2D6 = 2 → —（空欄）');
		expect(formatTrace(lookup(small, { column: 'a', roll: 2 }).trace, 'en')).toBe('1:1 → 2D6 = 2 → — (blank)');
		expect(formatTrace(lookup(small, { column: 'c', roll: 11 }).trace, 'ja')).toBe('3:1 → 2D6 = 11 → ?（未入力）');
		expect(formatTrace(lookup(small, { column: 'c', roll: 11 }).trace, 'en')).toBe(
			'3:1 → 2D6 = 11 → ? (not filled in)'
		);
		expect(formatTrace(lookup(small, { ratio: Infinity, roll: 7 }).trace, 'en')).toBe('Ratio ∞ → 3:1 → 2D6 = 7 → 2');
	});

	it('a D66 roll shows the number, a reference table the row label', () => {
		const d66 = emptyLayout({
			id: 'test-d66',
			names: { ja: 'テスト', en: 'Test' },
			dice: 'D66',
			rows: [{ from: 11, to: 66 }],
			columns: [{ id: 'x', label: '結果' }]
		});
		d66.cells = [[{ value: 1 }]];
		expect(formatTrace(lookup(d66, { column: 'x', roll: { total: 35, faces: [3, 5] } }).trace, 'en')).toBe(
			'結果 → D66 = 35 → 1'
		);
		const ref = emptyLayout({
			id: 'test-ref',
			names: { ja: 'テスト', en: 'Test' },
			dice: null,
			rows: [{ label: '森' }],
			columns: [{ id: 'cost', label: '移動' }]
		});
		ref.cells = [[{ value: 2 }]];
		expect(formatTrace(lookup(ref, { column: 'cost', row: 0 }).trace, 'ja')).toBe('移動 → 森 → 2');
	});
});
