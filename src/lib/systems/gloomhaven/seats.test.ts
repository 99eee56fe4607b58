import { describe, expect, it } from 'vitest';
import { card } from '$tests/factories/gloomhaven';
import { gloomhaven } from './index';
import { gloomhavenCommands } from './commands';
import { GLOOMHAVEN_SEAT_RULES, gloomhavenBoard, gloomhavenSeatOf, gloomhavenSeats } from './seats';
import { initialGloomhavenState } from './reducer';
import type { GloomhavenDeck, GloomhavenState } from './state';

const deck = (id: string, name: string, owner: GloomhavenDeck['owner'], over: Partial<GloomhavenDeck> = {}) => ({
	id,
	name,
	owner,
	base: [],
	pile: [],
	discards: [],
	reshuffleDue: false,
	...over
});
const state: GloomhavenState = {
	...initialGloomhavenState(),
	decks: [
		deck('d1', 'ブルート', 'character', {
			pile: [card('a', 0), card('b', 'x2', { kind: 'bless' }), card('c', 'null', { kind: 'curse' }), card('e', 1)],
			discards: [card('f', -1)]
		}),
		deck('d2', 'モンスター', 'monster'),
		deck('d3', 'スペルウィーバー', 'character')
	]
};

describe('gloomhaven: 席 are the characters’ decks', () => {
	it('a seat per character deck; the monster and ally decks are nobody’s seat', () => {
		expect(gloomhavenSeats(state)).toEqual([
			{ id: 'd1', name: 'ブルート' },
			{ id: 'd3', name: 'スペルウィーバー' }
		]);
		expect(gloomhaven.seats).toBe(gloomhavenSeats);
	});

	it('lists a rule for every command', () => {
		expect(Object.keys(GLOOMHAVEN_SEAT_RULES).sort()).toEqual(Object.keys(gloomhavenCommands).sort());
	});

	it('a draw from a character’s deck is its seat’s; the monster deck’s, a bless, a curse and the round’s end anyone’s; setup the GM’s', () => {
		expect(gloomhavenSeatOf('drawApp', { deck: 'd3' }, state)).toBe('d3');
		expect(gloomhavenSeatOf('addCard', { deck: 'd1', value: 1, rolling: false }, state)).toBe('d1');
		expect(gloomhavenSeatOf('drawTable', { deck: 'd2', cards: [] }, state)).toBeUndefined();
		expect(gloomhavenSeatOf('curse', { deck: 'd1' }, state)).toBeUndefined();
		expect(gloomhavenSeatOf('endRound', {}, state)).toBeUndefined();
		for (const gm of ['setEdition', 'addDeck', 'removeDeck', 'endScenario'])
			expect(gloomhavenSeatOf(gm, {}, state), gm).toBeNull();
		expect(gloomhavenSeatOf('drawApp', { deck: 'd9' }, state)).toBeNull();
	});
});

describe('gloomhaven: the board', () => {
	it('shows each character deck’s draw pile largest, its discards, and the blesses and curses in its pile', () => {
		expect(gloomhavenBoard(state, 'ja')[0]).toEqual({
			seat: { id: 'd1', name: 'ブルート' },
			figures: [
				{ label: '山札', value: '4', emphasis: true },
				{ label: '捨て札', value: '1' },
				{ label: '祝福／呪い', value: '1 / 1' }
			]
		});
		expect(gloomhavenBoard(state, 'en').map((b) => b.seat.id)).toEqual(['d1', 'd3']);
	});
});
