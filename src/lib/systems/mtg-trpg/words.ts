import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { Colour } from './rules';
import type { EnemyKind } from './state';

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

/** An open point's short name (data/open-points.ts id). */
export function pointName(id: string, locale?: Locale): string {
	const o = locale ? { locale } : {};
	const f = (
		{
			escape_difficulty: m.mtg_point_escape_difficulty,
			horde_difficulty: m.mtg_point_horde_difficulty,
			colourless_check_bonus: m.mtg_point_colourless_check_bonus,
			reset_clamps: m.mtg_point_reset_clamps,
			horde_auto_results: m.mtg_point_horde_auto_results
		} as Record<string, (i: object, o: object) => string>
	)[id];
	return f ? f({}, o) : id;
}
