import type { ClientInit } from '@sveltejs/kit';
import { setBeforeUpgrade } from '$lib/db/upgrade-hook';
import { getLocale, overwriteGetLocale } from '$lib/paraglide/runtime';

/**
 * Runs once when the app starts in the browser, before any page opens the database. The one
 * place that wires a layer to one above it: the database runs the backup layer's full backup
 * before an open that upgrades the stored schema (issue 14), without db/ importing backup/.
 * The backup module loads only when such an upgrade is due.
 */
export const init: ClientInit = () => {
	// The language is chosen once per page: the settings page's change saves it and reloads. Paraglide
	// otherwise resolves it again on every message (the address, then localStorage; 134 times as a
	// Locke session opens). Resolved once here; another tab's change shows after a reload.
	const locale = getLocale();
	overwriteGetLocale(() => locale);
	setBeforeUpgrade((name) => import('$lib/backup/before-upgrade').then((b) => b.backupBeforeUpgrade(name)));
};
