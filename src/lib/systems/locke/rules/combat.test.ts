import { describe, expect, it } from 'vitest';
import {
	HAND_LIMIT_BASE,
	defenceAllowed,
	espPowerAfter,
	handLimit,
	initiativeOrder,
	maintainedDefence,
	roundEndHand,
	syncAttack
} from '.';
import { builtinCharacter as character } from '../../../../../tests/factories/locke';

describe('espPowerAfter — Cカードを使うと使用レベル分のESPパワーを消費 (KMC)', () => {
	it('ロック1 (Pw 50) playing at level 6 keeps 44', () => {
		expect(espPowerAfter(character('locke-1').espPower, 6)).toBe(44);
	});
	it('spending exactly the remaining power leaves 0', () => {
		expect(espPowerAfter(3, 3)).toBe(0);
	});
	it('refuses when the power left is less than the level', () => {
		expect(() => espPowerAfter(2, 3)).toThrow(RangeError);
		expect(() => espPowerAfter(2, 3)).toThrow(/espPowerAfter: levelUsed 3 needs 3 ESP power, only 2 left/);
	});
});

describe('hand — 手札上限枚数は基本的に7枚、[手下]の人数分だけ増える', () => {
	it('is 7 without minions and 7 + n with n minions', () => {
		expect(HAND_LIMIT_BASE).toBe(7);
		expect(handLimit(0)).toBe(7);
		expect(handLimit(3)).toBe(10);
	});
});

describe('roundEndHand — ラウンド終了フェイズ 3.超えていれば捨てる 4.同じなら1枚捨ててよい 5.少なければ補充', () => {
	it('step 3: 9 cards over a limit of 7 discards 2', () => {
		expect(roundEndHand({ hand: 9 })).toEqual({ limit: 7, discard: 2, draw: 0, after: 7 });
	});
	it('step 4 after step 3: the hand is then at the limit, so one more may go and step 5 draws it back', () => {
		expect(roundEndHand({ hand: 9, discardOne: true })).toEqual({ limit: 7, discard: 3, draw: 1, after: 7 });
	});
	it('step 4: at the limit a player may discard one, and step 5 refills it', () => {
		expect(roundEndHand({ hand: 7, discardOne: true })).toEqual({ limit: 7, discard: 1, draw: 1, after: 7 });
	});
	it('at the limit without the optional discard nothing changes', () => {
		expect(roundEndHand({ hand: 7 })).toEqual({ limit: 7, discard: 0, draw: 0, after: 7 });
	});
	it('step 5: under the limit draws up to it', () => {
		expect(roundEndHand({ hand: 3 })).toEqual({ limit: 7, discard: 0, draw: 4, after: 7 });
	});
	it('minions raise the limit (手下の人数分だけ増える)', () => {
		expect(roundEndHand({ hand: 8, minions: 2 })).toEqual({ limit: 9, discard: 0, draw: 1, after: 9 });
	});
	it('[代理]を使用している・気絶などの行動不能 — such a character may not take step 4', () => {
		expect(() => roundEndHand({ hand: 7, discardOne: true, canDiscard: false })).toThrow(RangeError);
		expect(() => roundEndHand({ hand: 7, discardOne: true, canDiscard: false })).toThrow(
			/roundEndHand: discardOne is not allowed: .*\[代理\]/
		);
	});
	it('an incapacitated character still discards down to the limit at step 3 (that step is not optional)', () => {
		expect(roundEndHand({ hand: 10, canDiscard: false })).toEqual({ limit: 7, discard: 3, draw: 0, after: 7 });
	});
	it('step 4 is only for a hand at the limit: asking under the limit is refused', () => {
		expect(() => roundEndHand({ hand: 5, discardOne: true })).toThrow(
			/roundEndHand: discardOne is only allowed when the hand is at the limit 7/
		);
	});
});

describe('initiativeOrder — 黒1・黒2・・・黒10・赤1・・・赤10の順に行動する', () => {
	it('orders black by rank, then red by rank', () => {
		expect(
			initiativeOrder([
				{ id: 'r1', suit: 'red', rank: 1 },
				{ id: 'b10', suit: 'black', rank: 10 },
				{ id: 'b2', suit: 'black', rank: 2 },
				{ id: 'r7', suit: 'red', rank: 7 },
				{ id: 'b1', suit: 'black', rank: 1 }
			])
		).toEqual(['b1', 'b2', 'b10', 'r1', 'r7']);
	});
	it('black 10 acts before red 1', () => {
		expect(
			initiativeOrder([
				{ id: 'red', suit: 'red', rank: 1 },
				{ id: 'black', suit: 'black', rank: 10 }
			])
		).toEqual(['black', 'red']);
	});
	it('an empty table gives an empty order', () => {
		expect(initiativeOrder([])).toEqual([]);
	});
	it('two participants with the same colour and rank cannot be ordered by the rules: refused', () => {
		const cards = [
			{ id: 'x', suit: 'black', rank: 3 },
			{ id: 'y', suit: 'black', rank: 3 }
		] as const;
		expect(() => initiativeOrder(cards)).toThrow(RangeError);
		expect(() => initiativeOrder(cards)).toThrow(/initiativeOrder: cards\[1\] is black 3, already held by "x"/);
	});
	it('the same id twice is refused', () => {
		expect(() =>
			initiativeOrder([
				{ id: 'x', suit: 'black', rank: 3 },
				{ id: 'x', suit: 'red', rank: 3 }
			])
		).toThrow(/initiativeOrder: cards\[1\]\.id must be unique/);
	});
});

describe('syncAttack — 攻撃のレベルが[攻撃Cカードレベル+同調人数]、火力が[全Cカードの合計]', () => {
	it('a level-4 ビームキャノン 16 with two helpers (blaster 5, ray gun 2) is level 6, firepower 23', () => {
		expect(
			syncAttack({ level: 4, firepower: 16 }, [
				{ level: 2, firepower: 5 },
				{ level: 1, firepower: 2 }
			])
		).toEqual({ level: 6, firepower: 23 });
	});
	it('with no helpers the attack is unchanged', () => {
		expect(syncAttack({ level: 3, firepower: 8 }, [])).toEqual({ level: 3, firepower: 8 });
	});
	it('a helper card must be of lower level than the lead card (より低いレベルの攻撃Cカード)', () => {
		expect(() => syncAttack({ level: 3, firepower: 8 }, [{ level: 3, firepower: 7 }])).toThrow(RangeError);
		expect(() =>
			syncAttack({ level: 3, firepower: 8 }, [
				{ level: 1, firepower: 1 },
				{ level: 4, firepower: 12 }
			])
		).toThrow(/syncAttack: helpers\[1\]\.level must be lower than lead\.level 3, got 4/);
	});
});

describe('defence — 攻撃のレベル以上の防御・逃避; 維持状態の防御はそれよりレベルの高い攻撃で破壊される', () => {
	it('a defence of the attack’s level or higher may be tried', () => {
		expect(defenceAllowed(3, 3)).toBe(true);
		expect(defenceAllowed(3, 5)).toBe(true);
	});
	it('a defence of lower level may not be tried (低いレベルの防御は試みることが出来ない)', () => {
		expect(defenceAllowed(4, 3)).toBe(false);
	});
	it('a maintained defence blocks an attack of equal or lower level', () => {
		expect(maintainedDefence(3, 3)).toBe('blocked');
		expect(maintainedDefence(1, 4)).toBe('blocked');
	});
	it('a higher-level attack breaks the maintained defence and succeeds (その防御は破壊され、攻撃が成功する)', () => {
		expect(maintainedDefence(5, 4)).toBe('broken');
	});
});
