/*
 * The app's random source, apart from the dice engine: the session shell needs it for every
 * command (ctx.random) and must not load the dice parser and distributions with it.
 */

/** A uniform float in [0, 1), like `cryptoRng`; injectable so rolls can be replayed in tests. */
export type Rng = () => number;

const pair = new Uint32Array(2);

/** Default app RNG: 53 random bits (27 + 26 from two Uint32 draws) scaled to [0, 1): the full precision of a double, and unpredictable. */
export function cryptoRng(): number {
	crypto.getRandomValues(pair);
	return (((pair[0] ?? 0) >>> 5) * 67108864 + ((pair[1] ?? 0) >>> 6)) / 9007199254740992;
}
