import {
	REDONE,
	SNAPSHOT_EVERY,
	UNDONE,
	activePath,
	fold,
	isControlType,
	type Cursor,
	type EventDraft,
	type LoggedEvent,
	type Reducer,
	type Refusal
} from '$lib/core/events';
import { db } from './db';
import { StorageError, toStorageError } from './errors';
import type { SessionRow } from './schema';

function cursorOf(row: SessionRow): Cursor {
	return { head: row.head, redo: row.redo, actions: row.actions };
}

async function rowOrThrow(sessionId: string): Promise<SessionRow> {
	const row = await db.sessions.get(sessionId);
	if (!row || row.deletedAt) throw new StorageError('storage/not_found', sessionId);
	return row;
}

export interface AppendResult {
	event: LoggedEvent;
	cursor: Cursor;
}

export interface AppendOptions {
	/** The head the caller's state was folded to; a different head means another tab wrote first. */
	expectedHead?: number;
	/** The state after this event; stored as a snapshot when the action count reaches a multiple of SNAPSHOT_EVERY. */
	stateAfter?: unknown;
}

/**
 * Records one action: the event and the session row in one transaction, so either both are
 * written or neither is. seq is taken inside the transaction, so concurrent appends stay dense.
 */
export async function appendEvent(
	sessionId: string,
	draft: EventDraft,
	options: AppendOptions = {}
): Promise<AppendResult> {
	try {
		return await db.transaction('rw', db.sessions, db.events, db.snapshots, async () => {
			const row = await rowOrThrow(sessionId);
			if (options.expectedHead !== undefined && options.expectedHead !== row.head) {
				throw new StorageError('storage/conflict', `head ${row.head}, expected ${options.expectedHead}`);
			}
			const event: LoggedEvent = {
				sessionId,
				seq: row.lastSeq + 1,
				at: Date.now(),
				type: draft.type,
				payload: draft.payload,
				parent: row.head
			};
			const cursor: Cursor = { head: event.seq, redo: [], actions: row.actions + 1 };
			await db.events.add(event);
			await db.sessions.update(sessionId, {
				lastSeq: event.seq,
				updatedAt: event.at,
				...cursor
			});
			if (options.stateAfter !== undefined && cursor.actions % SNAPSHOT_EVERY === 0) {
				await db.snapshots.put({
					sessionId,
					seq: event.seq,
					actions: cursor.actions,
					state: options.stateAfter
				});
			}
			return { event, cursor };
		});
	} catch (err) {
		throw toStorageError(err);
	}
}

/**
 * Records an undo or redo: reads the row, lets `pick` choose the action it concerns and the
 * cursor after it, and writes the control event and the row in one transaction.
 */
async function appendControl(
	sessionId: string,
	expectedHead: number | undefined,
	type: typeof UNDONE | typeof REDONE,
	pick: (row: SessionRow) => number,
	cursorAfter: (row: SessionRow, target: LoggedEvent) => Cursor
): Promise<AppendResult & { target: LoggedEvent }> {
	try {
		return await db.transaction('rw', db.sessions, db.events, async () => {
			const row = await rowOrThrow(sessionId);
			if (expectedHead !== undefined && expectedHead !== row.head)
				throw new StorageError('storage/conflict');
			const targetSeq = pick(row);
			const target = await db.events.get([sessionId, targetSeq]);
			if (!target) throw new StorageError('storage/unknown', `missing event ${targetSeq}`);
			const event: LoggedEvent = {
				sessionId,
				seq: row.lastSeq + 1,
				at: Date.now(),
				type,
				payload: { target: targetSeq },
				parent: row.head
			};
			const cursor = cursorAfter(row, target);
			await db.events.add(event);
			await db.sessions.update(sessionId, { lastSeq: event.seq, updatedAt: event.at, ...cursor });
			return { event, cursor, target };
		});
	} catch (err) {
		throw toStorageError(err);
	}
}

/** Takes back the newest active action; returns the undo event and the action it took back. */
export function undo(sessionId: string, expectedHead?: number) {
	return appendControl(
		sessionId,
		expectedHead,
		UNDONE,
		(row) => {
			if (row.head === 0) throw new StorageError('storage/nothing_to_undo');
			return row.head;
		},
		(row, target) => ({ head: target.parent, redo: [...row.redo, row.head], actions: row.actions - 1 })
	);
}

/** Puts back the action undone most recently; returns the redo event and that action. */
export function redo(sessionId: string, expectedHead?: number) {
	return appendControl(
		sessionId,
		expectedHead,
		REDONE,
		(row) => {
			const next = row.redo[row.redo.length - 1];
			if (next === undefined) throw new StorageError('storage/nothing_to_redo');
			return next;
		},
		(row, target) => ({ head: target.seq, redo: row.redo.slice(0, -1), actions: row.actions + 1 })
	);
}

export interface OpenedSession<S> {
	row: SessionRow;
	state: S;
	/** Actions folded on top of the snapshot used (0 = the snapshot was the head). */
	replayed: number;
	/** The snapshot's seq, or 0 when folded from the initial state. */
	fromSnapshot: number;
}

/**
 * Folds a session to its head, starting from the newest snapshot that lies on the active path
 * (a snapshot on an abandoned branch is skipped), reading only the events after it.
 */
export async function openSession<S>(
	sessionId: string,
	reduce: Reducer<S>,
	initialState: () => S,
	{ useSnapshots = true }: { useSnapshots?: boolean } = {}
): Promise<OpenedSession<S>> {
	try {
		return await db.transaction('r', db.sessions, db.events, db.snapshots, async () => {
			const row = await rowOrThrow(sessionId);
			const snapSeqs = useSnapshots
				? (
						await db.snapshots
							.where('[sessionId+seq]')
							.between([sessionId, 0], [sessionId, row.head], true, true)
							.primaryKeys()
					).map(([, seq]) => seq)
				: [];
			snapSeqs.reverse();
			candidates: for (const base of [...snapSeqs, 0]) {
				const tail = await db.events
					.where('[sessionId+seq]')
					.between([sessionId, base], [sessionId, row.head], false, true)
					.toArray();
				const bySeq = new Map(tail.filter((e) => !isControlType(e.type)).map((e) => [e.seq, e]));
				let path: LoggedEvent[];
				try {
					path = activePath(row.head, bySeq, base);
				} catch {
					continue candidates; // the snapshot is on an abandoned branch
				}
				let start: S = initialState();
				if (base > 0) {
					const snap = await db.snapshots.get([sessionId, base]);
					if (!snap) continue;
					start = snap.state as S;
				}
				const result = fold(reduce, start, path);
				if ('refusal' in result) {
					throw new StorageError(
						'storage/unknown',
						`event ${result.event.type} could not be replayed: ${result.refusal.refusal}`
					);
				}
				return { row, state: result.state, replayed: path.length, fromSnapshot: base };
			}
			throw new StorageError('storage/unknown', 'no path to head');
		});
	} catch (err) {
		throw toStorageError(err);
	}
}

/** The newest events of a session (any kind), newest first, for the log view. */
export async function recentEvents(sessionId: string, limit = 200): Promise<LoggedEvent[]> {
	return db.events
		.where('[sessionId+seq]')
		.between([sessionId, 0], [sessionId, Infinity])
		.reverse()
		.limit(limit)
		.toArray();
}

/** The whole log of a session in seq order. */
export async function allEvents(sessionId: string): Promise<LoggedEvent[]> {
	return db.events.where('[sessionId+seq]').between([sessionId, 0], [sessionId, Infinity]).toArray();
}

export async function getEvent(sessionId: string, seq: number): Promise<LoggedEvent | undefined> {
	return db.events.get([sessionId, seq]);
}

export { cursorOf };
export type { Refusal };
