/**
 * What is wrong with a typed number, in the user's language: one wording for every number field
 * (NumberField, NumberStepper, the reference tools), read by `core/numbers`.
 */
import type { Locale } from '$lib/core/locale';
import type { NumberEntry, NumberLimits } from '$lib/core/numbers';
import { getLocale } from '$lib/paraglide/runtime';
import { m } from '$lib/paraglide/messages.js';

const groupedFormats = new Map<Locale, Intl.NumberFormat>();

/** A number with the locale's grouping (999,999,999): for limits and messages, not for steppers. */
export function groupedNumber(n: number, locale: Locale = getLocale()): string {
	let f = groupedFormats.get(locale);
	if (!f) groupedFormats.set(locale, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 })));
	return f.format(n);
}

/** The message for a rejected entry ('' for an accepted one). */
export function numberProblemText(entry: NumberEntry, limits: NumberLimits = {}, locale: Locale = getLocale()): string {
	if (entry.ok) return '';
	const o = { locale };
	switch (entry.problem) {
		case 'empty':
			return m.ui_number_empty({}, o);
		case 'not_number':
			return limits.min !== undefined && limits.min !== null && limits.min >= 0
				? m.ui_number_not_number({}, o)
				: m.ui_number_not_number_signed({}, o);
		case 'not_whole':
			return m.ui_number_not_whole({}, o);
		case 'below_min':
			return entry.limit === 0
				? m.ui_number_below_zero({}, o)
				: m.ui_number_below_min({ min: groupedNumber(entry.limit ?? 0, locale) }, o);
		case 'above_max':
			return m.ui_number_above_max({ max: groupedNumber(entry.limit ?? 0, locale) }, o);
	}
}
