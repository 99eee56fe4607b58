/**
 * A shared session's side of the database (db/sync-updates.ts): an arrived update is acknowledged
 * with the events it carried in one transaction (both or neither), updates compact without loss,
 * and sharing, joining and leaving keep the session whole.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { newStamp, stampCommand } from '$lib/core/sync';
import { added } from '$tests/factories/counters';
import { resetDb } from '$tests/factories/db';
import { createSession, db, duplicateSession, purgeSession } from './index';
import { logInOrder } from './log';
import { deviceId } from './meta';
import {
	acknowledgeArrived,
	acknowledgeOwn,
	compactUpdates,
	joinSharedSession,
	leaveSharedSession,
	shareSession,
	storedUpdates
} from './sync-updates';

const OTHER = 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf';
const ROOM = { relay: 'ws://127.0.0.1:1', room: '0123456789abcdef0123456789abcdef', role: 'gm' as const };
const bytes = (...b: number[]) => new Uint8Array(b);

beforeEach(resetDb);

describe('acknowledgeArrived', () => {
	it('writes the accepted events and the update bytes together', async () => {
		const { id } = await createSession('counters', 'Table');
		const events = stampCommand(newStamp(OTHER), [added('hp')], 5).events;
		const merged = await acknowledgeArrived(id, events, bytes(1, 2, 3));
		expect(merged?.added.map((e) => e.counter)).toEqual([1]);
		expect((await logInOrder(id)).map((e) => e.device)).toEqual([OTHER]);
		expect((await storedUpdates(id)).map((r) => [...r.update])).toEqual([[1, 2, 3]]);
	});

	it('keeps the bytes of an update whose events were all refused (nothing merged)', async () => {
		const { id } = await createSession('counters', 'Table');
		expect(await acknowledgeArrived(id, [], bytes(9))).toBeUndefined();
		expect(await db.log.count()).toBe(0);
		expect(await storedUpdates(id)).toHaveLength(1);
	});

	it('writes neither when the merge fails (no such session): the update is not acknowledged', async () => {
		const events = stampCommand(newStamp(OTHER), [added('hp')], 5).events;
		await expect(acknowledgeArrived('missing', events, bytes(1))).rejects.toMatchObject({ code: 'storage/not_found' });
		expect(await db.syncUpdates.count()).toBe(0);
		expect(await db.log.count()).toBe(0);
	});
});

describe('compactUpdates', () => {
	it('replaces the rows by their merge, oldest first before, one row after', async () => {
		const { id } = await createSession('counters', 'Table');
		await acknowledgeOwn(id, bytes(1));
		await acknowledgeOwn(id, bytes(2));
		const rows = await storedUpdates(id);
		expect(rows.map((r) => r.update[0])).toEqual([1, 2]);
		await compactUpdates(
			id,
			rows.map((r) => r.id),
			bytes(7)
		);
		expect((await storedUpdates(id)).map((r) => [...r.update])).toEqual([[7]]);
	});
});

describe('share, join, leave', () => {
	it('sharing an upgraded session switches its writer to this device from counter 1; its log stays', async () => {
		const { id } = await createSession('counters', 'Table');
		await db.sessions.update(id, { device: OTHER, counter: 4 });
		const row = await shareSession(id, ROOM);
		expect(row).toMatchObject({ share: ROOM, device: await deviceId(), counter: 0 });
	});

	it('joining makes an empty row with the shared id, written as this device; leaving keeps the session', async () => {
		const row = await joinSharedSession({ id: 'S1', systemId: 'counters', name: 'Table', createdAt: 1 }, ROOM);
		expect(row).toMatchObject({ id: 'S1', device: await deviceId(), counter: 0, clock: 0, size: 0, share: ROOM });
		await acknowledgeOwn('S1', bytes(1));
		await leaveSharedSession('S1');
		const left = await db.sessions.get('S1');
		expect(left?.share).toBeUndefined();
		expect(left?.id).toBe('S1');
		expect(await storedUpdates('S1')).toEqual([]);
	});

	it('a duplicate of a shared session is not shared; a purge drops its acknowledged updates', async () => {
		const { id } = await createSession('counters', 'Table');
		await shareSession(id, ROOM);
		await acknowledgeOwn(id, bytes(1));
		const copy = await duplicateSession(id, 'Copy');
		expect(copy.share).toBeUndefined();
		await purgeSession(id);
		expect(await db.syncUpdates.count()).toBe(0);
	});
});
