import Dexie, { type EntityTable, type Table } from 'dexie';
import type { LoggedEvent } from '$lib/core/events';
import type { FoldBase } from '$lib/core/sync/fold';
import type { Role } from '$lib/core/sync';
import { carryOver, type LogRow, type WriterStamp } from './carry-over';
import { DB_NAME } from './name';
import { runBeforeUpgrade, type BeforeUpgrade } from './upgrade-hook';

/** One row per session: what the session list shows; its writer stamp in `SessionRowV3`. */
export interface SessionRow {
	id: string;
	systemId: string;
	name: string;
	createdAt: number;
	/** Last time anything was recorded (ms). */
	updatedAt: number;
	/** Events of the commands in effect: the count a person sees. */
	actions: number;
	/**
	 * The log's size `actions` was counted at: while it equals the row's size, the count is the
	 * log's (a full backup takes it instead of folding the log again). A write that adds events
	 * without counting them (a merge, the live table) leaves it behind, and the count is folded.
	 */
	actionsAt?: number;
	/** Set when deleted from the list; the row stays until purged so the delete can be undone. */
	deletedAt?: number;
	/** Set while the session is shared at a live table (src/lib/sync): where its events travel. Not indexed. */
	share?: SessionShare;
}

/** A shared session's room: the relay it meets at, the room (a capability: 32 hex digits) and this device's part. */
export interface SessionShare {
	/** `wss://…` (or `ws://127.0.0.1:…` in tests). */
	relay: string;
	room: string;
	role: Role;
	/** The GM's device (this one on the GM's; the join link's on a joining phone). Absent on rows shared before it was kept. */
	gm?: string;
}

/** Yjs update bytes a shared session's device has acknowledged (written with what they carried; src/lib/sync). */
export interface SyncUpdateRow {
	id?: number;
	sessionId: string;
	update: Uint8Array;
}

/**
 * A session row from schema version 3 on: the writer stamp its next events are recorded with
 * (carry-over.ts). Every row has it (createSession, an import, the upgrade of 3 give it); the type
 * leaves it optional because a row read from a database not yet upgraded has none.
 */
export type SessionRowV3 = SessionRow & Partial<WriterStamp>;

/**
 * A session row as schemas 1 and 2 wrote it: the one writer's cursor. Read only by the upgrade
 * of 3 (the upgrade of 4 strips the cursor) and by the export of a database not yet upgraded.
 */
export interface LegacySessionRow extends SessionRow {
	/** Seq of the newest event in the log (actions and undo/redo alike). */
	lastSeq: number;
	/** Seq of the newest active action, 0 for the initial state. */
	head: number;
	/** Undone actions that redo would put back, the next one last. */
	redo: number[];
}

/** A fold kept at the place in the order of its last event (`end`), keyed by it. */
export interface CheckpointRow {
	sessionId: string;
	clock: number;
	device: string;
	counter: number;
	/** The system's `stateVersion` when it was stored (a checkpoint of another version is not used). */
	version?: number;
	base: FoldBase<unknown>;
	/** Events of the commands in effect up to its end: what the session list counts (its `actions`). */
	inEffect?: number;
}

/** A user's lookup table in the Tables library (the table kit). */
export interface TableRow {
	id: string;
	updatedAt: number;
	/** The validated table JSON (core/tables format). */
	table: unknown;
	/** A system's named slot this table fills, e.g. 'locke/damage'. */
	slot?: string;
}

export interface MetaRow {
	key: string;
	value: unknown;
}

/** The version the stored database has (Dexie's × 10), undefined when there is none or it cannot be told. */
async function storedVersion(name: string): Promise<number | undefined> {
	try {
		const all = await globalThis.indexedDB?.databases?.();
		return all?.find((d) => d.name === name)?.version;
	} catch {
		return undefined;
	}
}

/**
 * Schema versions only grow. Never edit a shipped version(n): add version(n+1) with an
 * upgrade (and raise SCHEMA_VERSION in name.ts, which the sessions page reads without Dexie), and
 * a test that opens a fixture written by version n (tests/fixtures/db-v<n>.json).
 */
export class SidetableDB extends Dexie {
	sessions!: EntityTable<SessionRowV3, 'id'>;
	lookupTables!: EntityTable<TableRow, 'id'>;
	/** Identified events (core/sync), keyed by session, device and counter; read in order by [sessionId+clock+device+counter]. */
	log!: Table<LogRow, [string, string, number]>;
	/** Folds kept at a place in the order (core/sync checkpointOf), so opening a long session folds only its tail. */
	checkpoints!: Table<CheckpointRow, [string, number, string, number]>;
	/**
	 * A second, different event under an identity the log holds (a device restored from an old
	 * backup, a forged one): kept, never dropped, and shown by the fold as a conflict (core/sync merge).
	 */
	clashes!: Table<LogRow & { id?: number }, number>;
	/** A shared session's Y.Doc as the updates it acknowledged, merged on open (src/lib/sync bridge). */
	syncUpdates!: Table<SyncUpdateRow, number>;
	meta!: EntityTable<MetaRow, 'key'>;

	readonly #beforeUpgrade: BeforeUpgrade;
	#preflight: Promise<void> | undefined;

	constructor(name = DB_NAME, { beforeUpgrade = runBeforeUpgrade }: { beforeUpgrade?: BeforeUpgrade } = {}) {
		super(name);
		this.#beforeUpgrade = beforeUpgrade;
		this.version(1).stores({
			sessions: 'id, updatedAt, systemId',
			events: '[sessionId+seq]',
			snapshots: '[sessionId+seq]',
			lookupTables: 'id, updatedAt, slot',
			tableCopies: 'hash',
			meta: 'key'
		});
		// 2: `tableCopies` was never used (a session keeps its tables in its log: session/tableAdopted).
		this.version(2).stores({ tableCopies: null });
		// 3: the live table's identity (docs/live-table.md): every session's events carried over to
		// `log` as identified events, and its row given the writer stamp it goes on recording with.
		this.version(3)
			.stores({
				log: '[sessionId+device+counter], [sessionId+clock+device+counter]',
				checkpoints: '[sessionId+clock+device+counter]',
				clashes: '++id, [sessionId+device+counter]',
				syncUpdates: '++id, sessionId'
			})
			.upgrade(async (tx) => {
				const events = tx.table<LoggedEvent, [string, number]>('events');
				const log = tx.table<LogRow, [string, string, number]>('log');
				const sessions = tx.table<SessionRowV3, string>('sessions');
				// One session at a time: a 10,000-event game is read and written once, not the whole database held.
				for (const id of await sessions.toCollection().primaryKeys()) {
					const stored = await events.where('[sessionId+seq]').between([id, 0], [id, Infinity]).toArray();
					const { log: rows, stamp } = carryOver(id, stored);
					await log.bulkAdd(rows);
					await sessions.update(id, { ...stamp });
				}
			});
		// 4: one store. The one writer's tables go (the upgrade of 3 above still reads `events`: Dexie
		// runs both in one version change and deletes a table only after the upgrade of the version
		// that drops it has run), and so does the cursor its rows kept.
		this.version(4)
			.stores({ events: null, snapshots: null })
			.upgrade((tx) =>
				tx
					.table<Partial<LegacySessionRow>, string>('sessions')
					.toCollection()
					.modify((row) => {
						delete row.lastSeq;
						delete row.head;
						delete row.redo;
					})
			);
	}

	/**
	 * Every open, the automatic one of a first query included, first asks whether the stored
	 * database is of an older schema version; if so the pre-upgrade hook (the app's backup, see
	 * upgrade-hook.ts) runs before Dexie upgrades it. A failed backup does not keep the app from
	 * opening (the backup module says so).
	 */
	override open() {
		this.#preflight ??= (async () => {
			const stored = await storedVersion(this.name);
			if (stored !== undefined && stored > 0 && stored < Math.round(this.verno * 10))
				await this.#beforeUpgrade(this.name).catch(() => undefined);
		})();
		return Dexie.Promise.resolve(this.#preflight).then(() => super.open());
	}
}
