/**
 * GK engagement game (seed `001_2a625b5deb160d67.txt`) — the single-number formulas: special attack,
 * evade / guard / critical chances, halving and counter damage, the survival check.
 * Pure; every bad argument throws a `RangeError` naming the function and the argument.
 */

/** Throws unless `value` is an integer in [min, max]; returns it. */
export function int(fn: string, arg: string, value: unknown, min: number, max: number): number {
	if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
	throw new RangeError(`${fn}: ${arg} must be an integer ${min}…${max}, got ${String(value)}`);
}

export const stat = (fn: string, arg: string, v: unknown) => int(fn, arg, v, 0, 99);
export const d100 = (fn: string, arg: string, v: unknown) => int(fn, arg, v, 1, 100);
export const d6 = (fn: string, arg: string, v: unknown) => int(fn, arg, v, 1, 6);
const clampPercent = (x: number) => Math.min(100, Math.max(0, x));

/**
 * 特殊攻撃の命中率: (攻撃力 − 防御力) × 5 + 50 %, clamped to 0…100 (seed example: 10 vs 7 → 65).
 */
export function specialAttackHitChance(attack: number, defence: number): number {
	stat('specialAttackHitChance', 'attack', attack);
	stat('specialAttackHitChance', 'defence', defence);
	return clampPercent((attack - defence) * 5 + 50);
}

/**
 * 特殊攻撃のダメージ: 攻撃力 − 防御力, but at least the guaranteed minimum (the seed's number is
 * blank — 「」ダメージが保障 — the family's wikis say 1; a session setting).
 */
export function specialAttackDamage(attack: number, defence: number, minimum = 1): number {
	stat('specialAttackDamage', 'attack', attack);
	stat('specialAttackDamage', 'defence', defence);
	int('specialAttackDamage', 'minimum', minimum, 0, 99);
	return Math.max(minimum, attack - defence);
}

/** 回避率 = 反応 × 2 %, clamped to 0…100. */
export function evadeChance(reaction: number): number {
	return clampPercent(stat('evadeChance', 'reaction', reaction) * 2);
}

/** ガード率 = 防御 × 5 %, clamped to 0…100. */
export function guardChance(defence: number): number {
	return clampPercent(stat('guardChance', 'defence', defence) * 5);
}

/** A d100 check: the roll succeeds when it is at most the chance (「…%以下を出せば成功」). */
export function d100Succeeds(roll: number, chance: number): boolean {
	d100('d100Succeeds', 'roll', roll);
	int('d100Succeeds', 'chance', chance, 0, 100);
	return roll <= chance;
}

/** ガード成功: ダメージが半減(端数切上げ). */
export function guardedDamage(damage: number): number {
	return Math.ceil(int('guardedDamage', 'damage', damage, 0, 1e6) / 2);
}

/** カウンター状態: 次の技のダメージが1.5倍(端数切上げ). */
export function counterDamage(damage: number): number {
	return Math.ceil((int('counterDamage', 'damage', damage, 0, 1e6) * 3) / 2);
}

/**
 * 生存判定: d100 against 残り精神力 × 5; a roll above it is death, otherwise the character lives
 * (and its 精神力 becomes 0 — the caller records that).
 */
export function survives(mental: number, roll: number): boolean {
	stat('survives', 'mental', mental);
	d100('survives', 'roll', roll);
	return roll <= mental * 5;
}

/** The survival chance in percent (for showing before the roll). */
export function survivalChance(mental: number): number {
	return clampPercent(stat('survivalChance', 'mental', mental) * 5);
}
