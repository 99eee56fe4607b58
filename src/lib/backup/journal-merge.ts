import {
	EXPORT_FORMAT,
	EXPORT_VERSION,
	identifiedFileSession,
	type ExportFile,
	type FileEvent,
	type FileSession,
	type IdentifiedFileSession,
	type SessionFields
} from '$lib/core/transfer';
import { LogError } from '$lib/core/events';
import { fromLegacyLog, mergeEvents, type SyncEvent } from '$lib/core/sync';
import { widenBy, widestMarks, type JournalRead } from './journal';

/*
 * A restore's side of the journals (journal.ts writes and reads them on every tap): the backup and
 * the journals merged into the file a restore imports. Loaded with the full backup, not the session.
 */

/**
 * Extends a one-writer log with the journal's seq lines, keeping `seq` dense: events already
 * there are skipped, and a gap ends the extension (what follows a gap cannot be placed).
 */
function extend(events: readonly FileEvent[], journal: readonly FileEvent[]): FileEvent[] {
	const out = [...events];
	let last = out.at(-1)?.seq ?? 0;
	for (const e of [...journal].sort((a, b) => a.seq - b.seq)) {
		if (e.seq <= last) continue;
		if (e.seq !== last + 1) break;
		out.push(e);
		last = e.seq;
	}
	return out;
}

/** A one-writer log (a version-1/2 backup's session, seq lines) on the live table's identity; undefined when it does not read. */
function carried(sessionId: string, events: readonly FileEvent[]): SyncEvent[] | undefined {
	try {
		return fromLegacyLog(
			sessionId,
			events.map((e) => ({ ...e, sessionId }))
		);
	} catch (err) {
		if (err instanceof LogError) return undefined;
		throw err;
	}
}

export interface RestoreFile {
	/** A version-3 file: every session's events merged by identity with its journal's. */
	file: ExportFile;
	/** Sessions (by name) whose one-writer log does not read, left out (the backup itself is kept). */
	unreadable: string[];
}

/**
 * The export file a restore imports: each session of the backup merged by identity with its
 * journal (core/sync mergeEvents: what both hold counts once, what either holds is kept), plus
 * sessions that exist only in a journal (begun after the backup). A one-writer log — a backup
 * of version 1 or 2, a journal's seq lines — is first extended by the seq lines that continue it,
 * then carried over (fromLegacyLog with the session's id: the identities the upgrade gave the
 * same events). The result still goes through the import's whole-file validation; this only
 * assembles it.
 */
export function mergeJournals(
	backup: ExportFile | undefined,
	journals: ReadonlyMap<string, JournalRead>,
	now: number
): RestoreFile {
	const sessions: IdentifiedFileSession[] = [];
	const unreadable: string[] = [];
	const seen = new Set<string>();
	const add = (s: SessionFields, held: readonly SyncEvent[], heldClashes: readonly SyncEvent[], j?: JournalRead) => {
		// A run that grew after the backup: the store rewrote the run's mark on the events the backup
		// holds and journalled only the new taps. Both sides take the run's widest mark, so the run is
		// one command again, and the backup's narrower copy never reads as a second variant (a clash).
		const journal = j?.identified ?? [];
		const widest = widestMarks([...held, ...journal]);
		const merged = mergeEvents(widenBy(held, widest), heldClashes, widenBy(journal, widest));
		const updatedAt = merged.events.reduce((n, e) => Math.max(n, e.at), s.updatedAt);
		sessions.push(
			identifiedFileSession(
				{ ...s, updatedAt },
				merged.events,
				merged.clashes.map((c) => c.other)
			)
		);
	};
	for (const s of backup?.sessions ?? []) {
		seen.add(s.id);
		const j = journals.get(s.id);
		if ((backup?.version ?? 0) >= 3) {
			const identified = s as IdentifiedFileSession;
			// Seq lines beside a version-3 backup were written before the database was upgraded:
			// the upgrade carried those events over, so the backup holds them already.
			add(s, identified.events, identified.clashes ?? [], j);
			continue;
		}
		const legacy = s as FileSession;
		const events = carried(s.id, j ? extend(legacy.events, j.events) : legacy.events);
		if (events) add(s, events, [], j);
		else unreadable.push(s.name);
	}
	for (const [id, j] of journals) {
		if (seen.has(id) || !j.header) continue;
		const events = carried(id, extend([], j.events));
		if (!events) {
			unreadable.push(j.header.name);
			continue;
		}
		if (events.length + j.identified.length === 0) continue;
		add({ ...j.header, updatedAt: j.header.createdAt }, events, [], j);
	}
	const file: ExportFile = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now, sessions };
	if (backup?.tables) file.tables = backup.tables;
	if (backup?.tableSlots) file.tableSlots = backup.tableSlots;
	return { file, unreadable };
}
