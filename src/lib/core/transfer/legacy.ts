/**
 * Export versions 1 and 2: one writer's log, each event named by its dense `seq` with a
 * `parent` pointer (version 2 adds `group`, the first seq of a command). Checked as they always
 * were — schema, each payload against its system's schema, the log's structure (readLog), a
 * replay of the active path through the reducer, where any refusal refuses the file (one writer
 * never records what its own state refused) — then carried over to the live table's identity
 * (core/sync `fromLegacyLog` with the file's session id), so importing the same file twice, or
 * on two devices, gives the same identities and a merge adds nothing twice.
 */
import * as v from 'valibot';
import {
	LogError,
	REDONE,
	UNDONE,
	fold,
	isRefusal,
	readLog,
	type EventDraft,
	type LoggedEvent,
	type Refusal
} from '$lib/core/events';
import { fromLegacyLog } from '$lib/core/sync';
import {
	MAX_EVENTS,
	SESSION_FIELDS,
	Time,
	badSession,
	firstIssuePath,
	payloadTooLarge,
	refuse,
	refusalParams,
	type ReplayableSystem,
	type SessionCheck,
	type ValidSession
} from './fields';

const Seq = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_EVENTS));

const FileEvent = v.object({
	seq: Seq,
	at: Time,
	type: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
	payload: v.unknown(),
	parent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_EVENTS)),
	/** Version 2: the first seq of the command's group (readLog checks the group is whole). */
	group: v.optional(Seq)
});

const FileSession = v.object({
	...SESSION_FIELDS,
	events: v.pipe(v.array(FileEvent), v.maxLength(MAX_EVENTS))
});

const ControlPayload = v.strictObject({ target: Seq });

/** A session of a version-1 or -2 file. */
export type FileSession = v.InferOutput<typeof FileSession>;
/** An event of a version-1 or -2 file (and a seq line of a backup journal). */
export type FileEvent = v.InferOutput<typeof FileEvent>;

/** Checks one version-1 or -2 session (see the module comment); `index` names it when it has no name. */
export function checkLegacySession(
	raw: unknown,
	index: number,
	getSystem: (id: string) => ReplayableSystem | undefined,
	version: number
): SessionCheck<ValidSession> {
	const parsed = v.safeParse(FileSession, raw);
	if (!parsed.success) return badSession(raw, index, parsed.issues);
	const { events: fileEvents, ...session } = parsed.output;
	const label = session.name || `#${index + 1}`;
	const system = getSystem(session.systemId);
	if (!system) return refuse('import/unknown_system', { session: label, system: session.systemId });
	const events: LoggedEvent[] = [];
	for (const { group, ...e } of fileEvents) {
		const bytes = payloadTooLarge(e.payload);
		if (bytes !== undefined)
			return refuse('import/event_too_large', { session: label, seq: e.seq, type: e.type, bytes });
		let draft: EventDraft | Refusal;
		if (e.type === UNDONE || e.type === REDONE) {
			const control = v.safeParse(ControlPayload, e.payload);
			draft = control.success
				? { type: e.type, payload: control.output }
				: { refusal: 'session/invalid_input', params: { detail: firstIssuePath(control.issues) } };
		} else {
			draft = system.parse(e);
		}
		if (isRefusal(draft)) {
			if (draft.refusal === 'session/unknown_event')
				return refuse('import/unknown_event', { session: label, seq: e.seq, type: e.type });
			return refuse('import/bad_payload', {
				...draft.params,
				session: label,
				seq: e.seq,
				type: e.type,
				detail: String(draft.params?.detail ?? draft.refusal)
			});
		}
		const event: LoggedEvent = { ...e, type: draft.type, payload: draft.payload, sessionId: session.id };
		if (group !== undefined && version !== 1) event.group = group;
		events.push(event);
	}
	let read: ReturnType<typeof readLog>;
	try {
		read = readLog(events);
	} catch (err) {
		if (err instanceof LogError) return refuse('import/bad_log', { session: label, seq: err.seq, detail: err.code });
		throw err;
	}
	// Replay the active path through the system's own reducer.
	let state = system.initialState();
	for (const event of read.path) {
		const result = fold(system.fold as (s: unknown, e: EventDraft) => unknown, state, [event]);
		if ('refusal' in result) {
			const r: Refusal = result.refusal;
			return refuse('import/replay_refused', {
				session: label,
				seq: event.seq,
				detail: r.refusal,
				systemId: session.systemId,
				...refusalParams(r)
			});
		}
		state = result.state;
	}
	return {
		ok: true,
		value: {
			session,
			events: fromLegacyLog(session.id, events),
			clashes: [],
			state,
			conflicts: [],
			actions: read.cursor.actions
		}
	};
}
