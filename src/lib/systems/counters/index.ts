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
	// A tap made apart on a total that moved is entered again as the same change on today's total.
	reenter: {
		'counters/counterAdjusted': (p) => ({ command: 'adjust', intent: { id: p.id, by: p.by } }),
		'counters/counterSet': (p) => ({ command: 'set', intent: { id: p.id, value: p.value } }),
		'counters/counterReset': (p) => ({ command: 'reset', intent: { id: p.id } })
	},
	board: countersBoard,
	screen: () => import('./ui/CountersScreen.svelte')
});

export type { CountersState } from './reducer';
export type { CountersCommands } from './commands';
