import type { SessionRow } from './schema';
import { deletedSessions, listedSessions, peekSessionRows } from './peek';

/**
 * The sessions page's rows (issue 13). The first paint comes from a plain IndexedDB read
 * (peek.ts); Dexie loads on the first change made here (`live()` before every write), or when the
 * plain read cannot be trusted, or when another tab writes — and from then on its liveQuery keeps
 * the list current. Until then the list is read again whenever the page becomes visible.
 */
export class SessionList {
	/** Undefined until the first read has answered. */
	rows = $state<SessionRow[] | undefined>();
	/** The "recently deleted" sessions, the latest deleted first (empty until the first read). */
	deleted = $state<SessionRow[]>([]);
	/** The last failure of the live query, for the page to word. */
	error = $state<unknown>();
	#live: { unsubscribe(): void } | undefined;
	#going: Promise<void> | undefined;

	/** Reads the list and starts watching; returns the stop function (for onMount). */
	start(): () => void {
		void this.#peek();
		const onVisible = () => {
			if (document.visibilityState === 'visible' && !this.#going) void this.#peek();
		};
		document.addEventListener('visibilitychange', onVisible);
		// Dexie's own cross-tab channel: another tab changed the database, so let Dexie follow it.
		const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('x-storagemutated-1') : undefined;
		if (channel) channel.onmessage = () => void this.live().catch(() => undefined);
		return () => {
			document.removeEventListener('visibilitychange', onVisible);
			channel?.close();
			this.#live?.unsubscribe();
		};
	}

	async #peek(): Promise<void> {
		const rows = await peekSessionRows();
		if (this.#going) return; // Dexie answers from now on
		if (rows) this.#show(rows);
		else await this.live().catch((err) => (this.error = err));
	}

	#show(all: readonly SessionRow[]): void {
		this.rows = listedSessions(all);
		this.deleted = deletedSessions(all);
	}

	/** Loads Dexie (once) and follows the list with its liveQuery; await it before writing. */
	live(): Promise<void> {
		return (this.#going ??= Promise.all([import('dexie'), import('./sessions')]).then(([{ liveQuery }, s]) => {
			this.#live = liveQuery(() => s.allSessionRows()).subscribe({
				next: (rows) => this.#show(rows),
				error: (err) => (this.error = err)
			});
		}));
	}
}
