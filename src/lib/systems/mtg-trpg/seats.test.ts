import { describe, expect, it } from 'vitest';
import { mtgTrpg } from './index';
import { mtgTrpgCommands } from './commands';
import { MTG_SEAT_RULES, mtgBoard, mtgSeatOf, mtgSeats } from './seats';
import type { MtgState, Pc } from './state';

const pc = (id: string, name: string, over: Partial<Pc> = {}): Pc => ({
	id,
	name,
	deckText: '24 land R\n36 R 2',
	deck: [
		{ count: 24, mv: 0, colours: ['R'], designated: false, name: null, land: true },
		{ count: 36, mv: 2, colours: ['R'], designated: false, name: null, land: false }
	],
	life: 20,
	poison: 0,
	hand: 7,
	defeated: false,
	checkedTurn: null,
	known: [],
	...over
});
const state: MtgState = {
	pcs: [
		pc('p1', 'アリス', { life: 13, poison: 2, known: [{ line: 1, zone: 'hand', count: 7 }] as Pc['known'] }),
		pc('p2', 'ボブ', { defeated: true, life: 0 })
	],
	combat: null,
	lastCheck: null
};

describe('mtg-trpg: 席 are the PCs', () => {
	it('a seat per PC, by its id', () => {
		expect(mtgSeats(state)).toEqual([
			{ id: 'p1', name: 'アリス' },
			{ id: 'p2', name: 'ボブ' }
		]);
		expect(mtgTrpg.seats).toBe(mtgSeats);
	});

	it('lists a rule for every command', () => {
		expect(Object.keys(MTG_SEAT_RULES).sort()).toEqual(Object.keys(mtgTrpgCommands).sort());
	});

	it('a PC’s check, life, cards and defeat are its seat’s; setting up, the enemies and the turns the GM’s; an enemy’s damage the table’s', () => {
		expect(mtgSeatOf('check', { pc: 'p2' }, state)).toBe('p2');
		expect(mtgSeatOf('adjustLife', { who: 'p1', by: -3 }, state)).toBe('p1');
		expect(mtgSeatOf('adjustPoison', { who: 'p2', by: 1 }, state)).toBe('p2');
		expect(mtgSeatOf('moveCards', { pc: 'p1', line: 0, from: 'library', to: 'hand' }, state)).toBe('p1');
		expect(mtgSeatOf('setDeck', { id: 'p1', deckText: '60 R 1' }, state)).toBe('p1');
		expect(mtgSeatOf('adjustLife', { who: 'enemy', enemy: 'e1', by: -4 }, state)).toBeUndefined();
		for (const gm of [
			'addPc',
			'removePc',
			'decideOrder',
			'reset',
			'enemiesAppear',
			'nextTurn',
			'countLibraryOut',
			'defeatEnemy',
			'endCombat'
		])
			expect(mtgSeatOf(gm, {}, state), gm).toBeNull();
		expect(mtgSeatOf('check', { pc: 'p9' }, state)).toBeNull();
		expect(mtgSeatOf('check', null, state)).toBeNull();
	});
});

describe('mtg-trpg: the board', () => {
	it('shows each PC’s ライフ largest, its poison and its library (the deck less the cards told to be elsewhere)', () => {
		expect(mtgBoard(state, 'ja')[0]).toEqual({
			seat: { id: 'p1', name: 'アリス' },
			figures: [
				{ label: 'ライフ', value: '13', emphasis: true },
				{ label: '毒', value: '2' },
				{ label: 'ライブラリー', value: '53' }
			]
		});
	});

	it('says 「敗北」 for a PC that lost this combat', () => {
		expect(mtgBoard(state, 'ja')[1]!.figures.at(-1)).toEqual({ label: '状態', value: '敗北' });
		expect(mtgBoard(state, 'en')[1]!.figures.at(-1)).toEqual({ label: 'Status', value: 'Defeated' });
	});
});
