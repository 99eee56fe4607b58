import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { RefusalParams } from '$lib/core/events';
import type { SystemSpec } from '../types';
import type { GkEventSchemas } from './events';
import type { GkRefusal } from './reducer';
import type { TechniqueKind } from './engagement';
import type { ActionKind } from './state';

type Spec = SystemSpec<unknown, typeof GkEventSchemas, GkRefusal, never>;

const source = (s: 'app' | 'table', locale: Locale) =>
	s === 'app' ? m.gk_src_app({}, { locale }) : m.gk_src_table({}, { locale });

export const kindText = (k: TechniqueKind, locale: Locale): string =>
	({
		attack: m.gk_kind_attack,
		defend: m.gk_kind_defend,
		evade: m.gk_kind_evade,
		other: m.gk_kind_other
	})[k]({}, { locale });

export const actionText = (a: ActionKind, locale: Locale): string =>
	({
		engage: m.gk_action_engage,
		ability: m.gk_action_ability,
		specialAttack: m.gk_action_specialAttack,
		wait: m.gk_action_wait
	})[a]({}, { locale });

export const squareText = (q: readonly number[]) => `(${q[0]},${q[1]})`;

/** The seed's wording of precondition `n` (1–5). */
export function preconditionText(n: number, locale: Locale): string {
	const texts = [m.gk_pre_1, m.gk_pre_2, m.gk_pre_3, m.gk_pre_4, m.gk_pre_5];
	return texts[n - 1]?.({}, { locale }) ?? String(n);
}

const rollsText = (r: { crit?: number; evade?: number; guard?: number }) =>
	[r.crit, r.evade, r.guard].filter((x) => x !== undefined).join(' ');

/** One log sentence per event type (a missing type fails `npm run check`). */
export const gkDescribe: Spec['describe'] = {
	'gk/settingsChanged': (p, locale) =>
		m.gk_ev_settings(
			{
				what: Object.entries(p)
					.filter(([, v]) => v !== undefined)
					.map(([k, v]) => `${k} = ${String(v)}`)
					.join(', ')
			},
			{ locale }
		),
	'gk/mapSet': (p, locale) => m.gk_ev_map({ width: p.width, height: p.height, walls: p.walls.length }, { locale }),
	'gk/factionAdded': (p, locale) => m.gk_ev_faction({ name: p.name }, { locale }),
	'gk/factionRenamed': (p, locale) => m.gk_ev_faction_renamed({ from: p.from, name: p.name }, { locale }),
	'gk/factionRemoved': (p, locale) => m.gk_ev_faction_removed({ name: p.name }, { locale }),
	'gk/techniqueSaved': (p, locale) =>
		m.gk_ev_technique({ name: p.name, kind: kindText(p.kind, locale), formula: p.formula }, { locale }),
	'gk/characterAdded': (p, locale) => m.gk_ev_character({ name: p.name, hp: p.hp }, { locale }),
	'gk/characterEdited': (p, locale) => m.gk_ev_character_edited({ name: p.name, hp: p.hp }, { locale }),
	'gk/characterRemoved': (p, locale) => m.gk_ev_character_removed({ name: p.character.name }, { locale }),
	'gk/techniqueRemoved': (p, locale) => m.gk_ev_technique_removed({ name: p.name }, { locale }),
	'gk/actionResolved': (p, locale) => m.gk_ev_resolved({ name: p.character.name }, { locale }),
	'gk/characterFlagSet': (p, locale) =>
		m.gk_ev_flag(
			{
				name: p.character.name,
				flag: p.flag === 'withdrawn' ? m.gk_flag_withdrawn({}, { locale }) : m.gk_flag_incapacitated({}, { locale }),
				on: p.on ? m.gk_on({}, { locale }) : m.gk_off({}, { locale })
			},
			{ locale }
		),
	'gk/engagementRoundRecorded': (p, locale) => {
		const d100s = [rollsText(p.rolls.a), rollsText(p.rolls.b)].filter(Boolean).join(' / ');
		return m.gk_ev_round(
			{
				a: p.a.name,
				b: p.b.name,
				da: p.rolls.a.die,
				db: p.rolls.b.die,
				rolls: d100s ? `, d100 ${d100s}` : '',
				source: source(p.source, locale)
			},
			{ locale }
		);
	},
	'gk/survivalChecked': (p, locale) =>
		m.gk_ev_survival({ name: p.character.name, roll: p.roll, source: source(p.source, locale) }, { locale }),
	'gk/specialAttackRecorded': (p, locale) =>
		m.gk_ev_special(
			{ attacker: p.attacker.name, target: p.target.name, roll: p.roll, source: source(p.source, locale) },
			{ locale }
		),
	'gk/abilityUsed': (p, locale) =>
		m.gk_ev_ability(
			{
				name: p.character.name,
				activation: p.activation,
				success: p.success === undefined ? '' : m.gk_ev_ability_success({ roll: p.success }, { locale }),
				source: source(p.source, locale)
			},
			{ locale }
		),
	'gk/counterChecked': (p, locale) =>
		m.gk_ev_counter_check({ name: p.character.name, roll: p.roll, source: source(p.source, locale) }, { locale }),
	'gk/counterWaitEnded': (p, locale) => m.gk_ev_counter_end({ name: p.character.name }, { locale }),
	'gk/phaseStarted': (p, locale) => m.gk_ev_phase({ phase: p.phase }, { locale }),
	'gk/actionTaken': (p, locale) =>
		m.gk_ev_action(
			{
				name: p.character.name,
				path: p.path.length ? p.path.map(squareText).join('→') : m.gk_no_move({}, { locale }),
				action: actionText(p.action, locale),
				target: p.target ? m.gk_sum_target({ name: p.target.name }, { locale }) : ''
			},
			{ locale }
		)
};

const simple = (f: (i: object, o: { locale: Locale }) => string) => (_p: RefusalParams, locale: Locale) =>
	f({}, { locale });

/** The text of every refusal code (a missing code fails `npm run check`). */
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
	'gk/cannot_fight': simple(m.gk_ref_cannot_fight),
	'gk/engagement_in_progress': simple(m.gk_ref_engagement_in_progress),
	'gk/bad_rolls': simple(m.gk_ref_bad_rolls),
	'gk/not_dying': simple(m.gk_ref_not_dying),
	'gk/bad_square': simple(m.gk_ref_bad_square),
	'gk/no_ability': simple(m.gk_ref_no_ability),
	'gk/ability_resting': simple(m.gk_ref_ability_resting),
	'gk/not_waiting': simple(m.gk_ref_not_waiting),
	'gk/no_phase': simple(m.gk_ref_no_phase),
	'gk/bad_phase': simple(m.gk_ref_bad_phase),
	'gk/precondition': (p, locale) =>
		m.gk_ref_precondition({ n: p.n ?? '?', text: preconditionText(Number(p.n), locale) }, { locale }),
	'gk/too_few_factions': simple(m.gk_ref_too_few_factions),
	'gk/in_engagement': (p, locale) => m.gk_ref_in_engagement({ name: p.name ?? '' }, { locale }),
	'gk/in_phase': (p, locale) => m.gk_ref_in_phase({ name: p.name ?? '' }, { locale }),
	'gk/technique_in_use': (p, locale) =>
		m.gk_ref_technique_in_use({ name: p.name ?? '', technique: p.technique ?? '' }, { locale }),
	'gk/bad_target': simple(m.gk_ref_bad_target),
	'gk/nothing_to_resolve': simple(m.gk_ref_nothing_to_resolve),
	'gk/not_next': (p, locale) => m.gk_ref_not_next({ name: p.name ?? '' }, { locale }),
	'gk/not_resolved_yet': simple(m.gk_ref_not_resolved_yet),
	'gk/engagement_unfinished': simple(m.gk_ref_engagement_unfinished),
	'gk/survival_pending': simple(m.gk_ref_survival_pending)
};
