/**
 * Today's one-writer rows carried over to the live table's identity (docs/live-table.md, "The
 * Dexie upgrade"): a session's events become identified events (core/sync `fromLegacyLog`) and its
 * row gets the writer stamp it goes on recording with. Pure: rows in, rows out; the Dexie upgrade
 * (schema.ts) reads and writes them.
 */
import { LogError, type LoggedEvent } from '$lib/core/events';
import { fromLegacyLog, legacyDeviceId, type DeviceId, type SyncEvent } from '$lib/core/sync';

/** One event of the `log` table: an identified event and its session. */
export type LogRow = SyncEvent & { sessionId: string };

/** Who records a session's next events on this device: the device and where it stands. */
export interface WriterStamp {
	/** The device this database records the session's events as (see docs: an upgraded session keeps its legacy device). */
	device: DeviceId;
	/** The last counter that device used in the session (0: none yet). */
	counter: number;
	/** The highest clock seen in the session. */
	clock: number;
	/** How many events the session holds: it only grows (a log is never cut), so the backup record compares it. */
	size: number;
}

/** The carried-over events of one session and its writer stamp. */
export interface CarriedSession {
	log: LogRow[];
	stamp: WriterStamp;
	/** False when today's checks refused the log: its events were kept one by one (see `keepAsIs`). */
	wasValid: boolean;
}

/**
 * A log today's checks refuse (it could not be opened before the upgrade either) is kept all the
 * same, event for event: counters dense in the stored order, each its own command at its own
 * clock, payloads as they were. Nothing is lost; what does not apply (an undo naming a seq, not an
 * event) is shown by the fold as a conflict.
 */
function keepAsIs(sessionId: string, events: readonly LoggedEvent[]): SyncEvent[] {
	const device = legacyDeviceId(sessionId);
	return events.map(({ at, type, payload }, i) => ({ device, counter: i + 1, clock: i + 1, at, type, payload }));
}

/** A session's stored events (any order) as identified events, with the stamp its writer goes on from. */
export function carryOver(sessionId: string, stored: readonly LoggedEvent[]): CarriedSession {
	const events = [...stored].sort((a, b) => a.seq - b.seq);
	let mapped: SyncEvent[];
	let wasValid = true;
	try {
		mapped = fromLegacyLog(sessionId, events);
	} catch (err) {
		if (!(err instanceof LogError)) throw err;
		mapped = keepAsIs(sessionId, events);
		wasValid = false;
	}
	const stamp: WriterStamp = {
		device: legacyDeviceId(sessionId),
		counter: mapped.length,
		clock: mapped.reduce((n, e) => Math.max(n, e.clock), 0),
		size: mapped.length
	};
	return { log: mapped.map((e) => ({ ...e, sessionId })), stamp, wasValid };
}
