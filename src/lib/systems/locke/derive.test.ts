import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testDamageTable, testDamageTableWithout } from '$tests/factories/locke';
import { missingDamageColumn, readDamageTable } from './derive';
import { RIGHTMOST_COLUMN } from './rules';

describe('missingDamageColumn: a column the group’s table lacks is never read in a neighbour (issue 22 point 14)', () => {
	it('the full layout has every column the seed reads: 1:2以下, 1:1…10:1 (11–19 in 10:1), 20:1以上, the rightmost', () => {
		const full = testDamageTable();
		fc.assert(
			fc.property(fc.nat(200), (ratio) => {
				expect(missingDamageColumn(full, ratio)).toBeNull();
			})
		);
		expect(missingDamageColumn(full, RIGHTMOST_COLUMN)).toBeNull();
	});

	it('18 ÷ 6 = 3 against a table without 3:1: 「3:1」 is named, and the 2:1 cell is not read', () => {
		const t = testDamageTableWithout(3);
		expect(missingDamageColumn(t, 3)).toBe('3:1');
		expect(missingDamageColumn(t, 2)).toBeNull();
		expect(missingDamageColumn(t, 4)).toBeNull();
		expect(readDamageTable(t, 3, 7)).toEqual({ ok: false, reason: 'no_column', missing: '3:1' });
		// How a game recorded before read it: the neighbour on the left.
		expect(readDamageTable(t, 3, 7, 'neighbour')).toMatchObject({ ok: true, columnLabel: '2:1' });
	});

	it('without 10:1, 12:1 is missing (11–19 read in 10:1); without 1:2以下, a ratio under 1 is; without 20:1以上, 25 is', () => {
		expect(missingDamageColumn(testDamageTableWithout(10), 12)).toBe('10:1');
		expect(missingDamageColumn(testDamageTableWithout(0), 0)).toBe('1:2以下');
		expect(missingDamageColumn(testDamageTableWithout(20), 25)).toBe('20:1以上');
		expect(missingDamageColumn(testDamageTableWithout(20), 15)).toBeNull();
	});
});
