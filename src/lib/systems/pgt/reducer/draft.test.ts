/** The draft helper through its commands: seats, the reading, whose pick it is, each deck's count. */
import { describe, expect, it } from 'vitest';
import { TestSession } from '$tests/factories/session.svelte';
import { pgt } from '../index';
import { statusOf as draftStatusOf } from './draft';

const players = ['ハル', 'ナツ', 'アキ', 'フユ'];

describe('the draft', () => {
	it('「各プレイヤーが18枚のカードで構成された山札を持ち」: pack-pass picks everyone once a round, packs go left, 18 each', async () => {
		const s = new TestSession(pgt);
		expect(await s.dispatch('startDraft', { players, pool: 72, reading: 'pack-pass' })).toBeNull();
		expect(draftStatusOf(s.state.draft!)).toMatchObject({ next: [0, 1, 2, 3], passTo: [1, 2, 3, 0] });
		await s.dispatch('draftPick', { seat: 2, card: '遠坂凛' });
		expect(s.events.at(-1)?.payload).toEqual({ seat: 2, player: 'アキ', card: '遠坂凛', count: 1 });
		expect(pgt.describe(s.events.at(-1)!, 'ja')).toBe('アキが「遠坂凛」を取った(山札 1枚)');
		// アキ waits for the next pack.
		expect(await s.dispatch('draftPick', { seat: 2 })).toMatchObject({
			refusal: 'pgt/not_your_pick',
			params: { player: 'アキ' }
		});
		for (let round = 0; round < 18; round++)
			for (const seat of [0, 1, 2, 3]) if (round > 0 || seat !== 2) await s.dispatch('draftPick', { seat });
		expect(draftStatusOf(s.state.draft!)).toMatchObject({ counts: [18, 18, 18, 18], done: true, left: 0 });
		expect((await s.dispatch('draftPick', { seat: 0 }))?.refusal).toBe('pgt/draft_done');
		expect(await s.dispatch('clearDraft', {})).toBeNull();
		expect(s.state.draft).toBeNull();
	});

	it('a snake draft: one pick at a time, seat order and back; three players are enough', async () => {
		const s = new TestSession(pgt);
		await s.dispatch('startDraft', { players: players.slice(0, 3), pool: 80, reading: 'snake' });
		for (const seat of [0, 1, 2, 2, 1]) expect(await s.dispatch('draftPick', { seat })).toBeNull();
		expect((await s.dispatch('draftPick', { seat: 1 }))?.refusal).toBe('pgt/not_your_pick');
		expect(draftStatusOf(s.state.draft!)).toMatchObject({ next: [0], counts: [1, 2, 2], left: 75 });
	});

	it('「72枚以上のカードが必要」 and 3–4 players are the schema’s; a second draft waits; names differ; the draft outlives a match start', async () => {
		const s = new TestSession(pgt);
		expect((await s.dispatch('startDraft', { players, pool: 36, reading: 'snake' }))?.refusal).toBe(
			'session/invalid_input'
		);
		expect((await s.dispatch('startDraft', { players: ['A', 'B'], pool: 72, reading: 'snake' }))?.refusal).toBe(
			'session/invalid_input'
		);
		expect((await s.dispatch('startDraft', { players: ['A', 'A', 'B'], pool: 72, reading: 'snake' }))?.refusal).toBe(
			'pgt/draft_names'
		);
		await s.dispatch('startDraft', { players, pool: 72, reading: 'pack-pass-alternate' });
		expect((await s.dispatch('startDraft', { players, pool: 72, reading: 'snake' }))?.refusal).toBe(
			'pgt/draft_in_progress'
		);
		await s.dispatch('startMatch', { a: 'ハル', b: 'ナツ' });
		await s.dispatch('startGame', { firstPlayer: 'a' });
		expect(s.state.draft?.players).toEqual(players);
	});
});
