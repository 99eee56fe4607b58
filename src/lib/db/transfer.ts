import { EXPORT_FORMAT, EXPORT_VERSION, LEGACY_EXPORT_VERSION } from '$lib/core/transfer/format';
import { identifiedFileSession } from '$lib/core/transfer/identified';
import type { ExportFile, FileSession, IdentifiedFileSession, ValidSession } from '$lib/core/transfer';
import { compareOrder, type SyncEvent } from '$lib/core/sync';
import { db } from './db';
import { toStorageError } from './errors';
import { identityBounds } from './keys';
import { mergeIntoSession } from './log';
import { rowsOf } from './sessions';
import { deviceId, drawDeviceId, setMeta } from './meta';
import { loadTablesCore, placeTables, slotsOf, type TableImportOutcome } from './tables';
import type { Table } from '$lib/core/tables';
import type Dexie from 'dexie';
import type { LogRow } from './carry-over';
import type { LegacySessionRow, SessionRowV3, TableRow } from './schema';
import type { LoggedEvent } from '$lib/core/events';

/**
 * Events read per IndexedDB transaction when exporting. A write waits for any read transaction
 * over its stores, so one transaction over a whole database would hold a tap at the table for as
 * long as reading every log takes (the full backup every N actions; 150 ms with a 10,000-event
 * log here): in slices of this many, a tap waits for one slice at most.
 */
export const EVENTS_PER_READ = 200;

export interface ExportOptions {
	/** With the group's library tables (by default when exporting every session). */
	withTables?: boolean;
	/** The app's database, or the same database opened without a schema just before an upgrade. */
	from?: Dexie;
	/** Awaited before each slice: a backup in the background reads only while the page is idle. */
	between?: () => Promise<void>;
	/**
	 * Filled with the actions of each exported session whose row's count is its log's (`actionsAt`
	 * is the row's size, every event was read, and it has no clashes), by id: what the backup's
	 * note then need not fold.
	 */
	counted?: Map<string, number>;
}

type Between = ExportOptions['between'];

/**
 * A session's identified events in the merged order (the `[sessionId+clock+device+counter]`
 * index), a slice at a time, up to the `size` its row had when read (all of them without one):
 * a solo session's new events sort after every older one, so what is written meanwhile is left
 * for the next export.
 */
async function identifiedSession(from: Dexie, row: SessionRowV3, between: Between): Promise<IdentifiedFileSession> {
	const logT = from.table<LogRow, [string, string, number]>('log');
	const size = Number.isInteger(row.size) ? row.size! : Infinity;
	const read: SyncEvent[] = [];
	// In the primary key's order (device, counter), sorted into the merged order at the end: reading
	// through the order's index costs Chromium a second lookup per row (db/log logInOrder). What was
	// written meanwhile sorts last (a new event's clock is above every one its writer had) and is
	// cut: the session as its row stood.
	const [first, end] = identityBounds(row.id);
	let after = first;
	for (;;) {
		await between?.();
		const slice = await logT
			.where('[sessionId+device+counter]')
			.between(after, end, read.length === 0, true)
			.limit(EVENTS_PER_READ)
			.toArray();
		for (const { sessionId: _s, ...e } of slice) read.push(e);
		const last = slice.at(-1);
		if (!last || slice.length < EVENTS_PER_READ) break;
		after = [row.id, last.device, last.counter];
	}
	read.sort(compareOrder);
	if (read.length > size) read.length = size;
	const clashRows = from.tables.some((t) => t.name === 'clashes')
		? await from
				.table<LogRow & { id?: number }, number>('clashes')
				.where('[sessionId+device+counter]')
				.between(...identityBounds(row.id))
				.toArray()
		: [];
	const clashes = clashRows.map(({ sessionId: _s, id: _id, ...e }) => e as SyncEvent);
	return identifiedFileSession(row, read, clashes);
}

/**
 * A session of a database not yet upgraded (schema 1 or 2): one writer's `seq/parent` log, a slice
 * at a time. Still reached after schema 4: the backup taken just before the app's open upgrades a
 * database of schema 1 or 2 reads it as it was written (upgrade.ts exportBeforeUpgrade).
 */
async function seqSession(from: Dexie, row: LegacySessionRow, between: Between): Promise<FileSession> {
	const eventsT = from.table<LoggedEvent, [string, number]>('events');
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
	return {
		id: row.id,
		systemId: row.systemId,
		name: row.name,
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
		events
	};
}

/**
 * Builds the export file for the given sessions (all live ones when `ids` is omitted): version 3
 * from the `log` table; version 2 from a database not yet upgraded (the backup taken just
 * before the upgrade). Each session is its row as first read and its events up to that row's size.
 */
export async function exportSessions(
	ids?: string[],
	{ withTables = ids === undefined, from = db, between, counted }: ExportOptions = {}
): Promise<ExportFile> {
	const sessionsT = from.table<SessionRowV3, string>('sessions');
	const tablesT = from.table<TableRow, string>('lookupTables');
	const identified = from.tables.some((t) => t.name === 'log');
	const rows = ids
		? ((await sessionsT.bulkGet(ids)).filter(Boolean) as SessionRowV3[])
		: await sessionsT.orderBy('updatedAt').toArray();
	const sessions: ExportFile['sessions'] = [];
	for (const row of rows) {
		if (row.deletedAt) continue;
		if (!identified) {
			sessions.push(await seqSession(from, row as LegacySessionRow, between));
			continue;
		}
		const s = await identifiedSession(from, row, between);
		sessions.push(s);
		if (counted && row.actionsAt === row.size && s.events.length === row.size && !s.clashes?.length)
			counted.set(row.id, row.actions);
	}
	const file: ExportFile = {
		format: EXPORT_FORMAT,
		version: identified ? EXPORT_VERSION : LEGACY_EXPORT_VERSION,
		exportedAt: Date.now(),
		sessions
	};
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

/** A session of the file this database holds already: what merging the file into it adds. */
export interface MergedSession {
	id: string;
	/** The name it has here (kept: a merge never renames). */
	name: string;
	/** Events it did not hold. */
	added: number;
	/** New second variants of identities it holds (kept, shown as conflicts). */
	clashes: number;
}

export interface ImportOutcome {
	/** Ids of the sessions written or merged into, in file order (a session keeps its id). */
	sessionIds: string[];
	/** The ones this database held already, with what the merge added. */
	merged: MergedSession[];
	/** What happened to the file's tables (same rules as a table file: never an overwrite). */
	tables: TableImportOutcome;
}

/** The live rows of sessions of the file this database holds already (a deleted one is replaced, not merged). */
async function heldRows(sessions: readonly ValidSession[]): Promise<Map<string, SessionRowV3>> {
	const rows = await db.sessions.bulkGet(sessions.map((s) => s.session.id));
	return new Map(rows.flatMap((r) => (r && !r.deletedAt ? [[r.id, r] as const] : [])));
}

/**
 * Per session of `sessions` this database holds (live, by id), how many of the given events it
 * does not hold yet (by identity). Sessions it does not hold are left out. Reads only.
 */
export async function lacking(
	sessions: readonly { id: string; events: readonly Pick<SyncEvent, 'device' | 'counter'>[] }[]
): Promise<Map<string, number>> {
	try {
		return await db.transaction('r', db.sessions, db.log, async () => {
			const rows = await db.sessions.bulkGet(sessions.map((s) => s.id));
			const out = new Map<string, number>();
			for (const [i, { id, events }] of sessions.entries()) {
				const row = rows[i];
				if (!row || row.deletedAt) continue;
				const have = await db.log.bulkGet(events.map((e) => [id, e.device, e.counter] as [string, string, number]));
				out.set(id, have.filter((e) => e === undefined).length);
			}
			return out;
		});
	} catch (err) {
		throw toStorageError(err);
	}
}

/** What an import would merge into sessions this database holds (by id): the events each lacks. */
export async function mergePreview(sessions: readonly ValidSession[]): Promise<MergedSession[]> {
	const missing = await lacking(sessions.map((s) => ({ id: s.session.id, events: s.events })));
	const held = await heldRows(sessions);
	return sessions.flatMap(({ session }) => {
		const row = held.get(session.id);
		const added = missing.get(session.id);
		return row && added !== undefined ? [{ id: row.id, name: row.name, added, clashes: 0 }] : [];
	});
}

/**
 * Draws this database a new device id (meta.deviceId) — before a restore from backups writes
 * anything, so what is recorded after it never reuses an identity (device, counter) the lost
 * database gave an event the backups did not keep. Sessions already here keep their writer.
 */
export async function renewDeviceId(): Promise<string> {
	const id = drawDeviceId();
	await setMeta('deviceId', id);
	return id;
}

/** Everything stored under a session id (a deleted session an import replaces). */
async function removeSession(id: string): Promise<void> {
	const of = rowsOf(id);
	await of.log.delete();
	await of.clashes.delete();
	await of.checkpoints.delete();
	await db.sessions.delete(id);
}

/**
 * Writes an already validated import in one transaction: all of it or none of it. A session
 * whose id this database holds is merged into (db/log mergeIntoSession: only identities it does
 * not hold are added, so the same file twice adds nothing, and nothing stored is lost); any other
 * is a new session under the file's id, whose next events this database records as its own
 * device (`meta.deviceId`). A session deleted here, still in its undo window, is replaced.
 */
export async function writeImport(
	sessions: ValidSession[],
	tables: Table[],
	tableSlots: Record<string, string> = {}
): Promise<ImportOutcome> {
	try {
		const { parseTable } = await loadTablesCore();
		const validTables = tables.map((t) => {
			const r = parseTable(t);
			if (!r.ok) throw new Error(`table ${String((t as { id?: unknown })?.id)} is invalid`);
			return r.table;
		});
		const me = await deviceId();
		return await db.transaction('rw', [db.sessions, db.log, db.clashes, db.checkpoints, db.lookupTables], async () => {
			const held = await heldRows(sessions);
			const sessionIds: string[] = [];
			const merged: MergedSession[] = [];
			for (const { session, events, clashes, actions } of sessions) {
				const row = held.get(session.id);
				sessionIds.push(session.id);
				if (row) {
					const r = await mergeIntoSession(session.id, [...events, ...clashes]);
					merged.push({ id: row.id, name: row.name, added: r.added.length, clashes: r.clashes });
					continue;
				}
				await removeSession(session.id);
				const own = events.filter((e) => e.device === me).reduce((n, e) => Math.max(n, e.counter), 0);
				await db.sessions.add({
					...session,
					actions,
					actionsAt: events.length,
					device: me,
					counter: own,
					clock: events.reduce((n, e) => Math.max(n, e.clock), 0),
					size: events.length
				});
				await db.log.bulkAdd(events.map((e) => ({ ...e, sessionId: session.id })));
				await db.clashes.bulkAdd(clashes.map((e) => ({ ...e, sessionId: session.id })));
			}
			// Inside this transaction (Dexie nests it): a table with a taken id is added under a new
			// id, an identical one is left as it is, and a slot already filled stays as the group set it.
			const tablesOutcome = await placeTables(validTables, tableSlots);
			return { sessionIds, merged, tables: tablesOutcome };
		});
	} catch (err) {
		throw toStorageError(err);
	}
}
