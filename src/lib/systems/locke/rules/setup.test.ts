import { describe, expect, it } from 'vitest';
import {
	checkComposition,
	evilFlipCount,
	planetPhaseOver,
	silhouetteChoiceAllowed,
	silhouetteConstraint,
	silhouetteRebalance,
	silhouetteSide,
	type Alignment
} from '.';

describe('planet phase — 惑星編の終了と EVILシルエットのめくる枚数', () => {
	it('ends when all 36 planet cards are face up or destroyed', () => {
		expect(planetPhaseOver(36, 0)).toBe(true);
		expect(planetPhaseOver(35, 2)).toBe(false);
	});
	it('ends when a character or party holds 3 info cards’ worth (情報カードを3枚分集めた)', () => {
		expect(planetPhaseOver(10, 3)).toBe(true);
	});
	it('each EVIL silhouette flips placed ÷ 2 ÷ G·S silhouettes, rounded up (端数切り上げ)', () => {
		expect(evilFlipCount(20, 4)).toBe(3); // 20 / 2 / 4 = 2.5 → 3
		expect(evilFlipCount(24, 4)).toBe(3); // exactly 3
		expect(evilFlipCount(1, 5)).toBe(1); // 0.1 → 1
	});
	it('no placed cards: nothing to flip (0枚でも泣いてはいけない)', () => {
		expect(evilFlipCount(0, 3)).toBe(0);
	});
});

describe('checkComposition — (L)は1枚だけ、GOODとEVILは同数、SPECIALは同数かそれ以下', () => {
	const deal = (...a: [Alignment, boolean?][]) => a.map(([alignment, isL]) => ({ alignment, isL }));
	it('L + GOOD, EVIL ×2, SPECIAL ×1 (5 players) is valid; the (L) character counts under its alignment', () => {
		expect(checkComposition(deal(['GOOD', true], ['GOOD'], ['EVIL'], ['EVIL'], ['SPECIAL']))).toEqual([]);
	});
	it('SPECIAL equal to the GOOD and EVIL counts is allowed (同数)', () => {
		expect(checkComposition(deal(['GOOD', true], ['EVIL'], ['SPECIAL']))).toEqual([]);
	});
	it('no (L) character is a problem', () => {
		expect(checkComposition(deal(['GOOD'], ['EVIL']))).toEqual([
			{ code: 'locke/composition_no_l', params: { count: 0 } }
		]);
	});
	it('two (L) characters is a problem (必ず1枚だけ)', () => {
		expect(checkComposition(deal(['GOOD', true], ['EVIL', true]))).toEqual([
			{ code: 'locke/composition_many_l', params: { count: 2 } }
		]);
	});
	it('GOOD and EVIL must be equal', () => {
		expect(checkComposition(deal(['GOOD', true], ['GOOD'], ['EVIL']))).toEqual([
			{ code: 'locke/composition_good_evil_unequal', params: { good: 2, evil: 1 } }
		]);
	});
	it('more SPECIAL than that number is a problem', () => {
		expect(checkComposition(deal(['GOOD', true], ['EVIL'], ['SPECIAL'], ['SPECIAL']))).toEqual([
			{ code: 'locke/composition_too_many_special', params: { special: 2, max: 1 } }
		]);
	});
	it('reports every problem at once', () => {
		expect(checkComposition(deal(['SPECIAL'])).map((p) => p.code)).toEqual([
			'locke/composition_no_l',
			'locke/composition_too_many_special'
		]);
	});
	it('an unknown alignment is refused with the index', () => {
		expect(() => checkComposition([{ alignment: 'EVIL/GOOD' as Alignment }])).toThrow(
			/checkComposition: characters\[0\]\.alignment/
		);
	});
});

describe('silhouettes — エースなら同じ名前、10なら同じアライメント、それ以外は自由', () => {
	const riot = { name: 'ライオット', alignment: 'EVIL' as const };
	it('an ace forces the silhouette with one’s own character’s name', () => {
		expect(silhouetteConstraint(1)).toBe('own_name');
		expect(silhouetteChoiceAllowed(1, riot, { name: 'ライオット', alignment: 'EVIL' })).toBe(true);
		expect(silhouetteChoiceAllowed(1, riot, { name: 'ナガト', alignment: 'EVIL' })).toBe(false);
	});
	it('a 10 forces one’s current alignment (現在のアライメントと同じ)', () => {
		expect(silhouetteConstraint(10)).toBe('own_alignment');
		expect(silhouetteChoiceAllowed(10, riot, { name: 'ナガト', alignment: 'EVIL' })).toBe(true);
		expect(silhouetteChoiceAllowed(10, riot, { name: 'ライオット', alignment: 'GOOD' })).toBe(false);
	});
	it('any other card leaves the choice free (自分のキャラクターに関わらず自由に選んでよい)', () => {
		for (const rank of [2, 5, 9, 11, 13]) expect(silhouetteConstraint(rank)).toBe('free');
		expect(silhouetteChoiceAllowed(7, riot, { name: 'ロック1', alignment: 'GOOD' })).toBe(true);
	});
	it('GOOD and SPECIAL silhouettes invade the base, EVIL ones defend it', () => {
		expect(silhouetteSide('GOOD')).toBe('invaders');
		expect(silhouetteSide('SPECIAL')).toBe('invaders');
		expect(silhouetteSide('EVIL')).toBe('defenders');
	});
	it('no side short of the EVIL sheet count: nothing to do', () => {
		expect(silhouetteRebalance({ invaders: 4, defenders: 3, evilSheetsDealt: 3 })).toEqual({
			shortSide: null,
			largerSide: null,
			action: 'none'
		});
	});
	it('defenders fewer than the EVIL sheets: the larger side may change silhouettes (多い方のキャラクターはシルエットを変更することができる)', () => {
		expect(silhouetteRebalance({ invaders: 6, defenders: 1, evilSheetsDealt: 3 })).toEqual({
			shortSide: 'defenders',
			largerSide: 'invaders',
			action: 'larger_side_may_change'
		});
	});
	it('still short after that: a new playing card for everyone on the larger side (もう一度トランプを配る)', () => {
		expect(silhouetteRebalance({ invaders: 1, defenders: 6, evilSheetsDealt: 3, stage: 'after_change' })).toEqual({
			shortSide: 'invaders',
			largerSide: 'defenders',
			action: 'redeal_to_larger_side'
		});
	});
	it('still short after the redeal: the seed says nothing more (unresolved)', () => {
		expect(silhouetteRebalance({ invaders: 1, defenders: 6, evilSheetsDealt: 3, stage: 'after_redeal' }).action).toBe(
			'unresolved'
		);
	});
	it('fewer players than twice the EVIL sheets is impossible with GOOD = EVIL: refused', () => {
		expect(() => silhouetteRebalance({ invaders: 2, defenders: 2, evilSheetsDealt: 3 })).toThrow(
			/silhouetteRebalance: evilSheetsDealt 3 needs at least 6 players/
		);
	});
});
