/**
 * The reference tools' words: rule refusals as messages in the current language (their number
 * fields are the platform's `NumberField`, read by `core/numbers`). rules.ts throws a RangeError
 * ("meleeRatios: a.firepower must be …") for bad input; that text is for developers, so it is
 * never shown — only the translated message.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import { formatPercent } from '$lib/ui/dice/format';

/**
 * A message for an error thrown by a rules function. A RangeError names the argument
 * ("fn: arg …"); `fields` maps argument names (e.g. `currentEndurance`, `a.firepower`,
 * `helpers[0].level`) to the field labels shown — `helpers[0]` also matches `helpers[]`.
 * The exception text itself is never returned.
 */
export function ruleErrorText(e: unknown, fields: Record<string, string> = {}): string {
	if (e instanceof RangeError) {
		const match = /^\w+: ([\w.[\]]+)/.exec(e.message);
		const arg = match?.[1];
		if (arg !== undefined) {
			const field = fields[arg] ?? fields[arg.replace(/\[\d+\]/g, '[]')];
			if (field !== undefined) return m.lockeref_err_rule_field({ field });
		}
	}
	return m.lockeref_err_rule();
}

/** "15/36" and "41.7%" for an exact chance of `ways` in `of`. */
export function chanceParts(ways: number, of: number, locale: Locale): { fraction: string; percent: string } {
	return { fraction: m.lockeref_chance_fraction({ ways, of }), percent: formatPercent(ways / of, locale) };
}
