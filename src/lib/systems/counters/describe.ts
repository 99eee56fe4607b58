import { m } from '$lib/paraglide/messages.js';
import type { SystemSpec } from '../types';
import type { countersEvents } from './events';
import type { CountersRefusal } from './reducer';

type Spec = SystemSpec<unknown, typeof countersEvents, CountersRefusal, never>;

/** One log sentence per event type (a missing type fails `npm run check`). */
export const countersDescribe: Spec['describe'] = {
	'counters/counterAdded': (p, locale) => m.counters_added({ name: p.name, initial: p.initial }, { locale }),
	'counters/counterEdited': (p, locale) => m.counters_edited({ name: p.name }, { locale }),
	'counters/counterAdjusted': (p, locale) => {
		if (p.to === undefined)
			return p.by > 0
				? m.counters_adjusted_up({ name: p.name, by: p.by }, { locale })
				: m.counters_adjusted_down({ name: p.name, by: -p.by }, { locale });
		// A run of taps reads as its sum, which may be 0 (+1 then −1).
		if (p.by === 0) return m.counters_adjusted_none_to({ name: p.name, to: p.to }, { locale });
		return p.by > 0
			? m.counters_adjusted_up_to({ name: p.name, by: p.by, to: p.to }, { locale })
			: m.counters_adjusted_down_to({ name: p.name, by: -p.by, to: p.to }, { locale });
	},
	'counters/counterSet': (p, locale) => m.counters_set({ name: p.name, value: p.value }, { locale }),
	'counters/counterReset': (p, locale) => m.counters_reset({ name: p.name }, { locale }),
	'counters/counterRemoved': (p, locale) => m.counters_removed({ name: p.name }, { locale })
};

/** Quick taps on one counter read as one line (「ライフ −7 → 13」) and undo as one step. */
export const countersCoalesce: Spec['coalesce'] = {
	'counters/counterAdjusted': {
		key: (p) => p.id,
		merge: (first, next) => ({ ...next, by: first.by + next.by })
	}
};

/** The text of every refusal code (a missing code fails `npm run check`). */
export const countersRefusals: Spec['refusals'] = {
	'counters/below_min': (p, locale) =>
		m.counters_refusal_below_min({ value: p.value ?? '', min: p.min ?? '' }, { locale }),
	'counters/above_max': (p, locale) =>
		m.counters_refusal_above_max({ value: p.value ?? '', max: p.max ?? '' }, { locale }),
	'counters/at_min': (p, locale) => m.counters_refusal_at_min({ name: p.name ?? '' }, { locale }),
	'counters/at_max': (p, locale) => m.counters_refusal_at_max({ name: p.name ?? '' }, { locale }),
	'counters/duplicate_id': (_p, locale) => m.counters_refusal_duplicate({}, { locale }),
	'counters/too_many': (p, locale) => m.counters_refusal_too_many({ max: p.max ?? '' }, { locale }),
	'counters/min_above_max': (_p, locale) => m.counters_refusal_min_above_max({}, { locale }),
	'counters/unknown_counter': (_p, locale) => m.counters_refusal_unknown({}, { locale }),
	'counters/total_mismatch': (p, locale) =>
		m.counters_refusal_total_mismatch({ to: p.to ?? '', value: p.value ?? '' }, { locale })
};
