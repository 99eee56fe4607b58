const KEY = 'sidetable.wakeLock';

/**
 * Keeps the screen on during play. The browser drops the lock whenever the page is hidden, so
 * it is asked for again each time the page becomes visible while the toggle is on.
 */
class WakeLock {
	wanted = $state(false);
	held = $state(false);
	readonly supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
	#sentinel: WakeLockSentinel | null = null;

	init(): void {
		this.wanted = localStorage.getItem(KEY) === 'on';
		document.addEventListener('visibilitychange', () => {
			if (document.visibilityState === 'visible' && this.wanted) void this.#acquire();
		});
		if (this.wanted) void this.#acquire();
	}

	async toggle(on: boolean): Promise<void> {
		this.wanted = on;
		localStorage.setItem(KEY, on ? 'on' : 'off');
		if (on) await this.#acquire();
		else await this.#release();
	}

	async #acquire(): Promise<void> {
		if (!this.supported || this.#sentinel) return;
		try {
			const s = await navigator.wakeLock.request('screen');
			this.#sentinel = s;
			this.held = true;
			s.addEventListener('release', () => {
				this.#sentinel = null;
				this.held = false;
			});
		} catch {
			this.held = false; // refused (battery saver, hidden page): retried on next visibility
		}
	}

	async #release(): Promise<void> {
		await this.#sentinel?.release();
		this.#sentinel = null;
		this.held = false;
	}
}

export const wakeLock = new WakeLock();
