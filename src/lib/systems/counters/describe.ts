import { m } from '$lib/paraglide/messages.js';
import type { EventDraft, Refusal } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import type { CountersEvent } from './events';

export function describeCounters(draft: EventDraft, locale: Locale): string {
	const o = { locale };
	const e = draft as CountersEvent;
	switch (e.type) {
		case 'counters/counterAdded':
			return m.counters_added({ name: e.payload.name, initial: e.payload.initial }, o);
		case 'counters/counterEdited':
			return m.counters_edited({ name: e.payload.name }, o);
		case 'counters/counterAdjusted':
			return e.payload.by > 0
				? m.counters_adjusted_up({ name: e.payload.name, by: e.payload.by }, o)
				: m.counters_adjusted_down({ name: e.payload.name, by: -e.payload.by }, o);
		case 'counters/counterSet':
			return m.counters_set({ name: e.payload.name, value: e.payload.value }, o);
		case 'counters/counterReset':
			return m.counters_reset({ name: e.payload.name }, o);
		case 'counters/counterRemoved':
			return m.counters_removed({ name: e.payload.name }, o);
		default:
			return draft.type;
	}
}

export function explainCountersRefusal(r: Refusal, locale: Locale): string {
	const o = { locale };
	const p = r.params ?? {};
	switch (r.refusal) {
		case 'counters/below_min':
			return m.counters_refusal_below_min({ value: p.value ?? '', min: p.min ?? '' }, o);
		case 'counters/above_max':
			return m.counters_refusal_above_max({ value: p.value ?? '', max: p.max ?? '' }, o);
		case 'counters/at_min':
			return m.counters_refusal_at_min({ name: p.name ?? '' }, o);
		case 'counters/at_max':
			return m.counters_refusal_at_max({ name: p.name ?? '' }, o);
		case 'counters/duplicate_id':
			return m.counters_refusal_duplicate({}, o);
		case 'counters/too_many':
			return m.counters_refusal_too_many({ max: p.max ?? '' }, o);
		case 'counters/min_above_max':
			return m.counters_refusal_min_above_max({}, o);
		default:
			return m.counters_refusal_unknown({}, o);
	}
}
