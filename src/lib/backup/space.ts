import { toStorageError } from '$lib/db/errors';

/** What takes the device's space, in bytes (undefined where the browser does not say). */
export interface SpaceUse {
	/** Sessions and tables: the database. */
	database: number;
	/** Full backups, and how many there are. */
	backups: number;
	backupCount: number;
	/** The per-session journals kept beside the database. */
	journal: number;
	/** Per cent of the browser's quota in use, when it reports one and it is telling (≥ 80 %). */
	percent?: number;
}

interface Estimate {
	usage?: number;
	quota?: number;
	usageDetails?: { indexedDB?: number };
}

/**
 * The space figures from `navigator.storage.estimate()` and what the backup store knows of its
 * own files. The database's share is the browser's IndexedDB figure where it gives one (Chromium's
 * `usageDetails`), else what is left of the total once the backups and journals are taken out.
 */
export function spaceUse(est: Estimate | undefined, backups: readonly { size: number }[], journal: number): SpaceUse {
	const backupBytes = backups.reduce((n, b) => n + b.size, 0);
	const usage = est?.usage ?? 0;
	const database = est?.usageDetails?.indexedDB ?? Math.max(0, usage - backupBytes - journal);
	const share = est?.quota ? Math.min(100, Math.round((usage / est.quota) * 100)) : undefined;
	// Below that, the disk is full under the browser's quota (or the quota is a guess): not worth a number.
	const percent = share !== undefined && share >= 80 ? share : undefined;
	return { database, backups: backupBytes, backupCount: backups.length, journal, percent };
}

/** A write refused because the device is full: the database's QuotaExceededError, or the backup worker's report of one. */
export function isFullError(err: unknown): boolean {
	return toStorageError(err).code === 'storage/quota' || /QuotaExceeded/.test(String(err));
}
