import { describe, expect, it } from 'vitest';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { cardIntent } from '$tests/factories/pgt';
import { pgt } from './index';
import { pgtCommands } from './commands';
import { PGT_SEAT_RULES, pgtBoard, pgtSeatOf, pgtSeats } from './seats';
import { initialPgtState } from './reducer';

/** A match 桜 (a) v 空 (b), a's first, one card on each F1, round 1 started. */
async function started() {
	const s = new TestSession(pgt, { random: seededRandom(1) });
	await s.dispatch('startMatch', { a: '桜', b: '空' });
	await s.dispatch('saveCard', cardIntent('剣士', { abilities: ['A: P3D'] }));
	await s.dispatch('startGame', { firstPlayer: 'a' });
	await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
	await s.dispatch('place', { side: 'b', slot: 'F1', cardId: 'c1' });
	await s.dispatch('startRound', {});
	return s.state;
}

describe('pgt: 席 are the two sides', () => {
	it('names each side by its player, 「プレイヤーA(手前)」 before the match names them', async () => {
		expect(pgtSeats(await started(), 'ja')).toEqual([
			{ id: 'a', name: '桜' },
			{ id: 'b', name: '空' }
		]);
		expect(pgtSeats(initialPgtState(), 'ja').map((x) => x.name)).toEqual(['プレイヤーA(手前)', 'プレイヤーB(奥)']);
		expect(pgt.seats).toBe(pgtSeats);
	});

	it('lists a rule for every command', () => {
		expect(Object.keys(PGT_SEAT_RULES).sort()).toEqual(Object.keys(pgtCommands).sort());
	});

	it('a side’s own field and its turn act for it; the library and the match’s start are the GM’s; the first roll the table’s', async () => {
		const s = await started();
		expect(pgtSeatOf('place', { side: 'b', slot: 'F2', cardId: 'c1' }, s)).toBe('b');
		expect(pgtSeatOf('adjustCnt', { side: 'a', slot: 'F1', name: '毒', by: 1 }, s)).toBe('a');
		expect(pgtSeatOf('attack', {}, s)).toBe(s.turn);
		expect(pgtSeatOf('endTurn', {}, s)).toBe(s.turn);
		expect(pgtSeatOf('effectAttack', { side: 'b' }, s)).toBe('b');
		expect(pgtSeatOf('noteEffect', { line: { side: 'b', slot: 'F1', index: 0 } }, s)).toBe('b');
		expect(pgtSeatOf('noteEffect', { text: '全体に1ダメージ' }, s)).toBeUndefined();
		for (const gm of ['startMatch', 'saveCard', 'importCards', 'removeCard', 'startDraft', 'clearDraft'])
			expect(pgtSeatOf(gm, {}, s), gm).toBeNull();
		expect(pgtSeatOf('startGame', { appRoll: true }, s)).toBeUndefined();
		expect(pgtSeatOf('place', { side: 'c' }, s)).toBeNull();
	});

	it('a return attack is the attacked side’s', async () => {
		const s = { ...(await started()), turn: 'a' as const };
		const last = { side: 'a' as const } as NonNullable<typeof s.lastAttack>;
		expect(pgtSeatOf('returnAttack', {}, { ...s, lastAttack: last })).toBe('b');
		expect(pgtSeatOf('declineReturn', {}, { ...s, lastAttack: last })).toBe('b');
		expect(pgtSeatOf('declineReturn', {}, s)).toBeNull();
	});
});

describe('pgt: the board', () => {
	it('shows each side’s score largest, its games won, its field and its score pile', async () => {
		const s = await started();
		const board = pgtBoard({ ...s, scores: { a: 3, b: 1 }, games: ['b'] }, 'ja');
		expect(board[0]).toEqual({
			seat: { id: 'a', name: '桜' },
			figures: [
				{ label: 'スコア', value: '3', emphasis: true },
				{ label: '勝ったゲーム', value: '0' },
				{ label: '場のキャラ', value: '1' },
				{ label: 'スコア置き場', value: '0' }
			]
		});
		expect(board[1]!.figures.map((f) => f.value)).toEqual(['1', '1', '1', '0']);
		expect(pgtBoard(s, 'en')[0]!.figures[0]!.label).toBe('Score');
	});
});
