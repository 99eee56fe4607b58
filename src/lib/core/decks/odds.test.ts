import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { countBy, drawUntil, nextCards, nextHand, probabilityOf, sortedKey, tally, type DrawPath } from './index';

const counts = (o: Record<string, number>) => new Map(Object.entries(o));
const bySequence = (paths: DrawPath[]) => new Map(paths.map((p) => [p.sequence.join(' '), p.probability]));
const sum = (paths: DrawPath[]) => paths.reduce((s, p) => s + p.probability, 0);

/** Every ordering of the individual cards, equally likely: the slow truth the engine must match. */
function permutations<T>(items: readonly T[]): T[][] {
	if (items.length <= 1) return [[...items]];
	return items.flatMap((x, i) =>
		permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest])
	);
}

describe('nextCards', () => {
	it('two ordered cards from A A B: hand-counted probabilities', () => {
		const paths = bySequence(nextCards(counts({ A: 2, B: 1 }), 2));
		expect(paths.size).toBe(3);
		expect(paths.get('A A')).toBeCloseTo((2 / 3) * (1 / 2), 15);
		expect(paths.get('A B')).toBeCloseTo((2 / 3) * (1 / 2), 15);
		expect(paths.get('B A')).toBeCloseTo(1 / 3, 15);
	});

	it('hypergeometric: at least 2 of the 4 aces in a 5-card look at a 52-card deck', () => {
		const paths = nextCards(counts({ ace: 4, other: 48 }), 5);
		const p = probabilityOf(paths, (path) => path.sequence.filter((k) => k === 'ace').length >= 2);
		// 1 − [C(48,5) + 4·C(48,4)] / C(52,5)
		const c = (n: number, k: number): number => (k === 0 ? 1 : (c(n - 1, k - 1) * n) / k);
		expect(p).toBeCloseTo(1 - (c(48, 5) + 4 * c(48, 4)) / c(52, 5), 12);
	});

	it('refuses k beyond the pile and bad counts', () => {
		expect(() => nextCards(counts({ A: 1 }), 2)).toThrow(/nextCards: k must be an integer from 0 to 1/);
		expect(() => nextCards(counts({ A: -1 }), 0)).toThrow(/pile count of "A"/);
		expect(() => nextCards(counts({ A: 1.5 }), 0)).toThrow(RangeError);
		expect(nextCards(counts({ A: 1 }), 0)).toEqual([
			{ sequence: [], probability: 1, reshuffled: false, exhausted: false }
		]);
	});
});

describe('nextHand', () => {
	it('each multiset once: two cards from A A B C', () => {
		const hands = bySequence(nextHand(counts({ A: 2, B: 1, C: 1 }), 2));
		// C(4,2) = 6 equally likely pairs of cards: AA 1, AB 2, AC 2, BC 1.
		expect([...hands.keys()].sort()).toEqual(['A A', 'A B', 'A C', 'B C']);
		expect(hands.get('A A')).toBeCloseTo(1 / 6, 15);
		expect(hands.get('A B')).toBeCloseTo(2 / 6, 15);
		expect(hands.get('B C')).toBeCloseTo(1 / 6, 15);
	});

	it('a 7-card deal from a 40-card deck of 5 kinds: the hypergeometric counts, and far fewer paths than ordered sequences', () => {
		const pile = counts({ a: 12, b: 10, c: 8, d: 6, e: 4 });
		const hands = nextHand(pile, 7);
		expect(hands.length).toBeLessThanOrEqual(330); // multisets of 7 from 5 kinds: C(11, 4)
		expect(sum(hands)).toBeCloseTo(1, 12);
		const c = (n: number, k: number): number => (k === 0 ? 1 : (c(n - 1, k - 1) * n) / k);
		// P(exactly 2 of the 4 e cards) = C(4,2)·C(36,5) / C(40,7)
		expect(probabilityOf(hands, (h) => h.sequence.filter((k) => k === 'e').length === 2)).toBeCloseTo(
			(c(4, 2) * c(36, 5)) / c(40, 7),
			12
		);
		expect(() => nextHand(pile, 41)).toThrow(/nextHand: k must be an integer from 0 to 40/);
	});
});

describe('drawUntil', () => {
	const rollingUntilStop = (seq: readonly string[]) => seq.length > 0 && !seq[seq.length - 1]!.startsWith('r');

	it('a stopping rule: draw until a card that is not rolling (r…)', () => {
		const paths = bySequence(drawUntil(counts({ r1: 1, n: 2 }), rollingUntilStop));
		expect(paths.get('n')).toBeCloseTo(2 / 3, 15);
		expect(paths.get('r1 n')).toBeCloseTo(1 / 3, 15);
		expect(paths.size).toBe(2);
	});

	it('runs the pile out, shuffles the refill in once, and ends exhausted when that runs out too', () => {
		const paths = drawUntil(counts({ r1: 1 }), rollingUntilStop, { refill: counts({ n: 1, r2: 1 }) });
		expect(paths).toEqual([
			{ sequence: ['r1', 'n'], probability: 0.5, reshuffled: true, exhausted: false },
			{ sequence: ['r1', 'r2', 'n'], probability: 0.5, reshuffled: true, exhausted: false }
		]);
		const dry = drawUntil(counts({ r1: 2 }), rollingUntilStop, { refill: counts({ r2: 1 }) });
		expect(dry).toEqual([{ sequence: ['r1', 'r1', 'r2'], probability: 1, reshuffled: true, exhausted: true }]);
		expect(drawUntil(counts({}), rollingUntilStop)).toEqual([
			{ sequence: [], probability: 1, reshuffled: false, exhausted: true }
		]);
	});

	it('merging by key keeps the probabilities and the outcomes', () => {
		const pile = counts({ r1: 2, r2: 3, r3: 1, n: 2, m: 1 });
		const plain = drawUntil(pile, rollingUntilStop);
		const merged = drawUntil(pile, rollingUntilStop, { key: sortedKey });
		expect(merged.length).toBeLessThan(plain.length);
		const outcome = (p: DrawPath) => sortedKey(p.sequence);
		const a = tally(plain, outcome);
		const b = tally(merged, outcome);
		expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
		for (const [k, v] of a) expect(b.get(k)).toBeCloseTo(v, 14);
		expect(sum(merged)).toBeCloseTo(1, 14);
	});
});

test.prop([
	fc.array(fc.constantFrom('a', 'b', 'c', 'ra', 'rb'), { minLength: 1, maxLength: 6 }),
	fc.array(fc.constantFrom('a', 'ra'), { maxLength: 3 }),
	fc.integer({ min: 1, max: 4 })
])(
	'equals brute-force enumeration of every ordering (pile, then refill), with and without merging',
	(pileCards, refillCards, stopAfter) => {
		// Stop after `stopAfter` non-rolling cards: a rule with memory, so merging is exercised.
		const done = (seq: readonly string[]) => seq.filter((k) => !k.startsWith('r')).length >= stopAfter;
		const outcome = (seq: readonly string[], exhausted: boolean) => `${seq.join(' ')}|${exhausted}`;
		const truth = new Map<string, number>();
		const pilePerms = permutations(pileCards);
		const refillPerms = permutations(refillCards);
		for (const p of pilePerms)
			for (const r of refillPerms) {
				const order = [...p, ...r];
				let n = 0;
				while (n < order.length && !done(order.slice(0, n))) n++;
				const seq = order.slice(0, n);
				const key = outcome(seq, !done(seq));
				truth.set(key, (truth.get(key) ?? 0) + 1 / (pilePerms.length * refillPerms.length));
			}
		const paths = drawUntil(
			countBy(pileCards, (k) => k),
			done,
			{ refill: countBy(refillCards, (k) => k) }
		);
		const got = tally(paths, (p) => outcome(p.sequence, p.exhausted));
		expect([...got.keys()].sort()).toEqual([...truth.keys()].sort());
		for (const [k, v] of truth) expect(got.get(k)).toBeCloseTo(v, 12);
		expect(sum(paths)).toBeCloseTo(1, 12);
		// Merged: compare what does not depend on order within the unfinished part.
		const merged = drawUntil(
			countBy(pileCards, (k) => k),
			done,
			{ refill: countBy(refillCards, (k) => k), key: sortedKey }
		);
		const m = tally(merged, (p) => `${sortedKey(p.sequence)}|${p.exhausted}`);
		const t = tally(paths, (p) => `${sortedKey(p.sequence)}|${p.exhausted}`);
		for (const [k, v] of t) expect(m.get(k)).toBeCloseTo(v, 12);
	},
	60_000
);
