import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRefusal } from '$lib/core/events';
import { TestSession } from '$tests/factories/session.svelte';
import { attackIntent, combatAtTurns, playingState, roll, side, testDamageTable } from '$tests/factories/locke';
import { RIGHTMOST_COLUMN } from '../rules';
import { locke } from '..';
import { attackFactsOf, attackParams, meleeFactsOf, meleeParams, type AttackFacts, type ReadFacts } from './facts';
import type { MeleeIntent } from './attack';

const three = () => combatAtTurns(playingState(), ['p2', 'p1', 'p3']);

const column = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(RIGHTMOST_COLUMN));
const read: fc.Arbitrary<ReadFacts> = fc.record({
	column,
	need: fc.constantFrom('roll' as const, 'value' as const, null),
	cellText: fc.option(fc.string({ minLength: 1 }), { nil: null }),
	missing: fc.option(fc.constantFrom('3:1', '20:1以上'), { nil: null })
});
const attackFacts: fc.Arbitrary<AttackFacts> = fc.record({
	broke: fc.boolean(),
	firepower: fc.option(fc.nat(999), { nil: null }),
	divisor: fc.option(fc.nat(99), { nil: null }),
	killsFrom: fc.nat(99),
	read
});

describe('strike facts', () => {
	it('an attack’s and a melee’s facts come back from the refusal’s params unchanged', () => {
		fc.assert(
			fc.property(attackFacts, (f) => {
				expect(attackFactsOf(attackParams(f))).toEqual(f);
			})
		);
		const sideF = fc.record({ firepower: fc.nat(99), shift: fc.nat(10), base: column, killsFrom: fc.nat(99), read });
		fc.assert(
			fc.property(fc.record({ broke: fc.boolean(), counter: fc.boolean(), a: sideF, b: sideF }), (f) => {
				expect(meleeFactsOf(meleeParams(f))).toEqual(f);
			})
		);
		expect(attackFactsOf({ name: 'x' })).toBeNull();
		expect(meleeFactsOf(undefined)).toBeNull();
	});

	it('before the dice, the attack preview says the column and the damage that kills; after them, the damage is recorded', () => {
		// Arrange: ナガト attacks ロック1 (endurance 6) with 火力 20, declared 3: 20 ÷ 3 = 6:1; more than 3 kills
		const s = new TestSession(locke, { state: three() });
		// Act
		const before = s.preview('attack', attackIntent({ declaredEndurance: 3, roll: null }));
		const printed = s.preview('attack', attackIntent({ declaredEndurance: 3 }));
		const after = s.preview('attack', attackIntent({ declaredEndurance: 3, typed: 4 }));
		// Assert
		if (!isRefusal(before) || !isRefusal(printed) || isRefusal(after)) throw new Error('unexpected preview');
		expect(before.refusal).toBe('locke/damage_required');
		expect(attackFactsOf(before.params)).toEqual({
			broke: false,
			firepower: 20,
			divisor: 3,
			killsFrom: 4,
			read: { column: 6, need: 'roll', cellText: null, missing: null }
		});
		expect(attackFactsOf(printed.params)!.read.need).toBe('value');
		expect(after.state.combat!.last!.lines[0]).toMatchObject({ ratio: 6, value: 4, died: true });
	});

	it('a declared endurance above the current one is refused with the facts, so the dice stay on screen', () => {
		const s = new TestSession(locke, { state: three() });
		const r = s.preview('attack', attackIntent({ declaredEndurance: 9, roll: null }));
		if (!isRefusal(r)) throw new Error('expected a refusal');
		expect(r).toMatchObject({ refusal: 'locke/declared_above_current', params: { name: 'ロック1', current: 6 } });
		expect(attackFactsOf(r.params)?.read.column).toBe(2);
	});

	it('the melee preview gives both sides’ columns before the dice; with the group’s table it records at once', () => {
		const intent: MeleeIntent = {
			attacker: 'p2',
			target: 'p1',
			level: 1,
			attackerSide: { ...side(6, [{ x: 2 }]), minions: 0 },
			defence: null,
			interfered: false,
			interferers: [],
			targetSide: { ...side(6, [{ x: 1 }]), minions: 0 },
			counter: true,
			attackerRoll: null,
			attackerTyped: null,
			targetRoll: null,
			targetTyped: null
		};
		const s = new TestSession(locke, { state: three(), library: { 'locke/damage': testDamageTable() } });
		const before = s.preview('melee', intent);
		if (!isRefusal(before)) throw new Error('expected a refusal');
		expect(meleeFactsOf(before.params)).toMatchObject({
			counter: true,
			a: { firepower: 6, shift: 2, base: 1, read: { column: 2, need: 'roll' } },
			b: { firepower: 6, shift: 1, base: 1, read: { column: 0, need: 'roll' } }
		});
		const after = s.preview('melee', { ...intent, attackerRoll: roll(4, 4), targetRoll: roll(6, 5) });
		expect(isRefusal(after)).toBe(false);
	});
});
