import { describe, expect, it } from 'vitest';
import { fc, test as fcTest } from '@fast-check/vitest';
import { numberText, parseWholeNumber, readAmount, readNumber } from './numbers';

describe('readNumber', () => {
	it('reads half- and full-width digits and every minus a keyboard gives', () => {
		expect(readNumber('12')).toEqual({ ok: true, value: 12 });
		expect(readNumber('１２')).toEqual({ ok: true, value: 12 });
		expect(readNumber('－３')).toEqual({ ok: true, value: -3 });
		expect(readNumber('−３')).toEqual({ ok: true, value: -3 }); // U+2212, as the rules write it
		expect(readNumber('ー３')).toEqual({ ok: true, value: -3 }); // the IME's long-vowel mark
		expect(readNumber('ｰ3')).toEqual({ ok: true, value: -3 });
		expect(readNumber('‐3')).toEqual({ ok: true, value: -3 });
		expect(readNumber('＋５')).toEqual({ ok: true, value: 5 });
		expect(readNumber('　７ ')).toEqual({ ok: true, value: 7 });
		expect(readNumber('-0')).toEqual({ ok: true, value: 0 });
		expect(Object.is(readNumber('-0').ok && (readNumber('-0') as { value: number }).value, 0)).toBe(true);
	});

	it('reads thousands separators as people write them, and only there', () => {
		expect(readNumber('1,000')).toEqual({ ok: true, value: 1000 });
		expect(readNumber('１，２３４，５６７')).toEqual({ ok: true, value: 1234567 });
		expect(readNumber('1,00')).toEqual({ ok: false, problem: 'not_number' });
		expect(readNumber('12,3456')).toEqual({ ok: false, problem: 'not_number' });
	});

	it('says what is wrong: empty, not a number, not whole', () => {
		expect(readNumber('')).toEqual({ ok: false, problem: 'empty' });
		expect(readNumber('   ')).toEqual({ ok: false, problem: 'empty' });
		for (const bad of ['-', '－', 'ー', 'abc', '1e3', '7x', '--1', '1-2', '.', '+'])
			expect(readNumber(bad), bad).toEqual({ ok: false, problem: 'not_number' });
		expect(readNumber('1.5')).toEqual({ ok: false, problem: 'not_whole' });
		expect(readNumber('１．５')).toEqual({ ok: false, problem: 'not_whole' });
	});

	it('a whole number written with a point is still whole', () => {
		expect(readNumber('3.0')).toEqual({ ok: true, value: 3 });
		expect(readNumber('3.')).toEqual({ ok: true, value: 3 });
	});

	it('a huge whole number is too large, not "not whole"', () => {
		expect(readNumber('12345678901234567890')).toEqual({
			ok: false,
			problem: 'above_max',
			limit: Number.MAX_SAFE_INTEGER
		});
		expect(readNumber('１２３４５６７８９０１２３４５６７８９０', { max: 999_999_999 })).toEqual({
			ok: false,
			problem: 'above_max',
			limit: 999_999_999
		});
		expect(readNumber('-99999999999999999999', { min: 0 })).toEqual({ ok: false, problem: 'below_min', limit: 0 });
		// The range speaks before the fraction: "at most 999,999,999" is what helps here.
		expect(readNumber('1234567890.5', { max: 999_999_999 })).toEqual({
			ok: false,
			problem: 'above_max',
			limit: 999_999_999
		});
	});

	it('names the limit that was crossed', () => {
		expect(readNumber('-1', { min: 0, max: 10 })).toEqual({ ok: false, problem: 'below_min', limit: 0 });
		expect(readNumber('11', { min: 0, max: 10 })).toEqual({ ok: false, problem: 'above_max', limit: 10 });
		expect(readNumber('10', { min: 0, max: 10 })).toEqual({ ok: true, value: 10 });
		expect(readNumber('−３', { min: 0 })).toEqual({ ok: false, problem: 'below_min', limit: 0 });
	});

	it('reads a fraction where one is allowed', () => {
		expect(readNumber('１４．５', { fraction: true })).toEqual({ ok: true, value: 14.5 });
		expect(readNumber('.5', { fraction: true })).toEqual({ ok: true, value: 0.5 });
		expect(readNumber('-2.25', { fraction: true, min: -3 })).toEqual({ ok: true, value: -2.25 });
	});

	fcTest.prop([fc.integer({ min: -1e12, max: 1e12 })])('every integer survives its full-width spelling', (n) => {
		const full = String(n).replace(/[0-9-]/g, (c) =>
			c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)
		);
		expect(readNumber(full)).toEqual({ ok: true, value: n });
	});

	fcTest.prop([fc.string({ maxLength: 12 }), fc.integer({ min: -50, max: 0 }), fc.integer({ min: 0, max: 50 })])(
		'whatever is typed, an accepted value lies within the limits and is whole',
		(text, min, max) => {
			const r = readNumber(text, { min, max });
			if (r.ok) {
				expect(Number.isInteger(r.value)).toBe(true);
				expect(r.value).toBeGreaterThanOrEqual(min);
				expect(r.value).toBeLessThanOrEqual(max);
			} else {
				expect(['empty', 'not_number', 'not_whole', 'below_min', 'above_max']).toContain(r.problem);
			}
		}
	);
});

describe('the shorthands', () => {
	it('parseWholeNumber takes min and max', () => {
		expect(parseWholeNumber('7', 0, 5)).toEqual({ ok: false, problem: 'above_max', limit: 5 });
		expect(parseWholeNumber('abc')).toEqual({ ok: false, problem: 'not_number' });
	});

	it('readAmount reads a non-negative amount or gives null', () => {
		expect(readAmount(' 14 ')).toBe(14);
		expect(readAmount('１４．５')).toBe(14.5);
		expect(readAmount('-3')).toBeNull();
		expect(readAmount('ten')).toBeNull();
	});

	it('numberText folds to ASCII', () => {
		expect(numberText(' －１２．５ ')).toBe('-12.5');
		expect(numberText('ー3')).toBe('-3');
	});
});
