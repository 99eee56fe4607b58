import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { RefusalParams } from '$lib/core/events';
import type { Colour, EnemyKind } from './rules';
import type { DeckLineProblem } from './deck-list';
import type { Place } from './library';

/** A colour's name (null: colourless). */
export function colourText(c: Colour | null, locale?: Locale): string {
	const o = locale ? { locale } : {};
	if (c === null) return m.mtg_colourless({}, o);
	return { W: m.mtg_colour_W, U: m.mtg_colour_U, B: m.mtg_colour_B, R: m.mtg_colour_R, G: m.mtg_colour_G }[c]({}, o);
}

/** A card's colours, e.g. "赤・緑"; colourless when none. */
export function coloursText(cs: readonly Colour[], locale?: Locale): string {
	if (cs.length === 0) return colourText(null, locale);
	return cs.map((c) => colourText(c, locale)).join(locale === 'en' ? '/' : '・');
}

export function kindText(k: EnemyKind, locale?: Locale): string {
	const o = locale ? { locale } : {};
	return {
		deck: m.mtg_kind_deck,
		horde: m.mtg_kind_horde,
		creature: m.mtg_kind_creature,
		planeswalker: m.mtg_kind_planeswalker
	}[k]({}, o);
}

export function purposeText(p: 'check' | 'escape' | 'horde', locale?: Locale): string {
	const o = locale ? { locale } : {};
	return { check: m.mtg_purpose_check, escape: m.mtg_purpose_escape, horde: m.mtg_purpose_horde }[p]({}, o);
}

export function outcomeText(p: 'pcs_won' | 'pcs_lost' | 'escaped', locale?: Locale): string {
	const o = locale ? { locale } : {};
	return { pcs_won: m.mtg_outcome_pcs_won, pcs_lost: m.mtg_outcome_pcs_lost, escaped: m.mtg_outcome_escaped }[p]({}, o);
}

export function cardText(c: { mv: number; colours: readonly Colour[]; designated: boolean }, locale?: Locale): string {
	const o = locale ? { locale } : {};
	return m.mtg_card_text(
		{ mv: c.mv, colours: coloursText(c.colours, locale), designated: c.designated ? m.mtg_card_designated({}, o) : '' },
		o
	);
}

/** A signed change, "+3" / "−2". */
export const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

/** Where a card is: the library (its unknown part), 手札, 戦場, 墓地, 追放, or known on top. */
export function placeText(p: Place, locale?: Locale): string {
	const o = locale ? { locale } : {};
	return {
		library: m.mtg_place_library,
		hand: m.mtg_place_hand,
		battlefield: m.mtg_place_battlefield,
		graveyard: m.mtg_place_graveyard,
		exile: m.mtg_place_exile,
		top: m.mtg_place_top
	}[p]({}, o);
}

/** A deck line's card: 「稲妻：マナ総量1（赤）」, 「土地（赤）」. */
export function lineText(
	c: { name: string | null; mv: number; colours: readonly Colour[]; land: boolean },
	locale?: Locale
): string {
	const o = locale ? { locale } : {};
	const colours = coloursText(c.colours, locale);
	const card = c.land ? m.mtg_land_text({ colours }, o) : m.mtg_mv_text({ mv: c.mv, colours }, o);
	return c.name ? m.mtg_named_card({ name: c.name, card }, o) : card;
}

/** What is wrong with a deck list line, in the user's language (`DeckListError.problem` and its params). */
export function deckProblemText(problem: DeckLineProblem | string, params: RefusalParams, locale?: Locale): string {
	const o = locale ? { locale } : {};
	const p = (k: string) => params[k] ?? '';
	switch (problem) {
		case 'bad_count':
			return m.mtg_deck_bad_count({ count: p('count'), max: p('max') }, o);
		case 'no_name':
			return m.mtg_deck_no_name({}, o);
		case 'no_card':
			return m.mtg_deck_no_card({}, o);
		case 'not_colour':
			return m.mtg_deck_not_colour({ token: p('token') }, o);
		case 'not_colour_or_land':
			return m.mtg_deck_not_colour_or_land({ token: p('token') }, o);
		case 'no_mv':
			return m.mtg_deck_no_mv({}, o);
		case 'not_mv':
			return m.mtg_deck_not_mv({ token: p('token'), max: p('max') }, o);
		case 'extra_text':
			return m.mtg_deck_extra_text({ extra: p('extra') }, o);
		case 'designated':
			return m.mtg_refusal_too_many_designated({ designated: p('designated') }, o);
		default:
			return m.mtg_deck_no_count({}, o);
	}
}
