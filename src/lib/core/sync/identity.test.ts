import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	commandKey,
	commandRef,
	compareOrder,
	eventKey,
	isDeviceId,
	newStamp,
	observe,
	stampCommand,
	type SyncEvent
} from './index';
import { RefMap, RefSet } from './identity';

const DEV = '0123456789abcdef0123456789abcdef';

describe('isDeviceId', () => {
	it.each([
		[DEV, true],
		['0123456789ABCDEF0123456789ABCDEF', false],
		['0123456789abcdef', false],
		[DEV + '0', false],
		['g'.repeat(32), false],
		[42, false]
	])('%s → %s', (x, ok) => {
		expect(isDeviceId(x)).toBe(ok);
	});
});

describe('stampCommand', () => {
	it('gives a lone event the next counter and one more than the highest clock seen, without a group', () => {
		// Arrange
		const stamp = observe(newStamp(DEV), [{ clock: 7 }]);
		// Act
		const { events, stamp: after } = stampCommand(stamp, [{ type: 't/a', payload: 1 }], 1000);
		// Assert
		expect(events).toEqual([{ device: DEV, counter: 1, clock: 8, at: 1000, type: 't/a', payload: 1 }]);
		expect(after).toEqual({ device: DEV, counter: 1, clock: 8 });
	});

	it("gives a command's events one clock, consecutive counters and a group mark naming the first", () => {
		// Arrange
		const stamp = { device: DEV, counter: 4, clock: 9 };
		// Act
		const { events, stamp: after } = stampCommand(
			stamp,
			[
				{ type: 't/a', payload: 1 },
				{ type: 't/b', payload: 2 },
				{ type: 't/c', payload: 3 }
			],
			5
		);
		// Assert
		expect(events.map((e) => [e.counter, e.clock, e.group])).toEqual([
			[5, 10, { first: 5, size: 3 }],
			[6, 10, { first: 5, size: 3 }],
			[7, 10, { first: 5, size: 3 }]
		]);
		expect(commandRef(events[2]!)).toEqual({ device: DEV, counter: 5 });
		expect(commandKey(events[2]!)).toBe(`${DEV}:5`);
		expect(after).toEqual({ device: DEV, counter: 7, clock: 10 });
	});

	it('refuses an empty command', () => {
		expect(() => stampCommand(newStamp(DEV), [], 0)).toThrow(RangeError);
	});

	it('property: a device stamping and observing never repeats an identity and each clock exceeds all it had seen', () => {
		fc.assert(
			fc.property(
				fc.array(fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: -50, max: -1 })), { maxLength: 60 }),
				(steps) => {
					let stamp = newStamp(DEV);
					let seen = 0;
					const keys = new Set<string>();
					for (const step of steps) {
						if (step < 0) {
							// Another device's event with some clock arrives.
							stamp = observe(stamp, [{ clock: -step }]);
							seen = Math.max(seen, -step);
							continue;
						}
						const drafts = Array.from({ length: step }, (_, i) => ({ type: 't/x', payload: i }));
						const { events, stamp: next } = stampCommand(stamp, drafts, 0);
						for (const e of events) {
							expect(keys.has(eventKey(e))).toBe(false);
							keys.add(eventKey(e));
							expect(e.clock).toBeGreaterThan(seen);
						}
						seen = Math.max(seen, events[0]!.clock);
						stamp = next;
					}
					expect(keys.size).toBe(stamp.counter);
				}
			)
		);
	});
});

describe('compareOrder', () => {
	const ev = (clock: number, device: string, counter: number) => ({ clock, device, counter }) as SyncEvent;

	it('orders by clock, then device, then counter', () => {
		// Arrange
		const a = ev(2, 'b'.repeat(32), 1);
		const b = ev(1, 'c'.repeat(32), 9);
		const c = ev(2, 'a'.repeat(32), 5);
		const d = ev(2, 'a'.repeat(32), 6);
		// Act
		const sorted = [a, b, c, d].sort(compareOrder);
		// Assert
		expect(sorted).toEqual([b, c, d, a]);
	});

	it('property: a total order that agrees with comparing [clock, device, counter] element by element (an IndexedDB compound key)', () => {
		const arb = fc.record({
			clock: fc.integer({ min: 1, max: 5 }),
			device: fc.constantFrom('0'.repeat(32), 'f'.repeat(32), '9a'.repeat(16), 'a9'.repeat(16)),
			counter: fc.integer({ min: 1, max: 5 })
		});
		const keyCompare = (x: { clock: number; device: string; counter: number }, y: typeof x) =>
			x.clock !== y.clock
				? Math.sign(x.clock - y.clock)
				: x.device !== y.device
					? [x.device, y.device].sort()[0] === x.device
						? -1
						: 1
					: Math.sign(x.counter - y.counter);
		fc.assert(
			fc.property(arb, arb, arb, (x, y, z) => {
				expect(Math.sign(compareOrder(x, y))).toBe(keyCompare(x, y));
				expect(Math.sign(compareOrder(x, y)) + Math.sign(compareOrder(y, x))).toBe(0);
				if (compareOrder(x, y) <= 0 && compareOrder(y, z) <= 0) expect(compareOrder(x, z)).toBeLessThanOrEqual(0);
			})
		);
	});
});

describe('RefMap and RefSet', () => {
	const OTHER = 'fedcba9876543210fedcba9876543210';

	it('holds what a map keyed by eventKey holds, for any identities (forged counters included)', () => {
		const ref = fc.record({
			device: fc.constantFrom(DEV, OTHER),
			counter: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(2 ** 32 - 2, 2 ** 32, Number.MAX_SAFE_INTEGER))
		});
		fc.assert(
			fc.property(fc.array(fc.tuple(ref, fc.integer())), fc.array(ref), (writes, reads) => {
				const byKey = new Map<string, number>();
				const byRef = new RefMap<number>();
				const set = new RefSet();
				for (const [r, v] of writes) {
					byKey.set(eventKey(r), v);
					byRef.set(r, v);
					set.add(r);
				}
				expect(byRef.size).toBe(byKey.size);
				expect(set.size).toBe(byKey.size);
				for (const r of [...reads, ...writes.map(([w]) => w)]) {
					expect(byRef.get(r)).toBe(byKey.get(eventKey(r)));
					expect(byRef.has(r)).toBe(byKey.has(eventKey(r)));
					expect(set.has(r)).toBe(byKey.has(eventKey(r)));
				}
				expect([...set.refs()].map(eventKey).sort()).toEqual([...byKey.keys()].sort());
			})
		);
	});

	it('lists a forged counter without walking the counters below it', () => {
		const set = new RefSet().add({ device: DEV, counter: 1 }).add({ device: DEV, counter: Number.MAX_SAFE_INTEGER });
		expect([...set.refs()]).toEqual([
			{ device: DEV, counter: 1 },
			{ device: DEV, counter: Number.MAX_SAFE_INTEGER }
		]);
	});
});
