import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'svelte';
import { setLocale } from '$lib/paraglide/runtime';
import { allEvents, createSession, db, getSession } from '$lib/db';
import { notices } from '$lib/ui/notices.svelte';
import type { CountersCommands, CountersState } from '$lib/systems/counters';
import { SessionController } from './session.svelte';

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
		expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
		expect(events.every((e, i) => e.parent === i)).toBe(true);
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
		const spy = vi.spyOn(db.events, 'bulkAdd').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
		const refusal = await adjust(c, 1);
		spy.mockRestore();
		expect(refusal?.refusal).toBe('storage/quota');
		expect(c.state.counters[0]?.value).toBe(10);
		expect(await allEvents(c.sessionId)).toHaveLength(1);
		expect((await getSession(c.sessionId))?.actions).toBe(1);
		expect(notices.items.at(-1)?.text).toMatch(/空き容量が足りない/);
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
