import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
	addToPile,
	deckOf,
	deckSize,
	discard,
	drawMatching,
	drawRandom,
	remove,
	reshuffle,
	takeOut,
	type Deck
} from './index';

const script = (values: number[]) => {
	let i = 0;
	return () => {
		if (i >= values.length) throw new Error('script ran out');
		return values[i++] as number;
	};
};

describe('deck zones', () => {
	it('an app draw takes the pile card the rng points at, one call per draw', () => {
		const deck = deckOf(['a', 'b', 'c', 'd']);
		const first = drawRandom(deck, script([0.5])); // floor(0.5 × 4) = 2 → 'c'
		expect(first).toEqual({ card: 'c', deck: { pile: ['a', 'b', 'd'], discards: [], removed: [] }, reshuffled: false });
		const second = drawRandom(first.deck, script([0])); // floor(0 × 3) = 0 → 'a'
		expect(second.card).toBe('a');
		expect(deck.pile).toEqual(['a', 'b', 'c', 'd']);
	});

	it('drawing from an empty pile shuffles the discards in first', () => {
		const deck: Deck<string> = { pile: [], discards: ['x', 'y'], removed: ['gone'] };
		const d = drawRandom(deck, script([0.99]));
		expect(d).toEqual({ card: 'y', deck: { pile: ['x'], discards: [], removed: ['gone'] }, reshuffled: true });
		expect(() => drawRandom(deck, script([0]), { reshuffleWhenEmpty: false })).toThrow(/pile is empty/);
	});

	it('refuses to draw when the pile and discards are both empty, and a bad rng', () => {
		const empty: Deck<string> = { pile: [], discards: [], removed: ['r'] };
		expect(() => drawRandom(empty, script([0]))).toThrow(/drawRandom: deck has no cards in its pile or discards/);
		expect(() => drawMatching(empty, () => true)).toThrow(RangeError);
		expect(() => drawRandom(deckOf([1]), () => 1)).toThrow(/rng gave 1/);
	});

	it('a table draw takes the named card, and refuses one that is not in the pile', () => {
		const deck = discard(deckOf(['+0', '+1', '+0']), ['-1']);
		const d = drawMatching(deck, (c) => c === '+0');
		expect(d.card).toBe('+0');
		expect(d.deck.pile).toEqual(['+1', '+0']);
		expect(() => drawMatching(deck, (c) => c === '-1')).toThrow(/drawMatching: match names no card in the pile/);
	});

	it('reshuffle puts the discards back into the pile and keeps removed cards out', () => {
		const deck: Deck<number> = { pile: [1], discards: [2, 3], removed: [4] };
		expect(reshuffle(deck)).toEqual({ pile: [1, 2, 3], discards: [], removed: [4] });
		expect(remove(deck, [5])).toEqual({ pile: [1], discards: [2, 3], removed: [4, 5] });
		expect(addToPile(deck, [6])).toEqual({ pile: [1, 6], discards: [2, 3], removed: [4] });
	});

	it('takeOut removes a card from whichever zone holds it, pile first', () => {
		const deck: Deck<string> = { pile: ['a'], discards: ['b', 'a'], removed: ['c'] };
		expect(takeOut(deck, (c) => c === 'a')).toEqual({
			card: 'a',
			deck: { pile: [], discards: ['b', 'a'], removed: ['c'] }
		});
		expect(takeOut(deck, (c) => c === 'c')?.deck).toEqual({ pile: ['a'], discards: ['b', 'a'], removed: [] });
		expect(takeOut(deck, (c) => c === 'z')).toBeNull();
	});
});

type Op =
	| { op: 'draw'; r: number }
	| { op: 'table'; pick: number }
	| { op: 'discard' }
	| { op: 'remove' }
	| { op: 'reshuffle' };
const op: fc.Arbitrary<Op> = fc.oneof(
	fc.record({ op: fc.constant('draw' as const), r: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }) }),
	fc.record({ op: fc.constant('table' as const), pick: fc.nat(40) }),
	fc.constant({ op: 'discard' as const }),
	fc.constant({ op: 'remove' as const }),
	fc.constant({ op: 'reshuffle' as const })
);

test.prop([fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 25 }), fc.array(op, { maxLength: 60 })])(
	'draw, discard, remove and reshuffle never lose or invent a card: zones + hand are the deck we started with',
	(cards, ops) => {
		let deck = deckOf(cards);
		let hand: number[] = [];
		for (const o of ops) {
			const canDraw = deck.pile.length + deck.discards.length > 0;
			if (o.op === 'draw' && canDraw) {
				const d = drawRandom(deck, () => o.r);
				deck = d.deck;
				hand.push(d.card);
			} else if (o.op === 'table' && canDraw) {
				const pile = deck.pile.length > 0 ? deck.pile : deck.discards;
				const want = pile[o.pick % pile.length] as number;
				const d = drawMatching(deck, (c) => c === want);
				expect(d.card).toBe(want);
				deck = d.deck;
				hand.push(d.card);
			} else if (o.op === 'discard') {
				deck = discard(deck, hand);
				hand = [];
			} else if (o.op === 'remove') {
				deck = remove(deck, hand);
				hand = [];
			} else if (o.op === 'reshuffle') {
				deck = reshuffle(deck);
				expect(deck.discards).toEqual([]);
			}
			expect(deckSize(deck) + hand.length).toBe(cards.length);
		}
		const all = [...deck.pile, ...deck.discards, ...deck.removed, ...hand].sort((a, b) => a - b);
		expect(all).toEqual([...cards].sort((a, b) => a - b));
	}
);
