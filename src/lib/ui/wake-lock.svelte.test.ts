import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** navigator.wakeLock as a stub: records requests and lets the test release or refuse. */
function stubWakeLock() {
	const sentinels: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
	const request = vi.fn(async () => {
		const s = Object.assign(new EventTarget(), {
			released: false,
			release: async () => {
				s.released = true;
				s.dispatchEvent(new Event('release'));
			}
		});
		sentinels.push(s);
		return s;
	});
	Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
	return { request, sentinels, active: () => sentinels.filter((s) => !s.released).length };
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(v: DocumentVisibilityState) {
	visibility = v;
	document.dispatchEvent(new Event('visibilitychange'));
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('WakeLock', () => {
	beforeEach(() => {
		localStorage.clear();
		visibility = 'visible';
		vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
	});
	afterEach(() => {
		vi.restoreAllMocks();
		delete (navigator as { wakeLock?: unknown }).wakeLock;
	});

	async function fresh() {
		vi.resetModules();
		const { WakeLock } = await import('./wake-lock.svelte');
		const lock = new WakeLock();
		lock.init();
		return lock;
	}

	it('is on by default, but asks for the lock only while a session is open', async () => {
		const api = stubWakeLock();
		const lock = await fresh();
		await flush();
		expect(lock.wanted).toBe(true);
		expect(api.request).not.toHaveBeenCalled();
		const release = lock.keepAwake();
		await flush();
		expect(api.request).toHaveBeenCalledWith('screen');
		expect(lock.held).toBe(true);
		release();
		await flush();
		expect(api.active()).toBe(0);
		expect(lock.held).toBe(false);
	});

	it('lets go when the page is hidden and asks again when it is visible', async () => {
		const api = stubWakeLock();
		const lock = await fresh();
		lock.keepAwake();
		await flush();
		setVisibility('hidden');
		await flush();
		expect(api.active()).toBe(0);
		expect(lock.held).toBe(false);
		setVisibility('visible');
		await flush();
		expect(api.request).toHaveBeenCalledTimes(2);
		expect(api.active()).toBe(1);
	});

	it('turned off in Settings: released now, remembered, not asked for again', async () => {
		const api = stubWakeLock();
		let lock = await fresh();
		lock.keepAwake();
		await flush();
		await lock.toggle(false);
		expect(api.active()).toBe(0);
		expect(localStorage.getItem('sidetable.wakeLock')).toBe('off');
		lock = await fresh();
		lock.keepAwake();
		await flush();
		expect(lock.wanted).toBe(false);
		expect(api.request).toHaveBeenCalledTimes(1);
	});

	it('a refused request leaves it unheld, and a browser without the API is reported', async () => {
		const api = stubWakeLock();
		api.request.mockRejectedValueOnce(new DOMException('battery saver', 'NotAllowedError'));
		const lock = await fresh();
		lock.keepAwake();
		await flush();
		expect(lock.held).toBe(false);
		delete (navigator as { wakeLock?: unknown }).wakeLock;
		const bare = await fresh();
		expect(bare.supported).toBe(false);
	});
});
