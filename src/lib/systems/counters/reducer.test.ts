import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { isRefusal, type EventDraft } from '$lib/core/events';
import type { CountersEvent } from './events';
import { counters } from '.';
import { countersEvents, VALUE_LIMIT } from './events';
import { MAX_COUNTERS, initialCountersState, reduceCounters, type CountersState } from './reducer';
import { added, adjusted, counter, edited, removed, reset, setTo, stateOf } from '$tests/factories/counters';

/** Freezes an object graph so any mutation by the reducer throws (ES modules run in strict mode). */
function deepFreeze<T>(x: T): T {
	if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
		Object.freeze(x);
		for (const value of Object.values(x)) deepFreeze(value);
	}
	return x;
}

function apply(state: CountersState, ...drafts: CountersEvent[]): CountersState {
	let s = state;
	for (const d of drafts) {
		const next = reduceCounters(deepFreeze(s), d);
		if (isRefusal(next)) throw new Error(`unexpected refusal ${next.refusal}`);
		s = next;
	}
	return s;
}

const life = (spec: Parameters<typeof counter>[1] = {}) => counter('life', { initial: 20, min: 0, max: 40, ...spec });

describe('reduceCounters: each event type', () => {
	it('starts with no counters', () => {
		// Act
		const state = initialCountersState();
		// Assert
		expect(state).toEqual({ counters: [] });
	});

	it('counterAdded appends a counter whose value is its initial value', () => {
		// Arrange
		const before = stateOf(counter('gold', { initial: 3 }));
		// Act
		const after = apply(before, added('life', { initial: 20, min: 0, max: 40, step: 5 }));
		// Assert
		expect(after).toEqual(stateOf(counter('gold', { initial: 3 }), life({ step: 5 })));
	});

	it('counterEdited changes name, bounds and step but keeps value and initial', () => {
		// Arrange
		const before = stateOf(life({ value: 12 }));
		// Act
		const after = apply(before, edited('life', { name: 'HP', min: 10, max: 15, step: 2 }));
		// Assert
		expect(after).toEqual(stateOf(counter('life', { name: 'HP', value: 12, initial: 20, min: 10, max: 15, step: 2 })));
	});

	it('counterAdjusted adds `by` to the value', () => {
		// Arrange
		const before = stateOf(life(), counter('gold'));
		// Act
		const after = apply(before, adjusted('life', -7), adjusted('gold', 1000));
		// Assert
		expect(after).toEqual(stateOf(life({ value: 13 }), counter('gold', { value: 1000, initial: 0 })));
	});

	it('counterSet sets the value inside the bounds, bounds included', () => {
		// Arrange
		const before = stateOf(life());
		// Act
		const atMax = apply(before, setTo('life', 40));
		const atMin = apply(before, setTo('life', 0));
		// Assert
		expect(atMax.counters[0]!.value).toBe(40);
		expect(atMin.counters[0]!.value).toBe(0);
	});

	it('counterReset returns the value to the initial value', () => {
		// Arrange
		const before = stateOf(life({ value: 3 }));
		// Act
		const after = apply(before, reset('life'));
		// Assert
		expect(after).toEqual(stateOf(life()));
	});

	it('counterRemoved removes only that counter and keeps the order of the others', () => {
		// Arrange
		const before = stateOf(counter('a'), counter('b'), counter('c'));
		// Act
		const after = apply(before, removed('b'));
		// Assert
		expect(after).toEqual(stateOf(counter('a'), counter('c')));
	});

	it('an id can be reused after the counter was removed', () => {
		// Arrange
		const before = stateOf(counter('a', { value: 9 }));
		// Act
		const after = apply(before, removed('a'), added('a', { initial: 1 }));
		// Assert
		expect(after).toEqual(stateOf(counter('a', { initial: 1 })));
	});
});

describe('reduceCounters: adjustments stop at the bounds', () => {
	it.each([
		['down past min clamps to min', life({ value: 3 }), -10, 0],
		['up past max clamps to max', life({ value: 38 }), 10, 40],
		['up to exactly max', life({ value: 38 }), 2, 40],
		['unbounded below goes negative', counter('x', { value: 3, max: 5 }), -10, -7]
	])('%s', (_name, c, by, expected) => {
		// Act
		const after = apply(stateOf(c), adjusted(c.id, by));
		// Assert
		expect(after.counters[0]!.value).toBe(expected);
	});

	it('an unbounded counter stops at ±VALUE_LIMIT, so every value stays exact and printable', () => {
		// Arrange
		const before = stateOf(counter('x', { value: VALUE_LIMIT - 1 }), counter('y', { value: -VALUE_LIMIT + 1 }));
		// Act
		const after = apply(before, adjusted('x', VALUE_LIMIT), adjusted('y', -VALUE_LIMIT));
		// Assert
		expect(after.counters.map((c) => c.value)).toEqual([VALUE_LIMIT, -VALUE_LIMIT]);
		expect(reduceCounters(after, adjusted('x', 1))).toEqual({ refusal: 'counters/at_max', params: { name: 'X' } });
		expect(reduceCounters(after, adjusted('y', -1))).toEqual({ refusal: 'counters/at_min', params: { name: 'Y' } });
	});
});

describe('reduceCounters: refusals', () => {
	const full = stateOf(...Array.from({ length: MAX_COUNTERS }, (_, i) => counter(`c${i}`)));

	it.each<[string, CountersState, EventDraft, unknown]>([
		[
			'adjust of an unknown counter',
			stateOf(life()),
			adjusted('mana', 1),
			{ refusal: 'counters/unknown_counter', params: { id: 'mana' } }
		],
		[
			'set of an unknown counter',
			stateOf(life()),
			setTo('mana', 1),
			{ refusal: 'counters/unknown_counter', params: { id: 'mana' } }
		],
		[
			'reset of an unknown counter',
			stateOf(life()),
			reset('mana'),
			{ refusal: 'counters/unknown_counter', params: { id: 'mana' } }
		],
		[
			'edit of an unknown counter',
			stateOf(life()),
			edited('mana'),
			{ refusal: 'counters/unknown_counter', params: { id: 'mana' } }
		],
		[
			'remove of an unknown counter',
			stateOf(life()),
			removed('mana'),
			{ refusal: 'counters/unknown_counter', params: { id: 'mana' } }
		],
		[
			'add with an id in use',
			stateOf(life()),
			added('life'),
			{ refusal: 'counters/duplicate_id', params: { id: 'life' } }
		],
		[
			'add beyond MAX_COUNTERS',
			full,
			added('one-more'),
			{ refusal: 'counters/too_many', params: { max: MAX_COUNTERS } }
		],
		[
			'add with min > max',
			stateOf(),
			added('x', { min: 5, max: 4, initial: 4 }),
			{ refusal: 'counters/min_above_max' }
		],
		[
			'add with initial below min',
			stateOf(),
			added('x', { min: 5, initial: 4 }),
			{ refusal: 'counters/below_min', params: { min: 5, value: 4 } }
		],
		[
			'add with initial above max',
			stateOf(),
			added('x', { max: 5, initial: 6 }),
			{ refusal: 'counters/above_max', params: { max: 5, value: 6 } }
		],
		[
			'edit with min > max',
			stateOf(life()),
			edited('life', { min: 10, max: 9 }),
			{ refusal: 'counters/min_above_max' }
		],
		[
			'edit whose bounds exclude the current value',
			stateOf(life()),
			edited('life', { min: 0, max: 19 }),
			{ refusal: 'counters/above_max', params: { max: 19, value: 20 } }
		],
		[
			'set below min',
			stateOf(life()),
			setTo('life', -1),
			{ refusal: 'counters/below_min', params: { min: 0, value: -1 } }
		],
		[
			'set above max',
			stateOf(life()),
			setTo('life', 41),
			{ refusal: 'counters/above_max', params: { max: 40, value: 41 } }
		],
		[
			'adjust down at min',
			stateOf(life({ value: 0 })),
			adjusted('life', -1),
			{ refusal: 'counters/at_min', params: { name: 'Life' } }
		],
		[
			'adjust up at max',
			stateOf(life({ value: 40 })),
			adjusted('life', 3),
			{ refusal: 'counters/at_max', params: { name: 'Life' } }
		],
		[
			'reset to an initial value the edited bounds exclude',
			stateOf(life({ value: 5, max: 10 })),
			reset('life'),
			{ refusal: 'counters/above_max', params: { max: 10, value: 20 } }
		],
		[
			'an event of another system',
			stateOf(life()),
			{ type: 'dice/rolled', payload: {} },
			{ refusal: 'session/unknown_event', params: { type: 'dice/rolled' } }
		]
	])('%s', (_name, state, draft, expected) => {
		// Arrange
		const frozen = deepFreeze(structuredClone(state));
		// Act
		const result = counters.reduce(frozen, draft, { tables: { byHash: {}, current: {} }, readings: {} });
		// Assert
		expect(result).toEqual(expected);
	});
});

describe('payload schemas', () => {
	it.each([
		['adjust by 0', 'counters/counterAdjusted', adjusted('life', 0).payload],
		['empty name', 'counters/counterAdded', added('x', { name: '' }).payload],
		['blank name', 'counters/counterAdded', added('x', { name: '   ' }).payload],
		['value beyond VALUE_LIMIT', 'counters/counterSet', setTo('x', VALUE_LIMIT + 1).payload],
		['fractional step', 'counters/counterAdded', added('x', { step: 0.5 }).payload],
		['unknown extra field', 'counters/counterReset', { ...reset('x').payload, extra: 1 }],
		['number given as string', 'counters/counterSet', { id: 'x', name: 'X', value: '5' }]
	] as const)('refuses %s', (_name, type, payload) => {
		// Act
		const ok = v.safeParse(countersEvents[type], payload).success;
		// Assert
		expect(ok).toBe(false);
	});

	it('accepts every builder draft', () => {
		// Arrange
		const drafts = [
			added('x', { min: -1, max: 1 }),
			edited('x'),
			adjusted('x', -2),
			setTo('x', 3),
			reset('x'),
			removed('x')
		];
		// Act
		const results = drafts.map((d) => v.safeParse(countersEvents[d.type], d.payload).success);
		// Assert
		expect(results).toEqual(drafts.map(() => true));
	});
});

// ---- Properties ----------------------------------------------------------------------

const ids = ['a', 'b', 'c'] as const;
const idArb = fc.constantFrom(...ids);
// Small numbers, so bounds, values and initial values collide often.
const small = fc.integer({ min: -8, max: 8 });
const boundArb = fc.option(small, { nil: null });
/** Any schema-valid counters event on a small id space, so most of them hit an existing counter. */
const eventArb: fc.Arbitrary<CountersEvent> = fc.oneof(
	fc
		.record({ id: idArb, initial: small, min: boundArb, max: boundArb, step: fc.integer({ min: 1, max: 5 }) })
		.map(({ id, ...spec }) => added(id, spec)),
	fc.record({ id: idArb, min: boundArb, max: boundArb }).map(({ id, ...spec }) => edited(id, spec)),
	fc
		.tuple(
			idArb,
			fc.integer({ min: -6, max: 6 }).filter((n) => n !== 0)
		)
		.map(([id, by]) => adjusted(id, by)),
	fc.tuple(idArb, fc.constantFrom(VALUE_LIMIT, -VALUE_LIMIT)).map(([id, by]) => adjusted(id, by)),
	fc.tuple(idArb, small).map(([id, value]) => setTo(id, value)),
	idArb.map((id) => reset(id)),
	{ arbitrary: idArb.map((id) => removed(id)), weight: 1 }
);
/** A valid counter (min ≤ initial ≤ max), so scenarios start with counters to act on. */
const counterArb = fc.tuple(idArb, small, small, small).map(([id, a, b, c]) => {
	const [min, initial, max] = [a, b, c].sort((x, y) => x - y);
	return added(id, { min, initial, max });
});
/** One to three counters, then a long run of any events (sized large: the bugs need long runs). */
const scenarioArb = fc
	.tuple(
		fc.array(counterArb, { minLength: 1, maxLength: 3 }),
		fc.array(eventArb, { minLength: 10, maxLength: 80, size: 'large' })
	)
	.map(([setup, events]) => [...setup, ...events]);

describe('reduceCounters: properties', () => {
	it('every value stays within its bounds (and within ±VALUE_LIMIT) after any sequence of events', () => {
		fc.assert(
			fc.property(scenarioArb, (events) => {
				// Arrange
				let state = initialCountersState();
				// Act
				for (const e of events) {
					const next = reduceCounters(state, e);
					if (!isRefusal(next)) state = next;
					// Assert
					for (const c of state.counters) {
						expect(c.value).toBeGreaterThanOrEqual(c.min ?? -VALUE_LIMIT);
						expect(c.value).toBeLessThanOrEqual(c.max ?? VALUE_LIMIT);
						expect(Number.isSafeInteger(c.value)).toBe(true);
					}
				}
			}),
			{ numRuns: 1000 }
		);
	});

	it('never mutates its input state, refused or not', () => {
		fc.assert(
			fc.property(scenarioArb, (events) => {
				// Arrange
				let state = initialCountersState();
				for (const e of events) {
					const copy = structuredClone(state);
					const frozen = deepFreeze(state);
					// Act (a write to a frozen object throws in strict mode)
					const next = reduceCounters(frozen, e);
					// Assert
					expect(frozen).toEqual(copy);
					if (!isRefusal(next)) state = next;
				}
			}),
			{ numRuns: 300 }
		);
	});

	it('is deterministic: the same state and event give equal results', () => {
		fc.assert(
			fc.property(scenarioArb, eventArb, (events, last) => {
				// Arrange
				let state = initialCountersState();
				for (const e of events) {
					const next = reduceCounters(state, e);
					if (!isRefusal(next)) state = next;
				}
				// Act
				const one = reduceCounters(structuredClone(state), last);
				const two = reduceCounters(structuredClone(state), last);
				// Assert
				expect(one).toEqual(two);
			})
		);
	});
});
