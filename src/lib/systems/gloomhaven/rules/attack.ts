import { checkCards, type ModifierCard } from './cards';
import { int, oneOf } from './check';
import { effectiveShield, modifiedAttack } from './damage';
import { combineAdvantage, EDITIONS, type AttackMode, type Edition } from './draw';
import { readingsOf, type Readings } from './readings';

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
	oneOf('poisonBonus', 'edition', edition, EDITIONS);
	const both = readingsOf('poisonBonus', readings).poison_2e === 'both';
	return poisoned && (edition === '1e' || both) ? 1 : 0;
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

export interface AttackStepsInput {
	/** 攻撃X (a monster's: `monsterAttack`). */
	attack: number;
	/** Bonuses and penalties of step 1 (cards, items, poison), summed. */
	bonus?: number;
	applied: readonly ModifierCard[];
	shield?: number;
	pierce?: number;
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
	/** The shield after pierce. */
	shield: number;
	damage: number;
	/** Hit points after the damage (not below 0), when `hp` was given. */
	hpAfter?: number;
	/** The damage is at least the target's hit points. */
	kills?: boolean;
}

/** The damage steps: attack → bonuses → modifier → shield − pierce → damage (→ new hit points). */
export function attackSteps(input: AttackStepsInput): AttackSteps {
	const fn = 'attackSteps';
	const { attack, bonus = 0, applied, shield = 0, pierce = 0, hp } = input;
	int(fn, 'attack', attack);
	int(fn, 'bonus', bonus);
	checkCards(fn, 'applied', applied);
	const armour = effectiveShield(shield, pierce, fn);
	const beforeCard = attack + bonus;
	const modified = Math.max(0, modifiedAttack(beforeCard, applied));
	const damage = Math.max(0, modified - armour);
	const steps: AttackSteps = { attack, bonus, beforeCard, modified, shield: armour, damage };
	if (hp !== undefined) {
		int(fn, 'hp', hp, 0);
		steps.hpAfter = Math.max(0, hp - damage);
		steps.kills = damage >= hp;
	}
	return steps;
}
