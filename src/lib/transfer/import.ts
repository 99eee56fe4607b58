/**
 * The import as the app does it, below both the session and the backups (one module both use):
 * the whole-file check with every registered system (format, schemas, payloads, the log's
 * structure, a replay through each reducer), then one transaction that writes all of it — or a
 * sentence in the user's language and nothing written. A person's import (session/transfer.ts)
 * takes a full backup first. A session this device holds already is merged into (only what it
 * lacks is added, so nothing is lost and the same file twice adds nothing), in the preview's
 * words before and the result's after.
 */
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime';
import { MAX_EVENT_BYTES, validateImport, type ImportIssue } from '$lib/core/transfer';
import { parseTable } from '$lib/core/tables/schema';
import { mergePreview, writeImport, type ImportOutcome } from '$lib/db/transfer';
import { replayable } from '$lib/session/apply';
import { loadSystems } from '$lib/systems/registry';
import type { AnySystem } from '$lib/systems/types';
import type { Locale } from '$lib/core/locale';
import { issueSentence, logProblemText } from '$lib/ui/issue-text';
import { countOf, sessionNames } from './names';
import { storageErrorText } from '$lib/ui/storage-text';
import { formatBytes } from '$lib/ui/format';
import type { MergedSession } from '$lib/db/transfer';

/**
 * An import problem in the user's language, naming the session, the entry and the field where
 * it applies — never the validator's English (see lib/ui/issue-text). `systems` lets a
 * system explain a refusal met while replaying.
 */
export function importIssueText(issue: ImportIssue, systems: readonly AnySystem[] = []): string {
	const p = issue.params;
	const s = (k: string) => String(p[k] ?? '');
	const locale = getLocale();
	const facts = () => ({ field: s('field'), kind: s('kind'), expected: s('expected'), received: s('received') });
	switch (issue.code) {
		case 'import/too_large':
			return m.import_too_large({ limit: s('limit') });
		case 'import/not_json': {
			const at = /position (\d+)/.exec(s('detail'))?.[1];
			return m.import_not_json({ detail: at ? m.ui_json_near({ n: at }) : m.ui_json_unreadable() });
		}
		case 'import/not_sidetable':
			return m.import_not_sidetable();
		case 'import/unsupported_version':
			return m.import_unsupported_version({ version: s('version') });
		case 'import/empty':
			return m.import_empty();
		case 'import/bad_session':
			return m.import_bad_session({ session: s('session'), detail: issueSentence(facts(), locale) });
		case 'import/duplicate_session':
			return m.import_duplicate_session({ session: s('session') });
		case 'import/unknown_system':
			return m.import_unknown_system({ session: s('session'), system: s('system') });
		case 'import/unknown_event':
			return m.import_unknown_event({ session: s('session'), seq: s('seq'), type: s('type') });
		case 'import/bad_payload':
			return m.import_bad_payload({ session: s('session'), seq: s('seq'), detail: issueSentence(facts(), locale) });
		case 'import/event_too_large':
			return m.import_event_too_large({
				session: s('session'),
				seq: s('seq'),
				size: formatBytes(Number(p.bytes), locale),
				limit: formatBytes(MAX_EVENT_BYTES, locale)
			});
		case 'import/identity_clash':
			return m.import_identity_clash({
				session: s('session'),
				seq: s('seq'),
				device: s('device'),
				counter: s('counter')
			});
		case 'import/bad_log':
			return m.import_bad_log({ session: s('session'), seq: s('seq'), detail: logText(s('detail'), locale) });
		case 'import/replay_refused': {
			const params = Object.fromEntries(
				Object.entries(p).flatMap(([k, val]) => (k.startsWith('refusal.') ? [[k.slice(8), val]] : []))
			);
			const system = systems.find((x) => x.id === s('systemId'));
			const why = system ? system.explainRefusal({ refusal: s('detail'), params }, locale) : s('detail');
			return m.import_replay_refused({ session: s('session'), seq: s('seq'), detail: why });
		}
		case 'import/bad_table':
			return m.import_bad_table({ index: s('index') });
	}
}

/** What is wrong with a log's structure: the one-writer log's codes (log/…) and the live table's (sync/…). */
function logText(code: string, locale: Locale): string {
	const o = { locale };
	switch (code) {
		case 'sync/missing_event':
			return m.import_log_missing_event({}, o);
		case 'sync/bad_group':
			return m.import_log_bad_group({}, o);
		case 'sync/bad_target':
			return m.import_log_bad_target({}, o);
		case 'sync/clock_leap':
			return m.import_log_clock_leap({}, o);
		case 'sync/lone_clash':
			return m.import_log_lone_clash({}, o);
		default:
			return code.startsWith('sync/') ? m.import_log_impossible({}, o) : logProblemText(code, locale);
	}
}

/** The whole-file check every import goes through (the same for a preview and the write). */
async function checkText(text: string) {
	const all = await loadSystems();
	// Every table in the file gets the same checks as a table file: one bad table refuses it all.
	const check = validateImport(
		text,
		(id) => {
			const system = all.find((s) => s.id === id);
			return system && replayable(system);
		},
		(raw) => parseTable(raw).ok
	);
	return { all, check };
}

export type ImportPreview =
	| {
			ok: true;
			/** The sessions' names, in the file's order. */
			names: string[];
			/** Actions in effect (events of the commands folded): the count the session list shows once imported. */
			actions: number;
			tables: number;
			/** Sessions this device holds already, by the name they have here, and the events merging adds. */
			merged: { name: string; added: number }[];
	  }
	| { ok: false; message: string };

/** What an import would add (the sessions by name, their actions, the tables), after the whole-file check; writes nothing. */
export async function previewImport(text: string): Promise<ImportPreview> {
	const { all, check } = await checkText(text);
	if (!check.ok) return { ok: false, message: `${importIssueText(check.issue, all)} ${m.import_nothing_changed()}` };
	let merged: MergedSession[];
	try {
		merged = await mergePreview(check.sessions);
	} catch (err) {
		return { ok: false, message: `${storageErrorText(err)} ${m.import_nothing_changed()}` };
	}
	return {
		ok: true,
		names: check.sessions.map((s) => s.session.name),
		actions: check.sessions.reduce((n, s) => n + s.actions, 0),
		tables: check.tables.length,
		merged: merged.map(({ name, added }) => ({ name, added }))
	};
}

/**
 * The preview as one question: 「卓A」、「卓B」(セッション 2 件、操作 43 件)、表 1 件 — 読み込みますか？
 * (three names at most), then, for sessions this device holds already, what merging adds:
 * 「卓A」はこの端末にもあります。ファイルにしかない記録 12 件を合わせます。消えるものはありません。
 */
export function previewText(p: Extract<ImportPreview, { ok: true }>, locale: Locale): string {
	const question = m.handoff_preview(
		{
			names: sessionNames(p.names, locale),
			sessions: countOf('sessions', p.names.length, locale),
			actions: countOf('actions', p.actions, locale),
			tables: countOf('tables', p.tables, locale)
		},
		{ locale }
	);
	if (p.merged.length === 0) return question;
	const names = sessionNames(
		p.merged.map((s) => s.name),
		locale
	);
	const added = p.merged.reduce((n, s) => n + s.added, 0);
	const merge =
		added === 0
			? m.handoff_preview_merge_none({ names }, { locale })
			: m.handoff_preview_merge({ names, entries: countOf('entries', added, locale) }, { locale });
	return `${question}${locale === 'ja' ? '' : ' '}${merge}`;
}

/**
 * What an import did, in one sentence: 「セッション 2 件を読み込みました。うち 1 件はこの端末の
 * セッションに合わせ、記録 12 件を足しました。消えたものはありません。」 (just the count when
 * nothing was merged), and the clashes kept, if any.
 */
export function importedText(outcome: ImportOutcome, locale: Locale): string {
	const sessions = countOf('sessions', outcome.sessionIds.length, locale);
	if (outcome.merged.length === 0) return m.home_imported({ count: outcome.sessionIds.length }, { locale });
	const added = outcome.merged.reduce((n, s) => n + s.added, 0);
	const clashes = outcome.merged.reduce((n, s) => n + s.clashes, 0);
	const text = m.import_done_merged(
		{ sessions, merged: outcome.merged.length, entries: countOf('entries', added, locale) },
		{ locale }
	);
	if (clashes === 0) return text;
	return `${text}${locale === 'ja' ? '' : ' '}${m.import_done_clashes({ entries: countOf('entries', clashes, locale) }, { locale })}`;
}

export type ImportResult = { ok: true; outcome: ImportOutcome } | { ok: false; message: string };

export interface ImportOptions {
	/**
	 * Runs once the file has passed the check, before the database is rewritten (a person's
	 * import takes a full backup here). Its failure does not stop the import.
	 */
	beforeWrite?: () => Promise<void>;
}

/** Checks the whole file, then writes it in one transaction — or writes nothing and says why. */
export async function importText(text: string, { beforeWrite }: ImportOptions = {}): Promise<ImportResult> {
	const { all, check } = await checkText(text);
	if (!check.ok) return { ok: false, message: `${importIssueText(check.issue, all)} ${m.import_nothing_changed()}` };
	await beforeWrite?.().catch(() => undefined);
	try {
		const tables = check.tables.map((t) => parseTable(t)).flatMap((r) => (r.ok ? [r.table] : []));
		const outcome = await writeImport(check.sessions, tables, check.tableSlots);
		return { ok: true, outcome };
	} catch (err) {
		return { ok: false, message: `${storageErrorText(err)} ${m.import_nothing_changed()}` };
	}
}
