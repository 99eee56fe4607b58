/**
 * What the database should hold, kept outside it: each live session's size (the events it holds;
 * for a session recorded before the live table's identity, its newest seq, which is the same
 * count). When the database holds less, the browser has lost data behind the app's back. Pure.
 */
export type SeqRecord = Record<string, number>;

/**
 * What a session row holds in the record's unit: its size. Every row has one from schema 3 on (the
 * upgrade gave an old row its last seq as its size), and the app reads rows only at schema 4.
 */
export function heldCount(row: { size?: number }): number {
	return row.size ?? 0;
}

/** The record's copy in localStorage: written on every acknowledged tap (cheap, synchronous), read on open. */
export const RECORD_KEY = 'sidetable.record';
/** Set once the person was told, on the sessions page, that nothing was exported for a week. */
export const NUDGED_KEY = 'sidetable.exportNudged';
export const WEEK_MS = 7 * 24 * 3600 * 1000;

export interface Shortfall {
	sessionId: string;
	/** The newest seq the record says was acknowledged. */
	expected: number;
	/** What the database holds (0 when the session is gone). */
	found: number;
}

/** The larger seq of each session across several records (the record file, the journals). */
export function mergeRecords(...records: readonly SeqRecord[]): SeqRecord {
	const out: SeqRecord = {};
	for (const r of records) for (const [id, seq] of Object.entries(r)) if (seq > (out[id] ?? 0)) out[id] = seq;
	return out;
}

/**
 * Sessions the database holds less of than the record says. `found` maps each session row to
 * its heldCount, or 'deleted' for a row the person deleted (not a loss).
 */
export function shortfalls(expected: SeqRecord, found: ReadonlyMap<string, number | 'deleted'>): Shortfall[] {
	const out: Shortfall[] = [];
	for (const [sessionId, seq] of Object.entries(expected)) {
		const f = found.get(sessionId);
		if (f === 'deleted') continue;
		if ((f ?? 0) < seq) out.push({ sessionId, expected: seq, found: f ?? 0 });
	}
	return out;
}

/** Reads a record written by `JSON.stringify`; anything malformed counts as empty. */
export function parseRecord(text: string | null | undefined): SeqRecord {
	if (!text) return {};
	try {
		const o = JSON.parse(text) as unknown;
		const s = o && typeof o === 'object' ? (o as { sessions?: unknown }).sessions : undefined;
		if (!s || typeof s !== 'object') return {};
		return Object.fromEntries(
			Object.entries(s as Record<string, unknown>).filter(
				(kv): kv is [string, number] => typeof kv[1] === 'number' && Number.isInteger(kv[1]) && kv[1] >= 0
			)
		);
	} catch {
		return {};
	}
}

export function recordText(r: SeqRecord): string {
	return JSON.stringify({ v: 1, sessions: r });
}
