/**
 * What arrives from another device is checked as an import checks a file (check.ts): one event's
 * checks (core/transfer), then a group whole and a bounded clock. A state-dependent refusal of the
 * reducer is left to the fold (a conflict), never refused here.
 */
import { describe, expect, it } from 'vitest';
import { MAX_CLOCK_STEP } from '$lib/core/transfer';
import { TABLE_SHARED, newStamp, stampCommand } from '$lib/core/sync';
import { added, adjusted } from '$tests/factories/counters';
import { systems } from '$tests/factories/transfer';
import { checkArrived } from './check';

const A = '0a'.repeat(16);
const counters = systems('counters')!;
const group = () => stampCommand({ ...newStamp(A), clock: 3 }, [adjusted('hp', -1), adjusted('hp', -2)], 1).events;

describe('checkArrived', () => {
	it('accepts well-formed events, even one the state would refuse (no counter "hp" here): that is a conflict for the fold', () => {
		const events = group();
		expect(checkArrived(events, counters, 3)).toEqual({ accepted: events, refused: [] });
	});

	it('refuses a group that arrives in part, naming every event of it', () => {
		const [first] = group();
		expect(checkArrived([first], counters, 3)).toMatchObject({
			accepted: [],
			refused: [{ device: A, counter: 1, reason: 'bad_group' }]
		});
	});

	it('refuses the whole group when one of its events fails its own check', () => {
		const [first, second] = group();
		const result = checkArrived([first, { ...second!, payload: { by: 'lots' } }], counters, 3);
		expect(result.accepted).toEqual([]);
		expect(result.refused.map((r) => [r.counter, r.reason]).sort()).toEqual([
			[1, 'bad_group'],
			[2, 'bad_payload']
		]);
	});

	it('refuses a group whose marks disagree (another clock on one of its events)', () => {
		const [first, second] = group();
		expect(checkArrived([first, { ...second!, clock: 5 }], counters, 3).refused).toHaveLength(2);
	});

	it(`refuses a clock more than ${MAX_CLOCK_STEP} past the highest the session has seen; one within it passes`, () => {
		const [e] = stampCommand(newStamp(A), [added('hp')], 1).events;
		const within = { ...e!, clock: 10 + MAX_CLOCK_STEP };
		const leap = { ...e!, counter: 2, clock: 11 + 2 * MAX_CLOCK_STEP };
		const result = checkArrived([within, leap], counters, 10);
		expect(result.accepted).toEqual([within]);
		expect(result.refused).toMatchObject([{ counter: 2, reason: 'clock_leap' }]);
		expect(checkArrived([{ ...e!, clock: 12 + MAX_CLOCK_STEP }], counters, 10).refused).toHaveLength(1);
	});

	it('refuses 「共有を始めました」 from any device but the GM the join link names: a rogue cannot make itself the GM', () => {
		const GM = '0b'.repeat(16);
		const shared = (device: string) =>
			stampCommand(newStamp(device), [{ type: TABLE_SHARED, payload: { name: 'GM' } }], 1).events[0]!;
		const forged = { ...shared(A), clock: 1 };
		const result = checkArrived([forged, shared(GM)], counters, 3, GM);
		expect(result.accepted).toEqual([shared(GM)]);
		expect(result.refused).toMatchObject([{ device: A, counter: 1, reason: 'not_gm' }]);
		// A row shared before the GM was kept checks nothing more than before.
		expect(checkArrived([forged], counters, 3).accepted).toEqual([forged]);
	});

	it('names what it can of an event that is not one at all', () => {
		expect(checkArrived([null, 'x', { device: 5 }], counters, 0).refused).toMatchObject([
			{ device: '', reason: 'malformed' },
			{ device: '', reason: 'malformed' },
			{ device: '', reason: 'malformed' }
		]);
	});
});
