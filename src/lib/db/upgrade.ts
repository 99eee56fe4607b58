import Dexie from 'dexie';
import type { ExportFile } from '$lib/core/transfer';
import { exportSessions } from './transfer';

/**
 * Everything the stored database holds, read as the older schema version wrote it: opened
 * without a schema (Dexie then takes the stored one and upgrades nothing), exported, closed —
 * closed before the app's own open goes on, or the upgrade would wait for this connection.
 */
export async function exportBeforeUpgrade(name: string): Promise<ExportFile> {
	const stored = new Dexie(name);
	try {
		await stored.open();
		return await exportSessions(undefined, { withTables: true, from: stored });
	} finally {
		stored.close();
	}
}
