/** The text of every GK refusal code, in the user's language (a missing code fails `npm run check`). */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { RefusalParams } from '$lib/core/events';
import type { SystemSpec } from '../types';
import type { GkEventSchemas } from './events';
import type { GkRefusal } from './refusals';

type Spec = SystemSpec<unknown, typeof GkEventSchemas, GkRefusal, never>;

/** The seed's wording of precondition `n` (1–5). */
export function preconditionText(n: number, locale: Locale): string {
	const texts = [m.gk_pre_1, m.gk_pre_2, m.gk_pre_3, m.gk_pre_4, m.gk_pre_5];
	return texts[n - 1]?.({}, { locale }) ?? String(n);
}

/** Why a character cannot act or be engaged (`condition.ts`), in words; '' for none. */
export function unableText(why: string | number | undefined, locale: Locale): string {
	const f = {
		dead: m.gk_status_dead,
		dying: m.gk_status_dying,
		withdrawn: m.gk_status_withdrawn,
		incapacitated: m.gk_flag_incapacitated
	}[String(why ?? '')];
	return f ? f({}, { locale }) : '';
}

const simple = (f: (i: object, o: { locale: Locale }) => string) => (_p: RefusalParams, locale: Locale) =>
	f({}, { locale });

const named = (f: (i: { name: string }, o: { locale: Locale }) => string) => (p: RefusalParams, locale: Locale) =>
	f({ name: String(p.name ?? '') }, { locale });

export const gkRefusals: Spec['refusals'] = {
	'gk/duplicate_id': simple(m.gk_ref_duplicate_id),
	'gk/unknown_faction': simple(m.gk_ref_unknown_faction),
	'gk/faction_in_use': (p, locale) =>
		m.gk_ref_faction_in_use({ name: p.name ?? '', character: p.character ?? '' }, { locale }),
	'gk/faction_in_phase': (p, locale) => m.gk_ref_faction_in_phase({ name: p.name ?? '' }, { locale }),
	'gk/unknown_technique': simple(m.gk_ref_unknown_technique),
	'gk/unknown_character': simple(m.gk_ref_unknown_character),
	'gk/bad_formula': (p, locale) =>
		m.gk_ref_bad_formula(
			{
				formula: p.formula ?? '',
				who: p.character
					? m.gk_ref_bad_formula_who({ character: p.character, technique: p.technique ?? 'HP' }, { locale })
					: ''
			},
			{ locale }
		),
	'gk/bad_stat': (p, locale) => m.gk_ref_bad_stat({ stat: p.stat ?? '' }, { locale }),
	'gk/empty_face': (p, locale) => m.gk_ref_empty_face({ face: p.face ?? '' }, { locale }),
	'gk/self_engagement': simple(m.gk_ref_self_engagement),
	'gk/different_square': simple(m.gk_ref_different_square),
	'gk/cannot_fight': (p, locale) =>
		p.name
			? m.gk_ref_cannot_fight_who({ name: String(p.name), why: unableText(p.why, locale) }, { locale })
			: m.gk_ref_cannot_fight({}, { locale }),
	'gk/engagement_in_progress': simple(m.gk_ref_engagement_in_progress),
	'gk/engagement_over': simple(m.gk_ref_engagement_over),
	'gk/round_limit': (p, locale) => m.gk_ref_round_limit({ limit: p.limit ?? 25 }, { locale }),
	'gk/round_in_progress': simple(m.gk_ref_round_in_progress),
	'gk/not_expected_roll': simple(m.gk_ref_not_expected_roll),
	'gk/nothing_to_correct': simple(m.gk_ref_nothing_to_correct),
	'gk/bad_rolls': simple(m.gk_ref_bad_rolls),
	'gk/outcome_mismatch': simple(m.gk_ref_outcome_mismatch),
	'gk/not_dying': simple(m.gk_ref_not_dying),
	'gk/bad_square': simple(m.gk_ref_bad_square),
	'gk/no_ability': simple(m.gk_ref_no_ability),
	'gk/ability_resting': simple(m.gk_ref_ability_resting),
	'gk/no_target': named(m.gk_ref_no_target),
	'gk/unpayable': named(m.gk_ref_unpayable),
	'gk/not_waiting': simple(m.gk_ref_not_waiting),
	'gk/not_field': simple(m.gk_ref_not_field),
	'gk/no_status': (p, locale) => m.gk_ref_no_status({ name: p.name ?? '', status: p.status ?? '' }, { locale }),
	'gk/no_phase': simple(m.gk_ref_no_phase),
	'gk/bad_phase': simple(m.gk_ref_bad_phase),
	'gk/precondition': (p, locale) => {
		const why = unableText(p.why, locale);
		return (
			m.gk_ref_precondition({ n: p.n ?? '?', text: preconditionText(Number(p.n), locale) }, { locale }) +
			(Number(p.n) === 4 && why ? `(${why})` : '')
		);
	},
	'gk/too_few_factions': simple(m.gk_ref_too_few_factions),
	'gk/in_engagement': named(m.gk_ref_in_engagement),
	'gk/in_phase': named(m.gk_ref_in_phase),
	'gk/technique_in_use': (p, locale) =>
		m.gk_ref_technique_in_use({ name: p.name ?? '', technique: p.technique ?? '' }, { locale }),
	'gk/bad_target': simple(m.gk_ref_bad_target),
	'gk/target_needed': simple(m.gk_ref_target_needed),
	'gk/movement_unset': simple(m.gk_ref_movement_unset),
	'gk/resolve_first': named(m.gk_ref_resolve_first),
	'gk/nothing_to_resolve': simple(m.gk_ref_nothing_to_resolve),
	'gk/not_next': named(m.gk_ref_not_next),
	'gk/not_resolved_yet': simple(m.gk_ref_not_resolved_yet),
	'gk/engagement_unfinished': simple(m.gk_ref_engagement_unfinished),
	'gk/survival_pending': simple(m.gk_ref_survival_pending)
};
