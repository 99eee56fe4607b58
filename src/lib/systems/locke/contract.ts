/*
 * A thin adapter from the Locke modules to the platform contract (defineSystem), kept until
 * Locke is ported onto commands: one generic `record` command takes the events a screen
 * built, so every screen action is still one atomic group, and the describe/refusal switches
 * are wrapped into the records the contract asks for.
 */
import type { EventDraft, RefusalParams } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import type { SystemSpec } from '../types';
import { describeLocke, explainLockeRefusal } from './describe';
import { lockeEvents } from './events';
import type { LockeState } from './state';

/** Every refusal code explainLockeRefusal has a text for. */
export const lockeRefusalCodes = [
	'locke/unknown_character',
	'locke/duplicate_id',
	'locke/too_many',
	'locke/in_combat',
	'locke/has_the_turn',
	'locke/seats_not_permutation',
	'locke/silhouette_not_allowed',
	'locke/not_in_setup',
	'locke/no_players',
	'locke/composition_invalid',
	'locke/silhouette_missing',
	'locke/cannot_take_turn',
	'locke/out_of_range',
	'locke/character_dead',
	'locke/status_unchanged',
	'locke/alignment_unchanged',
	'locke/party_duplicate',
	'locke/not_in_party',
	'locke/sheet_already_open',
	'locke/game_over',
	'locke/game_not_started',
	'locke/out_of_turn',
	'locke/combat_running',
	'locke/declaration_open',
	'locke/nobody_to_play',
	'locke/wrong_next_turn',
	'locke/not_planet_phase',
	'locke/planet_phase_not_over',
	'locke/not_base_phase',
	'locke/dead_cannot_act',
	'locke/incapacitated_cannot_act',
	'locke/already_inside',
	'locke/infiltration_roll_needed',
	'locke/infiltration_target_mismatch',
	'locke/key_points_all_destroyed',
	'locke/special_cannot_declare',
	'locke/solo_only_special',
	'locke/solo_others_alive',
	'locke/no_declaration',
	'locke/dead_cannot_object',
	'locke/declarer_cannot_object',
	'locke/already_objected',
	'locke/objections_mismatch',
	'locke/end_condition_not_met',
	'locke/game_not_ended',
	'locke/grades_incomplete',
	'locke/unknown_slot',
	'locke/table_hash_mismatch',
	'locke/table_already_adopted',
	'locke/table_not_adopted',
	'locke/table_wrong_slot',
	'locke/table_cell_unfilled',
	'locke/table_value_mismatch',
	'locke/no_combat',
	'locke/participant_twice',
	'locke/wrong_step',
	'locke/already_in_combat',
	'locke/not_dead',
	'locke/revive_damage_required',
	'locke/revive_damage_too_high',
	'locke/revive_damage_unexpected',
	'locke/not_fighting',
	'locke/stale_round',
	'locke/deal_mismatch',
	'locke/initiative_not_everyone',
	'locke/initiative_same_card',
	'locke/no_maintained_defence',
	'locke/check_phase_over',
	'locke/esp_spent_on_drop',
	'locke/attack_after_escape',
	'locke/escape_after_attack',
	'locke/main_action_used',
	'locke/attack_self',
	'locke/sync_not_card',
	'locke/sync_helper_invalid',
	'locke/sync_helper_acted',
	'locke/sync_helper_level',
	'locke/defence_while_maintained',
	'locke/outcome_mismatch',
	'locke/undefendable',
	'locke/defence_level_too_low',
	'locke/not_enough_esp_power',
	'locke/empty_hand',
	'locke/damage_required',
	'locke/damage_unexpected',
	'locke/declared_endurance_required',
	'locke/declared_endurance_unexpected',
	'locke/declared_above_current',
	'locke/minions_above',
	'locke/melee_two_weapons',
	'locke/turns_not_finished',
	'locke/discard_not_allowed',
	'locke/hand_mismatch'
] as const;
export type LockeRefusal = (typeof lockeRefusalCodes)[number];

type Spec = SystemSpec<LockeState, typeof lockeEvents, string, LockeCommands>;

export const lockeDescribe = Object.fromEntries(
	Object.keys(lockeEvents).map((type) => [type, (payload: unknown, locale: Locale) => describeLocke({ type, payload }, locale)])
) as Spec['describe'];

export const lockeRefusals: Spec['refusals'] = Object.fromEntries(
	lockeRefusalCodes.map((code) => [code, (params: RefusalParams, locale: Locale) => explainLockeRefusal({ refusal: code, params }, locale)])
);

export const lockeCommands = {
	/** Records the events a screen built, all in one group. */
	record: (_state: LockeState, events: EventDraft[]): EventDraft[] => events
};
export type LockeCommands = typeof lockeCommands;
