/**
 * The session log on the live table's identity (docs/live-table.md): every event named by its
 * device and that device's counter, ordered by (clock, device, counter), folded with core/sync's
 * `foldLog`. Undo and redo are ordinary commands here (a `session/undone` / `session/redone`
 * draft naming what it reverses, chosen by the caller with `undoTarget` / `redoTarget` on its
 * fold), so one write path serves every event.
 */
import type { EventDraft, Reducer } from '$lib/core/events';
import {
	baseHolds,
	canonicalJson,
	checkpointOf,
	compareOrder,
	eventKey,
	foldLog,
	mergeEvents,
	stampCommand,
	type FoldedLog,
	type RoleOf,
	type SyncEvent
} from '$lib/core/sync';
import type { FoldBase } from '$lib/core/sync/fold';
import { db } from './db';
import { identityBounds, orderBounds } from './keys';
import { StorageError, toStorageError } from './errors';
import type { LogRow, WriterStamp } from './carry-over';
import type { CheckpointRow, SessionRowV3 } from './schema';

/** A session row whose writer stamp is set (every row from schema 3 on, once the store is switched). */
export type StampedRow = SessionRowV3 & WriterStamp;

function isStamped(row: SessionRowV3): row is StampedRow {
	return (
		typeof row.device === 'string' &&
		Number.isInteger(row.counter) &&
		Number.isInteger(row.clock) &&
		Number.isInteger(row.size)
	);
}

async function stampedRow(sessionId: string): Promise<StampedRow> {
	const row = await db.sessions.get(sessionId);
	if (!row || row.deletedAt) throw new StorageError('storage/not_found', sessionId);
	if (!isStamped(row)) throw new StorageError('storage/unknown', `session ${sessionId} has no writer stamp`);
	return row;
}

/** A session's events in the merged order, after the place `after` (exclusive) when given. */
function inOrder(sessionId: string, after?: Pick<SyncEvent, 'clock' | 'device' | 'counter'>) {
	const [first, last] = orderBounds(sessionId);
	const low = after ? [sessionId, after.clock, after.device, after.counter] : first;
	return db.log.where('[sessionId+clock+device+counter]').between(low, last, !after, true);
}

/**
 * Sets the count the session list shows (events of the commands in effect), when a fold found it
 * other than written; `at` is the log's size that fold counted.
 */
export async function setActions(sessionId: string, actions: number, at: number): Promise<void> {
	try {
		await db.sessions.update(sessionId, { actions, actionsAt: at });
	} catch (err) {
		throw toStorageError(err);
	}
}

/**
 * The whole log of a session in the merged order. Read by the primary key and sorted here, not
 * through the order's index: Chromium's IndexedDB reads an index entry, then the row it names —
 * twice the time of reading the rows in key order (a 10,000-event log: ~190 against ~85 ms), and
 * sorting 10,000 rows (one device's already in order) takes ~2 ms.
 */
export async function logInOrder(sessionId: string): Promise<LogRow[]> {
	const rows = await db.log
		.where('[sessionId+device+counter]')
		.between(...identityBounds(sessionId), true, true)
		.toArray();
	return rows.sort(compareOrder);
}

/** The newest events of a session in the merged order, newest first, for the log view. */
export async function recentLog(sessionId: string, limit = 200): Promise<LogRow[]> {
	return inOrder(sessionId).reverse().limit(limit).toArray();
}

export interface AppendOptions {
	/** How many events the caller's fold held; another count means another tab wrote first (storage/conflict). */
	expectedSize?: number;
	/**
	 * The counter of the first event of a run of quick repeats (core/events/coalesce) that a single
	 * new event joins, so undo takes the run back as one command. Honoured only while the run's
	 * events are the newest of the session and the writer's own; else the event is its own command.
	 */
	join?: number;
	/**
	 * The count the session list shows after this command (events of the commands in effect), or a function of
	 * the events as written that returns it — called inside the transaction, so the caller can fold
	 * them first; undefined leaves the count as it was.
	 */
	actions?: number | ((events: readonly LogRow[]) => number | undefined);
}

export interface Appended {
	/** The events written, in order. */
	events: LogRow[];
	row: StampedRow;
}

/**
 * Whether a new event of `type` may join the run that began at the writer's counter `first`: the
 * session's newest event in the order is the writer's newest, of that type, on the writer's clock,
 * and is the run's first tap (recorded alone) or one of its repeats. One row read, whatever the
 * run's length: every repeat before it passed the same test. (Whether two events are repeats on one
 * key is the caller's: core/events joinTarget.)
 */
async function joinsRun(sessionId: string, row: StampedRow, first: number, type: string): Promise<boolean> {
	if (first < 1 || first > row.counter) return false;
	const newest = await inOrder(sessionId).last();
	return (
		!!newest &&
		newest.device === row.device &&
		newest.counter === row.counter &&
		newest.clock === row.clock &&
		newest.type === type &&
		newest.group === undefined &&
		(newest.counter === first ? newest.run === undefined : newest.run === first)
	);
}

/**
 * Records one command: its events stamped with the writer's next counters and one new clock, and
 * the row, in one transaction (all or nothing). Undo and redo are commands too. A quick repeat
 * (`join`) takes the run's clock and names the run's first tap (`run`); nothing already written
 * changes.
 */
export async function appendCommand(
	sessionId: string,
	drafts: readonly EventDraft[],
	options: AppendOptions = {}
): Promise<Appended> {
	if (drafts.length === 0) throw new RangeError('appendCommand: a command records at least one event');
	try {
		return await db.transaction('rw', db.sessions, db.log, db.checkpoints, async () => {
			const row = await stampedRow(sessionId);
			if (options.expectedSize !== undefined && options.expectedSize !== row.size) {
				throw new StorageError('storage/conflict', `size ${row.size}, expected ${options.expectedSize}`);
			}
			const at = Date.now();
			const joins =
				options.join !== undefined &&
				drafts.length === 1 &&
				(await joinsRun(sessionId, row, options.join, drafts[0]!.type));
			let events: SyncEvent[];
			if (joins) {
				const draft = drafts[0]!;
				events = [
					{
						device: row.device,
						counter: row.counter + 1,
						clock: row.clock,
						at,
						type: draft.type,
						payload: draft.payload,
						run: options.join!
					}
				];
			} else {
				events = stampCommand({ device: row.device, counter: row.counter, clock: row.clock }, drafts, at).events;
			}
			const last = events[events.length - 1]!;
			const next: StampedRow = {
				...row,
				counter: last.counter,
				clock: Math.max(row.clock, last.clock),
				size: row.size + events.length,
				updatedAt: at
			};
			const rows = events.map((e): LogRow => ({ ...e, sessionId }));
			const actions = typeof options.actions === 'function' ? options.actions(rows) : options.actions;
			if (actions !== undefined) {
				next.actions = actions;
				next.actionsAt = next.size;
			}
			await Promise.all([db.log.bulkAdd(rows), db.sessions.put(next)]);
			return { events: rows, row: next };
		});
	} catch (err) {
		throw toStorageError(err);
	}
}

export interface FoldWith<S> {
	reduce: Reducer<S, SyncEvent>;
	initial: () => S;
	/** The system's state version: a checkpoint of another version is not used. */
	stateVersion?: number;
	/** Each device's part; a session that was never shared has one writer, the GM (core/sync rolesOf). */
	roleOf?: RoleOf;
}

export interface OpenedLog<S> {
	row: StampedRow;
	folded: FoldedLog<S>;
	/** Events folded on top of the checkpoint used (all of them when none was). */
	replayed: number;
	/** The checkpoint's end, or null when folded from the initial state. */
	from: CheckpointRow | null;
}

/** A solo session's roles: one writer, the GM of its own table. */
const SOLO: RoleOf = () => 'gm';

/**
 * Folds a session: from the newest checkpoint of the same state version that still holds for the
 * events after it (baseHolds), reading only those; else from the start.
 */
export async function openLog<S>(sessionId: string, fw: FoldWith<S>): Promise<OpenedLog<S>> {
	try {
		return await db.transaction('r', db.sessions, db.log, db.checkpoints, db.clashes, async () => {
			const row = await stampedRow(sessionId);
			const saved = await db.checkpoints
				.where('[sessionId+clock+device+counter]')
				.between(...orderBounds(sessionId))
				.reverse()
				.toArray();
			for (const cp of [...saved.filter((c) => c.version === fw.stateVersion), null]) {
				const tail = cp ? await inOrder(sessionId, cp).toArray() : await logInOrder(sessionId);
				const base = cp?.base as FoldBase<S> | undefined;
				if (base && !baseHolds(base, tail)) continue;
				const folded = foldLog<S>({
					log: { events: tail, clashes: await clashesOf(sessionId, tail) },
					initial: fw.initial(),
					reduce: fw.reduce,
					roleOf: fw.roleOf ?? SOLO,
					base
				});
				return { row, folded, replayed: tail.length, from: cp };
			}
			throw new StorageError('storage/unknown', 'unreachable: the fold from the start always holds');
		});
	} catch (err) {
		throw toStorageError(err);
	}
}

/**
 * Keeps a fold as a checkpoint at its last event (none while events wait: core/sync checkpointOf).
 * A cache: losing one only makes the next open fold more.
 */
export async function saveCheckpoint(
	sessionId: string,
	folded: FoldedLog<unknown>,
	stateVersion?: number,
	inEffect?: number
): Promise<CheckpointRow | undefined> {
	const base = checkpointOf(folded);
	if (!base) return undefined;
	const cp: CheckpointRow = { sessionId, ...base.end, base };
	if (stateVersion !== undefined) cp.version = stateVersion;
	if (inEffect !== undefined) cp.inEffect = inEffect;
	try {
		await db.checkpoints.put(cp);
	} catch (err) {
		throw toStorageError(err);
	}
	return cp;
}

/** The session's stored clashes (with the event each stands beside), for the events of `log`. */
async function clashesOf(sessionId: string, log: readonly LogRow[]) {
	const rows = await db.clashes
		.where('[sessionId+device+counter]')
		.between(...identityBounds(sessionId))
		.toArray();
	if (rows.length === 0) return [];
	const kept = new Map(log.map((e) => [eventKey(e), e]));
	return rows.flatMap(({ id: _id, ...other }) => {
		const k = kept.get(eventKey(other));
		return k ? [{ kept: k, other: other as LogRow }] : [];
	});
}

export interface Merged {
	/** Identities the session did not hold before. */
	added: LogRow[];
	/** New second variants of identities it holds (kept as clashes, shown as conflicts). */
	clashes: number;
	row: StampedRow;
}

/**
 * Merges events into a stored session (an import, and later the live bridge): a set union by
 * identity (core/sync mergeEvents), so the same events merged twice add nothing. A different
 * event under a held identity is kept as a clash; every device keeps the same variant in the log
 * (the smaller in canonical JSON), so the stored row may be swapped for the arriving one. The
 * caller has checked the events (schema, payload, identity, groups) as an import checks a file.
 * Checkpoints at or after the earliest written event are deleted: the fold goes on from before it.
 */
export async function mergeIntoSession(sessionId: string, incoming: readonly SyncEvent[]): Promise<Merged> {
	try {
		return await db.transaction('rw', [db.sessions, db.log, db.clashes, db.checkpoints], async () => {
			const row = await stampedRow(sessionId);
			const plain = incoming.map(({ sessionId: _s, ...e }: SyncEvent & { sessionId?: string }) => e as SyncEvent);
			const keys = [...new Map(plain.map((e) => [eventKey(e), [sessionId, e.device, e.counter]])).values()];
			const held = (await db.log.bulkGet(keys as [string, string, number][])).filter(
				(e): e is LogRow => e !== undefined
			);
			const heldClashes = await db.clashes
				.where('[sessionId+device+counter]')
				.anyOf(keys as [string, string, number][])
				.toArray();
			const strip = ({ sessionId: _s, id: _id, ...e }: LogRow & { id?: number }) => e as SyncEvent;
			const merged = mergeEvents(held.map(strip), heldClashes.map(strip), plain);
			const heldByKey = new Map(held.map((e) => [eventKey(e), canonicalJson(strip(e))]));
			const clashSeen = new Set(heldClashes.map((c) => `${eventKey(c)} ${canonicalJson(strip(c))}`));
			const written: LogRow[] = [];
			const added: LogRow[] = [];
			for (const e of merged.events) {
				const before = heldByKey.get(eventKey(e));
				if (before === canonicalJson(e)) continue;
				const stored = { ...e, sessionId };
				written.push(stored);
				if (before === undefined) added.push(stored);
			}
			const newClashes = merged.clashes
				.map((c) => c.other)
				.filter((o) => !clashSeen.has(`${eventKey(o)} ${canonicalJson(o)}`));
			await db.log.bulkPut(written);
			await db.clashes.bulkAdd(newClashes.map((o) => ({ ...o, sessionId })));
			const earliest = [...written].sort(compareOrder)[0];
			if (earliest) {
				await db.checkpoints
					.where('[sessionId+clock+device+counter]')
					.between([sessionId, earliest.clock, earliest.device, earliest.counter], orderBounds(sessionId)[1])
					.delete();
			}
			// The writer never reuses a counter it finds in what arrived (a restore of its own events).
			const own = plain.filter((e) => e.device === row.device).reduce((n, e) => Math.max(n, e.counter), 0);
			const next: StampedRow = {
				...row,
				counter: Math.max(row.counter, own),
				clock: plain.reduce((n, e) => Math.max(n, e.clock), row.clock),
				size: row.size + added.length
			};
			if (added.length > 0) next.updatedAt = Math.max(row.updatedAt, ...added.map((e) => e.at));
			await db.sessions.put(next);
			return { added, clashes: newClashes.length, row: next };
		});
	} catch (err) {
		throw toStorageError(err);
	}
}
