import { defineSystem } from '../define';
import { lockeInfo } from './info';
import { lockeCommands, lockeDescribe, lockeRefusals } from './contract';
import { lockeEvents } from './events';
import { lockeTableSlots } from './data/slots';
import { initialLockeState, reduceLocke } from './reducer';

/** 超人ロック (Locke the Superman) board game: the table's arithmetic, lookups and bookkeeping. */
export const locke = defineSystem({
	...lockeInfo,
	stateVersion: 1,
	initialState: initialLockeState,
	events: lockeEvents,
	reduce: reduceLocke,
	commands: lockeCommands,
	describe: lockeDescribe,
	refusals: lockeRefusals,
	screen: () => import('./ui/LockeScreen.svelte'),
	reference: () => import('./reference/LockeReference.svelte'),
	tableSlots: lockeTableSlots
});

export type { LockeState } from './state';
