/**
 * The conflicts a session lists (conflicts.ts) and what its buttons do through the controller:
 * an action the merged order could not apply stays in the log and on screen — who, what, why —
 * until the one who recorded it (or the GM) records it again on today's total or leaves it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFLICT_DISMISSED } from '$lib/core/sync';
import { createSession, db } from '$lib/db';
import { logInOrder, mergeIntoSession } from '$lib/db/log';
import { setLocale } from '$lib/paraglide/runtime';
import type { CountersCommands, CountersState } from '$lib/systems/counters';
import { SessionController } from './session.svelte';
import { openConflicts } from './conflicts';

type Controller = SessionController<CountersState, CountersCommands>;
/** Sorts before every drawn device id (lowercase hex), so its event comes first in the merged order. */
const AKI = '0'.repeat(32);

beforeEach(async () => {
	await db.delete();
	await db.open();
	setLocale('ja', { reload: false });
});

/**
 * ライフ 20 on this device; this device taps +1 (→ 21) while アキ's phone, apart, taps −1 on the
 * same 20 (→ 19) with the same clock: アキ's sorts first, so this device's tap no longer reaches
 * the total it names — a conflict.
 */
async function tapsMadeApart(taps = 1): Promise<Controller> {
	const row = await createSession('counters', '卓');
	const c: Controller = new SessionController(row.id);
	await c.load();
	await c.dispatch('add', { name: 'ライフ', initial: 20, min: null, max: null, step: 1 });
	// Quick repeats join the first tap's run: its clock, one command.
	for (let i = 0; i < taps; i++) await c.dispatch('adjust', { id: 'c1', by: 1 });
	const mine = (await logInOrder(row.id)).at(-1)!;
	await mergeIntoSession(row.id, [
		{
			device: AKI,
			counter: 1,
			clock: mine.clock,
			at: mine.at,
			type: 'counters/counterAdjusted',
			payload: { id: 'c1', name: 'ライフ', by: -1, to: 19 }
		}
	]);
	await c.load();
	return c;
}

describe('openConflicts', () => {
	it('says who, what and why in words; the recorder may enter it again or leave it', async () => {
		const c = await tapsMadeApart();
		const [item, ...rest] = openConflicts(c.system!, c.folded!, c.row!.device, 'gm', 'ja');
		expect(rest).toEqual([]);
		expect(item).toMatchObject({
			who: 'この端末',
			mayDismiss: true,
			reenter: { command: 'adjust', intent: { id: 'c1', by: 1 } }
		});
		expect(item!.what).toMatch(/ライフ/);
		expect(item!.what).toMatch(/21/);
		expect(item!.why).not.toMatch(/counters\//);
		expect(item!.why).toMatch(/21/);
	});

	it('a run of quick repeats (+1 three times) made apart is one conflict, named and entered again as one change: +3', async () => {
		const c = await tapsMadeApart(3);
		expect(c.state.counters[0]!.value).toBe(19);
		const [item, ...rest] = openConflicts(c.system!, c.folded!, c.row!.device, 'gm', 'ja');
		expect(rest).toEqual([]);
		expect(item!.reenter).toEqual({ command: 'adjust', intent: { id: 'c1', by: 3 } });
		expect(item!.what).toMatch(/\+3/);
		expect(item!.what).not.toMatch(/、/);
		expect(
			await c.dispatch(item!.reenter!.command as 'adjust', item!.reenter!.intent as { id: string; by: number })
		).toBeNull();
		expect(c.state.counters[0]!.value).toBe(22);
	});

	it('another player sees it but may not act on it; a spectator neither', async () => {
		const c = await tapsMadeApart();
		const other = '1'.repeat(32);
		const [asPlayer] = openConflicts(c.system!, c.folded!, other, 'player', 'ja');
		expect(asPlayer).toMatchObject({ mayDismiss: false });
		expect(asPlayer!.reenter).toBeUndefined();
		expect(asPlayer!.who).toMatch(/^端末 /);
		const [asSpectator] = openConflicts(c.system!, c.folded!, c.row!.device, 'spectator', 'ja');
		expect(asSpectator).toMatchObject({ mayDismiss: false });
		expect(asSpectator!.reenter).toBeUndefined();
	});
});

describe('the controller', () => {
	it('もう一度記録: the same change on today’s total (19 → 20), then the conflict is left; every event stays in the log', async () => {
		const c = await tapsMadeApart();
		expect(c.state.counters[0]!.value).toBe(19);
		const [item] = openConflicts(c.system!, c.folded!, c.row!.device, 'gm', 'ja');
		expect(
			await c.dispatch(item!.reenter!.command as 'adjust', item!.reenter!.intent as { id: string; by: number })
		).toBeNull();
		expect(await c.dismissConflict(item!.target)).toBeNull();
		expect(c.state.counters[0]!.value).toBe(20);
		expect(openConflicts(c.system!, c.folded!, c.row!.device, 'gm', 'ja')).toEqual([]);
		expect(c.folded!.conflicts).toHaveLength(1);
		const log = await logInOrder(c.sessionId);
		expect(log.map((e) => e.type)).toEqual([
			'counters/counterAdded',
			'counters/counterAdjusted',
			'counters/counterAdjusted',
			'counters/counterAdjusted',
			CONFLICT_DISMISSED
		]);
		// Reopened: the same, from the log alone.
		const again: Controller = new SessionController(c.sessionId);
		await again.load();
		expect(again.state).toEqual(c.state);
		expect(openConflicts(again.system!, again.folded!, again.row!.device, 'gm', 'ja')).toEqual([]);
	});

	it('このままにする: the conflict stays in the log, no longer listed, also after reopening', async () => {
		const c = await tapsMadeApart();
		const [item] = openConflicts(c.system!, c.folded!, c.row!.device, 'gm', 'ja');
		expect(await c.dismissConflict(item!.target)).toBeNull();
		expect(openConflicts(c.system!, c.folded!, c.row!.device, 'gm', 'ja')).toEqual([]);
		expect(c.state.counters[0]!.value).toBe(19);
		expect(c.folded!.conflicts.map((x) => x.dismissed)).toEqual([true]);
		const again: Controller = new SessionController(c.sessionId);
		await again.load();
		expect(openConflicts(again.system!, again.folded!, again.row!.device, 'gm', 'ja')).toEqual([]);
	});
});
