import { whenPaused } from '$lib/ui/pause';
import { m } from '$lib/paraglide/messages.js';
import type { SyncEvent } from '$lib/core/sync';
import { notices } from '$lib/ui/notices.svelte';
import { hasOpfs, workerOpfs } from './opfs';
import { JournalStore } from './journal-store';
import { parseRecord, recordText, RECORD_KEY, type SeqRecord } from './record';
import type { JournalHeader } from './journal';
import { isFullError } from './space';

export const EVERY_KEY = 'sidetable.backup.every';
const SINCE_KEY = 'sidetable.backup.since';
export const EVERY_DEFAULT = 50;
export const EVERY_RANGE = [10, 1000] as const;

export function readInt(key: string, fallback: number, [lo, hi]: readonly [number, number]): number {
	const n = Number(globalThis.localStorage?.getItem(key));
	return Number.isInteger(n) && n >= lo && n <= hi ? n : fallback;
}

/** The first sentence of what a write that failed for want of space says. */
export function fullLead(cause: 'journal' | 'database'): string {
	return cause === 'journal' ? m.backup_full_journal() : m.backup_full_database();
}

/** What the tap path asks of the full backup (backup.svelte.ts Backups). */
export interface FullBackup {
	backupNow(inBackground: boolean): Promise<unknown>;
	full(cause: 'journal' | 'database', shown?: number): Promise<void>;
}

/**
 * The backup's side of every tap, all a session screen loads of it: each acknowledged event goes
 * to the journal before the screen shows it, the record notes what the database holds, and every
 * N actions a full backup is started (backup.svelte.ts, loaded then) when the person pauses.
 */
export class Journalling {
	readonly supported = typeof window !== 'undefined' && hasOpfs();
	/** The journal's queue and file system; the full backup runs on the same queue. */
	readonly store: JournalStore | undefined;
	/** What the database should hold (record.ts), copied to localStorage on every tap. */
	readonly record: SeqRecord = {};
	/** Actions before a full backup (the Backup settings' "every"). */
	every = EVERY_DEFAULT;
	/** Said once that the journal could not be written; again after old backups are dropped. */
	warned = false;
	#since = 0;
	#backingUp: Promise<unknown> | undefined;
	/**
	 * Loads the full backup's module when first needed. Given by the session (reachFull), which may
	 * import that module: it rests on this one, so this one cannot import it, lazily or not.
	 */
	#loadFull: (() => Promise<FullBackup>) | undefined;

	/** `store`: a test's; by default OPFS through a worker, where there is one. */
	constructor(store?: JournalStore) {
		if (typeof localStorage === 'undefined') return;
		this.every = readInt(EVERY_KEY, EVERY_DEFAULT, EVERY_RANGE);
		this.#since = readInt(SINCE_KEY, 0, [0, 1e9]);
		this.record = parseRecord(localStorage.getItem(RECORD_KEY));
		this.store = store ?? (this.supported ? new JournalStore(workerOpfs()) : undefined);
	}

	/** How the full backup's module is loaded (the session gives it once). */
	reachFull(load: () => Promise<FullBackup>): void {
		this.#loadFull = load;
	}

	async #full(): Promise<FullBackup | undefined> {
		return this.#loadFull?.();
	}

	/**
	 * Identified events (core/sync) the database has just committed, with the session's size after
	 * them (`row.size`): journalled as identified lines (awaited — the tap is shown saved only after
	 * this), the size recorded, and counted toward the next full backup (which runs after, unawaited).
	 */
	async acknowledgedIdentified(session: JournalHeader, events: readonly SyncEvent[], sizeAfter: number): Promise<void> {
		if (events.length === 0) return;
		await this.#acknowledge(session.id, events.length, sizeAfter, (store) =>
			store.appendIdentified(session, events, sizeAfter)
		);
	}

	async #acknowledge(
		sessionId: string,
		count: number,
		held: number,
		journal: (store: JournalStore) => Promise<void>
	): Promise<void> {
		const t0 = performance.now();
		try {
			this.record[sessionId] = held;
			this.saveRecord();
			if (this.store) await journal(this.store);
		} catch (err) {
			// The database has it; the copy outside failed. Say so once (why, when the disk is full), keep playing.
			if (!this.warned) {
				if (isFullError(err)) void this.full('journal');
				else notices.error(m.backup_journal_failed());
			}
			this.warned = true;
		}
		performance.measure?.('sidetable:journal', { start: t0, end: performance.now() });
		this.#since += count;
		localStorage.setItem(SINCE_KEY, String(this.#since));
		if (this.#since >= this.every && !this.#backingUp) {
			// When the person pauses (a full backup reads the whole database): taps come first.
			this.running(
				whenPaused()
					.then(() => this.#full())
					.then((b) => b?.backupNow(true))
					.catch(() => undefined)
			);
		}
	}

	/**
	 * A write failed for want of space (`journal`: this copy; `database`: the action itself): said
	 * at once, then with what takes the space and an offer to drop old backups by the full backup's
	 * module (backup.svelte.ts full).
	 */
	async full(cause: 'journal' | 'database'): Promise<void> {
		const shown = notices.show(fullLead(cause), 'error', undefined, 0);
		await (await this.#full())?.full(cause, shown);
	}

	/** A full backup under way: no second one is started by taps meanwhile. */
	running(backup: Promise<unknown>): void {
		this.#backingUp = backup.finally(() => (this.#backingUp = undefined));
	}

	/** A full backup was written: the count of actions starts again. */
	backedUp(): void {
		this.#since = 0;
		localStorage.setItem(SINCE_KEY, '0');
	}

	saveRecord(): void {
		localStorage.setItem(RECORD_KEY, recordText(this.record));
	}
}

export const journalling = new Journalling();
