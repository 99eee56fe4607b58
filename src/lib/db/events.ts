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
	type Reducer
} from '$lib/core/events';
import { db } from './db';
import { StorageError, toStorageError } from './errors';
import type { SessionRow, SnapshotRow } from './schema';

async function rowOrThrow(sessionId: string): Promise<SessionRow> {
	const row = await db.sessions.get(sessionId);
	if (!row || row.deletedAt) throw new StorageError('storage/not_found', sessionId);
	return row;
}

export interface AppendResult {
	/** The last event written (the only one for a single-event append). */
	event: LoggedEvent;
	/** Every event written, in seq order. */
	events: LoggedEvent[];
	cursor: Cursor;
}

export interface AppendOptions {
	/** The head the caller's state was folded to; a different head means another tab wrote first. */
	expectedHead?: number;
	/** The state after the events; stored as a snapshot when the action count passes a multiple of SNAPSHOT_EVERY. */
	stateAfter?: unknown;
	/** The system's state version, stored with the snapshot (a snapshot of another version is not used). */
	stateVersion?: number;
	/**
	 * The group (first seq) a quick repeat joins, so undo takes the run back as one step
	 * (core/events/coalesce). Honoured only while that group still ends at the head and the head
	 * is the newest event; otherwise the events are recorded as their own action.
	 */
	join?: number;
}

/**
 * Records one command: all of its events and the session row in one transaction, so either
 * all are written or none. seq is taken inside the transaction, so concurrent appends stay
 * dense. Several events form a group (`group` = the first one's seq): undo takes them back
 * together.
 */
export async function appendEvents(
	sessionId: string,
	drafts: readonly EventDraft[],
	options: AppendOptions = {}
): Promise<AppendResult> {
	if (drafts.length === 0) throw new RangeError('appendEvents: drafts must not be empty');
	try {
		return await db.transaction('rw', db.sessions, db.events, db.snapshots, async () => {
			const row = await rowOrThrow(sessionId);
			if (options.expectedHead !== undefined && options.expectedHead !== row.head) {
				throw new StorageError('storage/conflict', `head ${row.head}, expected ${options.expectedHead}`);
			}
			const at = Date.now();
			const first = row.lastSeq + 1;
			const join =
				options.join !== undefined && (await joinable(sessionId, row, options.join)) ? options.join : undefined;
			const events: LoggedEvent[] = drafts.map((draft, i) => {
				const event: LoggedEvent = {
					sessionId,
					seq: first + i,
					at,
					type: draft.type,
					payload: draft.payload,
					parent: i === 0 ? row.head : first + i - 1
				};
				if (join !== undefined) event.group = join;
				else if (drafts.length > 1) event.group = first;
				return event;
			});
			const last = events[events.length - 1]!;
			const cursor: Cursor = { head: last.seq, redo: [], actions: row.actions + events.length };
			// The row was read in this transaction: put it back whole (update() would read it again).
			await Promise.all([
				db.events.bulkAdd(events),
				db.sessions.put({ ...row, lastSeq: last.seq, updatedAt: at, ...cursor })
			]);
			// A group may step over a multiple: the snapshot goes on its last event.
			if (
				options.stateAfter !== undefined &&
				Math.floor(cursor.actions / SNAPSHOT_EVERY) > Math.floor(row.actions / SNAPSHOT_EVERY)
			) {
				const snapshot: SnapshotRow = { sessionId, seq: last.seq, actions: cursor.actions, state: options.stateAfter };
				if (options.stateVersion !== undefined) snapshot.version = options.stateVersion;
				await db.snapshots.put(snapshot);
			}
			return { event: last, events, cursor };
		});
	} catch (err) {
		throw toStorageError(err);
	}
}

/** Whether new events may join the group starting at `start`: it ends at the head, the newest event. */
async function joinable(sessionId: string, row: SessionRow, start: number): Promise<boolean> {
	if (row.head !== row.lastSeq || row.head === 0 || start > row.head) return false;
	const head = await db.events.get([sessionId, row.head]);
	return head !== undefined && (head.group ?? head.seq) === start;
}

/** Records one event alone (see appendEvents). */
export function appendEvent(sessionId: string, draft: EventDraft, options: AppendOptions = {}): Promise<AppendResult> {
	return appendEvents(sessionId, [draft], options);
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
	cursorAfter: (row: SessionRow, group: LoggedEvent[]) => Cursor
): Promise<ControlResult> {
	try {
		return await db.transaction('rw', db.sessions, db.events, async () => {
			const row = await rowOrThrow(sessionId);
			if (expectedHead !== undefined && expectedHead !== row.head) throw new StorageError('storage/conflict');
			const targetSeq = pick(row);
			const target = await db.events.get([sessionId, targetSeq]);
			if (!target) throw new StorageError('storage/unknown', `missing event ${targetSeq}`);
			const group =
				target.group === undefined
					? [target]
					: await db.events
							.where('[sessionId+seq]')
							.between([sessionId, target.group], [sessionId, target.seq], true, true)
							.toArray();
			const event: LoggedEvent = {
				sessionId,
				seq: row.lastSeq + 1,
				at: Date.now(),
				type,
				payload: { target: targetSeq },
				parent: row.head
			};
			const cursor = cursorAfter(row, group);
			await db.events.add(event);
			await db.sessions.update(sessionId, { lastSeq: event.seq, updatedAt: event.at, ...cursor });
			return { event, cursor, target, group };
		});
	} catch (err) {
		throw toStorageError(err);
	}
}

export interface ControlResult {
	/** The undo or redo event written. */
	event: LoggedEvent;
	cursor: Cursor;
	/** The action it names: the last event of its group. */
	target: LoggedEvent;
	/** Every event of the target's group, in seq order (just the target when it was alone). */
	group: LoggedEvent[];
}

/** Takes back the newest active action (its whole group); returns the undo event and what it took back. */
export function undo(sessionId: string, expectedHead?: number) {
	return appendControl(
		sessionId,
		expectedHead,
		UNDONE,
		(row) => {
			if (row.head === 0) throw new StorageError('storage/nothing_to_undo');
			return row.head;
		},
		(row, group) => ({ head: group[0]!.parent, redo: [...row.redo, row.head], actions: row.actions - group.length })
	);
}

/** Puts back the action undone most recently (its whole group); returns the redo event and what it put back. */
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
		(row, group) => ({
			head: group[group.length - 1]!.seq,
			redo: row.redo.slice(0, -1),
			actions: row.actions + group.length
		})
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
 * and was stored by the same state version (others are skipped), reading only the events
 * after it.
 */
export async function openSession<S>(
	sessionId: string,
	reduce: Reducer<S>,
	initialState: () => S,
	{ useSnapshots = true, stateVersion }: { useSnapshots?: boolean; stateVersion?: number } = {}
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
					// A snapshot of another state version has another shape: fold from an older one.
					if (!snap || snap.version !== stateVersion) continue;
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
