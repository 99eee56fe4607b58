import { describe, expect, it } from 'vitest';
import { card } from '../../../../../tests/factories/gloomhaven';
import { drawableCards } from './deck';

describe('drawableCards: what a table draw can take next', () => {
	const pile = [card('plus3', 3), card('a', 0)];
	const discards = [card('plus3-old', 3), card('m', -1)];
	it('only the pile’s cards not yet taken: a card in the discards is not offered', () => {
		expect(drawableCards({ pile, discards }, []).cards.map((c) => c.id)).toEqual(['plus3', 'a']);
		expect(drawableCards({ pile, discards }, ['plus3'])).toEqual({ cards: [pile[1]], reshuffled: false });
	});
	it('when the pile has run out mid-draw, the older discards are shuffled in and offered', () => {
		expect(drawableCards({ pile, discards }, ['plus3', 'a'])).toEqual({ cards: discards, reshuffled: true });
		expect(drawableCards({ pile, discards }, ['plus3', 'a', 'm'])).toEqual({ cards: [discards[0]], reshuffled: true });
		expect(drawableCards({ pile: [], discards: [] }, [])).toEqual({ cards: [], reshuffled: false });
	});
});
