import type { AnySystem } from './types';
import { counters } from './counters';

/** Every game system the app offers, one line each. */
export const systems: readonly AnySystem[] = [counters];

export function getSystem(id: string): AnySystem | undefined {
	return systems.find((s) => s.id === id);
}
