import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { tableHash } from '$lib/core/tables';
import { combatant, currentActor } from '../derive';
import {
	adopted,
	apply,
	attack,
	combatAtTurns,
	fromTable,
	maintainedAnswer,
	melee,
	playingState,
	printed,
	ref,
	roll,
	side,
	testDamage,
	testDamageTable,
	total,
	turnEnded
} from '../../../../../tests/factories/locke';
import { c, ev, reduce, refusalOf } from '../../../../../tests/factories/locke-reduce';

describe('Locke reducer: attacks, defence and melee', () => {
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
		const next = apply(held, turnEnded('p2'), maintainedAnswer('p1', true, 5), turnEnded('p1'));
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
});
