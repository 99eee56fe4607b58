/**
 * The import flow as the app is meant to run it — validate the whole file first, write only
 * when every part of it is valid, in one transaction — for tests. (There is no such helper in
 * the app yet; if one is added, tests should drive that instead.)
 */
import { readFileSync } from 'node:fs';
import { validateImport, type ImportCheck, type ImportIssue, type ReplayableSystem } from '$lib/core/transfer';
import { writeImport, type ImportOutcome } from '$lib/db';
import type { Table } from '$lib/core/tables';
import { loadSystems } from '$lib/systems/registry';
import { replayable } from '$lib/session/apply';

/** Tables are accepted when they look like table files; enough to exercise import/bad_table. */
export const checkTable = (raw: unknown) =>
	typeof raw === 'object' &&
	raw !== null &&
	(raw as { format?: unknown }).format === 'sidetable.table' &&
	typeof (raw as { id?: unknown }).id === 'string';

const loaded = await loadSystems();
export const systems = (id: string): ReplayableSystem | undefined => {
	const system = loaded.find((s) => s.id === id);
	return system && replayable(system);
};

export function validate(text: string): ImportCheck {
	return validateImport(text, systems, checkTable);
}

export async function importText(
	text: string
): Promise<{ ok: true; outcome: ImportOutcome } | { ok: false; issue: ImportIssue }> {
	const check = validate(text);
	if (!check.ok) return check;
	const tables = check.tables as Table[];
	return { ok: true, outcome: await writeImport(check.sessions, tables, check.tableSlots) };
}

/** The text of a file under tests/fixtures/import/. */
export function importFixture(name: string): string {
	return readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url), 'utf8');
}
