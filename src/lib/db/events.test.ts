import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { REDONE, SNAPSHOT_EVERY, UNDONE, fold, readLog, type LoggedEvent } from '$lib/core/events';
import { initialCountersState } from '$lib/systems/counters/reducer';
import {
	allEvents,
	appendEvent,
	createSession,
	db,
	deleteSession,
	getEvent,
	getSession,
	recentEvents,
	redo,
	undo
} from './index';
import { added, adjusted, foldCounters } from '$tests/factories/counters';
import { CountersPlayer, asShell, countRows, openCounters, rejection, resetDb, snapshotOf } from '$tests/factories/db';

const open = openCounters;

beforeEach(async () => {
	await resetDb();
});

afterEach(() => {
	vi.restoreAllMocks();
	vi.useRealTimers();
});

describe('appendEvent', () => {
	it('writes one event per call with seq 1, 2, 3 on top of the head, and updates the row', async () => {
		// Arrange
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(1_000);
		const session = await createSession('counters', 'Table');
		// Act
		vi.setSystemTime(2_000);
		const first = await appendEvent(session.id, added('life', { initial: 20 }));
		vi.setSystemTime(3_000);
		await appendEvent(session.id, adjusted('life', -1));
		vi.setSystemTime(4_000);
		const third = await appendEvent(session.id, adjusted('life', -2));
		// Assert
		const events = await allEvents(session.id);
		expect(events.map(({ seq, parent, at }) => ({ seq, parent, at }))).toEqual([
			{ seq: 1, parent: 0, at: 2_000 },
			{ seq: 2, parent: 1, at: 3_000 },
			{ seq: 3, parent: 2, at: 4_000 }
		]);
		expect(events[2]).toEqual({
			sessionId: session.id,
			seq: 3,
			at: 4_000,
			type: 'counters/counterAdjusted',
			payload: { id: 'life', name: 'Life', by: -2 },
			parent: 2
		});
		expect(first.event).toEqual(events[0]);
		expect(third.cursor).toEqual({ head: 3, redo: [], actions: 3 });
		expect(await getSession(session.id)).toEqual({
			...session,
			updatedAt: 4_000,
			lastSeq: 3,
			head: 3,
			redo: [],
			actions: 3
		});
	});

	it('refuses a session that does not exist or was deleted (storage/not_found) and writes nothing', async () => {
		// Arrange
		const session = await createSession('counters', 'Gone');
		await deleteSession(session.id);
		const before = await countRows();
		// Act
		const missing = await rejection(appendEvent('no-such-id', added('x')));
		const deleted = await rejection(appendEvent(session.id, added('x')));
		// Assert
		expect(missing.code).toBe('storage/not_found');
		expect(deleted.code).toBe('storage/not_found');
		expect(await countRows()).toEqual(before);
	});

	it('stores the state handed in as a snapshot exactly when the active path reaches a multiple of SNAPSHOT_EVERY', async () => {
		// Arrange
		const session = await createSession('counters', 'Long');
		await appendEvent(session.id, added('x'), { stateAfter: { n: 1 } });
		for (let i = 2; i < SNAPSHOT_EVERY; i++) await appendEvent(session.id, adjusted('x', 1), { stateAfter: { n: i } });
		const before = await db.snapshots.count();
		// Act
		await appendEvent(session.id, adjusted('x', 1), { stateAfter: { n: SNAPSHOT_EVERY } });
		await appendEvent(session.id, adjusted('x', 1), { stateAfter: { n: SNAPSHOT_EVERY + 1 } });
		// Assert
		expect(before).toBe(0);
		expect(await db.snapshots.toArray()).toEqual([
			{ sessionId: session.id, seq: SNAPSHOT_EVERY, actions: SNAPSHOT_EVERY, state: { n: SNAPSHOT_EVERY } }
		]);
	});
});

describe('undo and redo', () => {
	it('undo appends session/undone naming the head and moves the head to its parent', async () => {
		// Arrange
		const session = await createSession('counters', 'Table');
		await appendEvent(session.id, added('life', { initial: 20 }));
		await appendEvent(session.id, adjusted('life', -5));
		// Act
		const result = await undo(session.id);
		// Assert
		expect(result.event).toMatchObject({ seq: 3, type: UNDONE, payload: { target: 2 }, parent: 2 });
		expect(result.target.seq).toBe(2);
		expect(result.cursor).toEqual({ head: 1, redo: [2], actions: 1 });
		expect(await getSession(session.id)).toMatchObject({ lastSeq: 3, head: 1, redo: [2], actions: 1 });
		expect((await open(session.id, false)).state.counters[0]!.value).toBe(20);
	});

	it('redo appends session/redone and puts the undone action back', async () => {
		// Arrange
		const session = await createSession('counters', 'Table');
		await appendEvent(session.id, added('life', { initial: 20 }));
		await appendEvent(session.id, adjusted('life', -5));
		await undo(session.id);
		await undo(session.id);
		// Act
		const result = await redo(session.id);
		// Assert
		expect(result.event).toMatchObject({ seq: 5, type: REDONE, payload: { target: 1 }, parent: 0 });
		expect(result.cursor).toEqual({ head: 1, redo: [2], actions: 1 });
		expect(await getSession(session.id)).toMatchObject({ lastSeq: 5, head: 1, redo: [2], actions: 1 });
		expect((await open(session.id, false)).state.counters).toHaveLength(1);
	});

	it('undo with nothing to undo and redo with nothing to redo are refused and write nothing', async () => {
		// Arrange
		const session = await createSession('counters', 'Empty');
		const before = await snapshotOf(session.id);
		// Act
		const u = await rejection(undo(session.id));
		const r = await rejection(redo(session.id));
		// Assert
		expect(u.code).toBe('storage/nothing_to_undo');
		expect(r.code).toBe('storage/nothing_to_redo');
		expect(await snapshotOf(session.id)).toEqual(before);
	});

	it('undo → new action → redo is impossible, and the abandoned action stays in the log', async () => {
		// Arrange
		const session = await createSession('counters', 'Branch');
		await appendEvent(session.id, added('life', { initial: 20 }));
		const abandoned = await appendEvent(session.id, adjusted('life', -5));
		await undo(session.id);
		await appendEvent(session.id, adjusted('life', 3));
		// Act
		const err = await rejection(redo(session.id));
		// Assert
		expect(err.code).toBe('storage/nothing_to_redo');
		const log = await allEvents(session.id);
		expect(log).toContainEqual(abandoned.event);
		expect(log.map((e) => e.type)).toEqual([
			'counters/counterAdded',
			'counters/counterAdjusted',
			UNDONE,
			'counters/counterAdjusted'
		]);
		const row = (await getSession(session.id))!;
		expect(readLog(log).cursor).toEqual({ head: row.head, redo: row.redo, actions: row.actions });
		expect((await open(session.id, false)).state.counters[0]!.value).toBe(23);
	});
});

describe('openSession', () => {
	it('refuses a log its reducer cannot replay (storage/unknown), rather than showing a wrong state', async () => {
		// Arrange: appendEvent does not check drafts; the reducer refuses an unknown counter.
		const session = await createSession('counters', 'Corrupt');
		await appendEvent(session.id, adjusted('ghost', 1));
		// Act
		const err = await rejection(open(session.id, true));
		// Assert
		expect(err.code).toBe('storage/unknown');
		expect(err.detail).toContain('counters/unknown_counter');
	});

	it('refuses a deleted session (storage/not_found)', async () => {
		// Arrange
		const session = await createSession('counters', 'Gone');
		await deleteSession(session.id);
		// Act
		const err = await rejection(open(session.id, true));
		// Assert
		expect(err.code).toBe('storage/not_found');
	});
});

describe('reading the log', () => {
	it('recentEvents is newest first and limited; getEvent reads one; allEvents is in seq order; other sessions stay out', async () => {
		// Arrange
		const a = await createSession('counters', 'A');
		const b = await createSession('counters', 'B');
		await appendEvent(a.id, added('x'));
		await appendEvent(b.id, added('y'));
		for (let i = 0; i < 5; i++) await appendEvent(a.id, adjusted('x', 1));
		// Act
		const recent = await recentEvents(a.id, 3);
		const all = await allEvents(a.id);
		const one = await getEvent(a.id, 2);
		// Assert
		expect(recent.map((e) => e.seq)).toEqual([6, 5, 4]);
		expect(all.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
		expect(all.every((e) => e.sessionId === a.id)).toBe(true);
		expect(one).toEqual(all[1]);
		expect(await getEvent(a.id, 7)).toBeUndefined();
	});
});

// ---- Snapshot + tail = full replay ----------------------------------------------------

/** Asserts storage agrees with the player's model: cursor, log, and the state both ways. */
async function expectAgrees(player: CountersPlayer): Promise<{ fromSnapshot: number; replayed: number }> {
	const row = (await getSession(player.sessionId))!;
	expect({ head: row.head, redo: row.redo, actions: row.actions, lastSeq: row.lastSeq }).toEqual({
		head: player.head,
		redo: player.redoStack,
		actions: player.actions,
		lastSeq: player.eventCount
	});
	const log = await allEvents(player.sessionId);
	const { cursor, path } = readLog(log);
	expect(cursor).toEqual({ head: player.head, redo: player.redoStack, actions: player.actions });
	expect(path.map((e) => e.seq)).toEqual(player.path);
	const folded = fold(foldCounters, initialCountersState(), path as LoggedEvent[]);
	const withSnapshots = await open(player.sessionId, true);
	const withoutSnapshots = await open(player.sessionId, false);
	expect(withoutSnapshots.state).toEqual(player.state);
	expect(withSnapshots.state).toEqual(player.state);
	expect(folded).toEqual({ state: player.state });
	expect(withoutSnapshots).toMatchObject({ fromSnapshot: 0, replayed: player.actions });
	// Every action at a depth that is a multiple of SNAPSHOT_EVERY got a snapshot when it was
	// appended, so the newest one on the path is always used: fewer than SNAPSHOT_EVERY replayed.
	const expectedBase = player.path[Math.floor(player.actions / SNAPSHOT_EVERY) * SNAPSHOT_EVERY - 1] ?? 0;
	expect(withSnapshots.fromSnapshot).toBe(expectedBase);
	expect(withSnapshots.replayed).toBe(player.actions % SNAPSHOT_EVERY);
	return { fromSnapshot: withSnapshots.fromSnapshot, replayed: withSnapshots.replayed };
}

describe('snapshot + tail = full replay', () => {
	it('650 random adjustments with undos, redos, an undo across a snapshot and a branch after it: snapshots change nothing', async () => {
		await fc.assert(
			fc.asyncProperty(fc.gen(), async (g) => {
				// Arrange
				await resetDb();
				const player = await CountersPlayer.create('Long game');
				let adjustments = 0;
				const randomAdjust = async () => {
					const id = g(fc.constantFrom, 'hp', 'gold');
					const by = g(fc.integer, { min: -7, max: 7 });
					if (by === 0) return;
					if ((await player.act(adjusted(id, by))) === null) adjustments++;
				};
				await player.act(added('hp', { initial: 0, min: -50, max: 50 }));
				await player.act(added('gold', { initial: 0 }));

				// Act 1: past the first snapshot.
				while (player.actions < SNAPSHOT_EVERY + 5) await randomAdjust();
				const firstSnapshot = player.path[SNAPSHOT_EVERY - 1]!;
				expect(await db.snapshots.toArray()).toEqual([
					expect.objectContaining({ sessionId: player.sessionId, seq: firstSnapshot, actions: SNAPSHOT_EVERY })
				]);
				expect(await expectAgrees(player)).toEqual({ fromSnapshot: firstSnapshot, replayed: 5 });

				// Act 2: undo across the snapshot boundary → the snapshot is beyond the head.
				for (let i = 0; i < 10; i++) await player.undo();
				expect(await expectAgrees(player)).toEqual({ fromSnapshot: 0, replayed: SNAPSHOT_EVERY - 5 });

				// Act 3: redo a few, then branch: the first snapshot is now on an abandoned branch.
				for (let i = 0; i < 3; i++) await player.redo();
				while (player.actions < SNAPSHOT_EVERY - 1) await randomAdjust();
				// The first snapshot is older than the head but not on its path: it must be skipped.
				expect(player.head).toBeGreaterThan(firstSnapshot);
				expect(await expectAgrees(player)).toEqual({ fromSnapshot: 0, replayed: SNAPSHOT_EVERY - 1 });
				while (player.actions < SNAPSHOT_EVERY + 2) await randomAdjust();
				const branchSnapshot = player.path[SNAPSHOT_EVERY - 1]!;
				expect(branchSnapshot).not.toBe(firstSnapshot);
				expect(player.path).not.toContain(firstSnapshot);
				expect(await getEvent(player.sessionId, firstSnapshot)).toBeDefined();
				expect(await db.snapshots.count()).toBe(2);
				expect(await expectAgrees(player)).toEqual({ fromSnapshot: branchSnapshot, replayed: 2 });

				// Act 4: random play until 650 adjustments are recorded.
				let step = 0;
				while (adjustments < 650) {
					const roll = g(fc.integer, { min: 0, max: 99 });
					if (roll < 80) await randomAdjust();
					else if (roll < 92) await player.undo();
					else await player.redo();
					if (++step % 150 === 0) await expectAgrees(player);
				}
				while (player.actions < SNAPSHOT_EVERY) await randomAdjust();

				// Assert
				const { fromSnapshot, replayed } = await expectAgrees(player);
				expect(fromSnapshot).toBeGreaterThan(0);
				expect(replayed).toBeLessThan(SNAPSHOT_EVERY);
				// Every stored snapshot holds the state of the path it was taken on.
				for (const snap of await db.snapshots.toArray()) {
					expect(snap.state).toEqual(asShell(player.stateAfter(snap.seq)!));
					expect(snap.actions).toBe(player.depthOf.get(snap.seq));
				}
			}),
			{ numRuns: 3, endOnFailure: true }
		);
	}, 120_000);
});
