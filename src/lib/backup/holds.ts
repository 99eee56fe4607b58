/**
 * What a backup holds, in the words the session list uses: the sessions by name and their
 * actions (the events of the commands in effect, as 「n 件の操作」 counts them). Pure, and with
 * no system loaded: a version-3 session is folded for its undo/redo alone (every command applies).
 */
import { readLog, type LoggedEvent } from '$lib/core/events';
import type { ExportFile, IdentifiedFileSession } from '$lib/core/transfer';
import { actionsOf, foldLog, membersOf, mergeEvents, rolesOf } from '$lib/core/sync';

export interface BackupHolds {
	/** The sessions' names, in the file's order. */
	names: string[];
	/** Actions on the sessions' active paths, all sessions together. */
	actions: number;
}

/** The events of the commands in effect in a version-3 session, its undo and redo read off the log. */
function identifiedActions(s: IdentifiedFileSession): number {
	const log = mergeEvents(s.events, s.clashes ?? []);
	return actionsOf(foldLog({ log, initial: null, reduce: (state) => state, roleOf: rolesOf(membersOf(log.events)) }));
}

/** One session's actions; a log the import would refuse counts nothing here (the restore says why). */
function sessionActions(s: ExportFile['sessions'][number]): number {
	try {
		const first = s.events[0];
		if (first && 'device' in first) return identifiedActions(s as IdentifiedFileSession);
		// The file's events lack only `sessionId`, which reading the log does not use.
		return readLog(s.events as unknown as LoggedEvent[]).cursor.actions;
	} catch {
		return 0;
	}
}

/**
 * What `file` holds. A session in `counted` (by id: its actions as the database's row counted
 * them, exportSessions) is not folded: a 10,000-event log took 50–80 ms to fold.
 */
export function backupHolds(
	file: Pick<ExportFile, 'sessions'>,
	counted: ReadonlyMap<string, number> = new Map()
): BackupHolds {
	let actions = 0;
	for (const s of file.sessions) actions += counted.get(s.id) ?? sessionActions(s);
	return { names: file.sessions.map((s) => s.name), actions };
}

/**
 * As `backupHolds`, a session at a time with `between` awaited before each fold: a backup written
 * in the background folds one session per idle moment, not every log in one go while taps wait.
 */
export async function backupHoldsBetween(
	file: Pick<ExportFile, 'sessions'>,
	between: () => Promise<void>,
	counted: ReadonlyMap<string, number> = new Map()
): Promise<BackupHolds> {
	let actions = 0;
	for (const s of file.sessions) {
		let known = counted.get(s.id);
		if (known === undefined) {
			await between();
			known = sessionActions(s);
		}
		actions += known;
	}
	return { names: file.sessions.map((s) => s.name), actions };
}

/** Reads a sidecar written by `holdsText`; undefined when it is missing or not one. */
export function parseHolds(text: string | undefined): BackupHolds | undefined {
	if (text === undefined) return undefined;
	try {
		const o = JSON.parse(text) as Partial<BackupHolds>;
		if (!Array.isArray(o.names) || !o.names.every((n) => typeof n === 'string')) return undefined;
		if (typeof o.actions !== 'number' || !Number.isInteger(o.actions) || o.actions < 0) return undefined;
		return { names: o.names, actions: o.actions };
	} catch {
		return undefined;
	}
}

export const holdsText = (h: BackupHolds): string => JSON.stringify(h);
