/**
 * 席 for Gloomhaven: a seat is a character's attack modifier deck (its id); the app tracks the
 * decks, not HP, so the board shows what it tracks. A character's player draws from its own deck,
 * stops its attack and changes its own cards (perks, items); the monster and ally decks are drawn
 * by anyone at the table (Gloomhaven has no GM — the device that shared the session keeps the
 * setup). A bless or a curse goes into another's deck (an ally blesses, a monster curses): anyone
 * may record it, as may the end of a round. Setting the edition, adding or removing a deck and
 * ending the scenario are the sharing device's.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { BoardSeat, Seat } from '../types';
import { field, seatOfBy, type SeatRules } from '../seat-table';
import type { GloomhavenCommands } from './commands';
import type { GloomhavenDeck, GloomhavenState } from './state';

const characterDecks = (state: GloomhavenState) => state.decks.filter((d) => d.owner === 'character');

export function gloomhavenSeats(state: GloomhavenState): Seat[] {
	return characterDecks(state).map((d) => ({ id: d.id, name: d.name }));
}

/** The deck named by `key`: a character's is its seat's, a monster's or an ally's the table's; an unknown one the GM's. */
const deckIn =
	(key: string) =>
	(intent: unknown, state: GloomhavenState): string | null | undefined => {
		const id = field(intent, key);
		const deck = state.decks.find((d) => d.id === id);
		if (!deck) return null;
		return deck.owner === 'character' ? deck.id : undefined;
	};

export const GLOOMHAVEN_SEAT_RULES: SeatRules<GloomhavenState, GloomhavenCommands> = {
	setEdition: 'gm',
	addDeck: 'gm',
	removeDeck: 'gm',
	addCard: deckIn('deck'),
	removeCard: deckIn('deck'),
	bless: 'table',
	curse: 'table',
	drawApp: deckIn('deck'),
	drawTable: deckIn('deck'),
	stopAttack: deckIn('deck'),
	endRound: 'table',
	endScenario: 'gm'
};

export const gloomhavenSeatOf = seatOfBy(GLOOMHAVEN_SEAT_RULES);

const kindIn = (d: GloomhavenDeck, kind: 'bless' | 'curse') => d.pile.filter((c) => c.kind === kind).length;

/** Each character deck's draw pile (largest), its discards, and the blesses and curses in its pile. */
export function gloomhavenBoard(state: GloomhavenState, locale: Locale): BoardSeat[] {
	return characterDecks(state).map((d) => ({
		seat: { id: d.id, name: d.name },
		figures: [
			{ label: m.board_pile({}, { locale }), value: String(d.pile.length), emphasis: true },
			{ label: m.board_discards({}, { locale }), value: String(d.discards.length) },
			{ label: m.board_bless_curse({}, { locale }), value: `${kindIn(d, 'bless')} / ${kindIn(d, 'curse')}` }
		]
	}));
}
