import { db } from './db';
import { StorageError, toStorageError } from './errors';
import { keepDeletedDays, listedSessions, purgeDue } from './peek';
import { getMeta } from './meta';
import type { SessionRow } from './schema';

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

export async function createSession(systemId: string, name: string): Promise<SessionRow> {
	const now = Date.now();
	const row: SessionRow = {
		id: newId(),
		systemId,
		name,
		createdAt: now,
		updatedAt: now,
		lastSeq: 0,
		head: 0,
		redo: [],
		actions: 0
	};
	await guard(() => db.sessions.add(row));
	return row;
}

export async function getSession(id: string): Promise<SessionRow | undefined> {
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

/** A full copy — log, cursor and snapshots — under a new id, in one transaction. */
export async function duplicateSession(id: string, name: string): Promise<SessionRow> {
	return guard(() =>
		db.transaction('rw', db.sessions, db.events, db.snapshots, async () => {
			const row = await db.sessions.get(id);
			if (!row || row.deletedAt) throw new StorageError('storage/not_found', id);
			const copy: SessionRow = { ...row, id: newId(), name, createdAt: Date.now(), updatedAt: Date.now() };
			const events = await db.events.where('[sessionId+seq]').between([id, 0], [id, Infinity]).toArray();
			const snaps = await db.snapshots.where('[sessionId+seq]').between([id, 0], [id, Infinity]).toArray();
			await db.sessions.add(copy);
			await db.events.bulkAdd(events.map((e) => ({ ...e, sessionId: copy.id })));
			await db.snapshots.bulkAdd(snaps.map((s) => ({ ...s, sessionId: copy.id })));
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
		db.transaction('rw', db.sessions, db.events, db.snapshots, async () => {
			await db.events.where('[sessionId+seq]').between([id, 0], [id, Infinity]).delete();
			await db.snapshots.where('[sessionId+seq]').between([id, 0], [id, Infinity]).delete();
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
