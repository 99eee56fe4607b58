/**
 * What arrives from another device is checked as an import checks a file's events (core/transfer
 * checkIdentifiedEvent: schema and identity format, a payload of at most 256 KiB, its system's or
 * the table's own payload schema), then as a log: a command's group arrives whole (one command is
 * one Yjs transaction) and no clock leaps more than MAX_CLOCK_STEP past the highest the session
 * has seen. A failing event is refused — named, never written. A command the reducer refuses in
 * the merged order is not checked here: that is a conflict the fold shows, never a refusal.
 */
import { MAX_CLOCK_STEP, checkIdentifiedEvent, type ReplayableSystem } from '$lib/core/transfer';
import { TABLE_SHARED, compareOrder, type DeviceId, type SyncEvent } from '$lib/core/sync';

/** Why an arriving event was refused, as the receipt words it. */
export type RefusalReason =
	/** Not an identified event at all (fields missing or of the wrong kind, a device id not 32 hex digits). */
	| 'malformed'
	/** A payload over 256 KiB. */
	| 'too_large'
	/** Its system's payload schema refuses it (an impossible roll). */
	| 'bad_payload'
	/** A kind of event this session's system does not have (another system's event). */
	| 'other_system'
	/** Part of a command whose other events are missing or do not match. */
	| 'bad_group'
	/** A clock far beyond anything the table has seen (forged to sort after every later event). */
	| 'clock_leap'
	/** 「共有を始めました」 from a device other than the GM the join link names (one making itself the GM). */
	| 'not_gm';

export interface RefusedEvent {
	/** The sending device as the event names it ('' when it names none). */
	device: string;
	counter?: number;
	type?: string;
	reason: RefusalReason;
	/** The check's own words (path and valibot's English, or the system's refusal code), for logs and tests. */
	detail: string;
}

export interface Checked {
	accepted: SyncEvent[];
	refused: RefusedEvent[];
}

function named(raw: unknown): Pick<RefusedEvent, 'device' | 'counter' | 'type'> {
	const r = (raw ?? {}) as Record<string, unknown>;
	const out: Pick<RefusedEvent, 'device' | 'counter' | 'type'> = {
		device: typeof r.device === 'string' ? r.device.slice(0, 64) : ''
	};
	if (typeof r.counter === 'number') out.counter = r.counter;
	if (typeof r.type === 'string') out.type = r.type.slice(0, 100);
	return out;
}

const groupKey = (e: SyncEvent) => `${e.device}:${e.group!.first}`;

/**
 * Checks the events one Yjs transaction added (`raw`, as the doc holds them) for a session of
 * `system` whose highest clock seen is `highestClock`. `gm`: the GM's device the join link named
 * (the first `session/tableShared` in the order names the GM, so only that device may record one).
 */
export function checkArrived(
	raw: readonly unknown[],
	system: ReplayableSystem,
	highestClock: number,
	gm?: DeviceId
): Checked {
	const refused: RefusedEvent[] = [];
	const passed: SyncEvent[] = [];
	for (const item of raw) {
		const checked = checkIdentifiedEvent(item, system);
		if (checked.ok) {
			passed.push(checked.value);
			continue;
		}
		const { code, params } = checked.issue;
		const reason: RefusalReason =
			code === 'import/event_too_large'
				? 'too_large'
				: code === 'import/unknown_event'
					? 'other_system'
					: params.type === ''
						? 'malformed'
						: 'bad_payload';
		refused.push({ ...named(item), reason, detail: String(params.detail ?? code) });
	}
	// A group is whole: counters first … first + size − 1 of its device, one clock, one mark.
	const groups = new Map<string, SyncEvent[]>();
	for (const e of passed) if (e.group) groups.set(groupKey(e), [...(groups.get(groupKey(e)) ?? []), e]);
	const broken = new Set<string>();
	for (const [key, members] of groups) {
		const { first, size } = members[0]!.group!;
		const counters = new Set(members.map((e) => e.counter));
		const whole =
			counters.size === size &&
			members.length === size &&
			members.every(
				(e) => e.counter >= first && e.counter < first + size && e.clock === members[0]!.clock && e.group!.size === size
			);
		if (!whole) broken.add(key);
	}
	const accepted: SyncEvent[] = [];
	let highest = highestClock;
	for (const e of [...passed].sort(compareOrder)) {
		const refuse = (reason: RefusalReason, detail: string) => refused.push({ ...named(e), reason, detail });
		if (e.group && broken.has(groupKey(e))) refuse('bad_group', 'sync/bad_group');
		else if (e.type === TABLE_SHARED && gm !== undefined && e.device !== gm) refuse('not_gm', 'sync/not_gm');
		else if (e.clock - highest > MAX_CLOCK_STEP) refuse('clock_leap', 'sync/clock_leap');
		else {
			accepted.push(e);
			highest = Math.max(highest, e.clock);
		}
	}
	// A group's events share a clock: one that leapt takes the whole group with it.
	return { accepted, refused };
}
