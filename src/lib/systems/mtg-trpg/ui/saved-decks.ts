/**
 * PCs' decks kept on this device across sessions (「キャラクターと一緒に保存」): name and deck list
 * text, newest first, as JSON on the system's device shelf (`session.device`, name `decks`). The
 * session log stays the record; this is only a shortcut for the next session's "add PC" form.
 * Pure: the screen reads and writes the shelf.
 */
export const DECKS_SHELF = 'decks';
const MAX_SAVED = 30;

export interface SavedDeck {
	name: string;
	deckText: string;
}

/** The decks a shelf text holds (none when it is missing or cannot be read). */
export function readSavedDecks(text: string | undefined): SavedDeck[] {
	if (!text) return [];
	try {
		const raw: unknown = JSON.parse(text);
		if (!Array.isArray(raw)) return [];
		return raw.filter(
			(x): x is SavedDeck => typeof x?.name === 'string' && typeof x?.deckText === 'string' && x.name !== ''
		);
	} catch {
		return [];
	}
}

/** The list with `deck` first (replacing one of the same name), at most 30. */
export function withSavedDeck(saved: readonly SavedDeck[], deck: SavedDeck): SavedDeck[] {
	return [deck, ...saved.filter((d) => d.name !== deck.name)].slice(0, MAX_SAVED);
}
