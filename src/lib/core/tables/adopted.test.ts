import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { adoptTable, adoptedTableValid, needsAdoption } from './adopted';
import { AdoptedTablePayload } from './adopted-payload';
import { clone, fakeSmall } from './fixtures';
import { tableHash } from './hash';
import { emptyLayout } from './layout';

describe('adopted table payload', () => {
	test('adoptTable copies the table and hashes it; the payload parses', () => {
		const table = fakeSmall();
		const payload = adoptTable('test/slot', table);
		expect(payload.hash).toBe(tableHash(table));
		expect(payload.table).toEqual(table);
		expect(payload.table).not.toBe(table);
		table.cells[0]![1] = { value: 99 };
		expect(adoptedTableValid(payload)).toBe(true); // the copy did not follow the edit
		const parsed = v.safeParse(AdoptedTablePayload, JSON.parse(JSON.stringify(payload)));
		expect(parsed.success).toBe(true);
	});

	test('a partly filled layout can be adopted', () => {
		const layout = emptyLayout({
			id: 'test-layout',
			names: { ja: '架空', en: 'Made up' },
			dice: '1D6',
			columns: [{ id: 'a', label: 'A' }]
		});
		expect(v.safeParse(AdoptedTablePayload, adoptTable('test/slot', layout)).success).toBe(true);
	});

	test('a hash that does not match the content is refused', () => {
		const payload = adoptTable('test/slot', fakeSmall());
		const tampered = clone(payload);
		tampered.table.cells[2]![0] = { value: 5 };
		expect(adoptedTableValid(tampered)).toBe(false);
		expect(v.safeParse(AdoptedTablePayload, tampered).success).toBe(false);
	});

	test('bad shapes are refused: bad hash, invalid table, unknown key, empty slot', () => {
		const payload = adoptTable('test/slot', fakeSmall());
		const bad: unknown[] = [
			{ ...payload, hash: 'XYZ' },
			{ ...payload, slot: '' },
			{ ...payload, extra: 1 },
			{ ...payload, table: { ...payload.table, rows: payload.table.rows.slice(1) } },
			{ slot: 'test/slot', hash: payload.hash }
		];
		for (const b of bad) expect(v.safeParse(AdoptedTablePayload, b).success).toBe(false);
	});

	test('needsAdoption: once per content, again after an edit', () => {
		const table = fakeSmall();
		const { hash } = adoptTable('test/slot', table);
		expect(needsAdoption({}, table)).toBe(true);
		expect(needsAdoption({ [hash]: { slot: 'test/slot' } }, table)).toBe(false);
		expect(needsAdoption(new Set([hash]), table)).toBe(false);
		expect(needsAdoption(new Map([[hash, 1]]), table)).toBe(false);
		const edited = clone(table);
		edited.cells[0]![0] = { value: 1 };
		expect(needsAdoption({ [hash]: true }, edited)).toBe(true);
	});
});
