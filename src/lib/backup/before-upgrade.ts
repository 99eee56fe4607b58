import { m } from '$lib/paraglide/messages.js';
import { exportBeforeUpgrade } from '$lib/db/upgrade';
import { notices } from '$lib/ui/notices.svelte';
import { backups } from './backup.svelte';

/**
 * A full backup of the database as the older schema version wrote it, before the app's open
 * upgrades it (issue 14). A failure is said and the open goes on: the person keeps playing, and
 * the journals still hold every acknowledged event.
 */
export async function backupBeforeUpgrade(name: string): Promise<void> {
	try {
		const file = await exportBeforeUpgrade(name);
		if (file.sessions.length > 0) await backups.backupFile(file);
	} catch (err) {
		notices.error(m.backup_failed({ detail: err instanceof Error ? err.message : String(err) }));
	}
}
