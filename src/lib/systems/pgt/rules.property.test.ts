import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
	bestDiceCount,
	checkResult,
	combineChecks,
	guardCandidates,
	parseCheck,
	rangeDistance,
	roundOver,
	successChance,
	type Field,
	type FaceRules,
	type NegativeReading,
	type SlotName
} from './rules';

/** Every sequence of `n` faces 1–6. */
function* allFaces(n: number): Generator<number[]> {
	const faces = new Array<number>(n).fill(1);
	for (;;) {
		yield faces.slice();
		let k = n - 1;
		while (k >= 0 && faces[k] === 6) faces[k--] = 1;
		if (k < 0) return;
		faces[k] = (faces[k] ?? 0) + 1;
	}
}

describe('successChance equals brute-force enumeration through checkResult', () => {
	const variants: {
		name: string;
		rules: FaceRules;
		conflictAs?: 'critical' | 'fumble';
		negative?: NegativeReading;
	}[] = [
		{ name: 'seed defaults', rules: {} },
		{ name: 'below 0 counted as 0 (negative_value floor-zero)', rules: {}, negative: 'floor-zero' },
		{
			name: 'special fumble [2], below 0 counted as 0',
			rules: { fumbleAtOrBelow: 2 },
			negative: 'floor-zero'
		},
		{ name: 'special fumble [3]', rules: { fumbleAtOrBelow: 3 } },
		{ name: 'special fumble [5]', rules: { fumbleAtOrBelow: 5 } },
		{ name: 'extra critical 5', rules: { criticalFaces: [5, 6] } },
		{
			name: 'fumble [5] with critical 5 (conflicts as critical)',
			rules: { fumbleAtOrBelow: 5, criticalFaces: [5, 6] }
		},
		{
			name: 'fumble [5] with critical 5 (conflicts as fumble)',
			rules: { fumbleAtOrBelow: 5, criticalFaces: [5, 6] },
			conflictAs: 'fumble'
		},
		{
			name: 'fumble [2] with critical 2, 4, 6',
			rules: { fumbleAtOrBelow: 2, criticalFaces: [2, 4, 6] },
			conflictAs: 'fumble'
		}
	];
	for (const { name, rules, conflictAs, negative } of variants) {
		it(`${name}: dice 1–5, modifier −5…+5, target 0…20`, () => {
			let worst = 0;
			for (let dice = 1; dice <= 5; dice++) {
				const outcomes = 6 ** dice;
				for (let modifier = -5; modifier <= 5; modifier++) {
					// Successes per target, counted over every sequence of faces.
					const hits = new Array<number>(21).fill(0);
					for (const faces of allFaces(dice)) {
						// The value the reducer records: checkResult with the same reading.
						const value = checkResult(faces, modifier, { ...rules, conflictAs: conflictAs ?? 'critical', negative })
							.value as number;
						for (let target = 0; target <= 20; target++) if (value >= target) hits[target] = (hits[target] ?? 0) + 1;
					}
					for (let target = 0; target <= 20; target++) {
						const exact = (hits[target] ?? 0) / outcomes;
						const got = successChance({ dice, modifier, target, ...rules, conflictAs, negative });
						worst = Math.max(worst, Math.abs(got - exact));
					}
				}
			}
			expect(worst).toBeLessThan(1e-12);
		});
	}
});

const faceRules = fc.record({
	fumbleAtOrBelow: fc.integer({ min: 1, max: 6 }),
	criticalFaces: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 })
});
const conflictAs = fc.constantFrom('critical' as const, 'fumble' as const);
const dice = fc.integer({ min: 1, max: 20 });
const modifier = fc.integer({ min: -99, max: 99 });
const target = fc.integer({ min: 0, max: 99 });

test.prop([dice, modifier, target, faceRules, conflictAs])('chances lie in 0…1', (n, a, t, rules, c) => {
	const p = successChance({ dice: n, modifier: a, target: t, ...rules, conflictAs: c });
	expect(p).toBeGreaterThanOrEqual(0);
	expect(p).toBeLessThanOrEqual(1);
});

test.prop([fc.integer({ min: 1, max: 10 }), modifier, target, faceRules, conflictAs])(
	'rolling the best count is never worse than any other count',
	(maxDice, a, t, rules, c) => {
		const best = bestDiceCount({ maxDice, modifier: a, target: t, ...rules, conflictAs: c });
		expect(best.dice).toBeGreaterThanOrEqual(1);
		expect(best.dice).toBeLessThanOrEqual(maxDice);
		expect(best.chance).toBe(successChance({ dice: best.dice, modifier: a, target: t, ...rules, conflictAs: c }));
		for (let n = 1; n <= maxDice; n++) {
			expect(successChance({ dice: n, modifier: a, target: t, ...rules, conflictAs: c })).toBeLessThanOrEqual(
				best.chance + 1e-12
			);
		}
	}
);

test.prop([dice, modifier, fc.integer({ min: 1, max: 99 }), faceRules, conflictAs])(
	'a face-down defender (defence 0) is hit at least as often as a face-up one with positive defence',
	(n, a, defence, rules, c) => {
		const faceDown = successChance({ dice: n, modifier: a, target: 0, ...rules, conflictAs: c });
		const faceUp = successChance({ dice: n, modifier: a, target: defence, ...rules, conflictAs: c });
		expect(faceDown).toBeGreaterThanOrEqual(faceUp - 1e-12);
	}
);

test.prop([dice, modifier, fc.integer({ min: 0, max: 98 }), faceRules])(
	'a higher defence is never easier to hit',
	(n, a, t, rules) => {
		expect(successChance({ dice: n, modifier: a, target: t + 1, ...rules })).toBeLessThanOrEqual(
			successChance({ dice: n, modifier: a, target: t, ...rules }) + 1e-12
		);
	}
);

const kind = fc.constantFrom('P', 'M', '+', '');
test.prop([kind, fc.integer({ min: 1, max: 20 }), fc.integer({ min: -99, max: 99 }), fc.boolean()])(
	'parseCheck reads back what was written, in half- or full-width',
	(k, n, a, fullWidth) => {
		const mod = a === 0 ? '' : a > 0 ? `+${a}` : `-${-a}`;
		let text = `${k}${n}D${mod}`;
		if (fullWidth) text = [...text].map((ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)).join('');
		expect(parseCheck(text)).toEqual({
			kind: k === 'P' || k === 'M' ? k : null,
			attribute: null,
			dice: n,
			modifier: a
		});
	}
);

const check = fc.record({
	kind: fc.constantFrom('P' as const, 'M' as const, null),
	attribute: fc.constant(null),
	dice: fc.integer({ min: 1, max: 4 }),
	modifier: fc.integer({ min: -9, max: 9 })
});
test.prop([check, fc.array(check, { maxLength: 4 })])(
	'combineChecks sums dice and modifiers and keeps the base kind',
	(base, addOns) => {
		const c = combineChecks(base, ...addOns);
		expect(c.kind).toBe(base.kind);
		expect(c.dice).toBe(base.dice + addOns.reduce((s, x) => s + x.dice, 0));
		expect(c.modifier).toBe(base.modifier + addOns.reduce((s, x) => s + x.modifier, 0));
	}
);

test.prop([fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: -9, max: 9 })])(
	'checkResult with the seed defaults: fumble iff some 1, critical iff all 6, else sum + modifier',
	(faces, a) => {
		const r = checkResult(faces, a);
		if (faces.includes(1)) expect(r).toEqual({ value: 0, outcome: 'fumble' });
		else if (faces.every((f) => f === 6)) expect(r).toEqual({ value: 99, outcome: 'critical' });
		else expect(r).toEqual({ value: faces.reduce((s, f) => s + f, 0) + a, outcome: 'normal' });
	}
);

const slots: readonly SlotName[] = ['F1', 'F2', 'F3', 'B1', 'B2', 'B3'];
const slot = fc.option(fc.record({ tapped: fc.boolean() }), { nil: null });
const field = fc
	.tuple(slot, slot, slot, slot, slot, slot)
	.map(([F1, F2, F3, B1, B2, B3]): Field => ({ F1, F2, F3, B1, B2, B3 }));
test.prop([field, fc.constantFrom(...slots)])(
	'guard candidates are untapped, adjacent (same row ±1 or the front of its column) and not the target',
	(f, t) => {
		fc.pre(f[t] !== null);
		const column = (s: SlotName) => Number(s[1]);
		for (const g of guardCandidates(f, t)) {
			expect(g).not.toBe(t);
			expect(f[g]?.tapped).toBe(false);
			const sameRow = g[0] === t[0] && Math.abs(column(g) - column(t)) === 1;
			const inFront = t[0] === 'B' && g === `F${column(t)}`;
			expect(sameRow || inFront).toBe(true);
		}
	}
);

test.prop([fc.constantFrom('front' as const, 'back' as const), fc.constantFrom('front' as const, 'back' as const)])(
	'range distance is symmetric',
	(a, b) => {
		expect(rangeDistance(a, b)).toBe(rangeDistance(b, a));
	}
);

test.prop([fc.array(fc.boolean(), { maxLength: 30 })])(
	'roundOver is true exactly when the list ends with its first two consecutive passes',
	(passes) => {
		const first = passes.findIndex((p, k) => p && k > 0 && passes[k - 1]);
		if (first >= 0 && first < passes.length - 1) expect(() => roundOver(passes)).toThrow(RangeError);
		else expect(roundOver(passes)).toBe(first === passes.length - 1 && first >= 0);
	}
);
