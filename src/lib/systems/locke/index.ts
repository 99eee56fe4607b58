import type { SystemDefinition } from '../types';
import { lockeInfo } from './info';
import { describeLocke, explainLockeRefusal } from './describe';
import { lockeEvents } from './events';
import { lockeTableSlots } from './data/slots';
import { initialLockeState, reduceLocke } from './reducer';
import type { LockeState } from './state';

/** 超人ロック (Locke the Superman) board game: the table's arithmetic, lookups and bookkeeping. */
export const locke: SystemDefinition<LockeState> = {
	...lockeInfo,
	initialState: initialLockeState,
	events: lockeEvents,
	reduce: reduceLocke,
	describe: describeLocke,
	explainRefusal: explainLockeRefusal,
	screen: () => import('./ui/LockeScreen.svelte'),
	reference: () => import('./reference/LockeReference.svelte'),
	tableSlots: lockeTableSlots
};

export type { LockeState } from './state';
