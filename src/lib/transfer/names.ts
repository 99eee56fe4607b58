/**
 * Sessions named in a sentence: 「卓A」、「卓B」、「卓C」ほか 2 件 — the import preview and the
 * backups list name what a file holds the same way.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';

/** At most three names, then 「ほか n 件」. */
export function sessionNames(names: readonly string[], locale: Locale): string {
	const o = { locale };
	const shown = names.slice(0, 3).map((n) => m.handoff_preview_name({ name: n }, o));
	if (names.length > 3)
		shown.push(m.handoff_preview_more({ count: new Intl.NumberFormat(locale).format(names.length - 3) }, o));
	return shown.join(m.handoff_preview_sep({}, o));
}

/** What a backup or a restore holds: 「卓A」（セッション 1 件、操作 43 件）, or 「セッションなし」. */
export function holdsSentence(h: { names: readonly string[]; actions: number }, locale: Locale): string {
	const o = { locale };
	if (h.names.length === 0) return m.backup_holds_none({}, o);
	const nf = new Intl.NumberFormat(locale);
	return m.backup_holds(
		{ names: sessionNames(h.names, locale), sessions: nf.format(h.names.length), actions: nf.format(h.actions) },
		o
	);
}
