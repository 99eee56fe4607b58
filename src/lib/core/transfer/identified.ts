/**
 * Export version 3 (docs/live-table.md, step 4): a session's events carry the live table's
 * identity — `device`, `counter`, `clock`, `at`, `type`, `payload`, `group?` — instead of
 * `seq/parent`. Checked as every arriving event will be: schema, identity format, each payload
 * against its system's schema, the log's structure (every device's counters whole from 1, every
 * group whole, every undo/redo naming an event of the log), and a replay through the reducer
 * in the merged order. A command the merged order makes invalid is not a reason to refuse the
 * file: it is part of the log, kept and shown as a conflict.
 */
import * as v from 'valibot';
import { REDONE, UNDONE, isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import {
	CONFLICT_DISMISSED,
	PLAYER_JOINED,
	TABLE_SHARED,
	foldLog,
	membersOf,
	mergeEvents,
	rolesOf,
	type MergedLog,
	type SyncEvent
} from '$lib/core/sync';
import type { Conflict } from '$lib/core/sync/fold';
import { MAX_EVENTS, SESSION_FIELDS, Time, type ImportIssue, type ReplayableSystem } from './validate';

/** A clock beyond this is corruption or forgery: a session would need a million commands per device. */
const MAX_CLOCK = 1_000_000_000;

const Count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_EVENTS));
const Device = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/));

const IdentifiedEvent = v.object({
	device: Device,
	counter: Count,
	clock: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_CLOCK)),
	at: Time,
	type: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
	payload: v.unknown(),
	group: v.optional(v.object({ first: Count, size: v.pipe(Count, v.minValue(2)) }))
});

const IdentifiedSession = v.object({
	...SESSION_FIELDS,
	events: v.pipe(v.array(IdentifiedEvent), v.maxLength(MAX_EVENTS))
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

export interface ValidIdentifiedSession {
	session: Omit<IdentifiedFileSession, 'events'>;
	/** One event per identity, in (clock, device, counter) order, payloads brought to today's shape; and any clashes. */
	log: MergedLog;
	state: unknown;
	/** What the merged order does not apply (kept in the log, shown to the table). */
	conflicts: Conflict[];
}

/** Refusals of the fold that say the log itself is malformed, not that the game moved on. */
const STRUCTURAL = new Set(['sync/bad_group', 'sync/bad_target']);

type Checked = { ok: true; value: ValidIdentifiedSession } | { ok: false; issue: ImportIssue };

function issue(code: ImportIssue['code'], params: ImportIssue['params']): Checked {
	return { ok: false, issue: { code, params } };
}

/** Checks one version-3 session of a file (see the module comment); `index` names it when it has no name. */
export function checkIdentifiedSession(
	raw: unknown,
	index: number,
	getSystem: (id: string) => ReplayableSystem | undefined
): Checked {
	const parsed = v.safeParse(IdentifiedSession, raw);
	if (!parsed.success) {
		const name = (raw as { name?: unknown })?.name;
		const first = parsed.issues[0];
		const path = first?.path?.map((p) => String(p.key)).join('.') ?? '';
		return issue('import/bad_session', {
			session: typeof name === 'string' ? name : `#${index + 1}`,
			detail: path ? `${path}: ${first?.message ?? ''}` : (first?.message ?? '')
		});
	}
	const { events: fileEvents, ...session } = parsed.output;
	const label = session.name || `#${index + 1}`;
	const system = getSystem(session.systemId);
	if (!system) return issue('import/unknown_system', { session: label, system: session.systemId });
	const events: SyncEvent[] = [];
	for (let i = 0; i < fileEvents.length; i++) {
		const { group, ...e } = fileEvents[i]!;
		const table = TABLE_PAYLOADS[e.type];
		let draft: EventDraft | Refusal;
		if (table) {
			const p = v.safeParse(table, e.payload);
			draft = p.success
				? { type: e.type, payload: p.output }
				: { refusal: 'session/invalid_input', params: { detail: p.issues[0]?.message ?? '' } };
		} else draft = system.parse(e);
		if (isRefusal(draft)) {
			if (draft.refusal === 'session/unknown_event')
				return issue('import/unknown_event', { session: label, seq: i + 1, type: e.type });
			return issue('import/bad_payload', {
				...draft.params,
				session: label,
				seq: i + 1,
				type: e.type,
				detail: String(draft.params?.detail ?? draft.refusal)
			});
		}
		const event: SyncEvent = { ...e, type: draft.type, payload: draft.payload };
		if (group) event.group = group;
		events.push(event);
	}
	const log = mergeEvents(events);
	const folded = foldLog({
		log,
		initial: system.initialState(),
		reduce: (s, e) => system.fold(s, e) as never,
		roleOf: rolesOf(membersOf(log.events))
	});
	const held = folded.waiting[0];
	if (held) return issue('import/bad_log', { session: label, seq: held.counter, detail: 'sync/missing_event' });
	const broken = folded.conflicts.find((c) => STRUCTURAL.has(c.why.refusal));
	if (broken)
		return issue('import/bad_log', { session: label, seq: broken.events[0]!.counter, detail: broken.why.refusal });
	return { ok: true, value: { session, log, state: folded.state, conflicts: folded.conflicts } };
}

/** A session as version 3 writes it: its row's fields and its events in the merged order. */
export function identifiedFileSession(
	row: Omit<IdentifiedFileSession, 'events'>,
	events: readonly SyncEvent[]
): IdentifiedFileSession {
	return {
		id: row.id,
		systemId: row.systemId,
		name: row.name,
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
		events: events.map(({ device, counter, clock, at, type, payload, group }) =>
			group ? { device, counter, clock, at, type, payload, group } : { device, counter, clock, at, type, payload }
		)
	};
}
