import { defineSystem } from '../define';
import { countersInfo } from './info';
import { countersCommands } from './commands';
import { countersCoalesce, countersDescribe, countersRefusals } from './describe';
import { countersEvents } from './events';
import { initialCountersState, reduceCounters } from './reducer';
import { countersBoard } from './seats';

/** Counters: named numbers with optional bounds — life totals, tokens, anything at any table. */
export const counters = defineSystem({
	...countersInfo,
	stateVersion: 1,
	initialState: initialCountersState,
	events: countersEvents,
	reduce: reduceCounters,
	commands: countersCommands,
	describe: countersDescribe,
	refusals: countersRefusals,
	repeatable: ['adjust'],
	coalesce: countersCoalesce,
	board: countersBoard,
	screen: () => import('./ui/CountersScreen.svelte')
});

export type { CountersState } from './reducer';
export type { CountersCommands } from './commands';
