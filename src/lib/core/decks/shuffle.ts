import type { Rng } from '$lib/core/dice';

const STEPS = 2 ** 53;

/**
 * An unbiased index 0..n−1 from a float source in [0, 1), read as one of 2^53 even steps.
 * `floor(rng() × n)` favours some indexes slightly whenever n does not divide 2^53, so, like
 * `rollFace`, steps at or above the largest multiple of n are rejected and drawn again; the rest
 * split into n equal runs (index ≈ floor(rng() × n)).
 */
function index(n: number, rng: Rng): number {
	const run = Math.floor(STEPS / n);
	const limit = run * n;
	for (;;) {
		const r = rng();
		if (!(r >= 0 && r < 1)) throw new RangeError(`shuffle: rng gave ${r}, not a number in [0, 1)`);
		const x = Math.floor(r * STEPS);
		if (x < limit) return Math.floor(x / run);
	}
}

/**
 * A shuffled copy of `items` (Fisher–Yates: every order equally likely for a uniform source).
 * Pure given `rng`: a scripted source gives the same order every time, so a command can shuffle
 * with `ctx.random` and its events record the result. The input is not changed.
 */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = index(i + 1, rng);
		[out[i], out[j]] = [out[j]!, out[i]!];
	}
	return out;
}
