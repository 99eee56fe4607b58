/**
 * Attack C cards (攻撃のコンバットカード) — level, name and the 火力 printed on the copies.
 *
 * Source: KMC rulebook table 5.1 (https://kmclocke.github.io/rulebook/Rule/Chap05.html), as
 * transcribed in `shared/rules/locke.md` §6.2. KMC lineage; the seed's mitlocke piles may differ
 * (its weapon chart quotes G弾 Lv 5 / 火力 30 and レイガン Lv 1, consistent with this table).
 * English names are our own translations.
 */

export interface AttackCard {
	readonly id: string;
	/** レベル — the level a defence must reach (§5.1) */
	readonly level: number;
	readonly name: { readonly ja: string; readonly en: string };
	/** 火力 printed on the copies of this card, one value per distinct printing */
	readonly firepower: readonly number[];
	readonly note?: string;
}

export const ATTACK_CARDS_SOURCE = 'KMC rulebook table 5.1';

/** 光の剣: cannot be synchronised, cannot be blocked by defence cards, destroys card defences (KMC). */
const SWORD_NOTE = 'cannot be synchronised; defence cards cannot block it; destroys every card-based defence (KMC)';

export const ATTACK_CARDS: readonly AttackCard[] = Object.freeze([
	{ id: 'ray-gun', level: 1, name: { ja: 'レイガン', en: 'Ray gun' }, firepower: [1, 2, 3] },
	{ id: 'blaster', level: 2, name: { ja: 'ブラスター', en: 'Blaster' }, firepower: [4, 5, 6] },
	{ id: 'bazooka', level: 3, name: { ja: 'バズーカ', en: 'Bazooka' }, firepower: [7, 8, 9, 10] },
	{ id: 'beam-cannon', level: 4, name: { ja: 'ビームキャノン', en: 'Beam cannon' }, firepower: [12, 14, 16, 18, 20] },
	{ id: 'g-shell', level: 5, name: { ja: 'G弾', en: 'G shell' }, firepower: [25, 30, 35] },
	{ id: 'd-shell', level: 6, name: { ja: 'D弾', en: 'D shell' }, firepower: [40, 50] },
	{ id: 'geoid-shell', level: 7, name: { ja: 'ジオイド弾', en: 'Geoid shell' }, firepower: [100] },
	{ id: 'sword-of-light-5', level: 5, name: { ja: '光の剣', en: 'Sword of light' }, firepower: [30], note: SWORD_NOTE },
	{ id: 'sword-of-light-6', level: 6, name: { ja: '光の剣', en: 'Sword of light' }, firepower: [50], note: SWORD_NOTE },
	{ id: 'sword-of-light-7', level: 7, name: { ja: '光の剣', en: 'Sword of light' }, firepower: [100], note: SWORD_NOTE }
] satisfies AttackCard[]);
