/**
 * The bounds of Locke's number fields: the ranges the events accept (`events.ts`), so a field
 * refuses with the platform's message (`NumberField`, read by `core/numbers`) what the command
 * would refuse later. A level is ≥ 1 where a card or ability is used (攻撃・防御・逃避・同調・干渉,
 * §5), ≥ 0 where it is a character's ESPレベル.
 */
export const LIMITS = {
	/** 攻撃・防御・逃避のレベル */
	level: { min: 1, max: 20 },
	/** ESPレベル */
	espLevel: { min: 0, max: 20 },
	/** 火力, ESPパワー */
	power: { min: 0, max: 999 },
	/** 耐久力 (declared), 手下, cards */
	small: { min: 0, max: 999 },
	/** 耐久力 (a character's maximum) */
	endurance: { min: 1, max: 99 },
	/** 精神力, 損害 read off the printed chart */
	upTo99: { min: 0, max: 99 },
	/** a fixed [N:1] column */
	column: { min: 0, max: 100 },
	/** [格闘:X] */
	shift: { min: 1, max: 10 },
	deckSize: { min: 1, max: 999 },
	/** a silhouette's rank (A–K) */
	rank: { min: 1, max: 13 },
	/** an initiative card's rank (1–10) */
	initiative: { min: 1, max: 10 },
	/** 表向き・破壊された惑星カード */
	planetCards: { min: 0, max: 36 },
	placedPlanetCards: { min: 0, max: 200 },
	goodSpecialSilhouettes: { min: 1, max: 20 },
	/** a 1D6 */
	d6: { min: 1, max: 6 }
} as const;
