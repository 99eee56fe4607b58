import { describe, expect, it } from 'vitest';
import { FormulaError, evaluateFormula, formulaStats, parseFormula, techniqueDamage, type StatValues } from './formula';
import { SAMPLE_TECHNIQUES } from './sample-techniques';
import { sampleFighters } from './sample-fighters';

const stats: StatValues = { ATK: 12, DEF: 6, VIT: 5, MND: 4, FS: 5, REA: 8, HP: 95 };
const value = (text: string, rounding?: 'floor' | 'ceil' | 'round') =>
	evaluateFormula(parseFormula(text), stats, rounding);

describe('formula language', () => {
	it('stat names, integers, + − × ÷ and parentheses, with the usual precedence', () => {
		expect(value('ATK + 5')).toBe(17);
		expect(value('ATK × 2 + 5')).toBe(29);
		expect(value('2 + 3 * 4')).toBe(14);
		expect(value('(2 + 3) * 4')).toBe(20);
		expect(value('ATK − DEF - 1')).toBe(5);
		expect(value('-3 + REA')).toBe(5);
		expect(value('atk+def')).toBe(18);
	});
	it('full-width forms (NFKC) and the Japanese stat names', () => {
		expect(value('（ＡＴＫ＋ＤＥＦ）×２')).toBe(36);
		expect(value('攻撃力 + 防御力')).toBe(18);
		expect(value('反応 × 2')).toBe(16);
		expect(value('残りHP ÷ 10')).toBe(9);
		expect(value('精神力*5')).toBe(20);
	});
	it('÷ rounds as the session says: floor by default, or up, or half up', () => {
		expect(value('7 ÷ 2')).toBe(3);
		expect(value('7 ÷ 2', 'ceil')).toBe(4);
		expect(value('HP / 10', 'round')).toBe(10);
		expect(value('HP / 10', 'ceil')).toBe(10);
		expect(value('9 / 10', 'round')).toBe(1);
		expect(() => value('ATK / (DEF - 6)')).toThrow(/division by zero/);
	});
	it('parse errors are RangeErrors with the position of the problem', () => {
		const at = (text: string) => {
			try {
				parseFormula(text);
			} catch (e) {
				expect(e).toBeInstanceOf(RangeError);
				expect(e).toBeInstanceOf(FormulaError);
				return (e as FormulaError).position;
			}
			throw new Error('parsed');
		};
		expect(at('ATK +')).toBe(6);
		expect(at('ATK $ 5')).toBe(5);
		expect(at('ATK 5')).toBe(5);
		expect(at('(ATK + 5')).toBe(9);
		expect(at('XYZ')).toBe(1);
		expect(at('')).toBe(1);
		expect(at('ATK + )')).toBe(7);
		expect(() => parseFormula('ATK $ 5')).toThrow(/position 5/);
	});
	it('a text parses once: the same frozen tree each time; a bad text is refused each time', () => {
		const first = parseFormula('ATK × 2 + 5');
		expect(parseFormula('ATK × 2 + 5')).toBe(first);
		expect(Object.isFrozen(first)).toBe(true);
		expect(Object.isFrozen((first as { left: object }).left)).toBe(true);
		expect(() => parseFormula('ATK +')).toThrow(FormulaError);
		expect(() => parseFormula('ATK +')).toThrow(FormulaError);
	});
	it('names the stats a formula uses', () => {
		expect(formulaStats(parseFormula('DEF + ATK × (ATK ÷ 2)'))).toEqual(['ATK', 'DEF']);
	});
	it('a technique deals no less than 0', () => {
		expect(techniqueDamage('DEF - ATK', stats)).toBe(0);
		expect(techniqueDamage('ATK + 5', stats)).toBe(17);
	});
});

describe('the sample technique set', () => {
	it('every formula parses and names only known stats; ids are unique', () => {
		for (const t of SAMPLE_TECHNIQUES) expect(() => parseFormula(t.formula)).not.toThrow();
		expect(new Set(SAMPLE_TECHNIQUES.map((t) => t.id)).size).toBe(SAMPLE_TECHNIQUES.length);
	});
	it('matches the sibling wiki list: 強攻撃 ATK × 2 + 5, 投げ ATK + DEF unguardable, 体当たり HP ÷ 10', () => {
		const { a } = sampleFighters(95);
		expect(a.faces.map((f) => [f.name, f.damage])).toEqual([
			['弱攻撃', 17],
			['強攻撃', 29],
			['投げ', 18],
			['神速攻撃', 20],
			['防御', 0],
			['回避', 0]
		]);
		expect(a.faces[2]).toMatchObject({ unguardable: true, noGuard: true, noEvade: true });
		const tackle = SAMPLE_TECHNIQUES.find((t) => t.id === 'tackle')!;
		expect(techniqueDamage(tackle.formula, { ...stats, HP: 95 })).toBe(9);
	});
});
