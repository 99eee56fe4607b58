import { EXPORT_FORMAT, EXPORT_VERSION } from '$lib/core/transfer/format';
import type { ExportFile, FileSession, ValidSession } from '$lib/core/transfer';
import { db } from './db';
import { toStorageError } from './errors';
import { setMeta } from './meta';
import { newId } from './sessions';
import { loadTablesCore, placeTables, slotsOf, type TableImportOutcome } from './tables';
import type { Table } from '$lib/core/tables';
import type Dexie from 'dexie';
import type { SessionRow, TableRow } from './schema';
import type { LoggedEvent } from '$lib/core/events';

/**
 * Events read per IndexedDB transaction when exporting. A write waits for any read transaction
 * over its stores, so one transaction over a whole database would hold a tap at the table for as
 * long as reading every log takes (the full backup every N actions; 150 ms with a 10,000-event
 * log here): in slices of this many, a tap waits for one slice at most.
 */
export const EVENTS_PER_READ = 500;

export interface ExportOptions {
	/** With the group's library tables (by default when exporting every session). */
	withTables?: boolean;
	/** The app's database, or the same database opened without a schema just before an upgrade. */
	from?: Dexie;
	/** Awaited before each slice: a backup in the background reads only while the page is idle. */
	between?: () => Promise<void>;
}

/**
 * Builds the export file for the given sessions (all live ones when `ids` is omitted). Each
 * session is its row as first read and its events up to that row's last seq: a log only grows
 * (an undo is an event too), so the slices read later still make the same session.
 */
export async function exportSessions(
	ids?: string[],
	{ withTables = ids === undefined, from = db, between }: ExportOptions = {}
): Promise<ExportFile> {
	const sessionsT = from.table<SessionRow, string>('sessions');
	const eventsT = from.table<LoggedEvent, [string, number]>('events');
	const tablesT = from.table<TableRow, string>('lookupTables');
	const rows = ids
		? ((await sessionsT.bulkGet(ids)).filter(Boolean) as SessionRow[])
		: await sessionsT.orderBy('updatedAt').toArray();
	const sessions: FileSession[] = [];
	for (const row of rows) {
		if (row.deletedAt) continue;
		const slice = (low: number, high: number) =>
			eventsT.where('[sessionId+seq]').between([row.id, low], [row.id, high], true, false).toArray();
		// A row without a whole last seq (written by hand, say) gets its whole log in one read.
		const last = Number.isInteger(row.lastSeq) ? row.lastSeq : undefined;
		const read: LoggedEvent[] = [];
		if (last === undefined) read.push(...(await slice(0, Infinity)));
		else
			for (let low = 0; low <= last; low += EVENTS_PER_READ) {
				await between?.();
				read.push(...(await slice(low, Math.min(low + EVENTS_PER_READ, last + 1))));
			}
		const events = read.map(({ seq, at, type, payload, parent, group }) =>
			group === undefined ? { seq, at, type, payload, parent } : { seq, at, type, payload, parent, group }
		);
		sessions.push({
			id: row.id,
			systemId: row.systemId,
			name: row.name,
			createdAt: row.createdAt,
			updatedAt: row.updatedAt,
			events
		});
	}
	const file: ExportFile = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: Date.now(), sessions };
	if (withTables) {
		const library = await tablesT.toArray();
		file.tables = library.map((t) => t.table);
		file.tableSlots = slotsOf(library);
	}
	return file;
}

export async function markExported(): Promise<void> {
	await setMeta('lastExportAt', Date.now());
}

export interface ImportOutcome {
	/** Ids of the sessions written, in file order. */
	sessionIds: string[];
	/** How many of them were copies because a session with that id already existed. */
	copies: number;
	/** What happened to the file's tables (same rules as a table file: never an overwrite). */
	tables: TableImportOutcome;
}

/** Whether `stored` is the start of `incoming`, event for event (seq, type, parent, payload). */
function isPrefix(stored: readonly LoggedEvent[], incoming: readonly LoggedEvent[]): boolean {
	if (stored.length > incoming.length) return false;
	return stored.every((e, i) => {
		const x = incoming[i]!;
		return (
			e.seq === x.seq &&
			e.type === x.type &&
			e.parent === x.parent &&
			e.group === x.group &&
			JSON.stringify(e.payload) === JSON.stringify(x.payload)
		);
	});
}

/**
 * Writes an already validated import in one transaction: all of it or none of it. A session
 * whose id exists already is written as a copy under a new id — never a silent overwrite.
 * With `extendShorter` (a restore from backups), a session the database holds only the start
 * of — the browser lost its newer events — is completed in place instead: same id, same name,
 * every stored event kept, because they are the first events of the restored log.
 */
export async function writeImport(
	sessions: ValidSession[],
	tables: Table[],
	copyName: (name: string) => string,
	tableSlots: Record<string, string> = {},
	{ extendShorter = false }: { extendShorter?: boolean } = {}
): Promise<ImportOutcome> {
	try {
		const { parseTable } = await loadTablesCore();
		const validTables = tables.map((t) => {
			const r = parseTable(t);
			if (!r.ok) throw new Error(`table ${String((t as { id?: unknown })?.id)} is invalid`);
			return r.table;
		});
		return await db.transaction('rw', [db.sessions, db.events, db.snapshots, db.lookupTables], async () => {
			const sessionIds: string[] = [];
			let copies = 0;
			for (const { session, events, cursor, snapshots } of sessions) {
				const existing = await db.sessions.get(session.id);
				let id = session.id;
				let name = session.name;
				const stored = () => db.events.where('[sessionId+seq]').between([id, 0], [id, Infinity]);
				const replace = async () => {
					await stored().delete();
					await db.snapshots.where('[sessionId+seq]').between([id, 0], [id, Infinity]).delete();
					await db.sessions.delete(id);
				};
				if (existing && existing.deletedAt) {
					// A deleted session in its undo window: the import replaces it.
					await replace();
				} else if (
					existing &&
					extendShorter &&
					existing.lastSeq < events.length &&
					isPrefix(await stored().toArray(), events)
				) {
					await replace();
				} else if (existing) {
					id = newId();
					name = copyName(session.name);
					copies++;
				}
				const lastSeq = events.length;
				await db.sessions.add({
					id,
					systemId: session.systemId,
					name,
					createdAt: session.createdAt,
					updatedAt: session.updatedAt,
					lastSeq,
					...cursor
				});
				await db.events.bulkAdd(events.map((e) => ({ ...e, sessionId: id })));
				await db.snapshots.bulkAdd(snapshots.map((s) => ({ ...s, sessionId: id })));
				sessionIds.push(id);
			}
			// Inside this transaction (Dexie nests it): a table with a taken id is added under a new
			// id, an identical one is left as it is, and a slot already filled stays as the group set it.
			const tablesOutcome = await placeTables(validTables, tableSlots);
			return { sessionIds, copies, tables: tablesOutcome };
		});
	} catch (err) {
		throw toStorageError(err);
	}
}
