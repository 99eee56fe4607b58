import type { SessionView } from '$lib/systems/types';
import type { MtgTrpgCommands } from '../commands';
import type { MtgState } from '../state';

export type Session = SessionView<MtgState, MtgTrpgCommands>;

/** A probability as a percentage with one decimal ("94.1%"); exact 0 and 1 without decimals. */
export function pct(p: number): string {
	if (p <= 0) return '0%';
	if (p >= 1) return '100%';
	return `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
}
