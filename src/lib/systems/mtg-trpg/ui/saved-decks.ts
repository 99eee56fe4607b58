/**
 * PCs' decks kept on this device across sessions (「キャラクターと一緒に保存」): name and deck list
 * text, newest first. The session log stays the record; this is only a shortcut for the next
 * session's "add PC" form. Storage may be missing (private mode): then nothing is kept.
 */
const KEY = 'sidetable.mtg-trpg.decks';
const MAX_SAVED = 30;

export interface SavedDeck {
	name: string;
	deckText: string;
}

export function savedDecks(): SavedDeck[] {
	try {
		const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
		if (!Array.isArray(raw)) return [];
		return raw.filter((x): x is SavedDeck => typeof x?.name === 'string' && typeof x?.deckText === 'string');
	} catch {
		return [];
	}
}

export function saveDeck(deck: SavedDeck): void {
	try {
		const rest = savedDecks().filter((d) => d.name !== deck.name);
		localStorage.setItem(KEY, JSON.stringify([deck, ...rest].slice(0, MAX_SAVED)));
	} catch {
		// no storage: the deck stays in this session's log only
	}
}
