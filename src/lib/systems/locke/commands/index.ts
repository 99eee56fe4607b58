/**
 * Locke's commands: what a screen can ask for. Each is pure — `(state, intent, ctx)` → the
 * events to record, or a Refusal — and the screen's preview is the same function. `record` is
 * the plain one-event action (a character added, a turn ended …) whose payload the screen builds.
 */
import type { EventDraft, Refusal } from '$lib/core/events';
import type { LockeEvent } from '../events';
import type { LockeState } from '../state';
import type { LockeContext } from './context';
import { attack, melee } from './attack';
import { dealHands, dealInitiative, endRound, rollChart } from './round';

function record(_state: LockeState, intent: LockeEvent, _ctx: LockeContext): EventDraft[] | Refusal {
	return [intent];
}

export const lockeCommands = { record, attack, melee, dealHands, dealInitiative, endRound, rollChart };
export type LockeCommands = typeof lockeCommands;

export {
	planAttack,
	planMelee,
	type AttackIntent,
	type AttackPlan,
	type DeathPlan,
	type InterfererIntent,
	type MeleeIntent,
	type MeleePlan,
	type MeleeSideIntent
} from './attack';
export { type ChartIntent, type EndRoundIntent, type InitiativeIntent } from './round';
export { planRead, planChart, type LockeContext, type PlannedRead } from './context';
export { refOf } from './refs';
