/**
 * The log store (db/log.ts) when a write cannot happen: a log another tab has grown, several
 * writes at once, a full disk at each step of a command's transaction. A refused or failed write
 * leaves the row, the log and every table as they were. (The rest of the store's tests are in
 * log.test.ts and log-merge.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDONE, UNDONE, type EventDraft } from '$lib/core/events';
import { foldLog, redoTarget, undoTarget } from '$lib/core/sync';
import { added, adjusted } from '$tests/factories/counters';
import { countersFold, rejection, resetDb, snapshotOf } from '$tests/factories/db';
import { createSession, db } from './index';
import { appendCommand, logInOrder, openLog } from './log';
import { deviceId } from './meta';

const gm = () => 'gm' as const;

beforeEach(resetDb);

afterEach(() => {
	vi.restoreAllMocks();
});

const quota = () => {
	throw new DOMException('full', 'QuotaExceededError');
};

/** The session's log folded as the controller folds it. */
async function folded(id: string) {
	return foldLog({
		log: await logInOrder(id),
		initial: countersFold.initial(),
		reduce: countersFold.reduce,
		roleOf: gm
	});
}

/** The undo (or redo) the controller would record now: it names the writer's target on the fold. */
async function control(id: string, kind: 'undo' | 'redo'): Promise<EventDraft> {
	const f = await folded(id);
	const me = await deviceId();
	const target = kind === 'undo' ? undoTarget(f, me, gm) : redoTarget(f, me);
	if (!target) throw new Error(`nothing to ${kind}`);
	return { type: kind === 'undo' ? UNDONE : REDONE, payload: { target } };
}

async function twoCommands(name = 'Table'): Promise<string> {
	const { id } = await createSession('counters', name);
	await appendCommand(id, [added('life', { initial: 20 })]);
	await appendCommand(id, [adjusted('life', -1)]);
	return id;
}

describe('a log another tab has grown: storage/conflict, nothing written', () => {
	it.each([
		['a command', async (_id: string) => [adjusted('life', -1)]],
		['an undo', (id: string) => control(id, 'undo').then((d) => [d])],
		['a redo', async (id: string) => [await control(id, 'redo')]]
	] as const)('%s written with expectedSize ≠ size', async (what, drafts) => {
		// Arrange: for the redo, something undone first
		const id = await twoCommands();
		if (what === 'a redo') await appendCommand(id, [await control(id, 'undo')]);
		const ds = await drafts(id);
		const before = await snapshotOf(id);
		// Act
		const err = await rejection(appendCommand(id, ds, { expectedSize: before.row!.size! - 1 }));
		// Assert
		expect(err.code).toBe('storage/conflict');
		expect(await snapshotOf(id)).toEqual(before);
	});

	it('of several commands written at once on the same size, exactly one is recorded', async () => {
		// Arrange
		const id = await twoCommands();
		// Act
		const results = await Promise.allSettled(
			Array.from({ length: 5 }, (_, i) => appendCommand(id, [adjusted('life', i + 1)], { expectedSize: 2 }))
		);
		// Assert
		expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
		const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
		expect(refused).toHaveLength(4);
		for (const reason of refused) expect(reason).toMatchObject({ name: 'StorageError', code: 'storage/conflict' });
		expect(await logInOrder(id)).toHaveLength(3);
	});
});

describe('writes at once', () => {
	it('50 commands at once without expectedSize: counters dense, each its own clock, every one applied', async () => {
		// Arrange
		const { id } = await createSession('counters', 'Busy');
		const me = await deviceId();
		await appendCommand(id, [added('x')]);
		// Act
		const results = await Promise.all(Array.from({ length: 50 }, () => appendCommand(id, [adjusted('x', 1)])));
		// Assert
		const log = await logInOrder(id);
		const dense = Array.from({ length: 51 }, (_, i) => i + 1);
		expect(log.map((e) => e.counter)).toEqual(dense);
		expect(log.map((e) => e.clock)).toEqual(dense);
		expect(log.every((e) => e.device === me)).toBe(true);
		expect(results.map((r) => r.events[0]!.counter).sort((a, b) => a - b)).toEqual(dense.slice(1));
		expect(await db.sessions.get(id)).toMatchObject({ counter: 51, clock: 51, size: 51 });
		expect((await openLog(id, countersFold)).folded.state.system.counters[0]!.value).toBe(50);
	});
});

describe('a full disk mid-write writes nothing', () => {
	it('the events cannot be added (QuotaExceededError) → storage/quota; row, log and tables unchanged', async () => {
		// Arrange
		const id = await twoCommands('Full disk');
		const before = await snapshotOf(id);
		vi.spyOn(db.log, 'bulkAdd').mockImplementation(quota);
		// Act
		const err = await rejection(appendCommand(id, [adjusted('life', 1)]));
		// Assert
		expect(err.code).toBe('storage/quota');
		vi.restoreAllMocks();
		expect(await snapshotOf(id)).toEqual(before);
	});

	it('the row cannot be written after the events were added → the events are rolled back too', async () => {
		// Arrange
		const id = await twoCommands('Row fails');
		const before = await snapshotOf(id);
		const add = vi.spyOn(db.log, 'bulkAdd');
		vi.spyOn(db.sessions, 'put').mockImplementation(quota);
		// Act
		const err = await rejection(appendCommand(id, [adjusted('life', 1), adjusted('life', 2)]));
		// Assert
		expect(err.code).toBe('storage/quota');
		expect(add).toHaveBeenCalledTimes(1);
		vi.restoreAllMocks();
		expect(await snapshotOf(id)).toEqual(before);
	});

	it('a quick repeat that cannot be written → storage/quota, the run as it was', async () => {
		// Arrange: a run of two taps (counters 2 and 3), the third joining it
		const { id } = await createSession('counters', 'Run');
		await appendCommand(id, [added('life', { initial: 20 })]);
		await appendCommand(id, [adjusted('life', -1)]);
		await appendCommand(id, [adjusted('life', -1)], { join: 2 });
		const before = await snapshotOf(id);
		vi.spyOn(db.log, 'bulkAdd').mockImplementation(quota);
		// Act
		const err = await rejection(appendCommand(id, [adjusted('life', -1)], { join: 2 }));
		// Assert
		expect(err.code).toBe('storage/quota');
		vi.restoreAllMocks();
		expect(await snapshotOf(id)).toEqual(before);
		expect(before.log.slice(1).map((e) => e.run)).toEqual([undefined, 2]);
	});

	it.each(['undo', 'redo'] as const)(
		'%s: the control event cannot be added → storage/quota, nothing written',
		async (kind) => {
			// Arrange
			const id = await twoCommands(kind);
			if (kind === 'redo') await appendCommand(id, [await control(id, 'undo')]);
			const draft = await control(id, kind);
			const before = await snapshotOf(id);
			vi.spyOn(db.log, 'bulkAdd').mockImplementation(quota);
			// Act
			const err = await rejection(appendCommand(id, [draft]));
			// Assert
			expect(err.code).toBe('storage/quota');
			vi.restoreAllMocks();
			expect(await snapshotOf(id)).toEqual(before);
			// And once there is room again, the same control is written and does what it says.
			await appendCommand(id, [draft]);
			expect((await folded(id)).state.system.counters[0]!.value).toBe(kind === 'undo' ? 20 : 19);
		}
	);
});
