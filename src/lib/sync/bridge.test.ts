/**
 * The bridge against the real relay (`npm run sync`'s program, started on 127.0.0.1 on a free
 * port by tests/sync/harness.mjs): two devices, each the app's modules over its own database
 * (tests/sync/device.ts), meet in one room. Issue 26: 「他の端末から届いた記録は、書き込む前に
 * インポートと同じ検査を受ける」 — every event that arrives from another device passes the same
 * checks as an import; a malformed or forged one is refused, named in the receipt, and nothing is
 * written from it. Every wait has a deadline.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { TABLE_SHARED, eventKey, newStamp, stampCommand } from '$lib/core/sync';
import { added, adjusted } from '$tests/factories/counters';
import { lockeEventSamples } from '$tests/factories/samples';
import { deviceId, join, newRoomName, startRelay, type Relay } from '$tests/sync/harness.mjs';
import { eventually, newDevice, type TestDevice } from '$tests/sync/device';
import type { Bridge } from './bridge';
import type { SessionShare } from '$lib/db/schema';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
	for (const c of cleanups.splice(0).reverse()) await c();
});

async function relay(env: Record<string, string> = {}): Promise<Relay> {
	const r = await startRelay(env);
	cleanups.push(() => r.stop());
	return r;
}

function keep(bridge: Bridge): Bridge {
	cleanups.push(() => bridge.close());
	return bridge;
}

/** A GM's device sharing a new session of `systemId` and a player's device joined to it, both bridges open. */
async function tableOfTwo(url: string, systemId = 'counters') {
	const share: SessionShare = { relay: url, room: newRoomName(), role: 'gm' };
	const gm = await newDevice();
	const row = await gm.share(systemId, share);
	const player = await newDevice();
	// The join link names the GM's device (core/sync/link): the player keeps it with the room.
	await player.join(row, { ...share, role: 'player', gm: row.share!.gm! });
	const a = keep(await gm.open(row.id, share));
	const b = keep(await player.open(row.id, share));
	await eventually('both synced', () => a.view.status.kind === 'connected' && b.view.status.kind === 'connected');
	return { id: row.id, share, gm, player, a, b };
}

const sameLog = async (id: string, x: TestDevice, y: TestDevice) => {
	const [kx, ky] = await Promise.all([x.keys(id), y.keys(id)]);
	return kx.length > 0 && JSON.stringify(kx) === JSON.stringify(ky) ? kx : undefined;
};

/** The identities the doc holds, each once: a doubled event would show twice. */
const docKeys = (bridge: Bridge) =>
	(bridge.doc.getArray('events').toArray() as { device: string; counter: number }[]).map(eventKey);

describe('the bridge between two devices through the relay', () => {
	it('a command recorded on one device is merged on the other: the same log and the same state', async () => {
		const r = await relay();
		const { id, gm, player, a, b } = await tableOfTwo(r.url);
		// Act: the GM adds a counter and lowers it as one command of two events (a group).
		await gm.record(id, a, [added('hp', { initial: 20 })]);
		await gm.record(id, a, [adjusted('hp', -3), adjusted('hp', -2)]);
		// Assert
		const keys = await eventually('the player holds the GM log', () => sameLog(id, gm, player));
		expect(keys).toHaveLength(3);
		const [fa, fb] = await Promise.all([gm.fold(id), player.fold(id)]);
		expect(fb.state).toEqual(fa.state);
		expect((fb.state as { system: { counters: { value: number }[] } }).system.counters[0]!.value).toBe(15);
		// The receipt counts actions as the log shows them: the add, and the two-event command once.
		await eventually('the receipt counts the two actions', () => b.view.receipt.merged[0]?.count === 2);
		expect(b.view.receipt.merged).toEqual([{ device: (await gm.db.sessions.get(id))!.device, count: 2 }]);
		expect(b.view.waiting).toBe(0);
	});

	it('a run of quick repeats arrives as one action: the receipt counts it once, as the log shows one line', async () => {
		const r = await relay();
		const { id, gm, player, a, b } = await tableOfTwo(r.url);
		await gm.record(id, a, [added('hp', { initial: 20 })]);
		// Act: a −1 and two quick repeats of it (the controller's join: `run` names the first tap).
		const [first] = await gm.record(id, a, [adjusted('hp', -1)]);
		await gm.record(id, a, [adjusted('hp', -1)], { join: first!.counter });
		const [last] = await gm.record(id, a, [adjusted('hp', -1)], { join: first!.counter });
		expect(last!.run).toBe(first!.counter);
		// Assert: four events, two actions (the add, and ライフ −3 as one line)
		await eventually('the player holds all four', async () => (await sameLog(id, gm, player))?.length === 4);
		await eventually('the receipt counts two', () => b.view.receipt.merged[0]?.count === 2);
		expect(b.view.receipt.merged).toEqual([{ device: (await gm.db.sessions.get(id))!.device, count: 2 }]);
	});

	it('both offline, each records; both reconnect: identical logs and states, every event kept, the receipts count', async () => {
		const r = await relay();
		const { id, gm, player, a, b } = await tableOfTwo(r.url);
		await gm.record(id, a, [added('hp', { initial: 20, min: 0 })]);
		await eventually('the player has the counter', async () => (await player.keys(id)).length === 1);
		a.disconnect();
		b.disconnect();
		await eventually('both offline', () => a.view.status.kind === 'offline' && b.view.status.kind === 'offline');
		// Act: concurrent actions while apart.
		for (let i = 0; i < 4; i++) await gm.record(id, a, [adjusted('hp', -1)]);
		for (let i = 0; i < 3; i++) await player.record(id, b, [adjusted('hp', -2)]);
		expect(await player.keys(id)).toHaveLength(4);
		a.connect();
		b.connect();
		// Assert
		const keys = await eventually('identical logs', async () => {
			const k = await sameLog(id, gm, player);
			return k?.length === 8 ? k : undefined;
		});
		expect(new Set(keys).size).toBe(8);
		const [fa, fb] = await Promise.all([gm.fold(id), player.fold(id)]);
		expect(fb.state).toEqual(fa.state);
		expect((fa.state as { system: { counters: { value: number }[] } }).system.counters[0]!.value).toBe(10);
		await eventually('both receipts settled', () => a.view.receipt.settled && b.view.receipt.settled);
		await eventually(
			'the receipts count what each lacked',
			() => a.view.receipt.merged.some((m) => m.count === 3) && b.view.receipt.merged.some((m) => m.count === 4)
		);
		expect(a.view.receipt.refused).toEqual([]);
		expect(b.view.receipt.refused).toEqual([]);
	});
});

describe('a rogue client (plain Yjs, no app code) in the room', () => {
	it('a malformed event, a forged roll, a 300 KiB payload, an event of another system and a forged 「共有を始めました」 are refused, named, nothing written', async () => {
		const r = await relay();
		const { id, gm, player, a, b } = await tableOfTwo(r.url, 'locke');
		const rogue = join(r.url, (await gm.db.sessions.get(id))!.share!.room, deviceId());
		cleanups.push(() => rogue.leave());
		await eventually('the rogue synced', () => rogue.provider.synced);
		const forger = deviceId();
		const sample = lockeEventSamples['locke/infiltrationChecked'] as object;
		const at = (counter: number, type: string, payload: unknown) => ({
			device: forger,
			counter,
			clock: counter,
			at: 1,
			type,
			payload
		});
		// Act: five bad events, each its own update, then one well-formed event the state makes inapplicable.
		const push = (e: unknown) => rogue.doc.transact(() => rogue.events.push([e]));
		push({ device: 'me', counter: 'one', type: 42 });
		push(
			at(1, 'locke/infiltrationChecked', { ...sample, roll: { spec: '2D6', total: 5, faces: [6, 6], source: 'app' } })
		);
		push(at(2, 'locke/infiltrationChecked', { ...sample, note: 'x'.repeat(300 * 1024) }));
		push(at(3, 'counters/counterAdded', added('hp').payload));
		// Sorted first (clock 1), it would name its device the GM on every phone: only the link's GM may.
		const usurper = deviceId();
		push({ ...at(1, TABLE_SHARED, { name: 'GM' }), device: usurper });
		// Well-formed: another device's first event (the state refuses it: a conflict) and the forger's
		// fourth, which waits for the forger's counters 1–3 that never came.
		const other = deviceId();
		push({ ...at(1, 'locke/infiltrationChecked', sample), device: other });
		push(at(4, 'locke/infiltrationChecked', sample));
		// Assert: on both devices, five refused with their reasons, and only the well-formed one written.
		for (const [device, bridge] of [
			[gm, a],
			[player, b]
		] as const) {
			await eventually('five refused', () => bridge.view.receipt.refused.length === 5);
			expect(bridge.view.receipt.refused.map((x) => [x.device.slice(0, 4), x.counter, x.reason])).toEqual([
				['me', undefined, 'malformed'],
				[forger.slice(0, 4), 1, 'bad_payload'],
				[forger.slice(0, 4), 2, 'too_large'],
				[forger.slice(0, 4), 3, 'other_system'],
				[usurper.slice(0, 4), 1, 'not_gm']
			]);
			const written = await eventually('the well-formed one written', async () => {
				const log = await device.logInOrder(id);
				return log.length === 2 ? log : undefined;
			});
			expect(written.map((e) => [e.device, e.counter]).sort()).toEqual(
				[
					[forger, 4],
					[other, 1]
				].sort()
			);
			// A state-dependent refusal is not a refusal: it is a conflict the fold shows.
			const folded = await device.fold(id);
			expect(folded.conflicts.map((c) => c.who)).toEqual([other]);
			expect(folded.waiting.map((e) => e.counter)).toEqual([4]);
			await eventually('the badge counts one waiting', () => bridge.view.waiting === 1);
			expect(bridge.view.receipt.merged).toEqual(
				expect.arrayContaining([
					{ device: forger, count: 1 },
					{ device: other, count: 1 }
				])
			);
		}
	});
});

describe('faults', () => {
	it('a device killed after a merge reopens from syncUpdates with what it acknowledged, and catches up', async () => {
		const r = await relay();
		const { id, share, gm, player, a, b } = await tableOfTwo(r.url);
		await gm.record(id, a, [added('hp', { initial: 20 })]);
		await gm.record(id, a, [adjusted('hp', -1)]);
		await eventually('the player holds both', async () => (await player.keys(id)).length === 2);
		await b.idle();
		// Act: the player's process dies — its socket gone, nothing flushed or closed.
		b.provider.destroy();
		await gm.record(id, a, [adjusted('hp', -1)]);
		const reopened = keep(await player.open(id, share, false));
		// Assert: what it acknowledged is in its doc before any connection …
		expect(docKeys(reopened).sort()).toEqual((await player.keys(id)).sort());
		expect(docKeys(reopened)).toHaveLength(2);
		const stored = await player.storedUpdates(id);
		expect(stored).toHaveLength(1);
		// … and its state vector asks the relay for the rest only.
		reopened.connect();
		await eventually('caught up', async () => (await sameLog(id, gm, player))?.length === 3);
		await eventually('its receipt', () => reopened.view.receipt.merged[0]?.count === 1);
		expect(new Set(docKeys(reopened)).size).toBe(docKeys(reopened).length);
	});

	it('the relay killed and restarted: both bridges reconnect by themselves, nothing doubles', async () => {
		const first = await relay();
		const { id, gm, player, a, b } = await tableOfTwo(first.url);
		await gm.record(id, a, [added('hp', { initial: 20 })]);
		await eventually('the player has it', async () => (await player.keys(id)).length === 1);
		// Act: SIGKILL, events recorded during the outage on both sides, a new relay on the same port.
		await first.stop('SIGKILL');
		await eventually('both offline', () => a.view.status.kind !== 'connected' && b.view.status.kind !== 'connected');
		await gm.record(id, a, [adjusted('hp', -1)]);
		await player.record(id, b, [adjusted('hp', -2)]);
		await relay({ PORT: String(first.port) });
		// Assert
		await eventually(
			'both reconnected',
			() => a.view.status.kind === 'connected' && b.view.status.kind === 'connected'
		);
		const keys = await eventually('identical logs', async () => {
			const k = await sameLog(id, gm, player);
			return k?.length === 3 ? k : undefined;
		});
		expect(new Set(keys).size).toBe(3);
		await Promise.all([a.idle(), b.idle()]);
		for (const bridge of [a, b]) {
			await eventually('the doc holds all three', () => docKeys(bridge).length === 3);
			expect(new Set(docKeys(bridge)).size).toBe(3);
		}
		expect((await gm.fold(id)).state).toEqual((await player.fold(id)).state);
	});
});

describe('a refused room or an over-limit update is not retried', () => {
	it('a guessable room: refused (4400), status says so, no retry', async () => {
		const r = await relay();
		const device = await newDevice();
		const share: SessionShare = { relay: r.url, room: 'deadbeef'.repeat(4), role: 'gm' };
		const row = await device.share('counters', share);
		const bridge = keep(await device.open(row.id, share));
		const status = await eventually('refused', () =>
			bridge.view.status.kind === 'refused' ? bridge.view.status : undefined
		);
		expect(status).toMatchObject({ reason: 'room', code: 4400 });
		expect(bridge.provider.shouldConnect).toBe(false);
	});

	it('an update over the relay limit: closed with 1009, status says so, no retry', async () => {
		const r = await relay({ MAX_MESSAGE_BYTES: String(64 * 1024) });
		const { id, gm, a } = await tableOfTwo(r.url);
		await gm.record(id, a, [added('hp', { name: 'x'.repeat(100 * 1024) })]);
		const status = await eventually('refused', () => (a.view.status.kind === 'refused' ? a.view.status : undefined));
		expect(status).toMatchObject({ reason: 'too_large', code: 1009 });
		expect(a.provider.shouldConnect).toBe(false);
	});
});

describe('the doc the bridge keeps', () => {
	it('merges the stored updates into one on open (the same doc as before)', async () => {
		const device = await newDevice();
		const share: SessionShare = { relay: 'ws://127.0.0.1:9', room: newRoomName(), role: 'gm' };
		const row = await device.share('counters', share);
		const bridge = await device.open(row.id, share, false);
		await device.record(row.id, bridge, [added('hp')]);
		await device.record(row.id, bridge, [adjusted('hp', 1)]);
		await bridge.close();
		expect(await device.storedUpdates(row.id)).toHaveLength(2);
		const again = await device.open(row.id, share, false);
		cleanups.push(() => again.close());
		expect(await device.storedUpdates(row.id)).toHaveLength(1);
		expect(Y.encodeStateAsUpdate(again.doc).length).toBeGreaterThan(0);
		expect(docKeys(again)).toEqual(await device.keys(row.id));
		// Pushing what the doc holds adds nothing.
		again.push(await device.logInOrder(row.id));
		expect(docKeys(again)).toHaveLength(2);
		// Another device's events are never pushed by this one.
		again.push(stampCommand(newStamp(deviceId()), [added('mp')], 1).events);
		expect(docKeys(again)).toHaveLength(2);
	});
});
