import { beforeEach, describe, expect, test } from 'vitest';
import { fakeCrt, fakeSmall } from '$lib/core/tables/fixtures';
import { db, getTable, saveTable, slotTable, listTables } from '$lib/db';
import { checkTablesText, importTablesText, tableFileText, tablesFileText } from './files';
import { resetDb } from '../../../tests/factories/db';

// SYNTHETIC TEST TABLES (core/tables/fixtures): made-up values, not any game's chart.

beforeEach(async () => {
	await resetDb();
});

const json = (x: unknown) => JSON.stringify(x);

describe('table files: refused whole', () => {
	const gap = { ...fakeSmall(), rows: fakeSmall().rows.slice(1) };
	const cases: [string, string, RegExp][] = [
		['not JSON', '{"format": "sidetable.table", ', /JSON/],
		['not a table file', json({ hello: 'world' }), /表ファイルではありません|not a Sidetable table file/],
		['a newer version', json({ ...fakeSmall(), version: 2 }), /2/],
		['a row gap', json(gap), /2.*4|row/],
		['a misspelt key', json(fakeSmall()).replace('"value":0', '"vaule":0'), /テスト用の小さな架空表|Small made-up/],
		['cells of the wrong shape', json({ ...fakeSmall(), cells: fakeSmall().cells.slice(0, 3) }), /.+/],
		['an empty list', '[]', /表が入っていません|no tables/],
		[
			'sessions only',
			json({ format: 'sidetable.export', version: 1, sessions: [{}], tables: [] }),
			/セッション|Sessions/
		],
		['one bad table among good ones', json([fakeCrt(), fakeSmall(), { ...fakeCrt(), id: 'Bad Id' }]), /3/]
	];

	test.each(cases)('%s', async (_, text, message) => {
		expect(checkTablesText(text).ok).toBe(false);
		const result = await importTablesText(text);
		expect(result.ok).toBe(false);
		if (!result.ok) {
			expect(result.message).toMatch(message);
			expect(result.message).toMatch(/何も読み込んでいません|Nothing was imported/);
		}
		expect(await db.lookupTables.count()).toBe(0);
	});

	test('an oversized file is refused before parsing', () => {
		const check = checkTablesText(' '.repeat(8 * 1024 * 1024 + 1));
		expect(check.ok).toBe(false);
	});

	test('the message names the bad table and the first problem with its place', () => {
		const bad = fakeSmall();
		bad.rows[3] = { from: 8, to: 8 }; // 9 uncovered
		const check = checkTablesText(json([fakeCrt(), bad]));
		expect(check.ok).toBe(false);
		if (!check.ok) {
			expect(check.message).toMatch(/2/);
			expect(check.message).toMatch(/テスト用の小さな架空表|Small made-up test table/);
			expect(check.message).toMatch(/9/);
		}
	});
});

describe('table files: round trip', () => {
	test('one table exported and imported is the same table', async () => {
		const result = await importTablesText(tableFileText(fakeSmall()));
		expect(result.ok).toBe(true);
		expect((await getTable('test-fake-small'))?.table).toEqual(fakeSmall());
	});

	test('export all carries the slots; a clean library imports tables and slots', async () => {
		await saveTable(fakeSmall(), { slot: 'test/slot' });
		await saveTable(fakeCrt());
		const text = tablesFileText(await listTables());
		expect(JSON.parse(text)).toMatchObject({
			format: 'sidetable.export',
			version: 1,
			sessions: [],
			tableSlots: { 'test/slot': 'test-fake-small' }
		});
		await resetDb();
		const result = await importTablesText(text);
		expect(result.ok).toBe(true);
		if (result.ok) expect(result.outcome.saved).toHaveLength(2);
		expect((await slotTable('test/slot'))?.table).toEqual(fakeSmall());
	});

	test('importing the same file again changes nothing', async () => {
		await importTablesText(tableFileText(fakeSmall()));
		const again = await importTablesText(tableFileText(fakeSmall()));
		expect(again.ok && again.outcome.unchanged).toBe(1);
		expect(await db.lookupTables.count()).toBe(1);
	});

	test('a session export with tables imports its tables and says the sessions were skipped', async () => {
		const text = json({ format: 'sidetable.export', version: 1, sessions: [{ id: 'x' }], tables: [fakeSmall()] });
		const result = await importTablesText(text);
		expect(result.ok).toBe(true);
		if (result.ok) {
			expect(result.sessionsSkipped).toBe(1);
			expect(result.message).toMatch(/1/);
		}
	});
});
