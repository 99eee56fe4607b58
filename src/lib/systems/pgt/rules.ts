/**
 * プリティ・グッド・タクティクス (Pretty Good Tactics) — the pure rules, by topic:
 * `rules/check.ts` (行動判定: notation, add-ons, fumble/critical), `rules/odds.ts` (exact success
 * chance, best dice count, attack success), `rules/field.ts` (レンジ, ガード), `rules/flow.ts`
 * (rounds, passes, game and match winners). Open points the seed leaves are in
 * `data/open-points.ts`. Seed `002_4ee8704b5658c46e.txt`; notes `other-systems.md`, System B.
 *
 * Pure: no Svelte, storage or dice rolling — callers roll and pass the faces. Every argument is
 * checked; a bad one throws a RangeError naming the function and the argument.
 *
 * Glossary (Japanese term → name in code)
 *   行動判定 → check            ファンブル → fumble        クリティカル → critical
 *   特殊ファンブル[x] → specialFumble / fumbleAtOrBelow    攻撃属性 → attribute
 *   物理攻撃 (P) / 精神攻撃 (M) → kind 'P' / 'M'            P-def / M-def → defence
 *   アタック → attack           リタイヤ → retire          スコア → score
 *   レンジ → range              前列 / 後列 → row 'front' / 'back'      ガード → guard
 *   タップ / アンタップ → tapped  裏返し → face down         パス → pass
 *   ラウンド / ターン / フェイズ → round / turn / phase      マッチ → match
 */
export {
	MAX_DICE,
	MAX_MODIFIER,
	checkResult,
	checkText,
	checkValue,
	combineChecks,
	normalizeCheckText,
	parseCheck,
	specialFumble
} from './rules/check';
export { MAX_ABILITY_LINES, MAX_ABILITY_TEXT, parseAbility, reactionLine } from './rules/ability';
export { NotationError } from './rules/args';
export { TURN_PHASES, nextPhase, phaseOfLine } from './rules/phase';
export {
	DRAFT_DECK_SIZE,
	DRAFT_MAX_CARDS,
	DRAFT_MAX_PLAYERS,
	DRAFT_MIN_CARDS,
	DRAFT_MIN_PLAYERS,
	DRAFT_READINGS,
	draftStatus
} from './rules/draft';
export { cardFaceRules } from './rules/face-rules';
export {
	attackAbility,
	attackLines,
	attackRange,
	attackers,
	defenceAgainst,
	effectAbility,
	effectLines,
	effectNoteLines,
	effectRange,
	guardsFor,
	targetsInReach
} from './rules/attack-options';
export { MAX_DEFENCE, attackSucceeds, bestDiceCount, successChance } from './rules/odds';
export { SLOT_NAMES, defaultRange, guardCandidates, inRange, rangeDistance, slotRow } from './rules/field';
export { WINNING_SCORE, gameWinner, matchWinner, passesRestOfRound, roundOver } from './rules/flow';

export type { Reaction } from './rules/ability';
export type { CardFaceRules } from './rules/face-rules';
export type { TurnPhase } from './rules/phase';
export type { DraftReading, DraftStatus } from './rules/draft';
export type { Check, CheckKind, CheckOutcome, FaceRules, NegativeReading } from './rules/check';
export type { Field, SlotName } from './rules/field';
export type { Side } from './rules/flow';
