/**
 * 攻撃修正カード — the shape of a modifier card and the conditions it can give: the one piece the
 * card rules (`cards.ts`) and the effect reading (`effects.ts`) both build on.
 */

/** Conditions a card can give (状態異常 and the positive ones); the seed's terms first. */
export const CONDITIONS = [
	'poison',
	'wound',
	'immobilize',
	'disarm',
	'stun',
	'muddle',
	'curse',
	'strengthen',
	'invisible',
	'bless'
] as const;
export type Condition = (typeof CONDITIONS)[number];

/** A card's value: a number added to the attack, ×2 (doubles it) or null (ヌル: the attack becomes 0). */
export type ModifierValue = number | 'x2' | 'null';

/** Where a card came from: the base deck, a bless (祝福) or curse (呪い) from the supply, or added by a perk, item or scenario. */
export type CardKind = 'standard' | 'bless' | 'curse' | 'added';

/** 攻撃修正カード — an attack modifier card. */
export interface ModifierCard {
	id: string;
	value: ModifierValue;
	/** 連続修正カード — rolling: draw another card and add this one's effect. */
	rolling?: boolean;
	/** シャッフルアイコン — the deck reshuffles at the end of the round this card was drawn in. */
	shuffle?: boolean;
	/** 貫通Z on the card: added to the attack's pierce when the card applies (`rules/effects.ts`). */
	pierce?: number;
	/** Conditions the card gives the target when it applies (毒, 流血 …), shown in the odds. */
	conditions?: Condition[];
	/**
	 * 追加効果 the app does not count (an element, 回復 …), as the group wrote them: labels. A card
	 * added before the app read effects keeps every effect here (its 貫通 a label, as it was played).
	 */
	effects?: string[];
	kind?: CardKind;
}
