import { m } from '$lib/paraglide/messages.js';
import type { RefusalParams } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import type { SystemSpec } from '../types';
import type * as v from 'valibot';
import type { mtgTrpgEvents } from './events';
import { HIDDEN_PLACES } from './library';
import {
	cardText,
	colourText,
	deckProblemText,
	kindText,
	lineText,
	outcomeText,
	placeText,
	purposeText,
	signed
} from './words';

export type MtgRefusal =
	| 'mtg-trpg/duplicate_pc'
	| 'mtg-trpg/too_many_pcs'
	| 'mtg-trpg/deck_too_small'
	| 'mtg-trpg/too_many_designated'
	| 'mtg-trpg/unknown_pc'
	| 'mtg-trpg/in_combat'
	| 'mtg-trpg/combat_running'
	| 'mtg-trpg/order_first'
	| 'mtg-trpg/wrong_step'
	| 'mtg-trpg/not_in_combat'
	| 'mtg-trpg/pc_defeated'
	| 'mtg-trpg/no_horde_check'
	| 'mtg-trpg/horde_check_first'
	| 'mtg-trpg/combat_decided'
	| 'mtg-trpg/check_used'
	| 'mtg-trpg/not_designated'
	| 'mtg-trpg/no_game'
	| 'mtg-trpg/wrong_turn'
	| 'mtg-trpg/no_enemy'
	| 'mtg-trpg/enemy_defeated'
	| 'mtg-trpg/no_life'
	| 'mtg-trpg/below_zero'
	| 'mtg-trpg/has_library'
	| 'mtg-trpg/not_decided'
	| 'mtg-trpg/name_needed'
	| 'mtg-trpg/bad_deck_line'
	| 'mtg-trpg/count_needed'
	| 'mtg-trpg/bad_difficulty'
	| 'mtg-trpg/bad_mv'
	| 'mtg-trpg/bad_number'
	| 'mtg-trpg/bad_hand'
	| 'mtg-trpg/nobody'
	| 'mtg-trpg/duplicate_enemy'
	| 'mtg-trpg/too_many_enemies'
	| 'mtg-trpg/handicap_mismatch'
	| 'mtg-trpg/outcome_mismatch'
	| 'mtg-trpg/not_in_library'
	| 'mtg-trpg/library_too_small'
	| 'mtg-trpg/unknown_card'
	| 'mtg-trpg/same_place'
	| 'mtg-trpg/not_there';

type Spec = SystemSpec<unknown, typeof mtgTrpgEvents, MtgRefusal, never>;

const cards = (deck: readonly { count: number }[]) => deck.reduce((n, c) => n + c.count, 0);
const list = (xs: string[], locale: Locale) => xs.join(locale === 'ja' ? '、' : ', ');

/** One log sentence per event type (a missing type fails `npm run check`). */
export const mtgTrpgDescribe: Spec['describe'] = {
	'mtg-trpg/pcAdded': (p, locale) => m.mtg_pc_added({ name: p.name, cards: cards(p.deck) }, { locale }),
	'mtg-trpg/deckSet': (p, locale) => m.mtg_deck_set({ name: p.name, cards: cards(p.deck) }, { locale }),
	'mtg-trpg/pcRemoved': (p, locale) => m.mtg_pc_removed({ name: p.name }, { locale }),
	'mtg-trpg/playOrderDecided': (p, locale) =>
		m.mtg_order_decided(
			{
				first: p.first === 'pcs' ? m.mtg_first_pcs({}, { locale }) : m.mtg_first_enemy({}, { locale }),
				death: p.deathMatch ? m.mtg_death_match({}, { locale }) : ''
			},
			{ locale }
		),
	'mtg-trpg/reset': (p, locale) =>
		m.mtg_reset_done(
			{
				list: list(
					p.pcs.map((x) => m.mtg_reset_item({ name: x.name, life: x.life, hand: x.hand }, { locale })),
					locale
				)
			},
			{ locale }
		),
	'mtg-trpg/participantsChosen': (p, locale) =>
		m.mtg_participants({ list: list([...p.names, ...p.npcs], locale) }, { locale }),
	'mtg-trpg/enemiesAppeared': (p, locale) =>
		m.mtg_enemies_appeared(
			{
				list: list(
					p.enemies.map((e) =>
						e.life !== null && e.openingHand > 7
							? m.mtg_enemy_item_handicap(
									{ name: e.name, kind: kindText(e.kind, locale), hand: e.openingHand, life: e.life },
									{ locale }
								)
							: m.mtg_enemy_item({ name: e.name, kind: kindText(e.kind, locale) }, { locale })
					),
					locale
				),
				prep: p.prepTurn ? m.mtg_enemy_prep_turn_log({}, { locale }) : ''
			},
			{ locale }
		),
	'mtg-trpg/checkMade': (p, locale) =>
		m.mtg_check_made(
			{
				name: p.name,
				purpose: purposeText(p.purpose, locale),
				colour: colourText(p.colour, locale),
				difficulty: p.difficulty,
				first: cardText(p.first, locale),
				second: cardText(p.second, locale),
				source: p.source === 'table' ? m.mtg_source_table({}, { locale }) : '',
				result: checkResult(p, locale)
			},
			{ locale }
		),
	'mtg-trpg/turnAdvanced': (p, locale) =>
		p.turn < 1
			? m.mtg_prep_turn_n({ left: 1 - p.turn }, { locale })
			: m.mtg_turn_advanced({ turn: p.turn }, { locale }),
	'mtg-trpg/lifeAdjusted': (p, locale) =>
		p.after === undefined
			? m.mtg_life_adjusted({ name: p.name, by: signed(p.by) }, { locale })
			: m.mtg_life_adjusted_to({ name: p.name, by: signed(p.by), after: p.after }, { locale }),
	'mtg-trpg/poisonAdjusted': (p, locale) =>
		p.after === undefined
			? m.mtg_poison_adjusted({ name: p.name, by: signed(p.by) }, { locale })
			: m.mtg_poison_adjusted_to({ name: p.name, by: signed(p.by), after: p.after }, { locale }),
	'mtg-trpg/libraryOutCounted': (p, locale) =>
		p.after === undefined || p.name === undefined
			? m.mtg_library_out_counted({ by: signed(p.by) }, { locale })
			: m.mtg_library_out_counted_of({ name: p.name, by: signed(p.by), after: p.after }, { locale }),
	'mtg-trpg/pcDefeated': (p, locale) => m.mtg_pc_defeated({ name: p.name }, { locale }),
	'mtg-trpg/enemyDefeated': (p, locale) => m.mtg_enemy_defeated({ name: p.name }, { locale }),
	// Hand and known top cards are the player's secret: a move only among hidden places names no card.
	'mtg-trpg/cardsMoved': (p, locale) => {
		const where = { from: placeText(p.from, locale), to: placeText(p.to, locale) };
		return HIDDEN_PLACES.includes(p.from) && HIDDEN_PLACES.includes(p.to)
			? m.mtg_cards_moved_hidden({ name: p.name, count: p.count, ...where }, { locale })
			: m.mtg_cards_moved({ name: p.name, count: p.count, card: lineText(p.card, locale), ...where }, { locale });
	},
	'mtg-trpg/knownCleared': (p, locale) => m.mtg_known_cleared({ name: p.name }, { locale }),
	'mtg-trpg/combatEnded': (p, locale) => m.mtg_combat_ended({ outcome: outcomeText(p.outcome, locale) }, { locale })
};

/** A check's result as the event recorded it (older logs recorded none). */
function checkResult(p: v.InferOutput<(typeof mtgTrpgEvents)['mtg-trpg/checkMade']>, locale: Locale): string {
	if (p.success === undefined || p.target === undefined || p.achievement === undefined) return '';
	const result = p.auto
		? p.auto === 'success'
			? m.mtg_auto_success({}, { locale })
			: m.mtg_auto_fail({}, { locale })
		: p.success
			? m.mtg_success({}, { locale })
			: m.mtg_failure({}, { locale });
	const turns = p.turns === undefined ? '' : m.mtg_check_turns({ turns: p.turns }, { locale });
	return m.mtg_check_result({ result, target: p.target, achievement: p.achievement }, { locale }) + turns;
}

const n = (params: RefusalParams, key: string) => params[key] ?? '';

/**
 * Quick taps on one counter read as one log line with the total after (「竜 のライフ −7 → 33」) and
 * undo as one step, while each tap stays its own event: a PC's or an enemy's life and poison, an
 * enemy's library-out counter.
 */
const sum = <P extends { by: number }>(first: P, next: P): P => ({ ...next, by: first.by + next.by });
export const mtgTrpgCoalesce: Spec['coalesce'] = {
	'mtg-trpg/lifeAdjusted': { key: (p) => `${p.who}/${p.enemy ?? ''}`, merge: sum },
	'mtg-trpg/poisonAdjusted': { key: (p) => `${p.who}/${p.enemy ?? ''}`, merge: sum },
	'mtg-trpg/libraryOutCounted': { key: (p) => p.enemy ?? '', merge: sum }
};

/** One text per refusal code. */
export const mtgTrpgRefusals: Spec['refusals'] = {
	'mtg-trpg/duplicate_pc': (_p, locale) => m.mtg_refusal_duplicate_pc({}, { locale }),
	'mtg-trpg/too_many_pcs': (p, locale) => m.mtg_refusal_too_many_pcs({ max: n(p, 'max') }, { locale }),
	'mtg-trpg/deck_too_small': (p, locale) => m.mtg_refusal_deck_too_small({ cards: n(p, 'cards') }, { locale }),
	'mtg-trpg/too_many_designated': (p, locale) =>
		m.mtg_refusal_too_many_designated({ designated: n(p, 'designated') }, { locale }),
	'mtg-trpg/unknown_pc': (_p, locale) => m.mtg_refusal_unknown_pc({}, { locale }),
	'mtg-trpg/in_combat': (_p, locale) => m.mtg_refusal_in_combat({}, { locale }),
	'mtg-trpg/combat_running': (_p, locale) => m.mtg_refusal_combat_running({}, { locale }),
	'mtg-trpg/order_first': (_p, locale) => m.mtg_refusal_order_first({}, { locale }),
	'mtg-trpg/wrong_step': (_p, locale) => m.mtg_refusal_wrong_step({}, { locale }),
	'mtg-trpg/not_in_combat': (_p, locale) => m.mtg_refusal_not_in_combat({}, { locale }),
	'mtg-trpg/pc_defeated': (p, locale) => m.mtg_refusal_pc_defeated({ name: n(p, 'name') }, { locale }),
	'mtg-trpg/no_horde_check': (_p, locale) => m.mtg_refusal_no_horde_check({}, { locale }),
	'mtg-trpg/horde_check_first': (_p, locale) => m.mtg_refusal_horde_check_first({}, { locale }),
	'mtg-trpg/combat_decided': (_p, locale) => m.mtg_refusal_combat_decided({}, { locale }),
	'mtg-trpg/check_used': (p, locale) => m.mtg_refusal_check_used({ name: n(p, 'name') }, { locale }),
	'mtg-trpg/not_designated': (p, locale) => m.mtg_refusal_not_designated({ name: n(p, 'name') }, { locale }),
	'mtg-trpg/no_game': (_p, locale) => m.mtg_refusal_no_game({}, { locale }),
	'mtg-trpg/wrong_turn': (p, locale) => m.mtg_refusal_wrong_turn({ turn: n(p, 'turn') }, { locale }),
	'mtg-trpg/no_enemy': (_p, locale) => m.mtg_refusal_no_enemy({}, { locale }),
	'mtg-trpg/enemy_defeated': (_p, locale) => m.mtg_refusal_enemy_defeated({}, { locale }),
	'mtg-trpg/no_life': (_p, locale) => m.mtg_refusal_no_life({}, { locale }),
	'mtg-trpg/below_zero': (_p, locale) => m.mtg_refusal_below_zero({}, { locale }),
	'mtg-trpg/has_library': (_p, locale) => m.mtg_refusal_has_library({}, { locale }),
	'mtg-trpg/not_decided': (_p, locale) => m.mtg_refusal_not_decided({}, { locale }),
	'mtg-trpg/name_needed': (_p, locale) => m.mtg_refusal_name_needed({}, { locale }),
	'mtg-trpg/bad_deck_line': (p, locale) =>
		m.mtg_refusal_bad_deck_line(
			{ line: n(p, 'line'), text: n(p, 'text'), reason: deckProblemText(String(n(p, 'problem')), p, locale) },
			{ locale }
		),
	'mtg-trpg/count_needed': (_p, locale) => m.mtg_refusal_count_needed({}, { locale }),
	'mtg-trpg/bad_difficulty': (_p, locale) => m.mtg_refusal_bad_difficulty({}, { locale }),
	'mtg-trpg/bad_mv': (p, locale) => m.mtg_refusal_bad_mv({ max: n(p, 'max') || 16 }, { locale }),
	'mtg-trpg/bad_number': (_p, locale) => m.mtg_refusal_bad_number({}, { locale }),
	'mtg-trpg/bad_hand': (p, locale) => m.mtg_refusal_bad_hand({ name: n(p, 'name') }, { locale }),
	'mtg-trpg/nobody': (_p, locale) => m.mtg_refusal_nobody({}, { locale }),
	'mtg-trpg/duplicate_enemy': (_p, locale) => m.mtg_refusal_duplicate_enemy({}, { locale }),
	'mtg-trpg/too_many_enemies': (p, locale) => m.mtg_refusal_too_many_enemies({ max: n(p, 'max') }, { locale }),
	'mtg-trpg/handicap_mismatch': (p, locale) => m.mtg_refusal_handicap_mismatch({ name: n(p, 'name') }, { locale }),
	'mtg-trpg/outcome_mismatch': (_p, locale) => m.mtg_refusal_outcome_mismatch({}, { locale }),
	'mtg-trpg/not_in_library': (p, locale) => m.mtg_refusal_not_in_library({ name: n(p, 'name') }, { locale }),
	'mtg-trpg/library_too_small': (p, locale) =>
		m.mtg_refusal_library_too_small({ name: n(p, 'name'), cards: n(p, 'cards') }, { locale }),
	'mtg-trpg/unknown_card': (p, locale) => m.mtg_refusal_unknown_card({ name: n(p, 'name') }, { locale }),
	'mtg-trpg/same_place': (_p, locale) => m.mtg_refusal_same_place({}, { locale }),
	'mtg-trpg/not_there': (p, locale) => m.mtg_refusal_not_there({ name: n(p, 'name'), count: n(p, 'count') }, { locale })
};
