import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { RefusalParams } from '$lib/core/events';
import type { SystemSpec } from '../types';
import type { gloomhavenEvents, PayloadOf } from './events';
import { cardText, conditionText, idText, modeText, signed, stepOneText } from './words';
import { OPEN_POINTS } from './data/open-points';

/** Every refusal the reducer and the commands return. */
export type GloomhavenRefusal =
	| 'gloomhaven/unknown_deck'
	| 'gloomhaven/duplicate_deck'
	| 'gloomhaven/too_many_decks'
	| 'gloomhaven/duplicate_card'
	| 'gloomhaven/too_many_cards'
	| 'gloomhaven/unknown_card'
	| 'gloomhaven/supply_card'
	| 'gloomhaven/supply_empty'
	| 'gloomhaven/deck_empty'
	| 'gloomhaven/card_not_in_pile'
	| 'gloomhaven/draw_incomplete'
	| 'gloomhaven/draw_too_long'
	| 'gloomhaven/no_choice'
	| 'gloomhaven/monster_takes_better'
	| 'gloomhaven/not_a_choice'
	| 'gloomhaven/target_out_of_order'
	| 'gloomhaven/target_twice'
	| 'gloomhaven/result_mismatch'
	| 'gloomhaven/unknown_reading'
	| 'gloomhaven/no_attack_in_progress'
	| 'gloomhaven/plan_mismatch'
	| 'gloomhaven/name_required'
	| 'gloomhaven/effect_value_conflict'
	| 'gloomhaven/rolling_needs_number'
	| 'gloomhaven/card_pierce_too_large'
	| 'gloomhaven/order_needed';

type Spec = SystemSpec<unknown, typeof gloomhavenEvents, GloomhavenRefusal, never>;

/** The deck's name as the event recorded it (its id for events recorded without one). */
const deckName = (p: { deck: string; deckName?: string }) => p.deckName ?? p.deck;

/** One log sentence per event type (a missing type fails `npm run check`). */
export const gloomhavenDescribe: Spec['describe'] = {
	'gloomhaven/editionSet': (p, locale) =>
		m.gh_edition_set({ edition: p.edition === '2e' ? '2e / Frosthaven' : '1e' }, { locale }),
	'gloomhaven/readingChosen': (p, locale) => {
		const point = OPEN_POINTS.find((x) => x.id === p.point);
		const option = point?.options.find((o) => o.id === p.option);
		return m.gh_reading_chosen(
			{ point: point?.title[locale] ?? p.point, option: option?.[locale] ?? p.option },
			{ locale }
		);
	},
	'gloomhaven/deckAdded': (p, locale) => m.gh_deck_added({ name: p.name }, { locale }),
	'gloomhaven/deckRemoved': (p, locale) => m.gh_deck_removed({ name: p.name }, { locale }),
	'gloomhaven/cardAdded': (p, locale) =>
		m.gh_card_added(
			{
				deck: deckName(p),
				card: cardText(p.card, locale),
				scenario: p.scenario ? m.gh_card_added_scenario({}, { locale }) : ''
			},
			{ locale }
		),
	'gloomhaven/cardRemoved': (p, locale) =>
		m.gh_card_removed({ deck: deckName(p), card: idText(p.card, locale) }, { locale }),
	'gloomhaven/blessAdded': (p, locale) => m.gh_bless_added({ deck: deckName(p) }, { locale }),
	'gloomhaven/curseAdded': (p, locale) => m.gh_curse_added({ deck: deckName(p) }, { locale }),
	'gloomhaven/attackDrawn': (p, locale) =>
		m.gh_attack_drawn(
			{
				deck: deckName(p),
				attack: stepOneText(p.attack, p.bonus ?? 0, p.doubled === true, p.order),
				mode: p.rangedAdjacent
					? m.gh_mode_ranged_adjacent({ mode: modeText(p.mode, locale) }, { locale })
					: modeText(p.mode, locale),
				cards: p.cards.map((id) => idText(id, locale)).join(locale === 'ja' ? '、' : ', '),
				// Where the cards came from closes the sentence, after the damage steps.
				source: ''
			},
			{ locale }
		) +
		resultText(p, locale) +
		(p.source === 'table' ? m.gh_source_table({}, { locale }) : m.gh_source_app({}, { locale })),
	'gloomhaven/attackStopped': (p, locale) =>
		m.gh_attack_stopped({ deck: deckName(p), drawn: p.drawn, of: p.of }, { locale }),
	'gloomhaven/roundEnded': (_p, locale) => m.gh_round_ended({}, { locale }),
	'gloomhaven/scenarioEnded': (_p, locale) => m.gh_scenario_ended({}, { locale })
};

/**
 * " → 8, shield 2 − pierce 1 → 7 damage to Guard (9 → 2 HP)": the damage steps, when the event
 * carries them — with a shield bonus and a reduction entered after the draw, the cards' own
 * pierce, and the conditions they gave.
 */
function resultText(p: PayloadOf<'gloomhaven/attackDrawn'>, locale: Locale): string {
	const r = p.result;
	if (!r) return '';
	const o = { locale };
	let text: string = m.gh_log_steps(
		{
			modified: r.modified,
			shield: p.extraShield ? `${p.shield}${signed(p.extraShield)}` : p.shield,
			pierce: r.cardPierce ? `${p.pierce}${signed(r.cardPierce)}` : p.pierce,
			reduction: p.reduction ? m.gh_log_reduction({ reduction: p.reduction }, o) : '',
			damage: r.damage
		},
		o
	);
	if (p.target !== undefined) text += m.gh_log_target({ target: p.target }, o);
	if (p.hp !== undefined && r.hpAfter !== undefined) text += m.gh_log_hp({ hp: p.hp, after: r.hpAfter }, o);
	if (r.conditions?.length)
		text += m.gh_log_conditions(
			{ conditions: r.conditions.map((c) => conditionText(c, locale)).join(locale === 'ja' ? '・' : ', ') },
			o
		);
	return text;
}

const setText = (set: unknown, locale: Locale) =>
	set === 'bless'
		? m.gh_set_bless({}, { locale })
		: set === 'monsterCurse'
			? m.gh_set_monster_curse({}, { locale })
			: m.gh_set_player_curse({}, { locale });

/** The text of every refusal code (a missing code fails `npm run check`). */
export const gloomhavenRefusals: Spec['refusals'] = {
	'gloomhaven/unknown_deck': (_p, locale) => m.gh_refusal_unknown_deck({}, { locale }),
	'gloomhaven/duplicate_deck': (_p, locale) => m.gh_refusal_duplicate_deck({}, { locale }),
	'gloomhaven/too_many_decks': (p: RefusalParams, locale) =>
		m.gh_refusal_too_many_decks({ max: p.max ?? '' }, { locale }),
	'gloomhaven/duplicate_card': (_p, locale) => m.gh_refusal_duplicate_card({}, { locale }),
	'gloomhaven/too_many_cards': (p, locale) => m.gh_refusal_too_many_cards({ max: p.max ?? '' }, { locale }),
	'gloomhaven/unknown_card': (_p, locale) => m.gh_refusal_unknown_card({}, { locale }),
	'gloomhaven/supply_card': (_p, locale) => m.gh_refusal_supply_card({}, { locale }),
	'gloomhaven/supply_empty': (p, locale) => m.gh_refusal_supply_empty({ set: setText(p.set, locale) }, { locale }),
	'gloomhaven/deck_empty': (_p, locale) => m.gh_refusal_deck_empty({}, { locale }),
	'gloomhaven/card_not_in_pile': (_p, locale) => m.gh_refusal_card_not_in_pile({}, { locale }),
	'gloomhaven/draw_incomplete': (_p, locale) => m.gh_refusal_draw_incomplete({}, { locale }),
	'gloomhaven/draw_too_long': (_p, locale) => m.gh_refusal_draw_too_long({}, { locale }),
	'gloomhaven/no_choice': (_p, locale) => m.gh_refusal_no_choice({}, { locale }),
	'gloomhaven/monster_takes_better': (_p, locale) => m.gh_refusal_monster_takes_better({}, { locale }),
	'gloomhaven/not_a_choice': (_p, locale) => m.gh_refusal_not_a_choice({}, { locale }),
	'gloomhaven/target_out_of_order': (p, locale) =>
		m.gh_refusal_target_out_of_order({ index: p.index ?? '' }, { locale }),
	'gloomhaven/target_twice': (p, locale) => m.gh_refusal_target_twice({ target: p.target ?? '' }, { locale }),
	'gloomhaven/result_mismatch': (_p, locale) => m.gh_refusal_result_mismatch({}, { locale }),
	'gloomhaven/unknown_reading': (_p, locale) => m.gh_refusal_unknown_reading({}, { locale }),
	'gloomhaven/no_attack_in_progress': (_p, locale) => m.gh_refusal_no_attack_in_progress({}, { locale }),
	'gloomhaven/plan_mismatch': (p, locale) => m.gh_refusal_plan_mismatch({ index: p.index ?? '' }, { locale }),
	'gloomhaven/name_required': (_p, locale) => m.gh_name_required({}, { locale }),
	'gloomhaven/effect_value_conflict': (p, locale) =>
		m.gh_refusal_effect_value_conflict({ typed: typeof p.typed === 'number' ? signed(p.typed) : '' }, { locale }),
	'gloomhaven/rolling_needs_number': (_p, locale) => m.gh_refusal_rolling_needs_number({}, { locale }),
	'gloomhaven/card_pierce_too_large': (p, locale) =>
		m.gh_refusal_card_pierce_too_large({ max: p.max ?? '' }, { locale }),
	'gloomhaven/order_needed': (_p, locale) => m.gh_refusal_order_needed({}, { locale })
};
