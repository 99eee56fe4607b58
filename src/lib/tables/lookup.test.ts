import { describe, expect, test } from 'vitest';
import { readAmount } from '$lib/core/numbers';
import { fc, test as fcTest } from '@fast-check/vitest';
import { fakeCrt, fakeSmall } from '$lib/core/tables/fixtures';
import { lookup, type Table } from '$lib/core/tables';
import {
	clampsCrossed,
	emptyLookupForm,
	formRatio,
	lookupColumn,
	lookupInput,
	ratioColumn,
	resultChance,
	runLookup,
	type LookupForm
} from './lookup';

// SYNTHETIC TEST DATA: core/tables/fixtures (made-up tables).

const form = (table: Table, patch: Partial<LookupForm> = {}): LookupForm => ({ ...emptyLookupForm(table), ...patch });

describe('lookup form', () => {
	test('amounts: ASCII or full-width, decimals; words and negatives are not amounts', () => {
		expect(readAmount(' 14 ')).toBe(14);
		expect(readAmount('１４．５')).toBe(14.5);
		expect(readAmount('-3')).toBeNull();
		expect(readAmount('ten')).toBeNull();
		expect(readAmount('')).toBeNull();
	});

	test('the ratio: 14 ÷ 4 = 3.5 falls in 3:1; a zero denominator is the rightmost ratio column', () => {
		const crt = fakeCrt();
		expect(formRatio(form(crt, { numerator: '14', denominator: '4' }))).toBe(3.5);
		expect(ratioColumn(crt, form(crt, { numerator: '14', denominator: '4' }))?.label).toBe('3:1');
		expect(ratioColumn(crt, form(crt, { numerator: '1', denominator: '0' }))?.label).toBe('10:1');
		expect(ratioColumn(crt, form(crt, { numerator: '1', denominator: '' }))).toBeNull();
	});

	test('the input: a named column or a ratio with its explanation, shift and clamps only when set', () => {
		const crt = fakeCrt();
		expect(lookupInput(crt, form(crt))).toEqual({ column: 'r0' });
		expect(lookupInput(crt, form(crt, { columnId: 'nope' }))).toBeNull();
		expect(
			lookupInput(crt, form(crt, { mode: 'ratio', numerator: '6', denominator: '2', shift: -1, clampLeft: 'r1' }))
		).toEqual({
			ratio: 3,
			explain: { numerator: { value: 6 }, denominator: { value: 2 } },
			shift: -1,
			clampLeft: 'r1'
		});
		expect(lookupInput(crt, form(crt, { mode: 'ratio', numerator: 'x', denominator: '2' }))).toBeNull();
	});

	test('crossed clamps are seen before a lookup is tried', () => {
		const crt = fakeCrt();
		expect(clampsCrossed(crt, form(crt, { clampLeft: 'r5', clampRight: 'r2' }))).toBe(true);
		expect(clampsCrossed(crt, form(crt, { clampLeft: 'r2', clampRight: 'r5' }))).toBe(false);
		expect(clampsCrossed(crt, form(crt, { clampLeft: 'r5' }))).toBe(false);
		expect(lookupColumn(crt, { column: 'r6', clampLeft: 'r5', clampRight: 'r2' })).toBeNull();
	});

	test('the column before the dice: ratio, shift and clamp as `lookup` does them, with its column steps', () => {
		const crt = fakeCrt();
		const found = lookupColumn(crt, { ratio: 7, shift: 3, clampRight: 'r8' });
		expect(found?.index).toBe(8);
		expect(found?.trace.map((s) => s.kind)).toEqual(['ratio', 'column', 'shift']);
		const ref: Table = { ...fakeSmall(), dice: null, rows: fakeSmall().rows.map((_, i) => ({ label: `r${i}` })) };
		expect(lookupColumn(ref, { column: 'a', shift: 1 })?.index).toBe(1);
	});

	fcTest.prop([fc.integer({ min: 0, max: 10 }), fc.integer({ min: -12, max: 12 }), fc.integer({ min: 2, max: 12 })])(
		'the column before the dice is the column of every roll',
		(start, shift, total) => {
			const crt = fakeCrt();
			const input = { column: crt.columns[start]!.id, shift };
			expect(lookupColumn(crt, input)?.index).toBe(lookup(crt, { ...input, roll: total }).columnIndex);
		}
	);

	test('a roll outside every row is refused with the reason; the chance of a result counts all its rows', () => {
		const small = fakeSmall();
		const bad = runLookup(small, { column: 'a' }, { roll: 13 });
		expect(bad.ok).toBe(false);
		const ok = runLookup(small, { column: 'b' }, { roll: 6 });
		expect(ok.ok && ok.value.value).toBe(1);
		if (!ok.ok) return;
		const chance = resultChance(small, ok.value);
		// Column "2:1" gives 1 on 5–6 and 7: (4 + 5)/36 + 6/36.
		expect(chance?.rows).toEqual([1, 2]);
		expect(chance?.probability).toBeCloseTo(15 / 36, 12);
	});
});
