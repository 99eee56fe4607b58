import type { ModifierCard } from './card';
import { checkCards } from './cards';
import { int, refuse } from './check';
import { cardPierce } from './effects';

/** The attack value (攻撃値) after the applied cards, before the floor at 0. */
export function modifiedAttack(attack: number, applied: readonly ModifierCard[]): number {
	let total = attack;
	// Rolling cards carry numbers (checkCard), so their order does not matter; they come first.
	for (const c of applied) if (c.rolling === true) total += c.value as number;
	const final = applied.filter((c) => c.rolling !== true);
	if (final.length > 1)
		refuse('applyModifiers', 'applied', `may hold one card that is not rolling, got ${final.length}`);
	const last = final[0];
	if (last === undefined) return total;
	if (last.value === 'x2') return 2 * total;
	if (last.value === 'null') return 0;
	return total + last.value;
}

/**
 * 攻撃修正の適用 — the attack after the applied cards: the rolling cards' numbers are added
 * first, then the one card that is not rolling: a number is added, ×2 doubles the running
 * total, null makes it 0. The floor at 0 applies to this final result only, so an attack
 * below 0 (penalties) is carried through: −1 with a +2 card is 1.
 */
export function applyModifiers(attack: number, applied: readonly ModifierCard[]): number {
	int('applyModifiers', 'attack', attack);
	checkCards('applyModifiers', 'applied', applied);
	return Math.max(0, modifiedAttack(attack, applied));
}

/** The target's shield (装甲) after pierce (貫通): pierce lowers it for this attack only, never below 0. */
export function effectiveShield(shield: number, pierce: number, fn = 'effectiveShield'): number {
	int(fn, 'shield', shield, 0);
	int(fn, 'pierce', pierce, 0);
	return Math.max(0, shield - pierce);
}

export interface DamageInput {
	attack: number;
	applied: readonly ModifierCard[];
	shield?: number;
	pierce?: number;
}

/**
 * 攻撃のダメージ値 — max(0, attack after the cards − max(0, shield − pierce)), where pierce is
 * the attack's plus the 貫通 of every applied card.
 */
export function damageDealt({ attack, applied, shield = 0, pierce = 0 }: DamageInput): number {
	int('damageDealt', 'pierce', pierce, 0);
	const s = effectiveShield(shield, pierce + cardPierce(checkCards('damageDealt', 'applied', applied)), 'damageDealt');
	return Math.max(0, applyModifiers(attack, applied) - s);
}
