import { beforeEach, describe, expect, it } from 'vitest';
import { db, exportSessions } from '$lib/db';
import { importText } from './import';
import { added, adjusted } from '$tests/factories/counters';
import { CountersPlayer, resetDb } from '$tests/factories/db';

// A restore from backups completes a session the browser cut short in place (issue 14): the
// person finds one session, whole, under its own name — not a short one and a copy beside it.

beforeEach(async () => {
	await resetDb();
});

/** A session of `n` adjustments, its full export, and the database cut back to its first `keep` events. */
async function cutShort(n: number, keep: number) {
	const p = await CountersPlayer.create('卓');
	await p.act(added('life', { initial: 20, min: 0, max: 40 }));
	for (let i = 0; i < n; i++) await p.act(adjusted('life', -1));
	const full = await exportSessions([p.sessionId]);
	// What the browser lost: every event after `keep`, as if they were never written.
	await db.events
		.where('[sessionId+seq]')
		.between([p.sessionId, keep + 1], [p.sessionId, Infinity])
		.delete();
	await db.snapshots.where('sessionId').equals(p.sessionId).delete();
	await db.sessions.update(p.sessionId, { lastSeq: keep, head: keep, actions: keep, redo: [] });
	return { id: p.sessionId, full };
}

describe('import with extendShorter (a restore)', () => {
	it('completes a session the database holds only the start of, under the same id', async () => {
		const { id, full } = await cutShort(10, 4);
		const r = await importText(JSON.stringify(full), { extendShorter: true });
		expect(r.ok && r.outcome.sessionIds).toEqual([id]);
		expect(r.ok && r.outcome.copies).toBe(0);
		expect(await db.sessions.count()).toBe(1);
		const row = await db.sessions.get(id);
		expect(row).toMatchObject({ name: '卓', lastSeq: 11, actions: 11 });
		expect(await db.events.where('sessionId').equals(id).count()).toBe(11);
	});

	it('keeps a stored log that is not the start of the file (it went another way) and adds a copy', async () => {
		const { id, full } = await cutShort(6, 3);
		// The stored third event differs from the file's: not a prefix.
		await db.events.update([id, 3], { payload: { ...((await db.events.get([id, 3]))!.payload as object), by: -3 } });
		const r = await importText(JSON.stringify(full), { extendShorter: true });
		expect(r.ok && r.outcome.copies).toBe(1);
		expect(await db.sessions.count()).toBe(2);
		expect(await db.events.where('sessionId').equals(id).count()).toBe(3);
	});

	it('an ordinary import still never overwrites: the same file comes in as a copy', async () => {
		const { full } = await cutShort(5, 2);
		const r = await importText(JSON.stringify(full));
		expect(r.ok && r.outcome.copies).toBe(1);
		expect(await db.sessions.count()).toBe(2);
	});
});
