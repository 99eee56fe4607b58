import { describe, expect, it } from 'vitest';
import { card, rolling } from '../../../../../tests/factories/gloomhaven';
import {
	attackMode,
	attackSteps,
	monsterAttack,
	poisonBonus,
	poisonCounts,
	stepOne,
	stepOneChoices,
	targetMode
} from './attack';

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

describe('targetMode (ターゲット毎に攻撃のダメージ値を算出する)', () => {
	it('遠距離攻撃で隣接した敵を攻撃する場合は「不利」: only the adjacent target of a ranged attack draws at disadvantage', () => {
		expect(targetMode('normal', true)).toBe('disadvantage');
		expect(targetMode('normal', false)).toBe('normal');
		// 有利と不利が重なった場合、それぞれの数によらず打ち消し合って通常の攻撃となる.
		expect(targetMode('advantage', true)).toBe('normal');
		expect(targetMode('advantage', false)).toBe('advantage');
		expect(targetMode('disadvantage', true)).toBe('disadvantage');
		expect(() => targetMode('better' as never, true)).toThrow(/targetMode: mode must be one of/);
	});
});

describe('stepOne (各ステップで複数の修正が存在する場合、プレイヤーが適用順を選択する)', () => {
	it('the Scoundrel’s doubling: the additions before or after it, as the player chooses', () => {
		// 攻撃3, +1 poison, "double the attack": (3 + 1) × 2 = 8 or 3 × 2 + 1 = 7.
		expect(stepOneChoices(3, 1)).toEqual({ add_first: 8, double_first: 7 });
		expect(stepOne({ attack: 3, bonus: 1, doubled: true, order: 'add_first' })).toBe(8);
		expect(stepOne({ attack: 3, bonus: 1, doubled: true, order: 'double_first' })).toBe(7);
		expect(stepOne({ attack: 3, bonus: 1 })).toBe(4);
	});
	it('when both orders give the same result nothing is asked; when they differ an order must be given', () => {
		expect(stepOneChoices(3, 0)).toBeNull();
		expect(stepOne({ attack: 3, bonus: 0, doubled: true })).toBe(6);
		expect(() => stepOne({ attack: 3, bonus: -1, doubled: true })).toThrow(/stepOne: order must be given/);
	});
	it('attackSteps takes the card on top of step 1, in that order', () => {
		// (3 + 1) × 2 = 8, then +1 → 9.
		expect(
			attackSteps({ attack: 3, bonus: 1, doubled: true, order: 'add_first', applied: [card('p', 1)] })
		).toMatchObject({
			beforeCard: 8,
			modified: 9
		});
	});
});

describe('attackSteps, step 3 after the card was seen (受けるであろうダメージを確認してから、ダメージ値を軽減するアイテム・カードを使うことができる)', () => {
	it('a shield bonus joins the shield (pierce lowers both), a reduction comes off after the shield', () => {
		// 5 after the card; shield 1 + 1 after the draw, pierce 1 → 1; a reduction of 2 → 2 damage; 4 HP → 2.
		const s = attackSteps({
			attack: 4,
			applied: [card('p', 1)],
			shield: 1,
			pierce: 1,
			extraShield: 1,
			reduction: 2,
			hp: 4
		});
		expect(s).toMatchObject({ modified: 5, shield: 1, reduction: 2, damage: 2, hpAfter: 2, kills: false });
		expect(attackSteps({ attack: 2, applied: [card('p', 0)], reduction: 9 }).damage).toBe(0);
		expect(() => attackSteps({ attack: 2, applied: [], reduction: -1 })).toThrow(/attackSteps: reduction/);
	});
	it('the applied cards’ 貫通 adds to the attack’s; their conditions and the effects not counted are named', () => {
		const perk = { ...rolling('r', 0), pierce: 3, conditions: ['poison' as const], effects: ['炎'] };
		// 攻撃3 + 0 + 1 = 4; shield 2 − pierce (1 + 3) → 0: 4 damage (a label only, it would be 3).
		expect(attackSteps({ attack: 3, applied: [perk, card('p', 1)], shield: 2, pierce: 1 })).toMatchObject({
			modified: 4,
			shield: 0,
			cardPierce: 3,
			damage: 4,
			conditions: ['poison'],
			labels: ['炎']
		});
	});
});

describe('poisonCounts', () => {
	it('the 1st edition always; the 2nd by the session’s reading of poison_2e', () => {
		expect(poisonCounts('1e')).toBe(true);
		expect(poisonCounts('2e')).toBe(false);
		expect(poisonCounts('2e', { poison_2e: 'both' })).toBe(true);
	});
});
