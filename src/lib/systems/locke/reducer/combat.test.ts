import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { tableHash } from '$lib/core/tables';
import { combatant, currentActor } from '../derive';
import type { LockeState } from '../state';
import {
	adopted,
	apply,
	attack,
	combatAtTurns,
	combatStarted,
	deckOutOn,
	endTurnOf,
	handsDealt,
	playingState,
	printed,
	ref,
	roundEnded,
	testDamageTable,
	total,
	turnEnded
} from '../../../../../tests/factories/locke';
import { c, ev, reduce, refusalOf } from '../../../../../tests/factories/locke-reduce';

describe('Locke reducer: combat opening', () => {
	it('combatStarted opens round 1 with the deck given', () => {
		// Act
		const s = apply(playingState(), combatStarted(['p1', 'p2', 'p3'], 80));
		// Assert
		expect(s.combat).toMatchObject({ round: 1, step: 'opening', deck: 80, deckStart: 80 });
		expect(s.combat!.combatants.map((k) => [k.id, k.state, k.hand])).toEqual([
			['p1', 'in', 0],
			['p2', 'in', 0],
			['p3', 'in', 0]
		]);
		expect(s.combatsFought).toBe(1);
	});

	it('combatStarted refuses a second combat, a dead participant and a repeated one', () => {
		// Arrange
		const s = playingState();
		// Act / Assert
		expect(refusalOf(apply(s, combatStarted(['p1', 'p2'])), combatStarted(['p3', 'p4'], 86, 'c2'))).toBe(
			'locke/combat_running'
		);
		expect(
			refusalOf(apply(s, ev('locke/statusSet', { who: ref('p2'), status: 'dead' })), combatStarted(['p1', 'p2']))
		).toBe('locke/dead_cannot_act');
		expect(refusalOf(s, combatStarted(['p1', 'p1']))).toBe('locke/participant_twice');
	});

	it('chartRolled records a printed read; a table read must match the table', () => {
		// Arrange
		const chart = structuredClone(testDamageTable());
		chart.id = 'test-sokoni';
		chart.columns = [{ id: 'c1', label: '結果' }];
		chart.cells = chart.rows.map((_, r) => [{ text: r < 5 ? '登場できない' : '登場' }]);
		const hash = tableHash(chart);
		const s = apply(playingState(), adopted(chart, 'locke/sokoni'), combatStarted(['p1', 'p2']));
		const rolled = (t: number, text: string, source: 'table' | 'printed' = 'table') =>
			ev('locke/chartRolled', {
				chart: 'sokoni',
				who: ref('p3'),
				roll: total(t),
				source,
				hash: source === 'table' ? hash : null,
				text,
				value: null
			});
		// Act
		const after = apply(s, rolled(9, '登場'));
		// Assert
		expect(after.combat!.charts).toEqual([
			{ chart: 'sokoni', who: 'p3', total: 9, text: '登場', value: null, source: 'table' }
		]);
		expect(refusalOf(s, rolled(3, '登場'))).toBe('locke/table_value_mismatch');
		expect(isRefusal(reduce(s, rolled(3, '登場', 'printed')))).toBe(false);
		expect(
			refusalOf(s, { ...rolled(9, '登場'), payload: { ...(rolled(9, '登場').payload as object), chart: 'ikiteita' } })
		).toBe('locke/not_dead');
	});

	it('combatantJoined: 実はそこにいた adds a fighter; 実は生きていた brings back the dead with the damage given', () => {
		// Arrange
		const s = apply(
			playingState(),
			ev('locke/statusSet', { who: ref('p4'), status: 'dead' }),
			combatStarted(['p1', 'p2'])
		);
		// Act
		const after = apply(
			s,
			ev('locke/combatantJoined', { who: ref('p3'), via: 'sokoni', reviveDamage: null }),
			ev('locke/combatantJoined', { who: ref('p4'), via: 'ikiteita', reviveDamage: 3 })
		);
		// Assert
		expect(after.combat!.combatants.map((k) => [k.id, k.via])).toEqual([
			['p1', 'start'],
			['p2', 'start'],
			['p3', 'sokoni'],
			['p4', 'ikiteita']
		]);
		expect(c(after, 'p4')).toMatchObject({ status: 'normal', damage: 3 });
		expect(refusalOf(s, ev('locke/combatantJoined', { who: ref('p1'), via: 'entered', reviveDamage: null }))).toBe(
			'locke/already_in_combat'
		);
		expect(refusalOf(s, ev('locke/combatantJoined', { who: ref('p4'), via: 'ikiteita', reviveDamage: 7 }))).toBe(
			'locke/revive_damage_too_high'
		);
		expect(refusalOf(s, ev('locke/combatantJoined', { who: ref('p4'), via: 'ikiteita', reviveDamage: null }))).toBe(
			'locke/revive_damage_required'
		);
		expect(refusalOf(s, ev('locke/combatantJoined', { who: ref('p3'), via: 'ikiteita', reviveDamage: 0 }))).toBe(
			'locke/not_dead'
		);
	});

	it('minionsDeclared raises the hand limit; handsDealt deals up to 7 + 手下 and draws from the deck', () => {
		// Arrange
		let s = apply(playingState(), combatStarted(['p1', 'p2', 'p3'], 86));
		s = apply(s, ev('locke/minionsDeclared', { who: ref('p2'), minions: 2 }));
		// Act
		const dealt = apply(s, handsDealt(s));
		// Assert
		expect(dealt.combat!.combatants.map((k) => k.hand)).toEqual([7, 9, 7]);
		expect(dealt.combat!.deck).toBe(86 - 23);
		expect(dealt.combat!.step).toBe('initiative');
		expect(refusalOf(s, { ...handsDealt(s), payload: { ...handsDealt(s).payload, dealt: [] } })).toBe(
			'locke/deal_mismatch'
		);
		expect(refusalOf(dealt, ev('locke/minionsDeclared', { who: ref('p2'), minions: 1 }))).toBe('locke/wrong_step');
	});

	it('handsDealt with too small a deck ends the combat at once (deck_out)', () => {
		// Arrange: the group plays with the deck-out house rule
		const s = apply(deckOutOn(playingState()), combatStarted(['p1', 'p2', 'p3'], 20));
		// Act
		const after = apply(s, handsDealt(s));
		// Assert
		expect(after.combat).toBeNull();
		expect(after.lastCombat).toMatchObject({ reason: 'deck_out', owed: 21, available: 20 });
		expect(refusalOf(s, { ...handsDealt(s), payload: { ...handsDealt(s).payload, outcome: 'dealt' } })).toBe(
			'locke/outcome_mismatch'
		);
	});

	it('initiativeDealt orders black 1…10 then red 1…10, and refuses equal cards or a missing fighter', () => {
		// Arrange
		let s = apply(playingState(), combatStarted(['p1', 'p2', 'p3']));
		s = apply(s, handsDealt(s));
		const cards = (list: [string, 'black' | 'red', number][]) =>
			ev('locke/initiativeDealt', {
				round: 1,
				source: 'app',
				cards: list.map(([id, suit, rank]) => ({ who: ref(id), suit, rank }))
			});
		// Act
		const after = apply(
			s,
			cards([
				['p1', 'red', 1],
				['p2', 'black', 9],
				['p3', 'black', 2]
			])
		);
		// Assert
		expect(after.combat!.order).toEqual(['p3', 'p2', 'p1']);
		expect(currentActor(after.combat!)).toBe('p3');
		expect(
			refusalOf(
				s,
				cards([
					['p1', 'red', 1],
					['p2', 'red', 1],
					['p3', 'black', 2]
				])
			)
		).toBe('locke/initiative_same_card');
		expect(
			refusalOf(
				s,
				cards([
					['p1', 'red', 1],
					['p2', 'black', 9]
				])
			)
		).toBe('locke/initiative_not_everyone');
		expect(
			refusalOf(s, {
				...cards([
					['p1', 'red', 1],
					['p2', 'black', 9],
					['p3', 'black', 2]
				]),
				payload: { round: 2, source: 'app', cards: [] }
			})
		).toBe('locke/stale_round');
	});
});

describe('Locke reducer: combat turns', () => {
	/** ナガト (p2) acts first, then ロック1 (p1), then ライザ (p3). */
	const three = () => combatAtTurns(playingState(), ['p2', 'p1', 'p3']);

	it('escaped: leaves the combat; not after an attack, and no attack after it (§5 戦うか逃げるか)', () => {
		// Arrange
		const s = three();
		const esc = (timing: 'main' | 'support', interfered = false) =>
			ev('locke/escaped', { who: ref('p2'), level: 3, via: 'card', timing, espSpent: 3, interfered });
		// Act
		const gone = apply(s, esc('support'));
		const stayed = apply(s, esc('support', true));
		// Assert
		expect(combatant(gone.combat!, 'p2')!.state).toBe('escaped');
		expect(currentActor(gone.combat!)).toBe('p1');
		expect(refusalOf(stayed, attack('p2', 'p1'))).toBe('locke/attack_after_escape');
		expect(refusalOf(apply(s, attack('p2', 'p1')), esc('support'))).toBe('locke/escape_after_attack');
	});

	it('cardPlayed and cardDiscarded use a card and the main action; an empty hand is refused', () => {
		// Arrange
		const s = three();
		// Act
		const played = apply(
			s,
			ev('locke/cardPlayed', { who: ref('p2'), kind: 'special', level: 2, espSpent: 2, note: '' })
		);
		const discarded = apply(s, ev('locke/cardDiscarded', { who: ref('p2') }));
		const empty = {
			...s,
			combat: { ...s.combat!, combatants: s.combat!.combatants.map((k) => (k.id === 'p2' ? { ...k, hand: 0 } : k)) }
		};
		// Assert
		expect(combatant(played.combat!, 'p2')!.hand).toBe(6);
		expect(c(played, 'p2').espPower).toBe(38);
		expect(combatant(discarded.combat!, 'p2')!.hand).toBe(6);
		expect(refusalOf(discarded, ev('locke/cardDiscarded', { who: ref('p2') }))).toBe('locke/main_action_used');
		expect(refusalOf(empty, ev('locke/cardDiscarded', { who: ref('p2') }))).toBe('locke/empty_hand');
	});

	it('defenceMaintained: kept costs ESP power, dropped frees the defender; only in its own check phase', () => {
		// Arrange
		let s = apply(
			three(),
			attack('p2', 'p1', {
				level: 4,
				defence: { kind: 'defence', level: 4, via: 'card', espSpent: 4 },
				outcome: 'blocked'
			})
		);
		s = apply(s, turnEnded('p2'));
		// Act
		const kept = apply(s, ev('locke/defenceMaintained', { who: ref('p1'), keep: true, espSpent: 2 }));
		const dropped = apply(s, ev('locke/defenceMaintained', { who: ref('p1'), keep: false, espSpent: 0 }));
		// Assert
		expect(c(kept, 'p1').espPower).toBe(44);
		expect(combatant(kept.combat!, 'p1')!.maintained).toBe(4);
		expect(combatant(dropped.combat!, 'p1')!.maintained).toBeNull();
		expect(refusalOf(dropped, ev('locke/defenceMaintained', { who: ref('p1'), keep: true, espSpent: 0 }))).toBe(
			'locke/no_maintained_defence'
		);
		expect(refusalOf(three(), ev('locke/defenceMaintained', { who: ref('p1'), keep: true, espSpent: 0 }))).toBe(
			'locke/out_of_turn'
		);
	});

	it('combatTurnEnded moves to the next in initiative order; only the actor may end it', () => {
		// Arrange
		const s = three();
		// Act
		const after = apply(s, turnEnded('p2'));
		// Assert
		expect(currentActor(after.combat!)).toBe('p1');
		expect(refusalOf(s, turnEnded('p1'))).toBe('locke/out_of_turn');
	});
});

describe('Locke reducer: round end', () => {
	const three = () => combatAtTurns(playingState(), ['p2', 'p1', 'p3']);
	function allTurns(state: LockeState): LockeState {
		let s = state;
		for (let who = currentActor(s.combat!); who !== null; who = currentActor(s.combat!)) s = endTurnOf(s, who);
		return s;
	}

	it('refused while someone has still to act, or for a stale round', () => {
		// Arrange
		const s = three();
		const done = allTurns(apply(s, attack('p2', 'p1')));
		// Act / Assert
		expect(refusalOf(s, roundEnded({ ...s, combat: { ...s.combat!, turnIndex: 3 } }))).toBe('locke/turns_not_finished');
		expect(refusalOf(done, { ...roundEnded(done), payload: { ...roundEnded(done).payload, round: 2 } })).toBe(
			'locke/stale_round'
		);
	});

	it('the next round opens without the last round’s 「直前の損害判定」 (issue 22.18)', () => {
		const s = allTurns(apply(three(), attack('p2', 'p1')));
		expect(s.combat!.last).not.toBeNull();
		const next = apply(s, roundEnded(s));
		expect(next.combat).toMatchObject({ round: 2, step: 'opening', last: null });
	});

	it('no attack this round ends the combat', () => {
		// Arrange
		const s = allTurns(three());
		// Act
		const after = apply(s, roundEnded(s));
		// Assert
		expect(after.combat).toBeNull();
		expect(after.lastCombat).toMatchObject({ reason: 'no_attack', rounds: 1 });
	});

	it('nobody willing, or one fighter left, ends the combat', () => {
		// Arrange
		const s = allTurns(apply(three(), attack('p2', 'p1')));
		const lone = allTurns(
			apply(
				combatAtTurns(playingState(), ['p2', 'p1']),
				attack('p2', 'p1', { declared: 6, damage: printed(total(12), 9) })
			)
		);
		// Act / Assert
		expect(apply(s, roundEnded(s, { wantContinue: false })).lastCombat?.reason).toBe('no_will');
		expect(apply(lone, roundEnded(lone)).lastCombat?.reason).toBe('too_few');
	});

	it('hands go back to the limit for everyone at once; the optional discard draws one more; minions raise the limit', () => {
		// Arrange: ナガト played a card (6); ロック1 blocked with a card (6); ライザ holds 7 and discards one
		let s = apply(
			three(),
			attack('p2', 'p1', {
				level: 4,
				defence: { kind: 'defence', level: 4, via: 'card', espSpent: 4 },
				outcome: 'blocked'
			})
		);
		s = allTurns(s);
		s = apply(s, ev('locke/characterAdjusted', { who: ref('p2'), field: 'minions', by: 1, reason: 'other' }));
		const deck = s.combat!.deck;
		// Act
		const d = roundEnded(s, { discardOne: ['p3'] });
		const after = apply(s, d);
		// Assert
		expect(d.payload.hands.map((h) => [h.who.id, h.discard, h.draw])).toEqual([
			['p2', 0, 2],
			['p1', 0, 1],
			['p3', 1, 1]
		]);
		expect(after.combat!.combatants.map((k) => k.hand)).toEqual([8, 7, 7]);
		expect(after.combat!.deck).toBe(deck - 4);
		expect(after.combat).toMatchObject({ round: 2, step: 'opening', attacksThisRound: 0 });
	});

	it('the optional discard is refused below the limit, for the incapacitated, and for [代理]', () => {
		// Arrange
		let s = allTurns(apply(three(), attack('p2', 'p1')));
		// Act / Assert
		expect(() => roundEnded(s, { discardOne: ['p2'] })).toThrow(/discard_not_allowed/);
		expect(() => roundEnded(s, { discardOne: ['p3'], proxies: ['p3'] })).toThrow(/discard_not_allowed/);
		s = apply(s, ev('locke/statusSet', { who: ref('p3'), status: 'incapacitated' }));
		expect(() => roundEnded(s, { discardOne: ['p3'] })).toThrow(/discard_not_allowed/);
		expect(refusalOf(s, { ...roundEnded(s), payload: { ...roundEnded(s).payload, hands: [] } })).toBe(
			'locke/hand_mismatch'
		);
	});

	it('a deck that cannot refill the hands ends the combat at once', () => {
		// Arrange: 21 cards dealt from 22; ナガト plays one; 2 owed, 1 left
		let s = combatAtTurns(deckOutOn(playingState()), ['p2', 'p1', 'p3'], 22);
		s = apply(
			s,
			attack('p2', 'p1'),
			ev('locke/combatTurnEnded', { who: ref('p2') }),
			ev('locke/cardDiscarded', { who: ref('p1') })
		);
		s = allTurns(s);
		// Act
		const d = roundEnded(s);
		const after = apply(s, d);
		// Assert
		expect(d.payload.outcome).toBe('deck_out');
		expect(after.combat).toBeNull();
		expect(after.lastCombat).toMatchObject({ reason: 'deck_out', owed: 2, available: 1 });
	});

	it('combatEnded ends it by the GM; a second round deals only to new entrants', () => {
		// Arrange
		let s = allTurns(apply(three(), attack('p2', 'p1')));
		s = apply(s, roundEnded(s));
		s = apply(s, ev('locke/combatantJoined', { who: ref('p4'), via: 'entered', reviveDamage: null }));
		// Act
		const dealt = apply(s, handsDealt(s));
		const ended = apply(dealt, ev('locke/combatEnded', { note: '' }));
		// Assert
		expect(handsDealt(s).payload.dealt.map((x) => [x.who.id, x.cards])).toEqual([['p4', 7]]);
		expect(combatant(dealt.combat!, 'p4')!.hand).toBe(7);
		expect(ended.combat).toBeNull();
		expect(ended.lastCombat?.reason).toBe('manual');
		expect(refusalOf(ended, ev('locke/combatEnded', { note: '' }))).toBe('locke/no_combat');
	});
});
