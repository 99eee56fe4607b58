import { describe, expect, it } from 'vitest';
import { readSavedDecks, withSavedDeck } from './saved-decks';

describe('saved decks on the device shelf', () => {
	it('reads the JSON the shelf holds, and nothing from a missing, broken or foreign text', () => {
		const text = JSON.stringify([{ name: 'ボブ', deckText: '30 land G\n30 G 3' }, { name: 1 }, { name: '' }]);
		expect(readSavedDecks(text)).toEqual([{ name: 'ボブ', deckText: '30 land G\n30 G 3' }]);
		expect(readSavedDecks(undefined)).toEqual([]);
		expect(readSavedDecks('{')).toEqual([]);
		expect(readSavedDecks('{"name":"x"}')).toEqual([]);
	});
	it('puts the newest first, replaces one of the same name and keeps thirty', () => {
		const many = Array.from({ length: 30 }, (_, i) => ({ name: `P${i}`, deckText: '' }));
		const next = withSavedDeck(many, { name: 'P5', deckText: 'new' });
		expect(next[0]).toEqual({ name: 'P5', deckText: 'new' });
		expect(next.filter((d) => d.name === 'P5')).toHaveLength(1);
		expect(withSavedDeck(many, { name: 'Q', deckText: '' })).toHaveLength(30);
	});
});
