import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_EVERY } from '$lib/core/events';
import { allEvents, appendEvent, createSession, db, getSession, redo, undo } from './index';
import { added, adjusted } from '$tests/factories/counters';
import { openCounters, rejection, resetDb, snapshotOf } from '$tests/factories/db';

// The event store when a write cannot happen: a stale head, two appends at once, a full disk.
// (The rest of the event store's tests are in events.test.ts.)

const open = openCounters;

beforeEach(async () => {
	await resetDb();
});

afterEach(() => {
	vi.restoreAllMocks();
	vi.useRealTimers();
});

describe('conflicts: a stale head is refused and nothing is written', () => {
	async function twoActions() {
		const session = await createSession('counters', 'Table');
		await appendEvent(session.id, added('life', { initial: 20 }));
		await appendEvent(session.id, adjusted('life', -1));
		return session.id;
	}

	it.each([
		['appendEvent', (id: string) => appendEvent(id, adjusted('life', -1), { expectedHead: 1 })],
		['undo', (id: string) => undo(id, 1)],
		['redo', (id: string) => redo(id, 1)]
	])('%s with expectedHead ≠ head → storage/conflict', async (_name, write) => {
		// Arrange
		const id = await twoActions();
		const before = await snapshotOf(id);
		// Act
		const err = await rejection(write(id));
		// Assert
		expect(err.code).toBe('storage/conflict');
		expect(await snapshotOf(id)).toEqual(before);
	});

	it('of concurrent appends made on the same head, exactly one is recorded', async () => {
		// Arrange
		const id = await twoActions();
		// Act
		const results = await Promise.allSettled(
			Array.from({ length: 5 }, (_, i) => appendEvent(id, adjusted('life', i + 1), { expectedHead: 2 }))
		);
		// Assert
		expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
		const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
		expect(refused).toHaveLength(4);
		for (const reason of refused) expect(reason).toMatchObject({ name: 'StorageError', code: 'storage/conflict' });
		expect(await allEvents(id)).toHaveLength(3);
	});
});

describe('concurrent appends', () => {
	it('50 appends at once without expectedHead keep seq dense and each parent the previous seq', async () => {
		// Arrange
		const session = await createSession('counters', 'Busy');
		await appendEvent(session.id, added('x'));
		// Act
		const results = await Promise.all(Array.from({ length: 50 }, () => appendEvent(session.id, adjusted('x', 1))));
		// Assert
		const log = await allEvents(session.id);
		expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
		expect(log.map((e) => e.parent)).toEqual(Array.from({ length: 51 }, (_, i) => i));
		expect(results.map((r) => r.event.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
		expect(await getSession(session.id)).toMatchObject({ lastSeq: 51, head: 51, actions: 51 });
		expect((await open(session.id, false)).state.counters[0]!.value).toBe(50);
	});
});

describe('a failed transaction writes nothing', () => {
	const quota = () => {
		throw new DOMException('full', 'QuotaExceededError');
	};

	async function sessionWithOneAction() {
		const session = await createSession('counters', 'Full disk');
		await appendEvent(session.id, added('x'));
		return session.id;
	}

	it('appendEvent: events.bulkAdd throws QuotaExceededError → storage/quota, row and events unchanged', async () => {
		// Arrange
		const id = await sessionWithOneAction();
		const before = await snapshotOf(id);
		vi.spyOn(db.events, 'bulkAdd').mockImplementation(quota);
		// Act
		const err = await rejection(appendEvent(id, adjusted('x', 1)));
		// Assert
		expect(err.code).toBe('storage/quota');
		vi.restoreAllMocks();
		expect(await snapshotOf(id)).toEqual(before);
	});

	it('appendEvent: the row write fails after the event was added → the event is rolled back too', async () => {
		// Arrange
		const id = await sessionWithOneAction();
		const before = await snapshotOf(id);
		const add = vi.spyOn(db.events, 'bulkAdd');
		vi.spyOn(db.sessions, 'put').mockImplementation(quota);
		// Act
		const err = await rejection(appendEvent(id, adjusted('x', 1)));
		// Assert
		expect(err.code).toBe('storage/quota');
		expect(add).toHaveBeenCalledTimes(1);
		vi.restoreAllMocks();
		expect(await snapshotOf(id)).toEqual(before);
	});

	it('appendEvent: the snapshot write fails → neither the event nor the row change is kept', async () => {
		// Arrange
		const session = await createSession('counters', 'Snapshot');
		for (let i = 1; i < SNAPSHOT_EVERY; i++) await appendEvent(session.id, i === 1 ? added('x') : adjusted('x', 1));
		const before = await snapshotOf(session.id);
		vi.spyOn(db.snapshots, 'put').mockImplementation(quota);
		// Act
		const err = await rejection(appendEvent(session.id, adjusted('x', 1), { stateAfter: { any: 'state' } }));
		// Assert
		expect(err.code).toBe('storage/quota');
		vi.restoreAllMocks();
		expect(await snapshotOf(session.id)).toEqual(before);
	});

	it('undo: events.add throws QuotaExceededError → storage/quota, nothing written', async () => {
		// Arrange
		const id = await sessionWithOneAction();
		const before = await snapshotOf(id);
		vi.spyOn(db.events, 'add').mockImplementation(quota);
		// Act
		const err = await rejection(undo(id));
		// Assert
		expect(err.code).toBe('storage/quota');
		vi.restoreAllMocks();
		expect(await snapshotOf(id)).toEqual(before);
	});

	it('redo: events.add throws QuotaExceededError → storage/quota, nothing written', async () => {
		// Arrange
		const id = await sessionWithOneAction();
		await undo(id);
		const before = await snapshotOf(id);
		vi.spyOn(db.events, 'add').mockImplementation(quota);
		// Act
		const err = await rejection(redo(id));
		// Assert
		expect(err.code).toBe('storage/quota');
		vi.restoreAllMocks();
		expect(await snapshotOf(id)).toEqual(before);
	});
});
