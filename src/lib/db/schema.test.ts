/**
 * Upgrade safety: a database written by schema version 1 must open, unchanged, with the
 * current SidetableDB. The fixture holds real rows as version 1 wrote them (two live counters
 * sessions — one past a snapshot, with an undo across it and a branch — a deleted session,
 * lookup tables, table copies and meta).
 *
 * Version 2 only drops the never-used `tableCopies` store, so every other row must read back
 * as version 1 wrote it. (A later version that transforms rows compares against the
 * transformed rows here, and adds its own tests/fixtures/db-v<n>.json test.)
 *
 * Snapshots written before state versions existed hold the bare system state; the app skips
 * them (state version mismatch) and folds the whole log, which must give the same state.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { readLog, fold } from '$lib/core/events';
import { foldCounters } from '$tests/factories/counters';
import { openCounters } from '$tests/factories/db';
import { initialCountersState, type CountersState } from '$lib/systems/counters/reducer';
import { DB_NAME, SidetableDB, allEvents, db, listSessions, openSession, restoreSession } from './index';
import { exportBeforeUpgrade } from './upgrade';
import type { ExportFile } from '$lib/core/transfer';

/** Version 1's stores, copied here on purpose: this must not follow later edits of schema.ts. */
const V1_STORES = {
	sessions: 'id, updatedAt, systemId',
	events: '[sessionId+seq]',
	snapshots: '[sessionId+seq]',
	lookupTables: 'id, updatedAt, slot',
	tableCopies: 'hash',
	meta: 'key'
} as const;
type V1Table = keyof typeof V1_STORES;
const TABLES = Object.keys(V1_STORES) as V1Table[];

interface Fixture {
	schemaVersion: 1;
	tables: Record<V1Table, Record<string, unknown>[]>;
	expectedStates: Record<string, CountersState>;
}
const fixture = JSON.parse(
	readFileSync(new URL('../../../tests/fixtures/db-v1.json', import.meta.url), 'utf8')
) as Fixture;

const SHORT = '0b6f3c1e-6a52-4c1f-9d0e-2a7b1f3e5c01';
const LONG = '5d2e8a40-1f7b-4e2a-8c3d-9b0f6e4a7d02';
const DELETED = '9a4c7e21-3b8d-4f6a-a1e5-7c2d0b9f8e03';

/** Writes the fixture with a bare version-1 Dexie (no app code), then closes it. */
async function writeV1Fixture(): Promise<void> {
	const bare = new Dexie(DB_NAME);
	bare.version(1).stores(V1_STORES);
	await bare.open();
	await bare.transaction('rw', TABLES, async () => {
		for (const name of TABLES) await bare.table(name).bulkAdd(fixture.tables[name]);
	});
	bare.close();
}

let current: SidetableDB | undefined;

beforeEach(async () => {
	db.close();
	await Dexie.delete(DB_NAME);
	await writeV1Fixture();
});

afterEach(async () => {
	current?.close();
	current = undefined;
	await db.open(); // leave the app's instance usable for the next test file
});

describe('a database written by schema version 1', () => {
	it('the fixture covers every table of version 1', () => {
		// Assert
		expect(fixture.schemaVersion).toBe(1);
		for (const name of TABLES) expect(fixture.tables[name].length, name).toBeGreaterThanOrEqual(2);
	});

	it('opens with the current SidetableDB and every row reads back unchanged', async () => {
		// Arrange
		current = new SidetableDB(DB_NAME);
		const kept = TABLES.filter((name) => name !== 'tableCopies');
		// Act
		await current.open();
		const read = Object.fromEntries(
			await Promise.all(kept.map(async (name) => [name, await current!.table(name).toArray()] as const))
		);
		// Assert
		expect(current.verno).toBe(3);
		expect(current.tables.map((t) => t.name)).not.toContain('tableCopies');
		// Version 3 gives each session row its writer stamp (upgrade-v3.test.ts); the rest is as written.
		for (const name of kept.filter((n) => n !== 'sessions')) expect(read[name], name).toEqual(fixture.tables[name]);
		expect(read.sessions).toEqual(fixture.tables.sessions.map((row) => expect.objectContaining(row)));
	});

	it('a full backup is taken before the upgrade, from the database as version 1 wrote it', async () => {
		// Arrange
		const seen: { version: number | undefined; file: ExportFile }[] = [];
		current = new SidetableDB(DB_NAME, {
			beforeUpgrade: async (name) => {
				const version = (await indexedDB.databases()).find((d) => d.name === name)?.version;
				seen.push({ version, file: await exportBeforeUpgrade(name) });
			}
		});
		// Act: the first query opens the database, as the app's first screen does
		const count = await current.sessions.count();
		await current.events.count(); // a second query does not run it again
		// Assert
		expect(count).toBe(3);
		expect(seen).toHaveLength(1);
		expect(seen[0]!.version).toBe(10); // still version 1 (Dexie stores × 10) when the backup ran
		expect(seen[0]!.file.sessions.map((s) => s.id).sort()).toEqual([LONG, SHORT].sort());
		const long = seen[0]!.file.sessions.find((s) => s.id === LONG)!;
		expect(long.events).toHaveLength(fixture.tables.events.filter((e) => e.sessionId === LONG).length);
		expect(seen[0]!.file.tables).toHaveLength(fixture.tables.lookupTables.length);
		expect(seen[0]!.file.tableSlots).toEqual({ 'generic/weather': 'weather' });
	});

	it('no backup when the stored database is already of the current version', async () => {
		// Arrange: upgraded once
		const first = new SidetableDB(DB_NAME, { beforeUpgrade: async () => undefined });
		await first.open();
		first.close();
		let calls = 0;
		current = new SidetableDB(DB_NAME, { beforeUpgrade: async () => void calls++ });
		// Act
		await current.open();
		// Assert
		expect(calls).toBe(0);
	});

	it('its indexes still answer the app queries', async () => {
		// Arrange
		current = new SidetableDB(DB_NAME);
		await current.open();
		// Act
		const byUpdated = await current.sessions.orderBy('updatedAt').reverse().primaryKeys();
		const counters = await current.sessions.where('systemId').equals('counters').count();
		const slotted = await current.lookupTables.where('slot').equals('generic/weather').primaryKeys();
		const longEvents = await current.events.where('[sessionId+seq]').between([LONG, 0], [LONG, Infinity]).count();
		const meta = await current.meta.get('lastExportAt');
		// Assert
		expect(byUpdated).toEqual([DELETED, LONG, SHORT]);
		expect(counters).toBe(3);
		expect(slotted).toEqual(['weather']);
		expect(longEvents).toBe(fixture.tables.events.filter((e) => e.sessionId === LONG).length);
		expect(meta).toEqual({ key: 'lastExportAt', value: 1763753196000 });
	});

	it("openSession with the snapshots' own (unversioned) shape folds from them: snapshot + tail equals a full replay", async () => {
		// Arrange
		await db.open();
		const open = (id: string, useSnapshots: boolean) =>
			openSession<CountersState>(id, foldCounters, initialCountersState, { useSnapshots, stateVersion: undefined });
		// Act
		const list = await listSessions();
		const long = await open(LONG, true);
		const longFull = await open(LONG, false);
		const short = await open(SHORT, true);
		// Assert
		expect(list.map((s) => s.id)).toEqual([LONG, SHORT]);
		expect(long.state).toEqual(fixture.expectedStates[LONG]);
		expect(longFull.state).toEqual(fixture.expectedStates[LONG]);
		// Snapshot 200 is on an abandoned branch; 208 is on the path (200 actions deep).
		expect(long).toMatchObject({ fromSnapshot: 208, replayed: 3 });
		expect(short.state).toEqual(fixture.expectedStates[SHORT]);
		expect(short.row).toMatchObject({ head: 9, redo: [10], actions: 5 });
		for (const { row } of [long, short]) {
			const { cursor } = readLog(await allEvents(row.id));
			expect(cursor).toEqual({ head: row.head, redo: row.redo, actions: row.actions });
		}
	});

	it('the app opens every live session to the state it had, skipping the snapshots of the old state shape', async () => {
		// Arrange
		await db.open();
		// Act
		const long = await openCounters(LONG);
		const short = await openCounters(SHORT);
		// Assert
		expect(long.state).toEqual(fixture.expectedStates[LONG]);
		expect(long).toMatchObject({ fromSnapshot: 0, replayed: long.row.actions });
		expect(short.state).toEqual(fixture.expectedStates[SHORT]);
	});

	it('a session deleted under version 1 can still be restored and opened', async () => {
		// Arrange
		await db.open();
		// Act
		await restoreSession(DELETED);
		const opened = await openSession<CountersState>(DELETED, foldCounters, initialCountersState);
		// Assert
		const { path, cursor } = readLog(await allEvents(DELETED));
		expect(cursor.head).toBe(opened.row.head);
		expect(fold(foldCounters, initialCountersState(), path)).toEqual({ state: opened.state });
		expect(opened.state.counters).toEqual([expect.objectContaining({ id: 'score', value: 5 })]);
	});
});
