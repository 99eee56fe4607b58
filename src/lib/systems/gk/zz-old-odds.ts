/**
 * GK engagement game — exact odds of a whole 交戦 (up to the 25-round limit), by a dynamic
 * programme over (HP of a, HP of b, both counter states) round by round: every die face and every
 * d100 threshold, no sampling. The round itself is `resolveRound`, called once per combination of
 * faces and check outcomes; the programme only adds up where each combination leads.
 */
import { int } from './checks';
import {
	checkFighter,
	evadeChanceAgainst,
	faceOf,
	guardChanceAgainst,
	resolveRound,
	type Fighter,
	type SideRolls
} from './engagement';
import { DEFAULT_ENGAGEMENT_SETTINGS, type EngagementSettings } from './settings';

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
const ODDS_MAX_HP = 999;

/** Where one round leads from a counter-state pair: order code, damage to a and b, counters after. */
interface Transitions {
	mode: Uint8Array; // 0: a acts first, 1: b first, 2: simultaneous
	toA: Int32Array;
	toB: Int32Array;
	next: Uint8Array; // counter code after the round: a ×2 + b
	p: Float64Array;
}

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

function transitions(a: Fighter, b: Fighter, code: number, settings: EngagementSettings): Transitions {
	const fa: Fighter = { ...a, hp: BIG, counter: code >> 1 === 1 };
	const fb: Fighter = { ...b, hp: BIG, counter: (code & 1) === 1 };
	const merged = new Map<string, number>();
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
			for (const x of byA)
				for (const y of byB) {
					// a's roll set: a's critical (x) and a's defence against b's attack (y); b's alike.
					const ra: SideRolls = { die: da, crit: x.crit, evade: y.evade, guard: y.guard };
					const rb: SideRolls = { die: db, crit: y.crit, evade: x.evade, guard: x.guard };
					const r = resolveRound(fa, fb, { a: ra, b: rb }, settings);
					const mode = r.order === 'a' ? 0 : r.order === 'b' ? 1 : 2;
					const key = `${mode},${BIG - r.a.hp},${BIG - r.b.hp},${(r.a.counter ? 2 : 0) + (r.b.counter ? 1 : 0)}`;
					merged.set(key, (merged.get(key) ?? 0) + (x.p * y.p) / 36);
				}
		}
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
		const [mode, toA, toB, next] = key.split(',').map(Number) as [number, number, number, number];
		t.mode[i] = mode;
		t.toA[i] = toA;
		t.toB[i] = toB;
		t.next[i] = next;
		t.p[i] = p;
		i++;
	}
	return t;
}

/** The transitions merged by (damage to a, damage to b, counters after), whatever the order. */
function survivorShifts(t: Transitions): Pick<Transitions, 'toA' | 'toB' | 'next' | 'p'> {
	const merged = new Map<string, number>();
	for (let i = 0; i < t.p.length; i++) {
		const key = `${t.toA[i]},${t.toB[i]},${t.next[i]}`;
		merged.set(key, (merged.get(key) ?? 0) + t.p[i]!);
	}
	const n = merged.size;
	const out = { toA: new Int32Array(n), toB: new Int32Array(n), next: new Uint8Array(n), p: new Float64Array(n) };
	let i = 0;
	for (const [key, p] of merged) {
		const [toA, toB, next] = key.split(',').map(Number) as [number, number, number];
		out.toA[i] = toA;
		out.toB[i] = toB;
		out.next[i] = next;
		out.p[i] = p;
		i++;
	}
	return out;
}

const cache = new Map<string, EngagementOdds>();
const CACHE_SIZE = 16;

/**
 * The exact chances of a's win, b's win and a draw (the round limit, or a double KO), and the
 * distribution of the round the engagement ends in, from fighters `a` and `b` as they stand now
 * (their HP and counter states) with `roundsLeft` rounds still to play (「決着がつかずに25ラウンドが
 * 終了した場合は引き分け」). Results are memoized for the last few fighter pairs.
 */
export function engagementOdds(a: Fighter, b: Fighter, options: OddsOptions = {}): EngagementOdds {
	const fn = 'engagementOdds';
	const { roundsLeft = 25, settings = DEFAULT_ENGAGEMENT_SETTINGS } = options;
	checkFighter(fn, 'a', a);
	checkFighter(fn, 'b', b);
	int(fn, 'a.hp', a.hp, 1, ODDS_MAX_HP);
	int(fn, 'b.hp', b.hp, 1, ODDS_MAX_HP);
	int(fn, 'roundsLeft', roundsLeft, 0, 999);
	const key = JSON.stringify([a, b, roundsLeft, settings.counterSameRound, settings.criticalDamage]);
	const hit = cache.get(key);
	if (hit) return hit;

	const trans = [0, 1, 2, 3].map((code) => transitions(a, b, code, settings));
	const shifts = trans.map(survivorShifts);
	const HA = a.hp;
	const HB = b.hp;
	const N = HA * HB;
	// Four planes, one per counter-state pair (a ×2 + b); cell (hpA − 1) × HB + (hpB − 1).
	let cur = new Float64Array(4 * N);
	let nxt = new Float64Array(4 * N);
	cur[((a.counter ? 2 : 0) + (b.counter ? 1 : 0)) * N + N - 1] = 1;
	// prefix[(i × (HB + 1) + j)]: mass of one plane with hpA ≤ i and hpB ≤ j — the mass a blow kills.
	const W = HB + 1;
	const prefix = new Float64Array((HA + 1) * W);
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
			const mass = (i: number, j: number) => prefix[Math.min(i, HA) * W + Math.min(j, HB)]!;
			const t = trans[c]!;
			for (let k = 0; k < t.p.length; k++) {
				const p = t.p[k]!;
				const toA = t.toA[k]!;
				const toB = t.toB[k]!;
				const mode = t.mode[k]!;
				const killsA = mass(toA, HB);
				const killsB = mass(HA, toB);
				const both = mass(toA, toB);
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
			// Survivors: shift the plane by the damage into the plane of the new counter states
			// (transitions that differ only in who acted first shift alike, so they are merged).
			const sh = shifts[c]!;
			for (let k = 0; k < sh.p.length; k++) {
				const p = sh.p[k]!;
				const toA = sh.toA[k]!;
				const toB = sh.toB[k]!;
				const on = sh.next[k]! * N;
				const j0 = Math.max(toB, lowB - 1);
				const j1 = highB;
				if (j1 <= j0) continue;
				for (let i = Math.max(toA + 1, lowA); i <= highA; i++) {
					const src = oc + (i - 1) * HB;
					const dst = on + (i - 1 - toA) * HB - toB;
					for (let j = j0; j < j1; j++) nxt[dst + j]! += p * cur[src + j]!;
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
function clearOddsCache_(): void {
	cache.clear();
}
