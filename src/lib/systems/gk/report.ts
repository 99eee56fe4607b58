/**
 * The texts a GK pastes into the game thread: one engagement round by round (rolls, chances,
 * damage, counter states, HP after each round, the end, the survival checks), and a phase summary.
 * Built from the state the log folds to, so the report after a reload is the same.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { RoundStep, Side } from './engagement';
import {
	nameOf,
	type AbilityLog,
	type CancelReason,
	type GkEngagement,
	type GkState,
	type Resolution,
	type SpecialAttackLog,
	type SurvivalLog
} from './state';
import { actionText, checkName, squareText } from './describe';
import { unableToAct } from './condition';

function stepLine(step: RoundStep, name: (s: Side) => string, locale: Locale): string | null {
	const o = { locale };
	switch (step.type) {
		case 'technique':
			return null;
		case 'check':
			// A check whose outcome was certain and failed (chance 0) changed nothing: left out.
			if (step.roll === null && !step.success) return null;
			return m.gk_rep_check(
				{
					who: name(step.side),
					check: checkName(step.check, locale),
					roll: step.roll ?? m.gk_rep_certain({}, o),
					chance: step.chance,
					result: step.success ? m.gk_success({}, o) : m.gk_failure({}, o)
				},
				o
			);
		case 'damage': {
			const notes = [
				step.countered ? m.gk_rep_note_counter({}, o) : '',
				step.critical ? m.gk_rep_note_critical({}, o) : '',
				step.evaded ? m.gk_rep_note_evade({}, o) : '',
				step.guarded ? m.gk_rep_note_guard({}, o) : ''
			].join('');
			return m.gk_rep_damage({ who: name(step.side), amount: step.amount, notes }, o);
		}
		case 'counter': {
			const f = {
				gained: m.gk_rep_counter_gained,
				gainedAtRoundEnd: m.gk_rep_counter_end,
				used: m.gk_rep_counter_used,
				lost: m.gk_rep_counter_lost
			}[step.change];
			return f({ who: name(step.side) }, o);
		}
		case 'status':
			return step.blocked
				? m.gk_rep_status_blocked({ who: name(step.side), name: step.name }, o)
				: m.gk_rep_status_given({ who: name(step.side), name: step.name }, o);
	}
}

/** How an engagement ended: a winner, 25 rounds without one, or a double KO. */
function endLine(
	over: 'a' | 'b' | 'draw',
	rounds: number,
	hp: { a: number; b: number },
	names: { a: string; b: string },
	o: { locale: Locale }
) {
	if (over !== 'draw') return m.gk_rep_winner({ name: names[over], n: rounds }, o);
	return hp.a <= 0 && hp.b <= 0 ? m.gk_rep_double_ko({ n: rounds }, o) : m.gk_rep_limit({ n: rounds }, o);
}

const survivalLine = (state: GkState, s: SurvivalLog, o: { locale: Locale }) =>
	m.gk_rep_survival(
		{
			name: nameOf(state, s.character),
			roll: s.roll,
			chance: s.chance,
			result: s.lives ? m.gk_rep_lives({}, o) : m.gk_rep_dies({}, o)
		},
		o
	);

/** The whole engagement as text, ready to paste. */
export function engagementReport(state: GkState, e: GkEngagement, locale: Locale): string {
	const o = { locale };
	const names = { a: nameOf(state, e.a), b: nameOf(state, e.b) };
	const name = (s: Side) => names[s];
	const lines: string[] = [
		m.gk_rep_title(names, o),
		m.gk_rep_start({ a: names.a, b: names.b, ha: e.start.a, hb: e.start.b }, o)
	];
	for (const r of e.rounds) {
		const t = r.steps.filter((s) => s.type === 'technique');
		const ta = t.find((s) => s.side === 'a');
		const tb = t.find((s) => s.side === 'b');
		lines.push(
			m.gk_rep_round(
				{
					n: r.round,
					a: names.a,
					b: names.b,
					ta: ta?.name ?? '',
					tb: tb?.name ?? '',
					da: ta?.die ?? '',
					db: tb?.die ?? '',
					first: r.order === 'simultaneous' ? m.gk_rep_simultaneous({}, o) : names[r.order]
				},
				o
			)
		);
		for (const s of r.steps) {
			const line = stepLine(s, name, locale);
			if (line) lines.push(line);
		}
		lines.push(m.gk_rep_hp({ a: names.a, b: names.b, ha: r.hp.a, hb: r.hp.b }, o));
	}
	const last = e.rounds.at(-1);
	if (e.over && last) {
		lines.push(endLine(e.over, e.round, last.hp, names, o));
		for (const s of ['a', 'b'] as const)
			if (last.hp[s] <= 0) lines.push(m.gk_rep_dying({ name: names[s], hp: last.hp[s] }, o));
	}
	for (const s of e.survival) lines.push(survivalLine(state, s, o));
	return lines.join('\n');
}

const check = (r: { roll: number; chance: number; success: boolean }, o: { locale: Locale }) =>
	`${r.roll} / ${r.chance}% ${r.success ? m.gk_success({}, o) : m.gk_failure({}, o)}`;

/** 能力休み as a log records it: own-faction phases, or until a phase number in older logs. */
export function restText(rest: AbilityLog['rest'], locale: Locale): string {
	if (!rest) return '';
	return 'phases' in rest
		? m.gk_rest_phases({ n: rest.phases }, { locale })
		: m.gk_resting({ phase: rest.untilPhase }, { locale });
}

/**
 * One ability use or later check, as the screen shows it and the phase summary pastes it: each
 * effect's checks, then the effect (or why none), then the costs paid, the waiting state or field,
 * the rest, 再行動, and the 精神減少DP reminder when an effect left someone 瀕死.
 */
export function abilityText(state: GkState, l: AbilityLog, locale: Locale): string {
	const o = { locale };
	const c = state.characters[l.character];
	const parts: string[] = [];
	l.effects.forEach((e, i) => {
		const n = l.effects.length > 1 ? m.gk_ev_effect_n({ n: i + 1 }, o) : '';
		if (e.activation) parts.push(n + m.gk_abl_activation({ result: check(e.activation, o) }, o));
		if (e.success) parts.push((e.activation ? '' : n) + m.gk_abl_success({ result: check(e.success, o) }, o));
		if (e.appeared) {
			const change = e.changes
				.map((ch) =>
					m.gk_abl_change({ name: nameOf(state, ch.target), stat: ch.stat, before: ch.before, after: ch.after }, o)
				)
				.join('');
			const who = !change && e.targets.length ? ` → ${e.targets.map((t) => nameOf(state, t)).join('・')}` : '';
			parts.push(m.gk_abl_effect({ text: (e.text || '—') + who, change }, o));
		} else if (e.why === 'dry') parts.push(m.gk_ev_effect_dry({}, o));
		else if (e.why === 'unpaid') parts.push(m.gk_abl_unpaid({}, o));
		else if (e.success) parts.push(m.gk_abl_no_effect({}, o));
	});
	if (l.costs.length) parts.push(m.gk_abl_costs({ costs: l.costs.map((k) => `${k.stat} −${k.paid}`).join(', ') }, o));
	if (l.waiting) parts.push(m.gk_waiting({}, o));
	if (l.field) parts.push(m.gk_field_set({}, o));
	if (l.rest) parts.push(restText(l.rest, locale));
	for (const e of l.effects)
		if (e.reAct) parts.push(m.gk_reacts({ names: e.targets.map((t) => nameOf(state, t)).join('・') }, o));
	if (l.fell.length) parts.push(m.gk_mental_dp({ names: l.fell.map((t) => nameOf(state, t)).join('・') }, o));
	return m.gk_abl_line(
		{ name: nameOf(state, l.character), ability: c?.ability?.name ?? '', parts: parts.join(m.gk_abl_sep({}, o)) },
		o
	);
}

/** One special attack: the check, the damage and 体力 (HP in older logs) after. */
export function specialAttackText(state: GkState, l: SpecialAttackLog, locale: Locale): string {
	const o = { locale };
	return m.gk_special_result(
		{
			attacker: nameOf(state, l.attacker),
			target: nameOf(state, l.target),
			roll: l.roll,
			chance: l.chance,
			result: l.hit ? m.gk_hit({ damage: l.damage }, o) : m.gk_miss({}, o),
			stat: l.stat === 'VIT' ? m.gk_vit({}, o) : 'HP',
			before: l.before,
			after: l.after,
			dying: l.dying ? m.gk_ev_now_dying({}, o) : ''
		},
		o
	);
}

/** Why an act could not happen, in words. */
export const cancelText = (why: CancelReason | undefined, locale: Locale) =>
	why
		? {
				fallen: m.gk_why_fallen,
				targetGone: m.gk_why_target_gone,
				noTarget: m.gk_why_no_target,
				badTarget: m.gk_why_bad_target,
				unpayable: m.gk_why_unpayable,
				resting: m.gk_why_resting,
				noAbility: m.gk_why_no_ability,
				offMap: m.gk_why_off_map
			}[why]({}, { locale })
		: '';

/** How one phase action came out, for the summary. */
export function resolutionText(state: GkState, r: Resolution, locale: Locale): string[] {
	const o = { locale };
	switch (r.kind) {
		case 'cancelled':
			return [m.gk_res_cancelled({}, o) + (r.why ? `: ${cancelText(r.why, locale)}` : '')];
		case 'ability':
			return [abilityText(state, r.log, locale)];
		case 'specialAttack':
			return [specialAttackText(state, r.log, locale)];
		case 'engage': {
			const names = { a: nameOf(state, r.a), b: nameOf(state, r.b) };
			const hp = m.gk_rep_hp({ a: names.a, b: names.b, ha: r.hp.a, hb: r.hp.b }, o).trim();
			return [
				`${endLine(r.over, r.rounds, r.hp, names, o)} ${hp}`,
				...r.survival.map((s) => survivalLine(state, s, o))
			];
		}
	}
}

/** The current phase's actions as text, ready to paste. */
export function phaseSummary(state: GkState, locale: Locale): string {
	const o = { locale };
	const p = state.phase;
	if (!p) return '';
	const faction = state.factions.find((f) => f.id === p.faction)?.name ?? p.faction;
	const lines: string[] = [m.gk_sum_title({ n: p.number, faction }, o)];
	for (const a of p.actions) {
		const move = a.cancelled
			? m.gk_sum_cancelled({}, o)
			: m.gk_sum_move({ from: squareText(a.from), to: squareText(a.end), cost: a.cost }, o) +
				(a.stoppedByZoc ? ` ${m.gk_sum_zoc({}, o)}` : '');
		const target = a.target ? m.gk_sum_target({ name: nameOf(state, a.target) }, o) : '';
		lines.push(
			m.gk_sum_line(
				{
					name: nameOf(state, a.character),
					move,
					action: actionText(a.action, locale),
					target: a.action === 'wait' ? '' : target
				},
				o
			)
		);
	}
	// 「行動が指定されていない場合」も待機: the faction's characters with no submitted action.
	const silent = Object.values(state.characters).filter(
		(c) => c.controlledBy === p.faction && unableToAct(c) === null && !p.actions.some((a) => a.character === c.id)
	);
	for (const c of silent) lines.push(m.gk_sum_unsubmitted({ name: c.name }, o));
	if (p.actions.length === 0 && silent.length === 0) lines.push(m.gk_sum_none({}, o));
	// Then the engagements, ability uses and special attacks, resolved in submission order.
	const toResolve = p.actions.filter((a) => a.action !== 'wait');
	if (toResolve.length > 0) lines.push(m.gk_sum_resolutions({}, o));
	toResolve.forEach((a, i) => {
		const head = `${i + 1}. ${nameOf(state, a.character)} ${actionText(a.action, locale)}${a.target ? m.gk_sum_target({ name: nameOf(state, a.target) }, o) : ''}`;
		const body = a.resolution ? resolutionText(state, a.resolution, locale) : [m.gk_res_pending({}, o)];
		lines.push(head, ...body.map((l) => `   ${l}`));
	});
	return lines.join('\n');
}
