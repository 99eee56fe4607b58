import { describe, expect, it } from 'vitest';
import { adoptLegacyShelf } from './legacy-shelf';

function memory(entries: Record<string, string>) {
	const data = new Map(Object.entries(entries));
	return {
		data,
		getItem: (k: string) => data.get(k) ?? null,
		removeItem: (k: string) => void data.delete(k)
	};
}

describe('adoptLegacyShelf', () => {
	const saved = JSON.stringify([{ name: 'ボブ', deckText: '30 land G\n30 G 3' }]);

	it('moves the decks MTG kept in localStorage onto its shelf, once', async () => {
		const storage = memory({ 'sidetable.mtg-trpg.decks': saved });
		const shelf: string[] = [];
		const write = async (t: string) => void shelf.push(t);
		expect(await adoptLegacyShelf('mtg-trpg/decks', write, storage)).toBe(saved);
		expect(shelf).toEqual([saved]);
		expect(storage.data.has('sidetable.mtg-trpg.decks')).toBe(false);
		expect(await adoptLegacyShelf('mtg-trpg/decks', write, storage)).toBeUndefined();
		expect(shelf).toHaveLength(1);
	});

	it('keeps the old entry when the shelf cannot be written, and still hands the text over', async () => {
		const storage = memory({ 'sidetable.mtg-trpg.decks': saved });
		const failing = async () => {
			throw new Error('full');
		};
		expect(await adoptLegacyShelf('mtg-trpg/decks', failing, storage)).toBe(saved);
		expect(storage.data.get('sidetable.mtg-trpg.decks')).toBe(saved);
	});

	it('has nothing for another entry, or without storage', async () => {
		const storage = memory({ 'sidetable.mtg-trpg.decks': saved });
		const write = async () => {};
		expect(await adoptLegacyShelf('pgt/cards', write, storage)).toBeUndefined();
		expect(await adoptLegacyShelf('mtg-trpg/decks', write, null)).toBeUndefined();
	});
});
