import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SidetableDB } from './schema';
import { listedSessions, peekSessionRows } from './peek';
import { SCHEMA_VERSION } from './name';
import type { SessionRow } from './schema';

const row = (id: string, updatedAt: number, deletedAt?: number): SessionRow => ({
	id,
	systemId: 'counters',
	name: id,
	createdAt: 1,
	updatedAt,
	actions: 0,
	...(deletedAt ? { deletedAt } : {})
});

const names: string[] = [];
const fresh = (n: string) => (names.push(n), n);
afterEach(async () => {
	for (const n of names.splice(0)) await Dexie.delete(n);
});

describe('peekSessionRows: the sessions page read without Dexie', () => {
	it('is the schema version Dexie declares', () => {
		expect(new SidetableDB(fresh('peek-version')).verno).toBe(SCHEMA_VERSION);
	});

	it('reads every row Dexie wrote, deleted ones too, and lists them as listSessions does', async () => {
		const name = fresh('peek-rows');
		const d = new SidetableDB(name);
		await d.sessions.bulkAdd([row('a', 10), row('b', 30), row('c', 20, 5)]);
		d.close();
		const rows = await peekSessionRows(name);
		expect(rows?.map((r) => r.id).sort()).toEqual(['a', 'b', 'c']);
		expect(listedSessions(rows!).map((r) => r.id)).toEqual(['b', 'a']);
	});

	it('is [] when there is no database, and does not create one', async () => {
		const name = fresh('peek-none');
		expect(await peekSessionRows(name)).toEqual([]);
		const all = await indexedDB.databases();
		expect(all.some((x) => x.name === name)).toBe(false);
		// Dexie still creates it on first use, at its own version.
		const d = new SidetableDB(name);
		await d.sessions.add(row('x', 1));
		expect(d.verno).toBe(SCHEMA_VERSION);
		d.close();
		expect((await peekSessionRows(name))?.map((r) => r.id)).toEqual(['x']);
	});

	it('leaves a database of another schema version to Dexie (undefined), untouched', async () => {
		const name = fresh('peek-old');
		const old = new Dexie(name);
		old.version(1).stores({ sessions: 'id, updatedAt, systemId' });
		await old.table('sessions').add(row('old', 1));
		old.close();
		expect(await peekSessionRows(name)).toBeUndefined();
		const again = new Dexie(name);
		await again.open();
		expect(again.verno).toBe(1);
		again.close();
	});

	it('does not keep another tab from upgrading: its connection is closed after the read', async () => {
		const name = fresh('peek-close');
		const d = new SidetableDB(name);
		await d.sessions.add(row('a', 1));
		d.close();
		await peekSessionRows(name);
		const up = new Dexie(name);
		up.version(SCHEMA_VERSION + 1).stores({ sessions: 'id, updatedAt, systemId, name' });
		await up.open(); // would wait on 'blocked' if the peek's connection were still open
		expect(up.verno).toBe(SCHEMA_VERSION + 1);
		up.close();
	});
});

describe('peekSessionRows: reads under way are shared', () => {
	it('two callers at once get one read', async () => {
		const name = fresh('peek-shared');
		const d = new SidetableDB(name);
		await d.sessions.add(row('a', 1));
		d.close();
		const first = peekSessionRows(name);
		expect(peekSessionRows(name)).toBe(first);
		expect((await first)?.map((r) => r.id)).toEqual(['a']);
		// Once answered, the next call reads afresh.
		const again = peekSessionRows(name);
		expect(again).not.toBe(first);
		await again;
	});
});
