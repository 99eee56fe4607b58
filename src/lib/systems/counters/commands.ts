import { refuse, type Refusal } from '$lib/core/events';
import type { CountersDraft } from './events';
import { adjusted, type Counter, type CountersRefusal, type CountersState } from './reducer';

/*
 * What a person does to the counters, as intents. Each command returns the one event it
 * records; the reducer then checks the bounds, so a command never repeats a rule.
 */

type Result = CountersDraft[] | Refusal<CountersRefusal>;

/** A counter's editable fields, as the form gives them. */
export interface CounterFields {
	name: string;
	min: number | null;
	max: number | null;
	step: number;
}

/** A free id `c<n>` (from the count of counters up): derived from the state, so a command stays pure and a preview equals the record. */
export function nextCounterId(state: CountersState): string {
	const used = new Set(state.counters.map((c) => c.id));
	let n = state.counters.length + 1;
	while (used.has(`c${n}`)) n++;
	return `c${n}`;
}

function withCounter(state: CountersState, id: string, f: (c: Counter) => CountersDraft): Result {
	const c = state.counters.find((x) => x.id === id);
	return c ? [f(c)] : refuse('counters/unknown_counter', { id });
}

/** `{ id, name }` as the events carry it: the name at the time, so the log reads well after a rename. */
const ref = (c: Counter) => ({ id: c.id, name: c.name });

export const countersCommands = {
	add: (state: CountersState, intent: CounterFields & { initial: number }): Result => [
		{ type: 'counters/counterAdded', payload: { id: nextCounterId(state), ...intent } }
	],
	edit: (state: CountersState, intent: CounterFields & { id: string }): Result =>
		withCounter(state, intent.id, () => ({ type: 'counters/counterEdited', payload: intent })),
	/** ±n: relative, so a quick second tap adds to the first (the system lists it as repeatable). */
	adjust: (state: CountersState, intent: { id: string; by: number }): Result =>
		withCounter(state, intent.id, (c) => ({
			type: 'counters/counterAdjusted',
			payload: { ...ref(c), by: intent.by, to: adjusted(c, intent.by) }
		})),
	set: (state: CountersState, intent: { id: string; value: number }): Result =>
		withCounter(state, intent.id, (c) => ({
			type: 'counters/counterSet',
			payload: { ...ref(c), value: intent.value }
		})),
	reset: (state: CountersState, intent: { id: string }): Result =>
		withCounter(state, intent.id, (c) => ({ type: 'counters/counterReset', payload: ref(c) })),
	remove: (state: CountersState, intent: { id: string }): Result =>
		withCounter(state, intent.id, (c) => ({ type: 'counters/counterRemoved', payload: ref(c) }))
};

export type CountersCommands = typeof countersCommands;
