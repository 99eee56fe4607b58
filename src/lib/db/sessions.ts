import { db } from './db';
import { identityBounds, orderBounds } from './keys';
import { StorageError, toStorageError } from './errors';
import { keepDeletedDays, listedSessions, purgeDue } from './peek';
import { deviceId, getMeta } from './meta';
import type { SessionRow, SessionRowV3 } from './schema';
import type { WriterStamp } from './carry-over';

export function newId(): string {
	return crypto.randomUUID();
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
	try {
		return await work();
	} catch (err) {
		throw toStorageError(err);
	}
}

/** A new, empty session. It records as this database's device (meta `deviceId`) from counter 1 (docs/live-table.md). */
export async function createSession(systemId: string, name: string): Promise<SessionRow & WriterStamp> {
	return guard(async () => {
		const now = Date.now();
		const row: SessionRow & WriterStamp = {
			id: newId(),
			systemId,
			name,
			createdAt: now,
			updatedAt: now,
			actions: 0,
			device: await deviceId(),
			counter: 0,
			clock: 0,
			size: 0
		};
		await db.sessions.add(row);
		return row;
	});
}

export async function getSession(id: string): Promise<SessionRowV3 | undefined> {
	const row = await db.sessions.get(id);
	return row && !row.deletedAt ? row : undefined;
}

/** Sessions shown in the list, most recently changed first. */
export async function listSessions(): Promise<SessionRow[]> {
	return listedSessions(await db.sessions.toArray());
}

export async function renameSession(id: string, name: string): Promise<void> {
	await guard(async () => {
		const n = await db.sessions.update(id, { name });
		if (n === 0) throw new StorageError('storage/not_found', id);
	});
}

/** A session's rows in the tables keyed by [sessionId+device+counter] / [sessionId+clock+device+counter]. */
export function rowsOf(id: string) {
	return {
		log: db.log.where('[sessionId+device+counter]').between(...identityBounds(id)),
		checkpoints: db.checkpoints.where('[sessionId+clock+device+counter]').between(...orderBounds(id)),
		clashes: db.clashes.where('[sessionId+device+counter]').between(...identityBounds(id))
	};
}

/**
 * A full copy under a new id, in one transaction: its log with every event's identity as it was
 * (device, counter, clock), its clashes and checkpoints, and its writer stamp (the copy goes on
 * recording where the original stood; the two never meet, as they are different sessions).
 */
export async function duplicateSession(id: string, name: string): Promise<SessionRowV3> {
	return guard(() =>
		db.transaction('rw', [db.sessions, db.log, db.checkpoints, db.clashes], async () => {
			const row = await db.sessions.get(id);
			if (!row || row.deletedAt) throw new StorageError('storage/not_found', id);
			// A copy is not shared: it would push its events into the original's room under the same writer.
			const { share: _notShared, ...kept } = row;
			const copy: SessionRowV3 = { ...kept, id: newId(), name, createdAt: Date.now(), updatedAt: Date.now() };
			const to = copy.id;
			const of = rowsOf(id);
			const [log, checkpoints, clashes] = await Promise.all([
				of.log.toArray(),
				of.checkpoints.toArray(),
				of.clashes.toArray()
			]);
			await db.sessions.add(copy);
			await db.log.bulkAdd(log.map((e) => ({ ...e, sessionId: to })));
			await db.checkpoints.bulkAdd(checkpoints.map((c) => ({ ...c, sessionId: to })));
			await db.clashes.bulkAdd(clashes.map(({ id: _id, ...c }) => ({ ...c, sessionId: to })));
			return copy;
		})
	);
}

/**
 * Every session row, deleted ones included (the list and the "recently deleted" list split them:
 * `listedSessions`, `deletedSessions`).
 */
export async function allSessionRows(): Promise<SessionRow[]> {
	return db.sessions.toArray();
}

/**
 * Moves a session to "recently deleted"; `restoreSession` brings it back until `purgeDeleted`
 * removes it for good (after the days the person chose in Settings, 30 by default).
 */
export async function deleteSession(id: string): Promise<void> {
	await guard(() => db.sessions.update(id, { deletedAt: Date.now() }).then(() => undefined));
}

export async function restoreSession(id: string): Promise<void> {
	await guard(async () => {
		const row = await db.sessions.get(id);
		if (!row) throw new StorageError('storage/not_found', id);
		const { deletedAt: _gone, ...rest } = row;
		await db.sessions.put(rest);
	});
}

/** Removes a session and everything of it, in one transaction. */
export async function purgeSession(id: string): Promise<void> {
	await guard(() =>
		db.transaction('rw', [db.sessions, db.log, db.checkpoints, db.clashes, db.syncUpdates], async () => {
			const of = rowsOf(id);
			await db.syncUpdates.where('sessionId').equals(id).delete();
			await Promise.all([of.log.delete(), of.checkpoints.delete(), of.clashes.delete()]);
			await db.sessions.delete(id);
		})
	);
}

/** Removes for good the sessions deleted longer ago than the days chosen in Settings (30 by default). */
export async function purgeDeleted(): Promise<number> {
	const days = keepDeletedDays(await getMeta('keepDeletedDays'));
	const gone = purgeDue(await db.sessions.toArray(), Date.now(), days);
	for (const r of gone) await purgeSession(r.id);
	return gone.length;
}
