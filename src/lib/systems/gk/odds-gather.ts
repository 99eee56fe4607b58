/**
 * The survivors' step of the exact odds (`odds.ts`), written for speed (issue 27: 250 vs 250 HP,
 * 25 rounds within 50 ms). A round moves each cell's mass by each shift (damage to a, damage to b,
 * counters after): some 50 shifts over up to HP_a × HP_b cells in each counter plane, which is
 * nearly all the programme's time. Adding one shift over a whole rectangle at a time costs a load,
 * a load and a store per term; here each target row is built once instead, from the source rows
 * that land on it, eight shifts at a time, so a target cell is loaded and stored once per eight
 * terms. Same terms, same products, only summed in another order (the figures move by ~1e-16).
 */
import type { Shifts } from './odds-transitions';

/**
 * A counter-state pair's shifts, sorted by target plane, damage to a, damage to b: the shifts
 * into plane t with damage a to a are entries at[t × (maxA + 2) + a] … at[t × (maxA + 2) + a + 1] − 1.
 */
export interface ShiftsByTarget {
	maxA: number;
	at: Int32Array;
	toB: Int32Array;
	p: Float64Array;
}

export function byTarget(sh: Shifts): ShiftsByTarget {
	const n = sh.p.length;
	const order = Array.from({ length: n }, (_, k) => k).sort(
		(x, y) => sh.next[x]! - sh.next[y]! || sh.toA[x]! - sh.toA[y]! || sh.toB[x]! - sh.toB[y]!
	);
	const maxA = Math.max(0, ...sh.toA);
	const w = maxA + 2;
	const out: ShiftsByTarget = { maxA, at: new Int32Array(4 * w), toB: new Int32Array(n), p: new Float64Array(n) };
	order.forEach((k, e) => {
		out.toB[e] = sh.toB[k]!;
		out.p[e] = sh.p[k]!;
		out.at[sh.next[k]! * w + sh.toA[k]! + 1]!++;
	});
	for (let i = 1; i < out.at.length; i++) out.at[i]! += out.at[i - 1]!;
	return out;
}

/**
 * Planes of HP_a rows × `stride` columns (HP_b, then zeros the gather may read past a row's end), and
 * the box each plane's mass may lie in: a's HP index (HP − 1) in [box[4c], box[4c + 1]], b's in
 * [box[4c + 2], box[4c + 3]] (empty when the first exceeds the second).
 */
export interface Planes {
	cells: Float64Array;
	box: Int32Array;
}

export function emptyPlanes(HA: number, stride: number): Planes {
	return {
		cells: new Float64Array(4 * HA * stride),
		box: new Int32Array([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0])
	};
}

/** Zeroes the cells inside the boxes and empties them (so the next round can add into them). */
export function clearPlanes({ cells, box }: Planes, HA: number, stride: number): void {
	for (let c = 0; c < 4; c++) {
		const [x0, x1, y0, y1] = [box[4 * c]!, box[4 * c + 1]!, box[4 * c + 2]!, box[4 * c + 3]!];
		const o = c * HA * stride;
		if (x1 >= x0 && y1 >= y0)
			for (let x = x0; x <= x1; x++) cells.fill(0, o + x * stride + y0, o + x * stride + y1 + 1);
		box[4 * c] = box[4 * c + 2] = 1;
		box[4 * c + 1] = box[4 * c + 3] = 0;
	}
}

/** The source rows feeding one target row: p, source offset (source index = s + target column), columns. */
let ep = new Float64Array(64);
let es = new Int32Array(64);
let elo = new Int32Array(64);
let ehi = new Int32Array(64);

/**
 * Moves the survivors of plane `c`'s cells with a's HP index in x0…x1 and b's in y0…y1 (one run of
 * b's HPs) from `cur` into `nxt`, and grows nxt's boxes to cover them. Source row x moves by the
 * shifts `kernels[rowClass[x]]` (a's HP run). A shift bringing a side to HP ≤ 0 moves nothing: the
 * kills count that mass. `padded`: b's columns outside y0…y1 hold no mass and rows are padded past
 * b's HP by the most damage to b, so the shifts gathered together may all read the union of their
 * columns (no one-by-one remainders).
 */
export function moveSurvivors(
	cur: Planes,
	nxt: Planes,
	c: number,
	HA: number,
	stride: number,
	[x0, x1, y0, y1]: readonly [number, number, number, number],
	rowClass: Int32Array,
	kernels: readonly (ShiftsByTarget | undefined)[],
	padded: boolean
): void {
	let reach = 0;
	let most = 0;
	for (const k of kernels)
		if (k) {
			reach = Math.max(reach, k.maxA);
			most = Math.max(most, k.p.length);
		}
	if (ep.length < most + 4) {
		ep = new Float64Array(most + 4);
		es = new Int32Array(most + 4);
		elo = new Int32Array(most + 4);
		ehi = new Int32Array(most + 4);
	}
	const N = HA * stride;
	const oc = c * N;
	const box = nxt.box;
	for (let t = 0; t < 4; t++) {
		let Y0 = y1 + 1;
		let Y1 = -1;
		let X0 = x1 + 1;
		let X1 = -1;
		for (let X = Math.max(0, x0 - reach); X <= x1; X++) {
			let n = 0;
			for (let xs = Math.max(x0, X); xs <= x1 && xs - X <= reach; xs++) {
				const k = kernels[rowClass[xs]!]!;
				const a = xs - X;
				if (a > k.maxA) continue;
				const w = t * (k.maxA + 2) + a;
				const e1 = k.at[w + 1]!;
				for (let e = k.at[w]!; e < e1; e++) {
					const toB = k.toB[e]!;
					const hi = y1 - toB;
					if (hi < 0) break; // sorted by damage to b: the rest kill b too
					const lo = y0 > toB ? y0 - toB : 0;
					ep[n] = k.p[e]!;
					es[n] = oc + xs * stride + toB;
					elo[n] = lo;
					ehi[n] = hi;
					n++;
					if (lo < Y0) Y0 = lo;
					if (hi > Y1) Y1 = hi;
				}
			}
			if (n === 0) continue;
			if (X < X0) X0 = X;
			X1 = X;
			gatherRow(nxt.cells, cur.cells, t * N + X * stride, n, padded);
		}
		if (X1 < X0) continue;
		const b = 4 * t;
		if (box[b]! > box[b + 1]!) box.set([X0, X1, Y0, Y1], b);
		else {
			box[b] = Math.min(box[b]!, X0);
			box[b + 1] = Math.max(box[b + 1]!, X1);
			box[b + 2] = Math.min(box[b + 2]!, Y0);
			box[b + 3] = Math.max(box[b + 3]!, Y1);
		}
	}
}

/**
 * out[d + y] += Σ ep[e] × cur[es[e] + y] over the n gathered rows, each over its columns
 * elo[e]…ehi[e]: eight (then four) rows at once; `padded`, over the union of their columns (what
 * lies outside a row's own columns is zero), else over the columns they share and the rest one by one.
 */
function gatherRow(out: Float64Array, cur: Float64Array, d: number, n: number, padded: boolean): void {
	if (padded)
		while (n % 4 !== 0) {
			// Zero terms round the last group up to four.
			ep[n] = 0;
			es[n] = es[0]!;
			elo[n] = elo[0]!;
			ehi[n] = elo[0]!;
			n++;
		}
	let e = 0;
	for (; e + 8 <= n; e += 8) {
		let lo = elo[e]!;
		let hi = ehi[e]!;
		for (let q = e + 1; q < e + 8; q++)
			if (padded) {
				if (elo[q]! < lo) lo = elo[q]!;
				if (ehi[q]! > hi) hi = ehi[q]!;
			} else {
				if (elo[q]! > lo) lo = elo[q]!;
				if (ehi[q]! < hi) hi = ehi[q]!;
			}
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
		if (!padded) for (let q = e; q < e + 8; q++) tails(out, cur, d, q, lo, hi);
	}
	for (; e + 4 <= n; e += 4) {
		let lo = elo[e]!;
		let hi = ehi[e]!;
		for (let q = e + 1; q < e + 4; q++)
			if (padded) {
				if (elo[q]! < lo) lo = elo[q]!;
				if (ehi[q]! > hi) hi = ehi[q]!;
			} else {
				if (elo[q]! > lo) lo = elo[q]!;
				if (ehi[q]! < hi) hi = ehi[q]!;
			}
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
		if (!padded) for (let q = e; q < e + 4; q++) tails(out, cur, d, q, lo, hi);
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
