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
	fromTable,
	handsDealt,
	melee,
	playingState,
	printed,
	ref,
	roll,
	roundEnded,
	side,
	testDamage,
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
		// Arrange
		const s = apply(playingState(), combatStarted(['p1', 'p2', 'p3'], 20));
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

	it('attackResolved: 火力 20 ÷ 耐久 5 = 4:1, printed damage applied; card and ESP power spent', () => {
		// Arrange
		const s = three();
		// Act
		const after = apply(
			s,
			attack('p2', 'p1', { level: 4, firepower: 20, declared: 5, espSpent: 4, damage: printed(roll(3, 4), 3) })
		);
		// Assert
		expect(c(after, 'p1').damage).toBe(3);
		expect(c(after, 'p2').espPower).toBe(36);
		expect(combatant(after.combat!, 'p2')!.hand).toBe(6);
		expect(after.combat!.last).toMatchObject({
			kind: 'attack',
			attacker: 'p2',
			target: 'p1',
			outcome: 'hit',
			lines: [{ firepower: 20, divisor: 5, ratio: 4, value: 3, source: 'printed', died: false }]
		});
		expect(after.combat!.attacksThisRound).toBe(1);
	});

	it('attackResolved: a table read is looked up again and a wrong value refused', () => {
		// Arrange
		const table = testDamageTable();
		const hash = tableHash(table);
		const s = apply(three(), adopted(table));
		const ok = testDamage(4, 7); // 4:1 is column index 4
		// Act
		const after = apply(s, attack('p2', 'p1', { firepower: 20, declared: 5, damage: fromTable(roll(3, 4), ok, hash) }));
		// Assert
		expect(c(after, 'p1').damage).toBe(ok);
		expect(
			reduce(s, attack('p2', 'p1', { firepower: 20, declared: 5, damage: fromTable(roll(3, 4), ok + 1, hash) }))
		).toEqual({
			refusal: 'locke/table_value_mismatch',
			params: { expected: ok, got: ok + 1 }
		});
		expect(
			refusalOf(three(), attack('p2', 'p1', { firepower: 20, declared: 5, damage: fromTable(roll(3, 4), ok, hash) }))
		).toBe('locke/table_not_adopted');
	});

	it('attackResolved: endurance 0 uses the rightmost column; a fixed [N:1] column ignores endurance', () => {
		// Arrange
		const table = testDamageTable();
		const hash = tableHash(table);
		let s = apply(
			three(),
			adopted(table),
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 6, reason: 'other' })
		);
		// Act
		const zero = apply(
			s,
			attack('p2', 'p1', { firepower: 1, declared: 0, damage: fromTable(total(2), testDamage(11, 2), hash) })
		);
		s = apply(three(), adopted(table));
		const fixed = apply(s, attack('p2', 'p1', { column: 3, damage: fromTable(total(7), testDamage(3, 7), hash) }));
		// Assert
		expect(c(zero, 'p1').status).toBe('dead');
		expect(zero.combat!.last!.lines[0]!.ratio).toBe('rightmost');
		// Stored as a name, so the state survives JSON (snapshots, export files) unchanged.
		expect(JSON.parse(JSON.stringify(zero))).toEqual(zero);
		expect(c(fixed, 'p1').damage).toBe(testDamage(3, 7));
		expect(refusalOf(s, attack('p2', 'p1', { column: 3, declared: 5 }))).toBe('locke/declared_endurance_unexpected');
	});

	it('attackResolved: a death discards the hand, leaves the combat and moves the turn on', () => {
		// Arrange
		let s = three();
		s = apply(s, turnEnded('p2')); // ロック1's turn
		// Act: ロック1 kills ライザ? no — ロック1 attacks ナガト (endurance 6) for 7
		const after = apply(s, attack('p1', 'p2', { firepower: 50, declared: 6, damage: printed(roll(6, 6), 7) }));
		// Assert
		expect(c(after, 'p2').status).toBe('dead');
		expect(combatant(after.combat!, 'p2')).toMatchObject({ state: 'dead', hand: 0 });
		expect(after.combat!.last!.lines[0]!.died).toBe(true);
	});

	it('attackResolved refusals: out of turn, dead attacker, self, second main action, target gone, declared too high, missing damage', () => {
		// Arrange
		const s = three();
		const deadP2 = apply(s, ev('locke/statusSet', { who: ref('p2'), status: 'dead' }));
		const attacked = apply(s, attack('p2', 'p1'));
		// Act / Assert
		expect(reduce(s, attack('p1', 'p2'))).toEqual({
			refusal: 'locke/out_of_turn',
			params: { name: 'ロック1', current: 'ナガト' }
		});
		expect(refusalOf({ ...deadP2, combat: s.combat }, attack('p2', 'p1'))).toBe('locke/dead_cannot_act');
		expect(refusalOf(s, attack('p2', 'p2'))).toBe('locke/attack_self');
		expect(refusalOf(attacked, attack('p2', 'p3'))).toBe('locke/main_action_used');
		expect(refusalOf(s, attack('p2', 'p4'))).toBe('locke/not_fighting');
		expect(reduce(s, attack('p2', 'p1', { declared: 7 }))).toEqual({
			refusal: 'locke/declared_above_current',
			params: { name: 'ロック1', declared: 7, current: 6 }
		});
		expect(refusalOf(s, attack('p2', 'p1', { damage: null }))).toBe('locke/damage_required');
		expect(refusalOf(s, attack('p2', 'p1', { espSpent: 41 }))).toBe('locke/not_enough_esp_power');
	});

	it('defence: a lower level cannot be tried (§5.3); a held defence is maintained, and a higher attack breaks it', () => {
		// Arrange
		const s = three();
		const defend = (level: number) => ({ kind: 'defence' as const, level, via: 'card' as const, espSpent: level });
		// Act
		const low = reduce(s, attack('p2', 'p1', { level: 4, defence: defend(3), outcome: 'blocked' }));
		const held = apply(s, attack('p2', 'p1', { level: 4, defence: defend(5), outcome: 'blocked' }));
		const next = apply(held, turnEnded('p2'), turnEnded('p1'));
		const blocked = apply(next, attack('p3', 'p1', { level: 5, outcome: 'blocked' }));
		const broken = apply(next, attack('p3', 'p1', { level: 6, firepower: 40 }));
		// Assert
		expect(low).toEqual({ refusal: 'locke/defence_level_too_low', params: { attack: 4, defence: 3 } });
		expect(combatant(held.combat!, 'p1')).toMatchObject({ maintained: 5, hand: 6 });
		expect(c(held, 'p1').espPower).toBe(45);
		expect(c(held, 'p1').damage).toBe(0);
		expect(combatant(blocked.combat!, 'p1')!.maintained).toBe(5);
		expect(combatant(broken.combat!, 'p1')!.maintained).toBeNull();
		expect(broken.combat!.last!.broke).toBe(true);
		expect(refusalOf(next, attack('p3', 'p1', { level: 6, outcome: 'blocked' }))).toBe('locke/outcome_mismatch');
		expect(refusalOf(next, attack('p3', 'p1', { level: 3, defence: defend(4), outcome: 'blocked' }))).toBe(
			'locke/defence_while_maintained'
		);
		expect(refusalOf(s, attack('p2', 'p1', { undefendable: true, defence: defend(5), outcome: 'blocked' }))).toBe(
			'locke/undefendable'
		);
	});

	it('escape in answer to an attack: the defender leaves the combat; interfered, it stays without damage', () => {
		// Arrange
		const s = three();
		const esc = { kind: 'escape' as const, level: 4, via: 'ability' as const, espSpent: 0 };
		// Act
		const gone = apply(s, attack('p2', 'p1', { defence: esc, outcome: 'escaped' }));
		const stayed = apply(s, attack('p2', 'p1', { defence: esc, outcome: 'escape_interfered' }));
		// Assert
		expect(combatant(gone.combat!, 'p1')!.state).toBe('escaped');
		expect(combatant(stayed.combat!, 'p1')!.state).toBe('in');
		expect(c(stayed, 'p1').damage).toBe(0);
	});

	it('synchronised attack: level + helpers, firepower summed; a helper who already acted is refused (§5.2)', () => {
		// Arrange
		const s = combatAtTurns(playingState(), ['p2', 'p4', 'p1', 'p3']);
		const helper = (id: string, level: number, firepower: number) => ({
			who: ref(id),
			level,
			firepower,
			espSpent: level
		});
		// Act
		const after = apply(
			s,
			attack('p2', 'p1', {
				level: 4,
				firepower: 20,
				helpers: [helper('p4', 3, 8)],
				declared: 6,
				damage: printed(total(7), 2)
			})
		);
		const later = apply(s, turnEnded('p2'), turnEnded('p4'));
		// Assert
		expect(after.combat!.last).toMatchObject({ level: 5, lines: [{ firepower: 28, divisor: 6, ratio: 4 }] });
		expect(combatant(after.combat!, 'p4')!.hand).toBe(6);
		expect(c(after, 'p4').espPower).toBe(47);
		expect(refusalOf(later, attack('p1', 'p2', { helpers: [helper('p4', 3, 8)] }))).toBe('locke/sync_helper_acted');
		expect(refusalOf(s, attack('p2', 'p1', { level: 4, helpers: [helper('p4', 4, 8)] }))).toBe(
			'locke/sync_helper_level'
		);
		expect(refusalOf(s, attack('p2', 'p1', { via: 'ability', helpers: [helper('p4', 3, 8)] }))).toBe(
			'locke/sync_not_card'
		);
	});

	it('meleeResolved: [格闘:2] against [格闘:1] shifts the attacker right and the defender left (§5.5); damage lands at once', () => {
		// Arrange
		const table = testDamageTable();
		const hash = tableHash(table);
		const s = apply(three(), adopted(table));
		// ナガト (6) + [格闘:2] vs ロック1 (6) + [格闘:1]: 6÷6 = 1:1 each; difference 1 → ナガト 2:1, ロック1 1:2以下
		const d = melee('p2', 'p1', {
			attackerSide: side(6, [{ x: 2, label: '白兵' }]),
			targetSide: side(6, [{ x: 1, label: '格闘技' }]),
			counter: true,
			attackerDamage: fromTable(roll(4, 4), testDamage(2, 8), hash),
			targetDamage: fromTable(roll(6, 5), testDamage(0, 11), hash)
		});
		// Act
		const after = apply(s, d);
		// Assert
		expect(after.combat!.last!.lines.map((l) => [l.from, l.to, l.baseRatio, l.shift, l.ratio, l.value])).toEqual([
			['p2', 'p1', 1, 1, 2, testDamage(2, 8)],
			['p1', 'p2', 1, -1, 0, testDamage(0, 11)]
		]);
		expect(c(after, 'p1').damage).toBe(testDamage(2, 8));
		expect(c(after, 'p2').damage).toBe(testDamage(0, 11));
	});

	it('meleeResolved: both can die from simultaneous damage; minions add firepower', () => {
		// Arrange
		let s = apply(three(), ev('locke/characterAdjusted', { who: ref('p2'), field: 'minions', by: 2, reason: 'other' }));
		s = apply(
			s,
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 5, reason: 'other' }),
			ev('locke/characterAdjusted', { who: ref('p2'), field: 'damage', by: 5, reason: 'other' })
		);
		// Act
		const after = apply(
			s,
			melee('p2', 'p1', {
				attackerSide: side(1, [], 2),
				targetSide: side(1),
				counter: true,
				attackerDamage: printed(total(7), 2),
				targetDamage: printed(total(7), 2)
			})
		);
		// Assert: ナガト firepower 1 + 2 minions = 3 against 1 → 3:1; ロック1 1 ÷ 3 → 1:2以下
		expect(after.combat!.last!.lines.map((l) => [l.firepower, l.divisor, l.ratio, l.died])).toEqual([
			[3, 1, 3, true],
			[1, 3, 0, true]
		]);
		expect([c(after, 'p1').status, c(after, 'p2').status]).toEqual(['dead', 'dead']);
		expect(currentActor(after.combat!)).toBe('p3');
	});

	it('meleeResolved refusals: two weapons, minions not owned, counter damage without counter, defence too low', () => {
		// Arrange
		const s = three();
		const base = { attackerSide: side(6), targetSide: side(6) };
		// Act / Assert
		expect(
			refusalOf(
				s,
				melee('p2', 'p1', {
					...base,
					attackerSide: side(6, [
						{ x: 1, weapon: true },
						{ x: 2, weapon: true }
					])
				})
			)
		).toBe('locke/melee_two_weapons');
		expect(
			isRefusal(
				reduce(
					s,
					melee('p2', 'p1', {
						...base,
						attackerSide: {
							...side(6, [
								{ x: 1, weapon: true },
								{ x: 2, weapon: true }
							]),
							manyWeapons: true
						}
					})
				)
			)
		).toBe(false);
		expect(refusalOf(s, melee('p2', 'p1', { ...base, attackerSide: side(6, [], 1) }))).toBe('locke/minions_above');
		expect(refusalOf(s, melee('p2', 'p1', { ...base, targetDamage: printed(total(7), 1) }))).toBe(
			'locke/damage_unexpected'
		);
		expect(refusalOf(s, melee('p2', 'p1', { ...base, counter: true, targetDamage: null }))).toBe(
			'locke/damage_required'
		);
		expect(refusalOf(s, melee('p2', 'p1', { ...base, targetSide: null }))).toBe('locke/damage_required');
		expect(
			isRefusal(
				reduce(
					s,
					melee('p2', 'p1', {
						attackerSide: side(6),
						defence: { kind: 'defence', level: 1, via: 'card', espSpent: 1 },
						outcome: 'blocked'
					})
				)
			)
		).toBe(false);
	});

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
		for (let who = currentActor(s.combat!); who !== null; who = currentActor(s.combat!)) s = apply(s, turnEnded(who));
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
		let s = combatAtTurns(playingState(), ['p2', 'p1', 'p3'], 22);
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
