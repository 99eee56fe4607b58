import { describe, expect, it } from 'vitest';
import { apply, npc, playingState, setupState, FIVE } from '$tests/factories/locke';
import { lockeCommands } from './commands';
import { LOCKE_SEAT_RULES, lockeBoard, lockeSeatOf, lockeSeats } from './seats';
import { locke } from './index';

describe('locke: 席', () => {
	it('a seat per played character, in seat order, its id the character’s; an NPC is nobody’s seat', () => {
		const s = apply(playingState(), npc('n1', '警官'));
		expect(lockeSeats(s, 'ja').map((x) => x.id)).toEqual(FIVE.map((f) => f.id));
		expect(locke.seats).toBe(lockeSeats);
	});

	it('names a secret sheet’s seat by its player in the table view, by the character otherwise', () => {
		const hidden = lockeSeats(playingState('seed', { tableView: true }), 'ja');
		expect(hidden[1]).toEqual({ id: 'p2', name: 'ベン' });
		const open = lockeSeats(setupState(), 'ja');
		expect(open[1]!.name).not.toBe('ベン');
	});

	it('lists a rule for every command', () => {
		expect(Object.keys(LOCKE_SEAT_RULES).sort()).toEqual(Object.keys(lockeCommands).sort());
	});

	it('a character’s own action acts for its seat; an NPC’s and the table-wide moves are the GM’s', () => {
		const s = apply(playingState(), npc('n1', '警官'));
		expect(lockeSeatOf('attack', { attacker: 'p2', target: 'p3' }, s)).toBe('p2');
		expect(lockeSeatOf('melee', { attacker: 'p3', target: 'p2' }, s)).toBe('p3');
		expect(lockeSeatOf('endTurn', { who: 'p1' }, s)).toBe('p1');
		expect(lockeSeatOf('convert', { by: 'p4', target: 'p5' }, s)).toBe('p4');
		expect(lockeSeatOf('adjustCharacter', { who: 'p5', field: 'damage', by: 1 }, s)).toBe('p5');
		expect(lockeSeatOf('attack', { attacker: 'n1', target: 'p3' }, s)).toBeNull();
		for (const gm of ['addCharacter', 'startGame', 'setTableView', 'startCombat', 'dealHands', 'endRound', 'endGame'])
			expect(lockeSeatOf(gm, {}, s), gm).toBeNull();
	});

	it('never throws on a malformed intent, and a command it does not know is the GM’s', () => {
		const s = playingState();
		for (const command of Object.keys(lockeCommands))
			for (const intent of [undefined, null, 7, 'x', {}, { who: 3 }])
				expect(() => lockeSeatOf(command, intent, s)).not.toThrow();
		expect(lockeSeatOf('attack', { attacker: 42 }, s)).toBeNull();
		expect(lockeSeatOf('noSuchCommand', { who: 'p1' }, s)).toBeNull();
	});
});

describe('locke: the board follows 卓に見せる表示', () => {
	it('shows a visible sheet’s endurance now/max', () => {
		const s = apply(setupState(), {
			type: 'locke/characterAdjusted',
			payload: { who: { id: 'p2', name: 'x' }, field: 'damage', by: 2, reason: 'other' }
		});
		const card = lockeBoard(s, 'ja').find((b) => b.seat.id === 'p2')!;
		const c = s.characters.find((x) => x.id === 'p2')!;
		expect(card.figures[0]).toEqual({
			label: '現在耐久力',
			value: `${c.maxEndurance - c.damage}/${c.maxEndurance}`,
			emphasis: true
		});
	});

	it('shows a secret sheet only as the damage it took, under its player’s name: no name, no endurance', () => {
		const s = playingState('seed', { tableView: true });
		const board = lockeBoard(s, 'ja');
		const text = JSON.stringify(board);
		for (const c of s.characters) {
			expect(text).not.toContain(c.name);
			expect(board.find((b) => b.seat.id === c.id)!.figures[0]).toEqual({
				label: '累計ダメージ',
				value: String(c.damage),
				emphasis: true
			});
		}
		expect(lockeBoard(s, 'en')[0]!.seat.name).toBe('あかり');
		expect(lockeBoard(s, 'en')[0]!.figures[0]!.label).toBe('Damage taken');
	});
});
