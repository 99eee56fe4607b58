/** Full backups: file names carry the time, the newest K are kept. Pure. */
import type { BackupHolds } from './holds';

export interface BackupEntry {
	name: string;
	/** When it was written (ms since epoch). */
	at: number;
	size: number;
	/** What it holds (sessions by name, actions), when it could be read. */
	holds?: BackupHolds;
}

const NAME = /^backup-(\d{13,})\.json$/;

export function backupName(at: number): string {
	if (!Number.isInteger(at) || at < 0) throw new RangeError(`at must be a whole ms time: ${at}`);
	return `backup-${String(at).padStart(13, '0')}.json`;
}

/** The backups among a folder's files, newest first; other files are ignored. */
export function backupEntries(files: readonly { name: string; size: number }[]): BackupEntry[] {
	return files
		.flatMap((f) => {
			const m = NAME.exec(f.name);
			return m ? [{ name: f.name, at: Number(m[1]), size: f.size }] : [];
		})
		.sort((a, b) => b.at - a.at);
}

/** The backups to delete so that only the newest `keep` remain. */
export function backupsToDrop(files: readonly { name: string; size: number }[], keep: number): BackupEntry[] {
	if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep must be a whole number ≥ 1: ${keep}`);
	return backupEntries(files).slice(keep);
}
