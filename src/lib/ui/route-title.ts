import type { Locale } from '$lib/core/locale';
import { m } from '$lib/paraglide/messages.js';
import { systemInfo } from '$lib/systems/registry';

/**
 * The window title of a route, in one place (what a phone shows in its app switcher and
 * history). Null for routes that name themselves from their data: a session (its name) and
 * the table editor (the table's title) set theirs with <svelte:head>.
 */
export function routeTitle(routeId: string | null, params: Record<string, string>, locale: Locale): string | null {
	const app = m.app_name({}, { locale });
	const titled = (what: string) => m.ui_title({ page: what, app }, { locale });
	switch (routeId) {
		case '/':
			return titled(m.nav_sessions({}, { locale }));
		case '/settings':
			return titled(m.settings_title({}, { locale }));
		case '/tables':
			return titled(m.tables_title({}, { locale }));
		case '/tables/lookup':
			return titled(m.tables_lookup_title({}, { locale }));
		case '/reference':
			return titled(m.reference_title({}, { locale }));
		case '/handoff':
			return titled(m.handoff_title({}, { locale }));
		case '/reference/[system]': {
			const name = systemInfo(params.system ?? '')?.names[locale];
			return titled(name ? m.ui_reference_of({ system: name }, { locale }) : m.reference_title({}, { locale }));
		}
		case '/s/[id]':
		case '/s/[id]/log':
		case '/tables/edit':
			return null;
		default:
			return `${app} — ${m.app_tagline({}, { locale })}`;
	}
}
