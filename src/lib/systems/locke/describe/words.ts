/**
 * The words the Locke log and screens share: a field, a status, a chart, why a combat or the
 * game ended, an attack's outcome, a combat step, a damage read.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import { facesText } from '../text';
import type { AdjustField, AttackOutcome, DamageRead } from '../events';
import type { CombatEndReason } from '../state';

export function fieldText(field: AdjustField, locale: Locale): string {
	const o = { locale };
	switch (field) {
		case 'damage':
			return m.locke_field_damage({}, o);
		case 'espPower':
			return m.locke_field_esp_power({}, o);
		case 'mental':
			return m.locke_field_mental({}, o);
		case 'minions':
			return m.locke_field_minions({}, o);
		case 'infoCards':
			return m.locke_field_info_cards({}, o);
	}
}

export function statusText(status: 'normal' | 'incapacitated' | 'dead', locale: Locale): string {
	const o = { locale };
	return status === 'normal'
		? m.locke_status_normal({}, o)
		: status === 'incapacitated'
			? m.locke_status_incapacitated({}, o)
			: m.locke_status_dead({}, o);
}

export function chartText(chart: 'sokoni' | 'ikiteita' | 'zanryu', locale: Locale): string {
	const o = { locale };
	return chart === 'sokoni'
		? m.locke_chart_sokoni({}, o)
		: chart === 'ikiteita'
			? m.locke_chart_ikiteita({}, o)
			: m.locke_chart_zanryu({}, o);
}

export function combatEndText(
	reason: CombatEndReason,
	locale: Locale,
	owed?: number | null,
	available?: number | null
): string {
	const o = { locale };
	switch (reason) {
		case 'no_attack':
			return m.locke_combat_end_no_attack({}, o);
		case 'no_will':
			return m.locke_combat_end_no_will({}, o);
		case 'too_few':
			return m.locke_combat_end_too_few({}, o);
		case 'deck_out':
			return m.locke_combat_end_deck_out({ owed: owed ?? '?', available: available ?? '?' }, o);
		case 'manual':
			return m.locke_combat_end_manual({}, o);
	}
}

export function endKindText(kind: string, locale: Locale): string {
	const o = { locale };
	switch (kind) {
		case 'declaration':
			return m.locke_end_declaration({}, o);
		case 'solo_declaration':
			return m.locke_end_solo({}, o);
		case 'all_key_points_destroyed':
			return m.locke_end_key_points({}, o);
		case 'all_dead':
			return m.locke_end_all_dead({}, o);
		case 'all_permanently_incapacitated':
			return m.locke_end_all_incapacitated({}, o);
		case 'thousand_turns':
			return m.locke_end_thousand_turns({}, o);
		default:
			return kind;
	}
}

export function outcomeText(outcome: AttackOutcome, locale: Locale): string {
	const o = { locale };
	switch (outcome) {
		case 'hit':
			return m.locke_outcome_hit({}, o);
		case 'blocked':
			return m.locke_outcome_blocked({}, o);
		case 'escaped':
			return m.locke_outcome_escaped({}, o);
		case 'escape_interfered':
			return m.locke_outcome_escape_interfered({}, o);
	}
}

/** 「2D6 = 7（3+4）, 3 ダメージ」 plus where the value came from. */
export function readText(read: DamageRead, locale: Locale): string {
	const o = { locale };
	const from = read.source === 'printed' ? m.locke_read_printed({}, o) : m.locke_read_table({}, o);
	return m.locke_read({ total: read.roll.total, faces: facesText(read.roll, locale), damage: read.value, from }, o);
}

export function stepText(step: string, locale: Locale): string {
	const o = { locale };
	switch (step) {
		case 'opening':
			return m.locke_step_opening({}, o);
		case 'initiative':
			return m.locke_step_initiative({}, o);
		case 'turns':
			return m.locke_step_turns({}, o);
		default:
			return step;
	}
}
