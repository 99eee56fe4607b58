import type { ClientInit } from '@sveltejs/kit';
import { setBeforeUpgrade } from '$lib/db/upgrade-hook';

/**
 * Runs once when the app starts in the browser, before any page opens the database. The one
 * place that wires a layer to one above it: the database runs the backup layer's full backup
 * before an open that upgrades the stored schema (issue 14), without db/ importing backup/.
 * The backup module loads only when such an upgrade is due.
 */
export const init: ClientInit = () => {
	setBeforeUpgrade((name) => import('$lib/backup/before-upgrade').then((b) => b.backupBeforeUpgrade(name)));
};
