import { KEEP_DELETED_DAYS, peekSessionRows, purgeDue } from '$lib/db/peek';
import { NUDGED_KEY, RECORD_KEY, WEEK_MS, heldCount, parseRecord, shortfalls } from './record';

/** Whether this origin's private file system holds a backup folder (without creating one). */
async function hasBackupFolder(): Promise<boolean> {
	try {
		await (await navigator.storage.getDirectory()).getDirectoryHandle('sidetable-backup');
		return true;
	} catch {
		return false;
	}
}

/**
 * The check run on every opening, kept small for the first screen: the database against the
 * record in localStorage, the quota, the export nudge's conditions. Only when one of them needs
 * attention does the full backup module load (backup.svelte.ts: messages, restore, journals).
 */
export async function checkOnOpen(): Promise<void> {
	const full = () => import('./backup.svelte').then(({ backups }) => backups.check());
	// Read without Dexie when the database is as this version wrote it (peek.ts); Dexie otherwise.
	let rows = await peekSessionRows();
	if (!rows) {
		try {
			const { db } = await import('$lib/db/db');
			await db.open();
			rows = await db.sessions.toArray();
		} catch {
			return void (await full()); // the open error is worded there
		}
	}
	const record = parseRecord(localStorage.getItem(RECORD_KEY));
	const found = new Map(rows.map((r) => [r.id, r.deletedAt ? ('deleted' as const) : heldCount(r)]));
	const live = rows.filter((r) => !r.deletedAt);
	const est = await navigator.storage?.estimate?.().catch(() => undefined);
	const needs =
		shortfalls(record, found).length > 0 ||
		rows.some((r) => r.deletedAt && r.id in record) ||
		// Nothing here and no record, but backups on the disk: everything was lost but those.
		(rows.length === 0 && Object.keys(record).length === 0 && (await hasBackupFolder())) ||
		(!!est?.quota && (est.usage ?? 0) / est.quota >= 0.9) ||
		(!localStorage.getItem(NUDGED_KEY) &&
			live.length > 0 &&
			Date.now() - Math.min(...live.map((r) => r.createdAt)) >= WEEK_MS &&
			(await navigator.storage?.persisted?.().catch(() => true)) === false);
	if (needs) await full();
	// Sessions deleted longer ago than the shortest keep (7 days) may be due: purged, by the keep
	// the person chose, after the check (backups.check forgets them first), not while the list loads.
	if (purgeDue(rows, Date.now(), KEEP_DELETED_DAYS[0]).length)
		setTimeout(() => void import('$lib/db/sessions').then((s) => s.purgeDeleted()).catch(() => undefined), 2000);
}
