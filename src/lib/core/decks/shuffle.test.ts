import { describe, expect, it } from 'vitest';
import { test as fcTest, fc } from '@fast-check/vitest';
import { shuffle } from '.';

/** A scripted source: the given floats in turn, then it fails (a test must not read past its script). */
function script(...values: number[]) {
	let i = 0;
	return () => {
		if (i >= values.length) throw new Error('script exhausted');
		return values[i++]!;
	};
}

describe('shuffle — Fisher–Yates over a random source', () => {
	it('follows the script: each step swaps the last open place with the index drawn', () => {
		// 4 items: draws for i = 3, 2, 1 pick j = floor(r × (i+1)).
		const order = shuffle(['a', 'b', 'c', 'd'], script(0, 0.5, 0.99));
		// i=3, j=0: d b c a; i=2, j=1: d c b a; i=1, j=1: unchanged
		expect(order).toEqual(['d', 'c', 'b', 'a']);
	});

	it('a source always at 0.999 keeps the order (every j = i)', () => {
		const hi = 0.999;
		expect(shuffle([1, 2, 3, 4, 5], script(hi, hi, hi, hi))).toEqual([1, 2, 3, 4, 5]);
	});

	it('rejects a draw in the uneven top slice instead of favouring low indexes', () => {
		// For n = 3 the top 2^53 mod 3 = 2 steps are rejected; the next draw decides.
		const top = (2 ** 53 - 1) / 2 ** 53;
		expect(shuffle(['a', 'b', 'c'], script(top, 0, 0))).toEqual(shuffle(['a', 'b', 'c'], script(0, 0)));
	});

	it('needs no draw for 0 or 1 items and never changes its input', () => {
		const input = Object.freeze(['x', 'y', 'z']);
		expect(shuffle([], script())).toEqual([]);
		expect(shuffle(['x'], script())).toEqual(['x']);
		shuffle(input, script(0.3, 0.6));
		expect(input).toEqual(['x', 'y', 'z']);
	});

	it('refuses a source outside [0, 1)', () => {
		expect(() => shuffle([1, 2], script(1))).toThrow(RangeError);
		expect(() => shuffle([1, 2], script(-0.1))).toThrow('shuffle: rng gave -0.1');
	});

	it('every order of 3 items comes out equally often over an even grid of sources', () => {
		// j for i=2 uses 3 even thirds and j for i=1 two halves: 6 cells, one per order.
		const seen = new Map<string, number>();
		for (const a of [0, 0.4, 0.7]) for (const b of [0.2, 0.8]) {
			const key = shuffle(['a', 'b', 'c'], script(a, b)).join('');
			seen.set(key, (seen.get(key) ?? 0) + 1);
		}
		expect([...seen.values()]).toEqual([1, 1, 1, 1, 1, 1]);
	});
});

fcTest.prop([fc.array(fc.integer(), { maxLength: 30 }), fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 30, maxLength: 30 })])(
	'a shuffle is a permutation of its input',
	(items, draws) => {
		let i = 0;
		const out = shuffle(items, () => draws[i++ % draws.length]!);
		expect([...out].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
	}
);
