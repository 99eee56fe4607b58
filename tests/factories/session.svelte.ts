/**
 * A reactive session for component tests: the real command → applyDraft path of the app's
 * session (src/lib/session/apply.ts), without storage. Every dispatched command's events are
 * kept in `groups` (one entry per command) and `events` (all, in order); refusals come back as
 * values and record nothing. Randomness is a scripted or seeded source, never crypto.
 */
import { isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import type { Rng } from '$lib/core/dice';
import type { Table } from '$lib/core/tables';
import { initialSessionState, runCommand, tablesInUse, type SessionState } from '$lib/session/apply';
import type { CommandMap, DeviceShelf, IntentOf, Preview, SessionView, SystemDefinition } from '$lib/systems/types';

/** A small seeded generator (mulberry32), for tests that need many draws. */
export function seededRandom(seed: number): Rng {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

export interface TestSessionOptions<S> {
	/** The system state to start from (default: the system's initial state). */
	state?: S;
	random?: Rng;
	/** Library tables per slot id, as the shell would load them. */
	library?: Record<string, Table | null>;
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

	constructor(
		readonly system: SystemDefinition<S, C>,
		options: TestSessionOptions<S> = {}
	) {
		const start = initialSessionState(system);
		this.shell = options.state === undefined ? start : { ...start, system: options.state };
		this.random = options.random ?? seededRandom(1);
		this.library = options.library ?? {};
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

	async dispatch<K extends keyof C & string>(command: K, intent: IntentOf<C[K]>): Promise<Refusal | null> {
		this.sent.push({ command, intent });
		const run = runCommand(this.system, this.shell, command, intent, { random: this.random, library: this.library });
		if (isRefusal(run)) return run;
		if (run.events.length > 0) {
			this.groups.push(run.events);
			this.events.push(...run.events);
		}
		this.shell = run.state;
		return null;
	}
}
