import { importText as checkAndWrite, type ImportResult } from '$lib/transfer/import';

/**
 * A file a person imports (the home screen, a hand-over): the whole-file check and the write of
 * lib/transfer, with a full backup taken in between, once the file has passed and before the
 * database is rewritten. A restore from backups writes through lib/transfer without one: it
 * writes from a backup.
 */
export function importText(text: string): Promise<ImportResult> {
	return checkAndWrite(text, {
		beforeWrite: () => import('$lib/backup/backup.svelte').then(({ backups }) => backups.before())
	});
}
