/**
 * Today's logs carried over to the new identity fold to the same state. The logs are real: the
 * schema-1 database fixture, a version-1 export file, and a frozen version-2 export written by
 * the one-writer store (groups, undo, redo, an abandoned branch) of a counters and a 超人ロック game.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LogError, REDONE, UNDONE, readLog, fold, type LoggedEvent } from '$lib/core/events';
import { counters } from '$lib/systems/counters';
import { replayable } from '$lib/session/apply';
import { importFixture, systems } from '$tests/factories/transfer';
import { initialTally, reduceTally } from '$tests/sync/table';
import { eventKey, foldLog, fromLegacyLog, isDeviceId, legacyDeviceId, type SyncEvent } from './index';

/** Folds mapped events with a system as the import check folds it. */
function foldMapped(systemId: string, events: SyncEvent[]) {
	const system = systems(systemId)!;
	return foldLog({
		log: events,
		initial: system.initialState(),
		reduce: (s, e) => system.fold(s, e) as never
	});
}

interface TodaySession {
	session: { id: string; systemId: string; name: string };
	events: LoggedEvent[];
	state: unknown;
}

/**
 * An export file's sessions read as the one-writer app read them: payloads brought to today's
 * shape by their system, the active path (readLog) folded through the reducer.
 */
function readToday(text: string): TodaySession[] {
	const file = JSON.parse(text) as {
		sessions: { id: string; systemId: string; name: string; events: LoggedEvent[] }[];
	};
	return file.sessions.map(({ events: raw, ...session }) => {
		const system = systems(session.systemId)!;
		const events = raw.map((e): LoggedEvent => {
			const parsed = e.type === UNDONE || e.type === REDONE ? e : system.parse(e);
			if ('refusal' in parsed) throw new Error(`fixture refused: ${parsed.refusal}`);
			return { ...e, type: parsed.type, payload: parsed.payload, sessionId: session.id };
		});
		const today = fold((s, e) => system.fold(s, e) as never, system.initialState(), readLog(events).path);
		if ('refusal' in today) throw new Error(`fixture refused: ${today.refusal.refusal}`);
		return { session, events, state: today.state };
	});
}

/** Every session of an export file: mapped, folded, and compared with the one-writer fold of it. */
function expectSameAsToday(text: string): TodaySession[] {
	const sessions = readToday(text);
	for (const { session, events, state } of sessions) {
		// Act
		const mapped = fromLegacyLog(session.id, events);
		const folded = foldMapped(session.systemId, mapped);
		// Assert
		expect(folded.state).toEqual(state);
		expect(folded.conflicts).toEqual([]);
		expect(folded.waiting).toEqual([]);
		expect(new Set(mapped.map(eventKey)).size).toBe(events.length);
		expect(folded.log.map((e) => e.counter)).toEqual(events.map((e) => e.seq));
	}
	return sessions;
}

describe('legacyDeviceId', () => {
	it('is the 128 bits of a UUID session id, and a fixed 128-bit hash of any other id', () => {
		expect(legacyDeviceId('0B6F3C1E-6a52-4c1f-9d0e-2a7b1f3e5c01')).toBe('0b6f3c1e6a524c1f9d0e2a7b1f3e5c01');
		expect(isDeviceId(legacyDeviceId('hand-written'))).toBe(true);
		expect(legacyDeviceId('hand-written')).toBe(legacyDeviceId('hand-written'));
		expect(legacyDeviceId('hand-written')).not.toBe(legacyDeviceId('hand-written2'));
	});
});

describe('fromLegacyLog on real logs', () => {
	it('the schema-1 database fixture: every session folds to the state the fixture records', () => {
		// Arrange
		const fixture = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/db-v1.json', import.meta.url), 'utf8'));
		const rows = fixture.tables.events as (LoggedEvent & { sessionId: string })[];
		for (const session of fixture.tables.sessions as { id: string }[]) {
			const events = rows.filter((e) => e.sessionId === session.id).sort((a, b) => a.seq - b.seq);
			// Act
			const mapped = fromLegacyLog(session.id, events);
			const folded = foldMapped('counters', mapped);
			// Assert
			const today = fold(
				(s, e) => replayable(counters).fold(s, e) as never,
				replayable(counters).initialState(),
				readLog(events).path
			);
			expect('state' in today && folded.state).toEqual('state' in today && today.state);
			const expected = fixture.expectedStates[session.id];
			if (expected) expect((folded.state as { system: unknown }).system).toEqual(expected);
			expect(mapped).toHaveLength(events.length);
		}
	});

	it('the schema-2 database fixture (joined runs, groups, undo/redo, a 超人ロック game): every session folds to the recorded state', () => {
		// Arrange
		const fixture = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/db-v2.json', import.meta.url), 'utf8'));
		const rows = fixture.tables.events as (LoggedEvent & { sessionId: string })[];
		const sessions = fixture.tables.sessions as { id: string; systemId: string }[];
		for (const session of sessions) {
			const events = rows.filter((e) => e.sessionId === session.id).sort((a, b) => a.seq - b.seq);
			const system = systems(session.systemId)!;
			// Act
			const mapped = fromLegacyLog(session.id, events);
			const folded = foldMapped(session.systemId, mapped);
			// Assert
			const today = fold((s, e) => system.fold(s, e) as never, system.initialState(), readLog(events).path);
			expect('state' in today && folded.state).toEqual('state' in today && today.state);
			// What the schema-2 app recorded still holds (a system's state may have gained fields since).
			expect((folded.state as { system: object }).system).toMatchObject(fixture.expectedStates[session.id]);
			expect(folded.conflicts).toEqual([]);
			expect(folded.waiting).toEqual([]);
			expect(mapped).toHaveLength(events.length);
		}
	});

	it('a joined run of repeats (its first tap alone, the rest marked with its seq) is carried over as one command, a group of three', () => {
		// Arrange: seq 3 alone, seq 4 and 5 joined onto it (group 3), then undone as one.
		const fixture = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/db-v2.json', import.meta.url), 'utf8'));
		const id = '1c0d7e52-8a3b-4f9e-b6a1-3d5e7f9a0b11';
		const events = (fixture.tables.events as (LoggedEvent & { sessionId: string })[])
			.filter((e) => e.sessionId === id && e.seq <= 5)
			.sort((a, b) => a.seq - b.seq);
		// Act
		const mapped = fromLegacyLog(id, events);
		// Assert
		expect(mapped.slice(2).map((e) => e.group)).toEqual([
			{ first: 3, size: 3 },
			{ first: 3, size: 3 },
			{ first: 3, size: 3 }
		]);
		expect(mapped[1]!.group).toBeUndefined();
	});

	it('a version-2 export file (groups, undo, redo, 超人ロック) folds to the state the import check computes', () => {
		expectSameAsToday(readFileSync(new URL('../../../../tests/fixtures/export-v2.json', import.meta.url), 'utf8'));
	});

	it('a version-1 export (an undo, a branch, an undo and a redo) folds to the state the import check computes', () => {
		expectSameAsToday(importFixture('valid-base.json'));
	});

	it('two devices mapping the same file give the same identities, so a merge adds nothing twice', () => {
		// Arrange
		const { session, events } = readToday(importFixture('valid-base.json'))[0]!;
		// Act
		const here = fromLegacyLog(session.id, events);
		const there = fromLegacyLog(session.id, structuredClone(events));
		const merged = foldMapped(session.systemId, [...here, ...there]);
		// Assert
		expect(merged.log).toHaveLength(events.length);
		expect(merged.conflicts).toEqual([]);
	});

	it('refuses a log that does not fold today (LogError), rather than carrying it over', () => {
		const log: LoggedEvent[] = [{ sessionId: 's', seq: 2, at: 0, type: 't/x', payload: {}, parent: 0 }];
		expect(() => fromLegacyLog('s', log)).toThrow(LogError);
	});
});

describe('fromLegacyLog on a frozen version-2 export (written by the one-writer store)', () => {
	const file = () => readFileSync(new URL('../../../../tests/fixtures/export-v2.json', import.meta.url), 'utf8');

	it('counters: groups, an undo and redo of a group, an undone group abandoned for a new branch', () => {
		// Arrange: "Groups" was recorded as: two counters added as one command, -3, a group of two
		// adjustments, undo, redo, undo, undo, then a new branch (counterSet).
		const text = file();
		expect(text).toContain('"group"');
		// Act
		const checked = expectSameAsToday(text).find((s) => s.session.name === 'Groups')!;
		const mapped = fromLegacyLog(checked.session.id, checked.events);
		// Assert
		expect(mapped.filter((e) => e.group).map((e) => [e.counter, e.clock, e.group])).toEqual([
			[1, 1, { first: 1, size: 2 }],
			[2, 1, { first: 1, size: 2 }],
			[4, 4, { first: 4, size: 2 }],
			[5, 4, { first: 4, size: 2 }]
		]);
		// Today's undo named the group's last event (5); the new one names its first (4).
		expect(
			mapped.filter((e) => e.type === UNDONE).map((e) => (e.payload as { target: { counter: number } }).target.counter)
		).toEqual([4, 4, 3]);
		// Today's redo named the action (5); the new one names the undo it reverses (6).
		expect(
			mapped.filter((e) => e.type === REDONE).map((e) => (e.payload as { target: { counter: number } }).target.counter)
		).toEqual([6]);
	});

	it('超人ロック: a game of 515 events with groups, undos, redos and re-entered branches', () => {
		// Act
		const checked = expectSameAsToday(file()).find((s) => s.session.name === 'Locke 400')!;
		// Assert: every kind of one-writer history is in it
		const types = checked.events.map((e) => e.type);
		expect(checked.events).toHaveLength(515);
		expect(types.filter((t) => t === UNDONE).length).toBeGreaterThan(10);
		expect(types.filter((t) => t === REDONE).length).toBeGreaterThan(10);
		expect(checked.events.filter((e) => e.group !== undefined).length).toBeGreaterThan(100);
	});
});

// ---- Property: any one-writer log folds alike before and after the mapping ----------------

type Step = { kind: 'act'; size: number } | { kind: 'undo' } | { kind: 'redo' };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
	{ weight: 3, arbitrary: fc.record({ kind: fc.constant('act' as const), size: fc.integer({ min: 1, max: 3 }) }) },
	{ weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
	{ weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) }
);

/** Writes a log as today's store does (appendEvents, undo, redo), skipping impossible undos and redos. */
function writeLog(steps: readonly Step[]): LoggedEvent[] {
	const log: LoggedEvent[] = [];
	let head = 0;
	const redoStack: number[] = [];
	const firstOf = (seq: number) => log[seq - 1]!.group ?? seq;
	const base = (type: string, payload: unknown, parent: number): LoggedEvent => ({
		sessionId: 's',
		seq: log.length + 1,
		at: 0,
		type,
		payload,
		parent
	});
	for (const step of steps) {
		if (step.kind === 'act') {
			const first = log.length + 1;
			for (let i = 0; i < step.size; i++) {
				const e = base('test/noted', { text: `n${first + i}` }, i === 0 ? head : first + i - 1);
				if (step.size > 1) e.group = first;
				log.push(e);
			}
			head = log.length;
			redoStack.length = 0;
		} else if (step.kind === 'undo' && head > 0) {
			log.push(base(UNDONE, { target: head }, head));
			redoStack.push(head);
			head = log[firstOf(head) - 1]!.parent;
		} else if (step.kind === 'redo' && redoStack.length > 0) {
			const target = redoStack.pop()!;
			log.push(base(REDONE, { target }, head));
			head = target;
		}
	}
	return log;
}

describe('fromLegacyLog: property', () => {
	it('any act/undo/redo log with groups: the same active events, in the same order, as readLog’s path', () => {
		fc.assert(
			fc.property(fc.array(stepArb, { maxLength: 80 }), (steps) => {
				// Arrange
				const log = writeLog(steps);
				// Act
				const folded = foldLog({ log: fromLegacyLog('s', log), initial: initialTally(), reduce: reduceTally });
				// Assert
				const path = readLog(log).path.map((e) => (e.payload as { text: string }).text);
				expect(folded.state.notes).toEqual(path);
				expect(folded.conflicts).toEqual([]);
			}),
			{ numRuns: 300 }
		);
	});
});
