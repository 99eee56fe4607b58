/**
 * Schema version 3 carries today's one-writer log over to the live table's identity
 * (docs/live-table.md): databases written by versions 1 and 2 (frozen fixtures of real rows) open
 * with every event in `log`, each session folds to the state the fixture recorded, and each row
 * holds the stamp its writer goes on from. Version 4 runs in the same version change and drops
 * the tables the upgrade of 3 reads (`events`, `snapshots`) and the rows' old cursor.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import type { LoggedEvent } from '$lib/core/events';
import { compareOrder, eventKey, foldLog, legacyDeviceId, redoTarget, undoTarget } from '$lib/core/sync';
import { systems } from '$tests/factories/transfer';
import { writeDbFixture, type DbFixture } from '$tests/factories/db-fixtures';
import { SidetableDB } from './schema';
import { carryOver, type LogRow } from './carry-over';

let names = 0;
const opened: SidetableDB[] = [];

/** Writes a fixture with a bare Dexie of its own version (no app code) under a fresh name. */
async function written(version: 1 | 2): Promise<{ name: string; fix: DbFixture }> {
	const name = `upgrade-v3-${version}-${names++}`;
	return { name, fix: await writeDbFixture(name, version) };
}

async function openApp(name: string): Promise<SidetableDB> {
	const d = new SidetableDB(name, { beforeUpgrade: async () => undefined });
	opened.push(d);
	await d.open();
	return d;
}

afterEach(async () => {
	for (const d of opened.splice(0)) {
		d.close();
		await Dexie.delete(d.name);
	}
});

/** A session's log in the merged order, read through the order index as the store will. */
function inOrder(d: SidetableDB, id: string): Promise<LogRow[]> {
	return d.log
		.where('[sessionId+clock+device+counter]')
		.between([id, -Infinity, '', -Infinity], [id, Infinity, '\uffff', Infinity])
		.toArray();
}

describe.each([1, 2] as const)('a database written by schema version %i', (version) => {
	it('opens with every event carried over to `log`, read in the merged order, and folds to the recorded states', async () => {
		// Arrange
		const { name, fix } = await written(version);
		// Act
		const d = await openApp(name);
		// Assert
		expect(d.verno).toBe(4);
		expect(d.tables.map((t) => t.name)).not.toContain('events');
		expect(d.tables.map((t) => t.name)).not.toContain('snapshots');
		const sessions = fix.tables.sessions as { id: string; systemId: string; lastSeq: number }[];
		expect(await d.log.count()).toBe(fix.tables.events!.length);
		for (const s of sessions) {
			const stored = (fix.tables.events as unknown as (LoggedEvent & { sessionId: string })[]).filter(
				(e) => e.sessionId === s.id
			);
			const log = await inOrder(d, s.id);
			// Every event, once, under the session's legacy device, in today's seq order.
			expect(log.map((e) => e.counter)).toEqual(stored.map((e) => e.seq).sort((a, b) => a - b));
			expect(new Set(log.map(eventKey)).size).toBe(stored.length);
			expect(log.every((e) => e.device === legacyDeviceId(s.id) && e.sessionId === s.id)).toBe(true);
			expect([...log].sort(compareOrder)).toEqual(log);
			const system = systems(s.systemId)!;
			const folded = foldLog({ log, initial: system.initialState(), reduce: (st, e) => system.fold(st, e) as never });
			expect(folded.conflicts).toEqual([]);
			expect(folded.waiting).toEqual([]);
			// What the app of that version recorded (a system's state may have gained fields since).
			const expected = fix.expectedStates[s.id];
			if (expected) expect((folded.state as { system: object }).system).toMatchObject(expected);
		}
		// Every live session's state is recorded in the fixture (v1 records none for its deleted one).
		const live = sessions.filter((s) => !(s as { deletedAt?: number }).deletedAt);
		expect(live.every((s) => fix.expectedStates[s.id] !== undefined)).toBe(true);
	});

	it("gives each row its writer's stamp: the legacy device, its last counter, the highest clock, the size", async () => {
		// Arrange
		const { name, fix } = await written(version);
		const lastSeq = new Map(
			(fix.tables.sessions as { id: string; lastSeq: number }[]).map((r) => [r.id, r.lastSeq] as const)
		);
		// Act
		const d = await openApp(name);
		const rows = await d.sessions.toArray();
		// Assert
		expect(rows).toHaveLength(fix.tables.sessions!.length);
		for (const row of rows) {
			const log = await inOrder(d, row.id);
			expect(row).toMatchObject({
				device: legacyDeviceId(row.id),
				counter: lastSeq.get(row.id),
				size: lastSeq.get(row.id),
				clock: Math.max(0, ...log.map((e) => e.clock))
			});
			expect(log.at(-1)?.clock ?? 0).toBe(row.clock);
			// The one writer's cursor is gone with its tables (version 4).
			for (const old of ['lastSeq', 'head', 'redo']) expect(row).not.toHaveProperty(old);
		}
	});
});

describe('undo and redo carry over', () => {
	it("a session with an undone action keeps it undone, and the writer's redo names that undo (schema-2 fixture)", async () => {
		// Arrange: 'Skirmish with runs' was left with head 11 and redo [12].
		const { name, fix } = await written(2);
		const id = '1c0d7e52-8a3b-4f9e-b6a1-3d5e7f9a0b11';
		const stored = (fix.tables.events as unknown as (LoggedEvent & { sessionId: string })[]).filter(
			(e) => e.sessionId === id
		);
		// Act
		const d = await openApp(name);
		const log = await inOrder(d, id);
		const system = systems('counters')!;
		const folded = foldLog({ log, initial: system.initialState(), reduce: (st, e) => system.fold(st, e) as never });
		const device = legacyDeviceId(id);
		// Assert: the one writer is the GM of its own session, so undo and redo go on as before.
		const lastUndo = stored.filter((e) => e.type === 'session/undone').at(-1)!;
		expect(redoTarget(folded, device)).toEqual({ device, counter: lastUndo.seq });
		expect(undoTarget(folded, device, () => 'gm')).not.toBeNull();
		expect(folded.applied.size).toBeGreaterThan(0);
	});
});

describe('carryOver', () => {
	it('keeps every event of a log that today could not open (a gap in seq, an undo of nothing): nothing is lost, the fold shows the rest as conflicts', () => {
		// Arrange
		const id = '7e1d2c3b-4a59-4876-9a0b-1c2d3e4f5a66';
		const events: LoggedEvent[] = [
			{
				sessionId: id,
				seq: 1,
				at: 1,
				type: 'counters/counterAdded',
				payload: { id: 'a', name: 'A', initial: 0, min: null, max: null, step: 1 },
				parent: 0
			},
			{ sessionId: id, seq: 3, at: 2, type: 'session/undone', payload: { target: 9 }, parent: 1 }
		];
		// Act
		const carried = carryOver(id, events);
		const system = systems('counters')!;
		const folded = foldLog({
			log: carried.log,
			initial: system.initialState(),
			reduce: (st, e) => system.fold(st, e) as never
		});
		// Assert
		expect(carried.wasValid).toBe(false);
		expect(carried.log.map((e) => [e.counter, e.type])).toEqual([
			[1, 'counters/counterAdded'],
			[2, 'session/undone']
		]);
		expect(carried.stamp).toEqual({ device: legacyDeviceId(id), counter: 2, clock: 2, size: 2 });
		expect(folded.applied.size).toBe(1);
		expect(folded.conflicts.map((c) => c.why.refusal)).toEqual(['sync/bad_target']);
	});

	it('an empty session carries over to an empty log and a stamp at zero', () => {
		const id = '8f2e3d4c-5b6a-4987-8b1c-2d3e4f5a6b77';
		expect(carryOver(id, [])).toEqual({
			log: [],
			stamp: { device: legacyDeviceId(id), counter: 0, clock: 0, size: 0 },
			wasValid: true
		});
	});
});
