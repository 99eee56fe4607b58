/**
 * GK engagement game — exact odds of a whole 交戦 (up to the 25-round limit), by a dynamic
 * programme over (HP of a, HP of b, both counter states) round by round: every die face and every
 * d100 threshold, no sampling. The round itself is `resolveRound`: it is run once per combination
 * of faces and check outcomes (and, where a technique's damage may be 0, per zero pattern) to learn
 * each combination's order, the checks' results and the counter states after; the damage each
 * combination deals is then worked out with the engine's own `strikeDamage` from the faces' damage.
 *
 * A technique whose damage depends on its user's HP (体当たり 「HP ÷ 10」) deals what it deals at
 * the HP the round starts with, as in play: the HPs are cut into runs with the same six damages
 * (`damageByHp`), and each pair of runs has its own round transitions — so these odds are exact
 * for every technique.
 */
import { int } from './checks';
import { checkFighter, strikeDamage, type Fighter } from './engagement';
import { DEFAULT_ENGAGEMENT_SETTINGS, type EngagementSettings } from './settings';
import { template, transitionsFor, type Shifts, type Transitions } from './odds-transitions';
import { shareShifts, sumPlanes } from './odds-sums';
import {
	byTarget,
	clearPlanes,
	givePair,
	planesPair,
	moveSurvivors,
	moveSurvivorsShared,
	type ShiftsByTarget,
	type Source
} from './odds-gather';
import { killsBothSides, killsOneSide, prefixPlane, type Tally } from './odds-kills';

/** A fighter for the odds: a face whose damage depends on the fighter's own HP lists it per HP. */
export interface OddsFighter extends Fighter {
	/** face by face, the damage at HP 1…`hp` (index HP − 1); null for a face whose damage is fixed */
	damageByHp?: readonly (readonly number[] | null)[];
}

export interface EngagementOdds {
	aWins: number;
	bWins: number;
	/** the round limit reached, or a double KO */
	draw: number;
	/** the part of `draw` that is a double KO */
	doubleKo: number;
	/** `rounds[r - 1]`: the chance the engagement ends in round r (the last entry includes the limit) */
	rounds: number[];
	/** rounds played, on average */
	expectedRounds: number;
}

export interface OddsOptions {
	/** rounds still to play (the seed: 25 in all) */
	roundsLeft?: number;
	settings?: EngagementSettings;
}

/** The largest HP the table is built for (memory: HP_a × HP_b × 4 doubles, twice). */
export const ODDS_MAX_HP = 999;

/** A fighter's HP cut into runs with the same six face damages; `cls` indexes `vectors`. */
function hpRuns(f: OddsFighter, H: number) {
	const runs: { lo: number; hi: number; cls: number }[] = [];
	const vectors: number[][] = [];
	if (!f.damageByHp?.some((row) => row !== null)) {
		runs.push({ lo: 1, hi: H, cls: 0 });
		vectors.push(f.faces.map((t) => t.damage));
		return { runs, vectors };
	}
	const index = new Map<string, number>();
	for (let h = 1; h <= H; h++) {
		const v = f.faces.map((t, i) => f.damageByHp?.[i]?.[h - 1] ?? t.damage);
		const key = v.join(',');
		let cls = index.get(key);
		if (cls === undefined) {
			cls = vectors.length;
			vectors.push(v);
			index.set(key, cls);
		}
		const last = runs.at(-1);
		if (last && last.cls === cls) last.hi = h;
		else runs.push({ lo: h, hi: h, cls });
	}
	return { runs, vectors };
}

function checkDamageByHp(fn: string, arg: string, f: OddsFighter): void {
	if (f.damageByHp === undefined) return;
	if (!Array.isArray(f.damageByHp) || f.damageByHp.length !== 6)
		throw new RangeError(`${fn}: ${arg}.damageByHp must hold 6 faces`);
	f.damageByHp.forEach((row, i) => {
		if (row === null) return;
		if (!Array.isArray(row) || row.length < f.hp)
			throw new RangeError(`${fn}: ${arg}.damageByHp[${i}] must list the damage at HP 1…${f.hp}`);
		for (let h = 0; h < f.hp; h++) int(fn, `${arg}.damageByHp[${i}][${h}]`, row[h], 0, 1e6);
	});
}

/** The most damage one attack of a fighter can deal (any run of its HPs; countered, critical or guarded). */
function mostDamage(vectors: number[][], hits: number[], critDouble: boolean): number {
	let most = 0;
	for (const v of vectors)
		v.forEach((d, i) => {
			for (let f = 0; f < 8; f++) {
				const flags = { countered: (f & 1) !== 0, critical: (f & 2) !== 0, guarded: (f & 4) !== 0, evaded: false };
				most = Math.max(most, strikeDamage(d, flags, hits[i], critDouble));
			}
		});
	return most;
}

/**
 * The shifts of the counter planes the engagement can be in, from the start's, for each of a's HP
 * run classes (`shiftsOf(k, c)`, asked only for those planes): a plane no round leads to holds no
 * mass, so its shifts are left out of the sums (`shareShifts`) and its round is never worked out.
 */
function inUse(shiftsOf: (k: number, c: number) => Shifts, classes: number, start: number): Shifts[][] {
	let reached = 1 << start;
	const todo = [start];
	while (todo.length > 0) {
		const c = todo.pop()!;
		for (let k = 0; k < classes; k++)
			for (const t of shiftsOf(k, c).next)
				if (!(reached & (1 << t))) {
					reached |= 1 << t;
					todo.push(t);
				}
	}
	const none: Shifts = {
		toA: new Int32Array(0),
		toB: new Int32Array(0),
		next: new Uint8Array(0),
		p: new Float64Array(0)
	};
	return Array.from({ length: classes }, (_, k) =>
		[0, 1, 2, 3].map((c) => (reached & (1 << c) ? shiftsOf(k, c) : none))
	);
}

type DamageSums = { dmg: Int32Array; p: Float64Array };

/** Chances summed by damage (damage 0 left out: it kills no one). */
function damageSums(dmg: Int32Array, p: Float64Array): DamageSums {
	const by = new Map<number, number>();
	dmg.forEach((d, q) => {
		if (d > 0) by.set(d, (by.get(d) ?? 0) + p[q]!);
	});
	return { dmg: Int32Array.from(by.keys()), p: Float64Array.from(by.values()) };
}

const cache = new Map<string, EngagementOdds>();
const CACHE_SIZE = 16;

/**
 * The exact chances of a's win, b's win and a draw (the round limit, or a double KO), and the
 * distribution of the round the engagement ends in, from fighters `a` and `b` as they stand now
 * (their HP and counter states) with `roundsLeft` rounds still to play (「決着がつかずに25ラウンドが
 * 終了した場合は引き分け」). A face whose damage depends on HP deals, each round, its damage at the
 * HP the round starts with (`damageByHp`). Results are memoized for the last few fighter pairs.
 */
export function engagementOdds(a: OddsFighter, b: OddsFighter, options: OddsOptions = {}): EngagementOdds {
	const fn = 'engagementOdds';
	const { roundsLeft = 25, settings = DEFAULT_ENGAGEMENT_SETTINGS } = options;
	checkFighter(fn, 'a', a);
	checkFighter(fn, 'b', b);
	int(fn, 'a.hp', a.hp, 1, ODDS_MAX_HP);
	int(fn, 'b.hp', b.hp, 1, ODDS_MAX_HP);
	checkDamageByHp(fn, 'a', a);
	checkDamageByHp(fn, 'b', b);
	int(fn, 'roundsLeft', roundsLeft, 0, 999);
	const key = JSON.stringify([a, b, roundsLeft, settings.counterSameRound, settings.criticalDamage]);
	const hit = cache.get(key);
	if (hit) return hit;

	const HA = a.hp;
	const HB = b.hp;
	const N = HA * HB;
	const A = hpRuns(a, HA);
	const B = hpRuns(b, HB);
	// Which faces may deal 0 at some HP: only those need the zero-damage run of the template.
	const zeros = {
		a: a.faces.map((_, i) => A.vectors.some((v) => v[i] === 0)),
		b: b.faces.map((_, i) => B.vectors.some((v) => v[i] === 0))
	};
	// Each counter-state pair's round is worked out when a plane in that state first holds mass.
	const templates: ReturnType<typeof template>[] = [];
	const hits = { a: a.faces.map((t) => t.hits ?? 1), b: b.faces.map((t) => t.hits ?? 1) };
	const critDouble = settings.criticalDamage === 'double';
	type Kernel = {
		trans: Transitions;
		shifts: Shifts;
		gather: ShiftsByTarget;
		reachA: number;
		reachB: number;
		/** the transitions' chances summed by damage to a, and by damage to b */
		toASums: DamageSums;
		toBSums: DamageSums;
	};
	const built = new Map<number, Kernel>();
	/** The round from counter plane c for a's HP run class ca and b's cb. */
	const kernelOf = (ca: number, cb: number, c: number): Kernel => {
		const key = (ca * B.vectors.length + cb) * 4 + c;
		let k = built.get(key);
		if (!k) {
			const tp = (templates[c] ??= template(a, b, c, zeros, settings));
			const { trans, shifts } = transitionsFor(tp, A.vectors[ca]!, B.vectors[cb]!, hits, critDouble, HA, HB);
			k = {
				trans,
				shifts,
				gather: byTarget(shifts),
				reachA: Math.max(0, ...trans.toA),
				reachB: Math.max(0, ...trans.toB),
				toASums: damageSums(trans.toA, trans.p),
				toBSums: damageSums(trans.toB, trans.p)
			};
			built.set(key, k);
		}
		return k;
	};

	// Four planes, one per counter-state pair (a ×2 + b); cell (hpA − 1) × stride + (hpB − 1). With
	// one run of b's HPs, rows are padded by the most damage to b (see `moveSurvivors`), unless that
	// would take much more memory. Each buffer keeps the boxes its mass may lie in.
	const padB = Math.min(HB, mostDamage(A.vectors, hits.a, critDouble));
	// Mass that no remaining round can bring to a kill only adds to the draw at the round limit: with
	// m rounds left, a cell survives them all unless hpA ≤ m × (the most damage to a in a round) or
	// hpB ≤ m × (the most to b), and so does every cell it leads to (HP only falls). Such mass is not
	// carried; the limit's draw is what the kills leave.
	const mostToA = Math.min(HA, mostDamage(B.vectors, hits.b, critDouble));
	const padded = B.runs.length === 1 && HA * (HB + padB) <= Math.max(1.25 * N, 1 << 20);
	const stride = padded ? HB + padB : HB;
	const NS = HA * stride;
	// One run of b's HPs: shifts equal in several planes are applied once, to their sum (odds-sums.ts),
	// kept in planes 4… of the same buffers (as many as memory allows).
	const start = (a.counter ? 2 : 0) + (b.counter ? 1 : 0);
	const classes = A.vectors.length;
	let shared = padded ? shareShifts(inUse((k, c) => kernelOf(k, 0, c).shifts, classes, start)) : null;
	if (shared && (4 + shared.masks.length) * NS > Math.max(6 * N, 1 << 21)) shared = null;
	const masks = shared?.masks ?? [];
	// [sum or plane][a's HP run class]
	const sumKernels = masks.map((_, i) => shared!.sums.map((byClass) => byTarget(byClass[i]!)));
	const ownKernels = [0, 1, 2, 3].map((c) => shared?.own.map((byClass) => byTarget(byClass[c]!)) ?? []);
	let [cur, nxt] = planesPair(HA, stride, 4 + masks.length);
	cur.cells[start * NS + (HA - 1) * stride + HB - 1] = 1;
	cur.box.set([HA - 1, HA - 1, HB - 1, HB - 1], 4 * start);
	// Sum planes are built as each round's survivors land (`moveSurvivorsShared`); the start's, here.
	masks.forEach((mask, i) => sumPlanes(cur, 4 + i, mask, HA, stride));
	const rowClass = new Int32Array(HA);
	for (const ra of A.runs) rowClass.fill(ra.cls, ra.lo - 1, ra.hi);
	// prefix[(i × (HB + 1) + j)]: mass of one plane with hpA ≤ i and hpB ≤ j — worked out only where
	// a kill reads it, hpA ≤ the most damage to a or hpB ≤ the most damage to b (the rest survives).
	const W = HB + 1;
	const prefix = new Float64Array((HA + 1) * W);
	const tally: Tally = new Float64Array(4);
	const rounds: number[] = [];
	const rects: { i0: number; i1: number; j0: number; j1: number; k: Kernel }[] = [];
	const sources: Source[] = [];
	for (let r = 0; r < roundsLeft; r++) {
		clearPlanes(nxt, HA, stride);
		tally[3] = 0; // this round's ends
		const left = roundsLeft - r - 1;
		const lims = [left * mostToA, left * padB] as const;
		sources.length = 0;
		for (let c = 0; c < 4; c++) {
			const oc = c * NS;
			const lowA = cur.box[4 * c]! + 1;
			const highA = cur.box[4 * c + 1]! + 1;
			const lowB = cur.box[4 * c + 2]! + 1;
			const highB = cur.box[4 * c + 3]! + 1;
			if (highA < lowA || highB < lowB) continue;
			// Each pair of HP runs (the same damages throughout) in the box is one rectangle.
			rects.length = 0;
			let reachA = 0;
			let reachB = 0;
			for (const ra of A.runs) {
				const i0 = Math.max(ra.lo, lowA);
				const i1 = Math.min(ra.hi, highA);
				if (i1 < i0) continue;
				for (const rb of B.runs) {
					const j0 = Math.max(rb.lo, lowB);
					const j1 = Math.min(rb.hi, highB);
					if (j1 < j0) continue;
					const k = kernelOf(ra.cls, rb.cls, c);
					rects.push({ i0, i1, j0, j1, k });
					reachA = Math.max(reachA, k.reachA);
					reachB = Math.max(reachB, k.reachB);
				}
			}
			const sA = Math.min(highA, reachA);
			const sB = Math.min(highB, reachB);
			prefixPlane(prefix, W, cur.cells, oc, stride, lowA, highA, lowB, highB, sA, sB);
			for (const { i0, i1, j0, j1, k } of rects) {
				// No blow this round brings a's HP here to 0 (or none b's): only the other's fall counts.
				if (i0 > k.reachA) killsOneSide(tally, prefix, W, i0, i1, j0, j1, k.toBSums.dmg, k.toBSums.p, true);
				else if (j0 > k.reachB) killsOneSide(tally, prefix, W, i0, i1, j0, j1, k.toASums.dmg, k.toASums.p, false);
				else killsBothSides(tally, prefix, W, i0, i1, j0, j1, k.trans);
			}
			// The survivors, one run of b's HPs at a time (each source row under its own run of a's).
			if (shared) {
				const kernels = ownKernels[c]!;
				if (kernels.some((k) => k.p.length > 0))
					sources.push({ c, x0: lowA - 1, x1: highA - 1, y0: lowB - 1, y1: highB - 1, kernels });
				continue;
			}
			for (const rb of B.runs) {
				const j0 = Math.max(rb.lo, lowB);
				const j1 = Math.min(rb.hi, highB);
				if (j1 < j0) continue;
				const kernels: ShiftsByTarget[] = [];
				for (const ra of A.runs)
					if (ra.hi >= lowA && ra.lo <= highA) kernels[ra.cls] = kernelOf(ra.cls, rb.cls, c).gather;
				sources.push({ c, x0: lowA - 1, x1: highA - 1, y0: j0 - 1, y1: j1 - 1, kernels });
			}
		}
		masks.forEach((_, i) => {
			const q = 4 * (4 + i);
			const [x0, x1, y0, y1] = [cur.box[q]!, cur.box[q + 1]!, cur.box[q + 2]!, cur.box[q + 3]!];
			if (x0 <= x1 && y0 <= y1) sources.push({ c: 4 + i, x0, x1, y0, y1, kernels: sumKernels[i]! });
		});
		if (shared) moveSurvivorsShared(cur, nxt, sources, HA, stride, rowClass, lims, masks);
		else moveSurvivors(cur, nxt, sources, HA, stride, rowClass, padded, lims);
		rounds.push(tally[3]!);
		[cur, nxt] = [nxt, cur];
	}
	givePair([cur, nxt], HA, stride);
	const [aWins, bWins, doubleKo] = [tally[0]!, tally[1]!, tally[2]!];
	const timeout = Math.max(0, 1 - aWins - bWins - doubleKo);
	if (roundsLeft > 0) rounds[roundsLeft - 1]! += timeout;
	const expectedRounds = rounds.reduce((s, p, i) => s + p * (i + 1), 0);
	const result: EngagementOdds = { aWins, bWins, draw: doubleKo + timeout, doubleKo, rounds, expectedRounds };
	if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
	cache.set(key, result);
	return result;
}

/** Forgets memoized results (for benchmarks). */
export function clearOddsCache(): void {
	cache.clear();
}
