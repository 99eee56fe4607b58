/**
 * The text of every Locke refusal, in Japanese or English: a record keyed by refusal code.
 * Params are read as strings (they arrive from the reducer as numbers or names).
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { AdjustField } from '../events';
import type { LockeState } from '../state';
import { identityShown, publicName } from './public';
import { endKindText, fieldText, stepText } from './words';

type Param = (key: string) => string;
type RefusalText = (param: Param, o: { locale: Locale }) => string;

export const refusalTexts = {
	'locke/unknown_character': (s, o) => m.locke_refusal_unknown_character({ name: s('name') }, o),
	'locke/duplicate_id': (_s, o) => m.locke_refusal_duplicate_id({}, o),
	'locke/too_many': (s, o) => m.locke_refusal_too_many({ max: s('max') }, o),
	'locke/in_combat': (s, o) => m.locke_refusal_in_combat({ name: s('name') }, o),
	'locke/has_the_turn': (s, o) => m.locke_refusal_has_the_turn({ name: s('name') }, o),
	'locke/seats_not_permutation': (_s, o) => m.locke_refusal_seats({}, o),
	'locke/silhouette_not_allowed': (s, o) =>
		s('rule') === 'own_name'
			? m.locke_refusal_silhouette_own_name({ name: s('name') }, o)
			: m.locke_refusal_silhouette_own_alignment({ name: s('name') }, o),
	'locke/not_in_setup': (_s, o) => m.locke_refusal_not_in_setup({}, o),
	'locke/no_players': (_s, o) => m.locke_refusal_no_players({}, o),
	'locke/composition_invalid': (s, o) => m.locke_refusal_composition({ count: s('count') }, o),
	'locke/composition_no_l': (_s, o) => m.locke_comp_no_l({}, o),
	'locke/composition_many_l': (s, o) => m.locke_comp_many_l({ count: s('count') }, o),
	'locke/composition_good_evil_unequal': (s, o) => m.locke_comp_good_evil({ good: s('good'), evil: s('evil') }, o),
	'locke/composition_too_many_special': (s, o) => m.locke_comp_special({ special: s('special'), max: s('max') }, o),
	'locke/silhouette_missing': (s, o) => m.locke_refusal_silhouette_missing({ name: s('name') }, o),
	'locke/cannot_take_turn': (s, o) => m.locke_refusal_cannot_take_turn({ name: s('name') }, o),
	'locke/out_of_range': (s, o) =>
		m.locke_refusal_out_of_range({ name: s('name'), field: fieldText(s('field') as AdjustField, o.locale) }, o),
	'locke/character_dead': (s, o) => m.locke_refusal_character_dead({ name: s('name') }, o),
	'locke/status_unchanged': (s, o) => m.locke_refusal_status_unchanged({ name: s('name') }, o),
	'locke/alignment_unchanged': (s, o) => m.locke_refusal_alignment_unchanged({ name: s('name') }, o),
	'locke/party_duplicate': (_s, o) => m.locke_refusal_party_duplicate({}, o),
	'locke/not_in_party': (s, o) => m.locke_refusal_not_in_party({ name: s('name') }, o),
	'locke/sheet_already_open': (s, o) => m.locke_refusal_sheet_open({ name: s('name') }, o),
	'locke/game_over': (_s, o) => m.locke_refusal_game_over({}, o),
	'locke/game_not_started': (_s, o) => m.locke_refusal_game_not_started({}, o),
	'locke/out_of_turn': (s, o) =>
		s('current')
			? m.locke_refusal_out_of_turn({ name: s('name'), current: s('current') }, o)
			: m.locke_refusal_out_of_turn_nobody({ name: s('name') }, o),
	'locke/combat_running': (_s, o) => m.locke_refusal_combat_running({}, o),
	'locke/declaration_open': (_s, o) => m.locke_refusal_declaration_open({}, o),
	'locke/nobody_to_play': (_s, o) => m.locke_refusal_nobody_to_play({}, o),
	'locke/wrong_next_turn': (s, o) => m.locke_refusal_wrong_next_turn({ expected: s('expected') }, o),
	'locke/not_planet_phase': (_s, o) => m.locke_refusal_not_planet_phase({}, o),
	'locke/planet_phase_not_over': (_s, o) => m.locke_refusal_planet_phase_not_over({}, o),
	'locke/not_base_phase': (_s, o) => m.locke_refusal_not_base_phase({}, o),
	'locke/dead_cannot_act': (s, o) => m.locke_refusal_dead_cannot_act({ name: s('name') }, o),
	'locke/incapacitated_cannot_act': (s, o) => m.locke_refusal_incapacitated({ name: s('name') }, o),
	'locke/already_inside': (s, o) => m.locke_refusal_already_inside({ name: s('name') }, o),
	'locke/infiltration_roll_needed': (s, o) => m.locke_refusal_infiltration_roll_needed({ name: s('name') }, o),
	'locke/infiltration_target_mismatch': (s, o) => m.locke_refusal_infiltration_target({ target: s('target') }, o),
	'locke/key_points_all_destroyed': (_s, o) => m.locke_refusal_key_points_done({}, o),
	'locke/special_cannot_declare': (s, o) => m.locke_refusal_special_cannot_declare({ name: s('name') }, o),
	'locke/solo_only_special': (s, o) => m.locke_refusal_solo_only_special({ name: s('name') }, o),
	'locke/solo_others_alive': (_s, o) => m.locke_refusal_solo_others_alive({}, o),
	'locke/no_declaration': (_s, o) => m.locke_refusal_no_declaration({}, o),
	'locke/dead_cannot_object': (s, o) => m.locke_refusal_dead_cannot_object({ name: s('name') }, o),
	'locke/declarer_cannot_object': (_s, o) => m.locke_refusal_declarer_cannot_object({}, o),
	'locke/already_objected': (s, o) => m.locke_refusal_already_objected({ name: s('name') }, o),
	'locke/objections_mismatch': (s, o) => m.locke_refusal_objections_mismatch({ count: s('count') }, o),
	'locke/end_condition_not_met': (s, o) => m.locke_refusal_end_condition({ kind: endKindText(s('kind'), o.locale) }, o),
	'locke/game_not_ended': (_s, o) => m.locke_refusal_game_not_ended({}, o),
	'locke/grades_incomplete': (_s, o) => m.locke_refusal_grades_incomplete({}, o),
	'locke/table_not_adopted': (_s, o) => m.locke_refusal_table_not_adopted({}, o),
	'locke/table_wrong_slot': (s, o) => m.locke_refusal_table_wrong_slot({ slot: s('slot') }, o),
	'locke/table_column_missing': (s, o) => m.locke_refusal_table_column_missing({ column: s('column') }, o),
	'locke/table_cell_unfilled': (s, o) => m.locke_refusal_table_cell_unfilled({ roll: s('roll') }, o),
	'locke/table_value_mismatch': (s, o) => m.locke_refusal_table_value({ expected: s('expected'), got: s('got') }, o),
	'locke/no_combat': (_s, o) => m.locke_refusal_no_combat({}, o),
	'locke/participant_twice': (_s, o) => m.locke_refusal_participant_twice({}, o),
	'locke/wrong_step': (s, o) =>
		m.locke_refusal_wrong_step({ step: stepText(s('step'), o.locale), want: stepText(s('want'), o.locale) }, o),
	'locke/already_in_combat': (s, o) => m.locke_refusal_already_in_combat({ name: s('name') }, o),
	'locke/not_dead': (s, o) => m.locke_refusal_not_dead({ name: s('name') }, o),
	'locke/revive_damage_required': (s, o) => m.locke_refusal_revive_damage_required({ name: s('name') }, o),
	'locke/revive_damage_too_high': (s, o) =>
		m.locke_refusal_revive_damage_too_high({ name: s('name'), max: s('max') }, o),
	'locke/revive_damage_unexpected': (_s, o) => m.locke_refusal_revive_damage_unexpected({}, o),
	'locke/not_fighting': (s, o) => m.locke_refusal_not_fighting({ name: s('name') }, o),
	'locke/stale_round': (s, o) => m.locke_refusal_stale_round({ round: s('round') }, o),
	'locke/deal_mismatch': (_s, o) => m.locke_refusal_deal_mismatch({}, o),
	'locke/initiative_not_everyone': (_s, o) => m.locke_refusal_initiative_not_everyone({}, o),
	'locke/initiative_same_card': (_s, o) => m.locke_refusal_initiative_same_card({}, o),
	'locke/no_maintained_defence': (s, o) => m.locke_refusal_no_maintained({ name: s('name') }, o),
	'locke/check_phase_over': (s, o) => m.locke_refusal_check_phase_over({ name: s('name') }, o),
	'locke/esp_spent_on_drop': (_s, o) => m.locke_refusal_esp_spent_on_drop({}, o),
	'locke/attack_after_escape': (s, o) => m.locke_refusal_attack_after_escape({ name: s('name') }, o),
	'locke/escape_after_attack': (s, o) => m.locke_refusal_escape_after_attack({ name: s('name') }, o),
	'locke/main_action_used': (s, o) => m.locke_refusal_main_action_used({ name: s('name') }, o),
	'locke/attack_self': (_s, o) => m.locke_refusal_attack_self({}, o),
	'locke/sync_not_card': (_s, o) => m.locke_refusal_sync_not_card({}, o),
	'locke/sync_helper_invalid': (s, o) => m.locke_refusal_sync_helper_invalid({ name: s('name') }, o),
	'locke/sync_helper_acted': (s, o) => m.locke_refusal_sync_helper_acted({ name: s('name') }, o),
	'locke/sync_helper_level': (s, o) => m.locke_refusal_sync_helper_level({ level: s('level') }, o),
	'locke/defence_while_maintained': (s, o) =>
		m.locke_refusal_defence_while_maintained({ name: s('name'), level: s('level') }, o),
	'locke/outcome_mismatch': (s, o) => m.locke_refusal_outcome_mismatch({ expected: s('expected') }, o),
	'locke/undefendable': (_s, o) => m.locke_refusal_undefendable({}, o),
	'locke/unescapable': (_s, o) => m.locke_refusal_unescapable({}, o),
	'locke/defence_level_too_low': (s, o) =>
		m.locke_refusal_defence_level({ attack: s('attack'), defence: s('defence') }, o),
	'locke/not_enough_esp_power': (s, o) =>
		m.locke_refusal_esp_power({ name: s('name'), need: s('need'), have: s('have') }, o),
	'locke/empty_hand': (s, o) => m.locke_refusal_empty_hand({ name: s('name') }, o),
	'locke/damage_required': (_s, o) => m.locke_refusal_damage_required({}, o),
	'locke/damage_unexpected': (_s, o) => m.locke_refusal_damage_unexpected({}, o),
	'locke/declared_endurance_required': (s, o) => m.locke_refusal_declared_required({ name: s('name') }, o),
	'locke/declared_endurance_unexpected': (_s, o) => m.locke_refusal_declared_unexpected({}, o),
	'locke/declared_above_current': (s, o) =>
		m.locke_refusal_declared_above({ name: s('name'), declared: s('declared'), current: s('current') }, o),
	'locke/minions_above': (s, o) =>
		m.locke_refusal_minions_above({ name: s('name'), minions: s('minions'), max: s('max') }, o),
	'locke/melee_two_weapons': (s, o) => m.locke_refusal_two_weapons({ name: s('name') }, o),
	'locke/turns_not_finished': (s, o) => m.locke_refusal_turns_not_finished({ name: s('name') }, o),
	'locke/discard_not_allowed': (s, o) => m.locke_refusal_discard_not_allowed({ name: s('name') }, o),
	'locke/hand_mismatch': (_s, o) => m.locke_refusal_hand_mismatch({}, o),
	'locke/maintained_check_pending': (s, o) => m.locke_refusal_check_pending({ name: s('name') }, o),
	'locke/maintain_cost_required': (s, o) => m.locke_refusal_maintain_cost({ name: s('name') }, o),
	'locke/interference_unexpected': (_s, o) => m.locke_refusal_interference_unexpected({}, o),
	'locke/interference_needs_card': (s, o) => m.locke_refusal_interference_card({ name: s('name') }, o),
	'locke/interference_who': (_s, o) => m.locke_refusal_interference_who({}, o),
	'locke/interference_sync_level': (s, o) => m.locke_refusal_interference_sync({ level: s('level') }, o),
	'locke/interference_too_low': (s, o) =>
		m.locke_refusal_interference_low({ level: s('level'), escape: s('escape') }, o),
	'locke/deck_short': (s, o) => m.locke_refusal_deck_short({ owed: s('owed'), deck: s('deck') }, o),
	'locke/combat_start_not_allowed': (_s, o) => m.locke_refusal_combat_start({}, o),
	'locke/declare_in_combat': (_s, o) => m.locke_refusal_declare_in_combat({}, o),
	'locke/defender_cannot_destroy': (s, o) => m.locke_refusal_defender_destroy({ name: s('name') }, o),
	'locke/died_mismatch': (s, o) => m.locke_refusal_died_mismatch({ name: s('name') }, o),
	'locke/treat_one_endurance': (_s, o) => m.locke_refusal_treat({}, o),
	'locke/recover_one_point': (_s, o) => m.locke_refusal_recover_one({}, o),
	'locke/rebalance_not_due': (_s, o) => m.locke_refusal_rebalance({}, o),
	'locke/rules_chosen_late': (_s, o) => m.locke_refusal_rules_chosen_late({}, o),
	'locke/table_view_unchanged': (_s, o) => m.locke_refusal_table_view_unchanged({}, o),
	'locke/infiltration_once_per_turn': (s, o) => m.locke_refusal_infiltration_once({ name: s('name') }, o),
	'locke/sokoni_round_one': (s, o) => m.locke_refusal_sokoni_round_one({ round: s('round') }, o),
	'locke/rebalance_pending': (s, o) =>
		s('step') === 'redeal_to_larger_side'
			? m.locke_refusal_rebalance_redeal_first({}, o)
			: m.locke_refusal_rebalance_change_first({}, o),
	'locke/alignment_by_conversion': (s, o) => m.locke_refusal_alignment_by_conversion({ name: s('name') }, o),
	'locke/special_cannot_convert': (s, o) => m.locke_refusal_special_cannot_convert({ name: s('name') }, o),
	'locke/conversion_self': (_s, o) => m.locke_refusal_conversion_self({}, o),
	'locke/conversion_camp_used': (s, o) => m.locke_refusal_conversion_camp_used({ name: s('name'), camp: s('camp') }, o),
	'locke/declared_level_above': (s, o) =>
		m.locke_refusal_declared_level_above({ name: s('name'), declared: s('declared'), level: s('level') }, o),
	'locke/perimeter_only': (s, o) => m.locke_refusal_perimeter_only({ name: s('name') }, o),
	'locke/seat_cannot_move': (s, o) => m.locke_refusal_seat_cannot_move({ name: s('name') }, o)
} satisfies Record<`locke/${string}`, RefusalText>;

/** Every refusal code the Locke reducer gives. */
export type LockeRefusalCode = keyof typeof refusalTexts;

/**
 * Refusals whose reason is on the character's sheet: its alignment (SPECIAL or not, the one it
 * already has, the silhouette its card asks for) or its numbers (current endurance, ESP left, ESP
 * level, minions, maximum endurance). On a phone lying on the table they would give the sheet away.
 */
const SHEET_REASONS: ReadonlySet<string> = new Set<LockeRefusalCode>([
	'locke/special_cannot_declare',
	'locke/solo_only_special',
	'locke/special_cannot_convert',
	'locke/alignment_unchanged',
	'locke/silhouette_not_allowed',
	'locke/declared_above_current',
	'locke/declared_level_above',
	'locke/not_enough_esp_power',
	'locke/minions_above',
	'locke/revive_damage_too_high',
	'locke/out_of_range'
]);

/**
 * A refusal's sentence. With the state now (`describe`'s rule, public.ts): in the table view a
 * character whose sheet is secret is named by its player, and a refusal whose reason is on that
 * sheet says only that the reason is there (the GM's hold on the Players tab reads it).
 */
export function lockeRefusalText(
	code: LockeRefusalCode,
	params: Readonly<Record<string, unknown>>,
	locale: Locale,
	state?: LockeState
): string {
	const raw = (k: string) => String(params[k] ?? '');
	const o = { locale };
	if (!state) return refusalTexts[code](raw, o);
	const named = state.characters.find((c) => c.name === raw('name'));
	if (named && !identityShown(state, named) && SHEET_REASONS.has(code))
		return m.locke_refusal_sheet_secret({ name: publicName(state, named.id, locale) }, o);
	// Any param that is a character's name (the actor, the turn holder …) as the table may see it.
	const shown = (k: string) => {
		const value = raw(k);
		const c = state.characters.find((x) => x.name === value);
		return c ? publicName(state, c.id, locale) : value;
	};
	return refusalTexts[code](shown, o);
}
