/**
 * Devices at a live table for the bridge's tests (src/lib/sync): each device is the app's own
 * modules loaded afresh (vi.resetModules) over a database of its own — Dexie's `indexedDB`
 * dependency is swapped for a new fake-indexeddb factory before the fresh `db` module constructs
 * its instance, so two devices in one process share no storage, as two phones would not. The
 * relay is the real one (tests/sync/harness.mjs).
 */
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { vi } from 'vitest';
import type { EventDraft } from '$lib/core/events';
import type { SessionShare } from '$lib/db/schema';
import type { SyncEvent } from '$lib/core/sync';
import { WebSocket } from './harness.mjs';

/** Polls an async `check` until it returns something truthy; throws after `timeoutMs`. */
export async function eventually<T>(
	what: string,
	check: () => T | Promise<T>,
	timeoutMs = 15_000
): Promise<NonNullable<T>> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await check();
		if (value) return value as NonNullable<T>;
		if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 25));
	}
}

/** One device: the app's modules over its own database. */
export async function newDevice() {
	vi.resetModules();
	Dexie.dependencies.indexedDB = new IDBFactory();
	Dexie.dependencies.IDBKeyRange = IDBKeyRange;
	const [bridge, log, sessions, updates, apply, registry, dbModule] = await Promise.all([
		import('$lib/sync/bridge'),
		import('$lib/db/log'),
		import('$lib/db/sessions'),
		import('$lib/db/sync-updates'),
		import('$lib/session/apply'),
		import('$lib/systems/registry'),
		import('$lib/db/db')
	]);
	const systemOf = async (id: string) => apply.replayable((await registry.loadSystem(id))!);

	return {
		db: dbModule.db,
		/** Creates a session and shares it in `share` (this device the GM). */
		async share(systemId: string, share: SessionShare) {
			const row = await sessions.createSession(systemId, 'Table');
			return updates.shareSession(row.id, share);
		},
		/** Joins a session another device shares. */
		join(session: { id: string; systemId: string; name: string; createdAt: number }, share: SessionShare) {
			return updates.joinSharedSession(session, share);
		},
		/** Opens the session's bridge (disconnected when `connect` is false). */
		async open(sessionId: string, share: SessionShare, connect = true) {
			const row = await sessions.getSession(sessionId);
			return bridge.openBridge({
				sessionId,
				share,
				system: await systemOf(row!.systemId),
				WebSocketPolyfill: WebSocket,
				connect
			});
		},
		/** Records one command as the controller does (its Dexie transaction, then the push); `join`: a quick repeat of the run begun at that counter. */
		async record(
			sessionId: string,
			push: { push(events: readonly SyncEvent[]): void },
			drafts: EventDraft[],
			options: { join?: number } = {}
		) {
			const appended = await log.appendCommand(sessionId, drafts, options);
			push.push(appended.events);
			return appended.events;
		},
		/** The session's log in the merged order, as identities. */
		async keys(sessionId: string) {
			return (await log.logInOrder(sessionId)).map((e) => `${e.device}:${e.counter}`);
		},
		logInOrder: log.logInOrder,
		/** The session folded from storage. */
		async fold(sessionId: string) {
			const row = await sessions.getSession(sessionId);
			const system = await systemOf(row!.systemId);
			return (
				await log.openLog(sessionId, {
					reduce: (s, e) => system.fold(s, e),
					initial: () => system.initialState(),
					stateVersion: system.stateVersion
				})
			).folded;
		},
		storedUpdates: updates.storedUpdates
	};
}

export type TestDevice = Awaited<ReturnType<typeof newDevice>>;
