import { discard, drawMatching, drawRandom, reshuffle, type Deck, type Drawn } from '$lib/core/decks';
import type { Rng } from '$lib/core/dice';
import type { ModifierCard } from './card';
import { checkCards, returnsToSupply } from './cards';
import { int, oneOf, refuse } from './check';
import {
	ATTACK_MODES,
	EDITIONS,
	drawComplete,
	resolveDraw,
	type AttackMode,
	type DrawResolution,
	type Edition
} from './draw';
import type { Readings } from './readings';

/** A modifier deck: pile (unknown order), discards; `removed` stays empty (bless and curse go back to the supply). */
export type ModifierDeck = Deck<ModifierCard>;

export interface AttackDrawOptions {
	mode: AttackMode;
	edition?: Edition;
	attack?: number;
	/** The session's reading of the open points (default: the app's). */
	readings?: Partial<Readings>;
}

export interface AttackDraw extends DrawResolution {
	deck: ModifierDeck;
	/** Every card the attack took, in order (`consumed` of them). */
	drawn: ModifierCard[];
	/** The pile ran out during the attack and the discards were shuffled in. */
	reshuffled: boolean;
	/** Bless and curse cards drawn: they left the deck for the supply. */
	returned: ModifierCard[];
}

/**
 * One attack's draw from a deck: cards come off one at a time (`next`) until the draw rules
 * are satisfied, or the pile and discards are both used up. The taken cards are held until the
 * attack is settled — an empty pile shuffles in only the older discards — then discarded,
 * except bless and curse cards, which return to the supply.
 */
function drawWith(
	fn: string,
	deck: ModifierDeck,
	options: AttackDrawOptions,
	next: (deck: ModifierDeck, index: number) => Drawn<ModifierCard>
): AttackDraw {
	checkCards(fn, 'deck.pile', deck.pile);
	checkCards(fn, 'deck.discards', deck.discards);
	const { mode, edition = '1e', attack = 0 } = options;
	oneOf(fn, 'mode', mode, ATTACK_MODES);
	oneOf(fn, 'edition', edition, EDITIONS);
	int(fn, 'attack', attack);
	if (deck.pile.length + deck.discards.length === 0) refuse(fn, 'deck', 'has no cards in its pile or discards');
	const drawn: ModifierCard[] = [];
	let reshuffled = false;
	let d = deck;
	while (d.pile.length + d.discards.length > 0 && !(drawn.length > 0 && drawComplete(drawn, mode, edition))) {
		const got = next(d, drawn.length);
		drawn.push(got.card);
		d = got.deck;
		reshuffled ||= got.reshuffled;
	}
	const resolution = resolveDraw(drawn, mode, edition, attack, options.readings);
	const returned = drawn.filter(returnsToSupply);
	return {
		...resolution,
		deck: discard(
			d,
			drawn.filter((c) => !returnsToSupply(c))
		),
		drawn,
		reshuffled,
		returned
	};
}

/** App draw: each card a uniformly random pile card (`rng`: `cryptoRng` in the app). */
export function appDraw(deck: ModifierDeck, options: AttackDrawOptions, rng: Rng): AttackDraw {
	return drawWith('appDraw', deck, options, (d) => drawRandom(d, rng));
}

/** Why a table draw does not match the deck: `code` for a reducer's refusal, the message for a developer. */
export class TableDrawError extends RangeError {
	constructor(
		readonly code: 'deck_empty' | 'card_not_in_pile' | 'draw_incomplete' | 'draw_too_long',
		readonly params: Record<string, string | number>,
		message: string
	) {
		super(message);
		this.name = 'TableDrawError';
	}
}

/**
 * Table draw: the group drew from its physical deck and names the cards by id, in order.
 * A card not in the pile, too few cards for the rule, or more than it takes throws a
 * `TableDrawError` (a RangeError) whose `code` says which.
 */
export function tableDraw(deck: ModifierDeck, ids: readonly string[], options: AttackDrawOptions): AttackDraw {
	const fn = 'tableDraw';
	if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
		refuse(fn, 'ids', 'must be a list of card ids');
	if (deck.pile.length + deck.discards.length === 0)
		throw new TableDrawError('deck_empty', {}, `${fn}: deck has no cards in its pile or discards`);
	const result = drawWith(fn, deck, options, (d, i) => {
		const id = ids[i];
		if (id === undefined)
			throw new TableDrawError(
				'draw_incomplete',
				{ count: i },
				`${fn}: ids ends after ${i} card(s), but the attack needs another`
			);
		try {
			return drawMatching(d, (c) => c.id === id);
		} catch {
			throw new TableDrawError(
				'card_not_in_pile',
				{ index: i, card: id },
				`${fn}: ids[${i}] names ${id}, which is not in the pile`
			);
		}
	});
	if (result.consumed < ids.length)
		throw new TableDrawError(
			'draw_too_long',
			{ count: ids.length, takes: result.consumed },
			`${fn}: ids names ${ids.length} cards, but the attack takes ${result.consumed}`
		);
	return result;
}

/**
 * 手番終了時のシャッフル — at the end of a round a deck whose drawn cards included a shuffle
 * icon shuffles its discards back in (`reshuffled` says whether it did).
 */
export function endOfRound(deck: ModifierDeck, needsShuffle: boolean): { deck: ModifierDeck; reshuffled: boolean } {
	if (typeof needsShuffle !== 'boolean')
		refuse('endOfRound', 'needsShuffle', `must be a boolean, got ${String(needsShuffle)}`);
	return needsShuffle ? { deck: reshuffle(deck), reshuffled: true } : { deck, reshuffled: false };
}

/**
 * The cards a table draw can take next, having taken `picked` (ids, in order): the pile's cards
 * not yet taken — a card in the discards is not in the deck to draw from. Only when the pile has
 * run out are the older discards shuffled in (`reshuffled`), and then those are the cards.
 */
export function drawableCards(
	deck: Pick<ModifierDeck, 'pile' | 'discards'>,
	picked: readonly string[]
): { cards: ModifierCard[]; reshuffled: boolean } {
	const taken = new Set(picked);
	const pile = deck.pile.filter((c) => !taken.has(c.id));
	if (pile.length > 0) return { cards: pile, reshuffled: false };
	return { cards: deck.discards.filter((c) => !taken.has(c.id)), reshuffled: deck.discards.length > 0 };
}
