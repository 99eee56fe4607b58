/**
 * A bench session made the way the app makes one: each step is a system command run by the
 * shell's own `runCommand` (the command decides, every event it returns is parsed and folded), so
 * the log holds only events the app would record. The random source is seeded: the same log
 * every run. `importLog` brings it in through the app's import (import-log.ts).
 */
import { isRefusal, type EventDraft } from '$lib/core/events';
import { initialSessionState, runCommand, type SessionState } from '$lib/session/apply';
import { importCommands } from './import-log';
import type { SystemDefinition } from '$lib/systems/types';
import { mulberry32 } from '../../tests/factories/seeded';

/** The tests' seeded source (mulberry32): the same draws every run. */
const seededRng = mulberry32;

/** One command's events: a command that records several is one step of undo (`group`). */
type Recorded = EventDraft[];

export class CommandLog<S> {
	readonly recorded: Recorded[] = [];
	#shell: SessionState<S>;
	readonly #system: SystemDefinition<S>;
	readonly #random: () => number;

	constructor(system: SystemDefinition<S>, seed: number) {
		this.#system = system;
		this.#shell = initialSessionState(system);
		this.#random = seededRng(seed);
	}

	get state(): S {
		return this.#shell.system;
	}

	get shell(): SessionState<S> {
		return this.#shell;
	}

	get events(): number {
		return this.recorded.reduce((n, r) => n + r.length, 0);
	}

	/** A step the story needs: a refusal is a mistake in the bench's script. */
	run(command: string, intent: unknown): void {
		const r = runCommand(this.#system, this.#shell, command, intent, { random: this.#random, library: {} });
		if (isRefusal(r)) throw new Error(`bench log: ${command} refused (${r.refusal})`);
		this.#keep(r.events, r.state);
	}

	/** A step that may be refused (a supply used up, a card not there): false, nothing recorded. */
	attempt(command: string, intent: unknown): boolean {
		const r = runCommand(this.#system, this.#shell, command, intent, { random: this.#random, library: {} });
		if (isRefusal(r)) return false;
		this.#keep(r.events, r.state);
		return true;
	}

	#keep(events: EventDraft[], state: SessionState<S>) {
		if (events.length) this.recorded.push(events);
		this.#shell = state;
	}

	/** The events a command would record now (nothing recorded): e.g. the cards an app draw would take. */
	preview(command: string, intent: unknown): EventDraft[] {
		const r = runCommand(this.#system, this.#shell, command, intent, { random: this.#random, library: {} });
		if (isRefusal(r)) throw new Error(`bench log: ${command} refused (${r.refusal})`);
		return r.events;
	}

	/** A random whole number in [min, max], from the log's own seeded source. */
	int(min: number, max: number): number {
		return min + Math.floor(this.#random() * (max - min + 1));
	}

	/** True `p` of the time. */
	chance(p: number): boolean {
		return this.#random() < p;
	}
}

/** The log imported through the app's import (bench/page/import-log.ts): { id, events }. */
export function importLog<S>(systemId: string, name: string, log: CommandLog<S>) {
	return importCommands(systemId, name, log.recorded);
}
