import { whenPaused } from '$lib/ui/pause';
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime';
import type { ExportFile, IdentifiedFileSession } from '$lib/core/transfer';
import { db } from '$lib/db/db';
import { getMeta } from '$lib/db/meta';
import { notices } from '$lib/ui/notices.svelte';
import { formatBytes } from '$lib/ui/format';
import { BackupStore } from './store';
import { heldCount, mergeRecords, shortfalls, NUDGED_KEY, WEEK_MS, type Shortfall } from './record';
import type { RestoreFile } from './journal-merge';
import { EVERY_DEFAULT, EVERY_KEY, EVERY_RANGE, fullLead, journalling, readInt, type Journalling } from './journalling';
import type { BackupEntry } from './rotation';
import { backupHolds, type BackupHolds } from './holds';
import { openFailure } from './open-error';
import { spaceUse } from './space';

const KEEP_KEY = 'sidetable.backup.keep';

export { EVERY_RANGE };
export const KEEP_DEFAULT = 10;
export const KEEP_RANGE = [1, 50] as const;

/**
 * The app's side of the backup beyond the tap (journalling.ts journals every acknowledged event
 * and starts this module's full backup every N actions): full backups, before an import too; on
 * opening, a check that the database still holds what it acknowledged, with a one-tap restore
 * when it does not; the Backup settings' list, sizes and limits.
 */
export class Backups {
	readonly supported: boolean;
	every = $state(EVERY_DEFAULT);
	keep = $state(KEEP_DEFAULT);
	entries = $state.raw<BackupEntry[]>([]);
	/** Sessions the database lost, found on opening. */
	lost = $state.raw<Shortfall[]>([]);
	#store: BackupStore | undefined;
	readonly #taps: Journalling;

	/**
	 * `store`: the copy outside the database (a test's in-memory one; by default the journal's, OPFS
	 * through a worker, where there is one); `taps`: the journalling whose record and count it shares.
	 */
	constructor(store?: BackupStore, taps: Journalling = journalling) {
		this.#taps = taps;
		this.supported = taps.supported;
		if (typeof localStorage === 'undefined') return;
		this.every = taps.every;
		this.keep = readInt(KEEP_KEY, KEEP_DEFAULT, KEEP_RANGE);
		this.#store = store ?? (taps.store ? new BackupStore(taps.store) : undefined);
	}

	get lastBackupAt(): number | undefined {
		return this.entries[0]?.at;
	}

	setEvery(n: number): void {
		if (!Number.isInteger(n) || n < EVERY_RANGE[0] || n > EVERY_RANGE[1]) return;
		this.every = n;
		this.#taps.every = n;
		localStorage.setItem(EVERY_KEY, String(n));
	}

	setKeep(n: number): void {
		if (!Number.isInteger(n) || n < KEEP_RANGE[0] || n > KEEP_RANGE[1]) return;
		this.keep = n;
		localStorage.setItem(KEEP_KEY, String(n));
	}

	/** Writes a full backup now (nothing when the database holds no session: never push a good one out with an empty one). */
	backupNow(inBackground = false): Promise<BackupEntry | undefined> {
		return this.backupFile(undefined, inBackground);
	}

	/**
	 * Writes `file` (the database's export when undefined) as a full backup, the newest K kept.
	 * In the background the database is read a slice at a time, and its text made and its actions
	 * counted a session at a time, each step in a pause of the person's tapping.
	 */
	backupFile(file: ExportFile | undefined, inBackground = false): Promise<BackupEntry | undefined> {
		const store = this.#store;
		if (!store) return Promise.resolve(undefined);
		const run = (async () => {
			const { exportSessions } = await import('$lib/db/transfer');
			// Each step in a pause of the person's: a burst of taps begun meanwhile holds it up (10 s at most).
			const between = inBackground ? () => whenPaused(undefined, 10_000) : undefined;
			// The sessions whose rows hold their count: the backup's note takes it instead of a fold.
			// A local, never shown: not reactive.
			// eslint-disable-next-line svelte/prefer-svelte-reactivity
			const counted = new Map<string, number>();
			const whole = file ?? (await exportSessions(undefined, { between, counted }));
			if (whole.sessions.length === 0) return undefined;
			const entry = await store.writeBackup(whole, this.keep, between, counted);
			this.#taps.backedUp();
			this.entries = await store.list();
			return entry;
		})();
		this.#taps.running(run);
		return run;
	}

	/** A backup before something that rewrites the database (an import); failures only warn. */
	async before(): Promise<void> {
		try {
			await this.backupNow();
		} catch (err) {
			notices.error(m.backup_failed({ detail: err instanceof Error ? err.message : String(err) }));
		}
	}

	async refresh(): Promise<void> {
		this.entries = (await this.#store?.list()) ?? [];
	}

	readBackup(name: string): Promise<string | undefined> {
		return this.#store?.readBackup(name) ?? Promise.resolve(undefined);
	}

	async removeBackup(name: string): Promise<void> {
		await this.#store?.removeBackup(name);
		await this.refresh();
	}

	async backupBytes(): Promise<number> {
		return this.entries.reduce((n, e) => n + e.size, 0) + ((await this.#store?.journalBytes()) ?? 0);
	}

	/**
	 * On opening: compares what the database holds with what was acknowledged. Sessions the
	 * person deleted leave the record here; sessions the browser lost are offered back.
	 */
	async check(): Promise<Shortfall[]> {
		try {
			await db.open();
		} catch (err) {
			await this.refresh().catch(() => undefined);
			const kind = openFailure(err);
			const restorable = kind === 'lost' && this.entries.length > 0;
			const text =
				kind === 'newer'
					? m.backup_open_newer()
					: kind === 'unavailable'
						? m.backup_open_unavailable()
						: restorable
							? m.backup_open_lost_restore()
							: m.backup_open_lost();
			notices.show(
				text,
				'error',
				restorable ? { label: m.backup_restore_action(), run: () => void this.#reopenAndRestore() } : undefined,
				0
			);
			return [];
		}
		const expected = mergeRecords(this.#taps.record, (await this.#store?.expected()) ?? {});
		const rows = await db.sessions.toArray();
		// Local to this check, never rendered: a plain Map.
		// eslint-disable-next-line svelte/prefer-svelte-reactivity
		const found = new Map<string, number | 'deleted'>();
		for (const row of rows) found.set(row.id, row.deletedAt ? 'deleted' : heldCount(row));
		for (const [id, f] of found) if (f === 'deleted' && id in expected) await this.forget(id);
		this.lost = shortfalls(expected, found);
		await this.refresh();
		if (this.lost.length > 0) {
			const count = this.lost.length;
			// The journals alone can rebuild a session begun after the newest backup.
			if (this.#store)
				notices.show(
					m.backup_lost_restore({ count }),
					'error',
					{ label: m.backup_restore_action(), run: () => void this.restore() },
					0
				);
			else notices.show(m.backup_lost_no_copy({ count }), 'error', undefined, 0);
			return this.lost;
		}
		await this.#warnQuota();
		if (location.pathname === '/' || location.pathname.endsWith('/index.html')) await this.#nudgeExport(rows);
		return this.lost;
	}

	/** Chromium's corrupt store: delete what cannot be opened, then restore into a fresh one. */
	async #reopenAndRestore(): Promise<void> {
		try {
			db.close();
			await db.delete();
			await db.open();
			await this.restore();
		} catch (err) {
			notices.error(m.backup_failed({ detail: err instanceof Error ? err.message : String(err) }));
		}
	}

	/** Usage ≥ 90 %: what takes the space, and an offer to drop all but the newest backup. */
	async #warnQuota(): Promise<void> {
		const est = await navigator.storage?.estimate?.().catch(() => undefined);
		if (!est?.quota || (est.usage ?? 0) / est.quota < 0.9) return;
		const percent = Math.round(((est.usage ?? 0) / est.quota) * 100);
		const bak = await this.backupBytes();
		const dbBytes = Math.max(0, (est.usage ?? 0) - bak);
		// The browser reports one figure for the database: the tables' share is what their JSON takes.
		const tableBytes = Math.min(
			dbBytes,
			(await db.lookupTables.toArray().catch(() => [])).reduce((n, t) => n + JSON.stringify(t.table).length, 0)
		);
		const old = this.entries.slice(1);
		notices.show(
			m.backup_quota_full({
				percent,
				sessions: this.sizeText(dbBytes - tableBytes),
				tables: this.sizeText(tableBytes),
				backups: this.sizeText(bak)
			}),
			'error',
			old.length ? { label: m.backup_quota_drop(), run: () => void this.dropOld() } : undefined,
			0
		);
	}

	/**
	 * The device is full and a write failed (`journal`: the copy beside the database; `database`:
	 * the action itself, whose transaction wrote nothing). Says so, what takes the space, and
	 * offers to drop all but the newest backup. `shown`: the notice that already says the first
	 * sentence (journalling.ts shows it at once, before this module loads), replaced here.
	 */
	async full(cause: 'journal' | 'database', shown?: number): Promise<void> {
		const lead = fullLead(cause);
		const id = shown ?? notices.show(lead, 'error', undefined, 0);
		await this.refresh().catch(() => undefined);
		const est = await navigator.storage?.estimate?.().catch(() => undefined);
		const journal = (await this.#store?.journalBytes().catch(() => 0)) ?? 0;
		const use = spaceUse(est, this.entries, journal);
		const old = this.entries.length > 1;
		const text = [
			lead,
			m.backup_full_uses({
				database: this.sizeText(use.database),
				backups: this.sizeText(use.backups),
				count: use.backupCount,
				journal: this.sizeText(use.journal)
			}),
			use.percent === undefined ? '' : m.backup_full_percent({ percent: use.percent }),
			old ? m.backup_full_drop_hint() : m.backup_full_no_drop()
		]
			.filter(Boolean)
			.join(getLocale() === 'ja' ? '' : ' ');
		notices.dismiss(id);
		notices.show(text, 'error', old ? { label: m.backup_quota_drop(), run: () => void this.dropOld() } : undefined, 0);
	}

	/** Deletes every backup but the newest. */
	async dropOld(): Promise<void> {
		const old = this.entries.slice(1);
		for (const e of old) await this.#store?.removeBackup(e.name);
		await this.refresh();
		this.#taps.warned = false;
		notices.clearErrors();
		notices.show(m.backup_dropped({ count: old.length }));
	}

	/**
	 * Not persistent and nothing exported for a week (counted from the oldest session when never
	 * exported): said once, with a one-tap export.
	 */
	async #nudgeExport(rows: readonly { createdAt: number; deletedAt?: number }[]): Promise<void> {
		if (localStorage.getItem(NUDGED_KEY)) return;
		const persisted = await navigator.storage?.persisted?.().catch(() => true);
		if (persisted !== false) return;
		const live = rows.filter((r) => !r.deletedAt);
		if (live.length === 0) return;
		const since = (await getMeta<number>('lastExportAt')) ?? Math.min(...live.map((r) => r.createdAt));
		if (Date.now() - since < WEEK_MS) return;
		localStorage.setItem(NUDGED_KEY, String(Date.now()));
		notices.show(
			m.backup_nudge_export(),
			'info',
			{
				label: m.backup_nudge_action(),
				run: () => void import('$lib/transfer/export').then((t) => t.downloadExport()).catch(() => undefined)
			},
			0
		);
	}

	async forget(sessionId: string): Promise<void> {
		delete this.#taps.record[sessionId];
		this.#taps.saveRecord();
		await this.#store?.forget(sessionId);
	}

	/**
	 * What a restore of `name` (the newest readable backup when omitted) would bring back: the
	 * backup merged with the journals, less the sessions this device already holds every event of;
	 * and the sessions whose log did not read.
	 */
	async #restorable(name?: string): Promise<RestoreFile | undefined> {
		const store = this.#store;
		if (!store) return undefined;
		const { file, unreadable } = await store.restoreFile(name);
		const { lacking } = await import('$lib/db/transfer');
		const missing = await lacking(file.sessions as IdentifiedFileSession[]);
		file.sessions = file.sessions.filter((s) => (missing.get(s.id) ?? 1) > 0);
		return { file, unreadable };
	}

	/** The sessions (by name) and actions a restore of `name` would bring back; asked before it runs. */
	async restorePlan(name?: string): Promise<BackupHolds | undefined> {
		const restorable = await this.#restorable(name);
		return restorable && backupHolds(restorable.file);
	}

	/**
	 * Restores from a backup (the newest when `name` is omitted) with the journals merged into it,
	 * through the import's whole-file validation: a session this device holds gets what it lacks
	 * merged in (nothing it holds is lost), any other comes back whole. This database first draws a
	 * new device id, so what it records next never reuses an identity the lost one had given.
	 * Writes nothing when the file does not pass.
	 */
	async restore(name?: string): Promise<boolean> {
		const restorable = await this.#restorable(name);
		if (!restorable) return false;
		const { file, unreadable } = restorable;
		if (unreadable.length > 0)
			notices.show(m.backup_restore_unreadable({ count: unreadable.length }), 'error', undefined, 0);
		if (file.sessions.length === 0) {
			if (unreadable.length === 0) notices.show(m.backup_restore_nothing());
			return false;
		}
		const [{ importText }, { renewDeviceId }] = await Promise.all([
			import('$lib/transfer/import'),
			import('$lib/db/transfer')
		]);
		await renewDeviceId();
		const result = await importText(JSON.stringify(file));
		if (!result.ok) {
			notices.error(result.message);
			return false;
		}
		this.lost = [];
		// Counted as the session list counts them (actions in effect), not raw events.
		const { actions } = backupHolds(file);
		notices.show(m.backup_restored({ sessions: result.outcome.sessionIds.length, actions }), 'info', undefined, 8000);
		// What the database holds now is the new baseline.
		for (const row of await db.sessions.toArray()) if (!row.deletedAt) this.#taps.record[row.id] = heldCount(row);
		this.#taps.saveRecord();
		return true;
	}

	sizeText(bytes: number): string {
		return formatBytes(bytes, getLocale());
	}
}

export const backups = new Backups();
