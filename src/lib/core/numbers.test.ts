import { describe, expect, it } from 'vitest';
import { fc, test as fcTest } from '@fast-check/vitest';
import { parseWholeNumber } from './numbers';

describe('parseWholeNumber', () => {
	it('reads half- and full-width digits and minus signs', () => {
		expect(parseWholeNumber('12')).toEqual({ ok: true, value: 12 });
		expect(parseWholeNumber('１２')).toEqual({ ok: true, value: 12 });
		expect(parseWholeNumber('－３')).toEqual({ ok: true, value: -3 });
		expect(parseWholeNumber('−３')).toEqual({ ok: true, value: -3 });
		expect(parseWholeNumber('　７ ')).toEqual({ ok: true, value: 7 });
		expect(parseWholeNumber('-0')).toEqual({ ok: true, value: 0 });
	});

	it('refuses what is not a whole number', () => {
		for (const bad of ['', '-', '－', 'abc', '1.5', '1e3', '7x', '--1', '１２３４５６７８９０１２３４５６'])
			expect(parseWholeNumber(bad)).toEqual({ ok: false, problem: 'not_whole' });
	});

	it('names the limit that was crossed', () => {
		expect(parseWholeNumber('-1', 0, 10)).toEqual({ ok: false, problem: 'below_min', limit: 0 });
		expect(parseWholeNumber('11', 0, 10)).toEqual({ ok: false, problem: 'above_max', limit: 10 });
		expect(parseWholeNumber('10', 0, 10)).toEqual({ ok: true, value: 10 });
	});

	fcTest.prop([fc.integer({ min: -1e9, max: 1e9 })])('every integer survives its full-width spelling', (n) => {
		const full = String(n).replace(/[0-9-]/g, (c) =>
			c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)
		);
		expect(parseWholeNumber(full)).toEqual({ ok: true, value: n });
	});
});
