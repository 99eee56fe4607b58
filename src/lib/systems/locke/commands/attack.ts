/**
 * The attack and the melee (§5.1–5.5) as commands: the screen sends what the people decided
 * and rolled; the command works out the level and firepower (synchronised attack), what the
 * defence comes to, the column and the damage read, and returns the one event to record. Until
 * the dice (or a value off the printed chart) are in, it refuses with its plan's facts
 * (facts.ts): the screen shows the column and the damage that kills from that same preview.
 */
import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import { attackOutcome, attackRatio, character, combatant, enduranceNow } from '../derive';
import {
	diesFromDamage,
	espSpentFor,
	meleeFirepower,
	meleeRatios,
	shiftTotal,
	syncAttack,
	type DamageColumn
} from '../rules';
import type { AttackOutcome, Defence, MeleeSideInput, PayloadOf, Roll2D6 } from '../events';
import type { Character } from '../state';
import type { LockeState } from '../state';
import { NO_READ, planRead, type LockeContext, type PlannedRead } from './context';
import { attackParams, meleeParams, readFacts, type AttackFacts, type MeleeFacts } from './facts';
import { refOf } from './refs';

/** The defence or escape the defender made; ESP power null: the level for a C card (`espSpentFor`). */
export type DefenceIntent = Omit<Defence, 'espSpent'> & { espSpent: number | null };

/** The defence as an event records it, with the ESP power it cost. */
function defenceOf(d: DefenceIntent | null): Defence | null {
	return d === null ? null : { ...d, espSpent: espSpentFor(d.espSpent, d.level, d.via) };
}

export interface AttackIntent {
	attacker: string;
	target: string;
	via: 'card' | 'ability';
	/** the lead card's (or ability's) level */
	level: number;
	/** 火力, or a fixed column [N:1] */
	power: { kind: 'firepower'; value: number } | { kind: 'column'; ratio: number };
	attribute: 'E' | 'M' | 'innate' | 'none';
	label: string;
	espSpent: number;
	/** 同調 (§5.2): C cards of lower level from those whose turn has not come */
	helpers: { who: string; level: number; firepower: number; espSpent: number }[];
	/** 防御不可 (§5.3): no defence may be tried */
	undefendable: boolean;
	/** 逃避不可 (§5.4): no escape may be tried */
	unescapable: boolean;
	/** the defence or escape tried; ignored while a maintained defence answers the attack */
	defence: DefenceIntent | null;
	/** テレポートの妨害: the escape worked but the escaper stays (§5.4) */
	interfered: boolean;
	/** who interfered: the first teleport, then those synced to it (§5.4) */
	interferers: InterfererIntent[];
	/** 防御側が宣言した現在耐久力; null = the current endurance */
	declaredEndurance: number | null;
	roll: Roll2D6 | null;
	/** the damage read off the printed chart (or given for a text-only cell) */
	typed: number | null;
}

/** One teleport C card used to interfere with an escape (§5.4). */
export interface InterfererIntent {
	who: string;
	level: number;
	espSpent: number;
}

/**
 * Death by a hit (§5.1) as the screen shows it before the dice: the smallest damage that kills
 * (over the declared endurance, or over the maximum), and — once the damage is known — whether it does.
 */
export interface DeathPlan {
	killsFrom: number;
	dies: boolean | null;
}

function deathPlan(c: Character, declared: number | null, damage: number | null): DeathPlan {
	const left = enduranceNow(c);
	const limit = declared === null ? left : Math.min(left, declared);
	const dies =
		damage === null ? null : diesFromDamage({ maxEndurance: c.maxEndurance, damageBefore: c.damage, declared, damage });
	return { killsFrom: limit + 1, dies };
}

export interface AttackPlan {
	level: number;
	firepower: number | null;
	outcome: AttackOutcome;
	/** the defence tried is answered by a maintained defence instead */
	maintainedAnswers: boolean;
	declared: number | null;
	column: DamageColumn | null;
	damage: PlannedRead;
	/** on a hit: the damage that kills the defender, and whether this one does */
	death: DeathPlan | null;
}

/** Everything the attack comes to, before the dice are all in: what the screen shows. */
export function planAttack(state: LockeState, intent: AttackIntent, ctx: LockeContext): AttackPlan | Refusal {
	const combat = state.combat;
	const target = character(state, intent.target);
	if (!combat) return refuse('locke/no_combat');
	if (!target) return refuse('locke/unknown_character', { name: intent.target });
	let level = intent.level;
	let firepower = intent.power.kind === 'firepower' ? intent.power.value : null;
	if (intent.helpers.length > 0 && firepower !== null) {
		try {
			({ level, firepower } = syncAttack({ level, firepower }, intent.helpers));
		} catch {
			return refuse('locke/sync_helper_level', { level: intent.level });
		}
	}
	const maintained = combatant(combat, target.id)?.maintained ?? null;
	const o = attackOutcome({
		maintained,
		level,
		undefendable: intent.undefendable,
		defence: intent.defence?.kind ?? null,
		interfered: intent.interfered
	});
	const hit = o.outcome === 'hit';
	const declared = hit && intent.power.kind === 'firepower' ? (intent.declaredEndurance ?? enduranceNow(target)) : null;
	const column = !hit
		? null
		: intent.power.kind === 'column'
			? intent.power.ratio
			: attackRatio({ kind: 'firepower', value: firepower! }, declared!);
	const damage = column === null ? NO_READ : planRead(ctx.tables, column, intent.roll, intent.typed);
	const death = hit ? deathPlan(target, declared, damage.read?.value ?? null) : null;
	return {
		level,
		firepower,
		outcome: o.outcome,
		maintainedAnswers: o.maintainedAnswers,
		declared,
		column,
		damage,
		death
	};
}

/** On a hit, what the screen shows before the damage is in: the column, the divisor, the damage that kills. */
function attackFacts(plan: AttackPlan, intent: AttackIntent): AttackFacts | null {
	if (plan.outcome !== 'hit' || plan.column === null || plan.death === null) return null;
	return {
		broke: plan.maintainedAnswers,
		firepower: plan.firepower,
		divisor: plan.declared,
		killsFrom: plan.death.killsFrom,
		read: readFacts(plan.column, plan.damage, intent.roll !== null)
	};
}

export function attack(state: LockeState, intent: AttackIntent, ctx: LockeContext): EventDraft[] | Refusal {
	const plan = planAttack(state, intent, ctx);
	if ('refusal' in plan) return plan;
	const hit = plan.outcome === 'hit';
	const facts = attackFacts(plan, intent);
	if (facts) {
		const target = character(state, intent.target)!;
		const now = enduranceNow(target);
		if (plan.declared !== null && plan.declared > now)
			return refuse('locke/declared_above_current', {
				name: target.name,
				declared: plan.declared,
				current: now,
				...attackParams(facts)
			});
		if (plan.damage.read === null) return refuse('locke/damage_required', attackParams(facts));
	}
	const payload: PayloadOf<'locke/attackResolved'> = {
		attacker: refOf(state, intent.attacker),
		target: refOf(state, intent.target),
		via: intent.via,
		level: intent.level,
		power: intent.power,
		attribute: intent.attribute,
		label: intent.label,
		espSpent: intent.espSpent,
		helpers: intent.helpers.map((h) => ({
			who: refOf(state, h.who),
			level: h.level,
			firepower: h.firepower,
			espSpent: h.espSpent
		})),
		undefendable: intent.undefendable,
		unescapable: intent.unescapable,
		defence: plan.maintainedAnswers ? null : defenceOf(intent.defence),
		outcome: plan.outcome,
		declaredEndurance: plan.declared,
		damage: hit ? plan.damage.read : null,
		interferers: interferersOf(state, plan.outcome, intent.interferers),
		died: hit && plan.death?.dies === true
	};
	return [{ type: 'locke/attackResolved', payload }];
}

/** One side's declaration in a melee (§5.5); `declared` null = the current endurance, `minions` null = all. */
export interface MeleeSideIntent {
	declared: number | null;
	minions: number | null;
	shifts: MeleeSideInput['shifts'];
	manyWeapons?: boolean;
}

export interface MeleeIntent {
	attacker: string;
	target: string;
	level: number;
	attackerSide: MeleeSideIntent;
	defence: DefenceIntent | null;
	interfered: boolean;
	interferers: InterfererIntent[];
	targetSide: MeleeSideIntent;
	/** 反撃: the defender deals damage back */
	counter: boolean;
	attackerRoll: Roll2D6 | null;
	attackerTyped: number | null;
	targetRoll: Roll2D6 | null;
	targetTyped: number | null;
}

export interface MeleeSidePlan {
	side: MeleeSideInput;
	firepower: number;
	shift: number;
}

export interface MeleePlan {
	outcome: AttackOutcome;
	maintainedAnswers: boolean;
	attacker: MeleeSidePlan | Refusal;
	target: MeleeSidePlan | Refusal;
	/** both columns before and after the [格闘:X] shift; null until both sides declared */
	columns: {
		plain: { aDeals: DamageColumn; bDeals: DamageColumn };
		shifted: { aDeals: DamageColumn; bDeals: DamageColumn };
	} | null;
	attackerDamage: PlannedRead;
	targetDamage: PlannedRead;
	/** on a hit: the defender's death (by the endurance behind its declared firepower), and the attacker's on a 反撃 */
	targetDeath: DeathPlan | null;
	attackerDeath: DeathPlan | null;
}

function meleeSide(state: LockeState, id: string, s: MeleeSideIntent): MeleeSidePlan | Refusal {
	const c = character(state, id);
	if (!c) return refuse('locke/unknown_character', { name: id });
	const now = enduranceNow(c);
	const side: MeleeSideInput = {
		declared: s.declared ?? now,
		minions: s.minions ?? c.minions,
		shifts: s.shifts,
		...(s.manyWeapons ? { manyWeapons: true } : {})
	};
	if (side.declared > now)
		return refuse('locke/declared_above_current', { name: c.name, declared: side.declared, current: now });
	if (side.minions > c.minions)
		return refuse('locke/minions_above', { name: c.name, minions: side.minions, max: c.minions });
	if (side.shifts.filter((x) => x.weapon).length > 1 && side.manyWeapons !== true)
		return refuse('locke/melee_two_weapons', { name: c.name });
	return {
		side,
		firepower: meleeFirepower({ currentEndurance: now, minions: side.minions, declared: side.declared }),
		shift: shiftTotal(side.shifts)
	};
}

export function planMelee(state: LockeState, intent: MeleeIntent, ctx: LockeContext): MeleePlan | Refusal {
	const combat = state.combat;
	if (!combat) return refuse('locke/no_combat');
	const maintained = combatant(combat, intent.target)?.maintained ?? null;
	const o = attackOutcome({
		maintained,
		level: intent.level,
		undefendable: false,
		defence: intent.defence?.kind ?? null,
		interfered: intent.interfered
	});
	const a = meleeSide(state, intent.attacker, intent.attackerSide);
	const b = meleeSide(state, intent.target, intent.targetSide);
	const both = !('refusal' in a) && !('refusal' in b);
	const columns =
		both && o.outcome === 'hit'
			? {
					plain: meleeRatios({ firepower: a.firepower }, { firepower: b.firepower }),
					shifted: meleeRatios({ firepower: a.firepower, shift: a.shift }, { firepower: b.firepower, shift: b.shift })
				}
			: null;
	const none = NO_READ;
	const attackerDamage = columns
		? planRead(ctx.tables, columns.shifted.aDeals, intent.attackerRoll, intent.attackerTyped)
		: none;
	const targetDamage =
		columns && intent.counter
			? planRead(ctx.tables, columns.shifted.bDeals, intent.targetRoll, intent.targetTyped)
			: none;
	const tc = character(state, intent.target);
	const ac = character(state, intent.attacker);
	return {
		outcome: o.outcome,
		maintainedAnswers: o.maintainedAnswers,
		attacker: a,
		target: b,
		columns,
		attackerDamage,
		targetDamage,
		targetDeath: columns && tc && both ? deathPlan(tc, b.side.declared, attackerDamage.read?.value ?? null) : null,
		attackerDeath:
			columns && ac && both && intent.counter ? deathPlan(ac, a.side.declared, targetDamage.read?.value ?? null) : null
	};
}

/** On a hit with both sides declared, what the screen shows before both damages are in. */
function meleeFacts(plan: MeleePlan, intent: MeleeIntent): MeleeFacts | null {
	const { attacker: a, target: b, columns } = plan;
	if (!columns || 'refusal' in a || 'refusal' in b || !plan.targetDeath) return null;
	return {
		broke: plan.maintainedAnswers,
		counter: intent.counter,
		a: {
			firepower: a.firepower,
			shift: a.shift,
			base: columns.plain.aDeals,
			killsFrom: plan.targetDeath.killsFrom,
			read: readFacts(columns.shifted.aDeals, plan.attackerDamage, intent.attackerRoll !== null)
		},
		b: {
			firepower: b.firepower,
			shift: b.shift,
			base: columns.plain.bDeals,
			killsFrom: plan.attackerDeath?.killsFrom ?? 0,
			read: intent.counter
				? readFacts(columns.shifted.bDeals, plan.targetDamage, intent.targetRoll !== null)
				: { column: columns.shifted.bDeals, need: null, cellText: null, missing: null }
		}
	};
}

export function melee(state: LockeState, intent: MeleeIntent, ctx: LockeContext): EventDraft[] | Refusal {
	const plan = planMelee(state, intent, ctx);
	if ('refusal' in plan) return plan;
	if ('refusal' in plan.attacker) return plan.attacker;
	const hit = plan.outcome === 'hit';
	if (hit && 'refusal' in plan.target) return plan.target;
	const facts = meleeFacts(plan, intent);
	if (facts && (plan.attackerDamage.read === null || (intent.counter && plan.targetDamage.read === null)))
		return refuse('locke/damage_required', meleeParams(facts));
	const payload: PayloadOf<'locke/meleeResolved'> = {
		attacker: refOf(state, intent.attacker),
		target: refOf(state, intent.target),
		level: intent.level,
		attackerSide: plan.attacker.side,
		defence: plan.maintainedAnswers ? null : defenceOf(intent.defence),
		outcome: plan.outcome,
		targetSide: hit && !('refusal' in plan.target) ? plan.target.side : null,
		counter: hit && intent.counter,
		attackerDamage: hit ? plan.attackerDamage.read : null,
		targetDamage: hit && intent.counter ? plan.targetDamage.read : null,
		interferers: interferersOf(state, plan.outcome, intent.interferers)
	};
	return [{ type: 'locke/meleeResolved', payload }];
}

/** The interferers an event records: only for an interfered escape (§5.4). */
export function interferersOf(
	state: LockeState,
	outcome: AttackOutcome,
	list: readonly InterfererIntent[]
): PayloadOf<'locke/escaped'>['interferers'] {
	if (outcome !== 'escape_interfered') return [];
	return list.map((x) => ({ who: refOf(state, x.who), level: x.level, espSpent: x.espSpent }));
}
