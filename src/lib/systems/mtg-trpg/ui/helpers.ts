import type { Refusal } from '$lib/core/events';
import { getLocale } from '$lib/paraglide/runtime';
import type { SessionView } from '$lib/systems/types';
import type { MtgTrpgCommands } from '../commands';
import { mtgTrpgRefusals } from '../describe';
import type { MtgState } from '../state';

export type Session = SessionView<MtgState, MtgTrpgCommands>;

/** A refusal's text in the user's language (shown beside the field that caused it). */
export function refusalText(r: Refusal): string {
	const f = (mtgTrpgRefusals as Record<string, ((p: object, l: 'ja' | 'en') => string) | undefined>)[r.refusal];
	return f ? f(r.params ?? {}, getLocale()) : r.refusal;
}

/** A probability as a percentage with one decimal ("94.1%"); exact 0 and 1 without decimals. */
export function pct(p: number): string {
	if (p <= 0) return '0%';
	if (p >= 1) return '100%';
	return `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
}
