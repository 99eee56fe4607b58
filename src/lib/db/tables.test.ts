import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyLayout, type Table } from '$lib/core/tables';
import { fakeCrt, fakeSmall } from '$lib/core/tables/fixtures';
import {
	InvalidTableError,
	StorageError,
	db,
	deleteTable,
	duplicateTable,
	freeTableId,
	getTable,
	importTables,
	listTables,
	restoreTable,
	saveTable,
	setSlotTable,
	slotAssignments,
	slotTable,
	liveQuery
} from './index';
import { countRows, resetDb } from '$tests/factories/db';

// SYNTHETIC TEST TABLES (core/tables/fixtures): made-up values, not any game's chart.

beforeEach(async () => {
	await resetDb();
});

async function refusal(p: Promise<unknown>): Promise<InvalidTableError> {
	try {
		await p;
	} catch (err) {
		if (err instanceof InvalidTableError) return err;
		throw err;
	}
	throw new Error('expected an InvalidTableError');
}

describe('saveTable', () => {
	it('saves, reads back and lists tables by name', async () => {
		await saveTable(fakeSmall());
		await saveTable(fakeCrt());
		expect((await getTable('test-fake-small'))?.table).toEqual(fakeSmall());
		const byJaName = [fakeSmall(), fakeCrt()]
			.sort((a, b) => a.names.ja.localeCompare(b.names.ja, 'ja'))
			.map((t) => t.id);
		expect((await listTables('ja')).map((t) => t.id)).toEqual(byJaName);
		expect((await listTables('en')).map((t) => t.id)).toEqual(['test-fake-crt', 'test-fake-small']);
	});

	it('refuses invalid tables and writes nothing', async () => {
		const gap = fakeSmall();
		gap.rows[1] = { from: 6, to: 6 }; // 5 is covered by no row
		const shape = { ...fakeSmall(), cells: fakeSmall().cells.slice(1) };
		const typo = JSON.parse(JSON.stringify(fakeSmall()).replace('"value":0', '"vaule":0')) as Table;
		const badId = { ...fakeSmall(), id: 'Not A Slug' };
		for (const bad of [gap, shape, typo, badId]) {
			const err = await refusal(saveTable(bad));
			expect(err.issues.length).toBeGreaterThan(0);
		}
		expect((await countRows()).lookupTables).toBe(0);
		const err = await refusal(saveTable(gap));
		expect(err.issues[0]).toMatchObject({ code: 'table/row_gap', row: 1 });
	});

	it('keeps the slot on a plain save, clears it with slot: null', async () => {
		await saveTable(fakeSmall(), { slot: 'test/slot' });
		const edited = fakeSmall();
		edited.cells[0]![1] = { value: 4 };
		await saveTable(edited);
		expect((await slotTable('test/slot'))?.table.cells[0]![1]).toEqual({ value: 4 });
		await saveTable(edited, { slot: null });
		expect(await slotTable('test/slot')).toBeNull();
	});

	it('stores plain data even when handed a proxy-like object with extra prototype', async () => {
		const table = Object.assign(Object.create({ inherited: true }) as object, fakeSmall()) as Table;
		await saveTable(table);
		expect((await db.lookupTables.get('test-fake-small'))?.table).toEqual(fakeSmall());
	});
});

describe('delete, restore, duplicate', () => {
	it('deletes with the means to undo, slot included', async () => {
		await saveTable(fakeSmall(), { slot: 'test/slot' });
		const gone = await deleteTable('test-fake-small');
		expect(await getTable('test-fake-small')).toBeNull();
		expect(await slotTable('test/slot')).toBeNull();
		expect(await restoreTable(gone)).toEqual({ slotRestored: true });
		expect((await slotTable('test/slot'))?.id).toBe('test-fake-small');
	});

	it('restores without the slot when another table took it meanwhile', async () => {
		await saveTable(fakeSmall(), { slot: 'test/slot' });
		const gone = await deleteTable('test-fake-small');
		await saveTable(fakeCrt(), { slot: 'test/slot' });
		expect(await restoreTable(gone)).toEqual({ slotRestored: false });
		expect((await slotTable('test/slot'))?.id).toBe('test-fake-crt');
		expect(await getTable('test-fake-small')).not.toBeNull();
	});

	it('deleting a missing table is a not_found storage error', async () => {
		await expect(deleteTable('nope')).rejects.toBeInstanceOf(StorageError);
	});

	it('duplicates under a new id and names, without the slot', async () => {
		await saveTable(fakeSmall(), { slot: 'test/slot' });
		const copy = await duplicateTable('test-fake-small', { ja: 'コピー', en: 'Copy' });
		expect(copy.id).toBe('test-fake-small-copy');
		expect(copy.slot).toBeUndefined();
		expect(copy.table.cells).toEqual(fakeSmall().cells);
		expect(copy.table.names).toEqual({ ja: 'コピー', en: 'Copy' });
		const again = await duplicateTable('test-fake-small', { ja: 'コピー', en: 'Copy' });
		expect(again.id).toBe('test-fake-small-copy-2');
		expect((await slotTable('test/slot'))?.id).toBe('test-fake-small');
	});

	it('freeTableId makes slugs and avoids taken ids', async () => {
		expect(await freeTableId('My Table!')).toBe('my-table');
		expect(await freeTableId('表')).toBe('table');
		await saveTable(fakeSmall());
		expect(await freeTableId('test-fake-small')).toBe('test-fake-small-2');
	});
});

describe('slots', () => {
	const layout = () =>
		emptyLayout({
			id: 'test-layout',
			names: { ja: '架空の枠', en: 'Made-up slot' },
			dice: '2D6',
			columns: [{ id: 'r', label: 'R' }]
		});

	it('an empty slot gives null; assigning fills it; null empties it', async () => {
		expect(await slotTable('test/slot')).toBeNull();
		await saveTable(fakeSmall());
		await setSlotTable('test/slot', 'test-fake-small');
		expect((await slotTable('test/slot'))?.id).toBe('test-fake-small');
		await setSlotTable('test/slot', null);
		expect(await slotTable('test/slot')).toBeNull();
		expect(await getTable('test-fake-small')).not.toBeNull();
	});

	it('one table per slot, one slot per table', async () => {
		await saveTable(fakeSmall());
		await saveTable(fakeCrt());
		await setSlotTable('test/a', 'test-fake-small');
		await setSlotTable('test/a', 'test-fake-crt');
		expect((await slotTable('test/a'))?.id).toBe('test-fake-crt');
		expect((await getTable('test-fake-small'))?.slot).toBeUndefined();
		await setSlotTable('test/b', 'test-fake-crt');
		expect(await slotTable('test/a')).toBeNull();
		expect(await slotAssignments()).toEqual({ 'test/b': 'test-fake-crt' });
	});

	it('a partly filled layout may fill a slot (unfilled cells are allowed in storage)', async () => {
		await saveTable(layout(), { slot: 'test/slot' });
		expect((await slotTable('test/slot'))?.table.cells[0]).toEqual([{}]);
	});

	it('assigning a missing table is refused and changes nothing', async () => {
		await saveTable(fakeSmall(), { slot: 'test/slot' });
		await expect(setSlotTable('test/slot', 'nope')).rejects.toBeInstanceOf(StorageError);
		expect((await slotTable('test/slot'))?.id).toBe('test-fake-small');
	});
});

describe('importTables', () => {
	it('writes new tables, skips identical ones and never overwrites a different one', async () => {
		await saveTable(fakeSmall());
		const changed = fakeSmall();
		changed.cells[0]![1] = { value: 5 };
		const outcome = await importTables([fakeSmall(), changed, fakeCrt()]);
		expect(outcome.unchanged).toBe(1);
		expect(outcome.renamed).toBe(1);
		expect(outcome.saved.map((s) => s.id)).toEqual(['test-fake-small-2', 'test-fake-crt']);
		expect((await getTable('test-fake-small'))?.table).toEqual(fakeSmall());
		expect((await getTable('test-fake-small-2'))?.table.cells[0]![1]).toEqual({ value: 5 });
	});

	it('fills empty slots only', async () => {
		await saveTable(fakeCrt(), { slot: 'test/a' });
		const outcome = await importTables([fakeSmall()], { 'test/a': 'test-fake-small', 'test/b': 'test-fake-small' });
		expect(outcome.slotsFilled).toBe(1);
		expect((await slotTable('test/a'))?.id).toBe('test-fake-crt');
		expect((await slotTable('test/b'))?.id).toBe('test-fake-small');
	});

	it('refuses the whole batch when one table is invalid', async () => {
		const bad = { ...fakeCrt(), rows: [] } as Table;
		await expect(importTables([fakeSmall(), bad])).rejects.toBeInstanceOf(InvalidTableError);
		expect((await countRows()).lookupTables).toBe(0);
	});
});

describe('live queries (the Tables screen follows the library)', () => {
	it('a live list and a live slot see tables saved after they started', async () => {
		const seen: string[][] = [];
		const slots: (string | null)[] = [];
		const a = liveQuery(() => listTables()).subscribe((ts) => seen.push(ts.map((t) => t.id)));
		const b = liveQuery(() => slotTable('test/slot')).subscribe((t) => slots.push(t?.id ?? null));
		await vi.waitFor(() => expect(seen.at(-1)).toEqual([]));
		await saveTable(fakeSmall(), { slot: 'test/slot' });
		await vi.waitFor(() => expect(seen.at(-1)).toEqual([fakeSmall().id]));
		await vi.waitFor(() => expect(slots.at(-1)).toBe(fakeSmall().id));
		a.unsubscribe();
		b.unsubscribe();
	});
});
