/**
 * The survivors' step of the exact odds (`odds.ts`), written for speed (issue 27: 250 vs 250 HP,
 * 25 rounds within 50 ms). A round moves each cell's mass by each shift (damage to a, damage to b,
 * counters after): some 50 shifts over up to HP_a × HP_b cells in each counter plane, which is
 * nearly all the programme's time. Adding one shift over a whole rectangle at a time costs a load,
 * a load and a store per term; here each target row is built once instead, from the source rows
 * that land on it, eight shifts at a time, so a target cell is loaded and stored once per eight
 * terms. Same terms, same products, only summed in another order (the figures move by ~1e-16).
 * With sum planes (`moveSurvivorsShared`), the terms are laid out once a round, not once a row, and
 * the next round's sums are built as each row lands. What is left is the multiply-adds themselves:
 * some 90 terms per cell of the three counter planes in use, ~90 M for 250 vs 250 × 25 rounds.
 */
import type { Shifts } from './odds-transitions';
import { addEightSimd, giveSimdPlanes, inSimdMemory, simdPlanes } from './odds-simd';

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

/**
 * Zeroed buffers a finished programme gave back (`givePair`), for the next: a fresh 4 MB buffer
 * (250 vs 250) costs its zeroing and, later, the collector's time. Only buffers up to `SPARE_MOST`
 * doubles (8 MB) are kept, two at most: what stays held between calls is bounded.
 */
const spare: Float64Array[] = [];
const SPARE_MOST = 1 << 20;

function emptyPlanes(HA: number, stride: number, planes: number, cells?: Float64Array): Planes {
	const box = new Int32Array(4 * planes);
	for (let c = 0; c < planes; c++) box.set([1, 0, 1, 0], 4 * c);
	const need = planes * HA * stride;
	if (!cells) {
		const i = spare.findIndex((x) => x.length >= need);
		cells = i >= 0 ? spare.splice(i, 1)[0]!.subarray(0, need) : new Float64Array(need);
	}
	return { cells, box };
}

/**
 * The programme's two sets of `planes` planes (this round's, the next's), zeroed: in WebAssembly
 * memory where its SIMD runs (`odds-simd.ts`), else in buffers of their own.
 */
export function planesPair(HA: number, stride: number, planes: number): [Planes, Planes] {
	const [a, b] = simdPlanes(2, planes * HA * stride) ?? [];
	return [emptyPlanes(HA, stride, planes, a), emptyPlanes(HA, stride, planes, b)];
}

/** Zeroes the pair's planes and keeps their buffers for the next `planesPair` (two at most). */
export function givePair(pair: readonly Planes[], HA: number, stride: number): void {
	for (const planes of pair) clearPlanes(planes, HA, stride);
	if (inSimdMemory(pair[0]!.cells)) return giveSimdPlanes();
	for (const { cells } of pair) {
		const whole = new Float64Array(cells.buffer);
		if (whole.length > SPARE_MOST) continue;
		spare.push(whole);
		if (spare.length > 2) spare.sort((x, y) => y.length - x.length).pop();
	}
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
		const lo = groupLo(elo, ehi, e, 8, padded);
		const hi = groupHi(elo, ehi, e, 8, padded);
		addEight(out, cur, d, ep, es, 0, e, lo, hi);
		if (!padded) for (let q = e; q < e + 8; q++) tails(out, cur, d, q, lo, hi);
	}
	for (; e + 4 <= n; e += 4) {
		const lo = groupLo(elo, ehi, e, 4, padded);
		const hi = groupHi(elo, ehi, e, 4, padded);
		addFour(out, cur, d, ep, es, 0, e, lo, hi);
		if (!padded) for (let q = e; q < e + 4; q++) tails(out, cur, d, q, lo, hi);
	}
	for (; e < n; e++) tails(out, cur, d, e, 1, 0);
}

/**
 * out[d + y] += Σ p[e + q] × cur[at + s[e + q] + y] (q < 8) for y in lo…hi: each target cell loaded
 * and stored once per eight terms, two cells per pass (fewer loop steps; the sums are the same).
 */
function addEight(
	out: Float64Array,
	cur: Float64Array,
	d: number,
	p: Float64Array,
	s: Int32Array,
	at: number,
	e: number,
	lo: number,
	hi: number
): void {
	if (addEightSimd(out, cur, d, p, s, at, e, lo, hi)) return;
	const p0 = p[e]!,
		p1 = p[e + 1]!,
		p2 = p[e + 2]!,
		p3 = p[e + 3]!;
	const p4 = p[e + 4]!,
		p5 = p[e + 5]!,
		p6 = p[e + 6]!,
		p7 = p[e + 7]!;
	const s0 = at + s[e]!,
		s1 = at + s[e + 1]!,
		s2 = at + s[e + 2]!,
		s3 = at + s[e + 3]!;
	const s4 = at + s[e + 4]!,
		s5 = at + s[e + 5]!,
		s6 = at + s[e + 6]!,
		s7 = at + s[e + 7]!;
	let y = lo;
	for (; y < hi; y += 2) {
		const z = y + 1;
		out[d + y]! +=
			p0 * cur[s0 + y]! +
			p1 * cur[s1 + y]! +
			p2 * cur[s2 + y]! +
			p3 * cur[s3 + y]! +
			(p4 * cur[s4 + y]! + p5 * cur[s5 + y]! + p6 * cur[s6 + y]! + p7 * cur[s7 + y]!);
		out[d + z]! +=
			p0 * cur[s0 + z]! +
			p1 * cur[s1 + z]! +
			p2 * cur[s2 + z]! +
			p3 * cur[s3 + z]! +
			(p4 * cur[s4 + z]! + p5 * cur[s5 + z]! + p6 * cur[s6 + z]! + p7 * cur[s7 + z]!);
	}
	if (y === hi)
		out[d + y]! +=
			p0 * cur[s0 + y]! +
			p1 * cur[s1 + y]! +
			p2 * cur[s2 + y]! +
			p3 * cur[s3 + y]! +
			(p4 * cur[s4 + y]! + p5 * cur[s5 + y]! + p6 * cur[s6 + y]! + p7 * cur[s7 + y]!);
}

/** As `addEight`, four terms. */
function addFour(
	out: Float64Array,
	cur: Float64Array,
	d: number,
	p: Float64Array,
	s: Int32Array,
	at: number,
	e: number,
	lo: number,
	hi: number
): void {
	const p0 = p[e]!,
		p1 = p[e + 1]!,
		p2 = p[e + 2]!,
		p3 = p[e + 3]!;
	const s0 = at + s[e]!,
		s1 = at + s[e + 1]!,
		s2 = at + s[e + 2]!,
		s3 = at + s[e + 3]!;
	let y = lo;
	for (; y < hi; y += 2) {
		const z = y + 1;
		out[d + y]! += p0 * cur[s0 + y]! + p1 * cur[s1 + y]! + p2 * cur[s2 + y]! + p3 * cur[s3 + y]!;
		out[d + z]! += p0 * cur[s0 + z]! + p1 * cur[s1 + z]! + p2 * cur[s2 + z]! + p3 * cur[s3 + z]!;
	}
	if (y === hi) out[d + y]! += p0 * cur[s0 + y]! + p1 * cur[s1 + y]! + p2 * cur[s2 + y]! + p3 * cur[s3 + y]!;
}

/** The first column a group of terms e… is gathered over: `padded`, the union of theirs, else the shared part. */
function groupLo(lo: Int32Array, hi: Int32Array, e: number, size: number, padded: boolean): number {
	let x = lo[e]!;
	for (let q = e + 1; q < e + size; q++) if (padded ? lo[q]! < x : lo[q]! > x) x = lo[q]!;
	return x;
}

/** The last column, likewise. */
function groupHi(lo: Int32Array, hi: Int32Array, e: number, size: number, padded: boolean): number {
	let x = hi[e]!;
	for (let q = e + 1; q < e + size; q++) if (padded ? hi[q]! > x : hi[q]! < x) x = hi[q]!;
	return x;
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

/**
 * The round's terms, laid out once per round rather than once per target row: for each HP run
 * class of a (k) and target plane t, sorted by damage to a, so that the terms reading the source
 * rows of one run are one slice (`first[(k × 4 + t) × (reach + 2) + a]`: the first term with damage
 * ≥ a); and for a class whose run can hold a target row's every source row, the same terms sorted
 * by damage to b (`whole[k × 4 + t]` … `whole[k × 4 + t + 1]`, in groups of eight).
 */
let tp = new Float64Array(256);
let ts = new Int32Array(256);
let tlo = new Int32Array(256);
let thi = new Int32Array(256);
let first = new Int32Array(256);
let whole = new Int32Array(256);
/** One target row's terms when they come from several slices (copied, then gathered). */
let rp = new Float64Array(256);
let rs = new Int32Array(256);
let rlo = new Int32Array(256);
let rhi = new Int32Array(256);

/**
 * `moveSurvivors` for padded rows whose sources' terms are laid out once a round (see above): a
 * target row takes a whole list or a few slices of it, and the sum planes of `nxt` (plane 4 + i adds
 * up the planes of mask `sums[i]`) are built row by row as the rows are done, while they are still
 * in cache (no pass of its own over the planes next round).
 */
export function moveSurvivorsShared(
	cur: Planes,
	nxt: Planes,
	sources: readonly Source[],
	HA: number,
	stride: number,
	rowClass: Int32Array,
	[limA, limB]: readonly [number, number],
	sums: readonly number[]
): void {
	const N = HA * stride;
	let xLo = HA;
	let xHi = -1;
	let reach = 0;
	for (const { x0, x1, kernels } of sources) {
		xLo = Math.min(xLo, x0);
		xHi = Math.max(xHi, x1);
		for (const k of kernels) if (k) reach = Math.max(reach, k.maxA);
	}
	if (xHi < xLo) return;
	const w = reach + 2;
	// a's HP runs met by the sources' rows: class and last row of each row's run.
	let classes = 0;
	for (let x = xLo; x <= xHi; x++) classes = Math.max(classes, rowClass[x]! + 1);
	const runEnd = new Int32Array(HA);
	for (let x = HA - 1; x >= 0; x--) runEnd[x] = x + 1 < HA && rowClass[x + 1] === rowClass[x] ? runEnd[x + 1]! : x;
	const long: boolean[] = new Array<boolean>(classes).fill(false);
	for (let x = xLo; x <= xHi; x++) if (runEnd[x]! - x >= reach) long[rowClass[x]!] = true;
	let total = 0;
	for (const { kernels } of sources) for (let k = 0; k < classes; k++) total += kernels[k]?.p.length ?? 0;
	total = 2 * total + 32 * classes;
	if (tp.length < total) {
		tp = new Float64Array(total);
		ts = new Int32Array(total);
		tlo = new Int32Array(total);
		thi = new Int32Array(total);
		rp = new Float64Array(total);
		rs = new Int32Array(total);
		rlo = new Int32Array(total);
		rhi = new Int32Array(total);
	}
	if (first.length < 4 * classes * w) first = new Int32Array(4 * classes * w);
	if (whole.length < 4 * classes + 1) whole = new Int32Array(4 * classes + 1);
	let n = layTerms(sources, classes, reach, N, stride);
	// Sorted by damage to b, a group of eight is gathered over the union of its columns with little
	// beyond each term's own (zeros read and added); zero terms round each list up to eight.
	const pad = sources[0]!.c * N;
	for (let k = 0; k < classes; k++)
		for (let t = 0; t < 4; t++) {
			whole[k * 4 + t] = n;
			if (long[k]) n = wholeList(n, (k * 4 + t) * w, reach, pad, stride);
		}
	whole[4 * classes] = n;
	const box = new Int32Array([HA, -1, stride, -1, HA, -1, stride, -1, HA, -1, stride, -1, HA, -1, stride, -1]);
	const sumBox = sums.map(() => new Int32Array([HA, -1, stride, -1]));
	// A sum plane holding another's planes and more starts from that one (0+1+2 from 0+1): fewer reads.
	const order = sums.map((_, i) => i).sort((x, y) => bits(sums[x]!) - bits(sums[y]!));
	const parts = sums.map(() => new Int32Array([-1, -1, -1, -1]));
	order.forEach((i, k) => {
		let rest = sums[i]!;
		let m = 0;
		let from = -1;
		for (const j of order.slice(0, k))
			if ((sums[j]! & rest) === sums[j]! && (from < 0 || bits(sums[j]!) > bits(sums[from]!))) from = j;
		if (from >= 0) {
			parts[i]![m++] = (4 + from) * N;
			rest &= ~sums[from]!;
		}
		for (let t = 0; t < 4; t++) if (rest & (1 << t)) parts[i]![m++] = t * N;
	});
	const rowLo = new Int32Array(4);
	const rowHi = new Int32Array(4);
	const out = nxt.cells;
	const src = cur.cells;
	for (let X = Math.max(0, xLo - reach); X <= xHi; X++) {
		// Rows a's HP keeps above limA only need b's HPs up to limB (see `odds.ts`).
		const cap = X < limA ? stride - 1 : limB - 1;
		if (cap < 0) continue;
		// Source rows outside the sources' rows hold nothing: only damages to a landing in them.
		const aLo = Math.max(0, xLo - X);
		const aHi = Math.min(reach, xHi - X);
		// Every source row in one run: its class's whole list.
		const one = aLo === 0 && aHi === reach && runEnd[X]! >= X + reach ? rowClass[X]! : -1;
		for (let t = 0; t < 4; t++)
			gatherTargetRow(out, src, X, t, cap, one, aLo, aHi, w, runEnd, rowClass, pad, stride, N, rowLo, rowHi, box);
		if (order.length > 0) sumTargetRow(out, X, stride, N, order, sums, parts, rowLo, rowHi, sumBox);
	}
	for (let t = 0; t < 4; t++) if (box[4 * t + 1]! >= box[4 * t]!) nxt.box.set(box.subarray(4 * t, 4 * t + 4), 4 * t);
	sumBox.forEach((sb, i) => {
		if (sb[1]! >= sb[0]!) nxt.box.set(sb, 4 * (4 + i));
	});
}

/**
 * The round's terms laid out (see above `tp`): for each class k of a's HP runs and target plane t,
 * the terms of every source by damage to a (`first`). Returns how many. (This and the next two are
 * functions of their own so that V8 compiles each whole, once: see `odds-kills.ts`.)
 */
function layTerms(sources: readonly Source[], classes: number, reach: number, N: number, stride: number): number {
	const w = reach + 2;
	let n = 0;
	for (let k = 0; k < classes; k++)
		for (let t = 0; t < 4; t++) {
			const f = (k * 4 + t) * w;
			for (let a = 0; a <= reach; a++) {
				first[f + a] = n;
				for (const { c, y0, y1, kernels } of sources) {
					const g = kernels[k];
					if (g && a <= g.maxA) n = layShifts(n, g, t * (g.maxA + 2) + a, c * N + a * stride, y0, y1);
				}
			}
			first[f + reach + 1] = n;
		}
	return n;
}

/** The shifts of `g` from slot `at` (one damage to a, one target plane) as terms from n on, reading from `from`; returns the new n. */
function layShifts(n: number, g: ShiftsByTarget, at: number, from: number, y0: number, y1: number): number {
	for (let e = g.at[at]!; e < g.at[at + 1]!; e++) {
		const toB = g.toB[e]!;
		const hi = y1 - toB;
		if (hi < 0) break; // sorted by damage to b: the rest kill b too
		tp[n] = g.p[e]!;
		ts[n] = from + toB;
		tlo[n] = y0 > toB ? y0 - toB : 0;
		thi[n] = hi;
		n++;
	}
	return n;
}

/** One class and plane's terms (from `first[f]`) copied to n… sorted by damage to b, padded to eights; returns the new n. */
function wholeList(n: number, f: number, reach: number, pad: number, stride: number): number {
	const own: number[] = [];
	for (let e = first[f]!; e < first[f + reach + 1]!; e++) own.push(e);
	own.sort((x, y) => thi[y]! - thi[x]! || tlo[x]! - tlo[y]!);
	const start = n;
	for (const e of own) {
		tp[n] = tp[e]!;
		ts[n] = ts[e]!;
		tlo[n] = tlo[e]!;
		thi[n] = thi[e]!;
		n++;
	}
	for (; (n - start) % 8 !== 0; n++) {
		tp[n] = 0;
		ts[n] = pad;
		tlo[n] = stride;
		thi[n] = -1;
	}
	return n;
}

/**
 * Target row X of plane t gathered from its source rows (a whole list when `one` ≥ 0, else the
 * slices of the runs they lie in), b's HP index up to `cap`; the columns reached go to rowLo[t]…rowHi[t],
 * and plane t's box grows to hold them.
 */
function gatherTargetRow(
	out: Float64Array,
	src: Float64Array,
	X: number,
	t: number,
	cap: number,
	one: number,
	aLo: number,
	aHi: number,
	w: number,
	runEnd: Int32Array,
	rowClass: Int32Array,
	pad: number,
	stride: number,
	N: number,
	rowLo: Int32Array,
	rowHi: Int32Array,
	box: Int32Array
): void {
	const at = X * stride;
	let P = tp;
	let S = ts;
	let L = tlo;
	let H = thi;
	let e = 0;
	let e1 = 0;
	if (one >= 0) {
		e = whole[one * 4 + t]!;
		e1 = whole[one * 4 + t + 1]!;
	} else {
		// The slices of the runs the source rows X + aLo … X + aHi lie in, copied into one list.
		for (let x = X + aLo; x <= X + aHi; x = runEnd[x]! + 1) {
			const f = (rowClass[x]! * 4 + t) * w;
			const from = first[f + x - X]!;
			const to = first[f + Math.min(runEnd[x]!, X + aHi) - X + 1]!;
			for (let q = from; q < to; q++, e1++) {
				rp[e1] = tp[q]!;
				rs[e1] = ts[q]!;
				rlo[e1] = tlo[q]!;
				rhi[e1] = thi[q]!;
			}
		}
		for (; e1 % 8 !== 0; e1++) {
			rp[e1] = 0;
			rs[e1] = pad + aLo * stride;
			rlo[e1] = stride;
			rhi[e1] = -1;
		}
		P = rp;
		S = rs;
		L = rlo;
		H = rhi;
	}
	const d = t * N + at;
	let lo0 = stride;
	let hi0 = -1;
	for (; e < e1; e += 8) {
		const lo = groupLo(L, H, e, 8, true);
		const hi = Math.min(cap, groupHi(L, H, e, 8, true));
		if (lo > hi) continue;
		addEight(out, src, d, P, S, at, e, lo, hi);
		if (lo < lo0) lo0 = lo;
		if (hi > hi0) hi0 = hi;
	}
	rowLo[t] = lo0;
	rowHi[t] = hi0;
	if (hi0 < lo0) return;
	const b = 4 * t;
	if (X < box[b]!) box[b] = X;
	box[b + 1] = X;
	if (lo0 < box[b + 2]!) box[b + 2] = lo0;
	if (hi0 > box[b + 3]!) box[b + 3] = hi0;
}

/** Row X of each sum plane (`order`: smaller sums first), from the target rows just gathered (rowLo…rowHi). */
function sumTargetRow(
	out: Float64Array,
	X: number,
	stride: number,
	N: number,
	order: readonly number[],
	sums: readonly number[],
	parts: readonly Int32Array[],
	rowLo: Int32Array,
	rowHi: Int32Array,
	sumBox: readonly Int32Array[]
): void {
	for (const i of order) {
		const mask = sums[i]!;
		let lo = stride;
		let hi = -1;
		for (let t = 0; t < 4; t++)
			if (mask & (1 << t) && rowLo[t]! <= rowHi[t]!) {
				lo = Math.min(lo, rowLo[t]!);
				hi = Math.max(hi, rowHi[t]!);
			}
		if (hi < lo) continue;
		sumRow(out, (4 + i) * N + X * stride, parts[i]!, X * stride, lo, hi);
		const sb = sumBox[i]!;
		if (X < sb[0]!) sb[0] = X;
		sb[1] = X;
		if (lo < sb[2]!) sb[2] = lo;
		if (hi > sb[3]!) sb[3] = hi;
	}
}

const bits = (m: number) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);

/** cells[d + y] := the sum of row `at` of the planes starting at `parts` (−1: none), y in lo…hi, in one pass. */
function sumRow(cells: Float64Array, d: number, parts: Int32Array, at: number, lo: number, hi: number): void {
	const s0 = parts[0]! + at;
	const s1 = parts[1]! + at;
	const s2 = parts[2]! + at;
	const s3 = parts[3]! + at;
	if (parts[3]! >= 0)
		for (let y = lo; y <= hi; y++) cells[d + y] = cells[s0 + y]! + cells[s1 + y]! + cells[s2 + y]! + cells[s3 + y]!;
	else if (parts[2]! >= 0)
		for (let y = lo; y <= hi; y++) cells[d + y] = cells[s0 + y]! + cells[s1 + y]! + cells[s2 + y]!;
	else if (parts[1]! >= 0) for (let y = lo; y <= hi; y++) cells[d + y] = cells[s0 + y]! + cells[s1 + y]!;
	else for (let y = lo; y <= hi; y++) cells[d + y] = cells[s0 + y]!;
}
