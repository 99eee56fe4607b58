/**
 * The survivors' step of the exact odds (`odds.ts`), written for speed (issue 27: 250 vs 250 HP,
 * 25 rounds within 50 ms). A round moves each cell's mass by each shift (damage to a, damage to b,
 * counters after): some 50 shifts over up to HP_a × HP_b cells in each of the four counter planes,
 * which is nearly all the programme's time. Adding one shift over a whole rectangle at a time costs
 * a load, a load and a store per term; here each target row is built once instead, from the source
 * rows that land on it, eight shifts at a time, so a target cell is loaded and stored once per eight
 * terms. Same terms, same products, only summed in another order (the figures move by ~1e-16).
 */
import type { Shifts } from './odds-transitions';

/** A counter-state pair's shifts, grouped by the plane they land in and sorted by damage to b. */
export interface ShiftsByTarget {
	/** entries of target plane t: start[t] … start[t + 1] − 1 */
	start: Int32Array;
	toA: Int32Array;
	toB: Int32Array;
	p: Float64Array;
	/** per target plane: the least and most damage to a, and to b */
	minA: Int32Array;
	maxA: Int32Array;
	minB: Int32Array;
	maxB: Int32Array;
}

export function byTarget(sh: Shifts): ShiftsByTarget {
	const n = sh.p.length;
	// Sorted by damage to b, the shifts gathered together read the row at nearby columns: the
	// columns all eight of a group can read (see `gatherRow`) then cover nearly the whole row.
	const order = Array.from({ length: n }, (_, k) => k).sort(
		(x, y) => sh.next[x]! - sh.next[y]! || sh.toB[x]! - sh.toB[y]!
	);
	const out: ShiftsByTarget = {
		start: new Int32Array(5),
		toA: new Int32Array(n),
		toB: new Int32Array(n),
		p: new Float64Array(n),
		minA: new Int32Array(4).fill(2 ** 30),
		maxA: new Int32Array(4).fill(-1),
		minB: new Int32Array(4).fill(2 ** 30),
		maxB: new Int32Array(4).fill(-1)
	};
	order.forEach((k, e) => {
		const t = sh.next[k]!;
		out.toA[e] = sh.toA[k]!;
		out.toB[e] = sh.toB[k]!;
		out.p[e] = sh.p[k]!;
		out.start[t + 1]!++;
		out.minA[t] = Math.min(out.minA[t]!, sh.toA[k]!);
		out.maxA[t] = Math.max(out.maxA[t]!, sh.toA[k]!);
		out.minB[t] = Math.min(out.minB[t]!, sh.toB[k]!);
		out.maxB[t] = Math.max(out.maxB[t]!, sh.toB[k]!);
	});
	for (let t = 0; t < 4; t++) out.start[t + 1]! += out.start[t]!;
	return out;
}

/**
 * Mass boxes, four per buffer: plane c's cells that may hold mass are a's HP index (HP − 1) in
 * [box[4c], box[4c + 1]] and b's in [box[4c + 2], box[4c + 3]] (empty when the first exceeds the second).
 */
export function emptyBoxes(): Int32Array {
	return new Int32Array([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
}

/** Zeroes the cells of `planes` inside `box` and empties the box (so the next round can add into them). */
export function clearBoxes(planes: Float64Array, box: Int32Array, N: number, HB: number): void {
	for (let c = 0; c < 4; c++) {
		const [x0, x1, y0, y1] = [box[4 * c]!, box[4 * c + 1]!, box[4 * c + 2]!, box[4 * c + 3]!];
		if (x1 >= x0 && y1 >= y0)
			for (let x = x0; x <= x1; x++) planes.fill(0, c * N + x * HB + y0, c * N + x * HB + y1 + 1);
		box[4 * c] = box[4 * c + 2] = 1;
		box[4 * c + 1] = box[4 * c + 3] = 0;
	}
}

/** The rows feeding one target row: p, source offset (source index = s + target column), columns. */
let ep = new Float64Array(64);
let es = new Int32Array(64);
let elo = new Int32Array(64);
let ehi = new Int32Array(64);

/**
 * Moves the survivors of one rectangle of plane `c` (a's HP index x0…x1, b's y0…y1, all of it under
 * the same shifts `k`) from `cur` into `nxt`, and grows `box` (nxt's mass boxes) to cover them. A
 * shift whose damage brings a side to HP ≤ 0 moves nothing: that mass is counted by the kills.
 */
export function moveSurvivors(
	cur: Float64Array,
	nxt: Float64Array,
	box: Int32Array,
	c: number,
	N: number,
	HB: number,
	[x0, x1, y0, y1]: readonly [number, number, number, number],
	k: ShiftsByTarget
): void {
	if (ep.length < k.p.length) {
		ep = new Float64Array(k.p.length);
		es = new Int32Array(k.p.length);
		elo = new Int32Array(k.p.length);
		ehi = new Int32Array(k.p.length);
	}
	const oc = c * N;
	for (let t = 0; t < 4; t++) {
		const e0 = k.start[t]!;
		const e1 = k.start[t + 1]!;
		if (e0 === e1) continue;
		const X0 = Math.max(0, x0 - k.maxA[t]!);
		const X1 = x1 - k.minA[t]!;
		const Y0 = Math.max(0, y0 - k.maxB[t]!);
		const Y1 = y1 - k.minB[t]!;
		if (X1 < X0 || Y1 < Y0) continue;
		for (let X = X0; X <= X1; X++) {
			let n = 0;
			for (let e = e0; e < e1; e++) {
				const xs = X + k.toA[e]!;
				if (xs < x0 || xs > x1) continue;
				const toB = k.toB[e]!;
				const hi = y1 - toB;
				if (hi < 0) continue;
				ep[n] = k.p[e]!;
				es[n] = oc + xs * HB + toB;
				elo[n] = y0 > toB ? y0 - toB : 0;
				ehi[n] = hi;
				n++;
			}
			if (n > 0) gatherRow(nxt, cur, t * N + X * HB, n);
		}
		const b = 4 * t;
		if (box[b]! > box[b + 1]!) {
			box[b] = X0;
			box[b + 1] = X1;
			box[b + 2] = Y0;
			box[b + 3] = Y1;
		} else {
			box[b] = Math.min(box[b]!, X0);
			box[b + 1] = Math.max(box[b + 1]!, X1);
			box[b + 2] = Math.min(box[b + 2]!, Y0);
			box[b + 3] = Math.max(box[b + 3]!, Y1);
		}
	}
}

/**
 * out[d + y] += Σ ep[e] × cur[es[e] + y] over the n gathered rows, each over its columns
 * elo[e]…ehi[e]: eight (then four) rows at once over the columns they share, the rest one by one.
 */
function gatherRow(out: Float64Array, cur: Float64Array, d: number, n: number): void {
	let e = 0;
	for (; e + 8 <= n; e += 8) {
		let lo = elo[e]!;
		let hi = ehi[e]!;
		for (let q = e + 1; q < e + 8; q++) {
			if (elo[q]! > lo) lo = elo[q]!;
			if (ehi[q]! < hi) hi = ehi[q]!;
		}
		if (lo <= hi) {
			const p0 = ep[e]!,
				p1 = ep[e + 1]!,
				p2 = ep[e + 2]!,
				p3 = ep[e + 3]!;
			const p4 = ep[e + 4]!,
				p5 = ep[e + 5]!,
				p6 = ep[e + 6]!,
				p7 = ep[e + 7]!;
			const s0 = es[e]!,
				s1 = es[e + 1]!,
				s2 = es[e + 2]!,
				s3 = es[e + 3]!;
			const s4 = es[e + 4]!,
				s5 = es[e + 5]!,
				s6 = es[e + 6]!,
				s7 = es[e + 7]!;
			for (let y = lo; y <= hi; y++)
				out[d + y]! +=
					p0 * cur[s0 + y]! +
					p1 * cur[s1 + y]! +
					p2 * cur[s2 + y]! +
					p3 * cur[s3 + y]! +
					(p4 * cur[s4 + y]! + p5 * cur[s5 + y]! + p6 * cur[s6 + y]! + p7 * cur[s7 + y]!);
		}
		for (let q = e; q < e + 8; q++) tails(out, cur, d, q, lo, hi);
	}
	for (; e + 4 <= n; e += 4) {
		let lo = elo[e]!;
		let hi = ehi[e]!;
		for (let q = e + 1; q < e + 4; q++) {
			if (elo[q]! > lo) lo = elo[q]!;
			if (ehi[q]! < hi) hi = ehi[q]!;
		}
		if (lo <= hi) {
			const p0 = ep[e]!,
				p1 = ep[e + 1]!,
				p2 = ep[e + 2]!,
				p3 = ep[e + 3]!;
			const s0 = es[e]!,
				s1 = es[e + 1]!,
				s2 = es[e + 2]!,
				s3 = es[e + 3]!;
			for (let y = lo; y <= hi; y++)
				out[d + y]! += p0 * cur[s0 + y]! + p1 * cur[s1 + y]! + p2 * cur[s2 + y]! + p3 * cur[s3 + y]!;
		}
		for (let q = e; q < e + 4; q++) tails(out, cur, d, q, lo, hi);
	}
	for (; e < n; e++) tails(out, cur, d, e, 1, 0);
}

/** Row q's columns outside lo…hi (all of them when lo > hi), one term at a time. */
function tails(out: Float64Array, cur: Float64Array, d: number, q: number, lo: number, hi: number): void {
	const p = ep[q]!;
	const s = es[q]!;
	const a = elo[q]!;
	const b = ehi[q]!;
	if (lo > hi) {
		for (let y = a; y <= b; y++) out[d + y]! += p * cur[s + y]!;
		return;
	}
	for (let y = a; y < lo; y++) out[d + y]! += p * cur[s + y]!;
	for (let y = hi + 1; y <= b; y++) out[d + y]! += p * cur[s + y]!;
}
