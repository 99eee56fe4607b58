import { describe, expect, it } from 'vitest';
import { TestSession } from '$tests/factories/session.svelte';
import { apply, attack, combatAtTurns, combatStarted, playingState, ref } from '$tests/factories/locke';
import { character, combatant, currentActor } from '../derive';
import type { LockeState } from '../state';
import { locke } from '..';

const session = (state: LockeState) => new TestSession(locke, { state });

/** ナガト (p2), ロック1 (p1), ライザ (p3) at their first turn, in that order. */
const three = () => combatAtTurns(playingState(), ['p2', 'p1', 'p3']);

describe('combat commands', () => {
	it('startCombat: the id comes from the state (combat1, combat2 …), a blank deck is the group’s size', async () => {
		// Arrange
		const s = session(playingState());
		// Act
		await s.dispatch('startCombat', { square: ' 惑星3 ', participants: ['p1', 'p3'], deck: null, trigger: 'move' });
		await s.dispatch('endCombat', { note: '' });
		await s.dispatch('startCombat', { square: '', participants: ['p1', 'p2'], deck: 30, trigger: 'pass' });
		// Assert
		expect(s.events[0]!.payload).toEqual({
			id: 'combat1',
			square: '惑星3',
			participants: [ref('p1'), ref('p3')],
			deck: 86,
			trigger: 'move'
		});
		expect(s.state.combat).toMatchObject({ id: 'combat2', deck: 30 });
		expect(s.state.lastCombat).toMatchObject({ id: 'combat1', reason: 'manual' });
	});

	it('recountDeck sets the cards left; declareMinions raises or lowers by one and never below 0', async () => {
		const s = session(apply(playingState(), combatStarted(['p1', 'p2'])));
		await s.dispatch('recountDeck', { cards: 40 });
		await s.dispatch('declareMinions', { who: 'p2', by: 1 });
		expect(s.state.combat!.deck).toBe(40);
		expect(character(s.state, 'p2')!.minions).toBe(1);
		await s.dispatch('declareMinions', { who: 'p2', by: -1 });
		expect(await s.dispatch('declareMinions', { who: 'p2', by: -1 })).toMatchObject({ refusal: 'locke/out_of_range' });
	});

	it('joinCombat: 実はそこにいた joins; only 実は生きていた carries the damage it comes back with', async () => {
		const s = session(apply(playingState(), combatStarted(['p1', 'p2'])));
		await s.dispatch('joinCombat', { who: 'p3', via: 'sokoni', reviveDamage: 4 });
		expect(s.events[0]!.payload).toEqual({ who: ref('p3'), via: 'sokoni', reviveDamage: null });
		expect(combatant(s.state.combat!, 'p3')).toMatchObject({ state: 'in', via: 'sokoni' });
	});

	it('answerCheck keeps a maintained defence for its level by default, or drops it for nothing', async () => {
		// Arrange: ロック1 blocked with a Lv5 card and keeps it up into its own turn
		let st = apply(
			three(),
			attack('p2', 'p1', { defence: { kind: 'defence', level: 5, via: 'card', espSpent: 5 }, outcome: 'blocked' })
		);
		st = apply(st, { type: 'locke/combatTurnEnded', payload: { who: ref('p2') } });
		const s = session(st);
		const before = character(st, 'p1')!.espPower;
		// Act
		await s.dispatch('answerCheck', { who: 'p1', keep: true, espSpent: null });
		// Assert
		expect(s.events[0]!.payload).toEqual({ who: ref('p1'), keep: true, espSpent: 5 });
		expect(character(s.state, 'p1')!.espPower).toBe(before - 5);
		expect(s.state.combat!.checkPending).toBe(false);
	});

	it('escape spends the level for a C card when no ESP power is typed; interference only counts for a card', async () => {
		const s = session(three());
		await s.dispatch('escape', {
			who: 'p2',
			level: 3,
			via: 'ability',
			timing: 'main',
			espSpent: null,
			interfered: true,
			interferers: [{ who: 'p1', level: 4, espSpent: 4 }]
		});
		expect(s.events[0]!.payload).toMatchObject({ espSpent: 0, interfered: false, interferers: [] });
		expect(combatant(s.state.combat!, 'p2')!.state).toBe('escaped');
		const t = session(three());
		await t.dispatch('escape', {
			who: 'p2',
			level: 3,
			via: 'card',
			timing: 'main',
			espSpent: null,
			interfered: false,
			interferers: []
		});
		expect(t.events[0]!.payload).toMatchObject({ espSpent: 3, via: 'card' });
	});

	it('playCard: the actor’s card is its main action; anyone else’s is a reaction outside its turn', async () => {
		const s = session(three());
		await s.dispatch('playCard', { who: 'p3', kind: 'defence', level: 2, espSpent: null, note: ' 先に ' });
		await s.dispatch('playCard', { who: 'p2', kind: 'special', level: 1, espSpent: 0, note: '' });
		expect(s.events.map((e) => e.payload)).toEqual([
			{ who: ref('p3'), kind: 'defence', level: 2, espSpent: 2, note: '先に', reaction: true },
			{ who: ref('p2'), kind: 'special', level: 1, espSpent: 0, note: '' }
		]);
		expect(s.state.combat!.turnFlags.main).toBe(true);
	});

	it('discardCard is the main action; endCombatTurn passes the turn, and a second tap for the same one is refused', async () => {
		const s = session(three());
		const hand = combatant(s.state.combat!, 'p2')!.hand;
		await s.dispatch('discardCard', { who: 'p2' });
		expect(combatant(s.state.combat!, 'p2')!.hand).toBe(hand - 1);
		await s.dispatch('endCombatTurn', { who: 'p2' });
		expect(currentActor(s.state.combat!)).toBe('p1');
		expect(await s.dispatch('endCombatTurn', { who: 'p2' })).toMatchObject({ refusal: 'locke/out_of_turn' });
	});
});
