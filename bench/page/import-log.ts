/**
 * A linear log imported as one session, as `exportFile` in main.ts writes it: a one-writer
 * (version 2) export file, carried onto the live table's identity by the import, so a system's
 * bench session is stored as the app stores an imported one.
 */
import { EXPORT_FORMAT, LEGACY_EXPORT_VERSION } from '$lib/core/transfer/format';
import type { EventDraft } from '$lib/core/events';
import { importText } from '$lib/session/transfer';

/** Imports `drafts` as a session of `systemId` named `name`; its id and how many events it holds. */
export async function importLog(systemId: string, name: string, drafts: readonly EventDraft[]) {
	const file = {
		format: EXPORT_FORMAT,
		version: LEGACY_EXPORT_VERSION,
		exportedAt: Date.now(),
		sessions: [
			{
				id: `bench-${systemId}-${Date.now()}`,
				systemId,
				name,
				createdAt: 0,
				updatedAt: 0,
				events: drafts.map((d, i) => ({
					seq: i + 1,
					at: 1_763_700_000_000 + i * 3600,
					type: d.type,
					payload: d.payload,
					parent: i
				}))
			}
		]
	};
	const r = await importText(JSON.stringify(file));
	if (!r.ok) throw new Error(r.message);
	return { id: r.outcome.sessionIds[0]!, events: drafts.length };
}
