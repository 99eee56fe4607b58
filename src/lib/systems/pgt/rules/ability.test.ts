import { describe, expect, it } from 'vitest';
import { NotationError, parseAbility, parseCheck, reactionLine } from '../rules';

describe('parseAbility (起動条件「:」能力の内容)', () => {
	it('an A: line is an attack with its check; no range written is null (the caller takes range 1)', () => {
		expect(parseAbility('A: P2D+3')).toEqual({
			text: 'A: P2D+3',
			condition: 'A',
			isAttack: true,
			check: { kind: 'P', attribute: null, dice: 2, modifier: 3 },
			range: null
		});
	});

	it('reads a mental check with an attribute and a written range, full-width and U+2212 included', () => {
		const a = parseAbility('Ａ：「炎の矢」Ｍ（炎）３Ｄ−１ レンジ２');
		expect(a).toMatchObject({ isAttack: true, range: 2, check: { kind: 'M', attribute: '炎', dice: 3, modifier: -1 } });
		expect(parseAbility('A: M2D range 3').range).toBe(3);
	});

	it('a line without a colon is a 常在型能力; an add-on line carries its +nD+a', () => {
		expect(parseAbility('カウンター')).toMatchObject({ condition: null, isAttack: false, check: null });
		expect(parseAbility('0: アタックに+2D-4')).toMatchObject({
			condition: '0',
			isAttack: false,
			check: { kind: null, dice: 2, modifier: -4 }
		});
	});

	it('says what is wrong: an attack without a P/M check, a check that does not parse, range 4, an empty line', () => {
		expect(() => parseAbility('A: 相手を攻撃')).toThrow(/attack \(A:\) but has no P or M check/);
		expect(() => parseAbility('A: +2D')).toThrow(/no P or M check/);
		expect(() => parseAbility('A: P0D')).toThrow(/rolls no dice/);
		expect(() => parseAbility('A: P(炎)2D')).toThrow(/only a mental \(M\) check/);
		expect(() => parseAbility('A: P2D レンジ4')).toThrow(/range 4/);
		expect(() => parseAbility('  ')).toThrow(RangeError);
	});

	it('names the problem and the character for a screen to word: a code and a 1-based position in the line', () => {
		const at = (f: () => unknown) => {
			try {
				f();
			} catch (e) {
				return e instanceof NotationError ? [e.code, e.at] : null;
			}
			return null;
		};
		expect(at(() => parseCheck('P2X'))).toEqual(['d_missing', 3]);
		expect(at(() => parseCheck('2D+'))).toEqual(['modifier_missing', 4]);
		expect(at(() => parseAbility('A: P(炎)2D'))).toEqual(['attribute_on_physical', 5]);
		expect(at(() => parseAbility('A: 相手を攻撃'))).toEqual(['attack_without_check', null]);
	});
});

describe('reactionLine (イノセンス / カウンター / 切り返し on a card)', () => {
	it('finds the line naming the ability and its check; a check without P/M takes the ability’s kind', () => {
		expect(reactionLine(['A: P2D', 'カウンター P1D+4'], 'counter')).toEqual({
			line: 'カウンター P1D+4',
			check: { kind: 'P', attribute: null, dice: 1, modifier: 4 }
		});
		expect(reactionLine(['「切り返し」２Ｄ＋１'], 'kirikaeshi')?.check).toEqual({
			kind: 'M',
			attribute: null,
			dice: 2,
			modifier: 1
		});
		expect(reactionLine(['イノセンス'], 'innocence')).toEqual({ line: 'イノセンス', check: null });
		expect(reactionLine(['Counter: P2D'], 'counter')?.check?.dice).toBe(2);
	});

	it('a cnt named カウンタ, an effect that mentions a counter, or the other ability is not it', () => {
		expect(reactionLine(['メカカウンタを1つのせる'], 'counter')).toBeNull();
		expect(reactionLine(['0: 味方のカウンターに+1D'], 'counter')).toBeNull();
		expect(reactionLine(['カウンター P2D'], 'kirikaeshi')).toBeNull();
		expect(reactionLine([], 'innocence')).toBeNull();
		expect(() => reactionLine(['x'], 'guard' as never)).toThrow(RangeError);
	});
});
