/**
 * The pure fold of a 超人ロック session: one event in, a new state (or a Refusal with a reason)
 * out. No clocks, no randomness, no mutation. The rule arithmetic lives in rules/; each event
 * type has one handler (roster.ts, game.ts, combat.ts) that decides what the event may do in
 * the current state, and applies it.
 */
import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import type { ReduceEnv } from '$lib/systems/types';
import type { LockeEvent, LockeEventType } from '../events';
import { initialLockeState, type LockeState } from '../state';
import { combatHandlers } from './combat';
import { strikeHandlers } from './strikes';
import { gameHandlers } from './game';
import { rosterHandlers } from './roster';
import type { Handler, Handlers } from './shared';

const handlers: Handlers<LockeEventType> = { ...rosterHandlers, ...gameHandlers, ...combatHandlers, ...strikeHandlers };

export function reduceLocke(state: LockeState, draft: EventDraft, env: ReduceEnv): LockeState | Refusal {
	if (!Object.hasOwn(handlers, draft.type)) return refuse('session/unknown_event', { type: draft.type });
	const e = draft as LockeEvent;
	return (handlers[e.type] as Handler<typeof e.type>)(state, e.payload, env);
}

export { initialLockeState };
export { CHART_SLOT } from './shared';
export { roundEndOutcome } from './exchange';
