const KEY = 'sidetable.wakeLock';

/**
 * Keeps the screen on while a session is open — on unless the person turned it off in
 * Settings (phones at a game table should not dim mid-turn). The browser drops the lock
 * whenever the page is hidden, so it is let go then and asked for again when the page comes
 * back, as long as a session is still open and the setting is on.
 */
export class WakeLock {
	/** Read at once, so Settings shows the stored choice without waiting for init(). */
	wanted = $state(typeof localStorage === 'undefined' || localStorage.getItem(KEY) !== 'off');
	held = $state(false);
	readonly supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
	#sentinel: WakeLockSentinel | null = null;
	#pending: Promise<void> | null = null;
	/** Open sessions asking for the screen to stay on (a count: layouts may overlap briefly). */
	#users = 0;
	#listening = false;

	init(): void {
		this.wanted = localStorage.getItem(KEY) !== 'off';
		if (!this.#listening) {
			this.#listening = true;
			document.addEventListener('visibilitychange', () => void this.#sync());
		}
		void this.#sync();
	}

	/** Asks for the screen to stay on while the returned function has not been called. */
	keepAwake(): () => void {
		this.#users++;
		void this.#sync();
		let done = false;
		return () => {
			if (done) return;
			done = true;
			this.#users--;
			void this.#sync();
		};
	}

	async toggle(on: boolean): Promise<void> {
		this.wanted = on;
		localStorage.setItem(KEY, on ? 'on' : 'off');
		await this.#sync();
	}

	#sync(): Promise<void> {
		// Chained, so requests run one at a time and in order: two quick calls cannot both ask
		// for a lock (and leak one); each decides when its turn comes, from the state then.
		this.#pending = (this.#pending ?? Promise.resolve()).then(() =>
			this.wanted && this.#users > 0 && document.visibilityState === 'visible' ? this.#acquire() : this.#release()
		);
		return this.#pending;
	}

	async #acquire(): Promise<void> {
		if (!this.supported || this.#sentinel) return;
		try {
			const s = await navigator.wakeLock.request('screen');
			this.#sentinel = s;
			this.held = true;
			s.addEventListener('release', () => {
				if (this.#sentinel === s) this.#sentinel = null;
				this.held = false;
			});
		} catch {
			this.held = false; // refused (battery saver, hidden page): retried on next visibility
		}
	}

	async #release(): Promise<void> {
		const s = this.#sentinel;
		this.#sentinel = null;
		this.held = false;
		await s?.release().catch(() => undefined);
	}
}

export const wakeLock = new WakeLock();
