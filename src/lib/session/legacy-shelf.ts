/**
 * Texts a system kept in `localStorage` before systems had a shelf on the device
 * (`SessionView.device`), moved onto the shelf once: the first read of an empty shelf entry takes
 * the old entry, writes it to the shelf and then removes it from `localStorage`. The text is
 * moved as it is — each entry already held what the shelf now holds.
 */

/** Shelf entry (`<system>/<name>`) → the `localStorage` key it was kept under. */
export const LEGACY_SHELF_KEYS: Readonly<Record<string, string>> = Object.freeze({
	// 「MTGでTRPG」's saved decks: JSON [{ name, deckText }], newest first.
	'mtg-trpg/decks': 'sidetable.mtg-trpg.decks'
});

type LegacyStorage = Pick<Storage, 'getItem' | 'removeItem'>;

function browserStorage(): LegacyStorage | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null; // private mode, or storage blocked
	}
}

/**
 * The old text for shelf entry `entry`, written to the shelf by `write` and then dropped from
 * `storage`; undefined when there is none. If the write fails the old entry stays for the next
 * try, and the text is still returned so the screen can show it.
 */
export async function adoptLegacyShelf(
	entry: string,
	write: (text: string) => Promise<void>,
	storage: LegacyStorage | null = browserStorage()
): Promise<string | undefined> {
	const key = LEGACY_SHELF_KEYS[entry];
	if (!key || !storage) return undefined;
	let text: string | null;
	try {
		text = storage.getItem(key);
	} catch {
		return undefined;
	}
	if (text === null) return undefined;
	try {
		await write(text);
		storage.removeItem(key);
	} catch {
		// kept in localStorage: the next read tries again
	}
	return text;
}
