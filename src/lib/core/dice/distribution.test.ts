import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distribution, isPossible, parseDice, probability, range, type DiceSpec } from './index';

/** Counts every face combination: the slow, obviously-right reference. */
function bruteForce(spec: DiceSpec): Map<number, number> {
	const count = spec.kind === 'd66' ? 2 : spec.count;
	const sides = spec.kind === 'd66' ? 6 : spec.sides;
	const ways = new Map<number, number>();
	let outcomes = 0;
	const visit = (faces: number[]) => {
		if (faces.length === count) {
			const total =
				spec.kind === 'd66' ? 10 * (faces[0] ?? 0) + (faces[1] ?? 0) : faces.reduce((a, b) => a + b, spec.modifier);
			ways.set(total, (ways.get(total) ?? 0) + 1);
			outcomes++;
			return;
		}
		for (let f = 1; f <= sides; f++) visit([...faces, f]);
	};
	visit([]);
	const keys = [...ways.keys()].sort((a, b) => a - b);
	return new Map(keys.map((k) => [k, (ways.get(k) ?? 0) / outcomes]));
}

const exhaustive = [
	...[1, 2, 3, 4, 5].flatMap((n) => [`${n}D6`, `${n}D6+3`, `${n}D6-2`, `${n}D+1`]),
	'2D10',
	'2D10-1',
	'D66',
	'D100',
	'D%+5'
];

describe('distribution', () => {
	it.each(exhaustive)('%s equals brute-force enumeration', (text) => {
		const spec = parseDice(text);
		const expected = bruteForce(spec);
		const actual = distribution(spec);
		expect([...actual.keys()]).toEqual([...expected.keys()]);
		for (const [total, p] of expected) {
			expect(Math.abs((actual.get(total) ?? NaN) - p)).toBeLessThanOrEqual(1e-12);
			// ways / outcomes divided once: bit-identical, not merely close
			expect(actual.get(total)).toBe(p);
		}
	});

	it('has ascending keys and sums to 1 for large specs (BigInt path included)', () => {
		for (const text of ['20D6', '25D6', '30D10+7', '100D6', '100D100']) {
			const d = distribution(parseDice(text));
			const keys = [...d.keys()];
			expect(keys).toEqual([...keys].sort((a, b) => a - b));
			expect(Math.abs([...d.values()].reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
			expect(keys[0]).toBe(range(parseDice(text)).min);
			expect(keys.at(-1)).toBe(range(parseDice(text)).max);
		}
	});

	it('is exact past 2^53 outcomes (25D6 extremes are 1/6^25)', () => {
		const d = distribution(parseDice('25D6'));
		expect(d.get(25)).toBe(1 / 6 ** 25);
		expect(d.get(150)).toBe(1 / 6 ** 25);
		expect(d.get(26)).toBeCloseTo(25 / 6 ** 25, 40);
		expect(probability(parseDice('25D6'), '<=', 25)).toBe(1 / 6 ** 25);
	});

	it('returns a fresh map each call, so callers cannot corrupt the cache', () => {
		const spec = parseDice('2D6');
		distribution(spec).set(7, 1);
		expect(distribution(spec).get(7)).toBe(6 / 36);
	});

	it('shares cached tables between modifiers without mixing them up', () => {
		expect(distribution(parseDice('2D6+1')).get(8)).toBe(6 / 36);
		expect(distribution(parseDice('2D6-1')).get(6)).toBe(6 / 36);
		expect(distribution(parseDice('2D6')).get(7)).toBe(6 / 36);
	});

	it('refuses hand-built specs beyond the limits', () => {
		expect(() => distribution({ kind: 'sum', count: 1e6, sides: 6, modifier: 0, text: 'x' })).toThrow(RangeError);
		expect(() => distribution({ kind: 'sum', count: 2, sides: 1.5, modifier: 0, text: 'x' })).toThrow(RangeError);
	});
});

describe('probability', () => {
	it('matches known values', () => {
		const d2 = parseDice('2D6');
		expect(probability(d2, '=', 7)).toBe(6 / 36);
		expect(probability(d2, '<=', 6)).toBe(15 / 36);
		expect(probability(parseDice('3D6'), '>=', 18)).toBe(1 / 216);
		expect(probability(d2, '<', 7)).toBe(15 / 36);
		expect(probability(d2, '>', 7)).toBe(15 / 36);
		expect(probability(d2, '>=', 2)).toBe(1);
		expect(probability(d2, '<=', 12)).toBe(1);
		expect(probability(d2, '<=', 1)).toBe(0);
		expect(probability(d2, '>', 12)).toBe(0);
		expect(probability(d2, '<=', 6.5)).toBe(15 / 36);
		expect(probability(d2, '>=', 6.5)).toBe(21 / 36);
		expect(probability(d2, '=', 6.5)).toBe(0);
		expect(probability(d2, '<=', Infinity)).toBe(1);
		expect(probability(d2, '>=', -Infinity)).toBe(1);
		expect(probability(parseDice('3D+1'), '>=', 19)).toBe(1 / 216);
		expect(probability(parseDice('D66'), '=', 35)).toBe(1 / 36);
		expect(probability(parseDice('D66'), '=', 37)).toBe(0);
		expect(probability(parseDice('D66'), '<=', 26)).toBe(12 / 36);
		expect(probability(parseDice('D%'), '<=', 37)).toBe(0.37);
		expect(() => probability(d2, '<=', NaN)).toThrow(RangeError);
	});

	it('range and isPossible', () => {
		expect(range(parseDice('3D6+2'))).toEqual({ min: 5, max: 20 });
		expect(range(parseDice('2D6-3'))).toEqual({ min: -1, max: 9 });
		expect(range(parseDice('D66'))).toEqual({ min: 11, max: 66 });
		expect(isPossible(parseDice('2D6'), 12)).toBe(true);
		expect(isPossible(parseDice('2D6'), 13)).toBe(false);
		expect(isPossible(parseDice('2D6'), 1)).toBe(false);
		expect(isPossible(parseDice('2D6'), 7.5)).toBe(false);
		expect(isPossible(parseDice('D66'), 35)).toBe(true);
		expect(isPossible(parseDice('D66'), 37)).toBe(false);
		expect(isPossible(parseDice('D66'), 40)).toBe(false);
		expect(isPossible(parseDice('D66'), 70)).toBe(false);
	});
});

describe('distribution properties', () => {
	const spec = fc.oneof(
		fc
			.record({
				count: fc.integer({ min: 1, max: 12 }),
				sides: fc.constantFrom(2, 3, 4, 6, 8, 10, 12, 20, 100),
				modifier: fc.integer({ min: -20, max: 20 })
			})
			.map(({ count, sides, modifier }) => parseDice(`${count}D${sides}${modifier < 0 ? '' : '+'}${modifier}`)),
		fc.constant(parseDice('D66'))
	);
	const specAndTarget = spec.chain((s) => {
		const { min, max } = range(s);
		return fc.tuple(fc.constant(s), fc.integer({ min: min - 5, max: max + 5 }));
	});

	it('probabilities sum to 1', () => {
		fc.assert(
			fc.property(spec, (s) => {
				const total = [...distribution(s).values()].reduce((a, b) => a + b, 0);
				expect(Math.abs(total - 1)).toBeLessThanOrEqual(1e-12);
			})
		);
	});

	it('P(≤x) + P(>x) = 1 and P(<x) + P(≥x) = 1', () => {
		fc.assert(
			fc.property(specAndTarget, ([s, x]) => {
				expect(Math.abs(probability(s, '<=', x) + probability(s, '>', x) - 1)).toBeLessThanOrEqual(1e-12);
				expect(Math.abs(probability(s, '<', x) + probability(s, '>=', x) - 1)).toBeLessThanOrEqual(1e-12);
			})
		);
	});

	it('P(≤x) is non-decreasing in x and P(≤x) − P(<x) = P(=x)', () => {
		fc.assert(
			fc.property(specAndTarget, ([s, x]) => {
				expect(probability(s, '<=', x + 1)).toBeGreaterThanOrEqual(probability(s, '<=', x));
				expect(probability(s, '>=', x + 1)).toBeLessThanOrEqual(probability(s, '>=', x));
				const eq = probability(s, '=', x);
				expect(Math.abs(probability(s, '<=', x) - probability(s, '<', x) - eq)).toBeLessThanOrEqual(1e-12);
			})
		);
	});

	it('P(=x) is 0 exactly when x is impossible, and agrees with distribution()', () => {
		fc.assert(
			fc.property(specAndTarget, ([s, x]) => {
				const p = probability(s, '=', x);
				expect(p > 0).toBe(isPossible(s, x));
				expect(p).toBe(distribution(s).get(x) ?? 0);
				const { min, max } = range(s);
				if (x < min || x > max) expect(p).toBe(0);
			})
		);
	});
});
