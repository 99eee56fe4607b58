import { describe, expect, it } from 'vitest';
import { gkRun, gkOk, gkWorld } from '$tests/factories/gk-play';
import { gk } from './index';
import { gkCommands } from './commands';
import { GK_SEAT_RULES, gkBoard, gkSeatOf, gkSeats } from './seats';

describe('gk: 席 are the factions', () => {
	it('a seat per faction, by its id', () => {
		expect(gkSeats(gkWorld())).toEqual([
			{ id: 'f1', name: '生徒会' },
			{ id: 'f2', name: '番長' }
		]);
		expect(gk.seats).toBe(gkSeats);
	});

	it('lists a rule for every command', () => {
		expect(Object.keys(GK_SEAT_RULES).sort()).toEqual(Object.keys(gkCommands).sort());
	});

	it('a character acts for the faction holding its 操作権; the world and the phases are the GK’s; an engagement’s rolls the table’s', () => {
		const s = gkWorld();
		const [a, b] = Object.values(s.characters);
		expect(gkSeatOf('takeAction', { character: a!.id, path: [], action: 'wait' }, s)).toBe('f1');
		expect(gkSeatOf('specialAttack', { attacker: b!.id, target: a!.id }, s)).toBe('f2');
		expect(gkSeatOf('survival', { character: b!.id, roll: 5 }, s)).toBe('f2');
		const handed = { ...s, characters: { ...s.characters, [b!.id]: { ...b!, controlledBy: 'f1' } } };
		expect(gkSeatOf('useAbility', { character: b!.id }, handed)).toBe('f1');
		expect(gkSeatOf('enterRoll', { a: a!.id, b: b!.id, roll: 3 }, s)).toBeUndefined();
		for (const gm of ['addFaction', 'addCharacter', 'setMap', 'startPhase', 'setFlag', 'clearStatus'])
			expect(gkSeatOf(gm, {}, s), gm).toBeNull();
		expect(gkSeatOf('takeAction', { character: 'zz' }, s)).toBeNull();
		expect(gkSeatOf('takeAction', { character: 'toString' }, s)).toBeNull();
	});
});

describe('gk: the board', () => {
	it('shows each faction’s characters’ HP now/max, largest; 瀕死 beside a dying one', () => {
		let s = gkWorld();
		const [a, b] = Object.values(s.characters);
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f2' }));
		s = gkOk(gkRun(s, 'specialAttack', { attacker: b!.id, target: a!.id, roll: 1 }));
		const hurt = s.characters[a!.id]!;
		const board = gkBoard(s, 'ja');
		expect(board.map((x) => x.seat.id)).toEqual(['f1', 'f2']);
		expect(board[0]!.figures[0]).toEqual({ label: 'A の HP', value: `${hurt.hp}/${hurt.maxHp}`, emphasis: true });
		expect(board[1]!.figures).toEqual([{ label: 'B の HP', value: '30/30', emphasis: true }]);
		const dying = { ...s, characters: { ...s.characters, [a!.id]: { ...hurt, status: 'dying' as const } } };
		expect(gkBoard(dying, 'en')[0]!.figures[1]).toEqual({
			label: 'Status',
			value: gkBoard(dying, 'en')[0]!.figures[1]!.value
		});
		expect(gkBoard(dying, 'ja')[0]!.figures[1]).toEqual({ label: '状態', value: '瀕死' });
	});
});
