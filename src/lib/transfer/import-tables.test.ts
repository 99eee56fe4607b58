import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCrt, fakeSmall } from '$lib/core/tables/fixtures';
import { db } from '$lib/db';
import { importText } from './import';
import { resetDb } from '$tests/factories/db';

// Tables carried by a session export file are checked like table files (SYNTHETIC test tables).

const file = (tables: unknown[]) =>
	JSON.stringify({ format: 'sidetable.export', version: 1, exportedAt: 0, sessions: [], tables });

beforeEach(async () => {
	await resetDb();
});

describe('importText: tables', () => {
	it('imports valid tables', async () => {
		const result = await importText(file([fakeSmall(), fakeCrt()]));
		expect(result.ok).toBe(true);
		expect(await db.lookupTables.count()).toBe(2);
	});

	it.each([
		['a row gap', { ...fakeSmall(), rows: fakeSmall().rows.slice(1) }],
		['a misspelt cell key', JSON.parse(JSON.stringify(fakeSmall()).replace('"value":0', '"vaule":0'))],
		['a wrong format', { ...fakeSmall(), format: 'other' }],
		['not an object', 42]
	])('refuses the whole file when one table has %s', async (_, bad) => {
		const result = await importText(file([fakeCrt(), bad]));
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.message).toMatch(/2/);
		expect(await db.lookupTables.count()).toBe(0);
	});
});
