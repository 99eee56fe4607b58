/**
 * The texts a GK pastes into the game thread: one engagement round by round (rolls, chances,
 * damage, counter states, HP after each round, the end, the survival checks), and a phase summary.
 * Built from the state the log folds to, so the report after a reload is the same.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { RoundStep, Side } from './engagement';
import type { GkEngagement, GkState } from './state';
import { actionText, squareText } from './describe';

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
					check: { critical: m.gk_check_critical, evade: m.gk_check_evade, guard: m.gk_check_guard }[step.check]({}, o),
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
	}
}

/** The whole engagement as text, ready to paste. */
export function engagementReport(state: GkState, e: GkEngagement, locale: Locale): string {
	const o = { locale };
	const names = { a: state.characters[e.a]?.name ?? e.a, b: state.characters[e.b]?.name ?? e.b };
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
		const doubleKo = e.over === 'draw' && last.hp.a <= 0 && last.hp.b <= 0;
		lines.push(
			e.over === 'draw'
				? doubleKo
					? m.gk_rep_double_ko({ n: e.round }, o)
					: m.gk_rep_limit({ n: e.round }, o)
				: m.gk_rep_winner({ name: names[e.over], n: e.round }, o)
		);
		for (const s of ['a', 'b'] as const)
			if (last.hp[s] <= 0) lines.push(m.gk_rep_dying({ name: names[s], hp: last.hp[s] }, o));
	}
	for (const s of e.survival)
		lines.push(
			m.gk_rep_survival(
				{
					name: state.characters[s.character]?.name ?? s.character,
					roll: s.roll,
					chance: s.chance,
					result: s.lives ? m.gk_rep_lives({}, o) : m.gk_rep_dies({}, o)
				},
				o
			)
		);
	return lines.join('\n');
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
		const target = a.target ? m.gk_sum_target({ name: state.characters[a.target]?.name ?? a.target }, o) : '';
		lines.push(
			m.gk_sum_line(
				{
					name: state.characters[a.character]?.name ?? a.character,
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
		(c) => c.faction === p.faction && c.status === 'active' && !p.actions.some((a) => a.character === c.id)
	);
	for (const c of silent) lines.push(m.gk_sum_unsubmitted({ name: c.name }, o));
	if (p.actions.length === 0 && silent.length === 0) lines.push(m.gk_sum_none({}, o));
	return lines.join('\n');
}
