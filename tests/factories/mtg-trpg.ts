/**
 * Test helpers for 「MTGでTRPG」: the reducer's env under given readings, and a stored log folded
 * the way the app reads it.
 */
import { isRefusal, type EventDraft } from '$lib/core/events';
import type { Readings } from '$lib/core/readings';
import { foldEvent, initialSessionState, parseDraft, type SessionState } from '$lib/session/apply';
import type { ReduceEnv } from '$lib/systems/types';
import { mtgTrpg } from '$lib/systems/mtg-trpg';
import type { MtgState } from '$lib/systems/mtg-trpg/state';

/** The reducer's env: no tables; the readings in force (none named: every point's default). */
export const envWith = (readings: Readings = {}): ReduceEnv => ({ tables: { byHash: {}, current: {} }, readings });

/**
 * A log folded event by event the way the app reads a stored session (upgrade, parse, fold): the
 * session state; a refusal throws, naming the event and why.
 */
export function foldLog(events: readonly EventDraft[]): SessionState<MtgState> {
	let state = initialSessionState(mtgTrpg);
	for (const [i, e] of events.entries()) {
		const parsed = parseDraft(mtgTrpg, e);
		if (isRefusal(parsed)) throw new Error(`${i} ${e.type}: ${parsed.refusal} ${JSON.stringify(parsed.params)}`);
		const next = foldEvent(mtgTrpg, state, parsed);
		if (isRefusal(next)) throw new Error(`${i} ${e.type}: ${next.refusal}`);
		state = next;
	}
	return state;
}
