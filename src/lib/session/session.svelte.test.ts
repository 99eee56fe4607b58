import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'svelte';
import { setLocale } from '$lib/paraglide/runtime';
import { createSession, db, getSession } from '$lib/db';
import { logInOrder as allEvents } from '$lib/db/log';
import { exportSessions } from '$lib/db/transfer';
import { backupHolds } from '$lib/backup/holds';
import { notices } from '$lib/ui/notices.svelte';
import type { CountersCommands, CountersState } from '$lib/systems/counters';
import { journalling } from '$lib/backup/journalling';
import { SessionController } from './session.svelte';
import { logLines } from './log-text';
import { undoLabel } from './undo-label';

type Controller = SessionController<CountersState, CountersCommands>;
/** The first counter added gets id c1 (ids come from the state, so commands stay pure). */
const add = (c: Controller, name: string, initial = 10) =>
	c.dispatch('add', { name, initial, min: 0, max: null, step: 1 });
const adjust = (c: Controller, by: number) => c.dispatch('adjust', { id: 'c1', by });

async function openCounters(): Promise<Controller> {
	const row = await createSession('counters', 'テスト卓');
	const c: Controller = new SessionController(row.id);
	await c.load();
	return c;
}

describe('SessionController — the one write path', () => {
	beforeEach(async () => {
		await db.delete();
		await db.open();
		notices.items = [];
		setLocale('ja', { reload: false });
	});

	it('dispatch validates, reduces, records one event, then shows the new state', async () => {
		const c = await openCounters();
		expect(c.status).toBe('ready');
		expect(await add(c, '  HP  ')).toBeNull();
		expect(await adjust(c, -3)).toBeNull();
		expect(c.state.counters[0]).toMatchObject({ name: 'HP', value: 7 });
		const events = await allEvents(c.sessionId);
		expect(events.map((e) => e.type)).toEqual(['counters/counterAdded', 'counters/counterAdjusted']);
		// The schema's trim is what gets stored, so export → import cannot change a name.
		expect((events[0]!.payload as { name: string }).name).toBe('HP');
		expect(c.log.map((e) => e.seq)).toEqual([2, 1]);
		expect((await getSession(c.sessionId))?.actions).toBe(2);
	});

	it("keeps the row's count current (actionsAt), the count a backup's fold of the log finds", async () => {
		const c = await openCounters();
		await add(c, 'HP');
		await adjust(c, -1);
		await adjust(c, -2);
		await c.undo();
		await c.undo();
		await c.redo();
		await adjust(c, 5);
		const row = await getSession(c.sessionId);
		expect(row).toMatchObject({ actionsAt: row?.size });
		const counted = new Map<string, number>();
		const file = await exportSessions(undefined, { counted });
		expect(counted.get(c.sessionId)).toBe(row?.actions);
		// The fold the backup did before (every command applies, undo and redo read off the log).
		expect(backupHolds(file).actions).toBe(row?.actions);
		expect(row?.actions).toBe(c.row?.actions);
	});

	it('a refused event writes nothing and tells the person why', async () => {
		const c = await openCounters();
		await add(c, 'HP', 0);
		const refusal = await adjust(c, -1);
		expect(refusal?.refusal).toBe('counters/at_min');
		expect(await allEvents(c.sessionId)).toHaveLength(1);
		flushSync();
		expect(notices.items.at(-1)?.text).toBe('HP はすでに下限です');
	});

	it('an invalid payload is refused before the reducer, with a message', async () => {
		const c = await openCounters();
		const refusal = await c.dispatch('add', { name: '', initial: 1.5, min: null, max: null, step: 1 });
		expect(refusal?.refusal).toBe('session/invalid_input');
		expect(await allEvents(c.sessionId)).toHaveLength(0);
		expect(notices.items.at(-1)?.kind).toBe('error');
	});

	it('quick taps are recorded in order without racing for the head', async () => {
		const c = await openCounters();
		await add(c, 'HP', 50);
		await Promise.all(Array.from({ length: 20 }, () => adjust(c, -1)));
		expect(c.state.counters[0]?.value).toBe(30);
		const events = await allEvents(c.sessionId);
		expect(events.map((e) => e.counter)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
		expect(new Set(events.map((e) => e.device)).size).toBe(1);
	});

	it('undo and redo change the state and survive reopening', async () => {
		const c = await openCounters();
		await add(c, 'HP');
		await adjust(c, 5);
		await c.undo();
		expect(c.state.counters[0]?.value).toBe(10);
		expect(c.canRedo).toBe(true);
		const again: Controller = new SessionController(c.sessionId);
		await again.load();
		expect(again.state).toEqual(c.state);
		expect(again.canRedo).toBe(true);
		await again.redo();
		expect(again.state.counters[0]?.value).toBe(15);
		expect(again.canRedo).toBe(false);
	});

	it('a full disk keeps the state and the log as they were, and says so', async () => {
		const c = await openCounters();
		await add(c, 'HP');
		const spy = vi.spyOn(db.log, 'bulkAdd').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
		const refusal = await adjust(c, 1);
		spy.mockRestore();
		expect(refusal?.refusal).toBe('storage/quota');
		expect(c.state.counters[0]?.value).toBe(10);
		expect(await allEvents(c.sessionId)).toHaveLength(1);
		expect((await getSession(c.sessionId))?.actions).toBe(1);
		// Says that storage is full and what takes the space (the figures follow the first words).
		expect(notices.items.at(-1)?.text).toMatch(/保存領域がいっぱいのため、いまの操作は保存されませんでした/);
		await vi.waitFor(() => expect(notices.items.at(-1)?.text).toMatch(/使用中 — セッションと表: .*バックアップ: /));
	});

	it('a second page on the same session follows what the first one records', async () => {
		const first = await openCounters();
		const second: Controller = new SessionController(first.sessionId);
		await second.load();
		const stop = second.follow();
		await add(first, 'HP');
		await adjust(first, 4);
		await vi.waitFor(() => expect(second.state.counters[0]?.value).toBe(14));
		await first.undo();
		await vi.waitFor(() => expect(second.state.counters[0]?.value).toBe(10));
		expect(second.canRedo).toBe(true);
		stop();
	});

	it('a page’s own writes are not read back as writes from elsewhere: no extra read holds up the next tap', async () => {
		// The stored row shows a write before the page does (the journal comes between): the follower
		// took it for another tab's and queued a read of the session ahead of the next tap.
		const c = await openCounters();
		const stop = c.follow();
		await add(c, 'HP');
		// The journal takes a moment, as on a phone: the stored row shows each write first.
		const journal = journalling.acknowledgedIdentified.bind(journalling);
		const slow = vi.spyOn(journalling, 'acknowledgedIdentified').mockImplementation(async (...args) => {
			await new Promise((r) => setTimeout(r, 20));
			return journal(...args);
		});
		const reads = vi.spyOn(db.sessions, 'get');
		const moved = vi.spyOn(c, 'load');
		try {
			for (let i = 0; i < 20; i++) await adjust(c, 1);
			// Each tap: the row read inside its write and the follower's query seeing it (61 before, a
			// third read per tap); one more may be the query catching up with the counter's adding.
			expect(reads.mock.calls.length).toBeLessThanOrEqual(20 * 2 + 1);
			expect(moved).not.toHaveBeenCalled();
			expect(c.state.counters[0]?.value).toBe(30);
		} finally {
			// The slow journal and the spies must not outlive the test when an assertion fails.
			stop();
			reads.mockRestore();
			slow.mockRestore();
		}
	});

	it('the page’s effect that follows the session runs once: loading does not start it again', async () => {
		// The layout follows in an effect; follow() read `system`, so the load's end re-ran the
		// effect, which (then also loading) read and rendered every session twice.
		const row = await createSession('counters', 'テスト卓');
		const c: Controller = new SessionController(row.id);
		const loading = c.load();
		let runs = 0;
		const stop = $effect.root(() => {
			$effect(() => {
				runs++;
				return c.follow();
			});
		});
		flushSync();
		await loading;
		flushSync();
		expect(c.status).toBe('ready');
		expect(runs).toBe(1);
		stop();
	});

	it('a session that does not exist is reported as missing', async () => {
		const c = new SessionController('nope');
		await c.load();
		expect(c.status).toBe('missing');
	});
});

describe('SessionController — the system’s shelf on this device', () => {
	it('keeps text per system, shared by its sessions, outside every log', async () => {
		const a = await openCounters();
		const b = await openCounters();
		expect(await a.device.read('cards')).toBeUndefined();
		await a.device.write('cards', '[1]');
		expect(await b.device.read('cards')).toBe('[1]');
		expect((await db.meta.get('shelf:counters/cards'))?.value).toBe('[1]');
		expect(await allEvents(a.sessionId)).toEqual([]);
	});
});

describe('SessionController — the edge: one way to act, once per tap, notices that tell the truth', () => {
	beforeEach(async () => {
		await db.delete();
		await db.open();
		notices.items = [];
		setLocale('ja', { reload: false });
	});

	it('a refusal comes back worded; inline, the screen shows it and no notice does', async () => {
		const c = await openCounters();
		await add(c, 'HP', 0);
		const inline = await c.dispatch('adjust', { id: 'c1', by: -1 }, { inline: true });
		expect(inline).toMatchObject({ refusal: 'counters/at_min', text: 'HP はすでに下限です' });
		expect(notices.items).toEqual([]);
		const shown = await adjust(c, -1);
		expect(shown?.text).toBe('HP はすでに下限です');
		expect(notices.items.map((n) => n.text)).toEqual(['HP はすでに下限です']);
	});

	it('the next successful action clears an error notice that no longer tells the truth', async () => {
		const c = await openCounters();
		await add(c, 'HP', 0);
		await adjust(c, -1);
		expect(notices.items.some((n) => n.kind === 'error')).toBe(true);
		expect(await adjust(c, 2)).toBeNull();
		expect(notices.items.some((n) => n.kind === 'error')).toBe(false);
	});

	it('a second tap that arrives while the first is being written is refused quietly: one record', async () => {
		const c = await openCounters();
		// Two taps on 「追加」 before the first write lands: both were made on the same log position.
		const [first, second] = await Promise.all([add(c, 'HP'), add(c, 'HP')]);
		expect(first).toBeNull();
		expect(second).toMatchObject({ refusal: 'session/stale', quiet: true, text: '' });
		expect(c.state.counters).toHaveLength(1);
		expect(await allEvents(c.sessionId)).toHaveLength(1);
		expect(notices.items).toEqual([]);
		// A tap made after the write landed is a new action.
		expect(await add(c, 'MP')).toBeNull();
		expect(c.state.counters).toHaveLength(2);
	});

	it('busy is true from the tap until the write lands', async () => {
		const c = await openCounters();
		const pending = add(c, 'HP');
		expect(c.busy).toBe(true);
		await pending;
		expect(c.busy).toBe(false);
	});

	it('quick taps on one counter are one log line with the new total and one undo step, each tap its own event', async () => {
		const c = await openCounters();
		await add(c, 'ライフ', 20);
		for (let i = 0; i < 7; i++) await adjust(c, -1);
		const events = await allEvents(c.sessionId);
		expect(events).toHaveLength(8);
		// One command of seven events: the first tap written alone, each repeat naming it (nothing rewritten).
		expect(events.slice(1).map((e) => [e.group, e.run])).toEqual([
			[undefined, undefined],
			...Array(6).fill([undefined, 2])
		]);
		expect(events.slice(1).every((e) => e.clock === events[1]!.clock)).toBe(true);
		const lines = logLines(c.system!, c.log, c.folded!, 'ja');
		expect(lines.map((l) => l.text)).toEqual(['ライフ −7 → 13', 'カウンター「ライフ」を追加（初期値 20）']);
		expect(undoLabel(c, 'ja')).toBe('取り消し: ライフ −7 → 13');
		await c.undo();
		expect(c.state.counters[0]?.value).toBe(20);
		await c.redo();
		expect(c.state.counters[0]?.value).toBe(13);
	});

	it('a tap after a pause, on another counter, or after an undo starts a new line', async () => {
		const c = await openCounters();
		await add(c, 'ライフ', 20);
		await add(c, '毒', 0);
		const now = vi.spyOn(Date, 'now');
		now.mockReturnValue(1_000_000);
		await adjust(c, -1);
		await c.dispatch('adjust', { id: 'c2', by: 1 });
		await adjust(c, -1);
		now.mockReturnValue(1_000_000 + 60_000);
		await adjust(c, -1);
		now.mockRestore();
		const lines = logLines(c.system!, c.log, c.folded!, 'ja').map((l) => l.text);
		expect(lines.slice(0, 4)).toEqual(['ライフ −1 → 17', 'ライフ −1 → 18', '毒 +1 → 1', 'ライフ −1 → 19']);
	});
});
