import { describe, expect, it } from 'vitest';
import {
	RIGHTMOST_COLUMN,
	columnShift,
	lookupRatio,
	MELEE_ATTACK_LEVEL,
	MELEE_SHIFT_MAX_RATIO,
	currentEndurance,
	damageRatio,
	defenceAllowed,
	isDead,
	meleeFirepower,
	meleeRatios
} from '.';
import { LOCKE_OPEN_POINTS as OPEN_RULE_POINTS } from '../data/fixed-points';

describe('damageRatio — 防御側は現在耐久力を宣言し、攻撃の火力をその値で割る(端数切捨て)', () => {
	it('firepower 14 against current endurance 4 is the 3:1 column (火力÷現在の耐久力、端数切り捨て)', () => {
		expect(damageRatio(14, 4)).toBe(3);
	});
	it('firepower 12 against current endurance 4 is exactly 3:1 (割り切れる場合)', () => {
		expect(damageRatio(12, 4)).toBe(3);
	});
	it('firepower 2 against current endurance 5 falls in the leftmost column「1:2以下」(0)', () => {
		expect(damageRatio(2, 5)).toBe(0);
	});
	it('firepower 5 against current endurance 5 is 1:1', () => {
		expect(damageRatio(5, 5)).toBe(1);
	});
	it('a G弾 of 火力 100 against endurance 6 is 16:1 — no cap outside melee', () => {
		expect(damageRatio(100, 6)).toBe(16);
	});
	it('current endurance 0 (damage equal to the maximum, still alive) uses the rightmost column — app reading', () => {
		expect(damageRatio(3, 0)).toBe(RIGHTMOST_COLUMN);
		// A name, not Infinity: it survives JSON (export files, snapshots) unchanged.
		expect(JSON.parse(JSON.stringify({ column: damageRatio(3, 0) }))).toEqual({ column: 'rightmost' });
		expect(lookupRatio(RIGHTMOST_COLUMN)).toBeGreaterThan(lookupRatio(damageRatio(999, 1)));
		expect(OPEN_RULE_POINTS.some((p) => p.id === 'endurance_zero_rightmost')).toBe(true);
	});
	it('firepower 0 against endurance 0 is also the rightmost column (the divisor decides)', () => {
		expect(damageRatio(0, 0)).toBe(RIGHTMOST_COLUMN);
	});
	it('columnShift counts the columns a shift moved; the rightmost column is never moved', () => {
		expect(columnShift(3, 5)).toBe(2);
		expect(columnShift(4, 0)).toBe(-4);
		expect(columnShift(RIGHTMOST_COLUMN, RIGHTMOST_COLUMN)).toBe(0);
		expect(columnShift(2, RIGHTMOST_COLUMN)).toBe(0);
	});
	it('firepower 0 against endurance 3 is the leftmost column', () => {
		expect(damageRatio(0, 3)).toBe(0);
	});
});

describe('isDead / currentEndurance — 累計ダメージが最大耐久力を超えた場合、防御側は死亡する', () => {
	it('damage equal to the maximum endurance is still alive (超えた場合のみ死亡)', () => {
		expect(isDead(6, 6)).toBe(false);
		expect(currentEndurance(6, 6)).toBe(0);
	});
	it('damage one over the maximum endurance kills', () => {
		expect(isDead(6, 7)).toBe(true);
	});
	it('no damage: alive at full endurance (現在耐久力 = 耐久力 − ダメージ)', () => {
		expect(isDead(5, 0)).toBe(false);
		expect(currentEndurance(5, 0)).toBe(5);
		expect(currentEndurance(5, 2)).toBe(3);
	});
	it('current endurance never goes below 0 for a dead character', () => {
		expect(currentEndurance(4, 9)).toBe(0);
	});
});

describe('meleeFirepower — 格闘攻撃時の火力は現在の耐久力、低く宣言してもよい、手下1人につき+1', () => {
	it('is the current endurance when nothing is declared', () => {
		expect(meleeFirepower({ currentEndurance: 5 })).toBe(5);
	});
	it('adds 1 per minion (手下1人につき火力を+1)', () => {
		expect(meleeFirepower({ currentEndurance: 4, minions: 3 })).toBe(7);
	});
	it('a player may declare a lower endurance (耐久力を低く宣言してもよい), minions still add', () => {
		expect(meleeFirepower({ currentEndurance: 5, declared: 2 })).toBe(2);
		expect(meleeFirepower({ currentEndurance: 5, declared: 0, minions: 2 })).toBe(2);
		expect(meleeFirepower({ currentEndurance: 5, declared: 5 })).toBe(5);
	});
	it('declaring more than the current endurance is refused (低く宣言してもよい — not higher)', () => {
		expect(() => meleeFirepower({ currentEndurance: 3, declared: 4 })).toThrow(RangeError);
		expect(() => meleeFirepower({ currentEndurance: 3, declared: 4 })).toThrow(/meleeFirepower: declared .*got 4/);
	});
	it('melee attacks are level 1 (格闘攻撃のLVは…LV:1として扱う)', () => {
		expect(MELEE_ATTACK_LEVEL).toBe(1);
		expect(defenceAllowed(MELEE_ATTACK_LEVEL, 1)).toBe(true);
	});
});

describe('meleeRatios — 自分の火力と相手の火力を比較; [格闘:X]の差分だけ自分は右、相手は左 (10:1まで/1:2以下まで)', () => {
	it('without shifts each side divides its firepower by the other side’s (火力 6 vs 3 → 2:1 and 1:2以下)', () => {
		expect(meleeRatios({ firepower: 6 }, { firepower: 3 })).toEqual({ aDeals: 2, bDeals: 0 });
	});
	it('[格闘:2] against [格闘:0]: own column 2 right, opponent’s 2 left but not below 1:2以下', () => {
		expect(meleeRatios({ firepower: 6, shift: 2 }, { firepower: 3 })).toEqual({ aDeals: 4, bDeals: 0 });
		expect(meleeRatios({ firepower: 5, shift: 2 }, { firepower: 5 })).toEqual({ aDeals: 3, bDeals: 0 });
	});
	it('only the difference of the X values counts (差分だけ): 3 against 1 is like 2 against 0', () => {
		expect(meleeRatios({ firepower: 8, shift: 1 }, { firepower: 4, shift: 3 })).toEqual(
			meleeRatios({ firepower: 8 }, { firepower: 4, shift: 2 })
		);
		expect(meleeRatios({ firepower: 8, shift: 1 }, { firepower: 4, shift: 3 })).toEqual({ aDeals: 0, bDeals: 2 });
	});
	it('the right shift stops at 10:1 (右にずれるのは10:1の損害判定まで)', () => {
		expect(meleeRatios({ firepower: 9, shift: 5 }, { firepower: 1 })).toEqual({ aDeals: 10, bDeals: 0 });
		expect(MELEE_SHIFT_MAX_RATIO).toBe(10);
	});
	it('a column already right of 10:1 is not pulled back by a shift (12:1 stays 12:1)', () => {
		expect(meleeRatios({ firepower: 12, shift: 1 }, { firepower: 1 })).toEqual({ aDeals: 12, bDeals: 0 });
	});
	it('the left shift moves table columns: 12:1 sits in 10:1, so 2 columns left is 8:1; 20:1以上 one left is 10:1', () => {
		expect(meleeRatios({ firepower: 12 }, { firepower: 1, shift: 2 })).toEqual({ aDeals: 8, bDeals: 2 });
		expect(meleeRatios({ firepower: 12 }, { firepower: 1, shift: 1 })).toEqual({ aDeals: 9, bDeals: 1 });
		expect(meleeRatios({ firepower: 25 }, { firepower: 1, shift: 1 })).toEqual({ aDeals: 10, bDeals: 1 });
	});
	it('equal shifts change nothing', () => {
		expect(meleeRatios({ firepower: 7, shift: 2 }, { firepower: 3, shift: 2 })).toEqual({ aDeals: 2, bDeals: 0 });
	});
	it('a side with melee firepower 0 is hit on 10:1, not past it (「通常の格闘において20:1以上の損害判定になることはない」), and a shift moves it from there', () => {
		expect(meleeRatios({ firepower: 4 }, { firepower: 0 })).toEqual({ aDeals: 10, bDeals: 0 });
		expect(meleeRatios({ firepower: 4 }, { firepower: 0, shift: 3 })).toEqual({ aDeals: 7, bDeals: 3 });
		expect(meleeRatios({ firepower: 0 }, { firepower: 0 })).toEqual({ aDeals: 10, bDeals: 10 });
	});
	it('melee firepower from endurance + minions feeds the ratio (耐久力4+手下2 = 6 vs 3)', () => {
		const a = meleeFirepower({ currentEndurance: 4, minions: 2 });
		const b = meleeFirepower({ currentEndurance: 3 });
		expect(meleeRatios({ firepower: a }, { firepower: b })).toEqual({ aDeals: 2, bDeals: 0 });
	});
});
