/**
 * Export as the app does it, below both the session and the backups (the backup's "export now"
 * nudge downloads through here too): the database's export file, saved under a name that says
 * what it holds and when.
 */
import { exportSessions, markExported } from '$lib/db';
import { download } from '$lib/ui/download';

/** `sidetable-<label>[-<when>].json`, the label made safe for every file system. */
export function exportFileName(label: string, when?: Date): string {
	const safe = label.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 40) || 'session';
	return `sidetable-${safe}${when ? `-${stamp(when)}` : ''}.json`;
}

function stamp(d: Date): string {
	const p = (n: number) => String(n).padStart(2, '0');
	return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}`;
}

/** Downloads the given sessions (everything, tables included, when `ids` is omitted). */
export async function downloadExport(ids?: string[], label = 'all'): Promise<void> {
	const file = await exportSessions(ids);
	download(exportFileName(label, new Date()), JSON.stringify(file), 'application/json');
	await markExported();
}
