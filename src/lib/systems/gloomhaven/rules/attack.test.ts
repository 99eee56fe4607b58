import { describe, expect, it } from 'vitest';
import { card, rolling } from '../../../../../tests/factories/gloomhaven';
import { attackMode, attackSteps, monsterAttack, poisonBonus } from './attack';

describe('monsterAttack', () => {
	it('the stat sheet’s normal (left) or elite (right) attack ± the ability card’s X', () => {
		const sheet = { normal: 2, elite: 3 };
		expect(monsterAttack(sheet, false, 1)).toBe(3);
		expect(monsterAttack(sheet, true, -1)).toBe(2);
		// Not floored before the card: 攻撃−3 on a base of 2 is −1 (the floor is on the final result).
		expect(monsterAttack(sheet, false, -3)).toBe(-1);
	});
	it('refuses a negative stat, a non-integer X, elite that is not a boolean', () => {
		expect(() => monsterAttack({ normal: -1, elite: 3 }, false, 0)).toThrow(/sheet\.normal must be an integer from 0/);
		expect(() => monsterAttack({ normal: 1, elite: 3 }, false, 0.5)).toThrow(/monsterAttack: x must be an integer/);
		expect(() => monsterAttack({ normal: 1, elite: 3 }, 'yes' as never, 0)).toThrow(/elite must be a boolean/);
	});
});

describe('poisonBonus', () => {
	it('a poisoned target gives +1 in the 1st edition; nothing automatic in the 2nd', () => {
		expect(poisonBonus(true, '1e')).toBe(1);
		expect(poisonBonus(false, '1e')).toBe(0);
		expect(poisonBonus(true, '2e')).toBe(0);
		expect(() => poisonBonus(true, '3e' as never)).toThrow(/edition must be one of/);
	});
});

describe('attackMode', () => {
	it('a ranged attack on an adjacent enemy is a disadvantage, cancelled by any advantage', () => {
		expect(attackMode({ advantages: 0, disadvantages: 0, rangedAdjacent: true })).toBe('disadvantage');
		expect(attackMode({ advantages: 1, disadvantages: 0, rangedAdjacent: true })).toBe('normal');
		expect(attackMode({ advantages: 2, disadvantages: 0, rangedAdjacent: false })).toBe('advantage');
		expect(attackMode({ advantages: 3, disadvantages: 1, rangedAdjacent: false })).toBe('normal');
		expect(attackMode({ advantages: 0, disadvantages: 0, rangedAdjacent: false })).toBe('normal');
		expect(() => attackMode({ advantages: -1, disadvantages: 0, rangedAdjacent: false })).toThrow(/advantages/);
	});
});

describe('attackSteps', () => {
	it('attack → bonuses → modifier → shield − pierce → damage → new hit points', () => {
		// 攻撃3, poisoned +1, a rolling +1 then ×2: (4 + 1) × 2 = 10; shield 3, pierce 1 → 8; 9 HP → 1.
		const s = attackSteps({
			attack: 3,
			bonus: 1,
			applied: [rolling('r', 1), card('x2', 'x2')],
			shield: 3,
			pierce: 1,
			hp: 9
		});
		expect(s).toEqual({
			attack: 3,
			bonus: 1,
			beforeCard: 4,
			modified: 10,
			shield: 2,
			damage: 8,
			hpAfter: 1,
			kills: false
		});
	});
	it('a kill leaves 0 hit points; no hp → no new hit points', () => {
		expect(attackSteps({ attack: 2, applied: [card('p', 1)], hp: 3 })).toMatchObject({ hpAfter: 0, kills: true });
		expect(attackSteps({ attack: 2, applied: [card('n', 'null')] })).not.toHaveProperty('hpAfter');
	});
	it('a penalty below 0 is carried to the card; only the final result is floored', () => {
		expect(attackSteps({ attack: 1, bonus: -2, applied: [card('p', 2)] }).modified).toBe(1);
		expect(attackSteps({ attack: 1, bonus: -3, applied: [card('p', 1)] }).modified).toBe(0);
	});
	it('refuses a shield or pierce below 0 and negative hit points, naming the argument', () => {
		expect(() => attackSteps({ attack: 2, applied: [], shield: -1 })).toThrow(
			/attackSteps: shield must be an integer ≥ 0/
		);
		expect(() => attackSteps({ attack: 2, applied: [], pierce: -1 })).toThrow(/attackSteps: pierce/);
		expect(() => attackSteps({ attack: 2, applied: [], hp: -1 })).toThrow(/attackSteps: hp/);
	});
});
