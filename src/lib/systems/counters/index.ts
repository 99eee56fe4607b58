import { m } from '$lib/paraglide/messages.js';
import type { SystemDefinition } from '../types';
import { describeCounters, explainCountersRefusal } from './describe';
import { countersEvents } from './events';
import { initialCountersState, reduceCounters, type CountersState } from './reducer';

/** Counters: named numbers with optional bounds — life totals, tokens, anything at any table. */
export const counters: SystemDefinition<CountersState> = {
	id: 'counters',
	names: { ja: m.counters_name({}, { locale: 'ja' }), en: m.counters_name({}, { locale: 'en' }) },
	blurb: { ja: m.counters_blurb({}, { locale: 'ja' }), en: m.counters_blurb({}, { locale: 'en' }) },
	initialState: initialCountersState,
	events: countersEvents,
	reduce: reduceCounters,
	describe: describeCounters,
	explainRefusal: explainCountersRefusal,
	screen: () => import('./ui/CountersScreen.svelte')
};

export type { CountersState, Counter } from './reducer';
