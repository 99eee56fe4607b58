import type { Condition, ModifierCard } from './card';
import { checkCards } from './cards';
import { int, oneOf } from './check';
import { effectiveShield, modifiedAttack } from './damage';
import { ATTACK_MODES, combineAdvantage, EDITIONS, type AttackMode, type Edition } from './draw';
import { readingsOf, type Readings } from './readings';
import { cardConditions, cardLabels, cardPierce } from './effects';

/**
 * モンスターの攻撃値 — a monster's attack before the modifier card: the stat sheet's base attack
 * (通常 left side, 上級 right side) ± the ability card's X (「攻撃±X」). Not floored here: the
 * floor at 0 applies to the final result only (open point `negative_attack`).
 */
export function monsterAttack(sheet: { normal: number; elite: number }, elite: boolean, x: number): number {
	const fn = 'monsterAttack';
	int(fn, 'sheet.normal', sheet?.normal, 0, 99);
	int(fn, 'sheet.elite', sheet?.elite, 0, 99);
	if (typeof elite !== 'boolean') throw new RangeError(`${fn}: elite must be a boolean, got ${String(elite)}`);
	int(fn, 'x', x, -20, 20);
	return (elite ? sheet.elite : sheet.normal) + x;
}

/**
 * The attack bonus a target's condition gives: 毒 (poisoned) +1 on attacks against it in the
 * 1st edition (the seed's step 1: 他の効果(毒など)). In the 2nd edition it follows the session's
 * reading of open point `poison_2e`: by default nothing (the group enters a bonus if its rules
 * give one), or +1 as in the 1st edition.
 */
export function poisonBonus(poisoned: boolean, edition: Edition, readings?: Partial<Readings>): number {
	if (typeof poisoned !== 'boolean')
		throw new RangeError(`poisonBonus: poisoned must be a boolean, got ${String(poisoned)}`);
	return poisoned && poisonCounts(edition, readings) ? 1 : 0;
}

/**
 * Whether a poisoned target gives +1 in this session: always in the 1st edition, in the 2nd by
 * the session's reading of open point `poison_2e`. The screen shows the poison box only then,
 * and the command adds the +1 only then.
 */
export function poisonCounts(edition: Edition, readings?: Partial<Readings>): boolean {
	oneOf('poisonCounts', 'edition', edition, EDITIONS);
	return edition === '1e' || readingsOf('poisonCounts', readings).poison_2e === 'both';
}

/** Where advantage and disadvantage come from, chosen before drawing (引く前に使用を決定). */
export interface AdvantageSources {
	/** Sources of advantage (strengthen, cards, items). */
	advantages: number;
	/** Sources of disadvantage (muddle, cards, items). */
	disadvantages: number;
	/** A ranged attack against an adjacent enemy (隣接した敵を遠距離攻撃): one more disadvantage. */
	rangedAdjacent: boolean;
}

/** The attack's mode from its sources: any advantage and any disadvantage cancel. */
export function attackMode(sources: AdvantageSources): AttackMode {
	const { advantages, disadvantages, rangedAdjacent } = sources;
	if (typeof rangedAdjacent !== 'boolean')
		throw new RangeError(`attackMode: rangedAdjacent must be a boolean, got ${String(rangedAdjacent)}`);
	return combineAdvantage(advantages, disadvantages + (rangedAdjacent ? 1 : 0));
}

/**
 * One target's mode (ターゲット毎に攻撃のダメージ値を算出する): the attack's mode from its
 * sources, with one more disadvantage when a ranged attack targets an adjacent enemy
 * (遠距離攻撃で隣接した敵を攻撃する場合は「不利」) — so advantage becomes normal, normal
 * becomes disadvantage, and disadvantage stays.
 */
export function targetMode(mode: AttackMode, rangedAdjacent: boolean): AttackMode {
	oneOf('targetMode', 'mode', mode, ATTACK_MODES);
	if (typeof rangedAdjacent !== 'boolean')
		throw new RangeError(`targetMode: rangedAdjacent must be a boolean, got ${String(rangedAdjacent)}`);
	if (!rangedAdjacent) return mode;
	return combineAdvantage(mode === 'advantage' ? 1 : 0, 1);
}

/**
 * ステップ1の順序 (各ステップで複数の修正が存在する場合、プレイヤーが適用順を選択する): with an
 * ability that doubles the attack in step 1 (the rulebook's Scoundrel example), the additions
 * (cards, items, a poisoned target's +1) go on before the doubling or after it.
 */
export type StepOneOrder = 'add_first' | 'double_first';
export const STEP_ONE_ORDERS: readonly StepOneOrder[] = ['add_first', 'double_first'];

export interface StepOne {
	attack: number;
	/** The additions of step 1, summed (their own order does not matter: they add up). */
	bonus: number;
	/** An ability doubles the attack in step 1. */
	doubled?: boolean;
	order?: StepOneOrder;
}

/** The attack after step 1 in each order, or null when the orders give the same result (nothing to ask). */
export function stepOneChoices(attack: number, bonus: number): Record<StepOneOrder, number> | null {
	int('stepOneChoices', 'attack', attack);
	int('stepOneChoices', 'bonus', bonus);
	const choices = { add_first: 2 * (attack + bonus), double_first: 2 * attack + bonus };
	return choices.add_first === choices.double_first ? null : choices;
}

/**
 * The attack the modifier card applies to: attack + additions, doubled in the player's order.
 * A doubling with additions and no order is a RangeError (the orders differ: the player must say).
 */
export function stepOne({ attack, bonus, doubled = false, order }: StepOne): number {
	const fn = 'stepOne';
	int(fn, 'attack', attack);
	int(fn, 'bonus', bonus);
	if (typeof doubled !== 'boolean') throw new RangeError(`${fn}: doubled must be a boolean, got ${String(doubled)}`);
	if (order !== undefined) oneOf(fn, 'order', order, STEP_ONE_ORDERS);
	if (!doubled) return attack + bonus;
	const choices = stepOneChoices(attack, bonus);
	if (!choices) return 2 * attack + bonus;
	if (order === undefined) throw new RangeError(`${fn}: order must be given: the two orders differ`);
	return choices[order];
}

export interface AttackStepsInput {
	/** 攻撃X (a monster's: `monsterAttack`). */
	attack: number;
	/** Bonuses and penalties of step 1 (cards, items, poison), summed. */
	bonus?: number;
	/** Step 1 doubles the attack, in the player's `order` (`stepOne`). */
	doubled?: boolean;
	order?: StepOneOrder;
	applied: readonly ModifierCard[];
	shield?: number;
	/** The attack's pierce; the applied cards' 貫通 adds to it. */
	pierce?: number;
	/**
	 * Step 3, after the card was seen (受けるであろうダメージを確認してから…): a shield bonus from an
	 * item or card (shield: pierce lowers it too) and a damage reduction (after the shield).
	 */
	extraShield?: number;
	reduction?: number;
	/** The target's remaining hit points, if known. */
	hp?: number;
}

/** 攻撃のダメージ値の算出, step by step, as the screen and the log show it. */
export interface AttackSteps {
	attack: number;
	bonus: number;
	/** Attack + bonuses: what the modifier card applies to. */
	beforeCard: number;
	/** After the modifier cards, floored at 0. */
	modified: number;
	/** The shield after pierce (the extra shield included). */
	shield: number;
	/** 貫通 the applied cards added to the attack's (absent when none). */
	cardPierce?: number;
	/** The damage reduction entered after the draw (absent when none). */
	reduction?: number;
	damage: number;
	/** Conditions the applied cards give the target (absent when none). */
	conditions?: Condition[];
	/** Effects of the applied cards the app does not count: labels (absent when none). */
	labels?: string[];
	/** Hit points after the damage (not below 0), when `hp` was given. */
	hpAfter?: number;
	/** The damage is at least the target's hit points. */
	kills?: boolean;
}

/**
 * The damage steps: attack → bonuses (doubled in the player's order) → modifier → shield (+ a
 * shield bonus after the draw) − pierce (the attack's + the cards') → reduction → damage
 * (→ new hit points).
 */
export function attackSteps(input: AttackStepsInput): AttackSteps {
	const fn = 'attackSteps';
	const {
		attack,
		bonus = 0,
		doubled,
		order,
		applied,
		shield = 0,
		pierce = 0,
		extraShield = 0,
		reduction = 0,
		hp
	} = input;
	int(fn, 'attack', attack);
	int(fn, 'bonus', bonus);
	checkCards(fn, 'applied', applied);
	int(fn, 'extraShield', extraShield, 0);
	int(fn, 'reduction', reduction, 0);
	const fromCards = cardPierce(applied);
	int(fn, 'shield', shield, 0);
	int(fn, 'pierce', pierce, 0);
	const armour = effectiveShield(shield + extraShield, pierce + fromCards, fn);
	const beforeCard = stepOne({ attack, bonus, doubled, order });
	const modified = Math.max(0, modifiedAttack(beforeCard, applied));
	const damage = Math.max(0, modified - armour - reduction);
	const steps: AttackSteps = { attack, bonus, beforeCard, modified, shield: armour, damage };
	if (fromCards > 0) steps.cardPierce = fromCards;
	if (reduction > 0) steps.reduction = reduction;
	const conditions = cardConditions(applied);
	if (conditions.length) steps.conditions = conditions;
	const labels = cardLabels(applied);
	if (labels.length) steps.labels = labels;
	if (hp !== undefined) {
		int(fn, 'hp', hp, 0);
		steps.hpAfter = Math.max(0, hp - damage);
		steps.kills = damage >= hp;
	}
	return steps;
}
