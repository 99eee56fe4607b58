import { beforeEach, describe, expect, it } from 'vitest';
import { allEvents, appendEvents, createSession, db } from './index';
import { EVENTS_PER_READ, exportSessions } from './transfer';
import { added } from '$tests/factories/counters';
import { resetDb } from '$tests/factories/db';

/** A counters session with `n` events, appended in groups so it is quick to make. */
async function sessionWith(n: number, name = 'Long') {
	const session = await createSession('counters', name);
	for (let done = 0; done < n;) {
		const k = Math.min(100, n - done);
		await appendEvents(
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

describe('exportSessions reads a log in slices', () => {
	it('exports every event of a log longer than one slice, in order', async () => {
		const n = 2 * EVENTS_PER_READ + 3;
		const session = await sessionWith(n);
		const file = await exportSessions();
		const events = file.sessions[0]!.events;
		expect(events.map((e) => e.seq)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
		const stored = await allEvents(session.id);
		expect(events).toEqual(
			stored.map(({ seq, at, type, payload, parent, group }) =>
				group === undefined ? { seq, at, type, payload, parent } : { seq, at, type, payload, parent, group }
			)
		);
	});

	it('lets a tap write while a long log is being read, and exports the session as its row stood', async () => {
		const session = await sessionWith(3 * EVENTS_PER_READ);
		const order: string[] = [];
		const exporting = exportSessions().then((file) => {
			order.push('export');
			return file;
		});
		// One transaction over the whole database would hold this write until every slice was read.
		const writing = appendEvents(session.id, [added('late')]).then(() => order.push('write'));
		const [file] = await Promise.all([exporting, writing]);
		expect(order).toEqual(['write', 'export']);
		expect(file.sessions[0]!.events).toHaveLength(3 * EVENTS_PER_READ);
		expect((await db.sessions.get(session.id))?.lastSeq).toBe(3 * EVENTS_PER_READ + 1);
	});

	it('waits for `between` before each slice (a background backup reads in idle moments)', async () => {
		await sessionWith(EVENTS_PER_READ + 1);
		let waits = 0;
		const file = await exportSessions(undefined, { between: async () => void waits++ });
		expect(waits).toBe(2);
		expect(file.sessions[0]!.events).toHaveLength(EVENTS_PER_READ + 1);
	});

	it('skips deleted sessions and reads a row without a whole last seq in one go', async () => {
		const kept = await sessionWith(3, 'Kept');
		const gone = await sessionWith(2, 'Gone');
		await db.sessions.update(gone.id, { deletedAt: Date.now() });
		await db.sessions.update(kept.id, { lastSeq: Number.NaN });
		const file = await exportSessions();
		expect(file.sessions.map((s) => [s.name, s.events.length])).toEqual([['Kept', 3]]);
	});
});
