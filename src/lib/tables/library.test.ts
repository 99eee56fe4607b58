import { beforeEach, describe, expect, test } from 'vitest';
import { fakeSmall } from '$lib/core/tables/fixtures';
import { db, getTable, listTables, saveTable, slotTable } from '$lib/db';
import type { TableSlot } from '$lib/systems/types';
import { notices } from '$lib/ui/notices.svelte';
import { assignSlot, clearSlot, copyTable, removeTable } from './library';

// SYNTHETIC TEST DATA: core/tables/fixtures (a made-up table).

const slot: TableSlot = { id: 'test/slot', names: { ja: '架空の枠', en: 'Made-up slot' }, layout: fakeSmall() };

beforeEach(async () => {
	await db.delete();
	await db.open();
	notices.items = [];
});

const last = () => notices.items.at(-1);

describe('table library services', () => {
	test('remove says so and its undo puts the table back into its slot', async () => {
		const stored = await saveTable(fakeSmall(), { slot: slot.id });
		expect(await removeTable(stored, () => '枠')).toBe(true);
		expect(await getTable(stored.id)).toBeNull();
		expect(last()?.action).toBeDefined();
		last()!.action!.run();
		await expect.poll(async () => (await slotTable(slot.id))?.id).toBe(stored.id);
	});

	test('copy makes a second table named as a copy in both languages', async () => {
		const stored = await saveTable(fakeSmall());
		await copyTable(stored);
		const all = await listTables('ja');
		expect(all).toHaveLength(2);
		const copy = all.find((t) => t.id !== stored.id)!;
		expect(copy.table.names.ja).toContain(stored.table.names.ja);
		expect(copy.table.names.en).toContain(stored.table.names.en);
	});

	test('assign fills the slot; clear empties it and its undo gives it back', async () => {
		const stored = await saveTable(fakeSmall());
		expect(await assignSlot(slot, stored)).toBe(true);
		expect((await slotTable(slot.id))?.id).toBe(stored.id);
		await clearSlot(slot, stored);
		expect(await slotTable(slot.id)).toBeNull();
		last()!.action!.run();
		await expect.poll(async () => (await slotTable(slot.id))?.id).toBe(stored.id);
	});

	test('a failed write becomes an error notice, not a rejection', async () => {
		const ghost = { ...(await saveTable(fakeSmall())), id: 'no-such-table' };
		expect(await assignSlot(slot, ghost)).toBe(false);
		expect(last()?.kind).toBe('error');
	});
});
