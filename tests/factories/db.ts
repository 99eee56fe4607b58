/**
 * Storage helpers for tests that run against fake-indexeddb: a fresh database, row counts of
 * every table (to prove a refused or failed operation wrote nothing), and a counters session
 * opened through the store the app uses (db/log.ts). A session played command by command is
 * `LogPlayer` (log-session.ts).
 */
import { StorageError, db } from '$lib/db';
import { logInOrder, openLog } from '$lib/db/log';
import { countersFold } from './log-session';

export { countersFold };

/** Opens a counters session the way the app does (shell fold, the system's state version); `state` is the counters state. */
export async function openCounters(id: string) {
	const opened = await openLog(id, countersFold);
	return { ...opened, state: opened.folded.state.system };
}

export async function resetDb(): Promise<void> {
	await db.delete();
	await db.open();
}

export type RowCounts = Record<'sessions' | 'log' | 'checkpoints' | 'clashes' | 'lookupTables' | 'meta', number>;

export async function countRows(): Promise<RowCounts> {
	return {
		sessions: await db.sessions.count(),
		log: await db.log.count(),
		checkpoints: await db.checkpoints.count(),
		clashes: await db.clashes.count(),
		lookupTables: await db.lookupTables.count(),
		meta: await db.meta.count()
	};
}

/** The StorageError a write was refused with (fails the test if it resolved or threw another error). */
export async function rejection(p: Promise<unknown>): Promise<StorageError> {
	try {
		await p;
	} catch (err) {
		if (err instanceof StorageError) return err;
		throw err;
	}
	throw new Error('expected a StorageError, the promise resolved');
}

/** Everything storage holds for a session, to compare before and after a refused write. */
export async function snapshotOf(id: string) {
	return { row: await db.sessions.get(id), log: await logInOrder(id), counts: await countRows() };
}
