import { describe, expect, it } from 'vitest';
import {
	attackSucceeds,
	bestDiceCount,
	checkResult,
	checkValue,
	combineChecks,
	defaultRange,
	gameWinner,
	guardCandidates,
	inRange,
	matchWinner,
	normalizeCheckText,
	parseCheck,
	passesRestOfRound,
	rangeDistance,
	roundOver,
	specialFumble,
	successChance,
	type Field,
	type SlotName
} from './rules';

describe('parseCheck: the card notation of 行動判定', () => {
	it('reads P2D+3 as a physical 2D+3', () => {
		expect(parseCheck('P2D+3')).toEqual({ kind: 'P', attribute: null, dice: 2, modifier: 3 });
	});
	it('reads M(炎)3D-1 as a mental 3D−1 with attribute 炎 (「カッコ内は攻撃属性」)', () => {
		expect(parseCheck('M(炎)3D-1')).toEqual({ kind: 'M', attribute: '炎', dice: 3, modifier: -1 });
	});
	it('reads 2D and 1D without kind or modifier', () => {
		expect(parseCheck('2D')).toEqual({ kind: null, attribute: null, dice: 2, modifier: 0 });
		expect(parseCheck('1D')).toEqual({ kind: null, attribute: null, dice: 1, modifier: 0 });
	});
	it("reads the seed's add-on +2D−4 (written with U+2212, as the seed does)", () => {
		expect(parseCheck('+2D−4')).toEqual({ kind: null, attribute: null, dice: 2, modifier: -4 });
	});
	it('accepts full-width letters, digits, signs and parentheses', () => {
		expect(parseCheck('Ｐ２Ｄ＋３')).toEqual({ kind: 'P', attribute: null, dice: 2, modifier: 3 });
		expect(parseCheck('Ｍ（炎）３Ｄ－１')).toEqual({ kind: 'M', attribute: '炎', dice: 3, modifier: -1 });
		expect(parseCheck('＋２Ｄ－４')).toEqual({ kind: null, attribute: null, dice: 2, modifier: -4 });
	});
	it('accepts a lower-case d and spaces (also the ideographic space)', () => {
		expect(parseCheck(' p 2d + 3 ')).toEqual({ kind: 'P', attribute: null, dice: 2, modifier: 3 });
		expect(parseCheck('M( 炎 )\u30003d\u3000−\u30001')).toEqual({ kind: 'M', attribute: '炎', dice: 3, modifier: -1 });
	});
	it.each([
		['', /empty/],
		['   ', /empty/],
		['P0D+1', /at least 1/],
		['PD+1', /number of dice/],
		['P2+1', /"D"/],
		['P2D+', /number after "\+"/],
		['P2D+3+1', /ends after its modifier/],
		['P2D*3', /expected \+ or -/],
		['P(炎)2D', /only a mental \(M\) check/],
		['(炎)2D', /without M/],
		['M(炎2D', /never closes/],
		['M()2D', /empty attribute/],
		['X2D', /number of dice/],
		['P21D', /more than 20 dice/],
		['P2D+100', /beyond ±99/]
	])('refuses %j with a RangeError saying what is wrong', (text, reason) => {
		expect(() => parseCheck(text)).toThrow(RangeError);
		expect(() => parseCheck(text)).toThrow(reason);
	});
	it('folds as core/numbers does, one character for one: a position after a character NFKC widens still points into the text', () => {
		expect(normalizeCheckText('Ｍ（㍉）２Ｄ−１')).toBe('M(㍉)2D-1');
		expect(() => parseCheck('M(㍉)2D*3')).toThrow('at position 7 ("*")');
		expect(parseCheck('M(㍉)2D')).toMatchObject({ attribute: '㍉', dice: 2 });
	});
	it('ー is the long vowel in カウンター and ターン, and a minus only between a non-kana and a digit (an IME minus)', () => {
		expect(normalizeCheckText('カウンター P1D+4')).toBe('カウンター P1D+4');
		expect(normalizeCheckText('ターン01')).toBe('ターン01');
		expect(normalizeCheckText('P2Dー3')).toBe('P2D-3');
		expect(parseCheck('Ｐ２Ｄー３')).toMatchObject({ dice: 2, modifier: -3 });
	});
	it('names the argument and the position in its message', () => {
		expect(() => parseCheck('P2D*3')).toThrow(
			'parseCheck: text "P2D*3" has an unexpected character at position 4 ("*")'
		);
	});
});

describe('combineChecks: add-ons are rolled with the attack', () => {
	it('3D with +2D−4 is rolled as one 5D−4 (「5D−4をまとめて判定する」)', () => {
		const combined = combineChecks(parseCheck('M(炎)3D'), parseCheck('+2D−4'));
		expect(combined).toEqual({ kind: 'M', attribute: '炎', dice: 5, modifier: -4 });
	});
	it('keeps the base kind with several add-ons and none', () => {
		expect(combineChecks(parseCheck('P1D+1'), parseCheck('+1D'), parseCheck('+1D+2'))).toEqual({
			kind: 'P',
			attribute: null,
			dice: 3,
			modifier: 3
		});
		expect(combineChecks(parseCheck('P2D'))).toEqual(parseCheck('P2D'));
	});
	it('refuses a combination beyond 20 dice and a malformed add-on', () => {
		expect(() => combineChecks(parseCheck('P10D'), parseCheck('+10D'), parseCheck('+1D'))).toThrow(
			/addOns bring the check to 21 dice/
		);
		expect(() => combineChecks(parseCheck('P1D'), { kind: null, attribute: null, dice: 0, modifier: 0 })).toThrow(
			'combineChecks: addOns[0].dice must be an integer from 1 to 20, got 0'
		);
	});
});

describe('checkResult: fumble, critical, value', () => {
	it('any 1 is a fumble with value 0 (「1つでも1が出るとファンブル」)', () => {
		expect(checkResult([4, 1, 6], 3)).toEqual({ value: 0, outcome: 'fumble' });
		expect(checkResult([1], 10)).toEqual({ value: 0, outcome: 'fumble' });
	});
	it('all 6s are a critical with value 99, and one die showing 6 is "all 6"', () => {
		expect(checkResult([6, 6, 6], -4)).toEqual({ value: 99, outcome: 'critical' });
		expect(checkResult([6], -3)).toEqual({ value: 99, outcome: 'critical' });
	});
	it('otherwise sum + modifier, not clamped: 1D−3 showing 2 is −1', () => {
		expect(checkResult([4, 4], 4)).toEqual({ value: 12, outcome: 'normal' });
		expect(checkResult([2], -3)).toEqual({ value: -1, outcome: 'normal' });
		expect(checkResult([6, 5], 0)).toEqual({ value: 11, outcome: 'normal' });
	});
	it("a replay's 3D=4+6+1(−1) is a fumble", () => {
		expect(checkResult([4, 6, 1], -1).outcome).toBe('fumble');
	});
	it('a special fumble [3] replaces the normal fumble: a 3 fumbles, and a 1 still does', () => {
		expect(checkResult([3, 5], 0, { fumbleAtOrBelow: 3 })).toEqual({ value: 0, outcome: 'fumble' });
		expect(checkResult([1, 5], 0, { fumbleAtOrBelow: 3 }).outcome).toBe('fumble');
		expect(checkResult([4, 5], 0, { fumbleAtOrBelow: 3 })).toEqual({ value: 9, outcome: 'normal' });
	});
	it('木之本桜 (criticals on 5 too) attacking 茜ヶ崎空 (P fumbles on 2〜5 too) with P1D showing 5: conflict', () => {
		const options = { criticalFaces: [5, 6], fumbleAtOrBelow: specialFumble(5) };
		expect(checkResult([5], 0, options)).toEqual({ value: null, outcome: 'conflict' });
		expect(checkResult([6], 0, options)).toEqual({ value: 99, outcome: 'critical' });
		expect(checkResult([3], 0, options)).toEqual({ value: 0, outcome: 'fumble' });
	});
	it('refuses no faces, a face outside 1–6 and bad options', () => {
		expect(() => checkResult([], 0)).toThrow('checkResult: faces must list at least one die');
		expect(() => checkResult([7], 0)).toThrow('checkResult: faces[0] must be an integer from 1 to 6, got 7');
		expect(() => checkResult([3, 0], 0)).toThrow(/faces\[1\]/);
		expect(() => checkResult([3], 0.5)).toThrow(/modifier/);
		expect(() => checkResult([3], 0, { fumbleAtOrBelow: 0 })).toThrow(/fumbleAtOrBelow/);
		expect(() => checkResult([3], 0, { criticalFaces: [] })).toThrow(/criticalFaces/);
	});
});

describe('specialFumble: several [x] — the largest applies', () => {
	it('returns the largest, and 1 (the normal fumble) with none', () => {
		expect(specialFumble(2, 5, 3)).toBe(5);
		expect(specialFumble()).toBe(1);
	});
	it('refuses a value outside 1–6', () => {
		expect(() => specialFumble(2, 7)).toThrow('specialFumble: xs[1] must be an integer from 1 to 6, got 7');
	});
});

describe('successChance: worked by hand', () => {
	it('1D against 4: faces 4, 5, 6 → 1/2', () => {
		expect(successChance({ dice: 1, modifier: 0, target: 4 })).toBeCloseTo(1 / 2, 12);
	});
	it('2D against 10: (4,6) (5,5) (5,6) (6,4) (6,5) (6,6) → 6/36', () => {
		expect(successChance({ dice: 2, modifier: 0, target: 10 })).toBeCloseTo(6 / 36, 12);
	});
	it('1D against 99 hits only on the critical 6', () => {
		expect(successChance({ dice: 1, modifier: 0, target: 99 })).toBeCloseTo(1 / 6, 12);
	});
	it("the seed's 5D−4: a non-fumble needs no 1 in five dice, (5/6)^5, and then the sum 5…30 minus 4 ≥ 1 always", () => {
		expect(successChance({ dice: 5, modifier: -4, target: 1 })).toBeCloseTo((5 / 6) ** 5, 12);
	});
	it("against a face-down 0 even a fumble's 0 succeeds: chance 1", () => {
		expect(successChance({ dice: 3, modifier: 0, target: 0 })).toBe(1);
		expect(successChance({ dice: 5, modifier: 2, target: 0 })).toBe(1);
	});
	it('but a normal value below 0 does not: 1D−3 against 0 fails only on a 2 (value −1)', () => {
		expect(successChance({ dice: 1, modifier: -3, target: 0 })).toBeCloseTo(5 / 6, 12);
	});
	it('the sakura/sora conflict on 5 counts as the turn player decides', () => {
		const base = { dice: 1, modifier: 0, target: 4, criticalFaces: [5, 6], fumbleAtOrBelow: 5 };
		expect(successChance(base)).toBeCloseTo(2 / 6, 12); // 5 read as critical, 6 critical
		expect(successChance({ ...base, conflictAs: 'fumble' })).toBeCloseTo(1 / 6, 12);
	});
	it('refuses bad arguments by name', () => {
		expect(() => successChance({ dice: 0, modifier: 0, target: 5 })).toThrow(
			'successChance: dice must be an integer from 1 to 20, got 0'
		);
		expect(() => successChance({ dice: 2, modifier: 0, target: -1 })).toThrow(/target/);
		expect(() => successChance({ dice: 2, modifier: 0, target: 100 })).toThrow(/target/);
		// @ts-expect-error: not a conflict reading
		expect(() => successChance({ dice: 2, modifier: 0, target: 5, conflictAs: 'draw' })).toThrow(/conflictAs/);
	});
});

describe('successChance matches our probability chart (other-systems.md, System B; S = target − a)', () => {
	// Rows S = 2, 6, 9, 12, 16, 20 of the chart, in percent to one decimal, for 1D…5D.
	const chart: Record<number, number[]> = {
		2: [83.3, 69.4, 57.9, 48.2, 40.2],
		6: [16.7, 61.1, 57.9, 48.2, 40.2],
		9: [16.7, 27.8, 53.2, 48.1, 40.2],
		12: [16.7, 2.8, 33.3, 45.5, 40.1],
		16: [16.7, 2.8, 4.6, 27.4, 37.0],
		20: [16.7, 2.8, 0.5, 5.4, 22.5]
	};
	for (const [s, row] of Object.entries(chart)) {
		it(`S = ${s}`, () => {
			const got = row.map(
				(_, k) => Math.round(successChance({ dice: k + 1, modifier: 0, target: Number(s) }) * 1000) / 10
			);
			expect(got).toEqual(row);
		});
	}
	it("and the same with a modifier: 3D+4 against 13 is the chart's S = 9, 3D", () => {
		expect(Math.round(successChance({ dice: 3, modifier: 4, target: 13 }) * 1000) / 10).toBe(53.2);
	});
});

describe('bestDiceCount: roll up to n dice', () => {
	it("follows the chart's best-choice table", () => {
		const best = (maxDice: number, s: number) => {
			const r = bestDiceCount({ maxDice, modifier: 0, target: s });
			return [r.dice, Math.round(r.chance * 1000) / 10];
		};
		expect(best(2, 2)).toEqual([1, 83.3]);
		expect(best(3, 7)).toEqual([3, 57.4]);
		expect(best(2, 10)).toEqual([1, 16.7]);
		expect(best(4, 11)).toEqual([4, 47.1]);
		expect(best(3, 14)).toEqual([1, 16.7]);
		expect(best(4, 17)).toEqual([4, 20.8]);
		expect(best(4, 18)).toEqual([1, 16.7]);
	});
	it('gives ties to fewer dice: against 0 every count is certain, so 1 die', () => {
		expect(bestDiceCount({ maxDice: 5, modifier: 0, target: 0 })).toEqual({ dice: 1, chance: 1 });
	});
	it('refuses maxDice 0', () => {
		expect(() => bestDiceCount({ maxDice: 0, modifier: 0, target: 3 })).toThrow(
			'bestDiceCount: maxDice must be an integer from 1 to 20, got 0'
		);
	});
});

describe('attackSucceeds: 「攻撃力の値が防御力以上になっていれば攻撃成功」', () => {
	it('succeeds at or above the defence and fails below', () => {
		expect(attackSucceeds(5, 5)).toBe(true);
		expect(attackSucceeds(4, 5)).toBe(false);
		expect(attackSucceeds(99, 99)).toBe(true);
		expect(attackSucceeds(0, 0)).toBe(true); // a fumble against a face-down character
		expect(attackSucceeds(-1, 0)).toBe(false);
	});
	it('refuses a negative or fractional defence', () => {
		expect(() => attackSucceeds(3, -1)).toThrow('attackSucceeds: defence must be an integer from 0 to 99, got -1');
		expect(() => attackSucceeds(3, 1.5)).toThrow(/defence/);
		expect(() => attackSucceeds(Number.NaN, 1)).toThrow(/value/);
	});
});

describe('ranges (《図3》 [後]←1→[前]←1→[前]←1→[後])', () => {
	it('front→front 1, front→back and back→front 2, back→back 3', () => {
		expect(rangeDistance('front', 'front')).toBe(1);
		expect(rangeDistance('front', 'back')).toBe(2);
		expect(rangeDistance('back', 'front')).toBe(2);
		expect(rangeDistance('back', 'back')).toBe(3);
	});
	it('range 1 reaches only front to front; range 2 front to back (「自軍の前列から敵軍の後列」); range 3 everything', () => {
		expect(inRange(1, 'front', 'front')).toBe(true);
		expect(inRange(1, 'front', 'back')).toBe(false);
		expect(inRange(1, 'back', 'front')).toBe(false);
		expect(inRange(2, 'front', 'back')).toBe(true);
		expect(inRange(2, 'back', 'front')).toBe(true);
		expect(inRange(2, 'back', 'back')).toBe(false);
		expect(inRange(3, 'back', 'back')).toBe(true);
	});
	it('an attack without a range note has range 1, anything else 3', () => {
		expect(defaultRange(true)).toBe(1);
		expect(defaultRange(false)).toBe(3);
	});
	it('refuses a bad row or range', () => {
		// @ts-expect-error: not a row
		expect(() => rangeDistance('middle', 'front')).toThrow(/attackerRow must be one of 'front', 'back'/);
		expect(() => inRange(0, 'front', 'front')).toThrow('inRange: range must be an integer ≥ 1, got 0');
	});
});

describe('guardCandidates: 「左右または前にいるアンタップ状態のキャラ」', () => {
	const c = (tapped = false) => ({ tapped });
	const full: Field = { F1: c(), F2: c(), F3: c(), B1: c(), B2: c(), B3: c() };
	const reach = (target: SlotName, field: Field = full) => guardCandidates(field, target);
	it('F2 can guard F1, F3 and B2 (our notes: F2 is the guard hub)', () => {
		const guardedByF2 = (['F1', 'F2', 'F3', 'B1', 'B2', 'B3'] as const).filter((t) => reach(t).includes('F2'));
		expect(guardedByF2).toEqual(['F1', 'F3', 'B2']);
	});
	it('a front-row target has its row neighbours; a back-row target also the front slot of its column', () => {
		expect(reach('F1')).toEqual(['F2']);
		expect(reach('F2')).toEqual(['F1', 'F3']);
		expect(reach('B1')).toEqual(['F1', 'B2']);
		expect(reach('B2')).toEqual(['F2', 'B1', 'B3']);
		expect(reach('B3')).toEqual(['F3', 'B2']);
	});
	it('leaves out empty slots and tapped characters', () => {
		const field: Field = { ...full, F2: c(true), B1: null };
		expect(reach('B2', field)).toEqual(['B3']);
		expect(reach('F1', field)).toEqual([]);
	});
	it('refuses an empty target slot, an unknown slot and a malformed field', () => {
		expect(() => reach('F1', { ...full, F1: null })).toThrow('guardCandidates: target names an empty slot (F1)');
		// @ts-expect-error: not a slot
		expect(() => reach('F4')).toThrow(/target must be one of/);
		// @ts-expect-error: B3 missing
		expect(() => guardCandidates({ F1: c(), F2: c(), F3: c(), B1: c(), B2: c() }, 'F1')).toThrow(
			'guardCandidates: field.B3 is missing'
		);
	});
});

describe('rounds and passes', () => {
	it('the round ends after two consecutive passed turns, either side first', () => {
		expect(roundOver([])).toBe(false);
		expect(roundOver([false, true])).toBe(false);
		expect(roundOver([false, true, true])).toBe(true);
		expect(roundOver([true, false, true, false])).toBe(false);
		expect(roundOver([true, true])).toBe(true);
	});
	it('refuses a turn listed after the round ended', () => {
		expect(() => roundOver([true, true, false])).toThrow(
			'roundOver: passes[2] is a turn after the round ended at turn 2'
		);
	});
	it("「もし第1ターンにアタックをパスした場合、そのプレイヤー側の陣営はそのラウンドの間全てのアタックを自動的にパスする」: 第1ターン is the round's turn 1 only", () => {
		expect(passesRestOfRound(0, true)).toBe(true);
		expect(passesRestOfRound(0, false)).toBe(false);
		// The second player's first turn is the round's turn 2: a pass there is an ordinary pass.
		expect(passesRestOfRound(1, true)).toBe(false);
		expect(passesRestOfRound(4, true)).toBe(false);
		// @ts-expect-error: not a boolean
		expect(() => passesRestOfRound(0, 'yes')).toThrow(/passed/);
		expect(() => passesRestOfRound(-1, true)).toThrow(/turnsBefore/);
	});
});

describe('one reading of a value below 0 for the odds and the record (open point negative_value)', () => {
	it('1D−3 against a face-down character (defence 0): 「攻撃力の値が防御力以上になっていれば攻撃成功」 — −1 kept fails on a 2 (83.3 %), counted as 0 it always hits, in the odds as in the record', () => {
		// A 1 is a fumble (0 ≥ 0 hits), a 2 gives −1, a 3 gives 0.
		expect(successChance({ dice: 1, modifier: -3, target: 0 })).toBeCloseTo(5 / 6, 12);
		expect(successChance({ dice: 1, modifier: -3, target: 0, negative: 'keep' })).toBeCloseTo(5 / 6, 12);
		expect(successChance({ dice: 1, modifier: -3, target: 0, negative: 'floor-zero' })).toBe(1);
		expect(checkResult([2], -3, { negative: 'floor-zero' })).toEqual({ value: 0, outcome: 'normal' });
		expect(checkResult([2], -3, { negative: 'keep' })).toEqual({ value: -1, outcome: 'normal' });
	});
	it('checkValue is the one rule: fumble 0, critical 99, a conflict by its reading (null until chosen), a normal sum with the negative reading', () => {
		expect(checkValue('fumble', 2, 5)).toBe(0);
		expect(checkValue('critical', 6, -50)).toBe(99);
		expect(checkValue('conflict', 5, 0)).toBeNull();
		expect(checkValue('conflict', 5, 0, { conflictAs: 'fumble' })).toBe(0);
		expect(checkValue('normal', 2, -5)).toBe(-3);
		expect(checkValue('normal', 2, -5, { negative: 'floor-zero' })).toBe(0);
	});
});

describe('gameWinner and matchWinner', () => {
	const game = (a: number, b: number, ca = 3, cb = 3) =>
		gameWinner({ scores: { a, b }, charactersAtRoundStart: { a: ca, b: cb } });
	it('10 points wins at once, even with an empty field', () => {
		expect(game(10, 4)).toBe('a');
		expect(game(3, 12)).toBe('b');
		expect(game(10, 0, 0, 3)).toBe('a');
		expect(game(9, 9)).toBe(null);
	});
	it("a side with nobody on the field at a round's start loses", () => {
		expect(game(2, 6, 0, 4)).toBe('b');
		expect(game(8, 2, 1, 0)).toBe('a');
	});
	it('「ラウンド開始時に場に1人もキャラがいないプレイヤーは負けになります」: both fields empty, both lose — nobody wins by default (a draw, replayed)', () => {
		expect(game(5, 3, 0, 0)).toBe(null);
		expect(game(4, 4, 0, 0)).toBe(null);
		// The other reading stays a choice (open point both_sides_empty).
		const higher = (a: number, b: number) =>
			gameWinner({ scores: { a, b }, charactersAtRoundStart: { a: 0, b: 0 }, bothEmpty: 'higher-score' });
		expect(higher(5, 3)).toBe('a');
		expect(higher(4, 4)).toBe(null);
	});
	it('refuses two scores at 10 and negative counts', () => {
		expect(() => game(10, 11)).toThrow(/gameWinner: scores cannot both reach 10/);
		expect(() => game(-1, 0)).toThrow('gameWinner: scores.a must be an integer ≥ 0, got -1');
		expect(() => game(0, 0, 7, 1)).toThrow(/charactersAtRoundStart.a must be an integer from 0 to 6/);
	});
	it('best of three: first to two games', () => {
		expect(matchWinner([])).toBe(null);
		expect(matchWinner(['a'])).toBe(null);
		expect(matchWinner(['a', 'b'])).toBe(null);
		expect(matchWinner(['a', 'a'])).toBe('a');
		expect(matchWinner(['a', 'b', 'a'])).toBe('a');
		expect(matchWinner(['b', 'a', 'b'])).toBe('b');
	});
	it('refuses a game after the match was decided and a bad winner', () => {
		expect(() => matchWinner(['a', 'a', 'b'])).toThrow('matchWinner: games[2] is a game after the match was won by a');
		// @ts-expect-error: not a side
		expect(() => matchWinner(['a', 'c'])).toThrow(/games\[1\] must be 'a' or 'b'/);
	});
});
