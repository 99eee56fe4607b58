import type { Locale } from '$lib/core/locale';

const whenFormats = new Map<Locale, Intl.DateTimeFormat>();

/** One formatter per locale: building one costs far more than formatting a date with it. */
export function formatWhen(ms: number, locale: Locale): string {
	let f = whenFormats.get(locale);
	if (!f) whenFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
	return f.format(ms);
}

export function formatBytes(n: number, locale: Locale): string {
	const units = ['B', 'KB', 'MB', 'GB', 'TB'];
	let i = 0;
	let v = n;
	while (v >= 1024 && i < units.length - 1) {
		v /= 1024;
		i++;
	}
	return `${new Intl.NumberFormat(locale, { maximumFractionDigits: i === 0 ? 0 : 1 }).format(v)} ${units[i]}`;
}
