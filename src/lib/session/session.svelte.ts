import { getLocale } from '$lib/paraglide/runtime';
import { isRefusal, joinTarget, refuse, type LoggedEvent, type Refusal } from '$lib/core/events';
import type { Choice } from '$lib/core/readings';
import { cryptoRng, type Rng } from '$lib/core/dice/random';
import type { Table } from '$lib/core/tables';
// From the modules, not the barrel: the barrel would bring the export/import writer along.
import { liveQuery } from '$lib/db/live';
import { db } from '$lib/db/db';
import { StorageError } from '$lib/db/errors';
import { appendEvents, openSession, recentEvents, redo as redoInDb, undo as undoInDb } from '$lib/db/events';
import { getSession } from '$lib/db/sessions';
import { getMeta, setMeta } from '$lib/db/meta';
import type { SessionRow } from '$lib/db/schema';
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
import { storageErrorText } from '$lib/ui/storage-text';
import { backups } from '$lib/backup/backup.svelte';
import {
	CHOOSE_READINGS,
	foldEvent,
	initialSessionState,
	readingsOf,
	runCommand,
	tablesInUse,
	type SessionState
} from './apply';
import { explainRefusal } from './explain';
import { adoptLegacyShelf } from './legacy-shelf';

/** A second tap made on a log position the game has moved past: refused without a word. */
const STALE: Refused = Object.freeze({ refusal: 'session/stale', text: '', quiet: true });

/** How many recent states are kept in memory so undo is instant without touching the disk. */
const STATE_CACHE = 64;
/** How many log entries the log view keeps loaded. */
const LOG_WINDOW = 300;

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
 * recording.
 */
export class SessionController<S = unknown, C extends CommandMap = CommandMap> implements SessionView<S, C> {
	readonly sessionId: string;
	status = $state<'loading' | 'ready' | 'missing' | 'error'>('loading');
	row = $state.raw<SessionRow | null>(null);
	/** The shell's state: the system's state and the tables the session adopted. */
	shell = $state.raw<SessionState<S> | undefined>(undefined);
	/** The system's state, what screens show. */
	state = $derived(this.shell?.system as S);
	/** Recent events, newest first. */
	log = $state.raw<LoggedEvent[]>([]);
	system: AnySystem | undefined = $state.raw(undefined);
	/** The group's library tables for the system's slots, kept fresh while `follow` runs. */
	library = $state.raw<Readonly<Record<string, Table | null>>>({});
	/** The table each slot uses now: the library's, else the one the session adopted last. */
	tables = $derived(this.system && this.shell ? tablesInUse(this.system, this.shell, this.library) : {});
	canUndo = $derived((this.row?.head ?? 0) > 0);
	canRedo = $derived((this.row?.redo.length ?? 0) > 0);
	/** The reading in force for each of the system's open points. */
	readings = $derived(this.system && this.shell ? readingsOf(this.system, this.shell) : {});
	/** Writes on their way: from a tap until its events are recorded. */
	#pending = $state(0);
	busy = $derived(this.#pending > 0);

	adoptedTable(hash: string): Table | null {
		return this.shell?.tables.byHash[hash]?.table ?? null;
	}

	/** The random source commands draw from: crypto in the app, seeded in tests. */
	readonly random: Rng;
	#queue: Promise<unknown> = Promise.resolve();
	// A cache read by methods, never rendered: a plain Map on purpose (no reactivity needed).
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	#states = new Map<number, SessionState<S>>();

	constructor(sessionId: string, { random = cryptoRng }: { random?: Rng } = {}) {
		this.sessionId = sessionId;
		this.random = random;
	}

	#open(system: AnySystem) {
		return openSession<SessionState<S>>(
			this.sessionId,
			(s, e) => foldEvent(system, s, e),
			() => initialSessionState(system),
			{
				stateVersion: system.stateVersion
			}
		);
	}

	async load(): Promise<void> {
		try {
			const row = await getSession(this.sessionId);
			const system = row ? await loadSystem(row.systemId) : undefined;
			if (!row || !system) {
				this.status = 'missing';
				return;
			}
			this.system = system;
			// The screen's code loads while the log is read and folded, not after (the route asks for
			// the same module then; a failed load is the route's to show).
			void system.screen().catch(() => undefined);
			const opened = await this.#open(system);
			this.#states.clear();
			this.#remember(opened.row.head, opened.state);
			this.library = await readLibrary(system).catch(() => ({}));
			this.row = opened.row;
			this.shell = opened.state;
			this.log = await recentEvents(this.sessionId, LOG_WINDOW);
			this.status = 'ready';
			this.#watchLibrary();
		} catch (err) {
			this.status = 'error';
			notices.error(storageErrorText(err));
		}
	}

	/** Runs writes one after another: quick taps must not race for the same head. */
	#serial<T>(work: () => Promise<T>): Promise<T> {
		const next = this.#queue.then(work, work);
		this.#queue = next.catch(() => undefined);
		return next;
	}

	#remember(head: number, state: SessionState<S>): void {
		this.#states.delete(head);
		this.#states.set(head, state);
		if (this.#states.size > STATE_CACHE) {
			const oldest = this.#states.keys().next().value;
			if (oldest !== undefined) this.#states.delete(oldest);
		}
	}

	#pushLog(...events: LoggedEvent[]): void {
		this.log = [...events.reverse(), ...this.log].slice(0, LOG_WINDOW);
	}

	#fail(err: unknown, options: DispatchOptions = {}): Refused {
		if (err instanceof StorageError && err.code === 'storage/conflict') {
			// Another tab wrote first: reload from the log so we act on what is really there.
			void this.load();
		}
		const text = storageErrorText(err);
		// A full device: the notice names what takes the space and offers to free some.
		if (err instanceof StorageError && err.code === 'storage/quota') void backups.full('database');
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
		// The log position the person saw when they tapped: a second tap queued behind the first
		// one's write must not be applied to the state that write made.
		const seen = this.row?.lastSeq;
		const repeatable = this.system?.repeatable(command) ?? false;
		this.#pending++;
		return this.#serial(async () => {
			try {
				const system = this.system;
				const row = this.row;
				if (!system || !row) return this.#refused(refuse('storage/not_found'), options);
				if (!repeatable && seen !== undefined && row.lastSeq !== seen) return STALE;
				const run = this.#run(command, intent);
				if (isRefusal(run)) return this.#refused(run, options);
				if (run.events.length === 0) return null;
				const join = this.#joinFor(system, row, run.events);
				const { events, cursor } = await appendEvents(this.sessionId, run.events, {
					expectedHead: row.head,
					stateAfter: run.state,
					stateVersion: system.stateVersion,
					join
				});
				await this.#durable(row, events);
				const last = events[events.length - 1]!;
				if (last.group !== undefined && last.group === join) this.#runs.add(join);
				this.row = { ...row, ...cursor, lastSeq: last.seq, updatedAt: last.at };
				this.shell = run.state;
				this.#remember(cursor.head, run.state);
				this.#pushLog(...events);
				// The action went through: an error notice about an earlier one would now mislead.
				notices.clearErrors();
				return null;
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

	/** Group starts of runs this page joined (a head inside one may be joined again). */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- read by methods only, never rendered
	#runs = new Set<number>();

	/** The run a single repeat joins (core/events/coalesce), or undefined. */
	#joinFor(system: AnySystem, row: SessionRow, events: readonly { type: string; payload: unknown }[]) {
		if (events.length !== 1) return undefined;
		const draft = events[0]!;
		const stored = this.log[0];
		const headEvent = stored && stored.seq === row.head ? { ...stored, ...system.upgrade(stored) } : undefined;
		return joinTarget(
			draft,
			{
				head: row.head,
				lastSeq: row.lastSeq,
				headEvent,
				headInRun: headEvent?.group !== undefined && this.#runs.has(headEvent.group),
				now: Date.now()
			},
			system.coalesce(draft.type)
		);
	}

	/** Committed events copied outside IndexedDB (lib/backup) before the screen shows them saved. */
	#durable(row: SessionRow, events: LoggedEvent[]): Promise<void> {
		return backups.acknowledged(
			{ id: row.id, systemId: row.systemId, name: row.name, createdAt: row.createdAt },
			events
		);
	}

	#refused(r: Refusal, options: DispatchOptions): Refused {
		const text = this.explain(r);
		if (!options.inline) notices.error(text);
		return { ...r, text };
	}

	undo(): Promise<void> {
		return this.#serial(async () => {
			const row = this.row;
			const system = this.system;
			if (!row || !system || row.head === 0) return;
			try {
				const { event, cursor } = await undoInDb(this.sessionId, row.head);
				await this.#durable(row, [event]);
				notices.clearErrors();
				const cached = this.#states.get(cursor.head);
				this.row = { ...row, ...cursor, lastSeq: event.seq, updatedAt: event.at };
				this.#pushLog(event);
				if (cached !== undefined) {
					this.shell = cached;
				} else {
					const opened = await this.#open(system);
					this.shell = opened.state;
					this.#remember(cursor.head, opened.state);
				}
			} catch (err) {
				this.#fail(err);
			}
		});
	}

	redo(): Promise<void> {
		return this.#serial(async () => {
			const row = this.row;
			const system = this.system;
			const shell = this.shell;
			if (!row || !system || !shell || row.redo.length === 0) return;
			try {
				const { event, cursor, group } = await redoInDb(this.sessionId, row.head);
				await this.#durable(row, [event]);
				notices.clearErrors();
				this.row = { ...row, ...cursor, lastSeq: event.seq, updatedAt: event.at };
				this.#pushLog(event);
				let next: SessionState<S> | Refusal = this.#states.get(cursor.head) ?? shell;
				if (!this.#states.has(cursor.head)) {
					for (const e of group) if (!isRefusal(next)) next = foldEvent(system, next, e);
				}
				// A refusal cannot happen for a pure reducer; fold from the log to be safe.
				this.shell = isRefusal(next) ? (await this.#open(system)).state : next;
				this.#remember(cursor.head, this.shell);
			} catch (err) {
				this.#fail(err);
			}
		});
	}

	/**
	 * Follows writes made elsewhere (another tab or window on this session): when the stored
	 * log has moved past what this page folded, it reloads; when the group's tables for the
	 * system's slots change, commands see the new ones. Returns the unsubscribe function.
	 */
	follow(): () => void {
		let busy = false;
		const sub = liveQuery(() => getSession(this.sessionId)).subscribe({
			next: (row) => {
				const mine = this.row;
				if (!row || !mine || busy || row.lastSeq === mine.lastSeq) return;
				busy = true;
				// Queued behind our own writes, so a write of ours is never mistaken for another tab's.
				void this.#serial(async () => {
					const now = await getSession(this.sessionId);
					if (now && this.row && now.lastSeq !== this.row.lastSeq) await this.load();
				}).finally(() => (busy = false));
			},
			error: () => undefined
		});
		this.#following = true;
		this.#watchLibrary();
		return () => {
			sub.unsubscribe();
			this.#following = false;
			this.#librarySub?.unsubscribe();
			this.#librarySub = undefined;
		};
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
