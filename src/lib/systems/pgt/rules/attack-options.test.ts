import { describe, expect, it } from 'vitest';
import {
	attackAbility,
	attackLines,
	attackRange,
	attackers,
	defenceAgainst,
	effectAbility,
	effectLines,
	effectNoteLines,
	effectRange,
	guardsFor,
	targetsInReach
} from './attack-options';
import type { Field } from './field';

const c = (over: Partial<{ faceUp: boolean; tapped: boolean; abilities: string[] }> = {}) => ({
	faceUp: false,
	tapped: false,
	pDef: 6,
	mDef: 2,
	abilities: ['A: P2D'],
	...over
});
type C = ReturnType<typeof c>;
const field = (slots: Partial<Record<'F1' | 'F2' | 'F3' | 'B1' | 'B2' | 'B3', C>>): Field<C> => ({
	F1: null,
	F2: null,
	F3: null,
	B1: null,
	B2: null,
	B3: null,
	...slots
});

describe('attack options', () => {
	it('「起動条件にAを含む能力がアタックに使える能力」: the A: lines with a P or M check', () => {
		expect(attackLines(['A: P2D', 'カウンター P2D', 'T: +1D', 'A: M(炎)3D レンジ3', 'A: 読めない'])).toEqual([0, 3]);
		expect(attackAbility('常在')).toBeNull();
	});
	it('「アタックを行うキャラはアンタップ状態のキャラでなくてはならず」: untapped, with an A: line, face down or up', () => {
		const f = field({
			F1: c(),
			F2: c({ tapped: true }),
			F3: c({ abilities: ['イノセンス M2D'] }),
			B2: c({ faceUp: true })
		});
		expect(attackers(f)).toEqual(['F1', 'B2']);
	});
	it('「アタックならレンジ1」 unless written; targets are those in range when chosen', () => {
		expect(attackRange(attackAbility('A: P2D')!)).toBe(1);
		expect(attackRange(attackAbility('A: P2D レンジ2')!)).toBe(2);
		const foe = field({ F1: c(), F3: c(), B2: c() });
		expect(targetsInReach(foe, 'F2', 1)).toEqual(['F1', 'F3']);
		expect(targetsInReach(foe, 'B1', 2)).toEqual(['F1', 'F3']);
		expect(targetsInReach(foe, 'F1', 2)).toEqual(['F1', 'F3', 'B2']);
	});
	it('guards beside or before the target; none for an empty slot or no target', () => {
		const foe = field({ F1: c(), F2: c(), B1: c({ tapped: true }) });
		expect(guardsFor(foe, 'F1')).toEqual(['F2']);
		expect(guardsFor(foe, 'F3')).toEqual([]);
		expect(guardsFor(foe, null)).toEqual([]);
	});
	it('「P-defもM-defも0のキャラとして扱われます」 face down, unless turned up to use its real defence', () => {
		expect(defenceAgainst(c(), 'P')).toBe(0);
		expect(defenceAgainst(c(), 'P', true)).toBe(6);
		expect(defenceAgainst(c({ faceUp: true }), 'M')).toBe(2);
	});
});

describe('effect attacks', () => {
	it('「効果:起動条件にAを含まない起動型能力」 with a P/M check: not an A: line, not a standing カウンター', () => {
		expect(
			effectLines([
				'T: P2D+1',
				'A: P2D',
				'カウンター P2D',
				'カウンター: P2D',
				'1: 味方をアンタップ',
				'0: M(炎)1D レンジ1'
			])
		).toEqual([0, 5]);
	});
	it('「それ以外ならレンジ3」 unless written', () => {
		expect(effectRange(effectAbility('T: P2D')!)).toBe(3);
		expect(effectRange(effectAbility('T: P2D レンジ1')!)).toBe(1);
	});
});

describe('effects the table applies', () => {
	it('activated lines that neither attack nor make a P/M check: the app notes them', () => {
		expect(
			effectNoteLines(['A: P2D', 'T: M2D', '戦闘前: 味方1人のP-def+2', 'イノセンス M2D', '0: このキャラを表向きにする'])
		).toEqual([2, 4]);
	});
});
