/**
 * Reading the reference tools' number fields, and turning rule refusals into messages in the
 * current language. rules.ts throws a RangeError ("meleeRatios: a.firepower must be …") for bad
 * input; that text is for developers, so it is never shown — only the translated message.
 */
import { m } from '$lib/paraglide/messages.js';

export type Read = { ok: true; value: number } | { ok: false; error: string | null };

export interface IntSpec {
	/** The field's name, as shown in its label (used in the message). */
	field: string;
	min?: number;
	max?: number;
	/** Value of an empty field. Without it, an empty field has no value yet (and no error). */
	empty?: number;
}

/** Full-width digits and minus signs → ASCII, then a whole number or null. */
export function wholeNumber(text: string): number | null {
	const s = text
		.trim()
		.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
		.replace(/^[−－‐–ー]/, '-')
		.replace(/^＋/, '+');
	return /^[+-]?\d{1,9}$/.test(s) ? Number(s) : null;
}

/**
 * A whole number within [min, max]. Empty text is "not yet" (`error: null`, nothing to show)
 * unless `empty` gives a default; anything else that is not such a number is an error message.
 */
export function readInt(text: string, spec: IntSpec): Read {
	if (text.trim() === '')
		return spec.empty !== undefined ? { ok: true, value: spec.empty } : { ok: false, error: null };
	const n = wholeNumber(text);
	if (n === null) return { ok: false, error: m.lockeref_err_not_integer({ field: spec.field }) };
	if (spec.min !== undefined && n < spec.min)
		return { ok: false, error: m.lockeref_err_min({ field: spec.field, min: spec.min }) };
	if (spec.max !== undefined && n > spec.max)
		return { ok: false, error: m.lockeref_err_max({ field: spec.field, max: spec.max }) };
	return { ok: true, value: n };
}

/** The message of a failed read, or '' (nothing to show). */
export function errorOf(r: Read): string {
	return r.ok ? '' : (r.error ?? '');
}

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
export function chanceParts(ways: number, of: number, locale: string): { fraction: string; percent: string } {
	const p = ways / of;
	const fmt = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
	let percent = fmt.format(p);
	if (p > 0 && p < 0.0005) percent = `<${fmt.format(0.001)}`;
	if (p < 1 && p > 0.9995) percent = `>${fmt.format(0.999)}`;
	return { fraction: m.lockeref_chance_fraction({ ways, of }), percent };
}
