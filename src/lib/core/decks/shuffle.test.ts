import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { shuffle } from './index';

const script = (values: number[]) => {
	let i = 0;
	return () => {
		if (i >= values.length) throw new Error('script ran out');
		return values[i++] as number;
	};
};

describe('shuffle', () => {
	it('swaps from the last position down, one rng call per position', () => {
		// i = 3: j = floor(0 × 4) = 0 → [d b c a]; i = 2: j = floor(0.5 × 3) = 1 → [d c b a]; i = 1: j = floor(0.99 × 2) = 1 → unchanged.
		expect(shuffle(['a', 'b', 'c', 'd'], script([0, 0.5, 0.99]))).toEqual(['d', 'c', 'b', 'a']);
		// rng just below 1 always picks j = i: the identity.
		expect(shuffle([1, 2, 3], script([0.999, 0.999]))).toEqual([1, 2, 3]);
	});

	it('leaves its input alone and handles empty and single lists without calling rng', () => {
		const input = Object.freeze(['x', 'y']);
		expect(shuffle(input, script([0]))).toEqual(['y', 'x']);
		expect(input).toEqual(['x', 'y']);
		expect(shuffle([], script([]))).toEqual([]);
		expect(shuffle(['only'], script([]))).toEqual(['only']);
	});

	it('refuses an rng value outside [0, 1)', () => {
		expect(() => shuffle([1, 2], () => 1)).toThrow(RangeError);
		expect(() => shuffle([1, 2], () => -0.1)).toThrow(/rng gave -0.1/);
		expect(() => shuffle([1, 2], () => NaN)).toThrow(RangeError);
	});

	it('gives each of the 24 orders of 4 items equally often (every rng script of a fine grid)', () => {
		// Enumerating j at each step covers every script exactly once: Fisher–Yates is a bijection
		// from (j3, j2, j1) ∈ 4 × 3 × 2 onto the 24 permutations.
		const seen = new Map<string, number>();
		for (let a = 0; a < 4; a++)
			for (let b = 0; b < 3; b++)
				for (let c = 0; c < 2; c++) {
					const order = shuffle(['a', 'b', 'c', 'd'], script([(a + 0.5) / 4, (b + 0.5) / 3, (c + 0.5) / 2])).join('');
					seen.set(order, (seen.get(order) ?? 0) + 1);
				}
		expect(seen.size).toBe(24);
		expect([...seen.values()].every((n) => n === 1)).toBe(true);
	});
});

test.prop([
	fc.array(fc.integer(), { maxLength: 30 }),
	fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }))
])('a shuffle is a permutation of its input', (items, stream) => {
	const it = stream[Symbol.iterator]();
	const out = shuffle(items, () => it.next().value as number);
	expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
});
