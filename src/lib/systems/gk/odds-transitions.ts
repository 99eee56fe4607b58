/**
 * The round transitions behind the exact engagement odds (`odds.ts`): one counter-state pair's
 * round run through the engine's own round (`playRound`: `resolveRound` without its checks) for
 * every combination of faces and check outcomes (a template, damage left open), then the damage of
 * one HP run of each fighter applied with the engine's `strikeDamage` and the results merged.
 */
import {
	evadeChanceAgainst,
	faceOf,
	guardChanceAgainst,
	playRound,
	strikeDamage,
	type Fighter,
	type SideRolls,
	type StrikeFlags
} from './engagement';
import type { EngagementSettings } from './settings';

/** Where one round leads from a counter-state pair: order code, damage to a and b, counters after. */
export interface Transitions {
	mode: Uint8Array; // 0: a acts first, 1: b first, 2: simultaneous
	toA: Int32Array;
	toB: Int32Array;
	next: Uint8Array; // counter code after the round: a ×2 + b
	p: Float64Array;
}
export type Shifts = Pick<Transitions, 'toA' | 'toB' | 'next' | 'p'>;

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

type TemplateRow = { p: number; mode: number; da: number; db: number; toA: number[]; toB: number[]; next: number[] };
type Probes = readonly (readonly (readonly [Fighter, Fighter])[])[];

/**
 * The template's rows for a's face da and b's face db: each pair of check branches, each zero
 * pattern run through `playRound`. (A function of its own, called per face pair from one flat
 * loop, so that V8 compiles it whole: code compiled on-stack inside nested loops is thrown away at
 * every exit of the inner loop, see `odds-kills.ts`.)
 */
function facePairRows(
	rows: TemplateRow[],
	a: Fighter,
	b: Fighter,
	da: number,
	db: number,
	fighters: Probes,
	branchesOf: (crit: number, evade: number | null, guard: number | null) => AttackBranch[],
	zeros: { a: boolean[]; b: boolean[] },
	settings: EngagementSettings
): void {
	const ta = faceOf(a, da);
	const tb = faceOf(b, db);
	const byA =
		ta.kind === 'attack'
			? branchesOf(Math.min(100, a.fs), evadeChanceAgainst(ta, b, tb), guardChanceAgainst(ta, b, tb))
			: NO_ATTACK;
	const byB =
		tb.kind === 'attack'
			? branchesOf(Math.min(100, b.fs), evadeChanceAgainst(tb, a, ta), guardChanceAgainst(tb, a, ta))
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
				const r = playRound(fa, fb, { a: ra, b: rb }, settings);
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

export function template(
	a: Fighter,
	b: Fighter,
	code: number,
	zeros: { a: boolean[]; b: boolean[] },
	settings: EngagementSettings
): Template {
	const rows: TemplateRow[] = [];
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
	// Many face pairs meet the same chances: their branches are worked out once.
	const branches = new Map<string, AttackBranch[]>();
	const branchesOf = (crit: number, evade: number | null, guard: number | null) => {
		const key = `${crit}/${evade}/${guard}`;
		let out = branches.get(key);
		if (!out) branches.set(key, (out = attackBranches(crit, evade, guard)));
		return out;
	};
	// One loop, not two nested: see `facePairRows`.
	for (let f = 0; f < 36; f++)
		facePairRows(rows, a, b, 1 + Math.floor(f / 6), 1 + (f % 6), fighters, branchesOf, zeros, settings);
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
export function transitionsFor(
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
