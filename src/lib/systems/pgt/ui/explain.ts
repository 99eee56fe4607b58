import type { Refusal } from '$lib/core/events';
import { getLocale } from '$lib/paraglide/runtime';
import { pgtRefusals } from '../describe';

/** A refusal's text in the current language: a preview's refusal is shown beside its field. */
export function explain(r: Refusal): string {
	const text = (pgtRefusals as Record<string, ((p: object, l: ReturnType<typeof getLocale>) => string) | undefined>)[
		r.refusal
	];
	return text ? text(r.params ?? {}, getLocale()) : r.refusal;
}
