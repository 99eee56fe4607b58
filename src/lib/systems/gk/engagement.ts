/**
 * GK engagement game — one round of 交戦 (seed `001_2a625b5deb160d67.txt`, 「交戦の進行」 1–5).
 * Pure: the caller rolls and passes the faces; points the seed leaves open come in as settings.
 */
import { counterDamage, d100, d6, guardedDamage, int, stat } from './checks';
import { DEFAULT_ENGAGEMENT_SETTINGS, type EngagementSettings } from './settings';

/** 技の種別: 攻撃 / 防御 / 回避 / その他. */
export type TechniqueKind = 'attack' | 'defend' | 'evade' | 'other';
export const TECHNIQUE_KINDS: readonly TechniqueKind[] = ['attack', 'defend', 'evade', 'other'];

/** 技, as one fighter uses it: `damage` is already evaluated for that fighter (before guard and counter). */
export interface Technique {
	name: string;
	kind: TechniqueKind;
	damage: number;
	/** 回避無効 */
	unevadable?: boolean;
	/** ガード無効 */
	unguardable?: boolean;
	/** デメリット「ガードが発生しない」: applies from the moment the die picks the technique. */
	noGuard?: boolean;
	/** デメリット「回避が発生しない」 */
	noEvade?: boolean;
	/** added to the user's guard chance this round (e.g. 防御 +100) */
	guardBonus?: number;
	/** added to the user's evade chance this round (e.g. 回避 +50) */
	evadeBonus?: number;
	/** the user's evade chance this round is at most this (回避: 95 on the sibling wiki) */
	evadeCap?: number;
	/** 多段攻撃: hits, each dealing `damage` (the counter's ×1.5 only on the first) */
	hits?: number;
	/** 状態異常 given on a hit; a guard blocks it on a d100 of 50 or less */
	status?: string;
}

export interface Fighter {
	hp: number;
	/** 反応 */
	reaction: number;
	/** 防御力 */
	defence: number;
	/** FS: critical chance in percent */
	fs: number;
	/** カウンター状態 */
	counter: boolean;
	/** the six faces of the 行動ダイス, face 1 first */
	faces: readonly Technique[];
}

export interface SideRolls {
	/** 行動ダイス, 1–6 */
	die: number;
	/** this side's critical roll (d100) */
	crit?: number;
	/** this side's evade roll against the other's attack */
	evade?: number;
	/** this side's guard roll against the other's attack */
	guard?: number;
	/** this side's roll to block a 状態異常 after a successful guard (50 %) */
	block?: number;
}

export type Side = 'a' | 'b';
export type Order = Side | 'simultaneous';

export type RoundStep =
	| { type: 'technique'; side: Side; die: number; name: string; kind: TechniqueKind }
	| {
			type: 'check';
			check: 'critical' | 'evade' | 'guard' | 'block';
			side: Side;
			roll: number | null;
			chance: number;
			success: boolean;
	  }
	| {
			type: 'damage';
			side: Side;
			amount: number;
			hpAfter: number;
			critical: boolean;
			guarded: boolean;
			evaded: boolean;
			countered: boolean;
	  }
	| { type: 'counter'; side: Side; change: 'gained' | 'used' | 'lost' | 'gainedAtRoundEnd' }
	/** a technique's 状態異常 on `side`: given, or blocked by its guard */
	| { type: 'status'; side: Side; name: string; blocked: boolean };

export interface RoundResult {
	a: Fighter;
	b: Fighter;
	order: Order;
	steps: RoundStep[];
	/** the winner, a double KO (`'draw'`), or `null` while the engagement goes on */
	over: Side | 'draw' | null;
}

/** A d100 the round needs and the rolls lack: which side's which roll, at what chance. */
export interface MissingD100 {
	side: Side;
	key: 'crit' | 'evade' | 'guard' | 'block';
	chance: number;
}

/** `resolveRound`'s answer to rolls that lack a d100 it reaches (a RangeError). */
export class MissingRollError extends RangeError {
	constructor(
		readonly side: Side,
		readonly key: 'crit' | 'evade' | 'guard' | 'block',
		readonly chance: number
	) {
		super(`resolveRound: rolls.${side}.${key} is needed (chance ${chance} %)`);
		this.name = 'MissingRollError';
	}
}

/**
 * How a round played on partial rolls stops at the first d100 they lack: a plain object, not an
 * Error (no stack, no message) — the dice flow asks "what is missing" several times a tap
 * (`missingD100`), and it is an answer there, not a fault.
 */
class Stopped {
	constructor(readonly missing: MissingD100) {}
}

const clampPercent = (x: number) => Math.min(100, Math.max(0, x));
const other = (s: Side): Side => (s === 'a' ? 'b' : 'a');

function checkTechnique(fn: string, arg: string, t: Technique): void {
	if (!t || typeof t !== 'object') throw new RangeError(`${fn}: ${arg} must be a technique`);
	if (typeof t.name !== 'string' || t.name.trim() === '')
		throw new RangeError(`${fn}: ${arg}.name must be a non-empty string`);
	if (!TECHNIQUE_KINDS.includes(t.kind))
		throw new RangeError(`${fn}: ${arg}.kind must be one of ${TECHNIQUE_KINDS.join(', ')}`);
	int(fn, `${arg}.damage`, t.damage, 0, 1e6);
	for (const f of ['unevadable', 'unguardable', 'noGuard', 'noEvade'] as const)
		if (t[f] !== undefined && typeof t[f] !== 'boolean') throw new RangeError(`${fn}: ${arg}.${f} must be a boolean`);
	if (t.guardBonus !== undefined) int(fn, `${arg}.guardBonus`, t.guardBonus, -200, 200);
	if (t.evadeBonus !== undefined) int(fn, `${arg}.evadeBonus`, t.evadeBonus, -200, 200);
	if (t.evadeCap !== undefined) int(fn, `${arg}.evadeCap`, t.evadeCap, 0, 100);
	if (t.hits !== undefined) int(fn, `${arg}.hits`, t.hits, 1, 10);
	if (t.status !== undefined && (typeof t.status !== 'string' || t.status.trim() === ''))
		throw new RangeError(`${fn}: ${arg}.status must be a non-empty string`);
}

/** What one attack met, as its damage step records it. */
export interface StrikeFlags {
	countered: boolean;
	critical: boolean;
	evaded: boolean;
	guarded: boolean;
}

/**
 * The damage an attack deals from its technique's `damage` per hit: nothing when evaded; per hit,
 * the counter's ×1.5 on the first hit only (「直後の技が多段攻撃だった場合、初撃のみダメージ1.5倍」),
 * then a critical's double (when the session says so) or a guard's halving (端数切上げ); summed.
 */
export function strikeDamage(damage: number, flags: StrikeFlags, hits = 1, criticalDouble = false): number {
	if (flags.evaded) return 0;
	let total = 0;
	for (let i = 0; i < hits; i++) {
		let x = i === 0 && flags.countered ? counterDamage(damage) : damage;
		if (flags.critical) x = criticalDouble ? x * 2 : x;
		else if (flags.guarded) x = guardedDamage(x);
		total += x;
	}
	return total;
}

/** The chance, in percent, that a guard blocks a 状態異常 (「状態異常の付与を50%の確率で防ぐ」). */
export const STATUS_BLOCK_CHANCE = 50;

/** Throws a RangeError naming the bad field; a fighter at HP ≤ 0 may not fight (it never acts again). */
export function checkFighter(fn: string, arg: string, f: Fighter): void {
	if (!f || typeof f !== 'object') throw new RangeError(`${fn}: ${arg} must be a fighter`);
	int(fn, `${arg}.hp`, f.hp, 1, 1e6);
	stat(fn, `${arg}.reaction`, f.reaction);
	stat(fn, `${arg}.defence`, f.defence);
	stat(fn, `${arg}.fs`, f.fs);
	if (typeof f.counter !== 'boolean') throw new RangeError(`${fn}: ${arg}.counter must be a boolean`);
	if (!Array.isArray(f.faces) || f.faces.length !== 6)
		throw new RangeError(`${fn}: ${arg}.faces must hold 6 techniques`);
	f.faces.forEach((t, i) => checkTechnique(fn, `${arg}.faces[${i}]`, t));
}

/** The technique on face `die` (1–6) of the fighter's 行動ダイス. */
export function faceOf(f: Fighter, die: number): Technique {
	return f.faces[d6('faceOf', 'die', die) - 1] as Technique;
}

export interface OrderSide {
	kind: TechniqueKind;
	die: number;
	reaction: number;
}

/**
 * 先攻の決定: the one side whose technique is 防御 or 回避 acts first; otherwise (neither, or both)
 * the higher 行動ダイスの出目 + 反応, then the higher 反応 (「同値の場合は反応が高い方が先制する」),
 * else 同時攻撃.
 */
export function actingOrder(a: OrderSide, b: OrderSide): Order {
	for (const [n, s] of [
		['a', a],
		['b', b]
	] as const) {
		if (!TECHNIQUE_KINDS.includes(s?.kind))
			throw new RangeError(`actingOrder: ${n}.kind must be one of ${TECHNIQUE_KINDS.join(', ')}`);
		d6('actingOrder', `${n}.die`, s.die);
		stat('actingOrder', `${n}.reaction`, s.reaction);
	}
	const defends = (s: OrderSide) => s.kind === 'defend' || s.kind === 'evade';
	if (defends(a) !== defends(b)) return defends(a) ? 'a' : 'b';
	const sa = a.die + a.reaction;
	const sb = b.die + b.reaction;
	if (sa !== sb) return sa > sb ? 'a' : 'b';
	if (a.reaction !== b.reaction) return a.reaction > b.reaction ? 'a' : 'b';
	return 'simultaneous';
}

/** The defender's evade chance this round, or null when no evade check happens. */
export function evadeChanceAgainst(attack: Technique, defender: Fighter, own: Technique): number | null {
	if (attack.unevadable || own.noEvade) return null;
	return Math.min(own.evadeCap ?? 100, clampPercent(defender.reaction * 2 + (own.evadeBonus ?? 0)));
}

/** The defender's guard chance this round, or null when no guard check happens. */
export function guardChanceAgainst(attack: Technique, defender: Fighter, own: Technique): number | null {
	if (attack.unguardable || own.noGuard) return null;
	return clampPercent(defender.defence * 5 + (own.guardBonus ?? 0));
}

interface AttackOutcome {
	damage: number;
	defended: boolean;
	steps: RoundStep[];
}

/** Steps 3–4 for one attack, then the 状態異常 its technique gives; `defender.hp` only feeds `hpAfter`. */
function attack(
	by: Side,
	attacker: Fighter,
	tech: Technique,
	defender: Fighter,
	defTech: Technique,
	rolls: { a: SideRolls; b: SideRolls },
	useCounter: boolean,
	settings: EngagementSettings
): AttackOutcome {
	const to = other(by);
	const steps: RoundStep[] = [];
	const check = (check: 'critical' | 'evade' | 'guard' | 'block', side: Side, chance: number): boolean => {
		const key = check === 'critical' ? 'crit' : check;
		const roll = rolls[side][key];
		if (roll === undefined) {
			if (chance > 0 && chance < 100) throw new Stopped({ side, key, chance });
			steps.push({ type: 'check', check, side, roll: null, chance, success: chance >= 100 });
			return chance >= 100;
		}
		const success = roll <= chance;
		steps.push({ type: 'check', check, side, roll, chance, success });
		return success;
	};
	const flags: StrikeFlags = { countered: useCounter, critical: false, evaded: false, guarded: false };
	if (check('critical', by, clampPercent(attacker.fs))) flags.critical = true;
	else {
		const ev = evadeChanceAgainst(tech, defender, defTech);
		if (ev !== null && check('evade', to, ev)) flags.evaded = true;
		else {
			const gd = guardChanceAgainst(tech, defender, defTech);
			if (gd !== null && check('guard', to, gd)) flags.guarded = true;
		}
	}
	const damage = strikeDamage(tech.damage, flags, tech.hits ?? 1, settings.criticalDamage === 'double');
	steps.push({ type: 'damage', side: to, amount: damage, hpAfter: defender.hp - damage, ...flags });
	if (tech.status && !flags.evaded) {
		const blocked = flags.guarded && check('block', to, STATUS_BLOCK_CHANCE);
		steps.push({ type: 'status', side: to, name: tech.status, blocked });
	}
	return { damage, defended: flags.evaded || flags.guarded, steps };
}

const KIND_PRIORITY: Record<TechniqueKind, number> = { defend: 0, evade: 0, attack: 1, other: 2 };

/**
 * One engagement round, as the seed's steps 1–5: 技の決定 (the die picks each side's technique;
 * its demerits apply from then), 先攻の決定, the first side's critical and the other's evade / guard
 * checks, the result applied, then the same for the second side. Only an 攻撃 technique deals
 * damage and calls for checks. A critical (d100 ≤ FS) skips evade and guard; an evade takes all of
 * the damage, a guard halves it (端数切上げ); either puts the defender in the counter state, whose
 * next technique deals ×1.5 (applied before a guard halves it) and which ends when that technique
 * has been processed or when the fighter takes damage from a hit it did not guard.
 * 同時攻撃: both techniques use the fighters as at the round's start; counter states gained then
 * start at the round's end; both at HP ≤ 0 is a double KO (`over: 'draw'`). A fighter brought to
 * HP ≤ 0 by the first side does not act. HP is not clamped.
 */
export function resolveRound(
	a: Fighter,
	b: Fighter,
	rolls: { a: SideRolls; b: SideRolls },
	settings: EngagementSettings = DEFAULT_ENGAGEMENT_SETTINGS
): RoundResult {
	checkRound('resolveRound', a, b, rolls);
	try {
		return playRound(a, b, rolls, settings);
	} catch (e) {
		if (e instanceof Stopped) throw new MissingRollError(e.missing.side, e.missing.key, e.missing.chance);
		throw e;
	}
}

/** The checks `resolveRound` makes of its fighters and rolls (a RangeError naming the bad field). */
export function checkRound(fn: string, a: Fighter, b: Fighter, rolls: { a: SideRolls; b: SideRolls }): void {
	checkFighter(fn, 'a', a);
	checkFighter(fn, 'b', b);
	if (!rolls?.a || !rolls?.b) throw new RangeError(`${fn}: rolls must hold a and b`);
	for (const s of ['a', 'b'] as const) {
		d6(fn, `rolls.${s}.die`, rolls[s].die);
		for (const k of ['crit', 'evade', 'guard', 'block'] as const)
			if (rolls[s][k] !== undefined) d100(fn, `rolls.${s}.${k}`, rolls[s][k]);
	}
}

/**
 * The first d100 the round reaches that `rolls` lack, or null when they hold all it needs — for
 * fighters and rolls already checked (`checkRound`), as `playRound`.
 */
export function missingD100(
	a: Fighter,
	b: Fighter,
	rolls: { a: SideRolls; b: SideRolls },
	settings: EngagementSettings = DEFAULT_ENGAGEMENT_SETTINGS
): MissingD100 | null {
	try {
		playRound(a, b, rolls, settings);
		return null;
	} catch (e) {
		if (e instanceof Stopped) return e.missing;
		throw e;
	}
}

/**
 * `resolveRound` for fighters and rolls already checked: the exact odds' template (`odds-transitions.ts`)
 * plays some 750 rounds per computation on fighters `engagementOdds` checked once, and checking them
 * again each round was a third of the template's time.
 */
export function playRound(
	a: Fighter,
	b: Fighter,
	rolls: { a: SideRolls; b: SideRolls },
	settings: EngagementSettings
): RoundResult {
	const f: Record<Side, Fighter> = { a: { ...a }, b: { ...b } };
	const t: Record<Side, Technique> = { a: faceOf(a, rolls.a.die), b: faceOf(b, rolls.b.die) };
	const steps: RoundStep[] = (['a', 'b'] as const).map((s) => ({
		type: 'technique',
		side: s,
		die: rolls[s].die,
		name: t[s].name,
		kind: t[s].kind
	}));
	const order = actingOrder(
		{ kind: t.a.kind, die: rolls.a.die, reaction: a.reaction },
		{ kind: t.b.kind, die: rolls.b.die, reaction: b.reaction }
	);

	if (order === 'simultaneous') {
		const start = { a, b };
		const gained: Record<Side, boolean> = { a: false, b: false };
		const damage: Record<Side, number> = { a: 0, b: 0 };
		const sides = (['a', 'b'] as const).slice().sort((x, y) => KIND_PRIORITY[t[x].kind] - KIND_PRIORITY[t[y].kind]);
		for (const s of sides) {
			const o = other(s);
			if (t[s].kind === 'attack') {
				const r = attack(s, start[s], t[s], start[o], t[o], rolls, start[s].counter, settings);
				steps.push(...r.steps);
				damage[o] = r.damage;
				gained[o] = r.defended;
			}
			if (start[s].counter) steps.push({ type: 'counter', side: s, change: 'used' });
		}
		for (const s of ['a', 'b'] as const) {
			f[s].hp -= damage[s];
			f[s].counter = gained[s];
			if (gained[s]) steps.push({ type: 'counter', side: s, change: 'gainedAtRoundEnd' });
		}
		const over = f.a.hp <= 0 && f.b.hp <= 0 ? 'draw' : f.a.hp <= 0 ? 'b' : f.b.hp <= 0 ? 'a' : null;
		return { a: f.a, b: f.b, order, steps, over };
	}

	const pending: Record<Side, boolean> = { a: false, b: false };
	const act = (s: Side, acted: Record<Side, boolean>) => {
		const o = other(s);
		if (t[s].kind === 'attack') {
			const r = attack(s, f[s], t[s], f[o], t[o], rolls, f[s].counter, settings);
			steps.push(...r.steps);
			f[o].hp -= r.damage;
			if (r.defended) {
				// The defender has not used its technique yet: under the "next round" reading the
				// state waits for the round's end, otherwise it boosts the technique about to follow.
				if (!acted[o] && !settings.counterSameRound) pending[o] = true;
				else f[o].counter = true;
				steps.push({ type: 'counter', side: o, change: 'gained' });
			} else if (r.damage > 0 && f[o].counter) {
				f[o].counter = false;
				steps.push({ type: 'counter', side: o, change: 'lost' });
			}
		}
		if (f[s].counter) {
			f[s].counter = false;
			steps.push({ type: 'counter', side: s, change: 'used' });
		}
	};
	const first = order;
	const second = other(first);
	act(first, { a: false, b: false, [first]: true } as Record<Side, boolean>);
	let over: Side | null = null;
	if (f[second].hp <= 0) over = first;
	else {
		act(second, { a: true, b: true });
		if (pending[second]) f[second].counter = true;
		if (f[first].hp <= 0) over = second;
	}
	return { a: f.a, b: f.b, order, steps, over };
}
