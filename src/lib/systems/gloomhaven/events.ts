import * as v from 'valibot';
import type { DraftOf } from '../types';
import { CARD_PIERCE_MAX, CARD_VALUE_MAX, CARD_VALUE_MIN, CONDITIONS, READING_POINTS, STEP_ONE_ORDERS } from './rules';

/**
 * Gloomhaven deck events (`gloomhaven/pastTense`), each payload checked before it is recorded
 * or imported. A draw records the cards that came off, by id, in order: an app draw picks them
 * with `crypto` before dispatch (`appDraw`), a table draw is what the group tapped; replay
 * needs no randomness either way.
 */

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60));
const Count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

export const CardValue = v.union([
	v.pipe(v.number(), v.integer(), v.minValue(CARD_VALUE_MIN), v.maxValue(CARD_VALUE_MAX)),
	v.literal('x2'),
	v.literal('null')
]);

const Conditions = v.pipe(v.array(v.picklist(CONDITIONS)), v.maxLength(CONDITIONS.length));

/**
 * A card a perk, item or scenario adds. A rolling card must carry a number (there is no rolling
 * ×2 or null). `pierce` and `conditions` are the effects the app counts (read from what was
 * typed); `effects` the labels it shows only (a card recorded before holds every effect there).
 */
export const AddedCard = v.pipe(
	v.strictObject({
		id: Id,
		value: CardValue,
		rolling: v.optional(v.boolean()),
		shuffle: v.optional(v.boolean()),
		pierce: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CARD_PIERCE_MAX))),
		conditions: v.optional(Conditions),
		effects: v.optional(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))), v.maxLength(6)))
	}),
	v.check((c) => c.rolling !== true || typeof c.value === 'number', 'a rolling card must carry a number')
);

export const DeckOwner = v.picklist(['character', 'monster', 'ally']);
export const Mode = v.picklist(['normal', 'advantage', 'disadvantage']);

export const EditionSet = v.strictObject({ edition: v.picklist(['1e', '2e']) });
/** The session's reading of a point the seed leaves open (the reducer checks the option). */
export const ReadingChosen = v.strictObject({
	point: v.picklist(READING_POINTS),
	option: v.pipe(v.string(), v.maxLength(40))
});
/** A target of an attack on several targets. */
export const TargetPlan = v.strictObject({
	name: v.optional(Name),
	hp: v.optional(Count(999)),
	shield: Count(99),
	poisoned: v.boolean(),
	/** Adjacent to the attacker: a ranged attack draws for it at one more disadvantage. */
	adjacent: v.optional(v.boolean())
});
const Bonus = v.pipe(v.number(), v.integer(), v.minValue(-20), v.maxValue(20));
/** A deck starts as the 20 standard cards. `name` is the character's (or "monsters"). */
export const DeckAdded = v.strictObject({ id: Id, name: Name, owner: DeckOwner });
export const DeckRemoved = v.strictObject({ id: Id, name: Name });
/** `scenario`: the card leaves at the end of the scenario (e.g. the scenario's −1 cards); otherwise it is part of the deck's base (perks, items). */
/** `deckName`: the deck's name at the time, so the log reads well (the id alone says nothing). */
const DeckName = v.optional(Name);
export const CardAdded = v.strictObject({ deck: Id, deckName: DeckName, card: AddedCard, scenario: v.boolean() });
export const CardRemoved = v.strictObject({ deck: Id, deckName: DeckName, card: Id });
export const BlessAdded = v.strictObject({ deck: Id, deckName: DeckName });
export const CurseAdded = v.strictObject({ deck: Id, deckName: DeckName });
export const AttackDrawn = v.strictObject({
	deck: Id,
	deckName: DeckName,
	source: v.picklist(['app', 'table']),
	cards: v.pipe(v.array(Id), v.minLength(1), v.maxLength(60)),
	mode: Mode,
	attack: v.pipe(v.number(), v.integer(), v.minValue(-20), v.maxValue(99)),
	shield: Count(99),
	pierce: Count(99),
	/** 2nd edition advantage, a character's deck: the card the player took of the two compared (default: the better). */
	chosen: v.optional(Id),
	/** Step 1 bonuses and penalties (cards, items, a poisoned target), summed; added to `attack` before the card. */
	bonus: v.optional(Bonus),
	/** Step 1 doubles the attack (an ability), the additions before it (`add_first`) or after (`double_first`). */
	doubled: v.optional(v.boolean()),
	order: v.optional(v.picklist(STEP_ONE_ORDERS)),
	/** A ranged attack on an adjacent target: `mode` carries its one more disadvantage. */
	rangedAdjacent: v.optional(v.boolean()),
	/**
	 * Step 3 after the card was seen (受けるであろうダメージを確認してから): a shield bonus from an
	 * item or card (pierce lowers it with the shield) and a damage reduction.
	 */
	extraShield: v.optional(v.pipe(Count(99), v.minValue(1))),
	reduction: v.optional(v.pipe(Count(999), v.minValue(1))),
	/** The target, as the player names it, and its hit points before the attack. */
	target: v.optional(Name),
	hp: v.optional(Count(999)),
	/** Area or added targets: 0 for the first target of an attack, 1 for the next … (one draw each, same deck). */
	index: v.optional(Count(19)),
	/**
	 * The first draw of an attack on several targets: every target in order and the step 1 bonus
	 * without a target's poison; the state keeps it, so the next target survives a reload.
	 */
	plan: v.optional(
		v.strictObject({
			bonus: Bonus,
			targets: v.pipe(v.array(TargetPlan), v.minLength(2), v.maxLength(20)),
			/** The attack's mode from its sources, before a target's adjacency (default: this draw's mode). */
			mode: v.optional(Mode),
			/** A ranged attack: adjacent targets draw at one more disadvantage. */
			ranged: v.optional(v.boolean())
		})
	),
	/**
	 * What the draw came to, as the command computed it with the reducer, so the log can tell the
	 * damage steps without state; the reducer refuses an event whose result disagrees.
	 */
	result: v.optional(
		v.strictObject({
			applied: v.array(Id),
			modified: Count(999),
			damage: Count(999),
			hpAfter: v.optional(Count(999)),
			/** 貫通 the applied cards added to the attack's. */
			cardPierce: v.optional(Count(99)),
			/** Conditions the applied cards gave the target. */
			conditions: v.optional(Conditions)
		})
	)
});
/** An attack on several targets ends before every target was drawn for (`drawn` of `of`). */
export const AttackStopped = v.strictObject({ deck: Id, deckName: DeckName, drawn: Count(20), of: Count(20) });
export const RoundEnded = v.strictObject({});
export const ScenarioEnded = v.strictObject({});

export const gloomhavenEvents = {
	'gloomhaven/editionSet': EditionSet,
	'gloomhaven/readingChosen': ReadingChosen,
	'gloomhaven/deckAdded': DeckAdded,
	'gloomhaven/deckRemoved': DeckRemoved,
	'gloomhaven/cardAdded': CardAdded,
	'gloomhaven/cardRemoved': CardRemoved,
	'gloomhaven/blessAdded': BlessAdded,
	'gloomhaven/curseAdded': CurseAdded,
	'gloomhaven/attackDrawn': AttackDrawn,
	'gloomhaven/attackStopped': AttackStopped,
	'gloomhaven/roundEnded': RoundEnded,
	'gloomhaven/scenarioEnded': ScenarioEnded
} as const;

type Schemas = typeof gloomhavenEvents;
export type GloomhavenEventType = keyof Schemas;
export type PayloadOf<T extends GloomhavenEventType> = v.InferOutput<Schemas[T]>;
export type GloomhavenEvent = { [T in GloomhavenEventType]: { type: T; payload: PayloadOf<T> } }[GloomhavenEventType];

/** Every Gloomhaven event as a command returns it (payload before its schema's parse). */
export type GloomhavenDraft = DraftOf<typeof gloomhavenEvents>;
