/**
 * Merging events into a stored session (db/log.ts mergeIntoSession): the import's and the live
 * bridge's write path. A set union by identity — merging twice adds nothing — that keeps a second
 * variant of an identity as a clash (a conflict), and never leaves a checkpoint standing in front
 * of an event that sorts before its end.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import type { LoggedEvent } from '$lib/core/events';
import {
	compareOrder,
	foldLog,
	fromLegacyLog,
	mergeEvents,
	stampCommand,
	newStamp,
	type SyncEvent
} from '$lib/core/sync';
import type { SessionState } from '$lib/session/apply';
import { counters } from '$lib/systems/counters';
import type { CountersState } from '$lib/systems/counters/reducer';
import { added, adjusted } from '$tests/factories/counters';
import { resetDb, countersFold } from '$tests/factories/db';
import { DB_NAME, createSession as createCountersSession, db } from './index';
import { appendCommand, logInOrder, mergeIntoSession, openLog, saveCheckpoint, type FoldWith } from './log';
import { deviceId } from './meta';

type Shell = SessionState<CountersState>;
const fw: FoldWith<Shell> = countersFold;
const valueOf = (s: Shell, id: string) => s.system.counters.find((c) => c.id === id)?.value;

const OTHER = 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf';

async function createSession(name: string) {
	return (await createCountersSession('counters', name)).id;
}

/** Another device's commands, recorded on what it had seen up to `clock`. */
function otherDevice(clock: number, ...commands: Parameters<typeof adjusted>[]): SyncEvent[] {
	let stamp = { ...newStamp(OTHER), clock };
	const out: SyncEvent[] = [];
	for (const c of commands) {
		const r = stampCommand(stamp, [adjusted(...c)], 5_000);
		stamp = r.stamp;
		out.push(...r.events);
	}
	return out;
}

beforeEach(resetDb);

describe('mergeIntoSession', () => {
	it("adds another device's events once: merging them again adds nothing", async () => {
		// Arrange
		const id = await createSession('Two phones');
		await appendCommand(id, [added('life', { initial: 20 })]);
		await appendCommand(id, [adjusted('life', -1)]);
		const theirs = otherDevice(1, ['life', -3], ['life', -4]);
		// Act
		const first = await mergeIntoSession(id, theirs);
		const second = await mergeIntoSession(id, [...theirs, ...theirs]);
		const opened = await openLog(id, fw);
		// Assert
		expect(first.added).toHaveLength(2);
		expect(second).toMatchObject({ added: [], clashes: 0 });
		expect(await db.log.count()).toBe(4);
		expect(second.row).toMatchObject({ size: 4, counter: 2, clock: 3 });
		expect(valueOf(opened.folded.state, 'life')).toBe(12);
		// In (clock, device, counter) order; at clock 2 the two devices' ids decide.
		expect(opened.folded.log.map((e) => e.clock)).toEqual([1, 2, 2, 3]);
		expect(opened.folded.log.filter((e) => e.device === OTHER).map((e) => e.clock)).toEqual([2, 3]);
	});

	it('a different event under a held identity is kept as a clash, the same variant in the log as every device keeps', async () => {
		// Arrange
		const id = await createSession('Forged');
		await appendCommand(id, [added('life', { initial: 20 })]);
		const theirs = otherDevice(1, ['life', -3]);
		await mergeIntoSession(id, theirs);
		const forged = { ...theirs[0]!, payload: { ...(theirs[0]!.payload as object), by: -30 } };
		// Act
		const first = await mergeIntoSession(id, [forged]);
		const again = await mergeIntoSession(id, [forged, theirs[0]!]);
		const opened = await openLog(id, fw);
		// Assert
		expect(first).toMatchObject({ added: [], clashes: 1 });
		expect(again).toMatchObject({ added: [], clashes: 0 });
		const everyone = mergeEvents(await logInOrder(id), [forged, theirs[0]!]);
		expect(opened.folded.log.map((e) => e.payload)).toEqual(everyone.events.map((e) => e.payload));
		expect(opened.folded.conflicts.map((c) => c.why.refusal)).toEqual(['sync/identity_clash']);
		expect(await db.clashes.count()).toBe(1);
	});

	it('an event that sorts before a checkpoint deletes it; the next open folds from the start to the merged state', async () => {
		// Arrange
		const id = await createSession('Late arrival');
		await appendCommand(id, [added('life', { initial: 20 })]);
		for (let i = 0; i < 5; i++) await appendCommand(id, [adjusted('life', -1)]);
		await saveCheckpoint(id, (await openLog(id, fw)).folded, counters.stateVersion);
		// Act: recorded apart after seeing only the first command
		await mergeIntoSession(id, otherDevice(1, ['life', -10]));
		const opened = await openLog(id, fw);
		// Assert
		expect(await db.checkpoints.count()).toBe(0);
		expect(opened.from).toBeNull();
		const whole = foldLog({ log: await logInOrder(id), initial: fw.initial(), reduce: fw.reduce, roleOf: () => 'gm' });
		expect(opened.folded.state).toEqual(whole.state);
		expect(valueOf(opened.folded.state, 'life')).toBe(5);
	});

	it('a log read whole comes in the merged order (clock, device, counter), not in storage’s key order (device, counter)', async () => {
		// Arrange: this device's three commands and another's two, their clocks interleaved
		const id = await createSession('Interleaved');
		await appendCommand(id, [added('life', { initial: 20 })]);
		await appendCommand(id, [adjusted('life', -1)]);
		await appendCommand(id, [adjusted('life', -2)]);
		await mergeIntoSession(id, otherDevice(1, ['life', -3], ['life', -4]));
		const mine = (await db.sessions.get(id))!.device;
		// Act
		const whole = await logInOrder(id);
		const opened = await openLog(id, fw);
		// Assert
		const keys = (log: readonly SyncEvent[]) => log.map((e) => `${e.device === mine ? 'mine' : 'theirs'}@${e.clock}`);
		expect(keys(whole)).toEqual(keys([...whole].sort(compareOrder)));
		expect(new Set(whole.slice(0, 3).map((e) => e.device)).size).toBe(2);
		expect(keys(opened.folded.log)).toEqual(keys(whole));
		expect(opened.replayed).toBe(5);
		expect(valueOf(opened.folded.state, 'life')).toBe(10);
	});

	it('never lets the writer reuse a counter that arrived under its own device (a restore of its own events)', async () => {
		// Arrange
		const id = await createSession('Restore');
		const me = await deviceId();
		const mine = stampCommand(newStamp(me), [added('life')], 1).events;
		// Act
		const merged = await mergeIntoSession(id, mine);
		const next = await appendCommand(id, [adjusted('life', 1)]);
		// Assert
		expect(merged.row.counter).toBe(1);
		expect(next.events[0]).toMatchObject({ device: me, counter: 2, clock: 2 });
	});
});

describe('an upgraded session', () => {
	it('merging its own old log again, as a version-2 import of the same file does, adds nothing (schema-2 fixture)', async () => {
		// Arrange: the fixture written by a bare version-2 Dexie, then upgraded by the app's db
		const fixture = JSON.parse(readFileSync(new URL('../../../tests/fixtures/db-v2.json', import.meta.url), 'utf8'));
		db.close();
		await Dexie.delete(DB_NAME);
		const bare = new Dexie(DB_NAME);
		bare.version(2).stores({
			sessions: 'id, updatedAt, systemId',
			events: '[sessionId+seq]',
			snapshots: '[sessionId+seq]',
			lookupTables: 'id, updatedAt, slot',
			meta: 'key'
		});
		await bare.open();
		await bare.transaction('rw', ['sessions', 'events', 'snapshots', 'lookupTables', 'meta'], async () => {
			for (const t of ['sessions', 'events', 'snapshots', 'lookupTables', 'meta'])
				await bare.table(t).bulkAdd(fixture.tables[t]);
		});
		bare.close();
		await db.open();
		const id = '1c0d7e52-8a3b-4f9e-b6a1-3d5e7f9a0b11';
		const events = (fixture.tables.events as (LoggedEvent & { sessionId: string })[])
			.filter((e) => e.sessionId === id)
			.sort((a, b) => a.seq - b.seq);
		const before = await db.log.count();
		// Act
		const merged = await mergeIntoSession(id, fromLegacyLog(id, events));
		// Assert
		expect(merged).toMatchObject({ added: [], clashes: 0 });
		expect(await db.log.count()).toBe(before);
		expect(merged.row.size).toBe(events.length);
		const opened = await openLog(id, fw);
		expect(opened.folded.state.system).toMatchObject(fixture.expectedStates[id]);
	});
});
