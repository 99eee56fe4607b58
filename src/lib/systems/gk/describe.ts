/**
 * One log sentence per GK event, naming what happened — the technique a die picked, a check's
 * result, each attack's result and damage, HP or 体力 after, who lives — from the outcome the
 * event carries (events recorded before outcomes existed name what was typed), and the text of
 * every refusal code.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { Choice } from '$lib/core/readings';
import { GK_CHOICE_POINTS } from './data/open-points';
import { choicesOf } from './readings';
import type { SystemSpec } from '../types';
import type { AbilityOutcome, GkEventSchemas, RoundOutcome } from './events';
import type { GkRefusal } from './refusals';
import type { TechniqueKind } from './engagement';
import type { ActionKind } from './state';
export { gkRefusals, preconditionText, unableText } from './describe-refusals';

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

const rollsText = (r: { crit?: number; evade?: number; guard?: number; block?: number }) =>
	[r.crit, r.evade, r.guard, r.block].filter((x) => x !== undefined).join(' ');

export const resultWord = (r: RoundOutcome['hits'][number]['result'], locale: Locale) =>
	({ hit: m.gk_res_hit, critical: m.gk_res_critical, evaded: m.gk_res_evaded, guarded: m.gk_res_guarded })[r](
		{},
		{ locale }
	);

const successWord = (ok: boolean, locale: Locale) => (ok ? m.gk_success({}, { locale }) : m.gk_failure({}, { locale }));

/** How a round came out, in one line: each attack, HP after, and the end. */
export function roundOutcomeText(o: RoundOutcome, names: { a: string; b: string }, locale: Locale): string {
	const other = (s: 'a' | 'b') => (s === 'a' ? 'b' : 'a');
	const hits = o.hits.map((h) =>
		m.gk_ev_hit(
			{
				by: names[h.by],
				to: names[other(h.by)],
				result: resultWord(h.result, locale),
				damage: h.damage,
				status: h.status
					? h.status.blocked
						? m.gk_ev_status_blocked({ name: h.status.name }, { locale })
						: m.gk_ev_status_given({ name: h.status.name }, { locale })
					: ''
			},
			{ locale }
		)
	);
	const end =
		o.over === null
			? ''
			: o.over === 'draw'
				? m.gk_ev_end_draw({}, { locale })
				: m.gk_ev_end_winner({ name: names[o.over] }, { locale });
	return m.gk_ev_round_outcome(
		{
			hits: hits.length ? hits.join(m.gk_abl_sep({}, { locale })) : m.gk_ev_no_hits({}, { locale }),
			a: names.a,
			b: names.b,
			ha: o.hp.a,
			hb: o.hp.b,
			end
		},
		{ locale }
	);
}

/** An ability use's outcome: each effect, the costs paid, the rest, waiting or field. */
function abilityOutcomeText(o: AbilityOutcome, names: ReadonlyMap<string, string>, locale: Locale): string {
	const parts: string[] = [];
	o.effects.forEach((e, i) => {
		const n = o.effects.length > 1 ? m.gk_ev_effect_n({ n: i + 1 }, { locale }) : '';
		const changes = e.changes.map((c) => `${names.get(c.target) ?? c.target} ${c.stat} → ${c.after}`).join(' ');
		if (e.appeared) parts.push(n + m.gk_ev_effect_appeared({ changes }, { locale }));
		else if (e.why === 'dry') parts.push(n + m.gk_ev_effect_dry({}, { locale }));
		else if (e.why === 'unpaid') parts.push(n + m.gk_abl_unpaid({}, { locale }));
		else if (e.activated && (e.succeeded || !o.waiting)) parts.push(n + m.gk_abl_no_effect({}, { locale }));
		else if (e.activated) parts.push(m.gk_ev_activated({}, { locale }));
		// A later effect of a counter or field shares the first's checks: nothing of its own to say.
		else if (i === 0) parts.push(m.gk_ev_not_activated({}, { locale }));
	});
	if (o.costs.length)
		parts.push(m.gk_abl_costs({ costs: o.costs.map((k) => `${k.stat} −${k.paid}`).join(', ') }, { locale }));
	if (o.rest > 0) parts.push(m.gk_rest_phases({ n: o.rest }, { locale }));
	if (o.waiting) parts.push(m.gk_waiting({}, { locale }));
	if (o.field) parts.push(m.gk_field_set({}, { locale }));
	return parts.join(m.gk_abl_sep({}, { locale }));
}

/** Names by id from an event's character refs. */
const namesOf = (...refs: ({ id: string; name: string } | undefined)[]) =>
	new Map(refs.filter((r) => r !== undefined).map((r) => [r!.id, r!.name]));

const resolvedWord = (p: { outcome?: { kind: 'cancelled' | ActionKind } }, locale: Locale) =>
	p.outcome
		? `: ${p.outcome.kind === 'cancelled' ? m.gk_res_cancelled({}, { locale }) : actionText(p.outcome.kind, locale)}`
		: '';

/** The formulas an event set, each named. */
const formulasText = (p: { hpFormula?: string; movementFormula?: string }, locale: Locale) => [
	...(p.hpFormula !== undefined ? [`${m.gk_formula_hp({}, { locale })} = ${p.hpFormula}`] : []),
	...(p.movementFormula !== undefined ? [`${m.gk_movement_formula({}, { locale })} = ${p.movementFormula}`] : [])
];

/** An old log's reading of an open point, as the panel names it: the point, the reading (the amount). */
function readingText(id: string, c: Choice, locale: Locale): string {
	const point = GK_CHOICE_POINTS.find((q) => q.id === id);
	const label = point?.readings.find((r) => r.id === c.reading)?.label[locale] ?? c.reading;
	return `${point?.title[locale] ?? id}: ${c.amount === undefined ? label : `${label} (${c.amount})`}`;
}

/** One log sentence per event type (a missing type fails `npm run check`). */
export const gkDescribe: Spec['describe'] = {
	'gk/settingsChanged': (p, locale) => {
		const { hpFormula, movementFormula, ...readings } = p;
		const what = [
			...formulasText({ hpFormula, movementFormula }, locale),
			...Object.entries(choicesOf(readings)).map(([id, c]) => readingText(id, c, locale))
		];
		return m.gk_ev_settings({ what: what.join(', ') }, { locale });
	},
	'gk/oldReadingsSetAside': (p, locale) =>
		m.gk_ev_old_readings_set_aside(
			{ points: p.points.map((id) => GK_CHOICE_POINTS.find((q) => q.id === id)?.title[locale] ?? id).join(', ') },
			{ locale }
		),
	'gk/formulasChanged': (p, locale) => m.gk_ev_formulas({ what: formulasText(p, locale).join(', ') }, { locale }),
	'gk/mapSet': (p, locale) => m.gk_ev_map({ width: p.width, height: p.height, walls: p.walls.length }, { locale }),
	'gk/factionAdded': (p, locale) => m.gk_ev_faction({ name: p.name }, { locale }),
	'gk/factionRenamed': (p, locale) => m.gk_ev_faction_renamed({ from: p.from, name: p.name }, { locale }),
	'gk/factionRemoved': (p, locale) => m.gk_ev_faction_removed({ name: p.name }, { locale }),
	'gk/sampleTechniquesCopied': (p, locale) =>
		m.gk_ev_samples_copied(
			{ n: p.techniques.length, names: p.techniques.map((t) => t.name).join(locale === 'ja' ? '、' : ', ') },
			{ locale }
		),
	'gk/techniqueSaved': (p, locale) =>
		m.gk_ev_technique({ name: p.name, kind: kindText(p.kind, locale), formula: p.formula }, { locale }),
	'gk/characterAdded': (p, locale) => m.gk_ev_character({ name: p.name, hp: p.hp }, { locale }),
	'gk/characterEdited': (p, locale) => m.gk_ev_character_edited({ name: p.name, hp: p.hp }, { locale }),
	'gk/characterRemoved': (p, locale) => m.gk_ev_character_removed({ name: p.character.name }, { locale }),
	'gk/techniqueRemoved': (p, locale) => m.gk_ev_technique_removed({ name: p.name }, { locale }),
	'gk/actionResolved': (p, locale) =>
		m.gk_ev_resolved({ name: p.character.name, what: resolvedWord(p, locale) }, { locale }),
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
		const typed = m.gk_ev_round(
			{
				a: p.a.name,
				b: p.b.name,
				round: p.outcome ? `R${p.outcome.round} ` : '',
				da: p.rolls.a.die,
				db: p.rolls.b.die,
				rolls: d100s ? `, d100 ${d100s}` : '',
				source: source(p.source, locale)
			},
			{ locale }
		);
		return p.outcome ? `${typed} ${roundOutcomeText(p.outcome, { a: p.a.name, b: p.b.name }, locale)}` : typed;
	},
	'gk/engagementRollEntered': (p, locale) => {
		const who = p.side === 'a' ? p.a.name : p.b.name;
		const o = p.outcome;
		const what =
			p.key === 'die'
				? m.gk_ev_die({ round: p.round, name: who, roll: p.roll, face: o?.face ?? '' }, { locale })
				: m.gk_ev_d100(
						{
							round: p.round,
							name: who,
							check: checkName(p.key, locale),
							roll: p.roll,
							result: o?.check ? ` / ${o.check.chance}% ${successWord(o.check.success, locale)}` : ''
						},
						{ locale }
					);
		const round = o?.round ? ` ${roundOutcomeText(o.round, { a: p.a.name, b: p.b.name }, locale)}` : '';
		return `${what}${source(p.source ?? 'table', locale)}${round}`;
	},
	'gk/engagementRollCorrected': (p, locale) => {
		const o = p.outcome;
		const result = o?.check
			? ` / ${o.check.chance}% ${successWord(o.check.success, locale)}`
			: o?.face
				? `「${o.face}」`
				: '';
		const round = o?.round ? ` ${roundOutcomeText(o.round, { a: p.a.name, b: p.b.name }, locale)}` : '';
		return m.gk_ev_corrected({ round: p.round, n: p.index + 1, roll: p.roll, result }, { locale }) + round;
	},
	'gk/survivalChecked': (p, locale) =>
		m.gk_ev_survival(
			{
				name: p.character.name,
				roll: p.roll,
				result: p.outcome
					? ` / ${p.outcome.chance}% → ${p.outcome.lives ? m.gk_rep_lives({}, { locale }) : m.gk_rep_dies({}, { locale })}`
					: '',
				source: source(p.source, locale)
			},
			{ locale }
		),
	'gk/specialAttackRecorded': (p, locale) => {
		const o = p.outcome;
		const result = o
			? ` / ${o.chance}% ` +
				(o.hit
					? m.gk_ev_special_hit(
							{
								damage: o.damage,
								before: o.vit.before,
								after: o.vit.after,
								dying: o.dying ? m.gk_ev_now_dying({}, { locale }) : ''
							},
							{ locale }
						)
					: m.gk_miss({}, { locale }))
			: '';
		return m.gk_ev_special(
			{ attacker: p.attacker.name, target: p.target.name, roll: p.roll, result, source: source(p.source, locale) },
			{ locale }
		);
	},
	'gk/abilityUsed': (p, locale) =>
		m.gk_ev_ability(
			{
				name: p.character.name,
				activation: p.activation,
				success: p.success === undefined ? '' : m.gk_ev_ability_success({ roll: p.success }, { locale }),
				source: source(p.source, locale)
			},
			{ locale }
		) +
		(p.outcome
			? ` → ${abilityOutcomeText(
					p.outcome,
					namesOf(p.character, p.target, ...(p.targets ?? []), ...(p.more ?? []).flatMap((x) => x.targets)),
					locale
				)}`
			: ''),
	'gk/counterChecked': (p, locale) =>
		m.gk_ev_counter_check({ name: p.character.name, roll: p.roll, source: source(p.source, locale) }, { locale }) +
		(p.outcome
			? ` → ${abilityOutcomeText({ ...p.outcome, costs: [], rest: 0 }, namesOf(p.character, p.target, ...(p.targets ?? [])), locale)}`
			: ''),
	'gk/fieldChecked': (p, locale) =>
		m.gk_ev_field_check(
			{
				name: p.character.name,
				trigger: p.trigger === 'phaseStart' ? m.gk_trigger_phase({}, { locale }) : m.gk_trigger_entered({}, { locale }),
				roll: p.roll,
				source: source(p.source, locale)
			},
			{ locale }
		) +
		(p.outcome
			? ` → ${abilityOutcomeText({ ...p.outcome, costs: [], rest: 0 }, namesOf(p.character, p.target, ...(p.targets ?? [])), locale)}`
			: ''),
	'gk/counterWaitEnded': (p, locale) => m.gk_ev_counter_end({ name: p.character.name }, { locale }),
	'gk/fieldRemoved': (p, locale) => m.gk_ev_field_removed({ name: p.character.name }, { locale }),
	'gk/statusCleared': (p, locale) => m.gk_ev_status_cleared({ name: p.character.name, status: p.status }, { locale }),
	'gk/phaseStarted': (p, locale) => m.gk_ev_phase({ phase: p.phase }, { locale }),
	'gk/actionTaken': (p, locale) => {
		const o = p.outcome;
		const move = o
			? o.cancelled
				? m.gk_sum_cancelled({}, { locale })
				: m.gk_sum_move({ from: '', to: squareText(o.end), cost: o.cost }, { locale }) +
					(o.stoppedByZoc ? ` ${m.gk_sum_zoc({}, { locale })}` : '')
			: '';
		return (
			m.gk_ev_action(
				{
					name: p.character.name,
					path: p.path.length ? p.path.map(squareText).join('→') : m.gk_no_move({}, { locale }),
					action: actionText(o?.action ?? p.action, locale),
					target: p.target ? m.gk_sum_target({ name: p.target.name }, { locale }) : ''
				},
				{ locale }
			) + (move ? ` (${move})` : '')
		);
	}
};

/** A d100 check's name. */
export const checkName = (key: 'crit' | 'evade' | 'guard' | 'block' | 'critical', locale: Locale) =>
	({
		crit: m.gk_check_critical,
		critical: m.gk_check_critical,
		evade: m.gk_check_evade,
		guard: m.gk_check_guard,
		block: m.gk_check_block
	})[key]({}, { locale });
