import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
		vi.useRealTimers();
	});

	it('waits for the idle callback, giving it the timeout', async () => {
		const ric = vi.fn((cb: () => void, _o: { timeout: number }) => void setTimeout(cb, 5));
		vi.stubGlobal('requestIdleCallback', ric);
		await whenIdle(3000, 1500);
		expect(ric.mock.calls[0]?.[1]).toEqual({ timeout: 3000 });
	});

	it('without requestIdleCallback (Safari), resolves a task `fallback` ms later', async () => {
		vi.stubGlobal('requestIdleCallback', undefined);
		vi.useFakeTimers();
		let done = false;
		void whenIdle(3000, 1500).then(() => (done = true));
		await vi.advanceTimersByTimeAsync(1499);
		expect(done).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(done).toBe(true);
	});
});
