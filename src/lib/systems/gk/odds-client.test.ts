import { describe, expect, it, vi } from 'vitest';
import { createOddsClient, IDLE_STOP_MS, type OddsRequest, type OddsResponse, type WorkerLike } from './odds-client';
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
	it('dispose rejects what this panel still waits for, not another’s; the worker outlives the last panel by IDLE_STOP_MS', async () => {
		vi.useFakeTimers();
		try {
			const fake = fakeWorker();
			const spawn = () => fake.worker;
			const one = createOddsClient(spawn);
			const other = createOddsClient(spawn);
			const mine = one.odds(f(250), f(250));
			const theirs = other.odds(f(200), f(200));
			one.dispose();
			await expect(mine).rejects.toThrow(/disposed/);
			fake.reply({ id: 2, odds: fakeOdds });
			await expect(theirs).resolves.toEqual(fakeOdds);
			other.dispose();
			// Never inside the tap that ends an engagement; kept for the next panel a while.
			expect(fake.terminated()).toBe(false);
			vi.advanceTimersByTime(IDLE_STOP_MS - 1);
			expect(fake.terminated()).toBe(false);
			vi.advanceTimersByTime(1);
			expect(fake.terminated()).toBe(true);
		} finally {
			vi.useRealTimers();
		}
	});
	it('the next panel (a tab switch, the next engagement) asks the same worker, warm, and keeps it from stopping', async () => {
		vi.useFakeTimers();
		try {
			const fake = fakeWorker();
			let spawned = 0;
			const spawn = () => (spawned++, fake.worker);
			const first = createOddsClient(spawn);
			const dropped = first.odds(f(20), f(20)).catch((e: Error) => e.message);
			first.dispose();
			vi.advanceTimersByTime(IDLE_STOP_MS / 2);
			const next = createOddsClient(spawn);
			const alsoDropped = next.odds(f(30), f(30)).catch((e: Error) => e.message);
			vi.advanceTimersByTime(IDLE_STOP_MS * 2);
			expect(spawned).toBe(1);
			expect(fake.terminated()).toBe(false);
			expect(fake.posted.map((p) => p.a.hp)).toEqual([20, 30]);
			next.dispose();
			vi.advanceTimersByTime(IDLE_STOP_MS);
			expect(fake.terminated()).toBe(true);
			// A panel after that starts a new one.
			void createOddsClient(spawn).odds(f(10), f(10));
			expect(spawned).toBe(2);
			expect(await Promise.all([dropped, alsoDropped])).toEqual(['odds client disposed', 'odds client disposed']);
		} finally {
			vi.useRealTimers();
		}
	});
});
