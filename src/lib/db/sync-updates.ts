/**
 * A shared session's side of the database (docs/live-table.md, "The bridge"): its row's `share`,
 * and the Yjs update bytes its device has acknowledged, kept in `syncUpdates`. An update that
 * arrived is written in the same transaction as the events it carried (`acknowledgeArrived`), so
 * after a crash the device holds exactly what it acknowledged and its state vector asks the relay
 * for the rest. Bytes only: merging them is the bridge's (Yjs never loads with the db module).
 */
import type { SyncEvent } from '$lib/core/sync';
import { db } from './db';
import { StorageError, toStorageError } from './errors';
import { mergeIntoSession, type Merged } from './log';
import { deviceId } from './meta';
import type { SessionShare, SessionRowV3, SyncUpdateRow } from './schema';
import type { WriterStamp } from './carry-over';

async function guard<T>(work: () => Promise<T>): Promise<T> {
	try {
		return await work();
	} catch (err) {
		throw toStorageError(err);
	}
}

/** The updates a session's device acknowledged, oldest first, with their row ids. */
export async function storedUpdates(sessionId: string): Promise<Required<SyncUpdateRow>[]> {
	return guard(
		async () => (await db.syncUpdates.where('sessionId').equals(sessionId).sortBy('id')) as Required<SyncUpdateRow>[]
	);
}

/** Replaces the rows `ids` by one update (their merge), in one transaction: nothing is lost if it fails. */
export async function compactUpdates(sessionId: string, ids: readonly number[], merged: Uint8Array): Promise<void> {
	if (ids.length < 2) return;
	await guard(() =>
		db.transaction('rw', db.syncUpdates, async () => {
			await db.syncUpdates.bulkDelete([...ids]);
			await db.syncUpdates.add({ sessionId, update: merged });
		})
	);
}

/** Keeps an update this device made itself (its own events, already in its log). */
export async function acknowledgeOwn(sessionId: string, update: Uint8Array): Promise<void> {
	await guard(() => db.syncUpdates.add({ sessionId, update }));
}

/**
 * Acknowledges an update that arrived: the events of it that passed the checks merged into the
 * session (db/log mergeIntoSession: only new identities written, a clash kept) and the update's
 * bytes, in one transaction — both or neither. Undefined `merged` when no event was accepted.
 */
export async function acknowledgeArrived(
	sessionId: string,
	accepted: readonly SyncEvent[],
	update: Uint8Array
): Promise<Merged | undefined> {
	return guard(() =>
		db.transaction('rw', [db.sessions, db.log, db.clashes, db.checkpoints, db.syncUpdates], async () => {
			const merged = accepted.length > 0 ? await mergeIntoSession(sessionId, accepted) : undefined;
			await db.syncUpdates.add({ sessionId, update });
			return merged;
		})
	);
}

/**
 * Shares a session on this device: sets its `share`. A session still written as its legacy
 * device (an upgraded one-writer session) starts writing as this database's device, so two phones
 * that hold one exported session never continue the same counters (docs/live-table.md).
 */
export async function shareSession(sessionId: string, share: SessionShare): Promise<SessionRowV3> {
	const me = await guard(() => deviceId());
	return guard(() =>
		db.transaction('rw', db.sessions, async () => {
			const row = await db.sessions.get(sessionId);
			if (!row || row.deletedAt) throw new StorageError('storage/not_found', sessionId);
			// The GM's own device is the table's GM: the link it shows names it.
			const next: SessionRowV3 = { ...row, share: share.role === 'gm' ? { ...share, gm: me } : share };
			if (row.device !== me) Object.assign(next, { device: me, counter: 0 });
			await db.sessions.put(next);
			return next;
		})
	);
}

/**
 * A session another device shares, opened on this one (the join link's session): an empty row
 * with the shared session's id and system, written as this database's device from counter 1; its
 * events arrive through the bridge. A row of that id already here (even one deleted from the list)
 * keeps its log and gets the `share`.
 */
export async function joinSharedSession(
	session: { id: string; systemId: string; name: string; createdAt: number },
	share: SessionShare
): Promise<SessionRowV3> {
	const me = await guard(() => deviceId());
	return guard(() =>
		db.transaction('rw', db.sessions, async () => {
			const held = await db.sessions.get(session.id);
			if (held) {
				const { deletedAt: _back, ...kept } = held;
				const next: SessionRowV3 = { ...kept, share };
				await db.sessions.put(next);
				return next;
			}
			const stamp: WriterStamp = { device: me, counter: 0, clock: 0, size: 0 };
			const row: SessionRowV3 = {
				...session,
				updatedAt: Date.now(),
				actions: 0,
				...stamp,
				share
			};
			await db.sessions.put(row);
			return row;
		})
	);
}

/** Stops sharing on this device: the session stays, whole; its acknowledged updates are dropped. */
export async function leaveSharedSession(sessionId: string): Promise<void> {
	await guard(() =>
		db.transaction('rw', db.sessions, db.syncUpdates, async () => {
			const row = await db.sessions.get(sessionId);
			if (row) {
				const { share: _gone, ...rest } = row;
				await db.sessions.put(rest);
			}
			await db.syncUpdates.where('sessionId').equals(sessionId).delete();
		})
	);
}
