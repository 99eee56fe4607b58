import * as v from 'valibot';
import type { DraftOf } from '../types';
import { COLOURS, MAX_CHECK_DIFFICULTY, MAX_MV } from './rules';
import { MTG_TRPG_OPEN_POINTS } from './data/open-points';

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

const Point = v.picklist(MTG_TRPG_OPEN_POINTS.map((p) => p.id) as [string, ...string[]]);

export const mtgTrpgEvents = {
	'mtg-trpg/settingChosen': v.strictObject({ point: Point, option: v.pipe(v.string(), v.maxLength(40)) }),
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
	/** ③ The enemy appears; the handicaps are computed from the PCs taking part. */
	'mtg-trpg/enemyAppeared': v.strictObject({
		kind: v.picklist(['deck', 'horde', 'creature', 'planeswalker']),
		name: Name,
		life: v.nullable(Int(1, 999)),
		openingHand: Int(0, 99),
		maxHand: Int(0, 99),
		prepTurns: Int(0, 5)
	}),
	/** A check (行動判定): two cards revealed off the PC's library. */
	'mtg-trpg/checkMade': v.strictObject({
		pc: Id,
		name: Name,
		purpose: v.picklist(['check', 'escape', 'horde']),
		colour: v.nullable(Colour),
		difficulty: Int(0, MAX_CHECK_DIFFICULTY),
		source: v.picklist(['app', 'table']),
		first: RevealedCard,
		second: RevealedCard
	}),
	'mtg-trpg/turnAdvanced': v.strictObject({ turn: Int(-10, 999) }),
	'mtg-trpg/lifeAdjusted': v.strictObject({ who: Who, name: Name, by: v.pipe(Int(-999, 999), v.notValue(0)) }),
	'mtg-trpg/poisonAdjusted': v.strictObject({ who: Who, name: Name, by: v.pipe(Int(-99, 99), v.notValue(0)) }),
	/** 「本来、ライブラリーから減ったはずのカード」 for an enemy without a library. */
	'mtg-trpg/libraryOutCounted': v.strictObject({ by: v.pipe(Int(-99, 99), v.notValue(0)) }),
	'mtg-trpg/pcDefeated': v.strictObject({ id: Id, name: Name }),
	'mtg-trpg/enemyDefeated': v.strictObject({ name: Name }),
	/** ⑤ One game per combat part: the result. The reset follows in the same action. */
	'mtg-trpg/combatEnded': v.strictObject({ outcome: v.picklist(['pcs_won', 'pcs_lost', 'escaped']) })
} as const;

type Schemas = typeof mtgTrpgEvents;
export type MtgEventType = keyof Schemas;
export type MtgPayload<T extends MtgEventType> = v.InferOutput<Schemas[T]>;
export type MtgEvent = { [T in MtgEventType]: { type: T; payload: MtgPayload<T> } }[MtgEventType];
export type MtgDraft = DraftOf<typeof mtgTrpgEvents>;
