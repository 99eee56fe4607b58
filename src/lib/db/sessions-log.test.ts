/**
 * Creating, copying and purging a session on the live table's rows (docs/live-table.md, "Where
 * it stands", step 1): a new session records as this database's device from counter 1; a copy
 * keeps every event with its identity, its clashes and checkpoints; a purge leaves no row behind.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { UNDONE } from '$lib/core/events';
import { eventKey, stampCommand, newStamp, undoTarget } from '$lib/core/sync';
import type { SessionState } from '$lib/session/apply';
import { counters } from '$lib/systems/counters';
import type { CountersState } from '$lib/systems/counters/reducer';
import { added, adjusted } from '$tests/factories/counters';
import { resetDb, countersFold } from '$tests/factories/db';
import { createSession, db, duplicateSession, getSession, purgeSession } from './index';
import { appendCommand, logInOrder, mergeIntoSession, openLog, saveCheckpoint, type FoldWith } from './log';
import { deviceId } from './meta';

type Shell = SessionState<CountersState>;
const fw: FoldWith<Shell> = countersFold;
const gm = () => 'gm' as const;
const OTHER = 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf';

/** Rows of every table keyed by session that belong to `id`. */
async function rowsOf(id: string) {
	const of = (t: { toArray(): Promise<{ sessionId: string }[]> }) =>
		t.toArray().then((rows) => rows.filter((r) => r.sessionId === id).length);
	return {
		log: await of(db.log),
		checkpoints: await of(db.checkpoints),
		clashes: await of(db.clashes)
	};
}

/** A session with commands, an undo, a checkpoint and a clash (another variant of one identity). */
async function played(name: string) {
	const { id } = await createSession('counters', name);
	await appendCommand(id, [added('life', { initial: 20 })]);
	await appendCommand(id, [adjusted('life', -5), adjusted('life', -1)]);
	const opened = await openLog(id, fw);
	await appendCommand(id, [{ type: UNDONE, payload: { target: undoTarget(opened.folded, opened.row.device, gm) } }]);
	await saveCheckpoint(id, (await openLog(id, fw)).folded, counters.stateVersion);
	const theirs = stampCommand({ ...newStamp(OTHER), clock: 4 }, [adjusted('life', 2)], 9).events;
	await mergeIntoSession(id, theirs);
	await mergeIntoSession(id, [{ ...theirs[0]!, payload: { id: 'life', by: 3 } }]);
	return id;
}

beforeEach(resetDb);

describe('createSession on the new rows', () => {
	it("stamps the new session with this database's device at counter 0, and its first command is counter 1", async () => {
		// Act
		const row = await createSession('counters', 'New');
		const first = await appendCommand(row.id, [added('life')]);
		// Assert
		expect(row).toMatchObject({ device: await deviceId(), counter: 0, clock: 0, size: 0, actions: 0 });
		expect(await getSession(row.id)).toMatchObject({ device: row.device, counter: 1, clock: 1, size: 1 });
		expect(first.events[0]).toMatchObject({ device: row.device, counter: 1, clock: 1 });
		expect((await openLog(row.id, fw)).folded.state.system.counters).toHaveLength(1);
	});

	it('two sessions of one database share the device id, each counting its own events from 1', async () => {
		// Act
		const a = await createSession('counters', 'A');
		const b = await createSession('counters', 'B');
		await appendCommand(a.id, [added('x')]);
		const inB = await appendCommand(b.id, [added('y')]);
		// Assert
		expect(a.device).toBe(b.device);
		expect(inB.events[0]!.counter).toBe(1);
	});
});

describe('duplicateSession on the new rows', () => {
	it('copies every event with its identity, the clash and the checkpoint; the copy folds alike and records on', async () => {
		// Arrange
		const id = await played('Original');
		const source = (await getSession(id))!;
		const strip = <T extends { sessionId: string }>(rows: T[]) => rows.map(({ sessionId: _s, ...r }) => r);
		// Act
		const copy = await duplicateSession(id, 'Copy');
		// Assert: every event, by identity and content
		expect(strip(await logInOrder(copy.id))).toEqual(strip(await logInOrder(id)));
		expect(await rowsOf(copy.id)).toEqual(await rowsOf(id));
		expect(await rowsOf(copy.id)).toMatchObject({ log: 5, checkpoints: 1, clashes: 1 });
		expect(copy).toMatchObject({
			device: source.device,
			counter: source.counter,
			clock: source.clock,
			size: source.size,
			name: 'Copy'
		});
		const [a, b] = [await openLog(id, fw), await openLog(copy.id, fw)];
		expect(b.folded.state).toEqual(a.folded.state);
		expect(b.folded.conflicts.map((c) => c.why.refusal)).toEqual(['sync/identity_clash']);
		expect(b.from).not.toBeNull();
		// Then the two go their own ways.
		await appendCommand(copy.id, [adjusted('life', 7)]);
		expect((await logInOrder(copy.id)).length).toBe(6);
		expect((await logInOrder(id)).length).toBe(5);
		expect((await logInOrder(copy.id)).map(eventKey).slice(0, 5)).toEqual((await logInOrder(id)).map(eventKey));
	});
});

describe('purgeSession on the new rows', () => {
	it('removes the row, its log, checkpoints and clashes, and nothing of another session', async () => {
		// Arrange
		const doomed = await played('Doomed');
		const kept = await played('Kept');
		const keptBefore = await rowsOf(kept);
		// Act
		await purgeSession(doomed);
		// Assert
		expect(await db.sessions.get(doomed)).toBeUndefined();
		expect(await rowsOf(doomed)).toEqual({ log: 0, checkpoints: 0, clashes: 0 });
		expect(await rowsOf(kept)).toEqual(keptBefore);
		expect(await db.log.count()).toBe(keptBefore.log);
	});
});
