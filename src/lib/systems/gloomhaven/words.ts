/**
 * How a modifier card, a draw mode and a deck owner read on screen and in the log, in either
 * language — one place for the screen, the log and the reference.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { AttackMode, Condition, ModifierCard, StepOneOrder } from './rules';
import type { DeckOwner, GloomhavenDeck } from './state';

/** A number with its sign: `+2`, `−1` (U+2212), `+0`. */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** A condition's name (the seed's term in Japanese: 毒, 流血 …). */
export function conditionText(c: Condition, locale: Locale): string {
	const o = { locale };
	const names: Record<Condition, () => string> = {
		poison: () => m.gh_condition_poison({}, o),
		wound: () => m.gh_condition_wound({}, o),
		immobilize: () => m.gh_condition_immobilize({}, o),
		disarm: () => m.gh_condition_disarm({}, o),
		stun: () => m.gh_condition_stun({}, o),
		muddle: () => m.gh_condition_muddle({}, o),
		curse: () => m.gh_condition_curse({}, o),
		strengthen: () => m.gh_condition_strengthen({}, o),
		invisible: () => m.gh_condition_invisible({}, o),
		bless: () => m.gh_condition_bless({}, o)
	};
	return names[c]();
}

/** The effects of a card the app counts, as words: `貫通3`, `毒` (its labels are apart: `card.effects`). */
export function countedEffectTexts(card: Pick<ModifierCard, 'pierce' | 'conditions'>, locale: Locale): string[] {
	return [
		...(card.pierce ? [m.gh_card_pierce({ n: card.pierce }, { locale })] : []),
		...(card.conditions ?? []).map((c) => conditionText(c, locale))
	];
}

/** Step 1 as the log writes it: `3+1`, `(3+1)×2`, `3×2+1`, `3×2`. */
export function stepOneText(attack: number, bonus: number, doubled: boolean, order?: StepOneOrder): string {
	if (!doubled) return bonus ? `${attack}${signed(bonus)}` : `${attack}`;
	if (!bonus) return `${attack}×2`;
	return order === 'double_first' ? `${attack}×2${signed(bonus)}` : `(${attack}${signed(bonus)})×2`;
}

/** `+1`, `−1`, `+0`, `×2`, `ヌル`, `祝福`, `呪い`, with `連続` for a rolling card and its effects. */
export function cardText(
	card: Pick<ModifierCard, 'value' | 'rolling' | 'effects' | 'kind' | 'shuffle' | 'pierce' | 'conditions'>,
	locale: Locale
): string {
	const o = { locale };
	let text: string;
	if (card.kind === 'bless') text = m.gh_card_bless({}, o);
	else if (card.kind === 'curse') text = m.gh_card_curse({}, o);
	else if (card.value === 'x2') text = '×2';
	else if (card.value === 'null') text = m.gh_card_null({}, o);
	else text = card.value < 0 ? `−${-card.value}` : `+${card.value}`;
	if (card.rolling) text += ` ${m.gh_card_rolling({}, o)}`;
	// The standard ×2 and null always carry it; an added card says so.
	if (card.shuffle && card.kind === 'added') text += ' ⟳';
	const effects = [...countedEffectTexts(card, locale), ...(card.effects ?? [])];
	if (effects.length) text += ` (${effects.join(', ')})`;
	return text;
}

export function modeText(mode: AttackMode, locale: Locale): string {
	const o = { locale };
	return mode === 'advantage'
		? m.gh_mode_advantage({}, o)
		: mode === 'disadvantage'
			? m.gh_mode_disadvantage({}, o)
			: m.gh_mode_normal({}, o);
}

export function ownerText(owner: DeckOwner, locale: Locale): string {
	const o = { locale };
	return owner === 'monster'
		? m.gh_owner_monster({}, o)
		: owner === 'ally'
			? m.gh_owner_ally({}, o)
			: m.gh_owner_character({}, o);
}

/**
 * A card named by its id alone (the log has no state): standard ids (`plus1-3`, `minus2`, `x2`,
 * `null`), supply ids (`bless-4`, `curse-1`) and added ones (`perk+1r-2`: value, `r` = rolling).
 */
export function cardFromId(id: string): Pick<ModifierCard, 'value' | 'rolling' | 'kind'> | null {
	const std = /^(plus|minus)(\d+)(-\d+)?$/.exec(id);
	if (std) return { value: (std[1] === 'minus' ? -1 : 1) * Number(std[2]) };
	if (id === 'x2') return { value: 'x2' };
	if (id === 'null') return { value: 'null' };
	if (/^bless-\d+$/.test(id)) return { value: 'x2', kind: 'bless' };
	if (/^curse-\d+$/.test(id)) return { value: 'null', kind: 'curse' };
	const perk = /^perk([+-]\d+|x2|null)(r?)-\d+$/.exec(id);
	if (perk) {
		const v = perk[1]!;
		return { value: v === 'x2' || v === 'null' ? v : Number(v), rolling: perk[2] === 'r' || undefined, kind: 'added' };
	}
	return null;
}

/** The id a card added by a perk, item or scenario gets: its value and rolling flag, then a serial. */
export function addedCardId(value: ModifierCard['value'], rolling: boolean, serial: number): string {
	const v = typeof value === 'number' ? (value < 0 ? `${value}` : `+${value}`) : value;
	return `perk${v}${rolling ? 'r' : ''}-${serial}`;
}

/** A card id as the log reads it. */
export function idText(id: string, locale: Locale): string {
	const card = cardFromId(id);
	return card ? cardText(card, locale) : id;
}

/** A probability as the screens show it: whole percent, one decimal below 1 % (never "0%" for a chance that exists). */
export const percentText = (p: number): string => `${(p * 100).toFixed(p > 0 && p < 0.01 ? 1 : 0)}%`;

/** A card of a deck by its id, with its effects (an id alone does not carry them); the id's reading otherwise. */
export function deckCardText(deck: GloomhavenDeck, id: string, locale: Locale): string {
	const card = [...deck.pile, ...deck.discards, ...deck.base].find((c) => c.id === id);
	return card ? cardText(card, locale) : idText(id, locale);
}
