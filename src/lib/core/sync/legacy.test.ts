/**
 * Today's logs carried over to the new identity fold to the same state. The logs are real: the
 * schema-1 database fixture, a version-1 export file, and version-2 exports written by today's
 * store (groups, undo, redo, an abandoned branch) for a counters and a 超人ロック game.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LogError, REDONE, UNDONE, readLog, fold, type EventDraft, type LoggedEvent } from '$lib/core/events';
import { appendEvents, createSession, exportSessions, redo, undo } from '$lib/db';
import { counters } from '$lib/systems/counters';
import { replayable } from '$lib/session/apply';
import { added as counterAdded } from '$tests/factories/counters';
import { resetDb } from '$tests/factories/db';
import { importFixture, systems, validate } from '$tests/factories/transfer';
import { lockeGameLog } from '../../../../bench/locke-log';
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

/** Every valid session of an export file: mapped, folded, and compared with today's import check. */
function expectSameAsToday(text: string) {
	const check = validate(text);
	if (!check.ok) throw new Error(`fixture refused: ${check.issue.code}`);
	for (const { session, events, state } of check.sessions) {
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
	return check.sessions;
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
		const check = validate(importFixture('valid-base.json'));
		if (!check.ok) throw new Error(check.issue.code);
		const { session, events } = check.sessions[0]!;
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

describe('fromLegacyLog on version-2 exports written by the store', () => {
	beforeEach(async () => {
		await resetDb();
	});

	it('counters: groups, an undo and redo of a group, an undone group abandoned for a new branch', async () => {
		// Arrange
		const s = await createSession('counters', 'Groups');
		await appendEvents(s.id, [counterAdded('life'), counterAdded('poison')]);
		await appendEvents(s.id, [{ type: 'counters/counterAdjusted', payload: { id: 'life', name: 'life', by: -3 } }]);
		await appendEvents(s.id, [
			{ type: 'counters/counterAdjusted', payload: { id: 'life', name: 'life', by: -2 } },
			{ type: 'counters/counterAdjusted', payload: { id: 'poison', name: 'poison', by: 1 } }
		]);
		await undo(s.id);
		await redo(s.id);
		await undo(s.id);
		await undo(s.id);
		await appendEvents(s.id, [{ type: 'counters/counterSet', payload: { id: 'life', name: 'life', value: 7 } }]);
		// Act + Assert
		const file = JSON.stringify(await exportSessions([s.id]));
		expect(file).toContain('"group"');
		const [checked] = expectSameAsToday(file);
		const mapped = fromLegacyLog(checked!.session.id, checked!.events);
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

	it('超人ロック: a game of 400 events with groups, undos, redos and re-entered branches', async () => {
		// Arrange: the bench's game, recorded through the store in commands of one to three events.
		const { drafts } = lockeGameLog(400);
		const s = await createSession('locke', 'Locke');
		for (let i = 0, k = 0; i < drafts.length; k++) {
			const size = (k % 3) + 1;
			const command: EventDraft[] = drafts.slice(i, i + size);
			await appendEvents(s.id, command);
			if (k % 7 === 3) {
				await undo(s.id);
				await redo(s.id);
			}
			if (k % 11 === 5) {
				await undo(s.id);
				await appendEvents(s.id, command);
			}
			i += size;
		}
		// Act + Assert
		const file = JSON.stringify(await exportSessions([s.id]));
		const [checked] = expectSameAsToday(file);
		expect(checked!.events.length).toBeGreaterThan(drafts.length);
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
