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

export function emptyPlanes(HA: number, stride: number, planes = 4): Planes {
	const box = new Int32Array(4 * planes);
	for (let c = 0; c < planes; c++) box.set([1, 0, 1, 0], 4 * c);
	return { cells: new Float64Array(planes * HA * stride), box };
}

/** Zeroes the cells inside the boxes and empties them (so the next round can add into them). */
export function clearPlanes({ cells, box }: Planes, HA: number, stride: number): void {
	for (let c = 0; c < box.length / 4; c++) {
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

/** Cells of one plane of `cur` that move under the same shifts: source row x under `kernels[rowClass[x]]`. */
export interface Source {
	c: number;
	x0: number;
	x1: number;
	y0: number;
	y1: number;
	kernels: readonly (ShiftsByTarget | undefined)[];
}

/**
 * Moves the survivors of `sources` (a's HP index in x0…x1, b's in y0…y1) from `cur` into `nxt`
 * planes 0–3, and grows nxt's boxes to cover them; each target row gathers from every source at
 * once. A shift bringing a side to HP ≤ 0 moves nothing: the kills count that mass, and so is mass
 * landing where a's HP index is limA or more and b's limB or more (no round left can kill there).
 * `padded`: outside y0…y1 a source's rows hold no mass, and rows are padded past b's HP by the most
 * damage to b, so the shifts gathered together may all read the union of their columns.
 */
export function moveSurvivors(
	cur: Planes,
	nxt: Planes,
	sources: readonly Source[],
	HA: number,
	stride: number,
	rowClass: Int32Array,
	padded: boolean,
	[limA, limB]: readonly [number, number]
): void {
	let most = 4;
	let xFrom = HA;
	let xTo = -1;
	const reach = sources.map((s) => {
		let r = 0;
		for (const k of s.kernels)
			if (k) {
				r = Math.max(r, k.maxA);
				most += k.p.length;
			}
		xFrom = Math.min(xFrom, Math.max(0, s.x0 - r));
		xTo = Math.max(xTo, s.x1);
		return r;
	});
	if (ep.length < most) {
		ep = new Float64Array(most);
		es = new Int32Array(most);
		elo = new Int32Array(most);
		ehi = new Int32Array(most);
	}
	const N = HA * stride;
	const box = nxt.box;
	for (let t = 0; t < 4; t++) {
		let [X0, X1, Y0, Y1] = [HA, -1, stride, -1];
		for (let X = xFrom; X <= xTo; X++) {
			// Rows a's HP keeps above limA only need b's HPs up to limB (see `odds.ts`).
			const cap = X < limA ? stride : limB - 1;
			if (cap < 0) continue;
			let n = 0;
			for (let i = 0; i < sources.length; i++) {
				const { c, x0, x1, y0, y1, kernels } = sources[i]!;
				const oc = c * N;
				const top = Math.min(x1, X + reach[i]!);
				for (let xs = Math.max(x0, X); xs <= top; xs++) {
					const k = kernels[rowClass[xs]!]!;
					const a = xs - X;
					if (a > k.maxA) continue;
					const w = t * (k.maxA + 2) + a;
					const e1 = k.at[w + 1]!;
					for (let e = k.at[w]!; e < e1; e++) {
						const toB = k.toB[e]!;
						const hi = Math.min(y1 - toB, cap);
						if (hi < 0) break; // sorted by damage to b: the rest kill b too
						const lo = y0 > toB ? y0 - toB : 0;
						if (hi < lo) continue;
						ep[n] = k.p[e]!;
						es[n] = oc + xs * stride + toB;
						elo[n] = lo;
						ehi[n] = hi;
						n++;
						if (lo < Y0) Y0 = lo;
						if (hi > Y1) Y1 = hi;
					}
				}
			}
			if (n === 0) continue;
			if (X < X0) X0 = X;
			X1 = X;
			gatherRow(nxt.cells, cur.cells, t * N + X * stride, n, padded);
		}
		if (X1 >= X0) box.set([X0, X1, Y0, Y1], 4 * t);
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
		const [lo, hi] = groupColumns(e, 8, padded);
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
		const [lo, hi] = groupColumns(e, 4, padded);
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

/** The columns a group of rows e… is gathered over: `padded`, the union of theirs, else the shared part. */
function groupColumns(e: number, size: number, padded: boolean): readonly [number, number] {
	let lo = elo[e]!;
	let hi = ehi[e]!;
	for (let q = e + 1; q < e + size; q++)
		if (padded) {
			if (elo[q]! < lo) lo = elo[q]!;
			if (ehi[q]! > hi) hi = ehi[q]!;
		} else {
			if (elo[q]! > lo) lo = elo[q]!;
			if (ehi[q]! < hi) hi = ehi[q]!;
		}
	return [lo, hi];
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
