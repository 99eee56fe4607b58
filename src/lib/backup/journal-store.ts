import type { LoggedEvent } from '$lib/core/events';
import type { SyncEvent } from '$lib/core/sync';
import type { BackupFs } from './fs';
import { eventLines, headerLine, identifiedLines, readJournal, type JournalHeader } from './journal';

export const JOURNALS = 'journal';
export const journalPath = (sessionId: string) => `${JOURNALS}/${encodeURIComponent(sessionId)}.jsonl`;

/**
 * The per-tap side of the copy outside IndexedDB: a queue of file operations over a BackupFs and
 * the journal appends. What a session screen loads; the full backups, the list and the restore
 * (store.ts BackupStore) run on the same queue, so a backup's journal compaction never cuts an
 * append in half, and load when first needed.
 */
export class JournalStore {
	readonly fs: BackupFs;
	#queue: Promise<unknown> = Promise.resolve();
	/** Sessions whose journal is known to start with its header. */
	readonly #headed = new Set<string>();

	constructor(fs: BackupFs) {
		this.fs = fs;
	}

	/** Runs `work` after every operation queued before it. */
	serial<T>(work: () => Promise<T>): Promise<T> {
		const next = this.#queue.then(work, work);
		this.#queue = next.catch(() => undefined);
		return next;
	}

	/** Appends events the database has just committed to their session's journal. */
	append(session: JournalHeader, events: readonly LoggedEvent[]): Promise<void> {
		return this.#append(session, eventLines(events));
	}

	/**
	 * Appends identified events (core/sync) the database has just committed — a command's, and the
	 * run's earlier events a quick repeat rewrote — each line with the session's size after them.
	 */
	appendIdentified(session: JournalHeader, events: readonly SyncEvent[], sizeAfter: number): Promise<void> {
		return this.#append(session, identifiedLines(events, sizeAfter));
	}

	/** A session's journal was removed: the next append writes its header again. */
	unheaded(sessionId: string): void {
		this.#headed.delete(sessionId);
	}

	#append(session: JournalHeader, lines: string): Promise<void> {
		return this.serial(async () => {
			const path = journalPath(session.id);
			let text = lines;
			if (!this.#headed.has(session.id)) {
				const had = await this.fs.read(path);
				if (!had || !readJournal(had).header) text = headerLine(session) + text;
				this.#headed.add(session.id);
			}
			await this.fs.append(path, text);
		});
	}
}
