import { describe, expect, test } from 'vitest';
import { parseDice } from '$lib/core/dice';
import { faceLayout, formatPercent, passes, readWholeNumber } from './format';

describe('dice UI helpers', () => {
	test('percentages keep one decimal and never claim certainty wrongly', () => {
		expect(formatPercent(15 / 36, 'en')).toBe('41.7%');
		expect(formatPercent(15 / 36, 'ja')).toBe('41.7%');
		expect(formatPercent(1, 'en')).toBe('100.0%');
		expect(formatPercent(0, 'en')).toBe('0.0%');
		expect(formatPercent(1e-6, 'en')).toBe('<0.1%');
		expect(formatPercent(1 - 1e-6, 'en')).toBe('>99.9%');
	});

	test('writes every chance of up to 4D6 (k/n, n ≤ 1296) as Intl’s percent format does, in both languages', () => {
		for (const locale of ['ja', 'en'] as const) {
			const intl = new Intl.NumberFormat(locale, {
				style: 'percent',
				minimumFractionDigits: 1,
				maximumFractionDigits: 1
			});
			const wrong: string[] = [];
			for (let n = 1; n <= 1296; n++)
				for (let k = 1; k < n; k++) {
					const p = k / n;
					if (p < 0.0005 || p > 0.9995) continue;
					if (formatPercent(p, locale) !== intl.format(p)) wrong.push(`${k}/${n}`);
				}
			expect(wrong, locale).toEqual([]);
		}
		// A share ending in 5 at the second decimal rounds up, as Intl does on its shortest decimal.
		expect(formatPercent(201 / 400, 'en')).toBe('50.3%');
	});

	test('comparisons', () => {
		expect(passes(6, { op: '<=', target: 6 })).toBe(true);
		expect(passes(7, { op: '<=', target: 6 })).toBe(false);
		expect(passes(6, { op: '<', target: 6 })).toBe(false);
		expect(passes(6, { op: '>=', target: 6 })).toBe(true);
		expect(passes(6, { op: '>', target: 6 })).toBe(false);
		expect(passes(6, { op: '=', target: 6 })).toBe(true);
	});

	test('face layouts', () => {
		expect(faceLayout(parseDice('2D6'))).toEqual({ kind: 'dice', count: 2, sides: 6 });
		expect(faceLayout(parseDice('D66'))).toEqual({ kind: 'd66' });
		expect(faceLayout(parseDice('1D100'))).toEqual({ kind: 'percentile' });
		expect(faceLayout(parseDice('1D20'))).toEqual({ kind: 'dice', count: 1, sides: 20 });
		expect(faceLayout(parseDice('10D6'))).toEqual({ kind: 'none' });
	});

	test('whole numbers, full-width too', () => {
		expect(readWholeNumber(' 12 ')).toBe(12);
		expect(readWholeNumber('１２')).toBe(12);
		expect(readWholeNumber('−3')).toBe(-3);
		expect(readWholeNumber('7.5')).toBeNull();
		expect(readWholeNumber('')).toBeNull();
		expect(readWholeNumber('abc')).toBeNull();
	});
});
