/**
 * The identity and order of an event in a session that several devices write (issue 26).
 *
 * Today's log has one writer, so a dense `seq` names an event and orders the log. With several
 * phones recording offline, two of them would both write "seq 12". Instead every event is named
 * by the device that recorded it and that device's own counter — a name no other device can
 * also give — and carries a logical clock (Lamport): one more than the highest clock its device
 * had seen. Every device then orders the same events the same way, by (clock, device, counter):
 * an event always sorts after every event its device had seen when it was recorded, and two
 * events recorded apart (concurrently) get a fixed order that every device computes alike.
 *
 * Wall time (`at`) is shown, never used to order: phones' clocks disagree.
 */
import type { EventDraft } from '$lib/core/events';

/**
 * A device's id: 128 random bits as 32 lowercase hex digits, drawn once per device database.
 * Room names use the same format (see server/room.mjs).
 */
export type DeviceId = string;

const HEX128 = /^[0-9a-f]{32}$/;

export function isDeviceId(x: unknown): x is DeviceId {
	return typeof x === 'string' && HEX128.test(x);
}

/** Names one event: the device that recorded it and that device's own count (1, 2, 3 … per session). */
export interface EventRef {
	device: DeviceId;
	counter: number;
}

/**
 * The events of one command (a group) are taken back and put back together. They share one
 * clock and come from one device with consecutive counters, so nothing of another device can
 * sort between them.
 */
export interface GroupMark {
	/** The counter of the group's first event: the group is named by it. */
	first: number;
	/** How many events the command recorded (2 or more): a receiver can tell a group is whole. */
	size: number;
}

/** One event of a shared session's log. Plain data: it goes to IndexedDB, export files and the Y.Doc. */
export interface SyncEvent<T extends string = string, P = unknown> extends EventRef {
	/** Lamport clock: 1 + the highest clock the device had seen; every event of a command has the same. */
	clock: number;
	/** When it was recorded (ms since epoch), for the log view only. */
	at: number;
	type: T;
	payload: P;
	/** Absent on an event recorded alone. */
	group?: GroupMark;
	/**
	 * On a quick repeat (core/events/coalesce) only: the counter of its run's first tap. The repeat
	 * belongs to that tap's command (one line, one undo), recorded after it with the same clock.
	 * Nothing already recorded changes when a run grows, so no receiver ever holds two versions of
	 * one event. Absent on the first tap and on every other event.
	 */
	run?: number;
}

/**
 * The event's own fields and nothing else (no session id, no place in a list): what a file, the
 * journal and the shared doc hold. The marks only when set, so an event recorded alone stays small.
 */
export function plainSyncEvent({ device, counter, clock, at, type, payload, group, run }: SyncEvent): SyncEvent {
	const e: SyncEvent = { device, counter, clock, at, type, payload };
	if (group) e.group = group;
	if (run !== undefined) e.run = run;
	return e;
}

export function refOf(e: EventRef): EventRef {
	return { device: e.device, counter: e.counter };
}

/** The identity as one string (a map key; the Y.Doc and Dexie keys use the same). */
export function eventKey(e: EventRef): string {
	return `${e.device}:${e.counter}`;
}

/**
 * Values by event identity, without a string per identity: a fold of a 10,000-event log indexes
 * its events and commands, and `device:counter` keys for them took a third of its time. Per
 * device, an array indexed by counter (a device's counters run 1, 2, 3 …); a counter far beyond
 * the rest (a forged one) still works, in a slower sparse array. Values are never undefined.
 */
export class RefMap<V> {
	readonly #byDevice = new Map<DeviceId, V[]>();
	#size = 0;

	get size(): number {
		return this.#size;
	}

	get(ref: EventRef): V | undefined {
		return this.#byDevice.get(ref.device)?.[ref.counter];
	}

	has(ref: EventRef): boolean {
		return this.get(ref) !== undefined;
	}

	set(ref: EventRef, value: V): this {
		let counters = this.#byDevice.get(ref.device);
		if (!counters) this.#byDevice.set(ref.device, (counters = []));
		if (counters[ref.counter] === undefined) this.#size++;
		counters[ref.counter] = value;
		return this;
	}

	/** Every identity held, device by device (not a fold's order): for tests and rare reads. */
	*refs(): Generator<EventRef> {
		// Object.keys skips a sparse array's holes (entries() would walk up to a forged counter).
		for (const [device, counters] of this.#byDevice)
			for (const key of Object.keys(counters)) yield { device, counter: Number(key) };
	}
}

/** A set of event identities (see RefMap). */
export class RefSet {
	readonly #refs = new RefMap<true>();

	get size(): number {
		return this.#refs.size;
	}

	has(ref: EventRef): boolean {
		return this.#refs.has(ref);
	}

	add(ref: EventRef): this {
		this.#refs.set(ref, true);
		return this;
	}

	refs(): Generator<EventRef> {
		return this.#refs.refs();
	}
}

/** The counter of the first event of the command `e` belongs to: a command is named by its first event. */
export function commandStart(e: SyncEvent): number {
	return e.run ?? e.group?.first ?? e.counter;
}

/** The ref of the command `e` belongs to. */
export function commandRef(e: SyncEvent): EventRef {
	return { device: e.device, counter: commandStart(e) };
}

/** The key of the command `e` belongs to (its first event's): what `applied`, `undone` and a receipt hold. */
export function commandKey(e: SyncEvent): string {
	return eventKey(commandRef(e));
}

/**
 * The total order: clock, then device id (compared by UTF-16 code units, as IndexedDB compares
 * strings, so a compound index [clock+device+counter] reads the log in this order), then counter.
 */
export function compareOrder(a: Pick<SyncEvent, 'clock' | 'device' | 'counter'>, b: typeof a): number {
	if (a.clock !== b.clock) return a.clock - b.clock;
	if (a.device !== b.device) return a.device < b.device ? -1 : 1;
	return a.counter - b.counter;
}

/** A place in the order: what a checkpoint includes up to, and what an arrival is compared with. */
export type OrderKey = Pick<SyncEvent, 'clock' | 'device' | 'counter'>;

/** What a device keeps to stamp its next events in one session. */
export interface DeviceStamp {
	device: DeviceId;
	/** The last counter this device used in the session (0 before its first event). */
	counter: number;
	/** The highest clock this device has seen in the session, its own events included. */
	clock: number;
}

export function newStamp(device: DeviceId): DeviceStamp {
	return { device, counter: 0, clock: 0 };
}

/** The stamp after seeing other devices' events: the clock moves up to the highest seen. */
export function observe(stamp: DeviceStamp, events: readonly Pick<SyncEvent, 'clock'>[]): DeviceStamp {
	let clock = stamp.clock;
	for (const e of events) if (e.clock > clock) clock = e.clock;
	return clock === stamp.clock ? stamp : { ...stamp, clock };
}

/**
 * Stamps one command's events: one new clock for all of them, the device's next counters, and
 * a group mark when there are several. Returns the events and the stamp after them.
 */
export function stampCommand<T extends string, P>(
	stamp: DeviceStamp,
	drafts: readonly EventDraft<T, P>[],
	at: number
): { events: SyncEvent<T, P>[]; stamp: DeviceStamp } {
	if (drafts.length === 0) throw new RangeError('stampCommand: a command records at least one event');
	const clock = stamp.clock + 1;
	const first = stamp.counter + 1;
	const events = drafts.map((d, i): SyncEvent<T, P> => {
		const e: SyncEvent<T, P> = {
			device: stamp.device,
			counter: first + i,
			clock,
			at,
			type: d.type,
			payload: d.payload
		};
		if (drafts.length > 1) e.group = { first, size: drafts.length };
		return e;
	});
	return { events, stamp: { device: stamp.device, counter: first + drafts.length - 1, clock } };
}
