/**
 * Gloomhaven — attacks: attack modifier decks, advantage and disadvantage, rolling cards,
 * bless and curse, the damage steps, and the exact odds of the next attack.
 *
 * Specification: seed `003_20ac3eef6e42d471.txt` (the attack page of a Japanese Gloomhaven
 * wiki, 1st edition wording), quoted in comments; the standard deck, reshuffle, the bless and
 * curse supply and the Frosthaven / 2nd edition advantage come from our notes
 * (`shared/rules/other-systems.md`, System C). Where the seed leaves a point open, the app's
 * reading is listed in `data/open-points.ts`.
 *
 * Pure: no Svelte, storage or randomness. Bad input throws a RangeError naming the argument.
 * Split by topic under `rules/`; this file names the public surface.
 *
 * Glossary (Japanese term → name in code)
 *   攻撃修正カード / 攻撃修正デッキ → modifier card / deck     攻撃X → attack
 *   有利 / 不利 / 通常 → advantage / disadvantage / normal       連続修正カード → rolling
 *   追加効果 → effects         シャッフルアイコン → shuffle      ×2 → 'x2'   ヌル (×0) → 'null'
 *   祝福 → bless               呪い → curse (★ set: playerCurse, M set: monsterCurse)
 *   装甲 → shield              貫通Z → pierce                   ダメージ → damage
 *   状態異常 (毒, 流血 …) → conditions   計算しない追加効果 → labels
 *   遠距離攻撃 → ranged        隣接 → adjacent                  攻撃を2倍 → doubled
 *   捨て札 → discards          山札 → pile / deck
 */
export {
	CARD_VALUE_MAX,
	CARD_VALUE_MIN,
	SUPPLY_LIMIT,
	blessCard,
	canAdd,
	canRemove,
	curseCard,
	curseSet,
	inPlay,
	standardDeck
} from './rules/cards';
export { applyModifiers, damageDealt } from './rules/damage';
export {
	ATTACK_MODES,
	EDITIONS,
	asksPick,
	chooseCard,
	combineAdvantage,
	comparedCards,
	compareCards,
	drawComplete,
	needsReshuffle,
	resolveDraw
} from './rules/draw';
export { attackOdds } from './rules/odds';
export { readingsFrom } from './rules/readings';
export type { Readings } from './rules/readings';
export { TableDrawError, appDraw, drawableCards, endOfRound, tableDraw } from './rules/deck';
export { CARD_PIERCE_MAX, readEffects } from './rules/effects';
export { CONDITIONS } from './rules/card';
export type { Condition, ModifierCard } from './rules/card';
export { repeatedTarget, targetsAfter } from './rules/targets';
export type { TargetEntry, TargetOutcome } from './rules/targets';

export type { Supply } from './rules/cards';
export type { AttackMode, Edition } from './rules/draw';
export type { AttackOdds } from './rules/odds';
export type { AttackDraw, ModifierDeck } from './rules/deck';
export {
	STEP_ONE_ORDERS,
	attackMode,
	attackSteps,
	monsterAttack,
	poisonBonus,
	poisonCounts,
	stepOne,
	stepOneChoices,
	targetMode
} from './rules/attack';
export type { StepOneOrder } from './rules/attack';
