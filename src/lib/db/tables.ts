import type { LocalizedText, Table, TableIssue } from '$lib/core/tables';

type TablesCore = typeof import('$lib/core/tables/stored');
let core: TablesCore | undefined;
/**
 * The table engine, loaded on first use: the session list shares this storage room and must
 * not download the engine. Always awaited before a transaction opens (Dexie transactions must
 * not await anything but Dexie).
 */
export async function loadTablesCore(): Promise<TablesCore> {
	return (core ??= await import('$lib/core/tables/stored'));
}
function loaded(): TablesCore {
	if (!core) throw new Error('db/tables: loadTablesCore() must be awaited first');
	return core;
}
import { db } from './db';
import { StorageError, toStorageError } from './errors';
import type { TableRow } from './schema';

/*
 * The Tables library: the group's own lookup tables in `lookupTables`, one row per table,
 * keyed by the table's `id` (row id === table.id, as the session import writes them). Every
 * write is checked with `parseTable` first: an invalid table never reaches storage. A row may
 * fill one system slot (`slot`, e.g. 'locke/damage'); a slot is filled by at most one table.
 */

/** A library table as the screens use it: the row with its table typed. */
export interface StoredTable {
	id: string;
	updatedAt: number;
	table: Table;
	slot?: string;
}

/** A table refused before writing; `issues` are parseTable's (each pointing at row/column). */
export class InvalidTableError extends Error {
	constructor(readonly issues: TableIssue[]) {
		super(`invalid table: ${issues.map((i) => i.code).join(', ')}`);
		this.name = 'InvalidTableError';
	}
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
	try {
		return await work();
	} catch (err) {
		if (err instanceof InvalidTableError) throw err;
		throw toStorageError(err);
	}
}

/** Validated copy of a table, or InvalidTableError. Plain data (no proxies) so it can be stored. */
function checked(table: unknown): Table {
	const result = loaded().parseTable(JSON.parse(JSON.stringify(table)) as unknown);
	if (!result.ok) throw new InvalidTableError(result.errors);
	return result.table;
}

function toStored(row: TableRow): StoredTable | null {
	// Rows are validated on every write; a row that still fails (hand-edited storage) is skipped.
	const result = loaded().parseTable(row.table);
	if (!result.ok) return null;
	return { id: row.id, updatedAt: row.updatedAt, table: result.table, ...(row.slot ? { slot: row.slot } : {}) };
}

/** Every library table, by name in the given language. */
export async function listTables(locale: 'ja' | 'en' = 'ja'): Promise<StoredTable[]> {
	// Read first: inside a live query, only Dexie reads may come before the first foreign await.
	const rows = await guard(() => db.lookupTables.toArray());
	await loadTablesCore();
	return rows
		.map(toStored)
		.filter((t): t is StoredTable => t !== null)
		.sort((a, b) => a.table.names[locale].localeCompare(b.table.names[locale], locale) || a.id.localeCompare(b.id));
}

export async function getTable(id: string): Promise<StoredTable | null> {
	const row = await guard(() => db.lookupTables.get(id));
	await loadTablesCore();
	return row ? toStored(row) : null;
}

/**
 * Saves (creates or replaces) a table under `table.id`, validated first. The slot the row
 * fills is kept unless `slot` is given (`null` clears it; a string also takes the slot from any
 * other table). Returns the stored table.
 */
export async function saveTable(table: Table, options: { slot?: string | null } = {}): Promise<StoredTable> {
	await loadTablesCore();
	const valid = checked(table);
	return guard(() =>
		db.transaction('rw', db.lookupTables, async () => {
			const existing = await db.lookupTables.get(valid.id);
			let slot = existing?.slot;
			if (options.slot !== undefined) {
				slot = options.slot ?? undefined;
				if (slot) await clearSlot(slot, valid.id);
			}
			const row: TableRow = { id: valid.id, updatedAt: Date.now(), table: valid, ...(slot ? { slot } : {}) };
			await db.lookupTables.put(row);
			return { id: row.id, updatedAt: row.updatedAt, table: valid, ...(slot ? { slot } : {}) };
		})
	);
}

/** Removes a table and returns what it was, so the caller can offer an undo (`restoreTable`). */
export async function deleteTable(id: string): Promise<StoredTable> {
	await loadTablesCore();
	return guard(() =>
		db.transaction('rw', db.lookupTables, async () => {
			const row = await db.lookupTables.get(id);
			if (!row) throw new StorageError('storage/not_found', id);
			await db.lookupTables.delete(id);
			const stored = toStored(row);
			if (!stored) throw new StorageError('storage/not_found', id);
			return stored;
		})
	);
}

/**
 * Puts a deleted table back, slot included — unless another table has filled the slot since,
 * in which case the table comes back without it. Returns whether the slot was restored.
 */
export async function restoreTable(stored: StoredTable): Promise<{ slotRestored: boolean }> {
	await loadTablesCore();
	const valid = checked(stored.table);
	return guard(() =>
		db.transaction('rw', db.lookupTables, async () => {
			let slot = stored.slot;
			if (slot) {
				const taken = await db.lookupTables.where('slot').equals(slot).count();
				if (taken > 0) slot = undefined;
			}
			await db.lookupTables.put({ id: valid.id, updatedAt: stored.updatedAt, table: valid, ...(slot ? { slot } : {}) });
			return { slotRestored: slot !== undefined || !stored.slot };
		})
	);
}

/** A table id not used yet: `base`, else `base-2`, `base-3`, … */
export async function freeTableId(base: string): Promise<string> {
	const slug =
		base
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-+|-+$/g, '')
			.slice(0, 60) || 'table';
	return guard(async () => {
		if (!(await db.lookupTables.get(slug))) return slug;
		for (let k = 2; ; k++) {
			const id = `${slug}-${k}`;
			if (!(await db.lookupTables.get(id))) return id;
		}
	});
}

/** A copy under a new id and the given names; the copy fills no slot. */
export async function duplicateTable(id: string, names: LocalizedText): Promise<StoredTable> {
	const source = await getTable(id);
	if (!source) throw new StorageError('storage/not_found', id);
	const copyId = await freeTableId(`${source.id}-copy`);
	return saveTable({ ...structuredClone(source.table), id: copyId, names: { ...names } }, { slot: null });
}

async function clearSlot(slot: string, except?: string): Promise<void> {
	const holders = await db.lookupTables.where('slot').equals(slot).toArray();
	for (const row of holders) {
		if (row.id === except) continue;
		const { slot: _gone, ...rest } = row;
		await db.lookupTables.put(rest);
	}
}

/** The library table filling a system slot, or null when the slot is empty. */
export async function slotTable(slotId: string): Promise<StoredTable | null> {
	const rows = await guard(() => db.lookupTables.where('slot').equals(slotId).toArray());
	await loadTablesCore();
	const tables = rows
		.map(toStored)
		.filter((t): t is StoredTable => t !== null)
		.sort((a, b) => b.updatedAt - a.updatedAt);
	return tables[0] ?? null;
}

/** The table filling each of the given slots (null: none), as the shell hands them to a system. */
export async function slotTables(slotIds: readonly string[]): Promise<Record<string, Table | null>> {
	const found: Record<string, Table | null> = {};
	for (const id of slotIds) found[id] = (await slotTable(id))?.table ?? null;
	return found;
}

/**
 * Makes `tableId` the table filling `slotId` (any other table leaves the slot; the table
 * leaves any other slot it filled, since a table fills one slot at most), or empties the slot
 * when `tableId` is null.
 */
export async function setSlotTable(slotId: string, tableId: string | null): Promise<void> {
	await guard(() =>
		db.transaction('rw', db.lookupTables, async () => {
			if (tableId === null) {
				await clearSlot(slotId);
				return;
			}
			const row = await db.lookupTables.get(tableId);
			if (!row) throw new StorageError('storage/not_found', tableId);
			await clearSlot(slotId, tableId);
			await db.lookupTables.put({ ...row, slot: slotId });
		})
	);
}

/** Slot → table id, for every filled slot. */
export async function slotAssignments(): Promise<Record<string, string>> {
	return slotsOf(await guard(() => db.lookupTables.where('slot').above('').toArray()));
}

/** Which table fills each slot, from the library's rows (the newest wins, as when it was set). */
export function slotsOf(rows: readonly TableRow[]): Record<string, string> {
	const out: Record<string, string> = {};
	for (const row of [...rows].sort((a, b) => a.updatedAt - b.updatedAt)) if (row.slot) out[row.slot] = row.id;
	return out;
}

export interface TableImportOutcome {
	/** Tables written, with the id each got. */
	saved: StoredTable[];
	/** Tables written under a new id because a different table had theirs. */
	renamed: number;
	/** Tables already in the library with the same content (nothing written). */
	unchanged: number;
	/** Slots filled from the file (only slots that were empty here). */
	slotsFilled: number;
}

/**
 * Writes already validated tables in one transaction: all or nothing. A table whose id is free
 * is written as is; one identical to the library's table of that id is skipped; one that
 * differs is written as a copy under a new id — never a silent overwrite. `slots` (slot → id
 * in the file) fill only slots that are empty here.
 */
export async function importTables(tables: Table[], slots: Record<string, string> = {}): Promise<TableImportOutcome> {
	await loadTablesCore();
	const valid = tables.map(checked);
	return guard(() => db.transaction('rw', db.lookupTables, () => placeTables(valid, slots)));
}

/**
 * The writes of `importTables`, for a transaction already open on `lookupTables` (a session
 * file's import writes its tables in its own transaction). `loadTablesCore()` must have been
 * awaited before that transaction began.
 */
export async function placeTables(valid: Table[], slots: Record<string, string> = {}): Promise<TableImportOutcome> {
	const { tableHash } = loaded();
	const outcome: TableImportOutcome = { saved: [], renamed: 0, unchanged: 0, slotsFilled: 0 };
	const idMap = new Map<string, string>();
	const reserved = new Set<string>();
	for (const table of valid) {
		const existing = await db.lookupTables.get(table.id);
		if (existing && tableHash(existing.table as Table) === tableHash(table)) {
			outcome.unchanged++;
			idMap.set(table.id, table.id);
			continue;
		}
		let id = table.id;
		if (existing || reserved.has(id)) {
			for (let k = 2; ; k++) {
				id = `${table.id}-${k}`;
				if (!reserved.has(id) && !(await db.lookupTables.get(id))) break;
			}
			outcome.renamed++;
		}
		reserved.add(id);
		idMap.set(table.id, id);
		const stored: StoredTable = { id, updatedAt: Date.now(), table: { ...table, id } };
		await db.lookupTables.put({ id, updatedAt: stored.updatedAt, table: stored.table });
		outcome.saved.push(stored);
	}
	for (const [slot, fileId] of Object.entries(slots)) {
		const id = idMap.get(fileId);
		if (!id) continue;
		if ((await db.lookupTables.where('slot').equals(slot).count()) > 0) continue;
		const row = await db.lookupTables.get(id);
		if (!row || row.slot) continue;
		await db.lookupTables.put({ ...row, slot });
		outcome.slotsFilled++;
		const saved = outcome.saved.find((s) => s.id === id);
		if (saved) saved.slot = slot;
	}
	return outcome;
}
