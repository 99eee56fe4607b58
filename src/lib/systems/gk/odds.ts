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
import {
	checkFighter,
	evadeChanceAgainst,
	faceOf,
	guardChanceAgainst,
	resolveRound,
	strikeDamage,
	type Fighter,
	type SideRolls,
	type StrikeFlags
} from './engagement';
import { DEFAULT_ENGAGEMENT_SETTINGS, type EngagementSettings } from './settings';

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

/** Where one round leads from a counter-state pair: order code, damage to a and b, counters after. */
interface Transitions {
	mode: Uint8Array; // 0: a acts first, 1: b first, 2: simultaneous
	toA: Int32Array;
	toB: Int32Array;
	next: Uint8Array; // counter code after the round: a ×2 + b
	p: Float64Array;
}
type Shifts = Pick<Transitions, 'toA' | 'toB' | 'next' | 'p'>;

const BIG = 1_000_000;

/** One attack's possible check results: the rolls that produce it, and its probability. */
type AttackBranch = { crit?: number; evade?: number; guard?: number; p: number };

/**
 * Critical, else evade, else guard: at most four branches, each with a representative roll per
 * check it reaches (the chance itself for a success, one above it for a failure). Checks it does not
 * reach get no roll, so every branch is one outcome and the branches' chances add up to 1.
 */
function attackBranches(crit: number, evade: number | null, guard: number | null): AttackBranch[] {
	const out: AttackBranch[] = [];
	const pc = crit / 100;
	if (pc > 0) out.push({ crit, p: pc });
	if (pc === 1) return out;
	const base = { crit: crit + 1 };
	const pe = evade === null ? 0 : evade / 100;
	if (pe > 0) out.push({ ...base, evade: evade!, p: (1 - pc) * pe });
	if (pe === 1) return out;
	const ev = evade === null ? {} : { evade: evade + 1 };
	const pg = guard === null ? 0 : guard / 100;
	if (pg > 0) out.push({ ...base, ...ev, guard: guard!, p: (1 - pc) * (1 - pe) * pg });
	if (pg < 1)
		out.push({ ...base, ...ev, ...(guard === null ? {} : { guard: guard + 1 }), p: (1 - pc) * (1 - pe) * (1 - pg) });
	return out;
}

const NO_ATTACK: AttackBranch[] = [{ p: 1 }];

/** What one attack met, as a bitmask: attacked, countered, critical, evaded, guarded. */
const ATTACKED = 1;
function flagBits(f: StrikeFlags | null): number {
	if (!f) return 0;
	return ATTACKED | (f.countered ? 2 : 0) | (f.critical ? 4 : 0) | (f.evaded ? 8 : 0) | (f.guarded ? 16 : 0);
}
const bitsFlags = (m: number): StrikeFlags => ({
	countered: (m & 2) !== 0,
	critical: (m & 4) !== 0,
	evaded: (m & 8) !== 0,
	guarded: (m & 16) !== 0
});

/**
 * One counter-state pair's round, damage left open: for each combination of faces and check
 * results, its chance, order, faces, and — for each zero pattern (a's technique dealing 0: +1,
 * b's: +2; only the patterns some HP can give) — what each attack met and the counters after.
 */
interface Template {
	n: number;
	p: Float64Array;
	mode: Uint8Array;
	da: Uint8Array;
	db: Uint8Array;
	/** [k × 4 + zero pattern] */
	toA: Uint8Array;
	toB: Uint8Array;
	next: Uint8Array;
}

function template(
	a: Fighter,
	b: Fighter,
	code: number,
	zeros: { a: boolean[]; b: boolean[] },
	settings: EngagementSettings
): Template {
	const rows: { p: number; mode: number; da: number; db: number; toA: number[]; toB: number[]; next: number[] }[] = [];
	const probe = (f: Fighter, zero: boolean): Fighter => ({
		...f,
		hp: BIG,
		faces: f.faces.map((t) => ({ ...t, damage: zero ? 0 : 1 }))
	});
	const fighters = [false, true].map((za) => [false, true].map((zb) => [probe(a, za), probe(b, zb)] as const));
	for (const f of fighters)
		for (const [x, y] of f) {
			x.counter = code >> 1 === 1;
			y.counter = (code & 1) === 1;
		}
	for (let da = 1; da <= 6; da++)
		for (let db = 1; db <= 6; db++) {
			const ta = faceOf(a, da);
			const tb = faceOf(b, db);
			const byA =
				ta.kind === 'attack'
					? attackBranches(Math.min(100, a.fs), evadeChanceAgainst(ta, b, tb), guardChanceAgainst(ta, b, tb))
					: NO_ATTACK;
			const byB =
				tb.kind === 'attack'
					? attackBranches(Math.min(100, b.fs), evadeChanceAgainst(tb, a, ta), guardChanceAgainst(tb, a, ta))
					: NO_ATTACK;
			const za = ta.kind === 'attack' && zeros.a[da - 1] ? [false, true] : [false];
			const zb = tb.kind === 'attack' && zeros.b[db - 1] ? [false, true] : [false];
			for (const x of byA)
				for (const y of byB) {
					// a's roll set: a's critical (x) and a's defence against b's attack (y); b's alike. A
					// 状態異常's block roll changes no HP: any value serves.
					const ra: SideRolls = { die: da, crit: x.crit, evade: y.evade, guard: y.guard, block: 1 };
					const rb: SideRolls = { die: db, crit: y.crit, evade: x.evade, guard: x.guard, block: 1 };
					const row = {
						p: (x.p * y.p) / 36,
						mode: 0,
						da,
						db,
						toA: [0, 0, 0, 0],
						toB: [0, 0, 0, 0],
						next: [0, 0, 0, 0]
					};
					for (let z = 0; z < 4; z++) {
						// A pattern no HP can give (the face never deals 0, or does not attack) reads as the one without it.
						const zA = (z & 1) === 1 && za.includes(true);
						const zB = (z & 2) === 2 && zb.includes(true);
						const same = (zA ? 1 : 0) + (zB ? 2 : 0);
						if (same !== z) {
							row.toA[z] = row.toA[same]!;
							row.toB[z] = row.toB[same]!;
							row.next[z] = row.next[same]!;
							continue;
						}
						const [fa, fb] = fighters[zA ? 1 : 0]![zB ? 1 : 0]!;
						const r = resolveRound(fa, fb, { a: ra, b: rb }, settings);
						row.mode = r.order === 'a' ? 0 : r.order === 'b' ? 1 : 2;
						const hit = (side: 'a' | 'b') => {
							const st = r.steps.find((s) => s.type === 'damage' && s.side === side);
							return st && st.type === 'damage' ? flagBits(st) : 0;
						};
						row.toA[z] = hit('a');
						row.toB[z] = hit('b');
						row.next[z] = (r.a.counter ? 2 : 0) + (r.b.counter ? 1 : 0);
					}
					rows.push(row);
				}
		}
	const n = rows.length;
	const t: Template = {
		n,
		p: new Float64Array(n),
		mode: new Uint8Array(n),
		da: new Uint8Array(n),
		db: new Uint8Array(n),
		toA: new Uint8Array(4 * n),
		toB: new Uint8Array(4 * n),
		next: new Uint8Array(4 * n)
	};
	rows.forEach((r, k) => {
		t.p[k] = r.p;
		t.mode[k] = r.mode;
		t.da[k] = r.da;
		t.db[k] = r.db;
		for (let z = 0; z < 4; z++) {
			t.toA[4 * k + z] = r.toA[z]!;
			t.toB[4 * k + z] = r.toB[z]!;
			t.next[4 * k + z] = r.next[z]!;
		}
	});
	return t;
}

/** Packs a map of merged transitions into arrays. */
function pack(merged: Map<number, number>, HA: number, HB: number, withMode: boolean): Transitions {
	const n = merged.size;
	const t: Transitions = {
		mode: new Uint8Array(n),
		toA: new Int32Array(n),
		toB: new Int32Array(n),
		next: new Uint8Array(n),
		p: new Float64Array(n)
	};
	let i = 0;
	for (const [key, p] of merged) {
		let k = key;
		t.toB[i] = k % (HB + 1);
		k = Math.floor(k / (HB + 1));
		t.toA[i] = k % (HA + 1);
		k = Math.floor(k / (HA + 1));
		t.next[i] = k % 4;
		t.mode[i] = withMode ? Math.floor(k / 4) : 0;
		t.p[i] = p;
		i++;
	}
	return t;
}

/**
 * One counter-state pair's transitions for given face damages (one HP run of each fighter): the
 * template's combinations with their damage worked out, merged by (order, damage to a, damage to
 * b, counters after) — and, for the survivors' shifts, merged whatever the order. Damage past the
 * other's HP kills alike, so it is capped there.
 */
function transitionsFor(
	t: Template,
	dmgA: readonly number[],
	dmgB: readonly number[],
	hits: { a: readonly number[]; b: readonly number[] },
	critDouble: boolean,
	HA: number,
	HB: number
): { trans: Transitions; shifts: Shifts } {
	const merged = new Map<number, number>();
	const moved = new Map<number, number>();
	for (let k = 0; k < t.n; k++) {
		const da = t.da[k]! - 1;
		const db = t.db[k]! - 1;
		const dA = dmgA[da]!;
		const dB = dmgB[db]!;
		const z = 4 * k + (dA === 0 ? 1 : 0) + (dB === 0 ? 2 : 0);
		const fA = t.toA[z]!;
		const fB = t.toB[z]!;
		const toA = fA ? Math.min(HA, strikeDamage(dB, bitsFlags(fA), hits.b[db], critDouble)) : 0;
		const toB = fB ? Math.min(HB, strikeDamage(dA, bitsFlags(fB), hits.a[da], critDouble)) : 0;
		const shift = (t.next[z]! * (HA + 1) + toA) * (HB + 1) + toB;
		const key = t.mode[k]! * 4 * (HA + 1) * (HB + 1) + shift;
		merged.set(key, (merged.get(key) ?? 0) + t.p[k]!);
		moved.set(shift, (moved.get(shift) ?? 0) + t.p[k]!);
	}
	return { trans: pack(merged, HA, HB, true), shifts: pack(moved, HA, HB, false) };
}

/** A fighter's HP cut into runs with the same six face damages; `cls` indexes `vectors`. */
function hpRuns(f: OddsFighter, H: number) {
	const runs: { lo: number; hi: number; cls: number }[] = [];
	const vectors: number[][] = [];
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
	const templates = [0, 1, 2, 3].map((code) => template(a, b, code, zeros, settings));
	const hits = { a: a.faces.map((t) => t.hits ?? 1), b: b.faces.map((t) => t.hits ?? 1) };
	const critDouble = settings.criticalDamage === 'double';
	const built = new Map<number, { trans: Transitions; shifts: Shifts }[]>();
	const transOf = (ca: number, cb: number) => {
		const k = ca * B.vectors.length + cb;
		let t = built.get(k);
		if (!t) {
			t = templates.map((tp) => transitionsFor(tp, A.vectors[ca]!, B.vectors[cb]!, hits, critDouble, HA, HB));
			built.set(k, t);
		}
		return t;
	};

	// Four planes, one per counter-state pair (a ×2 + b); cell (hpA − 1) × HB + (hpB − 1).
	let cur = new Float64Array(4 * N);
	let nxt = new Float64Array(4 * N);
	cur[((a.counter ? 2 : 0) + (b.counter ? 1 : 0)) * N + N - 1] = 1;
	// prefix[(i × (HB + 1) + j)]: mass of one plane with hpA ≤ i and hpB ≤ j.
	const W = HB + 1;
	const prefix = new Float64Array((HA + 1) * W);
	/** Mass of the plane's cells with hpA in i0…i1 and hpB in j0…j1 (empty ranges: 0). */
	const box = (i0: number, i1: number, j0: number, j1: number) =>
		i1 < i0 || j1 < j0
			? 0
			: prefix[i1 * W + j1]! - prefix[(i0 - 1) * W + j1]! - prefix[i1 * W + j0 - 1]! + prefix[(i0 - 1) * W + j0 - 1]!;
	let aWins = 0;
	let bWins = 0;
	let doubleKo = 0;
	const rounds: number[] = [];
	for (let r = 0; r < roundsLeft; r++) {
		nxt.fill(0);
		let ended = 0;
		for (let c = 0; c < 4; c++) {
			const oc = c * N;
			// Also the box of HPs holding any mass, so the shifts skip empty rows and columns.
			let lowA = HA + 1,
				highA = 0,
				lowB = HB + 1,
				highB = 0;
			for (let i = 1; i <= HA; i++) {
				let row = 0;
				const src = oc + (i - 1) * HB;
				for (let j = 1; j <= HB; j++) {
					const q = cur[src + j - 1]!;
					if (q !== 0) {
						if (j < lowB) lowB = j;
						if (j > highB) highB = j;
					}
					row += q;
					prefix[i * W + j] = prefix[(i - 1) * W + j]! + row;
				}
				if (row !== 0) {
					if (i < lowA) lowA = i;
					highA = i;
				}
			}
			if (highA === 0) continue;
			// Each pair of HP runs (the same damages throughout) with mass is one rectangle.
			for (const ra of A.runs) {
				const i0 = Math.max(ra.lo, lowA);
				const i1 = Math.min(ra.hi, highA);
				if (i1 < i0) continue;
				for (const rb of B.runs) {
					const j0 = Math.max(rb.lo, lowB);
					const j1 = Math.min(rb.hi, highB);
					if (j1 < j0 || box(i0, i1, j0, j1) === 0) continue;
					const { trans: t, shifts: sh } = transOf(ra.cls, rb.cls)[c]!;
					for (let k = 0; k < t.p.length; k++) {
						const p = t.p[k]!;
						const toA = t.toA[k]!;
						const toB = t.toB[k]!;
						const mode = t.mode[k]!;
						const killsA = box(i0, Math.min(i1, toA), j0, j1);
						const killsB = box(i0, i1, j0, Math.min(j1, toB));
						const both = box(i0, Math.min(i1, toA), j0, Math.min(j1, toB));
						// The side brought to HP ≤ 0 by the first actor does not act (its blow never lands).
						let aw: number,
							bw: number,
							dk = 0;
						if (mode === 0) {
							aw = killsB;
							bw = killsA - both;
						} else if (mode === 1) {
							bw = killsA;
							aw = killsB - both;
						} else {
							dk = both;
							aw = killsB - both;
							bw = killsA - both;
						}
						aWins += p * aw;
						bWins += p * bw;
						doubleKo += p * dk;
						ended += p * (aw + bw + dk);
					}
					// Survivors: shift the rectangle by the damage into the plane of the new counter states
					// (transitions that differ only in who acted first shift alike, so they are merged).
					for (let k = 0; k < sh.p.length; k++) {
						const p = sh.p[k]!;
						const toA = sh.toA[k]!;
						const toB = sh.toB[k]!;
						const on = sh.next[k]! * N;
						const jFrom = Math.max(toB + 1, j0);
						if (j1 < jFrom) continue;
						for (let i = Math.max(toA + 1, i0); i <= i1; i++) {
							const src = oc + (i - 1) * HB - 1;
							const dst = on + (i - 1 - toA) * HB - toB - 1;
							for (let j = jFrom; j <= j1; j++) nxt[dst + j]! += p * cur[src + j]!;
						}
					}
				}
			}
		}
		rounds.push(ended);
		[cur, nxt] = [nxt, cur];
	}
	let timeout = 0;
	for (let i = 0; i < cur.length; i++) timeout += cur[i]!;
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
