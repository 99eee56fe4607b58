/**
 * The kills of one round of the exact odds (`odds.ts`): a plane's prefix sums, and the mass each
 * transition brings to HP ≤ 0, added into a tally. Small functions of their own, not loops inside
 * `engagementOdds` (issue 27): a loop in a function called once per computation runs as on-stack
 * replacement, which Chromium's V8 compiles and throws away again at every exit of an inner loop
 * (measured: ~190 deopts of `engagementOdds` in ten computations, median 2–3× Node's time). Called
 * once per plane and round, these are compiled whole, once.
 */
import type { Transitions } from './odds-transitions';

/** [a's wins, b's wins, double KOs, the mass that ended this round] */
export type Tally = Float64Array;

/**
 * prefix[i × W + j]: the mass of the plane's cells (from `oc`, rows of `stride`) with a's HP in
 * lowA…i and b's in lowB…j — only where a kill can read it: every column of rows i ≤ sA, else the
 * columns up to sB (past them, the round kills no one).
 */
export function prefixPlane(
	prefix: Float64Array,
	W: number,
	cells: Float64Array,
	oc: number,
	stride: number,
	lowA: number,
	highA: number,
	lowB: number,
	highB: number,
	sA: number,
	sB: number
): void {
	prefix.fill(0, (lowA - 1) * W + lowB - 1, (lowA - 1) * W + highB + 1);
	for (let i = lowA; i <= highA; i++) {
		const jEnd = i <= sA ? highB : sB;
		if (jEnd < lowB) break;
		const src = oc + (i - 1) * stride - 1;
		const at = i * W;
		prefix[at + lowB - 1] = 0;
		let row = 0;
		for (let j = lowB; j <= jEnd; j++) {
			row += cells[src + j]!;
			prefix[at + j] = prefix[at - W + j]! + row;
		}
	}
}

/** Mass of the plane's cells with a's HP in i0…i1 and b's in j0…j1 (empty ranges: 0). */
function boxMass(prefix: Float64Array, W: number, i0: number, i1: number, j0: number, j1: number): number {
	if (i1 < i0 || j1 < j0) return 0;
	return prefix[i1 * W + j1]! - prefix[(i0 - 1) * W + j1]! - prefix[i1 * W + j0 - 1]! + prefix[(i0 - 1) * W + j0 - 1]!;
}

/**
 * One side alone can fall this round (no blow brings the other's HP here to 0): whoever acts first,
 * only its fall counts — one term per damage (`dmg`, `p`: the chances summed by damage to that side).
 * `bFalls`: the side that can fall is b (a wins).
 */
export function killsOneSide(
	tally: Tally,
	prefix: Float64Array,
	W: number,
	i0: number,
	i1: number,
	j0: number,
	j1: number,
	dmg: Int32Array,
	p: Float64Array,
	bFalls: boolean
): void {
	let won = 0;
	for (let q = 0; q < p.length; q++) {
		const d = dmg[q]!;
		won +=
			p[q]! *
			(bFalls ? boxMass(prefix, W, i0, i1, j0, Math.min(j1, d)) : boxMass(prefix, W, i0, Math.min(i1, d), j0, j1));
	}
	tally[bFalls ? 0 : 1]! += won;
	tally[3]! += won;
}

/**
 * Every transition of the round over the rectangle: the side brought to HP ≤ 0 by the first actor
 * does not act (its blow never lands); acting together, both may fall (a double KO).
 */
export function killsBothSides(
	tally: Tally,
	prefix: Float64Array,
	W: number,
	i0: number,
	i1: number,
	j0: number,
	j1: number,
	t: Transitions
): void {
	let aWins = 0;
	let bWins = 0;
	let doubleKo = 0;
	for (let q = 0; q < t.p.length; q++) {
		const p = t.p[q]!;
		const toA = t.toA[q]!;
		const toB = t.toB[q]!;
		const mode = t.mode[q]!;
		const killsA = boxMass(prefix, W, i0, Math.min(i1, toA), j0, j1);
		const killsB = boxMass(prefix, W, i0, i1, j0, Math.min(j1, toB));
		const both = boxMass(prefix, W, i0, Math.min(i1, toA), j0, Math.min(j1, toB));
		if (mode === 0) {
			aWins += p * killsB;
			bWins += p * (killsA - both);
		} else if (mode === 1) {
			bWins += p * killsA;
			aWins += p * (killsB - both);
		} else {
			doubleKo += p * both;
			aWins += p * (killsB - both);
			bWins += p * (killsA - both);
		}
	}
	tally[0]! += aWins;
	tally[1]! += bWins;
	tally[2]! += doubleKo;
	tally[3]! += aWins + bWins + doubleKo;
}
