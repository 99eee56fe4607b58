/**
 * Sessions named in a sentence: 「卓A」、「卓B」、「卓C」ほか 2 件 — the import preview and the
 * backups list name what a file holds the same way, and count it the same way (1 session,
 * 2 sessions: the count's word follows the language's plural rule).
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

const COUNTS = {
	sessions: [m.count_sessions_one, m.count_sessions_other],
	actions: [m.count_actions_one, m.count_actions_other],
	tables: [m.count_tables_one, m.count_tables_other],
	entries: [m.count_entries_one, m.count_entries_other]
} as const;

/** 「セッション 3 件」 / "3 sessions", "1 session". */
export function countOf(what: keyof typeof COUNTS, n: number, locale: Locale): string {
	const [one, other] = COUNTS[what];
	const word = new Intl.PluralRules(locale).select(n) === 'one' ? one : other;
	return word({ n: new Intl.NumberFormat(locale).format(n) }, { locale });
}

/** What a backup or a restore holds: 「卓A」（セッション 1 件、操作 43 件）, or 「セッションなし」. */
export function holdsSentence(h: { names: readonly string[]; actions: number }, locale: Locale): string {
	if (h.names.length === 0) return m.backup_holds_none({}, { locale });
	return m.backup_holds(
		{
			names: sessionNames(h.names, locale),
			sessions: countOf('sessions', h.names.length, locale),
			actions: countOf('actions', h.actions, locale)
		},
		{ locale }
	);
}
