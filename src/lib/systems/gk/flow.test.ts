import { describe, expect, it } from 'vitest';
import { askedRolls, nextNeededRoll, rollRound, rollsOf, validPrefix } from './flow';
import { MissingRollError, missingD100, resolveRound, type Fighter, type Technique } from './engagement';

const jab: Technique = { name: 'jab', kind: 'attack', damage: 7 };
const defend: Technique = { name: 'defend', kind: 'defend', damage: 0, guardBonus: 100 };
const fighter = (faces: Technique[], over: Partial<Fighter> = {}): Fighter => ({
	hp: 30,
	reaction: 5,
	defence: 4,
	fs: 10,
	counter: false,
	faces,
	...over
});

describe('the order a round asks for its dice', () => {
	it('both d6 first, then the first actor’s critical, the defender’s evade, then guard', () => {
		const a = fighter(Array(6).fill(jab));
		const b = fighter(Array(6).fill(jab), { reaction: 0 });
		expect(nextNeededRoll(a, b, { a: {}, b: {} })).toEqual({ kind: 'die', side: 'a' });
		expect(nextNeededRoll(a, b, { a: { die: 3 }, b: {} })).toEqual({ kind: 'die', side: 'b' });
		// a: 3 + 5 = 8 > b: 3 + 0: a first. b's evade is 0 % (certain, not asked); guard 20 %.
		const r = { a: { die: 3 }, b: { die: 3 } };
		expect(nextNeededRoll(a, b, r)).toEqual({ kind: 'd100', side: 'a', key: 'crit', chance: 10 });
		expect(nextNeededRoll(a, b, { ...r, a: { die: 3, crit: 50 } })).toEqual({
			kind: 'd100',
			side: 'b',
			key: 'guard',
			chance: 20
		});
		// a critical skips b's checks; then b's own attack: b's critical, a's evade (10 %).
		expect(nextNeededRoll(a, b, { ...r, a: { die: 3, crit: 5 } })).toEqual({
			kind: 'd100',
			side: 'b',
			key: 'crit',
			chance: 10
		});
	});
	it('the round says which d100 it lacks: resolveRound as a MissingRollError, missingD100 as its answer', () => {
		const a = fighter(Array(6).fill(jab));
		const b = fighter(Array(6).fill(jab), { reaction: 0 });
		const rolls = { a: { die: 3 }, b: { die: 3 } } as Parameters<typeof resolveRound>[2];
		expect(() => resolveRound(a, b, rolls)).toThrow(MissingRollError);
		expect(() => resolveRound(a, b, rolls)).toThrow(expect.objectContaining({ side: 'a', key: 'crit', chance: 10 }));
		expect(missingD100(a, b, rolls)).toEqual({ side: 'a', key: 'crit', chance: 10 });
		expect(
			missingD100(
				a,
				b,
				rollRound(a, b, (sides) => (sides === 6 ? 3 : 50))
			)
		).toBeNull();
	});
	it('the dice asked for are checked as resolveRound checks them', () => {
		const a = fighter(Array(6).fill(jab));
		const b = fighter(Array(6).fill(jab), { reaction: 0 });
		expect(() => nextNeededRoll(a, b, { a: { die: 7 }, b: { die: 3 } })).toThrow(/rolls\.a\.die/);
		expect(() => nextNeededRoll(a, b, { a: { die: 3, crit: 101 }, b: { die: 3 } })).toThrow(/rolls\.a\.crit/);
		expect(() => nextNeededRoll(fighter(Array(6).fill(jab), { hp: 0 }), b, { a: { die: 3 }, b: { die: 3 } })).toThrow(
			/a\.hp/
		);
		const entries = [
			{ side: 'a', key: 'die', roll: 3 },
			{ side: 'b', key: 'die', roll: 3 },
			{ side: 'a', key: 'crit', roll: 0 }
		] as const;
		expect(() => validPrefix(a, b, entries)).toThrow(/rolls\.a\.crit/);
		expect(() => askedRolls(a, b, entries)).toThrow(/rolls\.a\.crit/);
	});
	it('each typed die as it was asked for (one check of the fighters for the whole list)', () => {
		const a = fighter(Array(6).fill(jab));
		const b = fighter(Array(6).fill(jab), { reaction: 0 });
		const entries = [
			{ side: 'a', key: 'die', roll: 3 },
			{ side: 'b', key: 'die', roll: 3 },
			{ side: 'a', key: 'crit', roll: 50 },
			{ side: 'b', key: 'guard', roll: 90 }
		] as const;
		expect(askedRolls(a, b, entries)).toEqual(
			entries.map((_, i) => nextNeededRoll(a, b, rollsOf(entries.slice(0, i))))
		);
		expect(askedRolls(a, b, entries).at(-1)).toEqual({ kind: 'd100', side: 'b', key: 'guard', chance: 20 });
	});
	it('a guard of 100 % (defend +100) is certain and never asked; the app rolls exactly what is asked', () => {
		const a = fighter(Array(6).fill(jab), { fs: 0 });
		const b = fighter(Array(6).fill(defend), { reaction: 0 });
		const rolls = rollRound(a, b, (sides) => (sides === 6 ? 1 : 50));
		expect(rolls).toEqual({ a: { die: 1 }, b: { die: 1 } });
	});
});
