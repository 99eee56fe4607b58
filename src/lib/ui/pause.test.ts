import { afterEach, describe, expect, it, vi } from 'vitest';

describe('whenPaused', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
		vi.useRealTimers();
		vi.resetModules();
	});

	/** The module loaded afresh in a page whose input listeners the test fires. */
	async function page() {
		const heard: Record<string, () => void> = {};
		vi.stubGlobal('addEventListener', (type: string, fn: () => void) => (heard[type] = fn));
		vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
		// performance.now() too: the waits are measured with it.
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
		vi.resetModules();
		const pause = await import('./pause');
		return {
			...pause,
			tap: () => heard['pointerdown']!(),
			key: () => heard['keydown']!(),
			click: () => heard['click']!()
		};
	}

	it('with no tap yet, is the next idle moment', async () => {
		const { whenPaused } = await page();
		let done = false;
		void whenPaused().then(() => (done = true));
		await vi.advanceTimersByTimeAsync(1);
		expect(done).toBe(true);
	});

	it('waits until no tap, click or key has come for `quiet` ms; each one starts the wait again', async () => {
		const { whenPaused, tap, key, click, PAUSE_MS } = await page();
		tap();
		let done = false;
		void whenPaused().then(() => (done = true));
		await vi.advanceTimersByTimeAsync(PAUSE_MS - 100);
		expect(done).toBe(false);
		click();
		await vi.advanceTimersByTimeAsync(PAUSE_MS - 100);
		expect(done).toBe(false);
		key();
		await vi.advanceTimersByTimeAsync(PAUSE_MS - 1);
		expect(done).toBe(false);
		await vi.advanceTimersByTimeAsync(2);
		expect(done).toBe(true);
	});

	it('for a person who never pauses, runs after `most` ms all the same', async () => {
		const { whenPaused, tap } = await page();
		tap();
		let done = false;
		void whenPaused(1500, 5000).then(() => (done = true));
		for (let t = 0; t < 4800; t += 300) {
			tap();
			await vi.advanceTimersByTimeAsync(300);
		}
		// 4,800 ms of taps 300 ms apart: no pause yet, not yet `most`.
		expect(done).toBe(false);
		await vi.advanceTimersByTimeAsync(201);
		expect(done).toBe(true);
	});
});
