// The relay (`npm run sync`) with real Yjs clients on 127.0.0.1. node:test, like tests/e2e: the
// relay is plain Node, and each file runs in a process of its own, so sockets and timers cannot
// leak into Vitest's workers. Run: node --test tests/sync/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deviceId, join, newRoomName, rawClose, startRelay, tableOfTwo, until } from './harness.mjs';

test(
	'two clients in one valid room see each other’s updates; a client in another room sees none',
	{ timeout: 30_000 },
	async (t) => {
		// Arrange
		const { relay, room, a: aki, b: ben } = await tableOfTwo(t);
		const elsewhere = join(relay.url, newRoomName(), deviceId());
		t.after(() => elsewhere.leave());
		await until('the third synced', () => elsewhere.provider.synced);
		// Act
		const [fromAki] = aki.record(1, { text: 'アキ' });
		await until('Ben to see Aki’s event', () => ben.events.length === 1);
		const [fromBen] = ben.record(1, { text: 'ベン' });
		await until('Aki to see Ben’s event', () => aki.events.length === 2);
		// Assert
		assert.deepEqual(ben.events.get(0), fromAki);
		assert.deepEqual(aki.events.get(1), fromBen);
		assert.equal(fromBen.clock, fromAki.clock + 1, 'Ben’s clock is one more than the highest he had seen');
		assert.equal(elsewhere.events.length, 0);
		// One line per connection, and never the room in full.
		assert.equal(relay.lines.filter((l) => / connect room=/.test(l)).length, 3);
		assert.ok(relay.lines.every((l) => !l.includes(room)));
	}
);

test(
	'a guessable room name is refused with 4400 and a reason; no room is made and y-websocket stops retrying',
	{ timeout: 30_000 },
	async (t) => {
		// Arrange
		const relay = await startRelay({ STATS_MS: '50' });
		t.after(() => relay.stop());
		const valid = newRoomName();
		const refused = [
			'/game-night',
			'/' + '0'.repeat(32),
			'/' + 'deadbeef'.repeat(4),
			'/' + valid.toUpperCase(),
			'/' + valid + '0',
			'/' + valid.slice(1),
			'/' + valid + '/more',
			'/'
		];
		// Act
		const closes = await Promise.all(refused.map((path) => rawClose(relay.url, path)));
		const client = join(relay.url, 'game-night', deviceId());
		t.after(() => client.leave());
		const [closed] = await new Promise((resolve) => client.provider.once('closed', (...args) => resolve(args)));
		// Assert
		for (const c of closes)
			assert.deepEqual(c, { code: 4400, reason: 'room name must be 32 lowercase hex digits (128 random bits)' });
		assert.equal(closed.code, 4400);
		assert.equal(client.provider.shouldConnect, false, 'the client does not reconnect to a refused room');
		const from = relay.lines.length;
		assert.match(await relay.line(/ stats /, from), / rooms=0 connections=0 /);
		assert.equal(
			relay.lines.filter((l) => / refuse from=127\.0\.0\.1 bad room name/.test(l)).length,
			refused.length + 1
		);
		assert.ok(relay.lines.every((l) => !l.includes(valid) && !l.includes('game-night')));
	}
);

test(
	'a large game’s update fits; a message over the limit is refused and its connection closed (1009)',
	{ timeout: 60_000 },
	async (t) => {
		// Arrange: the default limit (8 MiB).
		const { relay, room, a: gm, b: player } = await tableOfTwo(t);
		// Act: 10,000 events of about 260 bytes of payload each (the bench's 超人ロック evening) in one update.
		const payload = { who: { id: 'p1', name: 'ロック' }, roll: [3, 4], text: 'x'.repeat(180) };
		gm.record(10_000, payload);
		await until('the player to receive the whole game', () => player.events.length === 10_000, { timeoutMs: 30_000 });
		const tooBig = await rawClose(relay.url, '/' + room, (ws) => ws.send(Buffer.alloc(8 * 1024 * 1024 + 1)));
		// Assert
		assert.equal(tooBig.code, 1009);
		await relay.line(/ refuse room=[0-9a-f]{4}… from=127\.0\.0\.1 message over 8\.0 MiB: closed 1009/);
		assert.equal(player.events.length, 10_000);
		assert.ok(gm.provider.wsconnected && player.provider.wsconnected, 'the others stay connected');
	}
);

test(
	'a room nobody is in is evicted after the idle time; one with a client is kept',
	{ timeout: 30_000 },
	async (t) => {
		// Arrange
		const { relay, room, a: aki, b: ben } = await tableOfTwo(t, { ROOM_IDLE_MS: '300', STATS_MS: '50' });
		aki.record(3);
		await until('Ben has the events', () => ben.events.length === 3);
		// Act 1: Aki leaves; Ben stays for more than three idle times (counted in the relay's own stats lines).
		aki.leave();
		const afterAki = relay.lines.length;
		await until(
			'eight stats lines (400 ms) with Ben still in',
			() => relay.lines.slice(afterAki).filter((l) => / stats rooms=1 connections=1 /.test(l)).length >= 8
		);
		assert.ok(!relay.lines.some((l) => / evict /.test(l)), 'a room with a client is not evicted');
		// Act 2: Ben leaves.
		ben.leave();
		const evicted = await relay.line(/ evict room=/, afterAki);
		const carol = join(relay.url, room, deviceId());
		t.after(() => carol.leave());
		await until('Carol synced', () => carol.provider.synced);
		// Assert: the relay kept nothing of the evicted room.
		assert.match(evicted, new RegExp(` evict room=${room.slice(0, 4)}… idle 300 ms`));
		assert.equal(carol.events.length, 0);
		assert.ok(relay.lines.every((l) => !l.includes(room)));
	}
);
