/**
 * The session's events as the log view and the systems' log groups read them: identified events
 * (core/sync) with their place in the merged order, `seq` (1, 2, 3 …: for a session recorded on
 * one phone, the seq it had before the live table), so a system's `logGroups` and the view's line
 * keys keep working on positions as they did on seqs.
 */
import type { LoggedEvent } from '$lib/core/events';
import type { SyncEvent } from '$lib/core/sync';

/** An event of the log with its 1-based place in the merged order. */
export type LogEntry = SyncEvent & { seq: number };

/** Events listed newest first, the newest at place `newest`. */
export function positionedNewestFirst(events: readonly SyncEvent[], newest: number): LogEntry[] {
	return events.map((e, i) => ({ ...e, seq: newest - i }));
}

/** The whole log in the merged order, placed 1, 2, 3 … */
export function positionedInOrder(events: readonly SyncEvent[]): LogEntry[] {
	return events.map((e, i) => ({ ...e, seq: i + 1 }));
}

/** The event alone: no place, no session id (what the fold, the journal and a checkpoint keep). */
export function plainEvent(e: SyncEvent & { seq?: number; sessionId?: string }): SyncEvent {
	const { seq: _seq, sessionId: _session, ...event } = e;
	return event;
}

/**
 * An entry in today's shape (LoggedEvent), for what reads seqs: a command's group (or a run of
 * quick repeats) is the place of its first event (a command's events are consecutive in the order: one device, one clock), and
 * `parent` the place of the event before it in the list given.
 */
export function asLogged(entries: readonly LogEntry[], sessionId: string): LoggedEvent[] {
	return entries.map((e, i) => {
		const out: LoggedEvent = {
			sessionId,
			seq: e.seq,
			at: e.at,
			type: e.type,
			payload: e.payload,
			parent: i === 0 ? 0 : entries[i - 1]!.seq
		};
		// A run's repeats follow its first tap in the order (one device, one clock) as a group's events do.
		const first = e.run ?? e.group?.first;
		if (first !== undefined) out.group = e.seq - (e.counter - first);
		return out;
	});
}
