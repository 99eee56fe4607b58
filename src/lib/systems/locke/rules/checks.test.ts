import { describe, expect, it } from 'vitest';
import {
	espCheck,
	espCheckChance,
	infiltrationAutoSucceeds,
	infiltrationChance,
	infiltrationSucceeds,
	infiltrationTarget,
	mentalCheck,
	mentalCheckChance,
	teleportChance,
	teleportInterferenceSucceeds,
	teleportSquares,
	teleportSucceeds
} from '.';
import { builtinCharacter as character } from '../../../../../tests/factories/locke';

describe('espCheck — ESPレベルチェック: 2D6 ≤ 宣言したレベル で成功', () => {
	it('ロック1 declaring 6 succeeds on 6 and fails on 7', () => {
		const locke = character('locke-1');
		expect(espCheck(locke.espLevel, 6)).toBe(true);
		expect(espCheck(locke.espLevel, 7)).toBe(false);
	});
	it('level 1 can never succeed (2D6 is at least 2)', () => {
		expect(espCheck(1, 2)).toBe(false);
		expect(espCheckChance(1)).toBe(0);
	});
	it('chances are 0, 1/36, 3/36, 6/36, 10/36, 15/36, 21/36 for levels 1..7 and 1 from 12', () => {
		expect([1, 2, 3, 4, 5, 6, 7].map(espCheckChance)).toEqual([0, 1, 3, 6, 10, 15, 21].map((n) => n / 36));
		expect(espCheckChance(0)).toBe(0);
		expect(espCheckChance(11)).toBe(35 / 36);
		expect(espCheckChance(12)).toBe(1);
		expect(espCheckChance(20)).toBe(1);
	});
});

describe('mentalCheck — 精神力チェック: 2〜精神力の値を宣言し、2D6 ≤ 宣言値で成功', () => {
	it('ヤマキ2 declaring 9 succeeds on 9 and fails on 10', () => {
		const y = character('yamaki-2');
		expect(mentalCheck(9, y.mental, 9)).toBe(true);
		expect(mentalCheck(9, y.mental, 10)).toBe(false);
	});
	it('ジェシカ (精神力 2) can only declare 2: succeeds only on double 1', () => {
		const j = character('jessica');
		expect(mentalCheck(2, j.mental, 2)).toBe(true);
		expect(mentalCheck(2, j.mental, 3)).toBe(false);
		expect(() => mentalCheck(3, j.mental, 2)).toThrow(/mentalCheck: declared must be an integer from 2 to 2/);
	});
	it('declaring 1 or more than the mental strength is refused', () => {
		expect(() => mentalCheck(1, 5, 2)).toThrow(/mentalCheck: declared/);
		expect(() => mentalCheck(6, 5, 2)).toThrow(/mentalCheck: declared .*got 6/);
	});
});

describe('infiltration — 侵入判定: ESPレベルチェック、失敗すると次回の目標値に+1 (累積)', () => {
	it('the first attempt uses the ESP level as the target', () => {
		expect(infiltrationTarget(4, 0)).toBe(4);
	});
	it('each failure adds 1, cumulatively (失敗した場合、次回の同判定の目標値に+1される(累積する))', () => {
		expect(infiltrationTarget(4, 1)).toBe(5);
		expect(infiltrationTarget(4, 3)).toBe(7);
	});
	it('success is a 2D6 total at most the target (the check is an ESP level check)', () => {
		expect(infiltrationSucceeds(5, 5)).toBe(true);
		expect(infiltrationSucceeds(5, 6)).toBe(false);
		expect(infiltrationChance(5)).toBe(10 / 36);
	});
	it('どんな馬鹿でも12ターン後には侵入できる: level 0 after 12 failures cannot fail', () => {
		const target = infiltrationTarget(0, 12);
		expect(target).toBe(12);
		expect(infiltrationChance(target)).toBe(1);
		expect(infiltrationSucceeds(target, 12)).toBe(true);
		expect(infiltrationChance(infiltrationTarget(0, 11))).toBe(35 / 36);
	});
	it('EVIL silhouettes succeed without rolling (EVILシルエットのキャラクターは…無条件で成功)', () => {
		expect(infiltrationAutoSucceeds('EVIL')).toBe(true);
		expect(infiltrationAutoSucceeds('GOOD')).toBe(false);
		expect(infiltrationAutoSucceeds('SPECIAL')).toBe(false);
	});
});

describe('teleport — テレポート移動: 1D6の目が宣言したレベルより低ければ、その目の数だけ移動', () => {
	it('level 4: a 3 succeeds and moves 3 squares', () => {
		expect(teleportSucceeds(4, 3)).toBe(true);
		expect(teleportSquares(4, 3)).toBe(3);
	});
	it('a die equal to the level fails (より低ければ — strictly lower) and the piece stays', () => {
		expect(teleportSucceeds(4, 4)).toBe(false);
		expect(teleportSquares(4, 4)).toBe(0);
	});
	it('chance is (level − 1)/6, 0 for levels 0 and 1, 1 from level 7', () => {
		expect([0, 1, 2, 3, 4, 5, 6, 7, 9].map(teleportChance)).toEqual([0, 0, 1 / 6, 2 / 6, 3 / 6, 4 / 6, 5 / 6, 1, 1]);
		expect(teleportSucceeds(7, 6)).toBe(true);
	});
	it('an interfering teleport must be of higher level than the escape card (逃避カードより高いレベル)', () => {
		expect(teleportInterferenceSucceeds(3, 4)).toBe(true);
		expect(teleportInterferenceSucceeds(3, 3)).toBe(false);
	});
});

describe('mentalCheckChance — P(精神力チェック succeeds)', () => {
	it('is P(2D6 ≤ declared), agreeing with mentalCheck over all 36 outcomes', () => {
		for (let strength = 2; strength <= 12; strength++)
			for (let declared = 2; declared <= strength; declared++) {
				let wins = 0;
				for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (mentalCheck(declared, strength, a + b)) wins++;
				expect(mentalCheckChance(declared, strength)).toBe(wins / 36);
			}
		expect(mentalCheckChance(2, 2)).toBe(1 / 36);
		expect(mentalCheckChance(9, 9)).toBe(30 / 36);
	});
	it('refuses a declaration outside 2..精神力', () => {
		expect(() => mentalCheckChance(1, 5)).toThrow(RangeError);
		expect(() => mentalCheckChance(6, 5)).toThrow(
			'mentalCheckChance: declared must be an integer from 2 to 5 (at most the mental strength), got 6'
		);
		expect(() => mentalCheckChance(2, 1)).toThrow('mentalCheckChance: mentalStrength');
	});
});
