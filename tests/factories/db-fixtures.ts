/**
 * Databases as older schema versions wrote them (tests/fixtures/db-v<n>.json: frozen real rows),
 * written with a bare Dexie of that version — no app code — for tests that open them with today's
 * schema.
 */
import { readFileSync } from 'node:fs';
import Dexie from 'dexie';

export interface DbFixture {
	schemaVersion: 1 | 2;
	tables: Record<string, Record<string, unknown>[]>;
	/** Each live session's system state as the app of that version recorded it. */
	expectedStates: Record<string, object>;
}

/** Each version's stores, copied on purpose: they must not follow later edits of schema.ts. */
const STORES = {
	1: {
		sessions: 'id, updatedAt, systemId',
		events: '[sessionId+seq]',
		snapshots: '[sessionId+seq]',
		lookupTables: 'id, updatedAt, slot',
		tableCopies: 'hash',
		meta: 'key'
	},
	2: {
		sessions: 'id, updatedAt, systemId',
		events: '[sessionId+seq]',
		snapshots: '[sessionId+seq]',
		lookupTables: 'id, updatedAt, slot',
		meta: 'key'
	}
} as const;

export function dbFixture(version: 1 | 2): DbFixture {
	return JSON.parse(readFileSync(`${process.cwd()}/tests/fixtures/db-v${version}.json`, 'utf8')) as DbFixture;
}

/** Writes the fixture of `version` into a database called `name` (which must not be open). */
export async function writeDbFixture(name: string, version: 1 | 2): Promise<DbFixture> {
	const fix = dbFixture(version);
	const bare = new Dexie(name);
	bare.version(version).stores(STORES[version]);
	await bare.open();
	const tables = Object.keys(STORES[version]);
	await bare.transaction('rw', tables, async () => {
		for (const t of tables) if (fix.tables[t]) await bare.table(t).bulkAdd(fix.tables[t]);
	});
	bare.close();
	return fix;
}
