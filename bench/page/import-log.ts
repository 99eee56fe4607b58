/**
 * A bench session brought in as a group's older export is: a one-writer (version 2) export file,
 * carried onto the live table's identity by the import, so the bench also exercises that path and
 * every system's bench session is stored as the app stores an imported one.
 */
import { EXPORT_FORMAT, LEGACY_EXPORT_VERSION } from '$lib/core/transfer/format';
import type { EventDraft } from '$lib/core/events';
import { importText } from '$lib/session/transfer';

/** A log as commands, each one or more events (several are one step of undo: a `group`). */
export type Commands = readonly (readonly EventDraft[])[];

/** The commands as a one-writer export file of one session, 20 s apart, with `extra` (tables, slots). */
export function legacyExport(systemId: string, name: string, commands: Commands, extra: object = {}): string {
	const events: { seq: number; at: number; type: string; payload: unknown; parent: number; group?: number }[] = [];
	for (const command of commands) {
		const first = events.length + 1;
		for (const e of command) {
			const seq = events.length + 1;
			events.push({
				seq,
				at: 1_763_700_000_000 + seq * 20_000,
				type: e.type,
				payload: e.payload,
				parent: seq - 1,
				...(command.length > 1 ? { group: first } : {})
			});
		}
	}
	return JSON.stringify({
		format: EXPORT_FORMAT,
		version: LEGACY_EXPORT_VERSION,
		exportedAt: Date.now(),
		sessions: [{ id: `bench-${systemId}-${Date.now()}`, systemId, name, createdAt: 0, updatedAt: 0, events }],
		...extra
	});
}

/** Imports the commands as a session of `systemId` named `name`: its id and how many events it holds. */
export async function importCommands(systemId: string, name: string, commands: Commands, extra: object = {}) {
	const r = await importText(legacyExport(systemId, name, commands, extra));
	if (!r.ok) throw new Error(r.message);
	return { id: r.outcome.sessionIds[0]!, events: commands.reduce((n, c) => n + c.length, 0) };
}

/** Imports events each recorded alone. */
export function importLog(systemId: string, name: string, drafts: readonly EventDraft[]) {
	return importCommands(
		systemId,
		name,
		drafts.map((d) => [d])
	);
}
