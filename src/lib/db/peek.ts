/**
 * The session rows read with plain IndexedDB, without Dexie (issue 13): the sessions page is
 * painted from this, and Dexie (a third of the first screen's JavaScript) loads only on the first
 * change, the first session opened or the first check that needs it. No Dexie, no Svelte here.
 */
import type { SessionRow, SessionRowV3 } from './schema';
import { DB_NAME, SCHEMA_VERSION } from './name';

/**
 * Every stored session row, deleted ones included, or `undefined` when a plain read cannot be
 * trusted: another schema version (Dexie must upgrade it, with its backup first), a store missing,
 * or any error. Never creates the database: when there is none, the read is `[]` and the opening
 * that would create it is aborted. The connection closes as soon as the read is done, and at once
 * if another tab wants to upgrade.
 */
export function peekSessionRows(name = DB_NAME): Promise<SessionRowV3[] | undefined> {
	// The sessions page and the open check both read at start-up: callers while a read is under way
	// share it instead of opening the database again.
	let read = reading.get(name);
	if (!read) {
		read = readRows(name).finally(() => reading.delete(name));
		reading.set(name, read);
	}
	return read;
}

const reading = new Map<string, Promise<SessionRowV3[] | undefined>>();

function readRows(name: string): Promise<SessionRowV3[] | undefined> {
	return new Promise((resolve) => {
		let request: IDBOpenDBRequest;
		try {
			request = indexedDB.open(name);
		} catch {
			return resolve(undefined);
		}
		let created = false;
		request.onupgradeneeded = () => {
			// Only a database that does not exist yet upgrades on an open without a version.
			created = true;
			request.transaction?.abort();
		};
		request.onerror = (e) => {
			e.preventDefault(); // an aborted creation is not an error to report
			resolve(created ? [] : undefined);
		};
		request.onblocked = () => resolve(undefined);
		request.onsuccess = () => {
			const conn = request.result;
			conn.onversionchange = () => conn.close();
			if (conn.version !== SCHEMA_VERSION * 10 || !conn.objectStoreNames.contains('sessions')) {
				conn.close();
				return resolve(undefined);
			}
			try {
				const read = conn.transaction('sessions', 'readonly').objectStore('sessions').getAll();
				read.onsuccess = () => resolve(read.result as SessionRowV3[]);
				read.onerror = () => resolve(undefined);
				read.transaction!.oncomplete = () => conn.close();
				read.transaction!.onabort = () => conn.close();
			} catch {
				conn.close();
				resolve(undefined);
			}
		};
	});
}

/** The rows the sessions list shows: not deleted, most recently changed first (as `listSessions`). */
export function listedSessions(rows: readonly SessionRow[]): SessionRow[] {
	return rows.filter((r) => !r.deletedAt).sort((a, b) => b.updatedAt - a.updatedAt);
}

/** The "recently deleted" list: deleted sessions, the latest deleted first. */
export function deletedSessions(rows: readonly SessionRow[]): SessionRow[] {
	return rows.filter((r) => r.deletedAt).sort((a, b) => b.deletedAt! - a.deletedAt!);
}

const DAY_MS = 86_400_000;
/** The choices for how long a deleted session is kept (days), and the one used until the person picks. */
export const KEEP_DELETED_DAYS = [7, 30, 90] as const;
export const KEEP_DELETED_DEFAULT = 30;

/** A stored keep setting as days: one of the choices, else the default. */
export function keepDeletedDays(stored: unknown): number {
	return (KEEP_DELETED_DAYS as readonly unknown[]).includes(stored) ? (stored as number) : KEEP_DELETED_DEFAULT;
}

/** The deleted sessions kept longer than `days` (`purgeDeleted` removes these for good). */
export function purgeDue(rows: readonly SessionRow[], now: number, days: number = KEEP_DELETED_DEFAULT): SessionRow[] {
	return rows.filter((r) => r.deletedAt && r.deletedAt < now - days * DAY_MS);
}
