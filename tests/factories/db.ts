/**
 * Storage helpers for tests that run against fake-indexeddb: a fresh database, row counts of
 * every table (to prove a refused or failed operation wrote nothing), and a counters session
 * driven through the real storage functions while an independent in-memory model keeps the
 * expected head, redo stack and state.
 */
import { StorageError, allEvents, appendEvent, createSession, db, openSession, redo, undo } from '$lib/db';
import { foldEvent, initialSessionState, type SessionState } from '$lib/session/apply';
import { counters } from '$lib/systems/counters';
import type { EventDraft, Refusal } from '$lib/core/events';
import { logInOrder, type FoldWith } from '$lib/db/log';
import { foldCounters } from './counters';
import { initialCountersState, type CountersState } from '$lib/systems/counters/reducer';

/** How the live table's store (db/log.ts openLog) folds a counters session: the shell's fold and state version. */
export const countersFold: FoldWith<SessionState<CountersState>> = {
	reduce: (s, e) => foldEvent(counters, s, e),
	initial: () => initialSessionState(counters),
	stateVersion: counters.stateVersion
};

/** A counters state as the shell folds and snapshots it (no tables adopted). */
export function asShell(state: CountersState): SessionState<CountersState> {
	return { system: state, tables: { byHash: {}, current: {} }, readings: {} };
}

/** Opens a counters session the way the app does (shell state, the system's state version); `state` is the counters state. */
export async function openCounters(id: string, useSnapshots = true) {
	const opened = await openSession<SessionState<CountersState>>(
		id,
		(s, e) => foldEvent(counters, s, e),
		() => initialSessionState(counters),
		{
			useSnapshots,
			stateVersion: counters.stateVersion
		}
	);
	return { ...opened, state: opened.state.system };
}

export async function resetDb(): Promise<void> {
	await db.delete();
	await db.open();
}

export type RowCounts = Record<
	'sessions' | 'events' | 'snapshots' | 'log' | 'checkpoints' | 'clashes' | 'lookupTables' | 'meta',
	number
>;

export async function countRows(): Promise<RowCounts> {
	return {
		sessions: await db.sessions.count(),
		events: await db.events.count(),
		snapshots: await db.snapshots.count(),
		log: await db.log.count(),
		checkpoints: await db.checkpoints.count(),
		clashes: await db.clashes.count(),
		lookupTables: await db.lookupTables.count(),
		meta: await db.meta.count()
	};
}

/**
 * A counters session played through appendEvent/undo/redo, the way the UI will: refused
 * drafts are not recorded, and every append hands the state after it (for snapshots).
 * The model (head, redo stack, state per action) is computed here, never read back from
 * storage, so tests can compare the two.
 */
export class CountersPlayer {
	head = 0;
	redoStack: number[] = [];
	/** Seq of every recorded action → the action it was applied on. */
	readonly parentOf = new Map<number, number>();
	/** Seq of every recorded action → its depth (actions on its path, itself included). */
	readonly depthOf = new Map<number, number>([[0, 0]]);
	private readonly stateAt = new Map<number, CountersState>([[0, initialCountersState()]]);
	private lastSeq = 0;

	private constructor(readonly sessionId: string) {}

	static async create(name = 'Test table'): Promise<CountersPlayer> {
		const row = await createSession('counters', name);
		return new CountersPlayer(row.id);
	}

	get state(): CountersState {
		return this.stateAt.get(this.head)!;
	}

	get actions(): number {
		return this.depthOf.get(this.head)!;
	}

	/** Seqs on the active path, oldest first. */
	get path(): number[] {
		const out: number[] = [];
		for (let s = this.head; s > 0; s = this.parentOf.get(s)!) out.push(s);
		return out.reverse();
	}

	/** Records the draft unless the reducer refuses it (then nothing is written). */
	async act(draft: EventDraft): Promise<Refusal | null> {
		const next = foldCounters(this.state, draft);
		if ('refusal' in next) return next;
		const seq = ++this.lastSeq;
		await appendEvent(this.sessionId, draft, {
			expectedHead: this.head,
			stateAfter: asShell(next),
			stateVersion: counters.stateVersion
		});
		this.parentOf.set(seq, this.head);
		this.depthOf.set(seq, this.actions + 1);
		this.stateAt.set(seq, next);
		this.head = seq;
		this.redoStack = [];
		return null;
	}

	/** Undoes when there is something to undo; returns whether it did. */
	async undo(): Promise<boolean> {
		if (this.head === 0) return false;
		await undo(this.sessionId, this.head);
		this.lastSeq++;
		this.redoStack.push(this.head);
		this.head = this.parentOf.get(this.head)!;
		return true;
	}

	/** Redoes when the redo stack is not empty; returns whether it did. */
	async redo(): Promise<boolean> {
		const target = this.redoStack.pop();
		if (target === undefined) return false;
		await redo(this.sessionId, this.head);
		this.lastSeq++;
		this.head = target;
		return true;
	}

	/** The state right after the given action (on whatever branch it lies). */
	stateAfter(seq: number): CountersState | undefined {
		return this.stateAt.get(seq);
	}

	get eventCount(): number {
		return this.lastSeq;
	}
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
	return {
		row: await db.sessions.get(id),
		events: await allEvents(id),
		log: await logInOrder(id),
		counts: await countRows()
	};
}
