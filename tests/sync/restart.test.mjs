// The relay killed mid-game and started again; what it keeps on disk. node:test (see relay.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { deviceId, join, newRoomName, startRelay, tableOfTwo, until } from './harness.mjs';

/** Every identity once, and nothing else: the array has exactly `expected` (a set of keys). */
function assertExactly(client, expected) {
	const keys = client.keys();
	assert.equal(keys.length, expected.size, 'no event doubled');
	assert.deepEqual(new Set(keys), expected, 'no event lost');
}

const keysOf = (...batches) => new Set(batches.flat().map((e) => `${e.device}:${e.counter}`));

test(
	'the relay killed and restarted mid-game: clients reconnect by themselves, nothing lost, nothing doubled',
	{ timeout: 60_000 },
	async (t) => {
		// Arrange: two devices play a little through the relay.
		const { relay: first, a: gm, b: player } = await tableOfTwo(t);
		const before = [gm.record(5), player.record(5)];
		await until('both hold the first 10', () => gm.events.length === 10 && player.events.length === 10);
		// Act: the relay dies as in a crash; both keep recording while it is gone; it comes back on its port.
		await first.stop('SIGKILL');
		await until('both to notice', () => !gm.provider.wsconnected && !player.provider.wsconnected);
		const whileDown = [gm.record(3), player.record(4)];
		const second = await startRelay({ PORT: String(first.port) });
		t.after(() => second.stop());
		await until('both reconnected and synced', () => gm.provider.synced && player.provider.synced, {
			timeoutMs: 20_000
		});
		await until('both hold all 17', () => gm.events.length === 17 && player.events.length === 17, {
			timeoutMs: 20_000
		});
		const after = [gm.record(1), player.record(1)];
		await until('both hold all 19', () => gm.events.length === 19 && player.events.length === 19);
		// Assert
		const all = keysOf(...before, ...whileDown, ...after);
		assertExactly(gm, all);
		assertExactly(player, all);
		assert.deepEqual(gm.events.toArray(), player.events.toArray(), 'the same array on both');
		assert.equal(second.lines.filter((l) => / connect room=/.test(l)).length, 2);
	}
);

test(
	'keeps nothing on disk by default; with YPERSISTENCE a room outlives a restart',
	{ timeout: 60_000 },
	async (t) => {
		// Arrange
		const dir = await mkdtemp(joinPath(tmpdir(), 'sidetable-relay-'));
		t.after(() => rm(dir, { recursive: true, force: true }));
		const playAndLeave = async (url, room) => {
			const c = join(url, room, deviceId());
			await until('synced', () => c.provider.synced);
			c.record(4);
			// The relay has it once a second client receives it.
			const check = join(url, room, deviceId());
			await until('the relay to pass it on', () => check.events.length === 4);
			c.leave();
			check.leave();
		};
		/** A newcomer's count of events once synced (and, when some are due, once they have come). */
		const joinLater = async (url, room, due = 0) => {
			const c = join(url, room, deviceId());
			await until('synced', () => c.provider.synced);
			if (due > 0) await until(`${due} events`, () => c.events.length >= due);
			const n = c.events.length;
			c.leave();
			return n;
		};
		// Act 1: memory only, run from an empty directory.
		const plain = await startRelay({}, { cwd: dir });
		const room = newRoomName();
		await playAndLeave(plain.url, room);
		await plain.stop('SIGKILL');
		const afterPlain = await readdir(dir);
		const plainAgain = await startRelay({}, { cwd: dir });
		const plainKept = await joinLater(plainAgain.url, room);
		await plainAgain.stop();
		// Act 2: with a directory.
		const store = joinPath(dir, 'rooms');
		const kept = await startRelay({ YPERSISTENCE: store }, { cwd: dir });
		await playAndLeave(kept.url, room);
		await kept.stop();
		const keptAgain = await startRelay({ YPERSISTENCE: store }, { cwd: dir });
		t.after(() => keptAgain.stop());
		const persisted = await joinLater(keptAgain.url, room, 4);
		// Assert
		assert.deepEqual(afterPlain, [], 'nothing written without YPERSISTENCE');
		assert.equal(plainKept, 0);
		assert.match(kept.lines.join('\n'), /persistence=on \(/);
		assert.ok((await readdir(store)).length > 0);
		assert.equal(persisted, 4);
	}
);
