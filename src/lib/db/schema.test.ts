/**
 * Upgrade safety: a database written by schema version 1 must open with the current
 * SidetableDB. The fixture holds real rows as version 1 wrote them (two live counters sessions —
 * one past a snapshot, with an undo across it and a branch — a deleted session, lookup tables,
 * table copies and meta).
 *
 * Version 2 drops the never-used `tableCopies` store; version 3 carries every event over to `log`
 * and stamps each row (upgrade-v3.test.ts); version 4 drops the one writer's `events` and
 * `snapshots` and its cursor (`lastSeq`, `head`, `redo`). Every other row reads back as version
 * 1 wrote it, and every session opens to the state it had.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { legacyDeviceId } from '$lib/core/sync';
import { openCounters } from '$tests/factories/db';
import type { CountersState } from '$lib/systems/counters/reducer';
import { DB_NAME, SidetableDB, db, listSessions, restoreSession } from './index';
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

	it("opens with the current SidetableDB: the one writer's tables and cursor gone, every other row as written", async () => {
		// Arrange
		current = new SidetableDB(DB_NAME);
		const gone = ['tableCopies', 'events', 'snapshots'];
		const kept = TABLES.filter((name) => !gone.includes(name));
		// Act
		await current.open();
		const read = Object.fromEntries(
			await Promise.all(kept.map(async (name) => [name, await current!.table(name).toArray()] as const))
		);
		// Assert
		expect(current.verno).toBe(4);
		expect(current.tables.map((t) => t.name).sort()).toEqual(
			['checkpoints', 'clashes', 'log', 'lookupTables', 'meta', 'sessions', 'syncUpdates'].sort()
		);
		for (const name of kept.filter((n) => n !== 'sessions')) expect(read[name], name).toEqual(fixture.tables[name]);
		// Each row: as written, less the cursor, plus its writer stamp (the legacy device at the last seq).
		expect(read.sessions).toEqual(
			fixture.tables.sessions.map(({ lastSeq, head: _h, redo: _r, ...row }) => ({
				...row,
				device: legacyDeviceId(row.id as string),
				counter: lastSeq,
				clock: expect.any(Number),
				size: lastSeq
			}))
		);
		expect(await current.log.count()).toBe(fixture.tables.events.length);
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
		await current.log.count(); // a second query does not run it again
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
		const longEvents = await current.log
			.where('[sessionId+clock+device+counter]')
			.between([LONG, -Infinity, '', -Infinity], [LONG, Infinity, '\uffff', Infinity])
			.count();
		const meta = await current.meta.get('lastExportAt');
		// Assert
		expect(byUpdated).toEqual([DELETED, LONG, SHORT]);
		expect(counters).toBe(3);
		expect(slotted).toEqual(['weather']);
		expect(longEvents).toBe(fixture.tables.events.filter((e) => e.sessionId === LONG).length);
		expect(meta).toEqual({ key: 'lastExportAt', value: 1763753196000 });
	});

	it('the app lists and opens every live session to the state it had (the old snapshots are gone: a fold from the start)', async () => {
		// Arrange
		await db.open();
		// Act
		const list = await listSessions();
		const long = await openCounters(LONG);
		const short = await openCounters(SHORT);
		// Assert
		expect(list.map((s) => s.id)).toEqual([LONG, SHORT]);
		expect(long.state).toEqual(fixture.expectedStates[LONG]);
		expect(long).toMatchObject({ from: null, replayed: long.row.size });
		expect(short.state).toEqual(fixture.expectedStates[SHORT]);
		// Short was left with head 9 and redo [10]: 5 actions in effect, the undone one still to redo.
		expect(short.folded.undone.size).toBeGreaterThan(0);
	});

	it('a session deleted under version 1 can still be restored and opened', async () => {
		// Arrange
		await db.open();
		// Act
		await restoreSession(DELETED);
		const opened = await openCounters(DELETED);
		// Assert
		expect(opened.row.size).toBe(fixture.tables.events.filter((e) => e.sessionId === DELETED).length);
		expect(opened.state.counters).toEqual([expect.objectContaining({ id: 'score', value: 5 })]);
	});
});
