import { beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { readFileSync } from 'node:fs';
import { createSession, db } from './index';
import { appendCommand, logInOrder, mergeIntoSession } from './log';
import { compareOrder, eventKey, newStamp, stampCommand, type SyncEvent } from '$lib/core/sync';
import { deviceId } from './meta';
import { EVENTS_PER_READ, exportSessions } from './transfer';
import { exportBeforeUpgrade } from './upgrade';
import { added } from '$tests/factories/counters';
import { resetDb } from '$tests/factories/db';

/** A counters session with `n` events on the new rows, appended in commands of up to 100 so it is quick to make. */
async function sessionWith(n: number, name = 'Long') {
	const session = await createSession('counters', name);
	await db.sessions.update(session.id, { device: await deviceId(), counter: 0, clock: 0, size: 0 });
	for (let done = 0; done < n;) {
		const k = Math.min(100, n - done);
		await appendCommand(
			session.id,
			Array.from({ length: k }, (_, i) => added(`c${done + i}`))
		);
		done += k;
	}
	return session;
}

beforeEach(async () => {
	await resetDb();
});

describe('exportSessions reads a log in slices, in the merged order', () => {
	it('exports every event of a log longer than one slice, in order, as version 3', async () => {
		const n = 2 * EVENTS_PER_READ + 3;
		const session = await sessionWith(n);
		const file = await exportSessions();
		expect(file.version).toBe(3);
		const events = file.sessions[0]!.events;
		const stored = await logInOrder(session.id);
		expect(events).toEqual(stored.map(({ sessionId: _s, ...e }) => e));
		expect(events).toHaveLength(n);
	});

	it('exports two devices’ interleaved events in the merged order, not in storage’s key order', async () => {
		// Arrange: this device's commands, then another device's on clocks between them, past one slice
		const session = await sessionWith(EVENTS_PER_READ + 5);
		let stamp = { ...newStamp('0'.repeat(32)), clock: 2 };
		const theirs: SyncEvent[] = [];
		for (let i = 0; i < 3; i++) {
			const r = stampCommand(stamp, [added(`theirs${i}`)], 5_000);
			stamp = { ...r.stamp, clock: r.stamp.clock + 1 };
			theirs.push(...r.events);
		}
		await mergeIntoSession(session.id, theirs);
		// Act
		const events = (await exportSessions()).sessions[0]!.events as SyncEvent[];
		// Assert: the other device's id sorts first in the key order, so only a sort puts them between
		const stored = await logInOrder(session.id);
		expect(events.map(eventKey)).toEqual(stored.map(eventKey));
		expect(events.map(eventKey)).toEqual([...events].sort(compareOrder).map(eventKey));
		expect(events[0]!.device).not.toBe(theirs[0]!.device);
		expect(events).toHaveLength(EVENTS_PER_READ + 8);
	});

	it('lets a tap write while a long log is being read, and exports the session as its row stood', async () => {
		const session = await sessionWith(3 * EVENTS_PER_READ);
		const order: string[] = [];
		const exporting = exportSessions().then((file) => {
			order.push('export');
			return file;
		});
		// One transaction over the whole database would hold this write until every slice was read.
		const writing = appendCommand(session.id, [added('late')]).then(() => order.push('write'));
		const [file] = await Promise.all([exporting, writing]);
		expect(order).toEqual(['write', 'export']);
		expect(file.sessions[0]!.events).toHaveLength(3 * EVENTS_PER_READ);
		expect((await db.sessions.get(session.id))?.size).toBe(3 * EVENTS_PER_READ + 1);
	});

	it('waits for `between` before each slice (a background backup reads in idle moments)', async () => {
		await sessionWith(EVENTS_PER_READ + 1);
		let waits = 0;
		const file = await exportSessions(undefined, { between: async () => void waits++ });
		expect(waits).toBe(2);
		expect(file.sessions[0]!.events).toHaveLength(EVENTS_PER_READ + 1);
	});

	it('skips deleted sessions and reads a row without a whole size in one go', async () => {
		const kept = await sessionWith(3, 'Kept');
		const gone = await sessionWith(2, 'Gone');
		await db.sessions.update(gone.id, { deletedAt: Date.now() });
		await db.sessions.update(kept.id, { size: Number.NaN });
		const file = await exportSessions();
		expect(file.sessions.map((s) => [s.name, s.events.length])).toEqual([['Kept', 3]]);
	});

	it('gives the actions of each session whose row counted its whole log, and of no other (`counted`)', async () => {
		// Counted: every write through appendCommand with the count (as a session screen records).
		const counted = await createSession('counters', 'Counted');
		await appendCommand(counted.id, [added('a')], { actions: () => 1 });
		await appendCommand(counted.id, [added('b'), added('c')], { actions: () => 3 });
		// Written without a count (a merge or the live table adds events so): its count is behind.
		const behind = await createSession('counters', 'Behind');
		await appendCommand(behind.id, [added('a')], { actions: () => 1 });
		await appendCommand(behind.id, [added('b')]);
		// Counted, but holding a clash: the fold decides.
		const clashing = await createSession('counters', 'Clash');
		await appendCommand(clashing.id, [added('a')], { actions: () => 1 });
		const [first] = await logInOrder(clashing.id);
		const { sessionId: _s, ...kept } = first!;
		await db.clashes.add({ ...kept, payload: { ...(kept.payload as object), initial: 5 }, sessionId: clashing.id });
		const found = new Map<string, number>();
		const file = await exportSessions(undefined, { counted: found });
		expect(file.sessions).toHaveLength(3);
		expect([...found]).toEqual([[counted.id, 3]]);
		expect(await db.sessions.get(counted.id)).toMatchObject({ size: 3, actions: 3, actionsAt: 3 });
		expect(await db.sessions.get(behind.id)).toMatchObject({ size: 2, actions: 1, actionsAt: 1 });
	});

	it('writes the clashes a session holds beside its events, so a clash is not lost on the way', async () => {
		const session = await sessionWith(2);
		const [first] = await logInOrder(session.id);
		const { sessionId: _s, ...kept } = first!;
		await db.clashes.add({ ...kept, payload: { ...(kept.payload as object), initial: 5 }, sessionId: session.id });
		const file = await exportSessions([session.id]);
		expect(file.sessions[0]).toMatchObject({ clashes: [{ device: kept.device, counter: kept.counter }] });
	});
});

describe('exportBeforeUpgrade: a database of schema 2 is exported as it was written', () => {
	it('version 2, seq/parent events, from the `events` table (the app has not upgraded it yet)', async () => {
		// Arrange: the schema-2 fixture written into a database of that version.
		const fixture = JSON.parse(readFileSync(new URL('../../../tests/fixtures/db-v2.json', import.meta.url), 'utf8'));
		const name = `before-upgrade-${Date.now()}`;
		const old = new Dexie(name);
		old.version(2).stores({
			sessions: 'id, updatedAt, systemId',
			events: '[sessionId+seq]',
			snapshots: '[sessionId+seq]',
			lookupTables: 'id, updatedAt, slot',
			meta: 'key'
		});
		await old.open();
		await old.table('sessions').bulkAdd(fixture.tables.sessions);
		await old.table('events').bulkAdd(fixture.tables.events);
		old.close();
		// Act
		const file = await exportBeforeUpgrade(name);
		await Dexie.delete(name);
		// Assert
		expect(file.version).toBe(2);
		const events = file.sessions.flatMap((s) => s.events as object[]);
		type Row = { id: string; lastSeq: number; deletedAt?: number };
		const live = (fixture.tables.sessions as Row[]).filter((r) => !r.deletedAt);
		const held = (fixture.tables.events as { sessionId: string; seq: number }[]).filter((e) =>
			live.some((r) => r.id === e.sessionId && e.seq <= r.lastSeq)
		);
		expect(events).toHaveLength(held.length);
		expect(events[0]).toHaveProperty('seq');
	});
});
