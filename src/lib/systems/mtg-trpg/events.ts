import * as v from 'valibot';
import type { EventDraft } from '$lib/core/events';
import { READINGS_CHOSEN } from '$lib/core/readings';
import type { DraftOf } from '../types';
import { COLOURS, ENEMY_KINDS, MAX_CHECK_DIFFICULTY, MAX_MV } from './rules';
import { PLACES } from './library';

/**
 * 「MTGでTRPG」 events (`mtg-trpg/pastTense`), each payload checked before it is recorded or
 * imported. A check records the two revealed cards (app reveals are drawn by the command from
 * `ctx.random`), so replay needs no randomness; the reducer computes the outcome.
 */

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60));
const Int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const Colour = v.picklist(COLOURS as readonly ('W' | 'U' | 'B' | 'R' | 'G')[]);
const Who = v.union([Id, v.literal('enemy')]);
/** Which enemy (`e1`, `e2`, …); absent in logs from before several enemies: the first one. */
const EnemyRef = v.optional(Id);
/** The total after the change, as the command computed it (absent in older logs). */
const After = v.optional(Int(-99_999, 99_999));
const Kind = v.picklist(ENEMY_KINDS as readonly ('deck' | 'horde' | 'creature' | 'planeswalker')[]);
const PlaceSchema = v.picklist(
	PLACES as readonly ('library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'top')[]
);
/** Enemies in one combat part (a table rarely fields more than four). */
export const MAX_ENEMIES = 8;

export const DeckCardSchema = v.strictObject({
	count: Int(1, 250),
	mv: Int(0, MAX_MV),
	colours: v.pipe(v.array(Colour), v.maxLength(5)),
	designated: v.boolean(),
	name: v.nullable(v.pipe(v.string(), v.maxLength(80))),
	land: v.boolean()
});

/** A revealed card: its mana value, colours, whether it is designated. */
export const RevealedCard = v.strictObject({
	mv: Int(0, MAX_MV),
	colours: v.pipe(v.array(Colour), v.maxLength(5)),
	designated: v.boolean()
});

export const mtgTrpgEvents = {
	'mtg-trpg/pcAdded': v.strictObject({
		id: Id,
		name: Name,
		deckText: v.pipe(v.string(), v.maxLength(20_000)),
		deck: v.pipe(v.array(DeckCardSchema), v.maxLength(400)),
		life: Int(-999, 999)
	}),
	'mtg-trpg/deckSet': v.strictObject({
		id: Id,
		name: Name,
		deckText: v.pipe(v.string(), v.maxLength(20_000)),
		deck: v.pipe(v.array(DeckCardSchema), v.maxLength(400))
	}),
	'mtg-trpg/pcRemoved': v.strictObject({ id: Id, name: Name }),
	/** ① The GM declares a combat part and play order is decided — before the reset. */
	'mtg-trpg/playOrderDecided': v.strictObject({ first: v.picklist(['pcs', 'enemy']), deathMatch: v.boolean() }),
	/** リセット: life and the hand size each PC redraws (after the session's clamps). */
	'mtg-trpg/reset': v.strictObject({
		pcs: v.pipe(
			v.array(v.strictObject({ id: Id, name: Name, life: Int(-999, 999), hand: Int(0, 99) })),
			v.maxLength(20)
		)
	}),
	/** ② Who takes part. */
	'mtg-trpg/participantsChosen': v.strictObject({
		pcs: v.pipe(v.array(Id), v.minLength(1), v.maxLength(20)),
		/** The PCs' names at the time, for the log. */
		names: v.pipe(v.array(Name), v.maxLength(20)),
		npcs: v.pipe(v.array(Name), v.maxLength(10))
	}),
	/**
	 * ③ The enemies appear, each with the handicaps the PCs taking part give it; `prepTurn` is ④'s
	 * preparation turn for the enemy side under the reading `prepReading` (open point `prep_turn`;
	 * absent in logs from before it, which read it as 'deck-only').
	 */
	'mtg-trpg/enemiesAppeared': v.strictObject({
		enemies: v.pipe(
			v.array(
				v.strictObject({
					id: Id,
					kind: Kind,
					name: Name,
					life: v.nullable(Int(1, 999)),
					openingHand: Int(0, 99),
					maxHand: Int(0, 99)
				})
			),
			v.minLength(1),
			v.maxLength(MAX_ENEMIES)
		),
		prepTurn: v.boolean(),
		prepReading: v.optional(v.picklist(['any-enemy', 'deck-only']))
	}),
	/**
	 * A check (行動判定): two cards revealed off the PC's library. The result fields are what the
	 * command computed (absent in older logs); `turns` is a horde check's preparation turns.
	 */
	'mtg-trpg/checkMade': v.strictObject({
		pc: Id,
		name: Name,
		purpose: v.picklist(['check', 'escape', 'horde']),
		colour: v.nullable(Colour),
		difficulty: Int(0, MAX_CHECK_DIFFICULTY),
		source: v.picklist(['app', 'table']),
		first: RevealedCard,
		second: RevealedCard,
		target: v.optional(Int(0, 99)),
		achievement: v.optional(Int(0, 99)),
		success: v.optional(v.boolean()),
		auto: v.optional(v.nullable(v.picklist(['fail', 'success']))),
		turns: v.optional(Int(1, 5))
	}),
	'mtg-trpg/turnAdvanced': v.strictObject({ turn: Int(-10, 999) }),
	'mtg-trpg/lifeAdjusted': v.strictObject({
		who: Who,
		enemy: EnemyRef,
		name: Name,
		by: v.pipe(Int(-999, 999), v.notValue(0)),
		after: After
	}),
	'mtg-trpg/poisonAdjusted': v.strictObject({
		who: Who,
		enemy: EnemyRef,
		name: Name,
		by: v.pipe(Int(-99, 99), v.notValue(0)),
		after: After
	}),
	/** 「本来、ライブラリーから減ったはずのカード」, counted 「1人の敵ごとに」. */
	'mtg-trpg/libraryOutCounted': v.strictObject({
		enemy: EnemyRef,
		name: v.optional(Name),
		by: v.pipe(Int(-99, 99), v.notValue(0)),
		after: After
	}),
	'mtg-trpg/pcDefeated': v.strictObject({ id: Id, name: Name }),
	'mtg-trpg/enemyDefeated': v.strictObject({ enemy: EnemyRef, name: Name }),
	/**
	 * The table tells the app where some of a PC's cards are: `count` copies of deck line `line`
	 * moved between the library's unknown part and a zone (or between zones). `card` names the
	 * line for the log.
	 */
	'mtg-trpg/cardsMoved': v.strictObject({
		pc: Id,
		name: Name,
		line: Int(0, 399),
		card: v.strictObject({
			name: v.nullable(v.pipe(v.string(), v.maxLength(80))),
			mv: Int(0, MAX_MV),
			colours: v.pipe(v.array(Colour), v.maxLength(5)),
			land: v.boolean()
		}),
		from: PlaceSchema,
		to: PlaceSchema,
		count: Int(1, 250)
	}),
	/** Everything the app was told about a PC's cards forgotten (a shuffle): the whole deck is unknown again. */
	'mtg-trpg/knownCleared': v.strictObject({ pc: Id, name: Name }),
	/** ⑤ One game per combat part: the result. The reset follows in the same action. */
	'mtg-trpg/combatEnded': v.strictObject({ outcome: v.picklist(['pcs_won', 'pcs_lost', 'escaped']) })
} as const;

type Schemas = typeof mtgTrpgEvents;
export type MtgEventType = keyof Schemas;
export type MtgPayload<T extends MtgEventType> = v.InferOutput<Schemas[T]>;
export type MtgEvent = { [T in MtgEventType]: { type: T; payload: MtgPayload<T> } }[MtgEventType];
export type MtgDraft = DraftOf<typeof mtgTrpgEvents>;

/**
 * Brings an event an older version recorded into today's shape:
 * - `mtg-trpg/settingChosen` `{ point, option }`, the group's reading before the platform's open
 *   points, is the core `session/readingsChosen` (the shell folds it, checks the point and the
 *   reading — an unknown one is refused as before — and words its log line);
 * - a single `mtg-trpg/enemyAppeared` (before several enemies) becomes `mtg-trpg/enemiesAppeared`
 *   with that one enemy as `e1`; its preparation turn was read as a deck's handicap, so it carries
 *   no `prepReading` (the reducer reads that as 'deck-only').
 * Anything else passes as it is.
 */
export function upgradeMtgEvent(event: EventDraft): EventDraft {
	if (event.type === 'mtg-trpg/settingChosen') {
		const p = (event.payload ?? {}) as { point?: unknown; option?: unknown };
		const choices = { [String(p.point)]: { reading: String(p.option) } };
		return { ...event, type: READINGS_CHOSEN, payload: { choices } };
	}
	if (event.type !== 'mtg-trpg/enemyAppeared') return event;
	const p = (event.payload ?? {}) as Record<string, unknown>;
	return {
		...event,
		type: 'mtg-trpg/enemiesAppeared',
		payload: {
			enemies: [
				{
					id: 'e1',
					kind: p.kind,
					name: p.name,
					life: p.life,
					openingHand: p.openingHand,
					maxHand: p.maxHand
				}
			],
			prepTurn: p.kind === 'deck' && typeof p.prepTurns === 'number' && p.prepTurns > 0
		}
	};
}
