import {
	isControlType,
	isRefusal,
	REDONE,
	UNDONE,
	type EventDraft,
	type LoggedEvent,
	type Reducer,
	type Refusal
} from './types';

/**
 * Where a one-writer log (an export file of version 1 or 2, a version-2 journal) stands: the
 * current head and what redo would put back (last = next). Sessions are stored on the live
 * table's identity (db/log.ts); this reads only what the one writer wrote before it.
 */
export interface Cursor {
	/** Seq of the newest active action; 0 when every action is undone or none was made. */
	head: number;
	/** Actions undone since the last new action, the next one to redo last. */
	redo: number[];
	/** How many actions are on the active path. */
	actions: number;
}

const EMPTY_CURSOR: Cursor = { head: 0, redo: [], actions: 0 };

/** Why a one-writer log cannot be read as a valid session (import validation of version-1/2 files and journals). */
export class LogError extends Error {
	constructor(
		readonly code: string,
		readonly seq: number,
		readonly params: Record<string, string | number> = {}
	) {
		super(`${code} at event ${seq}`);
		this.name = 'LogError';
	}
}

/** An undo/redo records the head it was applied on as its parent (see LoggedEvent.parent). */
function checkControlParent(cursor: Cursor, event: Pick<LoggedEvent, 'seq' | 'parent'>): void {
	if (event.parent !== cursor.head) {
		throw new LogError('log/bad_parent', event.seq, { parent: event.parent, head: cursor.head });
	}
}

/** What the cursor needs to know of an earlier action: its parent and its group. */
export type ActionLink = Pick<LoggedEvent, 'seq' | 'parent' | 'group'>;

/** The first seq of the group `event` belongs to (itself when it was recorded alone). */
export function groupStart(event: Pick<LoggedEvent, 'seq' | 'group'>): number {
	return event.group ?? event.seq;
}

/**
 * The cursor after one more event; throws LogError when the event contradicts the log.
 * `actionAt` gives an earlier action (never an undo/redo) by seq. Undo and redo move over a
 * whole group: undo of a group's last event returns to the parent of its first.
 */
export function advanceCursor(
	cursor: Cursor,
	event: Pick<LoggedEvent, 'seq' | 'type' | 'payload' | 'parent' | 'group'>,
	actionAt: (seq: number) => ActionLink | undefined
): Cursor {
	if (event.type === UNDONE) {
		const target = (event.payload as { target?: unknown })?.target;
		if (cursor.head === 0 || target !== cursor.head) {
			throw new LogError('log/bad_undo', event.seq, { target: String(target) });
		}
		checkControlParent(cursor, event);
		const last = actionAt(cursor.head);
		const first = last && actionAt(groupStart(last));
		if (!last || !first) throw new LogError('log/bad_undo', event.seq, { target: cursor.head });
		const size = last.seq - first.seq + 1;
		return { head: first.parent, redo: [...cursor.redo, cursor.head], actions: cursor.actions - size };
	}
	if (event.type === REDONE) {
		const target = (event.payload as { target?: unknown })?.target;
		if (cursor.redo.length === 0 || target !== cursor.redo[cursor.redo.length - 1]) {
			throw new LogError('log/bad_redo', event.seq, { target: String(target) });
		}
		checkControlParent(cursor, event);
		const last = actionAt(target as number);
		const size = last ? last.seq - groupStart(last) + 1 : 1;
		return { head: target as number, redo: cursor.redo.slice(0, -1), actions: cursor.actions + size };
	}
	if (event.parent !== cursor.head) {
		throw new LogError('log/bad_parent', event.seq, { parent: event.parent, head: cursor.head });
	}
	if (event.group !== undefined && event.group !== event.seq) {
		// A later member of a group follows the one before it directly, in the same group.
		const before = actionAt(event.seq - 1);
		if (event.group > event.seq || event.parent !== event.seq - 1 || !before || groupStart(before) !== event.group) {
			throw new LogError('log/bad_group', event.seq, { group: event.group });
		}
	}
	return { head: event.seq, redo: [], actions: cursor.actions + 1 };
}

/**
 * Reads a whole log in seq order: checks seq is dense from 1, every action sits on the head
 * of its time, every undo/redo names the right action. Returns the final cursor and the
 * active path (oldest first).
 */
export function readLog<E extends LoggedEvent>(events: readonly E[]): { cursor: Cursor; path: E[] } {
	const bySeq = new Map<number, E>();
	let cursor = EMPTY_CURSOR;
	events.forEach((event, i) => {
		if (event.seq !== i + 1) throw new LogError('log/seq_gap', event.seq, { expected: i + 1 });
		bySeq.set(event.seq, event);
		cursor = advanceCursor(cursor, event, (s) => {
			const e = bySeq.get(s);
			return e && !isControlType(e.type) ? e : undefined;
		});
	});
	return { cursor, path: activePath(cursor.head, bySeq) };
}

/** The active actions from the initial state up to `head`, following parent links. */
export function activePath<E extends LoggedEvent>(head: number, bySeq: ReadonlyMap<number, E>): E[] {
	const path: E[] = [];
	let cur = head;
	while (cur > 0) {
		const e = bySeq.get(cur);
		if (!e) throw new LogError('log/missing_event', cur);
		path.push(e);
		cur = e.parent;
	}
	return path.reverse();
}

/** Folds events into a state; the first refusal stops the fold and is returned with its event. */
export function fold<S, E extends EventDraft>(
	reduce: Reducer<S, E>,
	initial: S,
	events: readonly E[]
): { state: S } | { refusal: Refusal; event: E; index: number } {
	let state = initial;
	for (let i = 0; i < events.length; i++) {
		const event = events[i]!;
		const next = reduce(state, event);
		if (isRefusal(next)) return { refusal: next, event, index: i };
		state = next;
	}
	return { state };
}

/** The seqs on the active path, for marking taken-back entries in a log view. */
export function activeSeqs(head: number, parentOf: (seq: number) => number | undefined): Set<number> {
	const seqs = new Set<number>();
	let cur = head;
	while (cur > 0) {
		seqs.add(cur);
		const p = parentOf(cur);
		if (p === undefined) break;
		cur = p;
	}
	return seqs;
}

/** A checkpoint is kept each time the commands in effect pass a multiple of this (db/log saveCheckpoint, session controller). */
export const SNAPSHOT_EVERY = 200;
