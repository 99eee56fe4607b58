import { untrack } from 'svelte';
import { getLocale } from '$lib/paraglide/runtime';
import { m } from '$lib/paraglide/messages.js';
import {
	REDONE,
	SNAPSHOT_EVERY,
	UNDONE,
	isRefusal,
	joinTarget,
	refuse,
	type EventDraft,
	type Refusal
} from '$lib/core/events';
import {
	actionsOf,
	baseHolds,
	checkpointOf,
	commandRef,
	CONFLICT_DISMISSED,
	eventKey,
	foldLog,
	isSyncControl,
	PLAYER_JOINED,
	redoTarget,
	refOf,
	rolesOf,
	TABLE_SHARED,
	undoTarget,
	type EventRef,
	type FoldedLog,
	type RoleOf,
	type SyncEvent
} from '$lib/core/sync';
import type { FoldBase } from '$lib/core/sync/fold';
import type { Choice } from '$lib/core/readings';
import { cryptoRng, type Rng } from '$lib/core/dice/random';
import type { Table } from '$lib/core/tables';
// From the modules, not the barrel: the barrel would bring the export/import writer along.
import { liveQuery } from '$lib/db/live';
import { db } from '$lib/db/db';
import { StorageError } from '$lib/db/errors';
import {
	appendCommand,
	logInOrder,
	openLog,
	recentLog,
	saveCheckpoint,
	setActions,
	type FoldWith,
	type StampedRow
} from '$lib/db/log';
import { getSession } from '$lib/db/sessions';
import type { SessionShare } from '$lib/db/schema';
import type { Bridge } from '$lib/sync/bridge';
import { getMeta, setMeta } from '$lib/db/meta';
import { loadSystem } from '$lib/systems/registry';
import type {
	AnySystem,
	CommandMap,
	DeviceShelf,
	DispatchOptions,
	IntentOf,
	Preview,
	Refused,
	SessionView
} from '$lib/systems/types';
import { notices } from '$lib/ui/notices.svelte';
import { DOUBLE_TAP_MS } from '$lib/ui/record-once';
import { storageErrorText } from '$lib/ui/storage-text';
import { journalling } from '$lib/backup/journalling';
import {
	CHOOSE_READINGS,
	foldEvent,
	initialSessionState,
	readingsOf,
	replayable,
	runCommand,
	tablesInUse,
	type SessionState
} from './apply';
import { explainRefusal } from './explain';
import { SPECTATOR_RECORDS_NOTHING, mayRecord, mySeat } from './seat-rule';
import { adoptLegacyShelf } from './legacy-shelf';
import { plainEvent, positionedInOrder, positionedNewestFirst, type LogEntry } from './log-entry';
import { pathOf } from './log-text';
import { undoNames } from './undo-label';

// Every N actions a tap's journalling starts a full backup; its module (messages, restore, the
// list) loads then, not with the session screen.
journalling.reachFull(() => import('$lib/backup/backup.svelte').then((b) => b.backups));

/** A second tap made on a log position the game has moved past: refused without a word. */
const STALE: Refused = Object.freeze({ refusal: 'session/stale', text: '', quiet: true });
/**
 * How many times one write is tried when other phones' events keep landing under it (a busy live
 * table); past that it is refused in its own words (storage/table_busy), the newest log on screen.
 */
const WRITE_ATTEMPTS = 4;

/** How many recent folds are kept in memory (by the session's size), so undo is instant without touching the disk. */
const STATE_CACHE = 64;
/** How many log entries the log view keeps loaded (and how far back a fold can go on from memory). */
const LOG_WINDOW = 300;

/** A fold and the events of the commands in effect it stands for (what the session list counts). */
interface Counted<S> {
	folded: FoldedLog<S>;
	inEffect: number;
}

/**
 * The group's tables for the system's slots; a system without slots loads no table code. Sealed
 * (frozen, their hash kept): the session only reads them, and every command hashes them.
 */
async function readLibrary(system: AnySystem): Promise<Record<string, Table | null>> {
	const slots = (system.tableSlots ?? []).map((s) => s.id);
	if (slots.length === 0) return {};
	const [{ slotTables }, { sealTable }] = await Promise.all([
		import('$lib/db/tables'),
		import('$lib/core/tables/hash')
	]);
	const found = await slotTables(slots);
	return Object.fromEntries(Object.entries(found).map(([slot, t]) => [slot, t && sealTable(t)]));
}

/**
 * One open session: the log followed to a state. The only write path from the UI —
 * `dispatch` runs a command, checks and folds every event it returns, records them all in one
 * transaction, and only then shows the new state. `preview` runs the same command without
 * recording. The log is the live table's (db/log.ts): every event named by a device and its
 * counter, folded in the merged order (core/sync foldLog); undo and redo are commands naming what
 * they reverse.
 */
export class SessionController<S = unknown, C extends CommandMap = CommandMap> implements SessionView<S, C> {
	readonly sessionId: string;
	status = $state<'loading' | 'ready' | 'missing' | 'error'>('loading');
	row = $state.raw<StampedRow | null>(null);
	/** The session folded: state, conflicts, members, and what undo and redo name. */
	folded = $state.raw<FoldedLog<SessionState<S>> | undefined>(undefined);
	/** The shell's state: the system's state and the tables the session adopted. */
	shell = $derived(this.folded?.state);
	/** The system's state, what screens show. */
	state = $derived(this.shell?.system as S);
	/** Recent events, newest first, each with its place in the merged order (`seq`, from 1). */
	log = $state.raw<LogEntry[]>([]);
	system: AnySystem | undefined = $state.raw(undefined);
	/** The group's library tables for the system's slots, kept fresh while `follow` runs. */
	library = $state.raw<Readonly<Record<string, Table | null>>>({});
	/** The table each slot uses now: the library's, else the one the session adopted last. */
	tables = $derived(this.system && this.shell ? tablesInUse(this.system, this.shell, this.library) : {});
	/** Each device's part, read off the log (a session never shared: one writer, the GM). */
	roleOf: RoleOf = $derived(this.folded ? rolesOf(this.folded.members) : () => 'gm');
	canUndo = $derived(
		!!this.row &&
			this.row.share?.role !== 'spectator' &&
			!!this.folded &&
			undoTarget(this.folded, this.row.device, this.roleOf) !== null
	);
	canRedo = $derived(
		!!this.row &&
			this.row.share?.role !== 'spectator' &&
			!!this.folded &&
			redoTarget(this.folded, this.row.device) !== null
	);
	/** The reading in force for each of the system's open points. */
	readings = $derived(this.system && this.shell ? readingsOf(this.system, this.shell) : {});
	/**
	 * A shared session's bridge to the relay (src/lib/sync: status, waiting, receipt), loaded with
	 * a dynamic import only when the row is shared — a solo session loads no Yjs.
	 */
	bridge = $state.raw<Bridge | undefined>(undefined);
	#bridgeOpening: Promise<void> | undefined;
	#left = false;
	/** Writes on their way: from a tap until its events are recorded. */
	#pending = $state(0);
	busy = $derived(this.#pending > 0);
	/**
	 * The log's size once the write under way is on screen: the stored row may show it before the
	 * page does, and that is no write from elsewhere to read the session again for.
	 */
	#writingTo: number | undefined;
	/** Conflicts #againAfterMerge has already reloaded the page for (#fail does not reload again). */
	#reloadedFor = new WeakSet<object>();

	adoptedTable(hash: string): Table | null {
		return this.shell?.tables.byHash[hash]?.table ?? null;
	}

	/** The random source commands draw from: crypto in the app, seeded in tests. */
	readonly random: Rng;
	#queue: Promise<unknown> = Promise.resolve();
	/**
	 * Folds kept as checkpoints in memory, by the session's size they stand for: a command folds on
	 * the one at the current size (its own cost only); an undo or redo goes on from one before what
	 * it names. A cache read by methods, never rendered: a plain Map on purpose.
	 */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	#bases = new Map<number, FoldBase<SessionState<S>>>();
	/** Events of the commands in effect at each kept fold's size, and now. */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	#effect = new Map<number, number>();
	#inEffect = 0;

	constructor(sessionId: string, { random = cryptoRng }: { random?: Rng } = {}) {
		this.sessionId = sessionId;
		this.random = random;
	}

	#foldWith(system: AnySystem): FoldWith<SessionState<S>> {
		return {
			reduce: (s, e) => foldEvent(system, s, e),
			initial: () => initialSessionState(system),
			stateVersion: system.stateVersion
		};
	}

	/**
	 * Folds the session from storage: its newest checkpoint that holds, then the events after it;
	 * with the events in effect (the checkpoint keeps its count; one without is counted off the log).
	 */
	async #open(system: AnySystem) {
		const opened = await openLog(this.sessionId, this.#foldWith(system));
		const { folded } = opened;
		const tail = actionsOf(folded);
		const inEffect = !folded.base
			? tail
			: opened.from?.inEffect !== undefined
				? opened.from.inEffect + tail
				: pathOf(positionedInOrder(await logInOrder(this.sessionId)), folded, this.sessionId).length;
		this.#effect.clear();
		this.#bases.clear();
		if (folded.base) {
			this.#bases.set(folded.base.size, folded.base);
			this.#effect.set(folded.base.size, inEffect - tail);
		}
		// A long fold is kept, so the next opening starts from here (a cache: a failure costs nothing).
		if (opened.replayed > SNAPSHOT_EVERY)
			await saveCheckpoint(this.sessionId, folded, system.stateVersion, inEffect).catch(() => undefined);
		return { ...opened, inEffect };
	}

	async load(): Promise<void> {
		try {
			const found = await getSession(this.sessionId);
			const system = found ? await loadSystem(found.systemId) : undefined;
			if (!found || !system) {
				this.status = 'missing';
				return;
			}
			this.system = system;
			// The screen's code loads while the log is read and folded, not after (the route asks for
			// the same module then; a failed load is the route's to show).
			void system.screen().catch(() => undefined);
			// Three reads at once: each is its own transaction, as they were one after another.
			const [opened, recent, library] = await Promise.all([
				this.#open(system),
				recentLog(this.sessionId, LOG_WINDOW),
				readLibrary(system).catch(() => ({}))
			]);
			this.#remember(opened);
			this.#inEffect = opened.inEffect;
			this.library = library;
			this.row = opened.row;
			this.folded = opened.folded;
			this.log = positionedNewestFirst(recent, opened.row.size);
			this.status = 'ready';
			this.#noteUndoTarget(true);
			this.#watchLibrary();
			// Only for a page that shows the session: a load started by a link's preload opens no socket.
			if (opened.row.share && this.#following) this.#openBridge(system, opened.row.share);
		} catch (err) {
			this.status = 'error';
			notices.error(storageErrorText(err));
		}
	}

	/**
	 * Stops sharing on this device (共有をやめる): the bridge closes, the row forgets its room, and
	 * the whole session stays here. The other devices keep theirs.
	 */
	async stopSharing(): Promise<void> {
		await this.#closeBridge();
		// Loaded when asked: a session screen opens without the shared session's storage.
		const { leaveSharedSession } = await import('$lib/db/sync-updates');
		await leaveSharedSession(this.sessionId);
		await this.load();
	}

	/**
	 * A player's device says who it is once it has the table's log (after the first catch-up, so
	 * its `session/playerJoined` sorts after the GM's `session/tableShared`): once per device.
	 */
	#joinOnceSynced(bridge: Bridge): void {
		let done = false;
		const off = bridge.subscribe((view) => {
			if (done || !view.receipt.settled) return;
			done = true;
			queueMicrotask(() => off());
			void this.#reloadIfMoved().then(async () => {
				const me = this.row?.device;
				if (!me || this.folded?.members.names[me] !== undefined) return;
				const name = (await getMeta<string>('share:name').catch(() => undefined)) ?? '';
				await this.announce({ type: PLAYER_JOINED, payload: { name, seat: null } });
			});
		});
	}

	/** Opens the bridge once; events it merged from other devices reload the session (as another tab's writes do). */
	#openBridge(system: AnySystem, share: SessionShare): void {
		if (this.#bridgeOpening) return;
		const generation = this.#bridgeGeneration;
		this.#bridgeOpening = import('$lib/sync/bridge')
			.then(({ openBridge }) => openBridge({ sessionId: this.sessionId, share, system: replayable(system) }))
			.then((bridge) => {
				// The page left, or sharing stopped, while it was opening: it must not come back.
				if (this.#left || generation !== this.#bridgeGeneration) return void bridge.close();
				bridge.onMerged(() => void this.#reloadIfMoved());
				this.bridge = bridge;
				if (share.role === 'player') this.#joinOnceSynced(bridge);
			})
			// The session stays whole on this device without it; the next open tries again.
			.catch(() => void (this.#bridgeOpening = undefined));
	}

	/** Counts the bridges closed: a bridge that finishes opening after its generation ended is closed at once. */
	#bridgeGeneration = 0;

	/** Closes the bridge, and any bridge still opening, without touching the session's share. */
	#closeBridge(): Promise<void> {
		this.#bridgeGeneration++;
		const bridge = this.bridge;
		this.bridge = undefined;
		this.#bridgeOpening = undefined;
		return bridge?.close() ?? Promise.resolve();
	}

	/** Runs writes one after another: quick taps must not race for the same place in the log. */
	#serial<T>(work: () => Promise<T>): Promise<T> {
		const next = this.#queue.then(work, work);
		this.#queue = next.catch(() => undefined);
		return next;
	}

	#remember({ folded, inEffect }: Counted<SessionState<S>>): void {
		const base = checkpointOf(folded);
		if (!base) return;
		this.#bases.delete(base.size);
		this.#bases.set(base.size, base);
		this.#effect.set(base.size, inEffect);
		if (this.#bases.size > STATE_CACHE) {
			const oldest = this.#bases.keys().next().value;
			if (oldest !== undefined) {
				this.#bases.delete(oldest);
				this.#effect.delete(oldest);
			}
		}
	}

	/**
	 * The fold after a write, from memory: on the newest kept fold that still holds for the events
	 * after it (baseHolds; the window holds those events), else from the start when the window
	 * holds the whole log. Undefined when neither can: the caller folds from storage.
	 */
	#foldFromMemory(system: AnySystem, window: readonly LogEntry[], size: number): Counted<SessionState<S>> | undefined {
		const fw = this.#foldWith(system);
		const roleOf = this.roleOf;
		const sizes = [...this.#bases.keys()].filter((n) => n <= size).sort((a, b) => b - a);
		for (const n of sizes) {
			const base = this.#bases.get(n)!;
			const before = this.#effect.get(n);
			if (size - n > window.length) break;
			const tail = window
				.slice(0, size - n)
				.reverse()
				.map(plainEvent);
			if (before === undefined || !baseHolds(base, tail)) continue;
			const folded = foldLog({ log: tail, base, initial: fw.initial(), reduce: fw.reduce, roleOf });
			return { folded, inEffect: before + actionsOf(folded) };
		}
		if (window.length !== size) return undefined;
		const folded = foldLog({
			log: [...window].reverse().map(plainEvent),
			initial: fw.initial(),
			reduce: fw.reduce,
			roleOf
		});
		return { folded, inEffect: actionsOf(folded) };
	}

	/**
	 * Records one command (an undo and a redo are commands too) and shows what it made: the events
	 * and the session's row in one transaction, the journal, then the fold, the log window and the
	 * row on screen. The count the session list shows is the fold's, written with the events.
	 */
	async #record(system: AnySystem, row: StampedRow, drafts: readonly EventDraft[], join?: number): Promise<void> {
		this.#writingTo = row.size + drafts.length;
		try {
			await this.#write(system, row, drafts, join);
		} finally {
			this.#writingTo = undefined;
		}
	}

	/** #record's work, while the follower knows the size it leaves the row at. */
	async #write(system: AnySystem, row: StampedRow, drafts: readonly EventDraft[], join?: number): Promise<void> {
		let window: LogEntry[] = this.log;
		let next: Counted<SessionState<S>> | undefined;
		const appended = await appendCommand(this.sessionId, drafts, {
			expectedSize: row.size,
			join,
			actions: (events) => {
				window = [...positionedNewestFirst([...events].reverse(), row.size + events.length), ...this.log].slice(
					0,
					LOG_WINDOW
				);
				next = this.#foldFromMemory(system, window, row.size + events.length);
				return next?.inEffect;
			}
		});
		await this.#durable(appended.row, appended.events);
		this.bridge?.push(appended.events);
		if (!next) {
			next = await this.#open(system);
			if (next.inEffect !== appended.row.actions)
				await setActions(this.sessionId, next.inEffect, appended.row.size).catch(() => undefined);
		}
		const before = this.#inEffect;
		this.row = { ...appended.row, actions: next.inEffect };
		this.folded = next.folded;
		this.#inEffect = next.inEffect;
		this.log = window;
		this.#remember(next);
		this.#noteUndoTarget(false);
		// A checkpoint on disk each time the events in effect pass a multiple (a cache, as snapshots were).
		if (Math.floor(next.inEffect / SNAPSHOT_EVERY) > Math.floor(before / SNAPSHOT_EVERY))
			await saveCheckpoint(this.sessionId, next.folded, system.stateVersion, next.inEffect).catch(() => undefined);
		// The action went through: an error notice about an earlier one would now mislead.
		notices.clearErrors();
	}

	#fail(err: unknown, options: DispatchOptions = {}): Refused {
		if (err instanceof StorageError && err.code === 'storage/conflict' && !this.#reloadedFor.has(err)) {
			// Another tab wrote first: reload from the log so we act on what is really there.
			void this.load();
		}
		const text = storageErrorText(err);
		// A full device: the notice names what takes the space and offers to free some.
		if (err instanceof StorageError && err.code === 'storage/quota') void journalling.full('database');
		else if (!options.inline) notices.error(text);
		return { ...refuse(err instanceof StorageError ? err.code : 'storage/unknown'), text };
	}

	explain(refusal: Refusal): string {
		return explainRefusal(refusal, this.system, getLocale(), this.shell?.system);
	}

	/** The command run on the current state, without recording (a Refusal when it would not apply). */
	#run(name: string, intent: unknown) {
		const system = this.system;
		const shell = this.shell;
		if (!system || !shell) return refuse('storage/not_found');
		return runCommand<S>(system, shell, name, intent, { random: this.random, library: this.library });
	}

	/** The system's shelf on this device (meta rows `shelf:<system>/<name>`), shared by its sessions. */
	readonly device: DeviceShelf = {
		read: async (name) => {
			const systemId = this.row?.systemId;
			if (!systemId) return undefined;
			const value = await getMeta<unknown>(`shelf:${systemId}/${name}`).catch(() => undefined);
			if (typeof value === 'string') return value;
			// Kept in localStorage before the shelf existed: moved here on the first read.
			return adoptLegacyShelf(`${systemId}/${name}`, (text) => setMeta(`shelf:${systemId}/${name}`, text));
		},
		write: async (name, text) => {
			const systemId = this.row?.systemId;
			if (!systemId) throw new StorageError('storage/not_found', this.sessionId);
			await setMeta(`shelf:${systemId}/${name}`, text);
		}
	};

	preview<K extends keyof C & string>(command: K, intent: IntentOf<C[K]>): Preview<S> | Refusal {
		const run = this.#run(command, intent);
		return isRefusal(run) ? run : { events: run.events, state: run.state.system };
	}

	dispatch<K extends keyof C & string>(
		command: K,
		intent: IntentOf<C[K]>,
		options: DispatchOptions = {}
	): Promise<Refused | null> {
		// This device's own events when the person tapped: a second tap queued behind the first
		// one's write must not be applied to the state that write made. Other phones' events merged
		// meanwhile do not make a tap stale: the table moved on, the person's tap still stands.
		const seen = this.row?.counter;
		const repeatable = this.system?.repeatable(command) ?? false;
		this.#pending++;
		return this.#serial(async () => {
			try {
				return await this.#againAfterMerge(async () => {
					const system = this.system;
					const row = this.row;
					if (!system || !row) return this.#refused(refuse('storage/not_found'), options);
					// At a shared table: a spectator records nothing, a player only its own seat's moves (seat-rule).
					const seatRefusal = mayRecord({
						role: row.share?.role ?? 'gm',
						mySeat: this.folded ? mySeat(this.folded.members, row.device) : null,
						system,
						command,
						intent,
						state: this.shell?.system
					});
					if (seatRefusal) return this.#refused(seatRefusal, options);
					if (!repeatable && seen !== undefined && row.counter !== seen) return STALE;
					const run = this.#run(command, intent);
					if (isRefusal(run)) return this.#refused(run, options);
					if (run.events.length === 0) return null;
					await this.#record(system, row, run.events, this.#joinFor(system, row, run.events));
					return null;
				});
			} catch (err) {
				return this.#fail(err, options);
			} finally {
				this.#pending--;
			}
		});
	}

	chooseReadings(choices: Record<string, Choice>, options: DispatchOptions = {}): Promise<Refused | null> {
		return (this as SessionController<S, CommandMap>).dispatch(CHOOSE_READINGS, { choices }, options);
	}

	/**
	 * Records who sits at the table — `session/tableShared { name }` when this device starts
	 * sharing, `session/playerJoined { name, seat }` when it joins as a player (core/sync members).
	 * Not a system's command: no reducer sees it and undo never names it, but it travels, journals
	 * and exports like every event.
	 */
	announce(draft: EventDraft<typeof TABLE_SHARED | typeof PLAYER_JOINED>): Promise<Refused | null> {
		return this.#recordTable(draft);
	}

	/**
	 * Records that the table has seen a conflict and lets it be (core/sync CONFLICT_DISMISSED,
	 * naming the conflict's first event): it stays in the log, no longer flagged. The fold decides
	 * whether it applies (a player dismisses only their own).
	 */
	dismissConflict(target: EventRef): Promise<Refused | null> {
		return this.#recordTable({ type: CONFLICT_DISMISSED, payload: { target: refOf(target) } });
	}

	/** Records one of the table's own events (membership, a dismissal): no reducer sees it. */
	#recordTable(draft: EventDraft): Promise<Refused | null> {
		return this.#serial(async () => {
			try {
				const system = this.system;
				const row = this.row;
				if (!system || !row) return this.#refused(refuse('storage/not_found'), { inline: true });
				if (row.share?.role === 'spectator') return this.#refused(refuse(SPECTATOR_RECORDS_NOTHING), { inline: true });
				await this.#againAfterMerge(() => this.#record(system, this.row ?? row, [draft]));
				return null;
			} catch (err) {
				return this.#fail(err, { inline: true });
			}
		});
	}

	/**
	 * The run a single repeat joins (core/events/coalesce): its first event's counter, or undefined.
	 * The head is the session's newest event, when it is this writer's newest and a command in effect.
	 */
	#joinFor(system: AnySystem, row: StampedRow, events: readonly EventDraft[]) {
		if (events.length !== 1) return undefined;
		const draft = events[0]!;
		const head = this.log[0];
		const inEffect =
			head !== undefined &&
			head.device === row.device &&
			head.counter === row.counter &&
			!isSyncControl(head.type) &&
			!!this.folded?.applied.has(commandRef(head));
		const headEvent = inEffect
			? { ...system.upgrade(head), seq: head.counter, at: head.at, group: head.run ?? head.group?.first }
			: undefined;
		return joinTarget(
			draft,
			{
				head: row.counter,
				lastSeq: row.counter,
				headEvent,
				headInRun: head?.run !== undefined,
				runSize: head?.run !== undefined ? head.counter - head.run + 1 : 1,
				now: Date.now()
			},
			system.coalesce(draft.type)
		);
	}

	/**
	 * Runs one write (it reads the row and the fold afresh each time). When the stored log grew
	 * under it with other phones' events only — the live table merged them between this page's fold
	 * and the write (storage/conflict, this device's counter unchanged) — the page reloads the
	 * merged log and the write runs again on it: a tap is never lost to a remote one. Another tab
	 * of this device writing first stays a conflict: the person acted on a screen no longer true.
	 * Past WRITE_ATTEMPTS the write is refused as `storage/table_busy` (its own words).
	 */
	async #againAfterMerge<T>(write: () => Promise<T>): Promise<T> {
		for (let attempt = 1; ; attempt++) {
			const counter = this.row?.counter;
			try {
				return await write();
			} catch (err) {
				if (!(err instanceof StorageError) || err.code !== 'storage/conflict') throw err;
				await this.load();
				this.#reloadedFor.add(err);
				if (this.status !== 'ready' || this.row?.counter !== counter) throw err;
				// Other phones only, each time: the page shows the merged log; the tap is not recorded.
				if (attempt >= WRITE_ATTEMPTS) throw new StorageError('storage/table_busy', err.detail);
			}
		}
	}

	/** Committed events copied outside IndexedDB (lib/backup) before the screen shows them saved. */
	#durable(row: StampedRow, events: readonly SyncEvent[]): Promise<void> {
		return journalling.acknowledgedIdentified(
			{ id: row.id, systemId: row.systemId, name: row.name, createdAt: row.createdAt },
			events.map(plainEvent),
			row.size
		);
	}

	#refused(r: Refusal, options: DispatchOptions): Refused {
		const text = this.explain(r);
		if (!options.inline) notices.error(text);
		return { ...r, text };
	}

	/** Records the event that takes back (undo) or puts back (redo) what this device's button names. */
	#control(type: typeof UNDONE | typeof REDONE): Promise<void> {
		return this.#serial(async () => {
			const row = this.row;
			const system = this.system;
			const folded = this.folded;
			if (!row || !system || !folded) return;
			if (row.share?.role === 'spectator') return void this.#refused(refuse(SPECTATOR_RECORDS_NOTHING), {});
			// What the button named: another phone's command merged meanwhile does not change it.
			const target = type === UNDONE ? undoTarget(folded, row.device, this.roleOf) : redoTarget(folded, row.device);
			if (!target) return;
			const names = (f: typeof folded): boolean => {
				if (type === UNDONE) return f.applied.has(target);
				const again = redoTarget(f, row.device);
				return again !== null && eventKey(again) === eventKey(target);
			};
			try {
				await this.#againAfterMerge(async () => {
					// After a reload: unless the merged events have taken it back already (or put it back).
					const now = this.folded;
					if (now !== folded && !(now && names(now))) return;
					await this.#record(system, this.row ?? row, [{ type, payload: { target } }]);
				});
			} catch (err) {
				this.#fail(err);
			}
		});
	}

	/**
	 * Takes back what the undo button names. The GM's names the table's newest command, anyone's:
	 * when another phone's command has just become it (their events merged a moment ago), the
	 * button's sentence changed under the thumb, so the tap is held back with a word instead of
	 * taking back a command the person has not read.
	 */
	undo(): Promise<void> {
		if (this.#othersUndoSince > 0 && Date.now() - this.#othersUndoSince < DOUBLE_TAP_MS) {
			// The notice names it: at large text the bar has no room for the undo's sentence.
			const names = undoNames(this, getLocale());
			if (names) notices.error(m.session_undo_just_changed(names));
			return Promise.resolve();
		}
		return this.#control(UNDONE);
	}

	/** When the undo button came to name another phone's command through a reload, else 0. */
	#othersUndoSince = 0;
	/** The command the undo button names (its key), as last seen; undefined before the first load. */
	#undoNames: string | null | undefined = undefined;

	/** Notes what undo names now: `moved` after a reload (others' events), not after this page's own write. */
	#noteUndoTarget(moved: boolean): void {
		const row = this.row;
		const target = row && this.folded ? undoTarget(this.folded, row.device, this.roleOf) : null;
		const key = target ? eventKey(target) : null;
		if (moved && this.#undoNames !== undefined && key !== this.#undoNames)
			this.#othersUndoSince = target && target.device !== row?.device ? Date.now() : 0;
		else if (!moved) this.#othersUndoSince = 0;
		this.#undoNames = key;
	}

	redo(): Promise<void> {
		return this.#control(REDONE);
	}

	/**
	 * Follows writes made elsewhere (another tab or window on this session): when the stored
	 * log has grown past what this page folded, it reloads; when the group's tables for the
	 * system's slots change, commands see the new ones. Returns the unsubscribe function.
	 */
	follow(): () => void {
		// Called from an effect: what it reads must not make the effect run again when the session
		// loads (it did, through `system`, and every open loaded and rendered twice).
		return untrack(() => this.#follow());
	}

	#follow(): () => void {
		let busy = false;
		const sub = liveQuery(() => getSession(this.sessionId)).subscribe({
			next: (row) => {
				const mine = this.row;
				// Our own write shows in the stored row before it shows here (this.row comes after the
				// journal): reading it again would only hold up the next tap behind that read.
				if (!row || !mine || busy || row.size === mine.size || row.size === this.#writingTo) return;
				busy = true;
				void this.#reloadIfMoved().finally(() => (busy = false));
			},
			error: () => undefined
		});
		this.#following = true;
		this.#left = false;
		this.#watchLibrary();
		// Loaded before the page followed it (the route's load starts it): the bridge opens now.
		if (this.row?.share && this.system) this.#openBridge(this.system, this.row.share);
		return () => {
			sub.unsubscribe();
			this.#left = true;
			void this.#closeBridge();
			this.#following = false;
			this.#librarySub?.unsubscribe();
			this.#librarySub = undefined;
		};
	}

	/** Reloads when the stored log has grown past what this page folded; queued behind our own writes, so a write of ours is never mistaken for another's. */
	#reloadIfMoved(): Promise<void> {
		return this.#serial(async () => {
			const now = await getSession(this.sessionId);
			if (now && this.row && now.size !== this.row.size) await this.load();
		});
	}

	#following = false;
	#librarySub: { unsubscribe(): void } | undefined;

	/** While following, keeps `library` in step with the Tables screen (once the system is known). */
	#watchLibrary(): void {
		const system = this.system;
		if (!this.#following || this.#librarySub || !system?.tableSlots?.length) return;
		// The query only reads Dexie (its rule); the tables are parsed outside it on each change.
		this.#librarySub = liveQuery(() =>
			db.lookupTables
				.where('slot')
				.anyOf(system.tableSlots!.map((s) => s.id))
				.toArray()
		).subscribe({
			next: () =>
				void readLibrary(system).then(
					(found) => (this.library = found),
					() => undefined
				),
			error: () => undefined
		});
	}

	/** Waits for every queued write (tests, and before leaving the page). */
	settled(): Promise<unknown> {
		return this.#queue;
	}
}
