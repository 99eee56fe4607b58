/**
 * Merging what several devices hold of one session: the union of their events by identity, in
 * the total order. Merging is a set union, so it gives the same log whatever the order of
 * delivery and however often an event arrives.
 *
 * Two different events under one identity should never exist (a device never reuses a counter),
 * but a device restored from an old backup, or a forged one, can make them. Neither is dropped:
 * every device keeps the same one in the log (the smaller in canonical JSON) and the other as a
 * clash, which the fold shows to the table as a conflict.
 */
import { compareOrder, eventKey, type SyncEvent } from './identity';

/** Two events with one identity: `kept` stands in the log, `other` is shown as a conflict. */
export interface Clash {
	kept: SyncEvent;
	other: SyncEvent;
}

/** Everything a device holds of a session's log. */
export interface MergedLog {
	/** One event per identity, in (clock, device, counter) order. */
	events: SyncEvent[];
	/** The other events of an identity two sources disagreed on, in the order of the kept one. */
	clashes: Clash[];
}

/**
 * JSON with object keys sorted, so two equal plain values give one string whatever order their
 * keys were written in (valibot, IndexedDB and Yjs may each rebuild an object).
 */
export function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const entries = Object.keys(value)
			.filter((k) => (value as Record<string, unknown>)[k] !== undefined)
			.sort()
			.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
		return `{${entries.join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

type Source = readonly SyncEvent[] | MergedLog;

function eventsOf(source: Source): readonly SyncEvent[] {
	return 'events' in source ? [...source.events, ...source.clashes.map((c) => c.other)] : source;
}

/**
 * Merges any number of event lists or merged logs (a merged log brings its clashes along, so
 * merging step by step keeps them). Pure: the inputs are not changed.
 */
export function mergeEvents(...sources: readonly Source[]): MergedLog {
	/** Per identity: the first event met, and every distinct variant once two disagree (by canonical JSON). */
	const byKey = new Map<string, { first: SyncEvent; variants?: Map<string, SyncEvent> }>();
	for (const source of sources) {
		for (const e of eventsOf(source)) {
			const key = eventKey(e);
			const slot = byKey.get(key);
			if (!slot) {
				byKey.set(key, { first: e });
				continue;
			}
			if (slot.first === e) continue;
			if (!slot.variants) {
				const c = canonicalJson(slot.first);
				if (canonicalJson(e) === c) continue;
				slot.variants = new Map([[c, slot.first]]);
			}
			const c = canonicalJson(e);
			if (!slot.variants.has(c)) slot.variants.set(c, e);
		}
	}
	const events: SyncEvent[] = [];
	const clashes: Clash[] = [];
	for (const slot of byKey.values()) {
		if (!slot.variants) {
			events.push(slot.first);
			continue;
		}
		const [kept, ...others] = [...slot.variants.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, e]) => e);
		events.push(kept!);
		for (const other of others) clashes.push({ kept: kept!, other });
	}
	events.sort(compareOrder);
	clashes.sort((a, b) => compareOrder(a.kept, b.kept) || (canonicalJson(a.other) < canonicalJson(b.other) ? -1 : 1));
	return { events, clashes };
}
