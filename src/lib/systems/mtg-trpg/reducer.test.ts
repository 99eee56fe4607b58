import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { TestSession } from '$tests/factories/session.svelte';
import { mtgTrpg } from '.';
import { initialMtgState, reduceMtg } from './reducer';
import type { MtgState } from './state';
import { envWith } from '$tests/factories/mtg-trpg';

const RED = '24 land R\n8 R 1\n12 R 2\n8 R 3\n6 R 4\n2 R 5';

/** A session with three PCs, play order decided, reset, all taking part. */
async function threePcs() {
	const s = new TestSession(mtgTrpg);
	for (const name of ['アリス', 'ボブ', 'キャロル'])
		expect(await s.dispatch('addPc', { name, deckText: RED })).toBeNull();
	return s;
}

async function toEnemy(s: Awaited<ReturnType<typeof threePcs>>, pcs = ['p1', 'p2', 'p3']) {
	expect(await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false })).toBeNull();
	expect(await s.dispatch('reset', { hands: {} })).toBeNull();
	expect(await s.dispatch('chooseParticipants', { pcs, npcs: [] })).toBeNull();
}

const code = (r: unknown) => (isRefusal(r) ? r.refusal : r);
/** The reducer's env of a new session: every open point at its default reading. */
const ENV = envWith();

describe('PCs and decks', () => {
	it('adds a PC from a short deck list (60 cards) at life 20', async () => {
		const s = await threePcs();
		expect(s.state.pcs.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
		expect(s.state.pcs[0]!.deck.reduce((n, c) => n + c.count, 0)).toBe(60);
		expect(s.state.pcs[0]!.life).toBe(20);
	});

	it('refuses a line that does not parse, naming the line, and records nothing', async () => {
		const s = new TestSession(mtgTrpg);
		const r = await s.dispatch('addPc', { name: 'A', deckText: '4 R 1\n3 X 2' });
		expect(r).toMatchObject({ refusal: 'mtg-trpg/bad_deck_line', params: { line: 2 } });
		expect(mtgTrpg.explainRefusal(r!, 'en')).toContain('line 2');
		expect(s.events).toHaveLength(0);
	});

	it('refuses a deck of fewer than two cards, more than three designated cards, a mana value over 16, an empty name', async () => {
		const s = new TestSession(mtgTrpg);
		expect(code(await s.dispatch('addPc', { name: 'A', deckText: '1 R 1' }))).toBe('mtg-trpg/deck_too_small');
		expect(await s.dispatch('addPc', { name: 'A', deckText: '4 R 1 *\n4 R 2' })).toMatchObject({
			refusal: 'mtg-trpg/too_many_designated',
			params: { designated: 4, max: 3, line: 1 },
			text: '指定カードは3枚まで選べます（1種類3枚、2枚と1枚、または1枚ずつ3種類）。いま 4 枚に印がついています'
		});
		expect(await s.dispatch('addPc', { name: 'A', deckText: '2 R 1 *\n3 R 2 *' })).toMatchObject({
			params: { designated: 5 }
		});
		expect(code(await s.dispatch('addPc', { name: 'A', deckText: '4 R 17' }))).toBe('mtg-trpg/bad_deck_line');
		expect(code(await s.dispatch('addPc', { name: ' ', deckText: RED }))).toBe('mtg-trpg/name_needed');
		expect(s.events).toHaveLength(0);
	});

	it('the reducer refuses a recorded deck with four designated cards or one card', () => {
		const deck = [{ count: 4, mv: 1, colours: [], designated: true, name: null, land: false }];
		const r = reduceMtg(
			initialMtgState(),
			{
				type: 'mtg-trpg/pcAdded',
				payload: { id: 'p1', name: 'A', deckText: '', deck, life: 20 }
			},
			ENV
		);
		expect(code(r)).toBe('mtg-trpg/too_many_designated');
		const one = reduceMtg(
			initialMtgState(),
			{
				type: 'mtg-trpg/pcAdded',
				payload: { id: 'p1', name: 'A', deckText: '', deck: [{ ...deck[0]!, count: 1, designated: false }], life: 20 }
			},
			ENV
		);
		expect(code(one)).toBe('mtg-trpg/deck_too_small');
	});

	it('changes a deck, removes a PC, refuses an unknown one and a duplicate id', async () => {
		const s = await threePcs();
		expect(await s.dispatch('setDeck', { id: 'p1', deckText: '30 U 2\n30 land U' })).toBeNull();
		expect(s.state.pcs[0]!.deck[0]).toMatchObject({ count: 30, colours: ['U'] });
		expect(await s.dispatch('removePc', { id: 'p3' })).toBeNull();
		expect(code(await s.dispatch('removePc', { id: 'p9' }))).toBe('mtg-trpg/unknown_pc');
		expect(code(await s.dispatch('setDeck', { id: 'p9', deckText: RED }))).toBe('mtg-trpg/unknown_pc');
		const dup = reduceMtg(
			s.state,
			{
				type: 'mtg-trpg/pcAdded',
				payload: { ...(s.events[0]!.payload as object) } as never
			},
			ENV
		);
		expect(code(dup)).toBe('mtg-trpg/duplicate_pc');
	});
});

describe('the combat part ① → ⑤', () => {
	it('① refuses the reset before the play order (the seed: decide it before redrawing)', async () => {
		const s = await threePcs();
		expect(code(await s.dispatch('reset', { hands: {} }))).toBe('mtg-trpg/order_first');
		expect(code(await s.dispatch('chooseParticipants', { pcs: ['p1'], npcs: [] }))).toBe('mtg-trpg/order_first');
	});

	it('① the reset redraws as many as the hand held; the clamps apply only when the session picks them', async () => {
		const s = await threePcs();
		await s.dispatch('adjustLife', { who: 'p1', by: -15 });
		await s.dispatch('decideOrder', { first: 'enemy', deathMatch: true });
		expect(s.preview('reset', { hands: { p1: 3 } })).toMatchObject({
			events: [{ payload: { pcs: [{ id: 'p1', life: 5, hand: 3 }, { hand: 7 }, { hand: 7 }] } }]
		});
		await s.chooseReadings({ reset_clamps: { reading: 'life-10-20-hand-5' } });
		expect(await s.dispatch('reset', { hands: { p1: 3 } })).toBeNull();
		expect(s.state.pcs[0]).toMatchObject({ life: 10, hand: 5 });
		expect(s.state.combat).toMatchObject({ step: 'participants', first: 'enemy', deathMatch: true, part: 1 });
		expect(code(await s.dispatch('reset', { hands: {} }))).toBe('mtg-trpg/combat_running');
	});

	it('② needs a PC; ③ a deck enemy facing two or more PCs gets 9 cards, 40 life, a preparation turn (turn 0)', async () => {
		const s = await threePcs();
		await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false });
		await s.dispatch('reset', { hands: {} });
		expect(code(await s.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: '竜' }] }))).toBe(
			'mtg-trpg/wrong_step'
		);
		expect(code(await s.dispatch('chooseParticipants', { pcs: [], npcs: [] }))).toBe('mtg-trpg/nobody');
		await s.dispatch('chooseParticipants', { pcs: ['p1', 'p2', 'p3'], npcs: [] });
		expect(await s.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: '竜' }] })).toBeNull();
		expect(s.state.combat).toMatchObject({ step: 'game', turn: 0, prepTurns: 1 });
		expect(s.state.combat!.enemies[0]).toMatchObject({ life: 40, openingHand: 9, maxHand: 9 });
		await s.dispatch('nextTurn', {});
		expect(s.state.combat!.turn).toBe(1);
	});

	it('③ one PC: no handicaps, no preparation turn', async () => {
		const s = await threePcs();
		await toEnemy(s, ['p1']);
		await s.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: '竜' }] });
		expect(s.state.combat).toMatchObject({ turn: 1, prepTurns: 0 });
		expect(s.state.combat!.enemies[0]).toMatchObject({ life: 20, openingHand: 7, maxHand: 7 });
	});

	it('a PC at life 0 is defeated, and life changes on it are refused; all PCs defeated ends the part as a loss', async () => {
		const s = await threePcs();
		await toEnemy(s, ['p1', 'p2']);
		await s.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: '竜' }] });
		expect(code(await s.dispatch('endCombat', {}))).toBe('mtg-trpg/not_decided');
		await s.dispatch('adjustLife', { who: 'p1', by: -20 });
		expect(s.state.pcs[0]!.defeated).toBe(true);
		expect(code(await s.dispatch('adjustLife', { who: 'p1', by: 1 }))).toBe('mtg-trpg/pc_defeated');
		await s.dispatch('adjustPoison', { who: 'p2', by: 10 });
		expect(s.state.pcs[1]!.defeated).toBe(true);
		expect(await s.dispatch('endCombat', {})).toBeNull();
		expect(s.groups.at(-1)!.map((e) => e.type)).toEqual(['mtg-trpg/combatEnded', 'mtg-trpg/reset']);
		expect(s.state.combat).toMatchObject({ step: 'ended', outcome: 'pcs_lost' });
		expect(s.state.pcs[0]!.defeated).toBe(false);
	});

	it('the enemy at life 0 is defeated; a concession marks a PC defeated; poison cannot go below 0', async () => {
		const s = await threePcs();
		await toEnemy(s);
		await s.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: '竜' }] });
		expect(code(await s.dispatch('adjustPoison', { who: 'p1', by: -1 }))).toBe('mtg-trpg/below_zero');
		expect(await s.dispatch('defeatPc', { id: 'p3' })).toBeNull();
		expect(code(await s.dispatch('defeatPc', { id: 'p3' }))).toBe('mtg-trpg/pc_defeated');
		await s.dispatch('adjustLife', { who: 'enemy', by: -40 });
		expect(s.state.combat!.enemies[0]!.defeated).toBe(true);
		expect(code(await s.dispatch('adjustLife', { who: 'enemy', by: -1 }))).toBe('mtg-trpg/enemy_defeated');
		await s.dispatch('endCombat', {});
		expect(s.state.combat!.outcome).toBe('pcs_won');
		// The next part: ① again, and nobody joins a part already over.
		expect(code(await s.dispatch('nextTurn', {}))).toBe('mtg-trpg/no_game');
		await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false });
		expect(s.state.combat!.part).toBe(2);
	});

	it('library-out: only an enemy that counts (not a deck); 45 defeats it', async () => {
		const s = await threePcs();
		await toEnemy(s);
		await s.dispatch('enemiesAppear', { enemies: [{ kind: 'creature', name: 'ワーム' }] });
		expect(s.state.combat!.enemies[0]!.life).toBeNull();
		expect(code(await s.dispatch('adjustLife', { who: 'enemy', by: -1 }))).toBe('mtg-trpg/no_life');
		await s.dispatch('countLibraryOut', { by: 44 });
		expect(s.state.combat!.enemies[0]!.defeated).toBe(false);
		await s.dispatch('countLibraryOut', { by: 1 });
		expect(s.state.combat!.enemies[0]!.defeated).toBe(true);
		const deck = reduceMtg(
			{
				...s.state,
				combat: { ...s.state.combat!, enemies: [{ ...s.state.combat!.enemies[0]!, kind: 'deck', defeated: false }] }
			},
			{ type: 'mtg-trpg/libraryOutCounted', payload: { by: 1 } },
			ENV
		);
		expect(code(deck)).toBe('mtg-trpg/has_library');
	});
});

describe('checks', () => {
	const card = (mv: number, colours: ('R' | 'G' | 'U')[] = ['R'], designated = false) => ({ mv, colours, designated });

	it('a table check computes target, achievement and margin; one per PC per turn in combat', async () => {
		const s = await threePcs();
		await toEnemy(s);
		await s.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: '竜' }] });
		const intent = {
			pc: 'p1',
			purpose: 'check' as const,
			colour: 'R' as const,
			difficulty: 2,
			source: 'table' as const,
			first: card(3),
			second: card(1, ['G'])
		};
		expect(await s.dispatch('check', intent)).toBeNull();
		expect(s.state.lastCheck).toMatchObject({ target: 5, achievement: 4, margin: -1, success: false, auto: null });
		expect(code(await s.dispatch('check', intent))).toBe('mtg-trpg/check_used');
		await s.dispatch('nextTurn', {});
		expect(await s.dispatch('check', { ...intent, second: card(0) })).toBeNull();
		expect(s.state.lastCheck).toMatchObject({ achievement: 5, success: true });
	});

	it('refuses a mana value outside 0…16 and a designated card the deck does not have', async () => {
		const s = await threePcs();
		const base = { pc: 'p1', purpose: 'check' as const, colour: 'R' as const, difficulty: 0, source: 'table' as const };
		expect(code(await s.dispatch('check', { ...base, first: card(17), second: card(1) }))).toBe('mtg-trpg/bad_mv');
		expect(code(await s.dispatch('check', { ...base, first: card(-1), second: card(1) }))).toBe('mtg-trpg/bad_mv');
		expect(code(await s.dispatch('check', { ...base, first: card(1, ['R'], true), second: card(1) }))).toBe(
			'mtg-trpg/not_designated'
		);
		expect(s.events).toHaveLength(3);
	});

	it('an app check reveals two cards of the deck from ctx.random; the preview is what is recorded', async () => {
		const s = await threePcs();
		await s.dispatch('setDeck', { id: 'p2', deckText: '1 G 3\n1 U 7' });
		const intent = { pc: 'p2', purpose: 'check' as const, colour: 'G' as const, difficulty: 0, source: 'app' as const };
		await s.dispatch('check', intent);
		const made = s.events.at(-1)!.payload as { first: { mv: number }; second: { mv: number } };
		expect([made.first.mv, made.second.mv].sort((a, b) => a - b)).toEqual([3, 7]);
		expect(s.state.lastCheck!.target).toBe(made.first.mv);
	});

	it('escape: red, its difficulty from the session reading capped at 4; success ends the part as escaped', async () => {
		const s = await threePcs();
		await toEnemy(s);
		await s.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: '竜' }] });
		const escape = { pc: 'p1', purpose: 'escape' as const, colour: null, difficulty: 0, source: 'table' as const };
		expect(code(await s.dispatch('check', { ...escape, first: card(0), second: card(0) }))).toBe(
			'mtg-trpg/count_needed'
		);
		const p = s.preview('check', { ...escape, count: 9, first: card(0), second: card(0) });
		expect(p).toMatchObject({ events: [{ payload: { colour: 'R', difficulty: 4 } }] });
		await s.chooseReadings({ escape_difficulty: { reading: 'pcs-in-combat' } });
		expect(await s.dispatch('check', { ...escape, first: card(0), second: card(0) })).toBeNull();
		expect(s.state.lastCheck).toMatchObject({ difficulty: 3, success: true });
		expect(s.state.combat!.outcome).toBe('escaped');
		expect(code(await s.dispatch('check', { ...escape, pc: 'p2', first: card(0), second: card(0) }))).toBe(
			'mtg-trpg/combat_decided'
		);
		await s.dispatch('endCombat', {});
		expect(s.state.combat!.outcome).toBe('escaped');
	});

	it('escape outside a combat is refused', async () => {
		const s = await threePcs();
		const r = await s.dispatch('check', {
			pc: 'p1',
			purpose: 'escape',
			colour: 'R',
			difficulty: 0,
			count: 1,
			source: 'table',
			first: card(0),
			second: card(0)
		});
		expect(code(r)).toBe('mtg-trpg/not_in_combat');
	});

	it('horde: the representative check gives the preparation turns (8 − 6 → 2), before that nothing moves', async () => {
		const s = await threePcs();
		await toEnemy(s);
		await s.dispatch('enemiesAppear', { enemies: [{ kind: 'horde', name: 'ゾンビの群れ' }] });
		expect(s.state.combat!.hordeCheckDue).toBe(true);
		expect(code(await s.dispatch('nextTurn', {}))).toBe('mtg-trpg/horde_check_first');
		await s.chooseReadings({ horde_difficulty: { reading: 'zero' } });
		// difficulty 0: target 6 = first card 6; achievement 8 = 3 + 5 (red)
		expect(
			await s.dispatch('check', {
				pc: 'p2',
				purpose: 'horde',
				colour: 'R',
				difficulty: 0,
				source: 'table',
				first: card(6),
				second: card(3)
			})
		).toBeNull();
		// Two horde turns, then ④'s enemy preparation turn (three PCs, the default reading) as turn 0.
		expect(s.state.combat).toMatchObject({ hordeCheckDue: false, prepTurns: 3, turn: -2, enemyPrepTurn: true });
		expect(s.state.pcs[1]!.checkedTurn).toBeNull();
		await s.dispatch('nextTurn', {});
		await s.dispatch('nextTurn', {});
		expect(s.state.combat!.turn).toBe(0);
		await s.dispatch('nextTurn', {});
		expect(s.state.combat!.turn).toBe(1);
		expect(code(reduceMtg(s.state, { type: 'mtg-trpg/turnAdvanced', payload: { turn: 5 } }, ENV))).toBe(
			'mtg-trpg/wrong_turn'
		);
	});

	it('horde difficulty by the PCs taking part (the default) is capped at 4', async () => {
		const s = await threePcs();
		await toEnemy(s);
		await s.dispatch('enemiesAppear', { enemies: [{ kind: 'horde', name: 'H' }] });
		const p = s.preview('check', {
			pc: 'p1',
			purpose: 'horde',
			colour: 'R',
			difficulty: 0,
			source: 'table',
			first: card(0),
			second: card(0)
		});
		expect(p).toMatchObject({ events: [{ payload: { difficulty: 3 } }] });
	});
});

it('the reducer refuses an unknown event type', () => {
	const r = reduceMtg(initialMtgState() as MtgState, { type: 'mtg-trpg/nope', payload: {} }, ENV);
	expect(code(r)).toBe('session/unknown_event');
});
