import * as v from 'valibot';

/** Counter values stay in a range where every sum is exact and every number fits on a phone. */
export const VALUE_LIMIT = 999_999_999;
const Value = v.pipe(v.number(), v.integer(), v.minValue(-VALUE_LIMIT), v.maxValue(VALUE_LIMIT));
const Step = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000));
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60));
const Bound = v.nullable(Value);

export const CounterAdded = v.strictObject({ id: Id, name: Name, initial: Value, min: Bound, max: Bound, step: Step });
export const CounterEdited = v.strictObject({ id: Id, name: Name, min: Bound, max: Bound, step: Step });
/** `name` is the counter's name at the time, so the log reads well even after a rename. */
export const CounterAdjusted = v.strictObject({ id: Id, name: Name, by: v.pipe(Value, v.notValue(0)) });
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

export type CountersEvent =
	| { type: 'counters/counterAdded'; payload: v.InferOutput<typeof CounterAdded> }
	| { type: 'counters/counterEdited'; payload: v.InferOutput<typeof CounterEdited> }
	| { type: 'counters/counterAdjusted'; payload: v.InferOutput<typeof CounterAdjusted> }
	| { type: 'counters/counterSet'; payload: v.InferOutput<typeof CounterSet> }
	| { type: 'counters/counterReset'; payload: v.InferOutput<typeof CounterReset> }
	| { type: 'counters/counterRemoved'; payload: v.InferOutput<typeof CounterRemoved> };
