import type { SystemDefinition } from '../types';
import { countersInfo } from './info';
import { describeCounters, explainCountersRefusal } from './describe';
import { countersEvents } from './events';
import { initialCountersState, reduceCounters, type CountersState } from './reducer';

/** Counters: named numbers with optional bounds — life totals, tokens, anything at any table. */
export const counters: SystemDefinition<CountersState> = {
	...countersInfo,
	initialState: initialCountersState,
	events: countersEvents,
	reduce: reduceCounters,
	describe: describeCounters,
	explainRefusal: explainCountersRefusal,
	screen: () => import('./ui/CountersScreen.svelte')
};

export type { CountersState, Counter } from './reducer';
