/**
 * A reactive session for component tests: the real command → applyDraft path of the app's
 * session (src/lib/session/apply.ts), without storage. Every dispatched command's events are
 * kept in `groups` (one entry per command) and `events` (all, in order); refusals come back as
 * values and record nothing. Randomness is a scripted or seeded source, never crypto.
 */
import { isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import type { Rng } from '$lib/core/dice';
import type { Table } from '$lib/core/tables';
import type { Choice } from '$lib/core/readings';
import {
	CHOOSE_READINGS,
	initialSessionState,
	readingsOf,
	runCommand,
	tablesInUse,
	type SessionState
} from '$lib/session/apply';
import { explainRefusal } from '$lib/session/explain';
import { getLocale } from '$lib/paraglide/runtime';
import type {
	CommandMap,
	DeviceShelf,
	DispatchOptions,
	IntentOf,
	Preview,
	Refused,
	SessionView,
	SystemDefinition
} from '$lib/systems/types';
import { mulberry32 } from './seeded';

/** A small seeded generator (mulberry32), for tests that need many draws. */
export const seededRandom: (seed: number) => Rng = mulberry32;

export interface TestSessionOptions<S> {
	/** The system state to start from (default: the system's initial state). */
	state?: S;
	random?: Rng;
	/** Library tables per slot id, as the shell would load them. */
	library?: Record<string, Table | null>;
	/**
	 * Milliseconds a write takes (default 0: a dispatch records at once). With a latency, a second
	 * tap that arrives before the first one's write lands is refused quietly, as in the app.
	 */
	latency?: number;
	/** The readings the group has chosen (open point id → choice), as recorded before the test starts. */
	readings?: Record<string, Choice>;
}

export class TestSession<S, C extends CommandMap> implements SessionView<S, C> {
	readonly sessionId = 'test-session';
	shell = $state.raw<SessionState<S>>(undefined as unknown as SessionState<S>);
	state = $derived(this.shell.system);
	/** Every recorded event, oldest first. */
	events: EventDraft[] = [];
	/** The events of each dispatched command, one entry per command. */
	groups: EventDraft[][] = [];
	/** Every command sent, refused or not. */
	sent: { command: string; intent: unknown }[] = [];
	random: Rng;
	library: Record<string, Table | null>;
	/** Refusal sentences the app would have shown as notices (not inline), oldest first. */
	noticed: string[] = [];
	#latency: number;
	#pending = $state(0);
	get busy(): boolean {
		return this.#pending > 0;
	}
	get readings() {
		return readingsOf(this.system, this.shell);
	}

	constructor(
		readonly system: SystemDefinition<S, C>,
		options: TestSessionOptions<S> = {}
	) {
		const start = initialSessionState(system);
		this.shell = {
			...start,
			system: options.state === undefined ? start.system : options.state,
			readings: options.readings ?? start.readings
		};
		this.random = options.random ?? seededRandom(1);
		this.library = options.library ?? {};
		this.#latency = options.latency ?? 0;
	}

	/** The device shelf, in memory: `shelf` holds what was written (a test may fill it first). */
	shelf: Record<string, string> = {};
	readonly device: DeviceShelf = {
		read: async (name) => this.shelf[name],
		write: async (name, text) => void (this.shelf[name] = text)
	};

	get tables(): Record<string, Table | null> {
		return tablesInUse(this.system, this.shell, this.library);
	}

	adoptedTable(hash: string): Table | null {
		return this.shell.tables.byHash[hash]?.table ?? null;
	}

	preview<K extends keyof C & string>(command: K, intent: IntentOf<C[K]>): Preview<S> | Refusal {
		const run = runCommand(this.system, this.shell, command, intent, { random: this.random, library: this.library });
		return isRefusal(run) ? run : { events: run.events, state: run.state.system };
	}

	explain(refusal: Refusal): string {
		return explainRefusal(refusal, this.system, getLocale(), this.shell.system);
	}

	async dispatch<K extends keyof C & string>(
		command: K,
		intent: IntentOf<C[K]>,
		options: DispatchOptions = {}
	): Promise<Refused | null> {
		this.sent.push({ command, intent });
		const seen = this.events.length;
		if (this.#latency > 0) {
			this.#pending++;
			await new Promise((r) => setTimeout(r, this.#latency));
			this.#pending--;
			if (!this.system.repeatable(command) && this.events.length !== seen)
				return { refusal: 'session/stale', text: '', quiet: true };
		}
		const run = runCommand(this.system, this.shell, command, intent, { random: this.random, library: this.library });
		if (isRefusal(run)) {
			const text = this.explain(run);
			if (!options.inline) this.noticed.push(text);
			return { ...run, text };
		}
		if (run.events.length > 0) {
			this.groups.push(run.events);
			this.events.push(...run.events);
		}
		this.shell = run.state;
		return null;
	}

	chooseReadings(choices: Record<string, Choice>, options?: DispatchOptions): Promise<Refused | null> {
		return (this as TestSession<S, CommandMap>).dispatch(CHOOSE_READINGS, { choices }, options);
	}
}
