import { describe, expect, it, vi } from 'vitest';
import { createOddsClient, type OddsRequest, type OddsResponse, type WorkerLike } from './odds-client';
import type { Fighter } from './engagement';
import type { EngagementOdds } from './odds';

const f = (hp: number): Fighter => ({
	hp,
	reaction: 0,
	defence: 0,
	fs: 0,
	counter: false,
	faces: Array(6).fill({ name: '攻撃', kind: 'attack', damage: 1 })
});

function fakeWorker() {
	const posted: OddsRequest[] = [];
	let terminated = false;
	const worker: WorkerLike = {
		onmessage: null,
		postMessage: (m) => posted.push(m),
		terminate: () => {
			terminated = true;
		}
	};
	const reply = (data: OddsResponse) => worker.onmessage?.({ data });
	return { worker, posted, reply, terminated: () => terminated };
}
const fakeOdds = {
	aWins: 0.5,
	bWins: 0.25,
	draw: 0.25,
	doubleKo: 0,
	rounds: [1],
	expectedRounds: 1
} satisfies EngagementOdds;

describe('odds client', () => {
	it('sends a fight of any size to the worker, never computing on the main thread (a first computation there took ~104 ms at 4× CPU)', async () => {
		const fake = fakeWorker();
		let spawned = 0;
		const client = createOddsClient(() => {
			spawned++;
			return fake.worker;
		});
		const small = client.odds(f(1), f(1), { roundsLeft: 1 });
		expect(spawned).toBe(1);
		expect(fake.posted.map((p) => [p.id, p.a.hp, p.b.hp])).toEqual([[1, 1, 1]]);
		fake.reply({ id: 1, odds: fakeOdds });
		await expect(small).resolves.toEqual(fakeOdds);
	});
	it('sends every fight to one worker and matches each answer to its request', async () => {
		const fake = fakeWorker();
		let spawned = 0;
		const client = createOddsClient(() => {
			spawned++;
			return fake.worker;
		});
		const first = client.odds(f(250), f(250));
		const second = client.odds(f(200), f(250), { roundsLeft: 10 });
		expect(spawned).toBe(1);
		expect(fake.posted.map((p) => [p.id, p.a.hp, p.options.roundsLeft])).toEqual([
			[1, 250, undefined],
			[2, 200, 10]
		]);
		fake.reply({ id: 2, odds: { ...fakeOdds, aWins: 0.75 } });
		fake.reply({ id: 1, error: 'engagementOdds: a.hp must be …' });
		await expect(second).resolves.toMatchObject({ aWins: 0.75 });
		await expect(first).rejects.toThrow(RangeError);
	});
	it('dispose stops the worker and rejects what is still waiting', async () => {
		const fake = fakeWorker();
		const client = createOddsClient(() => fake.worker);
		const waiting = client.odds(f(250), f(250));
		client.dispose();
		// What waits is rejected at once; the worker stops just after the task (not inside the tap that ends an engagement).
		await expect(waiting).rejects.toThrow(/disposed/);
		expect(fake.terminated()).toBe(false);
		await vi.waitFor(() => expect(fake.terminated()).toBe(true));
	});
});
