import { refuse, type Refusal } from '$lib/core/events';
import { VALUE_LIMIT, type CountersEvent } from './events';

export interface Counter {
	id: string;
	name: string;
	value: number;
	/** What reset returns to. */
	initial: number;
	min: number | null;
	max: number | null;
	/** How much one tap adds or takes away. */
	step: number;
}

export interface CountersState {
	counters: Counter[];
}

export const MAX_COUNTERS = 50;

export function initialCountersState(): CountersState {
	return { counters: [] };
}

/** Every refusal the counters rules can give; each has its text in describe.ts. */
export type CountersRefusal =
	| 'counters/below_min'
	| 'counters/above_max'
	| 'counters/at_min'
	| 'counters/at_max'
	| 'counters/duplicate_id'
	| 'counters/too_many'
	| 'counters/min_above_max'
	| 'counters/unknown_counter'
	| 'counters/total_mismatch';

type No = Refusal<CountersRefusal>;

function outOfRange(c: Pick<Counter, 'min' | 'max'>, value: number): No | null {
	if (c.min !== null && value < c.min) return refuse('counters/below_min', { min: c.min, value });
	if (c.max !== null && value > c.max) return refuse('counters/above_max', { max: c.max, value });
	return null;
}

function replace(state: CountersState, id: string, f: (c: Counter) => Counter | No): CountersState | No {
	const i = state.counters.findIndex((c) => c.id === id);
	if (i < 0) return refuse('counters/unknown_counter', { id });
	const next = f(state.counters[i]!);
	if ('refusal' in next) return next;
	const counters = state.counters.slice();
	counters[i] = next;
	return { ...state, counters };
}

/** The value after a change by `by`: it stops at the bounds (an unbounded counter at ±VALUE_LIMIT, so every value stays exact). */
export function adjusted(c: Pick<Counter, 'value' | 'min' | 'max'>, by: number): number {
	return Math.min(c.max ?? VALUE_LIMIT, Math.max(c.min ?? -VALUE_LIMIT, c.value + by));
}

/** Pure fold of one counters event. Adjustments stop at the bounds; setting outside them is refused. */
export function reduceCounters(state: CountersState, event: CountersEvent): CountersState | No {
	switch (event.type) {
		case 'counters/counterAdded': {
			const p = event.payload;
			if (state.counters.some((c) => c.id === p.id)) return refuse('counters/duplicate_id', { id: p.id });
			if (state.counters.length >= MAX_COUNTERS) return refuse('counters/too_many', { max: MAX_COUNTERS });
			if (p.min !== null && p.max !== null && p.min > p.max) return refuse('counters/min_above_max');
			const bad = outOfRange(p, p.initial);
			if (bad) return bad;
			const counter: Counter = {
				id: p.id,
				name: p.name,
				value: p.initial,
				initial: p.initial,
				min: p.min,
				max: p.max,
				step: p.step
			};
			return { ...state, counters: [...state.counters, counter] };
		}
		case 'counters/counterEdited': {
			const p = event.payload;
			if (p.min !== null && p.max !== null && p.min > p.max) return refuse('counters/min_above_max');
			return replace(
				state,
				p.id,
				(c) => outOfRange(p, c.value) ?? { ...c, name: p.name, min: p.min, max: p.max, step: p.step }
			);
		}
		case 'counters/counterAdjusted':
			return replace(state, event.payload.id, (c) => {
				const value = adjusted(c, event.payload.by);
				if (value === c.value)
					return refuse(event.payload.by < 0 ? 'counters/at_min' : 'counters/at_max', { name: c.name });
				// A recorded total (another device's event, an edited file) must be what the rules give.
				if (event.payload.to !== undefined && event.payload.to !== value)
					return refuse('counters/total_mismatch', { to: event.payload.to, value });
				return { ...c, value };
			});
		case 'counters/counterSet':
			return replace(
				state,
				event.payload.id,
				(c) => outOfRange(c, event.payload.value) ?? { ...c, value: event.payload.value }
			);
		case 'counters/counterReset':
			// An edit may have moved the bounds past the initial value: then reset is refused like set.
			return replace(state, event.payload.id, (c) => outOfRange(c, c.initial) ?? { ...c, value: c.initial });
		case 'counters/counterRemoved': {
			if (!state.counters.some((c) => c.id === event.payload.id))
				return refuse('counters/unknown_counter', { id: event.payload.id });
			return { ...state, counters: state.counters.filter((c) => c.id !== event.payload.id) };
		}
	}
}
