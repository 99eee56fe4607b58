/**
 * Builders for Counters event drafts and states, shared by the reducer, storage and import
 * tests. Every builder returns plain data that passes the Counters payload schemas unless the
 * caller overrides a field on purpose.
 */
import type { EventDraft, Reducer } from '$lib/core/events';
import { counters } from '$lib/systems/counters';
import type { CountersEvent } from '$lib/systems/counters/events';
import type { Counter, CountersState } from '$lib/systems/counters/reducer';

type Payload<T extends CountersEvent['type']> = Extract<CountersEvent, { type: T }>['payload'];

export type CounterSpec = Partial<Omit<Payload<'counters/counterAdded'>, 'id'>>;

export function added(
	id: string,
	spec: CounterSpec = {}
): EventDraft<'counters/counterAdded', Payload<'counters/counterAdded'>> {
	return {
		type: 'counters/counterAdded',
		payload: {
			id,
			name: spec.name ?? nameOf(id),
			initial: spec.initial ?? 0,
			min: spec.min ?? null,
			max: spec.max ?? null,
			step: spec.step ?? 1
		}
	};
}

export function edited(
	id: string,
	spec: Partial<Omit<Payload<'counters/counterEdited'>, 'id'>> = {}
): EventDraft<'counters/counterEdited', Payload<'counters/counterEdited'>> {
	return {
		type: 'counters/counterEdited',
		payload: { id, name: spec.name ?? nameOf(id), min: spec.min ?? null, max: spec.max ?? null, step: spec.step ?? 1 }
	};
}

export function adjusted(
	id: string,
	by: number,
	name = nameOf(id)
): EventDraft<'counters/counterAdjusted', Payload<'counters/counterAdjusted'>> {
	return { type: 'counters/counterAdjusted', payload: { id, name, by } };
}

export function setTo(
	id: string,
	value: number,
	name = nameOf(id)
): EventDraft<'counters/counterSet', Payload<'counters/counterSet'>> {
	return { type: 'counters/counterSet', payload: { id, name, value } };
}

export function reset(
	id: string,
	name = nameOf(id)
): EventDraft<'counters/counterReset', Payload<'counters/counterReset'>> {
	return { type: 'counters/counterReset', payload: { id, name } };
}

export function removed(
	id: string,
	name = nameOf(id)
): EventDraft<'counters/counterRemoved', Payload<'counters/counterRemoved'>> {
	return { type: 'counters/counterRemoved', payload: { id, name } };
}

/** A counter as the reducer stores it, for writing expected states by hand. */
export function counter(id: string, spec: Partial<Omit<Counter, 'id'>> = {}): Counter {
	const initial = spec.initial ?? spec.value ?? 0;
	return {
		id,
		name: spec.name ?? nameOf(id),
		value: spec.value ?? initial,
		initial,
		min: spec.min ?? null,
		max: spec.max ?? null,
		step: spec.step ?? 1
	};
}

export function stateOf(...counters: Counter[]): CountersState {
	return { counters };
}

/** 'life' → 'Life'. */
function nameOf(id: string): string {
	return id.charAt(0).toUpperCase() + id.slice(1);
}

/** The counters fold as storage and import use it: any stored event, through the system's reducer. */
export const foldCounters: Reducer<CountersState> = (state, event) =>
	counters.reduce(state, event, { tables: { byHash: {}, current: {} }, readings: {} });
