/**
 * Pretty Good Tactics match events (valibot payload schemas), named `pgt/pastTense`. Dice are
 * rolled or entered before dispatch; an attack event records its faces, so replay needs no dice.
 */
import * as v from 'valibot';
import type { EventDraft } from '$lib/core/events';
import { READINGS_CHOSEN } from '$lib/core/readings';
import {
	DRAFT_MAX_CARDS,
	DRAFT_MAX_PLAYERS,
	DRAFT_MIN_CARDS,
	DRAFT_MIN_PLAYERS,
	DRAFT_READINGS,
	MAX_ABILITY_LINES,
	MAX_ABILITY_TEXT,
	MAX_DICE
} from './rules';
import { FORMER_DEFAULTS } from './data/open-points';

const SideSchema = v.picklist(['a', 'b']);
const Slot = v.picklist(['F1', 'F2', 'F3', 'B1', 'B2', 'B3']);
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60));
/** Costs and defences: 0…99 (「コスト」, 「P-def」, 「M-def」). */
const Stat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99));
const Face = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));
const Faces = v.pipe(v.array(Face), v.minLength(1), v.maxLength(MAX_DICE));
const CheckText = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
const FumbleAt = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));
const CriticalFaces = v.pipe(v.array(Face), v.minLength(1), v.maxLength(6));
const Conflict = v.nullable(v.picklist(['critical', 'fumble']));
/** Where the faces came from: dice rolled at the table, or the app's roll. */
const Source = v.picklist(['table', 'app']);
/** A check made on its own (イノセンス, カウンター, 切り返し): its notation, faces and face rules. */
const rolledCheck = {
	check: CheckText,
	faces: Faces,
	source: Source,
	fumbleAtOrBelow: FumbleAt,
	criticalFaces: CriticalFaces,
	conflictAs: Conflict,
	/** The players said the character has the ability though no line of its card names it. */
	declared: v.optional(v.boolean(), false)
};
/**
 * Names as the log says them, copied from the state by the command (the player as entered for
 * the match, the character's card name). Optional: older records lack them and the log then
 * names the side.
 */
const Who = v.optional(Name);
/** A character's player and card name, for the log. */
const named = { player: Who, character: Who };
const Line = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_ABILITY_TEXT));

/**
 * A card as typed once into the library (the 252-card list is not ours to ship): name, コスト,
 * P-def, M-def, 属性 ('' for none) and its ability lines.
 */
export const CardSchema = v.strictObject({
	id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
	name: Name,
	cost: Stat,
	pDef: Stat,
	mDef: Stat,
	attribute: v.pipe(v.string(), v.trim(), v.maxLength(30)),
	abilities: v.pipe(v.array(Line), v.maxLength(MAX_ABILITY_LINES))
});
export type Card = v.InferOutput<typeof CardSchema>;

/**
 * A match starts. Today it reads the session's open points (`readings: 'session'`); an old log's
 * match recorded its own readings (`settings`: point id → reading id), kept for old logs only.
 */
const Settings = v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(40)));
export const MatchStarted = v.strictObject({
	players: v.strictObject({ a: Name, b: Name }),
	settings: v.optional(Settings),
	readings: v.optional(v.literal('session'))
});
/** A game of the match begins; the first player was rolled for or chosen before dispatch. */
export const GameStarted = v.strictObject({
	firstPlayer: SideSchema,
	/** Each player's die when the first player was rolled for (higher starts), null when chosen. */
	rolls: v.nullable(v.strictObject({ a: Face, b: Face, source: Source })),
	players: v.optional(v.strictObject({ a: Name, b: Name }))
});
/** A card typed into (or edited in) the library kept in this session for every match. */
export const CardSaved = v.strictObject({ card: CardSchema });
export const CardRemoved = v.strictObject({ id: v.string(), name: Name });
export const RoundStarted = v.strictObject({});
export const CharacterPlaced = v.strictObject({
	side: SideSchema,
	slot: Slot,
	card: CardSchema,
	player: Who
});
/** タップ / アンタップ by an effect (an attack or a guard taps on its own). */
export const CharacterTapped = v.strictObject({ side: SideSchema, slot: Slot, tapped: v.boolean(), ...named });
/** Retired by an effect: the opponent scores its cost (「リタイヤしたキャラはその方法にかかわらず全て対戦相手のスコアになる」). */
export const CharacterRetired = v.strictObject({
	side: SideSchema,
	slot: Slot,
	...named,
	/** For the log: the opponent, who scores the cost. */
	scorer: Who
});
const TurnPhase = v.picklist(['before', 'battle', 'after']);
/** A character an effect is aimed at, as it was when chosen: its slot, its card's id and name. */
const EffectTarget = v.strictObject({
	side: SideSchema,
	slot: Slot,
	card: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
	character: Name
});
/**
 * An effect used during a turn, noted for the table to keep in mind: its words (typed, or the card
 * line used), the phase it was played in, the characters it is aimed at. It ends with the turn —
 * 「効果が及んでいるかどうかの判別をプレイヤーの記憶力にのみ頼っている」場合はターン終了時に効果が
 * 消滅する. `pending`: declared, waiting for the answers before it resolves (`effectResolved`).
 * Older records are the text alone: read today, they end with their turn too.
 */
export const EffectNoted = v.strictObject({
	text: Line,
	phase: v.optional(TurnPhase),
	targets: v.optional(v.pipe(v.array(EffectTarget), v.maxLength(12))),
	pending: v.optional(v.boolean()),
	/** For the log: who used it. */
	player: Who,
	character: Who
});
/**
 * A declared effect resolves: applied, or not — 「最初に指定した対象が全て不適正になっていれば効果は
 * 適用されない」 (the reducer refuses `applied` when every target has left the field).
 */
export const EffectResolved = v.strictObject({
	/** Its place among the effects waiting, and its words (to catch a stale screen). */
	effect: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
	text: Line,
	applied: v.boolean()
});
/** The turn player moves from 戦闘前フェイズ to 戦闘フェイズ. */
export const PhaseAdvanced = v.strictObject({ to: v.picklist(['battle']), player: Who });
export const CharacterRevealed = v.strictObject({ side: SideSchema, slot: Slot, ...named });
/** At regrouping a face-down character may go back to the hand. */
export const CharacterReturned = v.strictObject({ side: SideSchema, slot: Slot, ...named });
/**
 * What a check against a character did, as the command worked it out (the reducer works it out
 * again and refuses a record that differs): the value against the defence, who retired, the points
 * scored and the scorer's total, the game won. Optional: older records have none.
 */
const Outcome = v.optional(
	v.strictObject({
		value: v.pipe(v.number(), v.integer(), v.minValue(-999), v.maxValue(999)),
		result: v.picklist(['fumble', 'critical', 'normal', 'conflict', 'voided']),
		defence: Stat,
		success: v.boolean(),
		retired: v.nullable(v.strictObject({ player: Name, character: Name })),
		scored: v.nullable(
			v.strictObject({
				player: Name,
				points: Stat,
				total: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))
			})
		),
		won: v.nullable(Name)
	})
);

/**
 * イノセンス: the attacked character's pre-emptive mental check (range 3) against the attacker of a
 * physical attack; when it succeeds the attack is void and the attacker retires.
 */
const Innocence = v.strictObject(rolledCheck);
export const AttackResolved = v.strictObject({
	attacker: Slot,
	/** The A: line used, as typed on the card. */
	ability: Line,
	target: Slot,
	guard: v.nullable(Slot),
	/** The ability's check with its add-ons folded in, as card notation (`P3D+1`). */
	check: CheckText,
	range: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)),
	innocence: v.nullable(Innocence),
	/** The faces rolled; null only when a successful イノセンス voided the attack before its check. */
	faces: v.nullable(Faces),
	source: Source,
	fumbleAtOrBelow: FumbleAt,
	criticalFaces: CriticalFaces,
	/** The turn player's choice when the faces are both a fumble and a critical. */
	conflictAs: Conflict,
	/** The defender turned the target face up to use its real defence (at the check step). */
	targetRevealed: v.boolean(),
	/** For the log: the attacking and the defending player. */
	players: v.optional(v.strictObject({ attacker: Name, defender: Name })),
	/** For the log: the card names of the attacker, the target and the guard. */
	characters: v.optional(v.strictObject({ attacker: Name, target: Name, guard: v.nullable(Name) })),
	outcome: Outcome
});
/**
 * An effect that attacks (「効果」: a non-A: line with a P or M check — 「物理攻撃:…P-defを参照する
 * 能力、またはその効果」), by either player's character, at any time of a turn: its check against
 * the target's defence, which retires it on success (「特に記述が無い場合、攻撃が成功したら対象となった
 * キャラをリタイヤさせる」) and may be answered by カウンター / 切り返し on failure (「…も同様に処理する」).
 * Not the turn's アタック: no guard, and the turn's attack is still to make.
 */
export const EffectAttackResolved = v.strictObject({
	side: SideSchema,
	user: Slot,
	/** The effect line used, as typed on the card. */
	ability: Line,
	target: Slot,
	check: CheckText,
	range: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)),
	faces: Faces,
	source: Source,
	fumbleAtOrBelow: FumbleAt,
	criticalFaces: CriticalFaces,
	conflictAs: Conflict,
	targetRevealed: v.boolean(),
	/** For the log: the user's and the target's player and card name. */
	...named,
	against: v.optional(v.strictObject({ player: Name, character: Name })),
	outcome: Outcome
});
/**
 * The attacked character's return attack after a failed attack: カウンター (physical, range 1,
 * against a physical attack) or 切り返し (mental, range 3, against a mental attack).
 */
export const ReturnAttackResolved = v.strictObject({
	ability: v.picklist(['counter', 'kirikaeshi']),
	...rolledCheck,
	/** For the log: the answering character's player and card name, and the attacker's. */
	player: Who,
	character: Who,
	against: v.optional(v.strictObject({ player: Name, character: Name })),
	outcome: Outcome
});
/**
 * The attacked character does not answer the failed attack (「反撃しない」): the chance to answer is
 * over, and the log says so.
 */
export const ReturnAttackDeclined = v.strictObject({
	ability: v.picklist(['counter', 'kirikaeshi']),
	/** For the log: the character that could have answered, and its player. */
	...named
});
/** ××cnt on a character: add (by > 0) or remove (by < 0) counters named `name` (「メカcnt」 → メカ). */
export const CntAdjusted = v.strictObject({
	side: SideSchema,
	slot: Slot,
	name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20)),
	by: v.pipe(v.number(), v.integer(), v.minValue(-99), v.maxValue(99), v.notValue(0)),
	/** The count after it (its outcome; checked on every fold). Optional: older records have none. */
	to: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999))),
	...named
});
/**
 * What ending a turn did, worked out by the reducer's fold (and checked again on every fold): the
 * effects that ended with it, the turn passed by itself for a side locked into passing, the round
 * over. Optional: older records have none.
 */
const TurnOutcome = v.optional(
	v.strictObject({
		ended: v.pipe(v.array(Line), v.maxLength(99)),
		autoPassed: v.nullable(Name),
		roundOver: v.boolean()
	})
);
/** The turn player passes (`player`: their name, for the log). */
export const AttackPassed = v.strictObject({ player: Who, outcome: TurnOutcome });
export const TurnEnded = v.strictObject({ player: Who, outcome: TurnOutcome });

/**
 * A draft begins (「ドラフトという遊び方」): the players in seat order (3–4), the cards in the pool
 * (72 or more), and how the picks go (open point `draft_procedure`). It stands apart from the
 * match: the decks it builds are then played in matches.
 */
export const DraftStarted = v.strictObject({
	players: v.pipe(v.array(Name), v.minLength(DRAFT_MIN_PLAYERS), v.maxLength(DRAFT_MAX_PLAYERS)),
	pool: v.pipe(v.number(), v.integer(), v.minValue(DRAFT_MIN_CARDS), v.maxValue(DRAFT_MAX_CARDS)),
	reading: v.picklist(DRAFT_READINGS)
});
/** A player took a card into their deck: the seat, the name (for the log), the card if told, the deck's count after. */
export const DraftPicked = v.strictObject({
	seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DRAFT_MAX_PLAYERS - 1)),
	player: Name,
	card: v.optional(Name),
	/** The deck's count after the pick (checked on every fold). Optional for a record made without it. */
	count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)))
});
/** The draft is put away (done, or given up). */
export const DraftCleared = v.strictObject({});

export const pgtEvents = {
	'pgt/matchStarted': MatchStarted,
	'pgt/gameStarted': GameStarted,
	'pgt/cardSaved': CardSaved,
	'pgt/cardRemoved': CardRemoved,
	'pgt/characterPlaced': CharacterPlaced,
	'pgt/characterTapped': CharacterTapped,
	'pgt/characterRetired': CharacterRetired,
	'pgt/effectNoted': EffectNoted,
	'pgt/effectResolved': EffectResolved,
	'pgt/phaseAdvanced': PhaseAdvanced,
	'pgt/characterRevealed': CharacterRevealed,
	'pgt/characterReturned': CharacterReturned,
	'pgt/cntAdjusted': CntAdjusted,
	'pgt/roundStarted': RoundStarted,
	'pgt/attackResolved': AttackResolved,
	'pgt/returnAttackResolved': ReturnAttackResolved,
	'pgt/returnAttackDeclined': ReturnAttackDeclined,
	'pgt/effectAttackResolved': EffectAttackResolved,
	'pgt/attackPassed': AttackPassed,
	'pgt/turnEnded': TurnEnded,
	'pgt/draftStarted': DraftStarted,
	'pgt/draftPicked': DraftPicked,
	'pgt/draftCleared': DraftCleared
} as const;

export type PgtEvent = {
	[K in keyof typeof pgtEvents]: { type: K; payload: v.InferOutput<(typeof pgtEvents)[K]> };
}[keyof typeof pgtEvents];

/**
 * Events recorded by older versions, in today's shape:
 * - イノセンス / カウンター / 切り返し recorded before the app read them off the card (no `declared`
 *   field): the players' word was all there was, so they count as declared and fold as they did;
 * - a match started before a default reading changed (`FORMER_DEFAULTS`) and without that point in
 *   its settings played under the old default: the setting is filled in, so the log folds as it did
 *   (a match started today reads the session's readings, `readings: 'session'`, and is left alone);
 * - `pgt/settingChosen` `{ point, option }`, the group's choice before the platform's open points,
 *   is the core `session/readingsChosen` (the shell folds it and checks the point and reading).
 */
export function upgradePgtEvent(event: EventDraft): EventDraft {
	const p = event.payload as Record<string, unknown> | null;
	if (!p || typeof p !== 'object') return event;
	if (event.type === 'pgt/settingChosen')
		return { type: READINGS_CHOSEN, payload: { choices: { [String(p.point)]: { reading: String(p.option) } } } };
	if (event.type === 'pgt/matchStarted' && p.readings === undefined) {
		const settings = (p.settings ?? {}) as Record<string, string>;
		const missing = Object.entries(FORMER_DEFAULTS).filter(([point]) => settings[point] === undefined);
		return missing.length
			? { ...event, payload: { ...p, settings: { ...settings, ...Object.fromEntries(missing) } } }
			: event;
	}
	if (event.type === 'pgt/returnAttackResolved' && p.declared === undefined)
		return { ...event, payload: { ...p, declared: true } };
	const inn = p.innocence as Record<string, unknown> | null | undefined;
	if (event.type === 'pgt/attackResolved' && inn && inn.declared === undefined)
		return { ...event, payload: { ...p, innocence: { ...inn, declared: true } } };
	return event;
}
