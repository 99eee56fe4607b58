import * as v from 'valibot';

import { issueFacts } from './issue-facts';
import { EXPORT_FORMAT, READABLE_VERSIONS } from './format';
import {
	LogError,
	REDONE,
	SNAPSHOT_EVERY,
	UNDONE,
	fold,
	readLog,
	type Cursor,
	isRefusal,
	type EventDraft,
	type LoggedEvent,
	type Refusal
} from '$lib/core/events';

/**
 * The Sidetable export file, version 2 (version 1 files still import: they have no groups). One file carries any number of sessions (each with
 * its whole log, abandoned branches included) and, optionally, lookup tables.
 *
 * ```json
 * { "format": "sidetable.export", "version": 2, "exportedAt": 1763784000000,
 *   "sessions": [{ "id": "…", "systemId": "counters", "name": "…", "createdAt": 0, "updatedAt": 0,
 *                  "events": [{ "seq": 1, "at": 0, "type": "counters/counterAdded", "payload": {…}, "parent": 0 }] }],
 *   "tables": [] }
 * ```
 */
/** Larger files are refused before parsing: no table session comes near it. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
export const MAX_EVENTS = 1_000_000;
/** Year 2400 in ms: later timestamps are corruption, not time travel. */
const MAX_TIME = 13_569_465_600_000;

export const Time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIME));
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

/** A session's own fields, the same in every version (version 3's events: core/transfer/identified.ts). */
export const SESSION_FIELDS = {
	id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
	systemId: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
	name: v.pipe(v.string(), v.maxLength(200)),
	createdAt: Time,
	updatedAt: Time
};

const FileSession = v.object({
	...SESSION_FIELDS,
	events: v.pipe(v.array(FileEvent), v.maxLength(MAX_EVENTS))
});

const Envelope = v.object({
	format: v.literal(EXPORT_FORMAT),
	version: v.number(),
	exportedAt: v.optional(Time),
	sessions: v.array(v.unknown()),
	tables: v.optional(v.array(v.unknown())),
	/** Which table fills which system slot (`locke/damage` → table id). */
	tableSlots: v.optional(v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.string(), v.maxLength(100))))
});

const ControlPayload = v.strictObject({ target: Seq });

export type FileSession = v.InferOutput<typeof FileSession>;
export type FileEvent = v.InferOutput<typeof FileEvent>;

export interface ExportFile {
	format: typeof EXPORT_FORMAT;
	version: number;
	exportedAt: number;
	sessions: FileSession[];
	tables?: unknown[];
	tableSlots?: Record<string, string>;
}

/**
 * What a system must offer so its sessions can be checked: `parse` brings a stored event to
 * today's shape (the system's upgrade) and checks its payload (a Refusal `session/unknown_event`
 * or `session/invalid_input` with a `detail` when it cannot); `fold` is the session's fold.
 */
export interface ReplayableSystem {
	stateVersion: number;
	parse(event: EventDraft): EventDraft | Refusal;
	initialState(): unknown;
	fold(state: unknown, event: EventDraft): unknown;
}

export interface ImportIssue {
	code:
		| 'import/too_large'
		| 'import/not_json'
		| 'import/not_sidetable'
		| 'import/unsupported_version'
		| 'import/empty'
		| 'import/bad_session'
		| 'import/duplicate_session'
		| 'import/unknown_system'
		| 'import/unknown_event'
		| 'import/bad_payload'
		| 'import/bad_log'
		| 'import/replay_refused'
		| 'import/bad_table';
	params: Record<string, string | number>;
}

export interface ValidSession {
	session: FileSession;
	/** The log as it will be stored: upgraded, parsed, with groups (version 2). */
	events: LoggedEvent[];
	cursor: Cursor;
	/** States to store as snapshots, keyed by the action seq they include, with the system's state version. */
	snapshots: { seq: number; actions: number; state: unknown; version: number }[];
	state: unknown;
}

export type ImportCheck =
	| { ok: true; sessions: ValidSession[]; tables: unknown[]; tableSlots: Record<string, string> }
	| { ok: false; issue: ImportIssue };

/**
 * The first issue, two ways: `detail` (path and valibot's English, for logs and tests) and
 * plain facts (field, kind, expected, received) that the UI words in the user's language.
 */
function issueParams(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
	return { detail: firstIssuePath(issues), ...issueFacts(issues[0]) };
}

/** A refusal's own params, kept under `refusal.` so the UI can let the system explain it. */
function refusalParams(r: Refusal): Record<string, string | number> {
	return Object.fromEntries(Object.entries(r.params ?? {}).map(([k, val]) => [`refusal.${k}`, val]));
}

function firstIssuePath(issues: readonly v.BaseIssue<unknown>[]): string {
	const first = issues[0];
	const path = first?.path?.map((p) => String(p.key)).join('.') ?? '';
	return path ? `${path}: ${first?.message ?? ''}` : (first?.message ?? '');
}

function fail(code: ImportIssue['code'], params: ImportIssue['params'] = {}): ImportCheck {
	return { ok: false, issue: { code, params } };
}

function checkSession(
	raw: unknown,
	index: number,
	getSystem: (id: string) => ReplayableSystem | undefined,
	version: number
): { ok: true; value: ValidSession } | { ok: false; issue: ImportIssue } {
	const parsed = v.safeParse(FileSession, raw);
	if (!parsed.success) {
		const name = (raw as { name?: unknown })?.name;
		return {
			ok: false,
			issue: {
				code: 'import/bad_session',
				params: { session: typeof name === 'string' ? name : `#${index + 1}`, ...issueParams(parsed.issues) }
			}
		};
	}
	const session = parsed.output;
	const label = session.name || `#${index + 1}`;
	const system = getSystem(session.systemId);
	if (!system) {
		return {
			ok: false,
			issue: { code: 'import/unknown_system', params: { session: label, system: session.systemId } }
		};
	}
	const events: LoggedEvent[] = [];
	const v1 = version === 1;
	for (const { group, ...e } of session.events) {
		let parsed: EventDraft | Refusal;
		if (e.type === UNDONE || e.type === REDONE) {
			const control = v.safeParse(ControlPayload, e.payload);
			parsed = control.success
				? { type: e.type, payload: control.output }
				: { refusal: 'session/invalid_input', params: { detail: firstIssuePath(control.issues) } };
		} else {
			parsed = system.parse(e);
		}
		if (isRefusal(parsed)) {
			if (parsed.refusal === 'session/unknown_event') {
				return {
					ok: false,
					issue: { code: 'import/unknown_event', params: { session: label, seq: e.seq, type: e.type } }
				};
			}
			return {
				ok: false,
				issue: {
					code: 'import/bad_payload',
					params: {
						...parsed.params,
						session: label,
						seq: e.seq,
						type: e.type,
						detail: String(parsed.params?.detail ?? parsed.refusal)
					}
				}
			};
		}
		const event: LoggedEvent = { ...e, type: parsed.type, payload: parsed.payload, sessionId: session.id };
		if (group !== undefined && !v1) event.group = group;
		events.push(event);
	}
	let cursor: Cursor;
	let path: LoggedEvent[];
	try {
		({ cursor, path } = readLog(events));
	} catch (err) {
		if (err instanceof LogError) {
			return {
				ok: false,
				issue: { code: 'import/bad_log', params: { session: label, seq: err.seq, detail: err.code } }
			};
		}
		throw err;
	}
	// Replay the active path through the system's own reducer, keeping snapshot states.
	const snapshots: ValidSession['snapshots'] = [];
	let state = system.initialState();
	for (let i = 0; i < path.length; i++) {
		const event = path[i]!;
		const result = fold(system.fold as (s: unknown, e: EventDraft) => unknown, state, [event]);
		if ('refusal' in result) {
			const r: Refusal = result.refusal;
			return {
				ok: false,
				issue: {
					code: 'import/replay_refused',
					params: { session: label, seq: event.seq, detail: r.refusal, systemId: session.systemId, ...refusalParams(r) }
				}
			};
		}
		state = result.state;
		if ((i + 1) % SNAPSHOT_EVERY === 0)
			snapshots.push({ seq: event.seq, actions: i + 1, state, version: system.stateVersion });
	}
	return { ok: true, value: { session, events, cursor, snapshots, state } };
}

/**
 * Checks a whole export file before anything is written: envelope, version, every session's
 * schema, every payload against its system's schema, the log's structure, and a replay of
 * every session through its reducer. The first problem found is returned; nothing is partial.
 */
export function validateImport(
	text: string,
	getSystem: (id: string) => ReplayableSystem | undefined,
	checkTable: (raw: unknown) => boolean = () => true
): ImportCheck {
	if (text.length > MAX_IMPORT_BYTES) return fail('import/too_large', { limit: MAX_IMPORT_BYTES });
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch (err) {
		return fail('import/not_json', { detail: (err as Error).message });
	}
	const env = v.safeParse(Envelope, json);
	if (!env.success) {
		const version = (json as { version?: unknown })?.version;
		if ((json as { format?: unknown })?.format === EXPORT_FORMAT && typeof version !== 'number') {
			return fail('import/unsupported_version', { version: String(version) });
		}
		return fail('import/not_sidetable', issueParams(env.issues));
	}
	if (!READABLE_VERSIONS.includes(env.output.version)) {
		return fail('import/unsupported_version', { version: env.output.version });
	}
	const tables = env.output.tables ?? [];
	if (env.output.sessions.length === 0 && tables.length === 0) return fail('import/empty');
	const seen = new Set<string>();
	const sessions: ValidSession[] = [];
	for (let i = 0; i < env.output.sessions.length; i++) {
		const checked = checkSession(env.output.sessions[i], i, getSystem, env.output.version);
		if (!checked.ok) return { ok: false, issue: checked.issue };
		if (seen.has(checked.value.session.id)) {
			return fail('import/duplicate_session', { session: checked.value.session.name });
		}
		seen.add(checked.value.session.id);
		sessions.push(checked.value);
	}
	for (let i = 0; i < tables.length; i++) {
		if (!checkTable(tables[i])) return fail('import/bad_table', { index: i + 1 });
	}
	return { ok: true, sessions, tables, tableSlots: env.output.tableSlots ?? {} };
}
