/**
 * Export version 3's session check (core/transfer/identified.ts): identified events checked as
 * every arriving event will be — schema, identity, payloads, the log's structure, a replay in the
 * merged order where a refused command is a conflict, not a refused file.
 */
import { describe, expect, it } from 'vitest';
import { UNDONE } from '$lib/core/events';
import { foldLog, newStamp, stampCommand, type DeviceStamp, type SyncEvent } from '$lib/core/sync';
import { added, adjusted, removed } from '$tests/factories/counters';
import { systems } from '$tests/factories/transfer';
import { lockeEventSamples } from '$tests/factories/samples';
import { checkIdentifiedEvent, checkIdentifiedSession, identifiedFileSession } from './identified';

const A = '0a'.repeat(16);
const B = '0b'.repeat(16);
const ROW = {
	id: 'f3c1e6a5-0000-4000-8000-000000000001',
	systemId: 'counters',
	name: 'Table',
	createdAt: 1,
	updatedAt: 2
};

/** Two devices: A sets life up and records; B, having heard A's first command, records apart. */
function twoDevices(): SyncEvent[] {
	let a: DeviceStamp = newStamp(A);
	let b: DeviceStamp = newStamp(B);
	const out: SyncEvent[] = [];
	const rec = (who: 'a' | 'b', drafts: Parameters<typeof stampCommand>[1]) => {
		const r = stampCommand(who === 'a' ? a : b, drafts, 10);
		if (who === 'a') a = r.stamp;
		else b = r.stamp;
		out.push(...r.events);
		return r.events;
	};
	rec('a', [added('life', { initial: 20, min: 0 })]);
	b = { ...b, clock: 1 };
	const hit = rec('a', [adjusted('life', -5), adjusted('life', -1)]);
	rec('b', [adjusted('life', -3)]);
	rec('a', [{ type: UNDONE, payload: { target: { device: A, counter: hit[0]!.counter } } }]);
	// B taps −1 twice quickly: the second joins the first's run (db/log appendCommand).
	const [tap] = rec('b', [adjusted('life', -1)]);
	out.push({ ...tap!, counter: tap!.counter + 1, at: 11, run: tap!.counter });
	return out;
}

const check = (raw: unknown) => checkIdentifiedSession(raw, 0, systems);

describe('checkIdentifiedSession', () => {
	it('a two-device log with a group, an undo and a run of repeats round-trips: the same events in the merged order and the fold of them', () => {
		// Arrange
		const events = twoDevices();
		const file = JSON.parse(JSON.stringify(identifiedFileSession(ROW, events)));
		// Act
		const result = check(file);
		// Assert
		if (!result.ok) throw new Error(result.issue.code);
		const system = systems('counters')!;
		const whole = foldLog({
			log: events,
			initial: system.initialState(),
			reduce: (s, e) => system.fold(s, e) as never
		});
		expect(result.value.events).toEqual(whole.log);
		expect(result.value.state).toEqual(whole.state);
		expect(result.value.conflicts).toEqual([]);
		expect(result.value.session).toEqual(ROW);
	});

	it('the same events twice in a file are one each', () => {
		const events = twoDevices();
		const result = check(identifiedFileSession(ROW, [...events, ...events]));
		expect(result.ok && result.value.events.length).toBe(events.length);
	});

	it('a command the merged order makes invalid is kept as a conflict, not a refused file', () => {
		// Arrange: B removes life (clock 2) while A, not having heard it, adjusts it (clock 3).
		const a1 = stampCommand(newStamp(A), [added('life', { initial: 20 })], 1);
		const a2 = stampCommand(a1.stamp, [adjusted('life', -1)], 2);
		const b1 = stampCommand({ ...newStamp(B), clock: 1 }, [removed('life')], 2);
		const a3 = stampCommand(a2.stamp, [adjusted('life', -1)], 3);
		const events = [...a1.events, ...a2.events, ...b1.events, ...a3.events];
		// Act
		const result = check(identifiedFileSession(ROW, events));
		// Assert
		if (!result.ok) throw new Error(JSON.stringify(result.issue));
		expect(result.value.conflicts.map((c) => [c.who, c.events[0]!.counter])).toEqual([[A, 3]]);
		expect(result.value.events).toHaveLength(events.length);
	});

	it.each([
		[
			'a device id that is not 128 bits of hex',
			(e: SyncEvent[]) => [{ ...e[0]!, device: 'phone-1' }, ...e.slice(1)],
			'import/bad_session'
		],
		['a huge clock', (e: SyncEvent[]) => [{ ...e[0]!, clock: 5_000_000_000 }, ...e.slice(1)], 'import/bad_session'],
		[
			'a payload its system refuses',
			(e: SyncEvent[]) => [{ ...e[0]!, payload: { id: 'life' } }, ...e.slice(1)],
			'import/bad_payload'
		],
		[
			'an event of an unknown type',
			(e: SyncEvent[]) => [...e, { ...e[0]!, counter: 99, type: 'counters/nope' }],
			'import/unknown_event'
		],
		[
			"a gap in a device's counters",
			(e: SyncEvent[]) => e.filter((x) => !(x.device === A && x.counter === 2)),
			'import/bad_log'
		],
		[
			'an undo naming an event not in the log',
			(e: SyncEvent[]) =>
				e.map((x) => (x.type === UNDONE ? { ...x, payload: { target: { device: B, counter: 40 } } } : x)),
			'import/bad_log'
		],
		[
			'an undo whose payload is not a ref',
			(e: SyncEvent[]) => e.map((x) => (x.type === UNDONE ? { ...x, payload: { target: 3 } } : x)),
			'import/bad_payload'
		]
	])('refuses %s (%s)', (_what, forge, code) => {
		// Act
		const result = check(identifiedFileSession(ROW, forge(twoDevices()) as SyncEvent[]));
		// Assert
		expect(result.ok ? 'accepted' : result.issue.code).toBe(code);
	});
});

describe('checkIdentifiedSession refuses what no device could have recorded', () => {
	it('an impossible roll (2D6 faces 6 and 6 for a total of 5) is refused by its payload schema', () => {
		// Arrange: a 超人ロック session whose one event carries a forged roll.
		const sample = lockeEventSamples['locke/infiltrationChecked'] as { roll: object };
		const forged = { ...sample, roll: { spec: '2D6', total: 5, faces: [6, 6], source: 'app' } };
		const [e] = stampCommand(newStamp(A), [{ type: 'locke/infiltrationChecked', payload: forged }], 1).events;
		// Act
		const result = check(identifiedFileSession({ ...ROW, systemId: 'locke' }, [e!]));
		// Assert
		expect(result.ok ? 'accepted' : result.issue).toMatchObject({
			code: 'import/bad_payload',
			params: { seq: 1, type: 'locke/infiltrationChecked' }
		});
	});

	it('an event of another system in a session (wrong system) is an unknown kind; a system the app lacks, refused', () => {
		const events = twoDevices();
		const other = [...events, { ...events[0]!, counter: 4, clock: 9, type: 'locke/infiltrationChecked' }];
		expect(check(identifiedFileSession(ROW, other as SyncEvent[]))).toMatchObject({
			ok: false,
			issue: { code: 'import/unknown_event', params: { type: 'locke/infiltrationChecked' } }
		});
		expect(check(identifiedFileSession({ ...ROW, systemId: 'chess' }, events))).toMatchObject({
			ok: false,
			issue: { code: 'import/unknown_system', params: { system: 'chess' } }
		});
	});

	it('a huge payload is refused before its system reads it', () => {
		const events = twoDevices();
		events[1] = { ...events[1]!, payload: { ...(events[1]!.payload as object), name: 'x'.repeat(300_000) } };
		const result = check(identifiedFileSession(ROW, events));
		expect(result.ok ? 'accepted' : result.issue).toMatchObject({
			code: 'import/event_too_large',
			params: { seq: 2, bytes: expect.any(Number) }
		});
	});

	it('a second, different body under one identity (a forged or damaged duplicate) is refused, naming it', () => {
		const events = twoDevices();
		const forged = { ...events[1]!, payload: { ...(events[1]!.payload as object), by: -20 } };
		const result = check(identifiedFileSession(ROW, [...events, forged]));
		expect(result.ok ? 'accepted' : result.issue).toEqual({
			code: 'import/identity_clash',
			params: { session: 'Table', seq: 2, device: A.slice(0, 8), counter: 2 }
		});
	});

	it('a clock leaping far ahead of every event before it is refused', () => {
		const events = twoDevices();
		const last = events.at(-1)!;
		const result = check(
			identifiedFileSession(ROW, [...events, { ...last, counter: last.counter + 1, clock: 3_000_000 }])
		);
		expect(result.ok ? 'accepted' : result.issue).toMatchObject({
			code: 'import/bad_log',
			params: { detail: 'sync/clock_leap' }
		});
	});

	it('a command its reducer refuses with nothing of another device before it is forged, not merged: refused', () => {
		// Arrange: one device sets life to 99 on a counter whose max is 20.
		const a1 = stampCommand(newStamp(A), [added('life', { initial: 20, min: 0, max: 20 })], 1);
		const a2 = stampCommand(
			a1.stamp,
			[{ type: 'counters/counterSet', payload: { id: 'life', name: 'life', value: 99 } }],
			2
		);
		// Act
		const result = check(identifiedFileSession(ROW, [...a1.events, ...a2.events]));
		// Assert
		expect(result.ok ? 'accepted' : result.issue).toMatchObject({
			code: 'import/replay_refused',
			params: { seq: 2, detail: 'counters/above_max', systemId: 'counters' }
		});
	});

	it("a session's clashes travel apart, in `clashes`, and come back as clashes; one beside no different event is refused", () => {
		// Arrange
		const events = twoDevices();
		const other = { ...events[1]!, payload: { ...(events[1]!.payload as object), by: -20 } };
		// Act
		const result = check(JSON.parse(JSON.stringify(identifiedFileSession(ROW, events, [other]))));
		const lone = check(identifiedFileSession(ROW, events, [{ ...other, counter: 30 }]));
		// Assert
		if (!result.ok) throw new Error(JSON.stringify(result.issue));
		expect(result.value.events).toHaveLength(events.length);
		expect(result.value.clashes).toHaveLength(1);
		expect(result.value.conflicts.map((c) => c.why.refusal)).toContain('sync/identity_clash');
		expect(lone.ok ? 'accepted' : lone.issue).toMatchObject({
			code: 'import/bad_log',
			params: { detail: 'sync/lone_clash' }
		});
	});
});

describe('checkIdentifiedEvent: one arriving event, checked as a file event is', () => {
	const locke = systems('locke')!;
	const [good] = stampCommand(
		newStamp(A),
		[{ type: 'locke/infiltrationChecked', payload: lockeEventSamples['locke/infiltrationChecked'] }],
		1
	).events;

	it('a well-formed event of its system passes, payload read by the system', () => {
		expect(checkIdentifiedEvent(good, locke)).toMatchObject({ ok: true, value: { device: A, counter: 1 } });
	});

	it.each([
		['not an identified event (device not 32 hex digits)', { ...good, device: 'me' }, 'import/bad_payload'],
		['a clock of 0', { ...good, clock: 0 }, 'import/bad_payload'],
		['a payload over 256 KiB', { ...good, payload: { text: 'x'.repeat(300 * 1024) } }, 'import/event_too_large'],
		[
			'an impossible roll',
			{
				...good,
				payload: { ...(good!.payload as object), roll: { spec: '2D6', total: 5, faces: [6, 6], source: 'app' } }
			},
			'import/bad_payload'
		],
		['an event of another system', { ...good, type: 'counters/counterAdded' }, 'import/unknown_event']
	])('%s is refused', (_what, raw, code) => {
		const result = checkIdentifiedEvent(raw, locke);
		expect(result.ok ? 'accepted' : result.issue.code).toBe(code);
	});
});
