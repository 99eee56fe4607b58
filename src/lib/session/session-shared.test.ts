/**
 * The controller of a shared session (src/lib/sync, one SHARED: commit in session.svelte.ts): the
 * bridge is loaded only when the row is shared, each command is pushed after its write, and events
 * merged from another device reload the session. Against the real relay (tests/sync/harness.mjs);
 * the other device is a plain Yjs client. Every wait has a deadline.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventKey, newStamp, stampCommand, type SyncEvent } from '$lib/core/sync';
import { createSession, db } from '$lib/db';
import { shareSession } from '$lib/db/sync-updates';
import { notices } from '$lib/ui/notices.svelte';
import type { CountersCommands, CountersState } from '$lib/systems/counters';
import { adjusted } from '$tests/factories/counters';
import { WebSocket, deviceId, join, newRoomName, startRelay } from '$tests/sync/harness.mjs';
import { eventually } from '$tests/sync/device';
import { SessionController } from './session.svelte';

// The journal (lib/backup, localStorage) is not what this tests: Node has no localStorage.
vi.mock('$lib/backup/journalling', () => ({
	journalling: {
		acknowledgedIdentified: async () => undefined,
		full: async () => undefined,
		reachFull: () => undefined
	}
}));

type Controller = SessionController<CountersState, CountersCommands>;
const cleanups: (() => unknown)[] = [];

beforeEach(async () => {
	await db.delete();
	await db.open();
	notices.items = [];
	// Node 20 has no WebSocket of its own: y-websocket takes the global one, here `ws`'s.
	globalThis.WebSocket ??= WebSocket as typeof globalThis.WebSocket;
});
afterEach(async () => {
	for (const c of cleanups.splice(0).reverse()) await c();
});

async function opened(id: string): Promise<Controller> {
	const c: Controller = new SessionController(id);
	await c.load();
	cleanups.push(c.follow());
	return c;
}

describe('SessionController of a shared session', () => {
	it('a solo session opens no bridge', async () => {
		const row = await createSession('counters', 'Solo');
		const c = await opened(row.id);
		await c.settled();
		expect(c.status).toBe('ready');
		expect(c.bridge).toBeUndefined();
	});

	it("pushes each command after its write, joins quick repeats as a solo session does, and merges another device's", async () => {
		// Arrange: a relay, a session shared in a room, another device (plain Yjs) in it.
		const relay = await startRelay();
		cleanups.push(() => relay.stop());
		const room = newRoomName();
		const row = await createSession('counters', 'Table');
		await shareSession(row.id, { relay: relay.url, room, role: 'gm' });
		const peer = join(relay.url, room, deviceId());
		cleanups.push(() => peer.leave());
		const c = await opened(row.id);
		await eventually('the bridge connected', () => c.bridge?.view.status.kind === 'connected');
		const bridge = c.bridge!;
		// Act: a command and two quick repeats here.
		await c.dispatch('add', { name: 'ライフ', initial: 20, min: 0, max: null, step: 1 });
		await c.dispatch('adjust', { id: 'c1', by: -1 });
		await c.dispatch('adjust', { id: 'c1', by: -1 });
		// Assert: the other device received each as it was written; the repeat names its run's first
		// tap (one log line, one undo step, on every phone), nothing written before it changed.
		const got = await eventually('the peer has three', () => {
			const all = peer.events.toArray() as SyncEvent[];
			return all.length === 3 ? all : undefined;
		});
		expect(got.map((e) => [e.type, e.group, e.run])).toEqual([
			['counters/counterAdded', undefined, undefined],
			['counters/counterAdjusted', undefined, undefined],
			['counters/counterAdjusted', undefined, 2]
		]);
		expect(got[2]!.clock).toBe(got[1]!.clock);
		// Act: the other device records on what it heard.
		const heard = Math.max(...got.map((e) => e.clock));
		const theirs = stampCommand({ ...newStamp(deviceId()), clock: heard }, [adjusted('c1', -5)], 1).events;
		peer.doc.transact(() => peer.events.push(theirs));
		// Assert: merged and shown here, without a reload by hand.
		await eventually('the controller reloaded', () => c.row?.size === 4);
		expect(c.state.counters[0]!.value).toBe(13);
		expect(c.log.map((e) => eventKey(e))).toContain(eventKey(theirs[0]!));
		expect(bridge.view.receipt.merged).toEqual([{ device: theirs[0]!.device, count: 1 }]);
		// Act: a quick repeat after the other device's event: the run ended where another's began.
		await c.dispatch('adjust', { id: 'c1', by: -1 });
		// Assert: its own command, on a clock past what it heard.
		const after = await eventually('the peer has five', () => {
			const all = peer.events.toArray() as SyncEvent[];
			return all.length === 5 ? all.at(-1) : undefined;
		});
		expect([after.run, after.clock > theirs[0]!.clock]).toEqual([undefined, true]);
		expect(c.state.counters[0]!.value).toBe(12);
	}, 30_000);

	it('sharing stopped while the bridge is still opening: it closes as it arrives and never comes back', async () => {
		const relay = await startRelay();
		cleanups.push(() => relay.stop());
		const row = await createSession('counters', 'Table');
		await shareSession(row.id, { relay: relay.url, room: newRoomName(), role: 'gm' });
		const c: Controller = new SessionController(row.id);
		cleanups.push(c.follow());
		// Act: the load starts the bridge's dynamic import; sharing stops before it resolves.
		await c.load();
		expect(c.bridge).toBeUndefined();
		await c.stopSharing();
		await c.settled();
		// What must not happen (the bridge coming back) has no event to wait on: the import gets time to land.
		await new Promise((resolve) => setTimeout(resolve, 300));
		// Assert: no bridge, the session whole and no longer shared.
		expect(c.bridge).toBeUndefined();
		expect(c.row?.share).toBeUndefined();
		expect(c.status).toBe('ready');
	}, 30_000);
});
