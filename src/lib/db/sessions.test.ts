import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	allSessionRows,
	createSession,
	db,
	deleteSession,
	duplicateSession,
	getSession,
	listSessions,
	purgeDeleted,
	purgeSession,
	renameSession,
	restoreSession,
	setMeta
} from './index';
import { deletedSessions } from './peek';
import { deviceId } from './meta';
import { appendCommand, logInOrder, saveCheckpoint } from './log';
import { added, adjusted } from '$tests/factories/counters';
import { countRows, countersFold, openCounters, rejection, resetDb } from '$tests/factories/db';
import { LogPlayer } from '$tests/factories/log-session';

const open = (id: string) => openCounters(id);

beforeEach(async () => {
	await resetDb();
	vi.useFakeTimers({ toFake: ['Date'] });
	vi.setSystemTime(1_000_000);
});

afterEach(() => {
	vi.useRealTimers();
});

describe('createSession / getSession', () => {
	it('creates an empty session row, its writer stamp at counter 0, and reads it back', async () => {
		// Act
		const row = await createSession('counters', 'Friday game');
		// Assert
		expect(row).toEqual({
			id: expect.stringMatching(/^[0-9a-f-]{36}$/),
			systemId: 'counters',
			name: 'Friday game',
			createdAt: 1_000_000,
			updatedAt: 1_000_000,
			actions: 0,
			device: await deviceId(),
			counter: 0,
			clock: 0,
			size: 0
		});
		expect(await getSession(row.id)).toEqual(row);
		expect(await logInOrder(row.id)).toEqual([]);
	});

	it('gives every session its own id', async () => {
		// Act
		const a = await createSession('counters', 'A');
		const b = await createSession('counters', 'A');
		// Assert
		expect(a.id).not.toBe(b.id);
		expect(await db.sessions.count()).toBe(2);
	});
});

describe('listSessions', () => {
	it('lists live sessions, most recently changed first', async () => {
		// Arrange
		const old = await createSession('counters', 'Old');
		vi.setSystemTime(2_000_000);
		const middle = await createSession('counters', 'Middle');
		vi.setSystemTime(3_000_000);
		const fresh = await createSession('counters', 'Fresh');
		vi.setSystemTime(4_000_000);
		await appendCommand(old.id, [added('x')]); // playing moves it to the top
		// Act
		const list = await listSessions();
		// Assert
		expect(list.map((s) => s.name)).toEqual(['Old', 'Fresh', 'Middle']);
		expect(list.map((s) => s.id)).toEqual([old.id, fresh.id, middle.id]);
	});

	it('leaves deleted sessions out', async () => {
		// Arrange
		const kept = await createSession('counters', 'Kept');
		const gone = await createSession('counters', 'Gone');
		// Act
		await deleteSession(gone.id);
		// Assert
		expect((await listSessions()).map((s) => s.id)).toEqual([kept.id]);
	});
});

describe('renameSession', () => {
	it('changes only the name', async () => {
		// Arrange
		const row = await createSession('counters', 'Untitled');
		// Act
		await renameSession(row.id, 'Campaign, session 3');
		// Assert
		expect(await getSession(row.id)).toEqual({ ...row, name: 'Campaign, session 3' });
	});

	it('refuses an unknown id (storage/not_found) and creates nothing', async () => {
		// Act
		const err = await rejection(renameSession('nope', 'x'));
		// Assert
		expect(err.code).toBe('storage/not_found');
		expect(await db.sessions.count()).toBe(0);
	});
});

describe('duplicateSession', () => {
	it('copies the whole log, its identities, the stamp and the checkpoints under a new id: same state, same log', async () => {
		// Arrange: a session long enough to keep a checkpoint, with undos and a command after them.
		const player = await LogPlayer.create('Original');
		await player.act(added('x', { max: 1000 }));
		for (let i = 0; i < 204; i++) await player.act(adjusted('x', 1));
		await saveCheckpoint(player.sessionId, player.folded, countersFold.stateVersion);
		await player.undo();
		await player.undo();
		await player.act(adjusted('x', 5));
		await player.undo();
		const source = (await getSession(player.sessionId))!;
		// Act
		vi.setSystemTime(9_000_000);
		const copy = await duplicateSession(player.sessionId, 'Copy');
		// Assert
		expect(copy.id).not.toBe(source.id);
		expect(copy).toEqual({ ...source, id: copy.id, name: 'Copy', createdAt: 9_000_000, updatedAt: 9_000_000 });
		expect(await getSession(copy.id)).toEqual(copy);
		const strip = (events: { sessionId: string }[]) => events.map(({ sessionId: _s, ...rest }) => rest);
		const copiedLog = await logInOrder(copy.id);
		expect(strip(copiedLog)).toEqual(strip(await logInOrder(player.sessionId)));
		expect(copiedLog.every((e) => e.sessionId === copy.id)).toBe(true);
		const opened = await open(copy.id);
		expect(opened.state).toEqual((await open(source.id)).state);
		expect(opened.state).toEqual(player.state);
		expect(opened.state.counters[0]!.value).toBe(202);
		expect(await db.checkpoints.count()).toBe(2);
	});

	it('the copy and the original then evolve independently', async () => {
		// Arrange
		const original = await LogPlayer.create('Original');
		await original.act(added('x'));
		const copy = await LogPlayer.attach((await duplicateSession(original.sessionId, 'Copy')).id);
		// Act
		await copy.act(adjusted('x', 7));
		await original.undo();
		// Assert
		expect((await open(copy.sessionId)).state.counters[0]!.value).toBe(7);
		expect((await open(original.sessionId)).state.counters).toEqual([]);
		expect(await logInOrder(original.sessionId)).toHaveLength(2);
		expect(await logInOrder(copy.sessionId)).toHaveLength(2);
	});

	it('refuses a deleted session (storage/not_found) and writes nothing', async () => {
		// Arrange
		const row = await createSession('counters', 'Gone');
		await appendCommand(row.id, [added('x')]);
		await deleteSession(row.id);
		const before = await countRows();
		// Act
		const err = await rejection(duplicateSession(row.id, 'Copy'));
		// Assert
		expect(err.code).toBe('storage/not_found');
		expect(await countRows()).toEqual(before);
	});
});

describe('deleteSession / restoreSession', () => {
	it('delete hides the session but keeps its log; restore brings it back as it was', async () => {
		// Arrange
		const row = await createSession('counters', 'Table');
		await appendCommand(row.id, [added('x')]);
		await appendCommand(row.id, [adjusted('x', 3)]);
		const before = (await getSession(row.id))!;
		// Act
		await deleteSession(row.id);
		const whileDeleted = {
			listed: await listSessions(),
			got: await getSession(row.id),
			events: await logInOrder(row.id)
		};
		await restoreSession(row.id);
		// Assert
		expect(whileDeleted.listed).toEqual([]);
		expect(whileDeleted.got).toBeUndefined();
		expect(whileDeleted.events).toHaveLength(2);
		expect(await getSession(row.id)).toEqual(before);
		expect((await db.sessions.get(row.id))!).not.toHaveProperty('deletedAt');
		expect((await listSessions()).map((s) => s.id)).toEqual([row.id]);
		expect((await open(row.id)).state.counters[0]!.value).toBe(3);
	});

	it('restore of an unknown id is refused (storage/not_found)', async () => {
		// Act
		const err = await rejection(restoreSession('nope'));
		// Assert
		expect(err.code).toBe('storage/not_found');
	});
});

describe('purgeSession / purgeDeleted', () => {
	it('purge removes the row, every event and every checkpoint of that session only', async () => {
		// Arrange
		const doomed = await LogPlayer.create('Doomed');
		await doomed.act(added('x'));
		for (let i = 0; i < 200; i++) await doomed.act(adjusted('x', 1));
		await saveCheckpoint(doomed.sessionId, doomed.folded, countersFold.stateVersion);
		const kept = await LogPlayer.create('Kept');
		await kept.act(added('y'));
		for (let i = 0; i < 200; i++) await kept.act(adjusted('y', 1));
		await saveCheckpoint(kept.sessionId, kept.folded, countersFold.stateVersion);
		// Act
		await purgeSession(doomed.sessionId);
		// Assert
		expect(await db.sessions.get(doomed.sessionId)).toBeUndefined();
		expect(await logInOrder(doomed.sessionId)).toEqual([]);
		expect(await countRows()).toMatchObject({ sessions: 1, log: 201, checkpoints: 1 });
		expect((await db.checkpoints.toArray())[0]!.sessionId).toBe(kept.sessionId);
		expect((await open(kept.sessionId)).state).toEqual(kept.state);
	});

	it('a deleted session stays in "recently deleted" for the days chosen (30 by default), then purgeDeleted removes it for good', async () => {
		// Arrange
		const DAY = 86_400_000;
		const live = await createSession('counters', 'Live');
		const longGone = await createSession('counters', 'Long gone');
		const justGone = await createSession('counters', 'Just gone');
		await appendCommand(longGone.id, [added('x')]);
		await deleteSession(longGone.id);
		vi.setSystemTime(1_000_000 + 20 * DAY);
		await deleteSession(justGone.id);
		// Act: 20 days on, nothing is due; at 31 days the first is.
		expect(await purgeDeleted()).toBe(0);
		expect(deletedSessions(await allSessionRows()).map((r) => r.name)).toEqual(['Just gone', 'Long gone']);
		vi.setSystemTime(1_000_000 + 31 * DAY);
		const purged = await purgeDeleted();
		// Assert
		expect(purged).toBe(1);
		expect(await db.sessions.get(longGone.id)).toBeUndefined();
		expect(await logInOrder(longGone.id)).toEqual([]);
		await restoreSession(justGone.id);
		expect((await listSessions()).map((s) => s.id).sort()).toEqual([live.id, justGone.id].sort());
		// A keep of 7 days chosen in Settings purges sooner; an unknown stored value reads as 30.
		await deleteSession(live.id);
		vi.setSystemTime(1_000_000 + 39 * DAY);
		await setMeta('keepDeletedDays', 90);
		expect(await purgeDeleted()).toBe(0);
		await setMeta('keepDeletedDays', 7);
		expect(await purgeDeleted()).toBe(1);
	});
});
