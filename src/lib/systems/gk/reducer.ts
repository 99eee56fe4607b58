/**
 * GK reducer: `reduceGk(state, event)` → the next state, or a core `Refusal` (`gk/…`) that the
 * shell words; a refusal changes nothing. Every result is recomputed from the recorded rolls with
 * the rules, so a replay needs no randomness. An event that carries its outcome is checked
 * against what the rules compute (`gk/outcome_mismatch`); one recorded before outcomes existed
 * folds by the reading it was played under. The events are handled by topic in `reduce/`.
 */
import { isRefusal } from '$lib/core/events';
import type { GkEvent } from './events';
import type { GkState } from './state';
import { reduceAbility } from './reduce/ability';
import { reduceEngagement } from './reduce/engagement';
import { reducePhase } from './reduce/phase';
import { reduceOldSettings, reduceRoster } from './reduce/roster';
import { setAsideOldReadings } from './readings';
import { reduceSpecialAttack } from './reduce/special';
import { no, sameOutcome, type Done, type GkRefused } from './reduce/shared';

/** Event types whose payload may carry an outcome. */
const WITH_OUTCOME = new Set<GkEvent['type']>([
	'gk/engagementRoundRecorded',
	'gk/engagementRollEntered',
	'gk/engagementRollCorrected',
	'gk/survivalChecked',
	'gk/specialAttackRecorded',
	'gk/abilityUsed',
	'gk/counterChecked',
	'gk/fieldChecked',
	'gk/actionTaken',
	'gk/actionResolved'
]);
/** New event types: there is no older reading to fold them by. */
const ALWAYS_CURRENT = new Set<GkEvent['type']>([
	'gk/engagementRollEntered',
	'gk/engagementRollCorrected',
	'gk/fieldChecked'
]);

const outcomeIn = (e: GkEvent) => (e.payload as { outcome?: unknown }).outcome;

/** Whether an event is read as logs recorded before outcomes existed read it. */
export const isLegacy = (e: GkEvent) =>
	WITH_OUTCOME.has(e.type) && !ALWAYS_CURRENT.has(e.type) && outcomeIn(e) === undefined;

/** Runs one event's rules: the state after it and the outcome they compute (`legacy`: the older reading). */
export function step(state: GkState, event: GkEvent, legacy: boolean): Done | GkRefused {
	if (event.type === 'gk/specialAttackRecorded') return reduceSpecialAttack(state, event.payload, legacy);
	return (
		reduceRoster(state, event) ??
		reduceEngagement(state, event, legacy) ??
		reduceAbility(state, event, legacy) ??
		reducePhase(state, event, legacy) ??
		no('gk/bad_rolls')
	);
}

/**
 * Folds one event (the state's settings already hold the readings in force: `ruled`, at every door).
 * An old log's `gk/settingsChanged` keeps its readings as what the log implies; an old
 * `gk/oldReadingsSetAside` drops them for the points the group had chosen.
 */
export function reduceGk(state: GkState, event: GkEvent): GkState | GkRefused {
	if (event.type === 'gk/settingsChanged') return reduceOldSettings(state, event.payload);
	if (event.type === 'gk/oldReadingsSetAside') return setAsideOldReadings(state, event.payload.points);
	const legacy = isLegacy(event);
	const r = step(state, event, legacy);
	if (isRefusal(r)) return r;
	const recorded = outcomeIn(event);
	if (!legacy && recorded !== undefined && !sameOutcome(recorded, r.outcome)) return no('gk/outcome_mismatch');
	return r.state;
}
