import { describe, expect, it } from 'vitest';
import { cardFaceRules, writtenSpecialFumbles } from './face-rules';
import { successChance } from './odds';

const SAKURA = 'このキャラのアタックは6だけでなく5でもクリティカルになる。';
const SORA = '「RSDホログラフィ」このキャラに対するPのアタックは、1だけでなく2〜5でもファンブルになる。';
const base = { line: null, own: [], against: [], kind: 'P' as const, attack: true };

describe('cardFaceRules: the card’s own line drives its check', () => {
	it('「特殊ファンブル[×]…出目のうち1つでも×以下の目が出ていればファンブルになる」: read from the A: line (full-width too)', () => {
		expect(cardFaceRules({ ...base, line: 'A: P4D-2 特殊ファンブル[2]' })).toEqual({
			fumbleAtOrBelow: 2,
			criticalFaces: [6],
			from: ['A: P4D-2 特殊ファンブル[2]']
		});
		expect(writtenSpecialFumbles('A: Ｐ３Ｄ 特殊ファンブル［３］')).toEqual([3]);
		// 3D against 10: 48.6 % with the normal fumble, 29.2 % with special fumble [2] — the odds the line gives.
		const rules = cardFaceRules({ ...base, line: 'A: P3D 特殊ファンブル[2]' });
		expect(successChance({ dice: 3, modifier: 0, target: 10 })).toBeCloseTo(0.486, 3);
		expect(successChance({ dice: 3, modifier: 0, target: 10, ...rules })).toBeCloseTo(0.292, 3);
	});

	it('「ある行動判定が複数の特殊ファンブルを持つ場合、最も大きな値が適用される」: the line and its add-ons', () => {
		const r = cardFaceRules({ ...base, line: 'A: P3D 特殊ファンブル[2]', addOns: ['+2D-4 特殊ファンブル[3]'] });
		expect(r.fumbleAtOrBelow).toBe(3);
		expect(r.from).toHaveLength(2);
	});

	it('木之本桜 「このキャラのアタックは6だけでなく5でもクリティカルになる」: her attacks, not her カウンター', () => {
		expect(cardFaceRules({ ...base, line: 'A: P1D', own: ['A: P1D', SAKURA] })).toMatchObject({
			criticalFaces: [5, 6],
			from: [SAKURA]
		});
		expect(cardFaceRules({ ...base, attack: false, line: 'カウンター P2D', own: [SAKURA] }).criticalFaces).toEqual([6]);
	});

	it('茜ヶ崎空 「このキャラに対するPのアタックは、1だけでなく2〜5でもファンブルになる」: P attacks against her only', () => {
		expect(cardFaceRules({ ...base, against: [SORA] }).fumbleAtOrBelow).toBe(5);
		expect(cardFaceRules({ ...base, kind: 'M', against: [SORA] }).fumbleAtOrBelow).toBe(1);
		// Her line is about checks against her: it does nothing to her own attacks.
		expect(cardFaceRules({ ...base, own: [SORA] }).fumbleAtOrBelow).toBe(1);
	});

	it('the seed’s example: 桜’s P1D against 空 — a 5 is both critical and fumble (the turn player decides)', () => {
		const r = cardFaceRules({ ...base, line: 'A: P1D', own: [SAKURA], against: [SORA] });
		expect(r).toMatchObject({ fumbleAtOrBelow: 5, criticalFaces: [5, 6] });
	});

	it('an activated line other than the check’s own (「T: …5でもクリティカル」) is an effect, not a standing rule', () => {
		expect(cardFaceRules({ ...base, own: ['T: 味方1人のアタックは5でもクリティカル'] }).criticalFaces).toEqual([6]);
	});

	it('refuses a check without a kind', () => {
		// @ts-expect-error: not P or M
		expect(() => cardFaceRules({ ...base, kind: null })).toThrow(/kind/);
	});
});
