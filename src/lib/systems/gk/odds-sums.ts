/**
 * Fewer terms for the exact odds' survivors (`odds.ts`, issue 27): many shifts are the same from
 * two or three counter planes — same damages, same counters after, and the very same probability
 * (a counter state changes only the rounds where it is used). Such a shift is applied once to the
 * sum of those planes instead of once to each. Only bit-for-bit equal probabilities are shared, so
 * the terms are the same numbers, added in another order.
 */
import type { Shifts } from './odds-transitions';
import type { Planes } from './odds-gather';

/** The shifts left to each counter plane, and those applied to sums of planes (`masks[i]`: the planes of sum i). */
export interface SharedShifts {
	masks: number[];
	/** by HP run class of a: the shifts left to each plane, and those of each sum */
	own: Shifts[][];
	sums: Shifts[][];
}

const bits = (m: number) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);

/** At most this many sum planes, each shared by at least `MIN_USES` shifts (else not worth a pass). */
const MAX_SUMS = 4;
const MIN_USES = 3;

/** key: where a shift leads (damage to a and b, counters after); value: its probability per plane. */
function byKey(byPlane: readonly Shifts[]): Map<number, number[]> {
	const keys = new Map<number, number[]>();
	byPlane.forEach((sh, c) => {
		for (let k = 0; k < sh.p.length; k++) {
			const key = (sh.toB[k]! * 1024 + sh.toA[k]!) * 4 + sh.next[k]!;
			let ps = keys.get(key);
			if (!ps) keys.set(key, (ps = [0, 0, 0, 0]));
			ps[c] = sh.p[k]!;
		}
	});
	return keys;
}

/** A key's planes grouped by equal probability: probability → mask. */
function groupsOf(ps: number[]): Map<number, number> {
	const g = new Map<number, number>();
	ps.forEach((p, c) => {
		if (p !== 0) g.set(p, (g.get(p) ?? 0) | (1 << c));
	});
	return g;
}

/**
 * `byClass[k][c]`: the shifts of counter plane c under a's HP run class k. The sums are chosen over
 * all classes (a plane's sum serves every row, whatever its class); each class's shifts then go to
 * the largest sums they fit, the rest plane by plane.
 */
export function shareShifts(byClass: readonly (readonly Shifts[])[]): SharedShifts {
	const keyed = byClass.map(byKey);
	const uses = new Map<number, number>();
	for (const keys of keyed)
		for (const ps of keys.values())
			for (const mask of groupsOf(ps).values()) if (bits(mask) >= 2) uses.set(mask, (uses.get(mask) ?? 0) + 1);
	const masks = [...uses]
		.filter(([, n]) => n >= MIN_USES * byClass.length)
		.sort((x, y) => y[1] * (bits(y[0]) - 1) - x[1] * (bits(x[0]) - 1))
		.slice(0, MAX_SUMS)
		.map(([m]) => m);
	const own: Shifts[][] = [];
	const sums: Shifts[][] = [];
	for (const keys of keyed) {
		const mine: number[][][] = [0, 1, 2, 3].map(() => []);
		const summed: number[][][] = masks.map(() => []);
		for (const [key, ps] of keys)
			for (const [p, group] of groupsOf(ps)) {
				let g = group;
				// The largest sum plane within the group, again, until none fits; the rest plane by plane.
				for (;;) {
					let best = -1;
					masks.forEach((m, i) => {
						if ((m & g) === m && (best < 0 || bits(m) > bits(masks[best]!))) best = i;
					});
					if (best < 0) break;
					summed[best]!.push([key, p]);
					g &= ~masks[best]!;
				}
				for (let c = 0; c < 4; c++) if (g & (1 << c)) mine[c]!.push([key, p]);
			}
		own.push(mine.map(pack));
		sums.push(summed.map(pack));
	}
	return { masks, own, sums };
}

function pack(list: number[][]): Shifts {
	const n = list.length;
	const sh: Shifts = {
		toA: new Int32Array(n),
		toB: new Int32Array(n),
		next: new Uint8Array(n),
		p: new Float64Array(n)
	};
	list.forEach(([key, p], i) => {
		sh.next[i] = key! % 4;
		sh.toA[i] = Math.floor(key! / 4) % 1024;
		sh.toB[i] = Math.floor(key! / 4096);
		sh.p[i] = p!;
	});
	return sh;
}

/** Plane `i` of `cur` := the sum of its planes in `mask`, over the union of their boxes (returned). */
export function sumPlanes(
	cur: Planes,
	i: number,
	mask: number,
	HA: number,
	stride: number
): [number, number, number, number] {
	const N = HA * stride;
	const { box, cells } = cur;
	let [x0, x1, y0, y1] = [HA, -1, stride, -1];
	for (let c = 0; c < 4; c++) {
		const q = 4 * c;
		if (!(mask & (1 << c)) || box[q]! > box[q + 1]! || box[q + 2]! > box[q + 3]!) continue;
		x0 = Math.min(x0, box[q]!);
		x1 = Math.max(x1, box[q + 1]!);
		y0 = Math.min(y0, box[q + 2]!);
		y1 = Math.max(y1, box[q + 3]!);
		const [c0, c1, from, to] = [box[q]!, box[q + 1]!, box[q + 2]!, box[q + 3]!];
		for (let x = c0; x <= c1; x++) {
			const s = c * N + x * stride;
			const d = i * N + x * stride;
			for (let y = from; y <= to; y++) cells[d + y]! += cells[s + y]!;
		}
	}
	// Its box, so that the next clearing of this buffer zeroes it.
	if (x0 <= x1) box.set([x0, x1, y0, y1], 4 * i);
	return [x0, x1, y0, y1];
}
