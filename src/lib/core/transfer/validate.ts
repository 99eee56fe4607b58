import * as v from 'valibot';

import { EXPORT_FORMAT, READABLE_VERSIONS } from './format';
import {
	MAX_IMPORT_BYTES,
	Time,
	issueParams,
	type ImportIssue,
	type ReplayableSystem,
	type ValidSession
} from './fields';
import { checkLegacySession, type FileSession } from './legacy';
import { checkIdentifiedSession, type IdentifiedFileSession } from './identified';

/**
 * The Sidetable export file. One file carries any number of sessions (each with its whole log:
 * undone commands, conflicts and identity clashes included) and, optionally, lookup tables.
 * Version 3 (written today) names each event by the live table's identity; versions 1 and 2
 * (one writer's `seq/parent` log) still import, carried over to it.
 *
 * ```json
 * { "format": "sidetable.export", "version": 3, "exportedAt": 1763784000000,
 *   "sessions": [{ "id": "…", "systemId": "counters", "name": "…", "createdAt": 0, "updatedAt": 0,
 *                  "events": [{ "device": "0a…", "counter": 1, "clock": 1, "at": 0,
 *                               "type": "counters/counterAdded", "payload": {…} }] }],
 *   "tables": [] }
 * ```
 */
const Envelope = v.object({
	format: v.literal(EXPORT_FORMAT),
	version: v.number(),
	exportedAt: v.optional(Time),
	sessions: v.array(v.unknown()),
	tables: v.optional(v.array(v.unknown())),
	/** Which table fills which system slot (`locke/damage` → table id). */
	tableSlots: v.optional(v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.string(), v.maxLength(100))))
});

export interface ExportFile {
	format: typeof EXPORT_FORMAT;
	version: number;
	exportedAt: number;
	/** Version 3's identified sessions; a file of version 1 or 2 (read, or a pre-upgrade backup) holds seq sessions. */
	sessions: (IdentifiedFileSession | FileSession)[];
	tables?: unknown[];
	tableSlots?: Record<string, string>;
}

export type { ReplayableSystem, ValidSession } from './fields';

export type ImportCheck =
	| { ok: true; sessions: ValidSession[]; tables: unknown[]; tableSlots: Record<string, string> }
	| { ok: false; issue: ImportIssue };

function fail(code: ImportIssue['code'], params: ImportIssue['params'] = {}): ImportCheck {
	return { ok: false, issue: { code, params } };
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
	const { version } = env.output;
	if (!READABLE_VERSIONS.includes(version)) return fail('import/unsupported_version', { version });
	const tables = env.output.tables ?? [];
	if (env.output.sessions.length === 0 && tables.length === 0) return fail('import/empty');
	const seen = new Set<string>();
	const sessions: ValidSession[] = [];
	for (let i = 0; i < env.output.sessions.length; i++) {
		const raw = env.output.sessions[i];
		const checked =
			version >= 3 ? checkIdentifiedSession(raw, i, getSystem) : checkLegacySession(raw, i, getSystem, version);
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
