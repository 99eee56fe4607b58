/**
 * What every version of the export file shares: a session's own fields, the bounds that tell a
 * real table's data from corruption or forgery, the issue type, and how a valibot issue becomes
 * plain facts for the UI. Apart from validate.ts so each version's session check can use them.
 */
import * as v from 'valibot';
import type { EventDraft, Refusal } from '$lib/core/events';
import type { SyncEvent } from '$lib/core/sync';
import type { Conflict } from '$lib/core/sync/fold';
import { issueFacts } from './issue-facts';

/** Larger files are refused before parsing: no table session comes near it. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
export const MAX_EVENTS = 1_000_000;
/**
 * One event's payload, as JSON: a lookup table adopted into a session is the largest a table
 * writes (a few KiB); a payload over this is corruption or forgery, refused before it is folded.
 */
export const MAX_EVENT_BYTES = 256 * 1024;
/** Year 2400 in ms: later timestamps are corruption, not time travel. */
const MAX_TIME = 13_569_465_600_000;

export const Time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIME));

/** A session's own fields, the same in every version. */
export const SESSION_FIELDS = {
	id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
	systemId: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
	name: v.pipe(v.string(), v.maxLength(200)),
	createdAt: Time,
	updatedAt: Time
};

export interface SessionFields {
	id: string;
	systemId: string;
	name: string;
	createdAt: number;
	updatedAt: number;
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
		| 'import/event_too_large'
		| 'import/identity_clash'
		| 'import/bad_log'
		| 'import/replay_refused'
		| 'import/bad_table';
	params: Record<string, string | number>;
}

export type SessionCheck<T> = { ok: true; value: T } | { ok: false; issue: ImportIssue };

export function refuse<T>(code: ImportIssue['code'], params: ImportIssue['params']): SessionCheck<T> {
	return { ok: false, issue: { code, params } };
}

/** The first issue's path and valibot's English (`events.1.seq: Invalid type`), for logs and tests. */
export function firstIssuePath(issues: readonly v.BaseIssue<unknown>[]): string {
	const first = issues[0];
	const path = first?.path?.map((p) => String(p.key)).join('.') ?? '';
	return path ? `${path}: ${first?.message ?? ''}` : (first?.message ?? '');
}

/**
 * The first issue, two ways: `detail` (path and valibot's English, for logs and tests) and
 * plain facts (field, kind, expected, received) that the UI words in the user's language.
 */
export function issueParams(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
	return { detail: firstIssuePath(issues), ...issueFacts(issues[0]) };
}

/** A refusal's own params, kept under `refusal.` so the UI can let the system explain it. */
export function refusalParams(r: Refusal): Record<string, string | number> {
	return Object.fromEntries(Object.entries(r.params ?? {}).map(([k, val]) => [`refusal.${k}`, val]));
}

/** A session the file gets wrong at its own level (missing fields, a field of the wrong kind). */
export function badSession<T>(raw: unknown, index: number, issues: readonly v.BaseIssue<unknown>[]): SessionCheck<T> {
	const name = (raw as { name?: unknown })?.name;
	return refuse('import/bad_session', {
		session: typeof name === 'string' ? name : `#${index + 1}`,
		...issueParams(issues)
	});
}

/** Refuses a payload larger than MAX_EVENT_BYTES as JSON (undefined when it fits). */
export function payloadTooLarge(payload: unknown): number | undefined {
	const text = JSON.stringify(payload) ?? '';
	// A UTF-8 character takes three bytes at most (a surrogate pair, four for two UTF-16 units).
	if (text.length * 3 <= MAX_EVENT_BYTES) return undefined;
	const bytes = new TextEncoder().encode(text).length;
	return bytes > MAX_EVENT_BYTES ? bytes : undefined;
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

/** A session of a file that passed every check, as it will be stored or merged, whatever the file's version. */
export interface ValidSession {
	session: SessionFields;
	/** Its events, one per identity, in the merged order, payloads brought to today's shape. */
	events: SyncEvent[];
	/** Second variants of identities the session holds (kept, shown as conflicts: core/sync merge). */
	clashes: SyncEvent[];
	/** The fold of the log. */
	state: unknown;
	/** What the merged order does not apply (kept in the log, shown to the table). */
	conflicts: Conflict[];
	/** Events of the commands in effect: the count the session list shows. */
	actions: number;
}
