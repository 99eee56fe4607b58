import type { Rng } from '../dice/index';
import { randomIndex } from './shuffle';

/**
 * A deck of cards in three zones. The order of `pile` carries no meaning: the app never knows
 * (or needs) the order of a physical deck, and an app draw picks a uniformly random card from
 * the pile, which is the same as shuffling and taking the top. `removed` holds cards taken out
 * of play that still belong to the deck (a game that returns them to a shared supply instead
 * simply drops them). A drawn card is in the caller's hand until it is discarded or removed.
 *
 * Every function returns a new deck and leaves its argument unchanged (state stays plain data).
 */
export interface Deck<C> {
	/** 山札 — the draw pile, in unknown order. */
	readonly pile: readonly C[];
	/** 捨て札 — discards, shuffled back in by `reshuffle`. */
	readonly discards: readonly C[];
	/** 除外 — out of play, never reshuffled. */
	readonly removed: readonly C[];
}

export interface Drawn<C> {
	card: C;
	deck: Deck<C>;
	/** The pile was empty, so the discards were shuffled in before this draw. */
	reshuffled: boolean;
}

/** A fresh deck: every card in the pile. */
export function deckOf<C>(cards: readonly C[]): Deck<C> {
	return { pile: [...cards], discards: [], removed: [] };
}

/** Cards in all three zones (a drawn card held in hand is not counted). */
export function deckSize(deck: Deck<unknown>): number {
	return deck.pile.length + deck.discards.length + deck.removed.length;
}

/** Discards go back into the pile (the pile has no order, so nothing needs randomness). */
export function reshuffle<C>(deck: Deck<C>): Deck<C> {
	return { pile: [...deck.pile, ...deck.discards], discards: [], removed: deck.removed };
}

function take<C>(deck: Deck<C>, index: number): Deck<C> {
	return { ...deck, pile: deck.pile.filter((_, i) => i !== index) };
}

/** Refill an empty pile from the discards; a deck with neither cannot be drawn from. */
function ready<C>(deck: Deck<C>, fn: string, reshuffleWhenEmpty: boolean): { deck: Deck<C>; reshuffled: boolean } {
	if (deck.pile.length > 0) return { deck, reshuffled: false };
	if (deck.discards.length === 0) throw new RangeError(`${fn}: deck has no cards in its pile or discards`);
	if (!reshuffleWhenEmpty) throw new RangeError(`${fn}: deck's pile is empty`);
	return { deck: reshuffle(deck), reshuffled: true };
}

export interface DrawOptions {
	/** When the pile is empty, shuffle the discards in first (default true); otherwise throw. */
	reshuffleWhenEmpty?: boolean;
}

/** App draw: a uniformly random card of the pile (one `rng` call). */
export function drawRandom<C>(deck: Deck<C>, rng: Rng, { reshuffleWhenEmpty = true }: DrawOptions = {}): Drawn<C> {
	const r = ready(deck, 'drawRandom', reshuffleWhenEmpty);
	const i = randomIndex(r.deck.pile.length, rng, 'drawRandom');
	return { card: r.deck.pile[i] as C, deck: take(r.deck, i), reshuffled: r.reshuffled };
}

/**
 * Table draw: the group drew a physical card and says which — the first pile card that
 * `match`es leaves the pile. A card that is not in the pile is a RangeError: the app then
 * disagrees with the physical deck, and nothing is guessed.
 */
export function drawMatching<C>(
	deck: Deck<C>,
	match: (card: C) => boolean,
	{ reshuffleWhenEmpty = true }: DrawOptions = {}
): Drawn<C> {
	const r = ready(deck, 'drawMatching', reshuffleWhenEmpty);
	const i = r.deck.pile.findIndex(match);
	if (i < 0) throw new RangeError('drawMatching: match names no card in the pile');
	return { card: r.deck.pile[i] as C, deck: take(r.deck, i), reshuffled: r.reshuffled };
}

/** Drawn cards onto the discards. */
export function discard<C>(deck: Deck<C>, cards: readonly C[]): Deck<C> {
	return { ...deck, discards: [...deck.discards, ...cards] };
}

/** Drawn cards out of play (kept in the deck's `removed` zone). */
export function remove<C>(deck: Deck<C>, cards: readonly C[]): Deck<C> {
	return { ...deck, removed: [...deck.removed, ...cards] };
}

/** New cards into the pile (shuffled in: the pile has no order). */
export function addToPile<C>(deck: Deck<C>, cards: readonly C[]): Deck<C> {
	return { ...deck, pile: [...deck.pile, ...cards] };
}

/**
 * Takes the first card that `match`es out of the deck altogether, looking in the pile, then
 * the discards, then the removed zone — how a perk or an item takes a card away for good.
 * Returns `null` when no zone holds such a card.
 */
export function takeOut<C>(deck: Deck<C>, match: (card: C) => boolean): { card: C; deck: Deck<C> } | null {
	for (const zone of ['pile', 'discards', 'removed'] as const) {
		const i = deck[zone].findIndex(match);
		if (i >= 0) return { card: deck[zone][i] as C, deck: { ...deck, [zone]: deck[zone].filter((_, j) => j !== i) } };
	}
	return null;
}
