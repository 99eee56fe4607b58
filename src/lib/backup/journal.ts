import type { FileEvent } from '$lib/core/transfer';
import type { LoggedEvent } from '$lib/core/events';
import { eventKey, isDeviceId, plainSyncEvent, type SyncEvent } from '$lib/core/sync';
import type { GroupMark } from '$lib/core/sync/identity';

/**
 * A session's journal: one JSON object per line, appended as each event is acknowledged. The
 * first line names the session (so a session begun after the newest backup can still be
 * rebuilt), every later line is one event. Pure: text in, text out.
 */
export interface JournalHeader {
	id: string;
	systemId: string;
	name: string;
	createdAt: number;
}

export interface JournalRead {
	header: JournalHeader | undefined;
	/** The events in file order; a line that does not parse (a write cut short) is left out. */
	events: FileEvent[];
	/**
	 * Identified events (core/sync: device, counter, clock), the lines a session recorded through
	 * the live table's store writes (docs/live-table.md step 5), in file order.
	 */
	identified: SyncEvent[];
	/**
	 * The session's size (events held) after the newest acknowledged identified line: every such
	 * line carries it, and a compaction keeps it, so the journal still says how many events were
	 * acknowledged after a full backup took its lines. Undefined when no line says.
	 */
	size?: number;
}

export function headerLine(h: JournalHeader): string {
	return JSON.stringify({ session: { id: h.id, systemId: h.systemId, name: h.name, createdAt: h.createdAt } }) + '\n';
}

/**
 * One line per identified event: its identity, clock and content, nothing of the session; with
 * `size`, the session's size after these events (what the backup record compares).
 */
export function identifiedLines(events: readonly SyncEvent[], size?: number): string {
	return events
		.map((e) => JSON.stringify(size === undefined ? plainSyncEvent(e) : { ...plainSyncEvent(e), size }))
		.join('\n')
		.concat('\n');
}

/** A line that only keeps the session's size (written by a compaction that took every identified line). */
function sizeLine(size: number | undefined): string {
	return size === undefined ? '' : JSON.stringify({ size }) + '\n';
}

/** The event of an identified line, without what the line carries beside it (`size`). */
function identifiedEvent(r: Record<string, unknown>): SyncEvent {
	const e = { device: r.device, counter: r.counter, clock: r.clock, at: r.at, type: r.type, payload: r.payload };
	return plainSyncEvent({ ...e, group: r.group, run: r.run } as SyncEvent);
}

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 1;

/** Whether a parsed line is an identified event (a group mark names its first and size; a run mark, its first). */
function isIdentified(r: Record<string, unknown>): boolean {
	const g = r.group as Record<string, unknown> | undefined;
	return (
		isDeviceId(r.device) &&
		isCount(r.counter) &&
		isCount(r.clock) &&
		isInt(r.at) &&
		typeof r.type === 'string' &&
		(g === undefined || (typeof g === 'object' && g !== null && isCount(g.first) && isCount(g.size))) &&
		(r.run === undefined || isCount(r.run))
	);
}

export function eventLines(events: readonly LoggedEvent[]): string {
	return events
		.map(({ seq, at, type, payload, parent, group }) =>
			JSON.stringify(
				group === undefined ? { seq, at, type, payload, parent } : { seq, at, type, payload, parent, group }
			)
		)
		.join('\n')
		.concat('\n');
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

export function readJournal(text: string): JournalRead {
	let header: JournalHeader | undefined;
	const events: FileEvent[] = [];
	// By identity: a later line of one identity replaces an earlier one.
	const identified = new Map<string, SyncEvent>();
	let size: number | undefined;
	for (const line of text.split('\n')) {
		if (!line.trim()) continue;
		let o: unknown;
		try {
			o = JSON.parse(line);
		} catch {
			continue;
		}
		if (!o || typeof o !== 'object') continue;
		const r = o as Record<string, unknown>;
		if (isInt(r.size)) size = Math.max(size ?? 0, r.size);
		if (r.session && typeof r.session === 'object') {
			const s = r.session as Record<string, unknown>;
			if (
				typeof s.id === 'string' &&
				typeof s.systemId === 'string' &&
				typeof s.name === 'string' &&
				isInt(s.createdAt)
			)
				header = { id: s.id, systemId: s.systemId, name: s.name, createdAt: s.createdAt };
		} else if (isIdentified(r)) {
			const e = identifiedEvent(r);
			identified.delete(eventKey(e));
			identified.set(eventKey(e), e);
		} else if (isInt(r.seq) && r.seq > 0 && isInt(r.at) && typeof r.type === 'string' && isInt(r.parent)) {
			events.push(r as unknown as FileEvent);
		}
	}
	const read: JournalRead = { header, events, identified: widenRuns([...identified.values()]) };
	if (size !== undefined) read.size = size;
	return read;
}

/**
 * Journals written before runs carried a `run` mark (stop 34): a run of quick repeats grew after
 * its first taps were journalled, the store rewriting the run's group mark on its earlier events
 * while only the new tap was journalled. So each event of such a run takes the largest mark
 * journalled for it — the run's first event (counter = the mark's `first`, journalled alone or with
 * a smaller mark) included — as the store held it. (A `run` mark never changes: nothing to widen.)
 */
function widenRuns(events: SyncEvent[]): SyncEvent[] {
	return widenBy(events, widestMarks(events));
}

/** The largest group mark among `events` for each run, keyed by the run's first event. */
export function widestMarks(events: readonly SyncEvent[]): Map<string, GroupMark> {
	const widest = new Map<string, GroupMark>();
	for (const e of events) {
		if (!e.group) continue;
		const k = eventKey({ device: e.device, counter: e.group.first });
		if ((widest.get(k)?.size ?? 0) < e.group.size) widest.set(k, e.group);
	}
	return widest;
}

/** `events` with each event inside a run of `widest` given that run's mark (a wider one than its own). */
export function widenBy(events: readonly SyncEvent[], widest: ReadonlyMap<string, GroupMark>): SyncEvent[] {
	if (widest.size === 0) return [...events];
	return events.map((e) => {
		const w = widest.get(eventKey({ device: e.device, counter: e.group?.first ?? e.counter }));
		const inside = w !== undefined && e.counter >= w.first && e.counter < w.first + w.size;
		return inside && (e.group?.size ?? 0) < w.size ? { ...e, group: w } : e;
	});
}

/**
 * How much of the session the journal says was acknowledged, in the backup record's unit: the
 * size its identified lines carry, or the newest seq of its seq lines (a legacy session's size is
 * its last seq, so the two compare); 0 when none.
 */
export function journalTail(j: JournalRead): number {
	return j.events.reduce((n, e) => Math.max(n, e.seq), j.size ?? 0);
}

/**
 * The journal cut down to what a full backup does not hold: the seq lines after `seq` and the
 * identified events whose key (core/sync eventKey) is not in `held`, with its header and the size
 * it carries (what was acknowledged, still compared after the lines are gone).
 */
export function compactJournal(text: string, seq: number, held: ReadonlySet<string> = new Set()): string {
	const j = readJournal(text);
	const rest = j.events.filter((e) => e.seq > seq);
	const identified = j.identified.filter((e) => !held.has(eventKey(e)));
	return (
		(j.header ? headerLine(j.header) : '') +
		(rest.length ? rest.map((e) => JSON.stringify(e)).join('\n') + '\n' : '') +
		(identified.length ? identifiedLines(identified) : '') +
		sizeLine(j.size)
	);
}

/** The journal cut down to the identified events a full backup does not hold (`held`: their keys), seq lines kept. */
export function compactIdentified(text: string, held: ReadonlySet<string>): string {
	return compactJournal(text, 0, held);
}
