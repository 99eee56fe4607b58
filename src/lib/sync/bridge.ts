/**
 * The bridge of one shared session (docs/live-table.md, "The bridge"): a Y.Doc whose
 * `Y.Array('events')` carries plain identified events, append only, synced through the relay by
 * y-websocket. Dexie stays the source of truth; the doc is the transport.
 *
 * - Out: `push(events)` after the device's Dexie transaction committed — its own events only
 *   (`device` = its own), one command = one Y transaction; on each (re)connection, once synced,
 *   whatever of its own the doc lacks (recorded offline or while the bridge was closed).
 * - In: each remote transaction's added events are checked as an import checks a file's
 *   (check.ts); the accepted ones are merged into the session and the update's bytes kept in
 *   `syncUpdates` in one Dexie transaction (db/sync-updates acknowledgeArrived). On open, the kept
 *   updates are merged (`Y.mergeUpdates`) into the doc, so its state vector tells the relay what
 *   the device still lacks.
 * - A room the relay refuses (4400–4499) or an update over its limit (1009) is not retried.
 *
 * Loaded with a dynamic import only for a shared session: a solo session loads no Yjs.
 */
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { commandKey, eventKey, plainSyncEvent, type SyncEvent } from '$lib/core/sync';
import type { ReplayableSystem } from '$lib/core/transfer';
import { logInOrder, openLog } from '$lib/db/log';
import { getSession } from '$lib/db/sessions';
import type { SessionShare } from '$lib/db/schema';
import { acknowledgeArrived, acknowledgeOwn, compactUpdates, storedUpdates } from '$lib/db/sync-updates';
import { checkArrived, type RefusedEvent } from './check';

/** Where the connection stands; `refused` is final (the relay said no; retrying cannot help). */
export type BridgeStatus =
	| { kind: 'connecting' }
	| { kind: 'connected'; synced: boolean }
	| { kind: 'offline' }
	| { kind: 'refused'; reason: 'room' | 'too_large'; code: number; detail: string };

/** What came in since the last (re)connection. */
export interface Receipt {
	/** The catch-up after the connection has been received and written (the screens show it then). */
	settled: boolean;
	/**
	 * Per sending device, the actions merged that the session did not hold (devices with none left
	 * out): a command's events and a run's quick repeats count once, as the log shows them — one line.
	 */
	merged: { device: string; name?: string; count: number }[];
	/** Every refused event, named, with the reason. */
	refused: RefusedEvent[];
}

/** What the screens read: the badge (status, waiting) and the receipt. */
export interface BridgeView {
	status: BridgeStatus;
	/** Events held back in the fold until what they depend on arrives (foldLog(…).waiting). */
	waiting: number;
	receipt: Receipt;
	/** A storage failure while acknowledging (the update is asked for again on the next open). */
	failed?: string;
}

export interface BridgeOptions {
	sessionId: string;
	share: SessionShare;
	/** The session's system as the import checks see it (session/apply replayable). */
	system: ReplayableSystem;
	/** Node has no WebSocket before 22 (tests: `ws`). */
	WebSocketPolyfill?: unknown;
	/** False: open offline (the provider not connected until `connect()`). */
	connect?: boolean;
}

/** The close codes after which retrying cannot help: a refused room, an update over the relay's limit. */
export function isFinalClose(code: number): boolean {
	return code === 1009 || (code >= 4400 && code < 4500);
}

/** The origin of the kept updates applied on open: neither checked nor kept again. */
const STORED = Symbol('stored');
/** The largest number of own events pushed in one catch-up transaction (the relay bounds a message). */
const CATCH_UP_CHUNK = 500;

const identity = (raw: unknown): string | undefined => {
	const r = raw as { device?: unknown; counter?: unknown } | null;
	return typeof r?.device === 'string' && typeof r.counter === 'number'
		? eventKey({ device: r.device, counter: r.counter })
		: undefined;
};

export class Bridge {
	readonly sessionId: string;
	readonly doc: Y.Doc;
	readonly provider: WebsocketProvider;
	readonly #events: Y.Array<unknown>;
	readonly #system: ReplayableSystem;
	readonly #device: string;
	/** Identities the doc holds (any device's), so nothing of ours is pushed twice. */
	readonly #inDoc = new Set<string>();
	#view: BridgeView = {
		status: { kind: 'connecting' },
		waiting: 0,
		receipt: { settled: false, merged: [], refused: [] }
	};
	readonly #viewers = new Set<(view: BridgeView) => void>();
	readonly #mergedListeners = new Set<(added: readonly SyncEvent[]) => void>();
	/** Dexie work, one at a time and in arrival order. */
	#work: Promise<unknown> = Promise.resolve();
	/** The events a remote transaction added, gathered by the observer until its update is emitted. */
	#arrived: unknown[] = [];
	#names: Record<string, string> = {};
	/** The commands this receipt has merged events of, per sending device (`commandKey`: each command's first event). */
	#receiptCommands = new Map<string, Set<string>>();
	#closed = false;

	constructor(options: BridgeOptions, device: string, stored: Uint8Array | undefined) {
		this.sessionId = options.sessionId;
		if (options.connect === false) this.#view = { ...this.#view, status: { kind: 'offline' } };
		this.#system = options.system;
		this.#device = device;
		this.doc = new Y.Doc();
		this.#events = this.doc.getArray<unknown>('events');
		if (stored) Y.applyUpdate(this.doc, stored, STORED);
		for (const e of this.#events) {
			const k = identity(e);
			if (k) this.#inDoc.add(k);
		}
		this.#events.observe((ev, tr) => {
			for (const item of ev.changes.added)
				for (const e of item.content.getContent()) {
					const k = identity(e);
					if (k) this.#inDoc.add(k);
					if (!tr.local) this.#arrived.push(e);
				}
		});
		this.doc.on('update', (update: Uint8Array, origin: unknown, _doc: Y.Doc, tr: Y.Transaction) => {
			if (origin === STORED || this.#closed) return;
			if (tr.local) {
				this.#enqueue(() => acknowledgeOwn(this.sessionId, update));
				return;
			}
			const arrived = this.#arrived;
			this.#arrived = [];
			this.#enqueue(() => this.#acknowledge(arrived, update));
		});
		this.provider = new WebsocketProvider(options.share.relay, options.share.room, this.doc, {
			connect: options.connect ?? true,
			// Each tab meets the others through the relay: an update from another tab is checked and kept like any other.
			disableBc: true,
			shouldReconnect: (e: CloseEvent) => !isFinalClose(e.code),
			...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill as typeof WebSocket } : {})
		});
		this.provider.on('status', ({ status }) => {
			if (this.#view.status.kind === 'refused' && status !== 'connected') return;
			if (status === 'connected') this.#startReceipt();
			this.#set({
				status:
					status === 'connected'
						? { kind: 'connected', synced: false }
						: status === 'connecting'
							? { kind: 'connecting' }
							: { kind: 'offline' }
			});
		});
		this.provider.on('closed', ({ code, reason }) =>
			this.#set({
				status: { kind: 'refused', reason: code === 1009 ? 'too_large' : 'room', code, detail: reason }
			})
		);
		this.provider.on('sync', (synced: boolean) => {
			if (!synced) return;
			this.#enqueue(async () => {
				await this.#pushMissing();
				if (this.#view.status.kind === 'connected') this.#set({ status: { kind: 'connected', synced: true } });
				this.#set({ receipt: { ...this.#view.receipt, settled: true } });
			});
		});
	}

	/** The view now (status, waiting, receipt). */
	get view(): BridgeView {
		return this.#view;
	}

	/** Svelte's store contract: called now and on every change; returns the unsubscribe. */
	subscribe(run: (view: BridgeView) => void): () => void {
		this.#viewers.add(run);
		run(this.#view);
		return () => this.#viewers.delete(run);
	}

	/** Called after remote events were written to the session (the controller reloads). */
	onMerged(listener: (added: readonly SyncEvent[]) => void): () => void {
		this.#mergedListeners.add(listener);
		return () => this.#mergedListeners.delete(listener);
	}

	/**
	 * Sends this device's newly committed events (others' and those the doc holds are left out):
	 * one call = one Y transaction = one update. Offline, they wait in the doc for the connection.
	 */
	push(events: readonly SyncEvent[]): void {
		if (this.#closed) return;
		const own = events.filter((e) => e.device === this.#device && !this.#inDoc.has(eventKey(e))).map(plainSyncEvent);
		if (own.length === 0) return;
		this.doc.transact(() => this.#events.push(own));
	}

	/** Goes offline (the doc keeps taking this device's events) and back. */
	disconnect(): void {
		this.provider.disconnect();
	}

	connect(): void {
		this.provider.connect();
	}

	/** Resolves when every update received so far is written (tests; before leaving the page). */
	idle(): Promise<unknown> {
		return this.#work;
	}

	/** Stops syncing and releases the doc; the session and its acknowledged updates stay. */
	async close(): Promise<void> {
		this.#closed = true;
		this.provider.destroy();
		await this.#work;
		this.doc.destroy();
	}

	#set(patch: Partial<BridgeView>): void {
		this.#view = { ...this.#view, ...patch };
		for (const run of this.#viewers) run(this.#view);
	}

	#startReceipt(): void {
		this.#receiptCommands = new Map();
		this.#set({ receipt: { settled: false, merged: [], refused: [] } });
	}

	#enqueue(work: () => Promise<unknown>): void {
		this.#work = this.#work.then(work).catch((err: unknown) => {
			this.#set({ failed: (err as { code?: string })?.code ?? String(err) });
		});
	}

	/** Checks a remote transaction's events and acknowledges the update with the accepted ones. */
	async #acknowledge(arrived: readonly unknown[], update: Uint8Array): Promise<void> {
		const row = await getSession(this.sessionId);
		const { accepted, refused } = checkArrived(arrived, this.#system, row?.clock ?? 0, row?.share?.gm);
		const merged = await acknowledgeArrived(this.sessionId, accepted, update);
		const added = merged?.added ?? [];
		if (added.length > 0) await this.#refold();
		for (const e of added) {
			const commands = this.#receiptCommands.get(e.device) ?? new Set<string>();
			commands.add(commandKey(e));
			this.#receiptCommands.set(e.device, commands);
		}
		this.#set({
			receipt: {
				...this.#view.receipt,
				merged: [...this.#receiptCommands].map(([device, commands]) => {
					const name = this.#names[device];
					const count = commands.size;
					return name ? { device, name, count } : { device, count };
				}),
				refused: [...this.#view.receipt.refused, ...refused]
			}
		});
		if (added.length > 0) for (const listener of this.#mergedListeners) listener(added);
	}

	/** The waiting count and the members' names, from the session's fold. */
	async #refold(): Promise<void> {
		const system = this.#system;
		const { folded } = await openLog(this.sessionId, {
			reduce: (s, e) => system.fold(s, e),
			initial: () => system.initialState(),
			stateVersion: system.stateVersion
		});
		this.#names = folded.members.names;
		this.#set({ waiting: folded.waiting.length });
	}

	/**
	 * Pushes what of this device's own events the doc lacks, in order, in transactions of about
	 * CATCH_UP_CHUNK events that never split a command (its group arrives whole or not at all).
	 */
	async #pushMissing(): Promise<void> {
		const missing = (await logInOrder(this.sessionId)).filter(
			(e) => e.device === this.#device && !this.#inDoc.has(eventKey(e))
		);
		let chunk: SyncEvent[] = [];
		for (const e of missing) {
			const continues = e.group !== undefined && e.counter !== e.group.first;
			if (chunk.length >= CATCH_UP_CHUNK && !continues) {
				this.push(chunk);
				chunk = [];
			}
			chunk.push(e);
		}
		this.push(chunk);
	}
}

/** Opens the bridge of a shared session: the acknowledged updates merged into the doc, then the provider. */
export async function openBridge(options: BridgeOptions): Promise<Bridge> {
	const row = await getSession(options.sessionId);
	if (!row?.device) throw new Error(`openBridge: session ${options.sessionId} has no writer stamp`);
	const rows = await storedUpdates(options.sessionId);
	const stored = rows.length === 0 ? undefined : Y.mergeUpdates(rows.map((r) => r.update));
	if (stored && rows.length > 1)
		await compactUpdates(
			options.sessionId,
			rows.map((r) => r.id),
			stored
		);
	const bridge = new Bridge(options, row.device, stored);
	return bridge;
}
