import * as v from 'valibot';
import type { DraftOf, EventOf } from '../types';

/** Counter values stay in a range where every sum is exact and every number fits on a phone. */
export const VALUE_LIMIT = 999_999_999;
const Value = v.pipe(v.number(), v.integer(), v.minValue(-VALUE_LIMIT), v.maxValue(VALUE_LIMIT));
/** The largest step one tap may take. */
export const MAX_STEP = 1_000_000;
const Step = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_STEP));
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60));
const Bound = v.nullable(Value);

export const CounterAdded = v.strictObject({ id: Id, name: Name, initial: Value, min: Bound, max: Bound, step: Step });
export const CounterEdited = v.strictObject({ id: Id, name: Name, min: Bound, max: Bound, step: Step });
/**
 * `name` is the counter's name at the time, so the log reads well even after a rename; `to` is
 * the value after the change (at a bound it stops there), so the log says 「ライフ −7 → 13」.
 * Logs recorded before `to` existed have none.
 */
export const CounterAdjusted = v.strictObject({
	id: Id,
	name: Name,
	by: v.pipe(Value, v.notValue(0)),
	to: v.optional(Value)
});
export const CounterSet = v.strictObject({ id: Id, name: Name, value: Value });
export const CounterReset = v.strictObject({ id: Id, name: Name });
export const CounterRemoved = v.strictObject({ id: Id, name: Name });

export const countersEvents = {
	'counters/counterAdded': CounterAdded,
	'counters/counterEdited': CounterEdited,
	'counters/counterAdjusted': CounterAdjusted,
	'counters/counterSet': CounterSet,
	'counters/counterReset': CounterReset,
	'counters/counterRemoved': CounterRemoved
} as const;

/** Every counters event, as the reducer sees it: inferred from the schemas above. */
export type CountersEvent = EventOf<typeof countersEvents>;
/** Every counters event, as a command returns it. */
export type CountersDraft = DraftOf<typeof countersEvents>;
