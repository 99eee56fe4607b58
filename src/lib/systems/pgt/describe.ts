import type * as v from 'valibot';
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { SystemSpec } from '../types';
import type { pgtEvents } from './events';
import type { Side } from './rules';
import { DRAFT_POINT, defaultOf } from './data/open-points';

/** Every refusal the reducer and the commands return. */
export type PgtRefusal =
	| 'pgt/already_attacked'
	| 'pgt/already_face_up'
	| 'pgt/attack_voided'
	| 'pgt/attacker_tapped'
	| 'pgt/bad_ability'
	| 'pgt/bad_check'
	| 'pgt/bad_import'
	| 'pgt/bad_stat'
	| 'pgt/cnt_below_zero'
	| 'pgt/conflict_unresolved'
	| 'pgt/draft_done'
	| 'pgt/draft_in_progress'
	| 'pgt/draft_names'
	| 'pgt/empty_slot'
	| 'pgt/face_up_stays'
	| 'pgt/game_in_progress'
	| 'pgt/guard_not_allowed'
	| 'pgt/innocence_mental_only'
	| 'pgt/innocence_physical_only'
	| 'pgt/library_full'
	| 'pgt/loser_chooses'
	| 'pgt/match_already_started'
	| 'pgt/name_missing'
	| 'pgt/no_faces'
	| 'pgt/no_failed_attack'
	| 'pgt/no_draft'
	| 'pgt/no_game'
	| 'pgt/no_pending_effect'
	| 'pgt/no_such_ability'
	| 'pgt/not_an_attack'
	| 'pgt/not_forming'
	| 'pgt/not_on_card'
	| 'pgt/not_your_pick'
	| 'pgt/nothing_new'
	| 'pgt/not_in_turn'
	| 'pgt/not_regrouping'
	| 'pgt/out_of_range'
	| 'pgt/over_cost_cap'
	| 'pgt/record_mismatch'
	| 'pgt/party_missing'
	| 'pgt/pass_instead'
	| 'pgt/regrouping_off'
	| 'pgt/roll_disagrees'
	| 'pgt/roll_tied'
	| 'pgt/round_in_progress'
	| 'pgt/second_attack'
	| 'pgt/slot_taken'
	| 'pgt/targets_gone'
	| 'pgt/tap_unchanged'
	| 'pgt/too_many_faces'
	| 'pgt/too_many_lines'
	| 'pgt/unknown_card'
	| 'pgt/unknown_setting'
	| 'pgt/wrong_phase'
	| 'pgt/wrong_return_attack';

type Spec = SystemSpec<unknown, typeof pgtEvents, PgtRefusal, never>;

/** A side as the log names it: the player's name as entered for the match (older records: the side). */
const who = (side: Side, locale: Locale, name?: string) =>
	name ?? (locale === 'ja' ? (side === 'a' ? 'A側' : 'B側') : side === 'a' ? 'Side A' : 'Side B');
/** A character as the log names it: its player, slot and card name («桜のF1「木之本桜」»). */
const charText = (locale: Locale, slot: string, player: string | undefined, name: string | undefined, side?: Side) => {
	const p = player ?? (side ? who(side, locale) : undefined);
	if (p === undefined) return name ? `${slot}「${name}」` : slot;
	return name ? m.pgt_ev_char({ player: p, slot, name }, { locale }) : m.pgt_ev_slot({ player: p, slot }, { locale });
};
const other = (s: Side): Side => (s === 'a' ? 'b' : 'a');
const facesText = (faces: readonly number[]) => faces.join('・');
const sourceText = (s: 'table' | 'app', locale: Locale) =>
	s === 'app' ? m.pgt_source_app({}, { locale }) : m.pgt_source_table({}, { locale });
const reactionText = (a: 'counter' | 'kirikaeshi', locale: Locale) =>
	a === 'counter' ? m.pgt_counter({}, { locale }) : m.pgt_kirikaeshi({}, { locale });
type Outcome = NonNullable<v.InferOutput<(typeof pgtEvents)['pgt/attackResolved']>['outcome']>;

/** What a strike did, after its faces: the value against the defence, the verdict, who retired, the score, the game won. */
function outcomeText(o: Outcome | undefined, locale: Locale): string {
	if (!o) return '';
	const value =
		o.result === 'fumble'
			? m.pgt_ev_fumble_value({}, { locale })
			: o.result === 'critical'
				? m.pgt_ev_critical_value({}, { locale })
				: o.result === 'conflict'
					? m.pgt_ev_conflict_value({ value: o.value }, { locale })
					: o.result === 'voided'
						? m.pgt_ev_innocence_value({ value: o.value }, { locale })
						: String(o.value);
	// A voided attack's value is イノセンス's, which succeeded.
	const ok = o.success || o.result === 'voided';
	const verdict = ok ? m.pgt_ev_success({}, { locale }) : m.pgt_ev_failure({}, { locale });
	let text: string = m.pgt_ev_then({ value, defence: o.defence, verdict }, { locale });
	if (o.retired)
		text += m.pgt_ev_then_retired(
			{ who: m.pgt_ev_named({ player: o.retired.player, name: o.retired.character }, { locale }) },
			{ locale }
		);
	if (o.scored) text += m.pgt_ev_then_scored(o.scored, { locale });
	if (o.won) text += m.pgt_ev_then_won({ player: o.won }, { locale });
	return text;
}

/** A phase of the turn in words (戦闘前フェイズ). */
const phaseText = (phase: string, locale: Locale) =>
	phase === 'before'
		? m.pgt_phase_before({}, { locale })
		: phase === 'battle'
			? m.pgt_phase_battle({}, { locale })
			: m.pgt_phase_after({}, { locale });

/** An effect's targets as the log names them: 「盾」(F1)・「剣士」(F2). */
const targetsText = (targets: readonly { slot: string; character: string }[], locale: Locale) =>
	targets.map((t) => m.pgt_ev_target({ name: t.character, slot: t.slot }, { locale })).join('・');

type TurnOutcome = NonNullable<v.InferOutput<(typeof pgtEvents)['pgt/turnEnded']>['outcome']>;

/** What a turn's end did: the effects that ended, a turn passed by itself, the round over. */
function turnText(o: TurnOutcome | undefined, locale: Locale): string {
	if (!o) return '';
	let text = '';
	if (o.ended.length) text += m.pgt_ev_effects_ended({ texts: o.ended.map((t) => `「${t}」`).join('') }, { locale });
	if (o.autoPassed) text += m.pgt_ev_auto_passed({ player: o.autoPassed }, { locale });
	if (o.roundOver) text += m.pgt_ev_round_over({}, { locale });
	return text;
}

/** One log sentence per event type (a missing type fails `npm run check`). */
export const pgtDescribe: Spec['describe'] = {
	'pgt/matchStarted': (p, locale) => {
		// An old log's match recorded its readings: those other than the app's defaults.
		const n = Object.entries(p.settings ?? {}).filter(([point, option]) => defaultOf(point) !== option).length;
		return m.pgt_ev_match_started(p.players, { locale }) + (n ? m.pgt_ev_match_settings({ n }, { locale }) : '');
	},
	'pgt/gameStarted': (p, locale) => {
		const name = who(p.firstPlayer, locale, p.players?.[p.firstPlayer]);
		return p.rolls
			? m.pgt_ev_game_started_rolled(
					{
						pa: who('a', locale, p.players?.a),
						a: p.rolls.a,
						pb: who('b', locale, p.players?.b),
						b: p.rolls.b,
						source: sourceText(p.rolls.source, locale),
						name
					},
					{ locale }
				)
			: m.pgt_ev_game_started({ name }, { locale });
	},
	'pgt/cardSaved': (p, locale) => m.pgt_ev_card_saved(p.card, { locale }),
	'pgt/cardRemoved': (p, locale) => m.pgt_ev_card_removed(p, { locale }),
	'pgt/characterPlaced': (p, locale) =>
		m.pgt_ev_placed({ player: who(p.side, locale, p.player), slot: p.slot, name: p.card.name }, { locale }),
	'pgt/characterTapped': (p, locale) =>
		(p.tapped ? m.pgt_ev_tapped : m.pgt_ev_untapped)(
			{ who: charText(locale, p.slot, p.player, p.character, p.side) },
			{ locale }
		),
	'pgt/characterRetired': (p, locale) =>
		m.pgt_ev_retired(
			{ who: charText(locale, p.slot, p.player, p.character, p.side), scorer: p.scorer ?? who(other(p.side), locale) },
			{ locale }
		),
	'pgt/effectNoted': (p, locale) => {
		const by = p.player && p.character ? m.pgt_ev_named({ player: p.player, name: p.character }, { locale }) : '';
		const details = [
			p.phase ? phaseText(p.phase, locale) : '',
			p.targets?.length ? m.pgt_ev_effect_targets({ targets: targetsText(p.targets, locale) }, { locale }) : '',
			p.pending ? m.pgt_ev_after_answers({}, { locale }) : m.pgt_ev_until_turn_end({}, { locale })
		].filter((x) => x !== '');
		return (p.pending ? m.pgt_ev_effect_declared : m.pgt_ev_effect_noted)(
			{
				by: by ? m.pgt_ev_effect_by({ who: by }, { locale }) : '',
				text: p.text,
				details: details.join(locale === 'ja' ? '、' : '; ')
			},
			{ locale }
		);
	},
	'pgt/effectResolved': (p, locale) =>
		(p.applied ? m.pgt_ev_effect_applied : m.pgt_ev_effect_not_applied)({ text: p.text }, { locale }),
	'pgt/phaseAdvanced': (p, locale) =>
		m.pgt_ev_phase({ player: p.player ?? '', phase: phaseText(p.to, locale) }, { locale }),
	'pgt/characterRevealed': (p, locale) =>
		m.pgt_ev_revealed({ who: charText(locale, p.slot, p.player, p.character, p.side) }, { locale }),
	'pgt/characterReturned': (p, locale) =>
		m.pgt_ev_returned({ who: charText(locale, p.slot, p.player, p.character, p.side) }, { locale }),
	'pgt/cntAdjusted': (p, locale) =>
		(p.by > 0 ? m.pgt_ev_cnt_up : m.pgt_ev_cnt_down)(
			{ who: charText(locale, p.slot, p.player, p.character, p.side), name: p.name, by: Math.abs(p.by) },
			{ locale }
		) + (p.to === undefined ? '' : m.pgt_ev_cnt_total({ name: p.name, to: p.to }, { locale })),
	'pgt/roundStarted': (_p, locale) => m.pgt_ev_round_started({}, { locale }),
	'pgt/attackResolved': (p, locale) => {
		const attacker = charText(locale, p.attacker, p.players?.attacker, p.characters?.attacker);
		const tail = outcomeText(p.outcome, locale);
		return p.faces === null
			? m.pgt_ev_attack_voided({ attacker, check: p.check, faces: facesText(p.innocence?.faces ?? []) }, { locale }) +
					tail
			: m.pgt_ev_attack(
					{
						attacker,
						target: charText(locale, p.target, p.players?.defender, p.characters?.target),
						guard: p.guard
							? m.pgt_ev_attack_guard(
									{ guard: charText(locale, p.guard, undefined, p.characters?.guard ?? undefined) },
									{ locale }
								)
							: '',
						check: p.check,
						faces: facesText(p.faces)
					},
					{ locale }
				) + tail;
	},
	'pgt/effectAttackResolved': (p, locale) =>
		m.pgt_ev_effect_attack(
			{
				who: charText(locale, p.user, p.player, p.character, p.side),
				line: p.ability,
				target: charText(locale, p.target, p.against?.player, p.against?.character, other(p.side)),
				check: p.check,
				faces: facesText(p.faces)
			},
			{ locale }
		) + outcomeText(p.outcome, locale),
	'pgt/returnAttackResolved': (p, locale) => {
		const ability = reactionText(p.ability, locale);
		const faces = facesText(p.faces);
		return p.player && p.character && p.against
			? m.pgt_ev_return_by(
					{
						who: m.pgt_ev_named({ player: p.player, name: p.character }, { locale }),
						against: m.pgt_ev_named({ player: p.against.player, name: p.against.character }, { locale }),
						ability,
						check: p.check,
						faces
					},
					{ locale }
				) + outcomeText(p.outcome, locale)
			: m.pgt_ev_return({ ability, check: p.check, faces }, { locale }) + outcomeText(p.outcome, locale);
	},
	'pgt/returnAttackDeclined': (p, locale) => {
		const ability = reactionText(p.ability, locale);
		return p.player && p.character
			? m.pgt_ev_return_declined_by(
					{ who: m.pgt_ev_named({ player: p.player, name: p.character }, { locale }), ability },
					{ locale }
				)
			: m.pgt_ev_return_declined({ ability }, { locale });
	},
	'pgt/draftStarted': (p, locale) =>
		m.pgt_ev_draft_started(
			{
				players: p.players.join('・'),
				pool: p.pool,
				reading: DRAFT_POINT.readings.find((r) => r.id === p.reading)?.label[locale] ?? p.reading
			},
			{ locale }
		),
	'pgt/draftPicked': (p, locale) =>
		(p.card ? m.pgt_ev_draft_picked_card : m.pgt_ev_draft_picked)(
			{ player: p.player, card: p.card ?? '', count: p.count ?? '?' },
			{ locale }
		),
	'pgt/draftCleared': (_p, locale) => m.pgt_ev_draft_cleared({}, { locale }),
	'pgt/attackPassed': (p, locale) =>
		(p.player ? m.pgt_ev_passed_by({ player: p.player }, { locale }) : m.pgt_ev_passed({}, { locale })) +
		turnText(p.outcome, locale),
	'pgt/turnEnded': (p, locale) =>
		(p.player ? m.pgt_ev_turn_ended_by({ player: p.player }, { locale }) : m.pgt_ev_turn_ended({}, { locale })) +
		turnText(p.outcome, locale)
};

/** The text of every refusal code (a missing code fails `npm run check`). */
/** A burst of cnt taps on one character's one cnt reads as one line (the sum, the count after) and one undo. */
export const pgtCoalesce: Spec['coalesce'] = {
	'pgt/cntAdjusted': {
		key: (p) => `${p.side}/${p.slot}/${p.name}`,
		merge: (first, next) => ({ ...next, by: first.by + next.by })
	}
};

export const pgtRefusals: Spec['refusals'] = {
	'pgt/already_attacked': (_p, locale) => m.pgt_refusal_already_attacked({}, { locale }),
	'pgt/already_face_up': (_p, locale) => m.pgt_refusal_already_face_up({}, { locale }),
	'pgt/attack_voided': (_p, locale) => m.pgt_refusal_attack_voided({}, { locale }),
	'pgt/attacker_tapped': (_p, locale) => m.pgt_refusal_attacker_tapped({}, { locale }),
	'pgt/bad_ability': (p, locale) => m.pgt_refusal_bad_ability({ line: p.line ?? '' }, { locale }),
	'pgt/bad_check': (p, locale) => m.pgt_refusal_bad_check({ text: p.text ?? '' }, { locale }),
	'pgt/bad_import': (p, locale) =>
		p.card ? m.pgt_refusal_bad_import_card({ n: p.card }, { locale }) : m.pgt_refusal_bad_import({}, { locale }),
	'pgt/nothing_new': (_p, locale) => m.pgt_refusal_nothing_new({}, { locale }),
	'pgt/bad_stat': (_p, locale) => m.pgt_refusal_bad_stat({}, { locale }),
	'pgt/cnt_below_zero': (_p, locale) => m.pgt_refusal_cnt_below_zero({}, { locale }),
	'pgt/conflict_unresolved': (_p, locale) => m.pgt_refusal_conflict_unresolved({}, { locale }),
	'pgt/empty_slot': (_p, locale) => m.pgt_refusal_empty_slot({}, { locale }),
	'pgt/face_up_stays': (_p, locale) => m.pgt_refusal_face_up_stays({}, { locale }),
	'pgt/game_in_progress': (_p, locale) => m.pgt_refusal_game_in_progress({}, { locale }),
	'pgt/guard_not_allowed': (_p, locale) => m.pgt_refusal_guard_not_allowed({}, { locale }),
	'pgt/innocence_mental_only': (_p, locale) => m.pgt_refusal_innocence_mental_only({}, { locale }),
	'pgt/innocence_physical_only': (_p, locale) => m.pgt_refusal_innocence_physical_only({}, { locale }),
	'pgt/library_full': (p, locale) => m.pgt_refusal_library_full({ max: p.max ?? '' }, { locale }),
	'pgt/match_already_started': (_p, locale) => m.pgt_refusal_match_already_started({}, { locale }),
	'pgt/name_missing': (_p, locale) => m.pgt_refusal_name_missing({}, { locale }),
	'pgt/no_faces': (_p, locale) => m.pgt_refusal_no_faces({}, { locale }),
	'pgt/no_failed_attack': (_p, locale) => m.pgt_refusal_no_failed_attack({}, { locale }),
	'pgt/no_game': (_p, locale) => m.pgt_refusal_no_game({}, { locale }),
	'pgt/no_such_ability': (_p, locale) => m.pgt_refusal_no_such_ability({}, { locale }),
	'pgt/not_an_attack': (_p, locale) => m.pgt_refusal_not_an_attack({}, { locale }),
	'pgt/not_forming': (_p, locale) => m.pgt_refusal_not_forming({}, { locale }),
	'pgt/not_on_card': (p, locale) =>
		m.pgt_refusal_not_on_card(
			{
				ability:
					p.ability === 'innocence'
						? m.pgt_innocence({}, { locale })
						: reactionText(p.ability === 'kirikaeshi' ? 'kirikaeshi' : 'counter', locale)
			},
			{ locale }
		),
	'pgt/over_cost_cap': (p, locale) =>
		m.pgt_refusal_over_cost_cap({ cap: p.cap ?? '', total: p.total ?? '' }, { locale }),
	'pgt/party_missing': (_p, locale) => m.pgt_refusal_party_missing({}, { locale }),
	'pgt/record_mismatch': (_p, locale) => m.pgt_refusal_record_mismatch({}, { locale }),
	'pgt/regrouping_off': (_p, locale) => m.pgt_refusal_regrouping_off({}, { locale }),
	'pgt/loser_chooses': (_p, locale) => m.pgt_refusal_loser_chooses({}, { locale }),
	'pgt/unknown_setting': (_p, locale) => m.pgt_refusal_unknown_setting({}, { locale }),
	'pgt/not_in_turn': (_p, locale) => m.pgt_refusal_not_in_turn({}, { locale }),
	'pgt/not_regrouping': (_p, locale) => m.pgt_refusal_not_regrouping({}, { locale }),
	'pgt/out_of_range': (p, locale) => m.pgt_refusal_out_of_range({ range: p.range ?? '' }, { locale }),
	'pgt/pass_instead': (_p, locale) => m.pgt_refusal_pass_instead({}, { locale }),
	'pgt/roll_disagrees': (_p, locale) => m.pgt_refusal_roll_disagrees({}, { locale }),
	'pgt/roll_tied': (_p, locale) => m.pgt_refusal_roll_tied({}, { locale }),
	'pgt/round_in_progress': (_p, locale) => m.pgt_refusal_round_in_progress({}, { locale }),
	'pgt/second_attack': (_p, locale) => m.pgt_refusal_second_attack({}, { locale }),
	'pgt/slot_taken': (p, locale) => m.pgt_refusal_slot_taken({ slot: p.slot ?? '' }, { locale }),
	'pgt/tap_unchanged': (_p, locale) => m.pgt_refusal_tap_unchanged({}, { locale }),
	'pgt/draft_done': (_p, locale) => m.pgt_refusal_draft_done({}, { locale }),
	'pgt/draft_in_progress': (_p, locale) => m.pgt_refusal_draft_in_progress({}, { locale }),
	'pgt/draft_names': (_p, locale) => m.pgt_refusal_draft_names({}, { locale }),
	'pgt/no_draft': (_p, locale) => m.pgt_refusal_no_draft({}, { locale }),
	'pgt/not_your_pick': (p, locale) => m.pgt_refusal_not_your_pick({ player: String(p.player ?? '') }, { locale }),
	'pgt/targets_gone': (_p, locale) => m.pgt_refusal_targets_gone({}, { locale }),
	'pgt/no_pending_effect': (_p, locale) => m.pgt_refusal_no_pending_effect({}, { locale }),
	'pgt/wrong_phase': (p, locale) =>
		p.now
			? m.pgt_refusal_wrong_phase(
					{ phase: phaseText(String(p.phase), locale), now: phaseText(String(p.now), locale) },
					{ locale }
				)
			: m.pgt_refusal_not_that_phase({ phase: phaseText(String(p.phase), locale) }, { locale }),
	'pgt/too_many_faces': (p, locale) => m.pgt_refusal_too_many_faces({ dice: p.dice ?? '' }, { locale }),
	'pgt/too_many_lines': (p, locale) => m.pgt_refusal_too_many_lines({ max: p.max ?? '' }, { locale }),
	'pgt/unknown_card': (_p, locale) => m.pgt_refusal_unknown_card({}, { locale }),
	'pgt/wrong_return_attack': (_p, locale) => m.pgt_refusal_wrong_return_attack({}, { locale })
};
