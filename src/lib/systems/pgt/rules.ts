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
	CRITICAL_VALUE,
	FUMBLE_VALUE,
	MAX_DICE,
	MAX_MODIFIER,
	NEGATIVE_READINGS,
	checkResult,
	checkText,
	checkValue,
	combineChecks,
	normalizeCheckText,
	parseCheck,
	specialFumble
} from './rules/check';
export { MAX_ABILITY_LINES, MAX_ABILITY_TEXT, REACTION_KIND, parseAbility, reactionLine } from './rules/ability';
export { NotationError } from './rules/args';
export { TURN_PHASES, nextPhase, phaseOfLine } from './rules/phase';
export {
	DRAFT_DECK_SIZE,
	DRAFT_MAX_CARDS,
	DRAFT_MAX_PLAYERS,
	DRAFT_MIN_CARDS,
	DRAFT_MIN_PLAYERS,
	DRAFT_READINGS,
	draftStatus,
	snakeSeat
} from './rules/draft';
export { cardFaceRules, writtenSpecialFumbles } from './rules/face-rules';
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
export { ROWS, SLOT_NAMES, defaultRange, guardCandidates, inRange, rangeDistance, slotRow } from './rules/field';
export {
	FIELD_SLOTS,
	GAMES_PER_MATCH,
	GAMES_TO_WIN_MATCH,
	WINNING_SCORE,
	gameWinner,
	matchWinner,
	passesRestOfRound,
	roundOver
} from './rules/flow';

export type { Ability, Reaction } from './rules/ability';
export type { CardFaceRules, FaceRulesInput } from './rules/face-rules';
export type { FieldCard } from './rules/attack-options';
export type { TurnPhase } from './rules/phase';
export type { DraftReading, DraftStatus } from './rules/draft';
export type {
	Check,
	CheckKind,
	CheckOutcome,
	CheckResult,
	FaceRules,
	NegativeReading,
	ValueReading
} from './rules/check';
export type { BestDiceInput, OddsOptions, SuccessChanceInput } from './rules/odds';
export type { Field, Row, SlotName } from './rules/field';
export type { GameState, Side } from './rules/flow';
