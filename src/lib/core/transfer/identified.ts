/**
 * Export version 3 (docs/live-table.md, step 4): a session's events carry the live table's
 * identity — `device`, `counter`, `clock`, `at`, `type`, `payload`, `group?`, `run?` — instead of
 * `seq/parent`; a session that holds identity clashes carries their second variants apart, in
 * `clashes`. Checked as every arriving event will be: schema, identity format, payload size,
 * each payload against its system's schema, one body per identity, the log's structure (every
 * device's counters whole from 1, every group whole, every undo/redo naming an event of the log,
 * no clock leaping ahead), and a replay through the reducer in the merged order. A command the
 * merged order makes invalid is not a reason to refuse the file — it is part of the log, kept
 * and shown as a conflict — but only where another device's event comes before it: with nothing
 * of another device before it, no merge can have made it invalid, and it is refused as forged.
 */
import * as v from 'valibot';
import { REDONE, UNDONE, isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import {
	CONFLICT_DISMISSED,
	PLAYER_JOINED,
	TABLE_SHARED,
	canonicalJson,
	actionsOf,
	eventKey,
	foldLog,
	isDeviceId,
	membersOf,
	mergeEvents,
	plainSyncEvent,
	rolesOf,
	type FoldedLog,
	type SyncEvent
} from '$lib/core/sync';
import {
	MAX_EVENTS,
	SESSION_FIELDS,
	Time,
	badSession,
	issueParams,
	payloadTooLarge,
	refuse,
	refusalParams,
	type ReplayableSystem,
	type SessionCheck,
	type ValidSession
} from './fields';

/** A clock beyond this is corruption or forgery: a session would need a million commands per device. */
const MAX_CLOCK = 1_000_000_000;
/**
 * The largest step from one clock to the next in the merged order (the first from 0): a device's
 * clock is one more than the highest it has seen, so a leap is a forged clock meant to push every
 * later event of the table after it.
 */
export const MAX_CLOCK_STEP = 1_000_000;

const Count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_EVENTS));
/** A device id as core/sync draws it (isDeviceId): 32 lowercase hex digits. */
const Device = v.pipe(
	v.string(),
	v.check((s) => isDeviceId(s))
);

const IdentifiedEvent = v.object({
	device: Device,
	counter: Count,
	clock: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_CLOCK)),
	at: Time,
	type: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
	payload: v.unknown(),
	group: v.optional(v.object({ first: Count, size: v.pipe(Count, v.minValue(2)) })),
	/** A quick repeat's run (core/sync identity): whether the run is whole is the fold's check. */
	run: v.optional(Count)
});

const IdentifiedSession = v.object({
	...SESSION_FIELDS,
	events: v.pipe(v.array(IdentifiedEvent), v.maxLength(MAX_EVENTS)),
	/** Second variants of identities in `events` (core/sync merge: a clash), kept so nothing is lost. */
	clashes: v.optional(v.pipe(v.array(IdentifiedEvent), v.maxLength(MAX_EVENTS)))
});

/** The table's own events and their payloads (core/sync undo.ts, members.ts). */
const TABLE_PAYLOADS: Record<string, v.GenericSchema> = {
	[UNDONE]: v.strictObject({ target: v.strictObject({ device: Device, counter: Count }) }),
	[REDONE]: v.strictObject({ target: v.strictObject({ device: Device, counter: Count }) }),
	[CONFLICT_DISMISSED]: v.strictObject({ target: v.strictObject({ device: Device, counter: Count }) }),
	[TABLE_SHARED]: v.strictObject({ name: v.pipe(v.string(), v.maxLength(100)) }),
	[PLAYER_JOINED]: v.strictObject({
		name: v.pipe(v.string(), v.maxLength(100)),
		seat: v.nullable(v.pipe(v.string(), v.maxLength(100)))
	})
};

export type IdentifiedFileSession = v.InferOutput<typeof IdentifiedSession>;
export type IdentifiedFileEvent = v.InferOutput<typeof IdentifiedEvent>;

/** Refusals of the fold that say the log itself is malformed, not that the game moved on. */
const STRUCTURAL = new Set(['sync/bad_group', 'sync/bad_target']);

/**
 * One event past its schema: a payload of at most MAX_EVENT_BYTES, and that payload read by its
 * system (brought to today's shape, checked: an impossible roll) or by the table's own schema
 * for undo, redo, dismissal and the members' events. A file's events and the live table's
 * arriving ones (src/lib/sync) pass the same check; the issue's params say which event (its
 * type) but not where it stood, which the caller adds.
 */
export function checkEventBody(raw: IdentifiedFileEvent, system: ReplayableSystem): SessionCheck<SyncEvent> {
	const { group, run, ...e } = raw;
	const bytes = payloadTooLarge(e.payload);
	if (bytes !== undefined) return refuse('import/event_too_large', { type: e.type, bytes });
	const table = TABLE_PAYLOADS[e.type];
	let draft: EventDraft | Refusal;
	if (table) {
		const p = v.safeParse(table, e.payload);
		draft = p.success
			? { type: e.type, payload: p.output }
			: { refusal: 'session/invalid_input', params: { detail: p.issues[0]?.message ?? '' } };
	} else draft = system.parse(e);
	if (isRefusal(draft)) {
		if (draft.refusal === 'session/unknown_event') return refuse('import/unknown_event', { type: e.type });
		return refuse('import/bad_payload', {
			...draft.params,
			type: e.type,
			detail: String(draft.params?.detail ?? draft.refusal)
		});
	}
	const event: SyncEvent = { ...e, type: draft.type, payload: draft.payload };
	if (group) event.group = group;
	if (run !== undefined) event.run = run;
	return { ok: true, value: event };
}

/**
 * One event as it arrives from another device (src/lib/sync): its schema and identity format
 * (`import/bad_payload` with the first issue's facts when it is not an identified event), then
 * `checkEventBody`.
 */
export function checkIdentifiedEvent(raw: unknown, system: ReplayableSystem): SessionCheck<SyncEvent> {
	const parsed = v.safeParse(IdentifiedEvent, raw);
	if (!parsed.success) return refuse('import/bad_payload', { type: '', ...issueParams(parsed.issues) });
	return checkEventBody(parsed.output, system);
}

/** Checks one version-3 session of a file (see the module comment); `index` names it when it has no name. */
export function checkIdentifiedSession(
	raw: unknown,
	index: number,
	getSystem: (id: string) => ReplayableSystem | undefined
): SessionCheck<ValidSession> {
	const parsed = v.safeParse(IdentifiedSession, raw);
	if (!parsed.success) return badSession(raw, index, parsed.issues);
	const { events: fileEvents, clashes: fileClashes = [], ...session } = parsed.output;
	const label = session.name || `#${index + 1}`;
	const system = getSystem(session.systemId);
	if (!system) return refuse('import/unknown_system', { session: label, system: session.systemId });
	/** An entry's place for a message: its position in the file's events (clashes after them). */
	const place = new Map<string, number>();
	const read = (list: readonly IdentifiedFileEvent[], offset: number): SessionCheck<SyncEvent[]> => {
		const out: SyncEvent[] = [];
		for (let i = 0; i < list.length; i++) {
			const seq = offset + i + 1;
			const checked = checkEventBody(list[i]!, system);
			if (!checked.ok) return refuse(checked.issue.code, { ...checked.issue.params, session: label, seq });
			const event = checked.value;
			if (!place.has(eventKey(event))) place.set(eventKey(event), seq);
			out.push(event);
		}
		return { ok: true, value: out };
	};
	const events = read(fileEvents, 0);
	if (!events.ok) return events;
	const clashes = read(fileClashes, fileEvents.length);
	if (!clashes.ok) return clashes;
	// One body per identity among the events: a second one is forged or corrupt (a clash the
	// session holds is written apart, in `clashes`, and must stand beside an event it differs from).
	const bodies = new Map<string, string>();
	for (const e of events.value) {
		const body = canonicalJson(e);
		const had = bodies.get(eventKey(e));
		if (had === undefined) bodies.set(eventKey(e), body);
		else if (had !== body)
			return refuse('import/identity_clash', {
				session: label,
				seq: place.get(eventKey(e))!,
				device: e.device.slice(0, 8),
				counter: e.counter
			});
	}
	for (const c of clashes.value) {
		const had = bodies.get(eventKey(c));
		if (had === undefined || had === canonicalJson(c))
			return refuse('import/bad_log', { session: label, seq: place.get(eventKey(c))!, detail: 'sync/lone_clash' });
	}
	const log = mergeEvents(events.value, clashes.value);
	let clock = 0;
	for (const e of log.events) {
		if (e.clock - clock > MAX_CLOCK_STEP)
			return refuse('import/bad_log', { session: label, seq: place.get(eventKey(e))!, detail: 'sync/clock_leap' });
		clock = e.clock;
	}
	const folded = foldLog({
		log,
		initial: system.initialState(),
		reduce: (s, e) => system.fold(s, e) as never,
		roleOf: rolesOf(membersOf(log.events))
	});
	const held = folded.waiting[0];
	if (held)
		return refuse('import/bad_log', { session: label, seq: place.get(eventKey(held))!, detail: 'sync/missing_event' });
	const broken = folded.conflicts.find((c) => STRUCTURAL.has(c.why.refusal));
	if (broken)
		return refuse('import/bad_log', {
			session: label,
			seq: place.get(eventKey(broken.events[0]!))!,
			detail: broken.why.refusal
		});
	const forged = unmerged(log.events, folded.conflicts);
	if (forged) {
		const seq = place.get(eventKey(forged.events[0]!))!;
		const why = forged.why;
		return why.refusal.startsWith('sync/')
			? refuse('import/bad_log', { session: label, seq, detail: why.refusal })
			: refuse('import/replay_refused', {
					session: label,
					seq,
					detail: why.refusal,
					systemId: session.systemId,
					...refusalParams(why)
				});
	}
	return {
		ok: true,
		value: {
			session,
			events: log.events,
			clashes: log.clashes.map((c) => c.other),
			state: folded.state,
			conflicts: folded.conflicts,
			actions: actionsOf(folded)
		}
	};
}

/**
 * The first conflict no merge can explain: nothing of another device sorts before it (an
 * identity clash is the merge's own record, never this).
 */
function unmerged(order: readonly SyncEvent[], conflicts: FoldedLog<unknown>['conflicts']) {
	const position = new Map(order.map((e, i) => [eventKey(e), i]));
	/** Per device, the position of the first event of any other device. */
	const firstForeign = new Map<string, number>();
	const firstOf = (device: string) => {
		let at = firstForeign.get(device);
		if (at === undefined) {
			at = order.findIndex((e) => e.device !== device);
			if (at < 0) at = Infinity;
			firstForeign.set(device, at);
		}
		return at;
	};
	return conflicts.find(
		(c) => c.why.refusal !== 'sync/identity_clash' && firstOf(c.who) > position.get(eventKey(c.events[0]!))!
	);
}

/** A session as version 3 writes it: its row's fields, its events in the merged order, and its clashes. */
export function identifiedFileSession(
	row: Omit<IdentifiedFileSession, 'events' | 'clashes'>,
	events: readonly SyncEvent[],
	clashes: readonly SyncEvent[] = []
): IdentifiedFileSession {
	const file: IdentifiedFileSession = {
		id: row.id,
		systemId: row.systemId,
		name: row.name,
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
		events: events.map(plainSyncEvent)
	};
	if (clashes.length) file.clashes = clashes.map(plainSyncEvent);
	return file;
}
