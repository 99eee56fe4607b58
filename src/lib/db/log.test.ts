/**
 * The log store on the live table's identity (db/log.ts): stamping, one command per transaction,
 * quick repeats joining a run, undo/redo as commands that name what they reverse, and opening
 * from a checkpoint. Driven with the Counters system through the shell's own fold.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { REDONE, UNDONE, type EventDraft } from '$lib/core/events';
import { eventKey, foldLog, redoTarget, undoTarget, type FoldedLog, type SyncEvent } from '$lib/core/sync';
import type { SessionState } from '$lib/session/apply';
import { counters } from '$lib/systems/counters';
import type { CountersState } from '$lib/systems/counters/reducer';
import { added, adjusted } from '$tests/factories/counters';
import { countRows, resetDb, countersFold } from '$tests/factories/db';
import { StorageError, createSession, db } from './index';
import { appendCommand, logInOrder, openLog, recentLog, saveCheckpoint, type FoldWith } from './log';
import { deviceId } from './meta';

type Shell = SessionState<CountersState>;

const fw: FoldWith<Shell> = countersFold;

const gm = () => 'gm' as const;

function fold(log: readonly SyncEvent[]): FoldedLog<Shell> {
	return foldLog({ log, initial: fw.initial(), reduce: fw.reduce, roleOf: gm });
}

const valueOf = (f: FoldedLog<Shell>, id: string) => f.state.system.counters.find((c) => c.id === id)?.value;

const undoOf = (f: FoldedLog<Shell>, device: string): EventDraft => ({
	type: UNDONE,
	payload: { target: undoTarget(f, device, gm)! }
});
const redoOf = (f: FoldedLog<Shell>, device: string): EventDraft => ({
	type: REDONE,
	payload: { target: redoTarget(f, device)! }
});

beforeEach(resetDb);

describe('appendCommand', () => {
	it("stamps a command with this database's device, its next counters and one new clock; a group carries its mark", async () => {
		// Arrange
		const { id } = await createSession('counters', 'Stamps');
		const me = await deviceId();
		// Act
		const one = await appendCommand(id, [added('life', { initial: 20 })]);
		const group = await appendCommand(id, [adjusted('life', -1), adjusted('life', -2), adjusted('life', -3)]);
		// Assert
		expect(one.events.map(({ device, counter, clock, group }) => ({ device, counter, clock, group }))).toEqual([
			{ device: me, counter: 1, clock: 1, group: undefined }
		]);
		expect(group.events.map((e) => [e.counter, e.clock, e.group])).toEqual([
			[2, 2, { first: 2, size: 3 }],
			[3, 2, { first: 2, size: 3 }],
			[4, 2, { first: 2, size: 3 }]
		]);
		expect(group.row).toMatchObject({ device: me, counter: 4, clock: 2, size: 4 });
		expect(await db.sessions.get(id)).toMatchObject({ device: me, counter: 4, clock: 2, size: 4 });
		expect((await logInOrder(id)).map(eventKey)).toEqual([1, 2, 3, 4].map((c) => `${me}:${c}`));
		expect((await recentLog(id, 2)).map((e) => e.counter)).toEqual([4, 3]);
	});

	it('refuses a write made on a log another tab has moved (storage/conflict) and writes nothing', async () => {
		// Arrange
		const { id } = await createSession('counters', 'Two tabs');
		await appendCommand(id, [added('life')]);
		const before = await countRows();
		const logBefore = await db.log.count();
		// Act
		const result = appendCommand(id, [adjusted('life', 1)], { expectedSize: 0 });
		// Assert
		await expect(result).rejects.toSatisfy((e) => e instanceof StorageError && e.code === 'storage/conflict');
		expect(await countRows()).toEqual(before);
		expect(await db.log.count()).toBe(logBefore);
	});

	it('refuses a session that does not exist or was deleted (storage/not_found)', async () => {
		await expect(appendCommand('nope', [added('life')])).rejects.toSatisfy(
			(e) => e instanceof StorageError && e.code === 'storage/not_found'
		);
	});
});

describe('reading the log', () => {
	it('logInOrder is the merged order, recentLog newest first and limited; another session stays out', async () => {
		// Arrange: two sessions of one device, their commands interleaved
		const a = await createSession('counters', 'A');
		const b = await createSession('counters', 'B');
		await appendCommand(a.id, [added('x')]);
		await appendCommand(b.id, [added('y')]);
		await appendCommand(a.id, [adjusted('x', 1), adjusted('x', 2)]);
		await appendCommand(b.id, [adjusted('y', 5)]);
		await appendCommand(a.id, [adjusted('x', 3)]);
		// Act
		const all = await logInOrder(a.id);
		const recent = await recentLog(a.id, 2);
		// Assert
		expect(all.map((e) => [e.counter, e.clock])).toEqual([
			[1, 1],
			[2, 2],
			[3, 2],
			[4, 3]
		]);
		expect(all.every((e) => e.sessionId === a.id)).toBe(true);
		expect(recent.map((e) => e.counter)).toEqual([4, 3]);
		expect((await recentLog(b.id)).map((e) => e.type)).toEqual(['counters/counterAdjusted', 'counters/counterAdded']);
	});
});

describe('quick repeats join a run (core/events/coalesce)', () => {
	it("each tap is written at once; the repeats join the first tap's command, so one undo takes the run back", async () => {
		// Arrange
		const { id } = await createSession('counters', 'Run');
		const me = await deviceId();
		await appendCommand(id, [added('life', { initial: 20 })]);
		// Act: three taps of −1, the second and third joining the second command (counter 2)
		await appendCommand(id, [adjusted('life', -1)]);
		const second = await appendCommand(id, [adjusted('life', -1)], { join: 2 });
		const third = await appendCommand(id, [adjusted('life', -1)], { join: 2 });
		const log = await logInOrder(id);
		const folded = fold(log);
		// Assert: one command of three events, at one clock; the repeats name the first tap, which
		// is written once and never changes
		expect(second.events.map((e) => [e.counter, e.run])).toEqual([[3, 2]]);
		expect(third.events.map((e) => [e.counter, e.run])).toEqual([[4, 2]]);
		expect(log.slice(1).map((e) => [e.counter, e.clock, e.group, e.run])).toEqual([
			[2, 2, undefined, undefined],
			[3, 2, undefined, 2],
			[4, 2, undefined, 2]
		]);
		expect(valueOf(folded, 'life')).toBe(17);
		expect(folded.applied.size).toBe(2);
		expect(undoTarget(folded, me, gm)).toEqual({ device: me, counter: 2 });
		// Act: undo
		await appendCommand(id, [undoOf(folded, me)]);
		const after = fold(await logInOrder(id));
		// Assert: the whole run is taken back
		expect(valueOf(after, 'life')).toBe(20);
		expect(after.conflicts).toEqual([]);
	});

	it('a repeat after something else was recorded (an undo) is its own command', async () => {
		// Arrange
		const { id } = await createSession('counters', 'No join');
		const me = await deviceId();
		await appendCommand(id, [added('life', { initial: 20 })]);
		await appendCommand(id, [adjusted('life', -1)]);
		await appendCommand(id, [undoOf(fold(await logInOrder(id)), me)]);
		// Act
		const late = await appendCommand(id, [adjusted('life', -1)], { join: 2 });
		// Assert
		expect(late.events[0]).toMatchObject({ counter: 4, clock: 4 });
		expect(late.events[0]!.group).toBeUndefined();
		expect(late.events[0]!.run).toBeUndefined();
		expect(valueOf(fold(await logInOrder(id)), 'life')).toBe(19);
	});

	it('a repeat of another type does not join (the run must be of one type)', async () => {
		// Arrange
		const { id } = await createSession('counters', 'Other type');
		await appendCommand(id, [added('life', { initial: 20 })]);
		// Act
		const other = await appendCommand(id, [adjusted('life', -1)], { join: 1 });
		// Assert
		expect(other.events[0]!.run).toBeUndefined();
		expect(other.events[0]!.group).toBeUndefined();
	});
});

describe('undo and redo are commands that name what they reverse', () => {
	it('undo, redo, undo again, then a new action ends redo; the stored log folds to the state a person expects', async () => {
		// Arrange
		const { id } = await createSession('counters', 'Undo');
		const me = await deviceId();
		await appendCommand(id, [added('life', { initial: 20 })]);
		await appendCommand(id, [adjusted('life', -5), adjusted('life', -1)]);
		// Act + Assert
		let f = fold(await logInOrder(id));
		expect(valueOf(f, 'life')).toBe(14);
		const undo = await appendCommand(id, [undoOf(f, me)]);
		expect(undo.events[0]!.payload).toEqual({ target: { device: me, counter: 2 } });
		f = fold(await logInOrder(id));
		expect(valueOf(f, 'life')).toBe(20);
		expect(redoTarget(f, me)).toEqual({ device: me, counter: 4 });
		await appendCommand(id, [redoOf(f, me)]);
		f = fold(await logInOrder(id));
		expect(valueOf(f, 'life')).toBe(14);
		expect(redoTarget(f, me)).toBeNull();
		await appendCommand(id, [undoOf(f, me)]);
		f = fold(await logInOrder(id));
		expect(valueOf(f, 'life')).toBe(20);
		await appendCommand(id, [adjusted('life', 2)]);
		f = fold(await logInOrder(id));
		expect(valueOf(f, 'life')).toBe(22);
		expect(redoTarget(f, me)).toBeNull();
		expect(f.conflicts).toEqual([]);
		// Nothing a person entered is thrown away: every event is in the log.
		expect(
			await db.log.where('[sessionId+device+counter]').between([id, '', 0], [id, '\uffff', Infinity]).count()
		).toBe(7);
	});
});

describe('openLog', () => {
	async function session(commands: number) {
		const { id } = await createSession('counters', 'Long');
		await appendCommand(id, [added('score')]);
		for (let i = 1; i < commands; i++) await appendCommand(id, [adjusted('score', 1)]);
		return id;
	}

	it('folds a session from the start when it has no checkpoint', async () => {
		// Arrange
		const id = await session(12);
		// Act
		const opened = await openLog(id, fw);
		// Assert
		expect(opened.from).toBeNull();
		expect(opened.replayed).toBe(12);
		expect(valueOf(opened.folded, 'score')).toBe(11);
		expect(opened.row.size).toBe(12);
	});

	it('goes on from a checkpoint, reading only the events after it, to the same state', async () => {
		// Arrange
		const id = await session(30);
		const full = await openLog(id, fw);
		const cp = await saveCheckpoint(id, full.folded, counters.stateVersion);
		for (let i = 0; i < 5; i++) await appendCommand(id, [adjusted('score', 1)]);
		// Act
		const opened = await openLog(id, fw);
		const again = fold(await logInOrder(id));
		// Assert
		expect(cp).toMatchObject({ counter: 30, clock: 30 });
		expect(opened.from).toMatchObject({ counter: 30 });
		expect(opened.replayed).toBe(5);
		expect(opened.folded.state).toEqual(again.state);
		expect(valueOf(opened.folded, 'score')).toBe(34);
		expect(opened.folded.actions).toBe(35);
	});

	it('an undo naming a command inside the checkpoint sends the fold back to the start, and undo still finds it', async () => {
		// Arrange
		const id = await session(10);
		const me = await deviceId();
		const full = await openLog(id, fw);
		await saveCheckpoint(id, full.folded, counters.stateVersion);
		// Act: the undo target comes from the checkpoint (nothing after it yet)
		const opened = await openLog(id, fw);
		const target = undoTarget(opened.folded, me, gm);
		await appendCommand(id, [{ type: UNDONE, payload: { target } }]);
		const after = await openLog(id, fw);
		// Assert
		expect(target).toEqual({ device: me, counter: 10 });
		expect(after.from).toBeNull();
		expect(valueOf(after.folded, 'score')).toBe(8);
	});

	it('skips a checkpoint of another state version', async () => {
		// Arrange
		const id = await session(6);
		await saveCheckpoint(id, (await openLog(id, fw)).folded, -1);
		// Act
		const opened = await openLog(id, fw);
		// Assert
		expect(opened.from).toBeNull();
		expect(valueOf(opened.folded, 'score')).toBe(5);
	});
});
