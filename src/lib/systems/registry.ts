import type { AnySystem, SystemInfo } from './types';
import { countersInfo } from './counters/info';
import { lockeInfo } from './locke/info';
import { gloomhavenInfo } from './gloomhaven/info';
import { gkInfo } from './gk/info';
import { mtgTrpgInfo } from './mtg-trpg/info';
import { pgtInfo } from './pgt/info';

export interface SystemEntry extends SystemInfo {
	/** The whole definition (reducer, schemas, screens), loaded when first needed. */
	load: () => Promise<AnySystem>;
}

/**
 * Every game system the app offers, one entry each. Only names are loaded up front, so the
 * session list stays small however many systems there are.
 */
export const systems: readonly SystemEntry[] = [
	{ ...countersInfo, load: () => import('./counters').then((m) => m.counters) },
	{ ...lockeInfo, load: () => import('./locke').then((m) => m.locke) },
	{ ...gkInfo, load: () => import('./gk').then((m) => m.gk) },
	{ ...pgtInfo, load: () => import('./pgt').then((m) => m.pgt) },
	{ ...gloomhavenInfo, load: () => import('./gloomhaven').then((m) => m.gloomhaven) },
	{ ...mtgTrpgInfo, load: () => import('./mtg-trpg').then((m) => m.mtgTrpg) }
];

export function systemInfo(id: string): SystemEntry | undefined {
	return systems.find((s) => s.id === id);
}

export async function loadSystem(id: string): Promise<AnySystem | undefined> {
	return systemInfo(id)?.load();
}

/** All definitions, e.g. to check an import file or list every table slot. */
export async function loadSystems(): Promise<AnySystem[]> {
	return Promise.all(systems.map((s) => s.load()));
}
