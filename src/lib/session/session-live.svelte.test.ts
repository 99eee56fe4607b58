/**
 * The session controller on the live table's store (docs/live-table.md, "Where it stands" steps
 * 2 and 5): commands, undo, redo and joined repeats recorded as identified events in `log`, undo
 * and redo naming what they reverse, the fold kept in step with what a reopening folds, the
 * stale-tap check on this phone's own events, a write that meets another phone's events run again on the merged log, checkpoints, and the journal's record of the size.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { REDONE, SNAPSHOT_EVERY, UNDONE } from '$lib/core/events';
import { MAX_RUN } from '$lib/core/events/coalesce';
import { createSession, db, DB_NAME, getSession } from '$lib/db';
import { logInOrder, mergeIntoSession } from '$lib/db/log';
import { newStamp, stampCommand } from '$lib/core/sync';
import type { EventDraft } from '$lib/core/events';
import { adjusted } from '$tests/factories/counters';
import { writeDbFixture } from '$tests/factories/db-fixtures';
import { RECORD_KEY, parseRecord } from '$lib/backup/record';
import { notices } from '$lib/ui/notices.svelte';
import { DOUBLE_TAP_MS } from '$lib/ui/record-once';
import { setLocale } from '$lib/paraglide/runtime';
import type { CountersCommands, CountersState } from '$lib/systems/counters';
import { SessionController } from './session.svelte';
import { logLines } from './log-text';

type Controller = SessionController<CountersState, CountersCommands>;
/** Another phone's device id (sorting after this one's at one clock), and its command stamped as the live table's bridge would merge it. */
const OTHER = 'f'.repeat(32);
const remote = (drafts: EventDraft[], clock = 1) => stampCommand({ ...newStamp(OTHER), clock }, drafts, 1).events;
const add = (c: Controller, name: string, initial = 10) =>
	c.dispatch('add', { name, initial, min: 0, max: null, step: 1 });
const adjust = (c: Controller, by: number, id = 'c1') => c.dispatch('adjust', { id, by });

async function opened(id: string): Promise<Controller> {
	const c: Controller = new SessionController(id);
	await c.load();
	return c;
}

beforeEach(async () => {
	await db.delete();
	await db.open();
	notices.items = [];
	localStorage.clear();
	setLocale('ja', { reload: false });
});

describe('SessionController on the identified log', () => {
	it('a session played — commands, a join of repeats, undo, redo — reopens to the same state, log and buttons', async () => {
		// Arrange
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		// Act
		await add(c, 'ライフ', 20);
		await add(c, '毒', 0);
		for (let i = 0; i < 3; i++) await adjust(c, -1); // one run: ライフ −3
		await adjust(c, 2, 'c2');
		await c.undo(); // takes back 毒 +2
		await c.undo(); // takes back the run
		await c.redo(); // puts the run back
		const again = await opened(row.id);
		// Assert
		expect(c.state.counters.map((x) => x.value)).toEqual([17, 0]);
		expect(again.state).toEqual(c.state);
		expect(again.row).toEqual(c.row);
		expect(again.folded!.actions).toBe(c.folded!.actions);
		expect(again.log).toEqual(c.log.map((e) => ({ ...e, sessionId: row.id })));
		expect([again.canUndo, again.canRedo]).toEqual([true, true]);
		// The list counts the events of the commands in effect: two adds and the run of three (毒 +2 is undone).
		expect(c.row).toMatchObject({ device: row.device, counter: 9, size: 9, actions: 5 });
		const log = await logInOrder(row.id);
		expect(log.map((e) => e.type)).toEqual([
			'counters/counterAdded',
			'counters/counterAdded',
			'counters/counterAdjusted',
			'counters/counterAdjusted',
			'counters/counterAdjusted',
			'counters/counterAdjusted',
			UNDONE,
			UNDONE,
			REDONE
		]);
		// Undo and redo name what they reverse: a command by its first event, a redo the undo.
		expect(log[6]!.payload).toEqual({ target: { device: row.device, counter: 6 } });
		expect(log[7]!.payload).toEqual({ target: { device: row.device, counter: 3 } });
		expect(log[8]!.payload).toEqual({ target: { device: row.device, counter: 8 } });
		expect(log.slice(2, 5).map((e) => [e.group, e.run])).toEqual([
			[undefined, undefined],
			[undefined, 3],
			[undefined, 3]
		]);
		// Reopened, the next redo puts back 毒 +2 as the first page would have.
		await again.redo();
		expect(again.state.counters.map((x) => x.value)).toEqual([17, 2]);
		expect(again.canRedo).toBe(false);
	});

	it('undo to the start and redo to the end, on the page and after reopening', async () => {
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		await add(c, 'HP', 10);
		await adjust(c, 5);
		await adjust(c, -100 + 100); // a zero step is still an action
		for (let i = 0; i < 3; i++) await c.undo();
		expect(c.state.counters).toEqual([]);
		expect(c.canUndo).toBe(false);
		const again = await opened(row.id);
		expect(again.canUndo).toBe(false);
		for (let i = 0; i < 3; i++) await again.redo();
		expect(again.state.counters[0]?.value).toBe(15);
		expect(again.canRedo).toBe(false);
		expect((await opened(row.id)).state).toEqual(again.state);
	});

	it("a tap made on a log another tap has already grown is refused quietly (the stale-tap check on this phone's own events)", async () => {
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		const [first, second] = await Promise.all([add(c, 'HP'), add(c, 'HP')]);
		expect(first).toBeNull();
		expect(second).toMatchObject({ refusal: 'session/stale', quiet: true });
		expect(await logInOrder(row.id)).toHaveLength(1);
		expect(c.row?.size).toBe(1);
	});

	it('a write on a log another tab grew is a storage conflict: nothing written, the page reloads what is there', async () => {
		const row = await createSession('counters', '卓');
		const a = await opened(row.id);
		const b = await opened(row.id);
		await add(a, 'HP');
		const loads = vi.spyOn(b, 'load');
		const refused = await add(b, 'MP');
		expect(refused?.refusal).toBe('storage/conflict');
		await b.settled();
		// Once: the write's own retry reloaded (a second read would only hold up the next tap).
		expect(loads).toHaveBeenCalledTimes(1);
		// The reload after the conflict reads the log again: waited for, not slept on (a busy machine is slow).
		await vi.waitFor(() => expect(b.state.counters.map((x) => x.name)).toEqual(['HP']));
		expect(await logInOrder(row.id)).toHaveLength(1);
	});

	it("a tap whose write meets another phone's events merged under it is recorded on the merged log, with no notice", async () => {
		// Arrange: the screen folded one event; then the live table merges another phone's −5 (the
		// bridge writes to the database on its own, the page has not reloaded yet).
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		await add(c, 'ライフ', 20);
		await mergeIntoSession(row.id, remote([adjusted('c1', -5)]));
		// Act: a repeatable tap (+1) and a command that is not (a new counter), both on the stale screen.
		const tapped = await adjust(c, 1);
		const addedToo = await add(c, '毒', 0);
		// Assert: both recorded after the merged event, the state folds all three, nothing said.
		expect([tapped, addedToo]).toEqual([null, null]);
		expect(c.state.counters.map((x) => [x.name, x.value])).toEqual([
			['ライフ', 16],
			['毒', 0]
		]);
		expect((await logInOrder(row.id)).map((e) => e.device === row.device)).toEqual([true, false, true, true]);
		expect(c.row).toMatchObject({ size: 4, counter: 3 });
		expect(notices.items).toEqual([]);
		expect((await opened(row.id)).state).toEqual(c.state);
	});

	it("a tap that meets other phones' events on every try is refused in words (not as another tab), nothing of it written", async () => {
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		await add(c, 'ライフ', 20);
		// Another phone's event lands before each try's write: after every reload the page does.
		let counter = 0;
		const merge = () =>
			mergeIntoSession(
				row.id,
				stampCommand({ device: OTHER, counter: counter++, clock: 1 }, [adjusted('c1', -1)], 1).events
			);
		const load = c.load.bind(c);
		c.load = async () => {
			await load();
			await merge();
		};
		await merge();
		const refused = await adjust(c, 1);
		expect(refused).toMatchObject({ refusal: 'storage/table_busy' });
		expect(refused?.text).toMatch(/ほかの端末/);
		expect(notices.items.map((n) => n.text)).toEqual([refused?.text]);
		expect((await logInOrder(row.id)).filter((e) => e.device === row.device)).toHaveLength(1);
	});

	it("an undo whose write meets another phone's events takes back what its button named, once", async () => {
		// The GM's undo names the table's newest command (targets.ts): on this screen, ライフ −3.
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		await add(c, 'ライフ', 20);
		await adjust(c, -3);
		await mergeIntoSession(row.id, remote([adjusted('c1', -5)]));
		await c.undo();
		expect(c.state.counters[0]!.value).toBe(15);
		const last = (await logInOrder(row.id)).at(-1)!;
		expect([last.type, last.payload]).toEqual([UNDONE, { target: { device: row.device, counter: 2 } }]);
		expect(notices.items).toEqual([]);
	});

	it("the GM's undo is held back a moment when another phone's command has just become what it names", async () => {
		// Arrange: ライフ 20 −3 here; then another phone's −5 merges after it (the newest command).
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		await add(c, 'ライフ', 20);
		await adjust(c, -3);
		await mergeIntoSession(row.id, remote([adjusted('c1', -5)], 9));
		await c.load(); // what following the session does when the merge lands
		// Act: undo tapped at once — the button's sentence changed under the thumb.
		await c.undo();
		// Assert: nothing taken back, and the person is told why.
		expect(c.state.counters[0]!.value).toBe(12);
		expect(notices.items.map((n) => n.text)).toEqual([
			expect.stringMatching(/^端末 ffff の記録が届いたところです。いま元に戻すと「[^」]*−5[^」]*」を取り消します/)
		]);
		// A moment later (past a bounce), the same tap takes back what the button now names: the −5.
		const now = Date.now();
		const clock = vi.spyOn(Date, 'now').mockReturnValue(now + DOUBLE_TAP_MS);
		try {
			await c.undo();
		} finally {
			clock.mockRestore();
		}
		expect(c.state.counters[0]!.value).toBe(17);
	});

	it("this phone's own command named by undo is taken back at once, however quick the tap", async () => {
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		await add(c, 'ライフ', 20);
		await mergeIntoSession(row.id, remote([adjusted('c1', -5)], 9));
		await c.load();
		await adjust(c, -3); // this phone's own, after the other's
		await c.undo();
		expect(c.state.counters[0]!.value).toBe(15);
		expect(notices.items).toEqual([]);
	});

	it('the list counts every tap of a run: one add and nine quick taps are ten actions, one undo step', async () => {
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		await add(c, 'MP', 5);
		for (let i = 0; i < 9; i++) await adjust(c, 1);
		expect(c.row?.actions).toBe(10);
		expect((await getSession(row.id))?.actions).toBe(10);
		await c.undo();
		expect(c.row?.actions).toBe(1);
		expect((await opened(row.id)).row?.actions).toBe(1);
	});

	it(`a burst longer than a run (${MAX_RUN}) is two log lines and two undo steps, every tap kept`, async () => {
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		await add(c, 'ライフ', 40);
		for (let i = 0; i < MAX_RUN + 5; i++) await adjust(c, -1);
		expect(c.state.counters[0]!.value).toBe(40 - MAX_RUN - 5);
		const taps = (await logInOrder(row.id)).filter((e) => e.type === 'counters/counterAdjusted');
		// Each run's first tap is written alone and never changes; its repeats name it.
		expect(taps.map((e) => e.run)).toEqual([
			undefined,
			...Array(MAX_RUN - 1).fill(taps[0]!.counter),
			undefined,
			...Array(4).fill(taps[MAX_RUN]!.counter)
		]);
		await c.undo(); // the last five
		expect(c.state.counters[0]!.value).toBe(40 - MAX_RUN);
		await c.undo(); // the full run
		expect(c.state.counters[0]!.value).toBe(40);
	});

	it('each command is journalled with the size after it: the record says what the database holds', async () => {
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		await add(c, 'HP');
		await adjust(c, 1);
		await c.undo();
		expect(parseRecord(localStorage.getItem(RECORD_KEY))[row.id]).toBe(3);
		expect(c.row?.size).toBe(3);
	});

	it(`keeps a checkpoint each time the commands in effect pass ${SNAPSHOT_EVERY}; a reopening goes on from it to the same state`, async () => {
		const row = await createSession('counters', '長い卓');
		const c = await opened(row.id);
		await add(c, 'score', 0);
		await add(c, 'round', 0);
		// Alternating counters, so no two taps join into one run: each is its own command.
		for (let i = 0; i < SNAPSHOT_EVERY + 4; i++) await adjust(c, 2, i % 2 === 0 ? 'c1' : 'c2');
		const saved = await db.checkpoints.toArray();
		const again = await opened(row.id);
		expect(saved.length).toBeGreaterThanOrEqual(1);
		expect(again.state).toEqual(c.state);
		expect(again.folded!.base).toBeDefined();
		// The list's count (events of the commands in effect) read back through the checkpoint.
		expect(c.row!.actions).toBe(SNAPSHOT_EVERY + 6);
		expect(again.row!.actions).toBe(c.row!.actions);
		// An undo right after opening still takes back the newest action.
		await again.undo();
		expect((await opened(row.id)).state).toEqual(again.state);
		expect(again.state.counters[1]!.value).toBe(c.state.counters[1]!.value - 2);
		expect(again.row!.actions).toBe(SNAPSHOT_EVERY + 5);
		expect((await opened(row.id)).row!.actions).toBe(SNAPSHOT_EVERY + 5);
	});

	it('an event the fold refuses stays in the log and its line says so (who, why)', async () => {
		const row = await createSession('counters', '卓');
		const c = await opened(row.id);
		await add(c, 'HP');
		// A second, different event under the identity of the first (e.g. a device restored from an old backup).
		const first = (await logInOrder(row.id))[0]!;
		const { mergeIntoSession } = await import('$lib/db/log');
		await mergeIntoSession(row.id, [{ ...plain(first), payload: { ...(first.payload as object), name: 'MP' } }]);
		const again = await opened(row.id);
		const lines = logLines(again.system!, again.log, again.folded!, 'ja', undefined, { me: row.device });
		expect(again.folded!.conflicts).toHaveLength(1);
		expect(lines[0]!.conflict).toMatch(/^適用できません（この端末）: /);
		// The variant kept is the one smaller in canonical JSON, on every device alike.
		expect(again.state.counters.map((x) => x.name)).toEqual(['HP']);
	});
});

function plain<T extends { sessionId?: string }>(e: T): Omit<T, 'sessionId'> {
	const { sessionId: _s, ...rest } = e;
	return rest;
}

describe('databases written before the live table open through the controller with every event', () => {
	it.each([1, 2] as const)(
		'schema %i: each live session folds to its recorded state and records on',
		async (version) => {
			db.close();
			await Dexie.delete(DB_NAME);
			const fix = await writeDbFixture(DB_NAME, version);
			await db.open();
			const sessions = fix.tables.sessions as { id: string; systemId: string; deletedAt?: number }[];
			expect(await db.log.count()).toBe(fix.tables.events!.length);
			for (const s of sessions.filter((x) => !x.deletedAt)) {
				const c = new SessionController(s.id);
				await c.load();
				expect(c.status).toBe('ready');
				expect(c.folded!.conflicts).toEqual([]);
				expect(c.state as object).toMatchObject(fix.expectedStates[s.id]!);
				// It records on as its one writer: an undo and a redo, then reopened, the same state.
				const before = c.state;
				if (c.canUndo) {
					await c.undo();
					await c.redo();
					expect(c.state).toEqual(before);
				}
				const again = new SessionController(s.id);
				await again.load();
				expect(again.state).toEqual(before);
			}
		}
	);
});
