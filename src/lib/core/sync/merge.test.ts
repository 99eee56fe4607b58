import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, eventKey, mergeEvents, stampCommand, newStamp, type SyncEvent } from './index';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

/** One device's n lone events, clocks 1…n. */
function run(device: string, n: number, startClock = 0): SyncEvent[] {
	let stamp = { ...newStamp(device), clock: startClock };
	const out: SyncEvent[] = [];
	for (let i = 0; i < n; i++) {
		const r = stampCommand(stamp, [{ type: 't/x', payload: { i, device } }], i);
		stamp = r.stamp;
		out.push(...r.events);
	}
	return out;
}

describe('canonicalJson', () => {
	it('writes equal values alike whatever the order of their keys', () => {
		expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
			canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 })
		);
		expect(canonicalJson({ a: 1, skip: undefined })).toBe('{"a":1}');
		expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
	});
});

describe('mergeEvents', () => {
	it('unites two devices’ events in (clock, device, counter) order, each once', () => {
		// Arrange
		const a = run(A, 3);
		const b = run(B, 2, 1);
		// Act
		const merged = mergeEvents(a, b, a, [b[0]!]);
		// Assert
		expect(merged.events.map((e) => [e.clock, e.device === A ? 'A' : 'B'])).toEqual([
			[1, 'A'],
			[2, 'A'],
			[2, 'B'],
			[3, 'A'],
			[3, 'B']
		]);
		expect(merged.clashes).toEqual([]);
	});

	it('takes an event rebuilt with its keys in another order as the same event', () => {
		// Arrange
		const [e] = run(A, 1);
		const rebuilt = JSON.parse(JSON.stringify({ payload: e!.payload, type: e!.type, ...e }));
		// Act
		const merged = mergeEvents([e!], [rebuilt]);
		// Assert
		expect(merged.events).toHaveLength(1);
		expect(merged.clashes).toEqual([]);
	});

	it('keeps both events of one identity: the same one in the log on every device, the other as a clash', () => {
		// Arrange: a device restored from an old backup reuses counter 2.
		const [e1, e2] = run(A, 2);
		const reused: SyncEvent = { ...e2!, payload: { i: 99, device: A } };
		// Act
		const here = mergeEvents([e1!, e2!], [reused]);
		const there = mergeEvents([reused], [e2!, e1!]);
		// Assert
		expect(here).toEqual(there);
		expect(here.events).toHaveLength(2);
		expect(here.clashes).toHaveLength(1);
		expect([here.clashes[0]!.kept, here.clashes[0]!.other]).toEqual(expect.arrayContaining([e2, reused]));
		expect(eventKey(here.clashes[0]!.other)).toBe(eventKey(e2!));
	});

	it('a merged log brings its clashes along into the next merge', () => {
		// Arrange
		const [e1] = run(A, 1);
		const variant: SyncEvent = { ...e1!, payload: 'other' };
		const first = mergeEvents([e1!], [variant]);
		// Act
		const next = mergeEvents(first, run(B, 1, 5));
		// Assert
		expect(next.clashes).toEqual(first.clashes);
		expect(next.events).toHaveLength(2);
	});

	it('property: any split, order and repetition of the same events merges to the same log', () => {
		const all = [...run(A, 6), ...run(B, 5, 2)];
		fc.assert(
			fc.property(
				fc.array(fc.tuple(fc.nat(all.length - 1), fc.nat(3)), { minLength: all.length, maxLength: 40 }),
				fc.shuffledSubarray(all, { minLength: all.length }),
				(picks, shuffled) => {
					// Deliver every event (shuffled) and some again, in batches of 1–4.
					const stream = [...shuffled, ...picks.map(([i]) => all[i]!)];
					let merged = mergeEvents();
					let at = 0;
					for (const [, size] of picks) {
						merged = mergeEvents(merged, stream.slice(at, at + size + 1));
						at += size + 1;
					}
					merged = mergeEvents(merged, stream.slice(at));
					expect(merged).toEqual(mergeEvents(all));
				}
			)
		);
	});
});
