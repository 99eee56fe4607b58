/**
 * The quick-reference checklists: short lines in our own words (messages/locke-ref), each
 * list in the order play happens, plus the open rule points (open-points.ts) in the current
 * language. Pure data; the component filters and shows them.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import { LOCKE_OPEN_POINTS, pointNote } from './fixed-points';

export interface Checklist {
	id: string;
	title: string;
	/** One line each, in the order play meets them. */
	items: string[];
	/** The lines carry their own step numbers (1. 2. …): no bullets. */
	numbered?: boolean;
}

/** Every checklist, texts in the current language. */
export function checklists(locale: Locale): Checklist[] {
	return [
		{
			id: 'round',
			title: m.lockeref_cl_round_title(),
			items: [
				m.lockeref_cl_round_1(),
				m.lockeref_cl_round_2(),
				m.lockeref_cl_round_3(),
				m.lockeref_cl_round_4(),
				m.lockeref_cl_round_5(),
				m.lockeref_cl_round_6(),
				m.lockeref_cl_round_7(),
				m.lockeref_cl_round_8(),
				m.lockeref_cl_round_9(),
				m.lockeref_cl_round_10(),
				m.lockeref_cl_round_11(),
				m.lockeref_cl_round_12()
			]
		},
		{
			id: 'attack',
			title: m.lockeref_cl_attack_title(),
			items: [
				m.lockeref_cl_attack_1(),
				m.lockeref_cl_attack_2(),
				m.lockeref_cl_attack_3(),
				m.lockeref_cl_attack_4(),
				m.lockeref_cl_attack_5(),
				m.lockeref_cl_attack_6(),
				m.lockeref_cl_attack_7(),
				m.lockeref_cl_attack_8(),
				m.lockeref_cl_attack_9(),
				m.lockeref_cl_attack_10()
			]
		},
		{
			id: 'roundend',
			title: m.lockeref_cl_roundend_title(),
			numbered: true,
			items: [
				m.lockeref_cl_roundend_1(),
				m.lockeref_cl_roundend_2(),
				m.lockeref_cl_roundend_3(),
				m.lockeref_cl_roundend_4(),
				m.lockeref_cl_roundend_5(),
				m.lockeref_cl_roundend_6()
			]
		},
		{
			id: 'turn',
			title: m.lockeref_cl_turn_title(),
			items: [
				m.lockeref_cl_turn_1(),
				m.lockeref_cl_turn_2(),
				m.lockeref_cl_turn_3(),
				m.lockeref_cl_turn_4(),
				m.lockeref_cl_turn_5(),
				m.lockeref_cl_turn_6(),
				m.lockeref_cl_turn_7(),
				m.lockeref_cl_turn_8(),
				m.lockeref_cl_turn_9(),
				m.lockeref_cl_turn_10()
			]
		},
		{
			id: 'end',
			title: m.lockeref_cl_end_title(),
			items: [
				m.lockeref_cl_end_1(),
				m.lockeref_cl_end_2(),
				m.lockeref_cl_end_3(),
				m.lockeref_cl_end_4(),
				m.lockeref_cl_end_5(),
				m.lockeref_cl_end_6(),
				m.lockeref_cl_end_7(),
				m.lockeref_cl_end_8(),
				m.lockeref_cl_end_9(),
				m.lockeref_cl_end_10()
			]
		},
		{
			id: 'setup',
			title: m.lockeref_cl_setup_title(),
			items: [
				m.lockeref_cl_setup_1(),
				m.lockeref_cl_setup_2(),
				m.lockeref_cl_setup_3(),
				m.lockeref_cl_setup_4(),
				m.lockeref_cl_setup_5(),
				m.lockeref_cl_setup_6(),
				m.lockeref_cl_setup_7(),
				m.lockeref_cl_setup_8(),
				m.lockeref_cl_setup_9(),
				m.lockeref_cl_setup_10()
			]
		},
		{
			id: 'open',
			title: m.lockeref_cl_open_title(),
			items: LOCKE_OPEN_POINTS.map((p) => `${p.title[locale]}: ${pointNote(p.id, locale)}`)
		}
	];
}
