import type { Rng } from '../dice/index';

/**
 * A uniform index in 0..n-1 from a float RNG in [0, 1). A value outside [0, 1) throws rather
 * than silently picking a card that was never in the pile.
 */
export function randomIndex(n: number, rng: Rng, fn = 'randomIndex'): number {
	if (!Number.isInteger(n) || n < 1) throw new RangeError(`${fn}: n must be an integer ≥ 1, got ${String(n)}`);
	const r = rng();
	if (!(r >= 0 && r < 1)) throw new RangeError(`${fn}: rng gave ${String(r)}, not a number in [0, 1)`);
	return Math.floor(r * n);
}

/**
 * A shuffled copy (Fisher–Yates, Durstenfeld's in-place form): each of the n! orders is equally
 * likely given a uniform `rng`, unlike `sort(() => rng() - 0.5)`. Calls `rng` n − 1 times,
 * from the last position down, so a scripted source replays exactly. The input is not changed.
 */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = randomIndex(i + 1, rng, 'shuffle');
		const a = out[i] as T;
		out[i] = out[j] as T;
		out[j] = a;
	}
	return out;
}
