/*
 * What the Tables screen does to the library, as services: each writes through $lib/db, tells
 * the person what happened (with an undo where one makes sense) and turns a storage failure into
 * a notice in their language. The screen only calls these.
 */
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime';
import { deleteTable, duplicateTable, restoreTable, setSlotTable, type StoredTable } from '$lib/db';
import type { TableSlot } from '$lib/systems/types';
import { notices } from '$lib/ui/notices.svelte';
import { storageErrorText } from '$lib/ui/storage-text';
import { importTablesFile } from './files';
import { shareOrDownload } from './share';

/** Runs a write; a failure becomes an error notice rather than an unhandled rejection. True when it worked. */
async function act(work: () => Promise<unknown>): Promise<boolean> {
	try {
		await work();
		return true;
	} catch (err) {
		notices.error(storageErrorText(err));
		return false;
	}
}

/** Deletes a table, offering an undo that puts it back (in its slot, if the slot is still free). */
export function removeTable(t: StoredTable, slotName: (slotId: string) => string): Promise<boolean> {
	const locale = getLocale();
	return act(async () => {
		const gone = await deleteTable(t.id);
		const undo = () =>
			void act(async () => {
				const { slotRestored } = await restoreTable(gone);
				if (!slotRestored && gone.slot) notices.show(m.tables_restored_without_slot({ slot: slotName(gone.slot) }));
			});
		notices.show(
			m.tables_deleted({ name: t.table.names[locale] }),
			'info',
			{ label: m.tables_undo(), run: undo },
			10_000
		);
	});
}

/** Copies a table under "<name> (copy)" in both languages. */
export function copyTable(t: StoredTable): Promise<boolean> {
	return act(async () => {
		const names = {
			ja: m.tables_copy_name({ name: t.table.names.ja }, { locale: 'ja' }),
			en: m.tables_copy_name({ name: t.table.names.en }, { locale: 'en' })
		};
		const copy = await duplicateTable(t.id, names);
		notices.show(m.tables_duplicated({ name: copy.table.names[getLocale()] }));
	});
}

/** Lets `table` fill `slot` (taking it from any table that filled it). */
export function assignSlot(slot: TableSlot, table: StoredTable): Promise<boolean> {
	const locale = getLocale();
	return act(async () => {
		await setSlotTable(slot.id, table.id);
		notices.show(m.tables_slot_assigned({ slot: slot.names[locale], name: table.table.names[locale] }));
	});
}

/** Empties a slot, offering an undo that gives it back to the table that filled it. */
export function clearSlot(slot: TableSlot, holder: StoredTable | undefined): Promise<boolean> {
	return act(async () => {
		await setSlotTable(slot.id, null);
		const undo = holder
			? { label: m.tables_undo(), run: () => void act(() => setSlotTable(slot.id, holder.id)) }
			: undefined;
		notices.show(m.tables_slot_unset({ slot: slot.names[getLocale()] }), 'info', undo);
	});
}

/** Shares a table file (or downloads it where sharing is not offered). */
export async function shareTablesFile(name: string, text: string, title: string): Promise<void> {
	const outcome = await shareOrDownload(name, text, title);
	if (outcome === 'downloaded') notices.show(m.tables_share_downloaded());
}

/** Imports a picked file, saying what was read or why nothing was. */
export async function importPickedFile(file: File): Promise<void> {
	const result = await importTablesFile(file);
	if (result.ok) notices.show(result.message);
	else notices.error(result.message);
}
