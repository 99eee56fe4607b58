/*
 * Table files in and out of the library (format: docs/tables-format.md).
 *  - One table is exported as a bare table file (`"format": "sidetable.table"`).
 *  - Several are exported as a Sidetable export file with no sessions
 *    (`"format": "sidetable.export"`, `"sessions": []`, `"tables": [...]`) plus `tableSlots`
 *    (slot → table id), so the file also imports from the Sessions screen.
 * Import accepts either, or a JSON array of tables. The whole file is checked first; one bad
 * table refuses it all, and nothing is written.
 */
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime';
import { parseTable, type Table } from '$lib/core/tables';
import { importTables, type StoredTable, type TableImportOutcome } from '$lib/db';
import { storageErrorText } from '$lib/ui/storage-text';
import { issueText } from './issues';

/** Larger files are refused before parsing; a 1D100 × 20 table is well under 1 MB. */
export const MAX_TABLE_FILE_BYTES = 8 * 1024 * 1024;

export type TablesFileCheck =
	| { ok: true; tables: Table[]; slots: Record<string, string>; sessionsSkipped: number }
	| { ok: false; message: string };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function tableName(raw: unknown, index: number): string {
	const names = isObj(raw) && isObj(raw.names) ? raw.names : undefined;
	const ja = typeof names?.ja === 'string' ? names.ja : '';
	const en = typeof names?.en === 'string' ? names.en : '';
	const id = isObj(raw) && typeof raw.id === 'string' ? raw.id : '';
	return (getLocale() === 'en' ? en || ja : ja || en) || id || `#${index + 1}`;
}

/** Checks a table file's text. Never throws; says in the user's language what is wrong. */
export function checkTablesText(text: string): TablesFileCheck {
	if (text.length > MAX_TABLE_FILE_BYTES) return { ok: false, message: m.tables_file_too_large() };
	let json: unknown;
	try {
		json = JSON.parse(text.replace(/^\uFEFF/, ''));
	} catch (err) {
		return { ok: false, message: m.tables_file_not_json({ detail: (err as Error).message }) };
	}
	let raw: unknown[];
	let slots: Record<string, string> = {};
	let sessionsSkipped = 0;
	if (Array.isArray(json)) {
		raw = json;
	} else if (isObj(json) && json.format === 'sidetable.table') {
		if (json.version !== 1) return { ok: false, message: m.tables_file_version({ version: String(json.version) }) };
		raw = [json];
	} else if (isObj(json) && json.format === 'sidetable.export') {
		if (json.version !== 1) return { ok: false, message: m.tables_file_version({ version: String(json.version) }) };
		raw = Array.isArray(json.tables) ? json.tables : [];
		sessionsSkipped = Array.isArray(json.sessions) ? json.sessions.length : 0;
		if (raw.length === 0 && sessionsSkipped > 0) return { ok: false, message: m.tables_file_sessions_only() };
		if (isObj(json.tableSlots)) {
			for (const [slot, id] of Object.entries(json.tableSlots)) if (typeof id === 'string') slots[slot] = id;
		}
	} else {
		return { ok: false, message: m.tables_file_not_table() };
	}
	if (raw.length === 0) return { ok: false, message: m.tables_file_empty() };
	const tables: Table[] = [];
	for (let i = 0; i < raw.length; i++) {
		const item = raw[i];
		const result = parseTable(item);
		if (!result.ok) {
			const first = result.errors[0]!;
			const more = result.errors.length - 1;
			return {
				ok: false,
				message: m.tables_file_bad_table({
					n: i + 1,
					name: tableName(item, i),
					problem: issueText(first, isObj(item) ? item : undefined),
					more: more > 0 ? m.tables_file_more_problems({ count: more }) : ''
				})
			};
		}
		tables.push(result.table);
	}
	// Slot claims only for tables in this file.
	const ids = new Set(tables.map((t) => t.id));
	slots = Object.fromEntries(Object.entries(slots).filter(([, id]) => ids.has(id)));
	return { ok: true, tables, slots, sessionsSkipped };
}

export type TablesImportResult =
	{ ok: true; outcome: TableImportOutcome; sessionsSkipped: number; message: string } | { ok: false; message: string };

/** Checks the whole file, then writes its tables in one transaction — or nothing, saying why. */
export async function importTablesText(text: string): Promise<TablesImportResult> {
	const check = checkTablesText(text);
	if (!check.ok) return { ok: false, message: `${check.message} ${m.tables_file_nothing_changed()}` };
	try {
		const outcome = await importTables(check.tables, check.slots);
		const parts = [m.tables_imported({ count: outcome.saved.length })];
		if (outcome.unchanged) parts.push(m.tables_imported_unchanged({ count: outcome.unchanged }));
		if (outcome.renamed) parts.push(m.tables_imported_renamed({ count: outcome.renamed }));
		if (outcome.slotsFilled) parts.push(m.tables_imported_slots({ count: outcome.slotsFilled }));
		if (check.sessionsSkipped) parts.push(m.tables_imported_sessions_skipped({ count: check.sessionsSkipped }));
		return { ok: true, outcome, sessionsSkipped: check.sessionsSkipped, message: parts.join(' ') };
	} catch (err) {
		return { ok: false, message: `${storageErrorText(err)} ${m.tables_file_nothing_changed()}` };
	}
}

export async function importTablesFile(file: File): Promise<TablesImportResult> {
	if (file.size > MAX_TABLE_FILE_BYTES)
		return { ok: false, message: `${m.tables_file_too_large()} ${m.tables_file_nothing_changed()}` };
	let text: string;
	try {
		text = await file.text();
	} catch {
		return { ok: false, message: `${m.tables_file_read_failed()} ${m.tables_file_nothing_changed()}` };
	}
	return importTablesText(text);
}

/** One table as its own file: the documented table JSON, pretty-printed. */
export function tableFileText(table: Table): string {
	return `${JSON.stringify(table, null, '\t')}\n`;
}

/** Several tables (and which slots they fill) as one file that both import screens read. */
export function tablesFileText(tables: StoredTable[], exportedAt = Date.now()): string {
	const tableSlots: Record<string, string> = {};
	for (const t of tables) if (t.slot) tableSlots[t.slot] = t.id;
	const file = {
		format: 'sidetable.export',
		version: 1,
		exportedAt,
		sessions: [],
		tables: tables.map((t) => t.table),
		tableSlots
	};
	return `${JSON.stringify(file, null, '\t')}\n`;
}

function stamp(d = new Date()): string {
	const p = (n: number) => String(n).padStart(2, '0');
	return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}`;
}

export function tableFileName(table: Table): string {
	return `sidetable-table-${table.id}.json`;
}

export function tablesFileName(date = new Date()): string {
	return `sidetable-tables-${stamp(date)}.json`;
}
