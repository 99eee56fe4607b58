import { int, oneOf, refuse } from './check';
import { CONDITIONS, type CardKind, type ModifierCard, type ModifierValue } from './card';

/** The range of a card's number (a perk or item card outside it is a typing mistake). */
export const CARD_VALUE_MIN = -10;
export const CARD_VALUE_MAX = 10;

/** Cards of one bless set, or one curse set, that exist (shared supply). */
export const SUPPLY_LIMIT = 10;

export const CARD_KINDS: readonly CardKind[] = ['standard', 'bless', 'curse', 'added'];

/** Checks one card; returns it. A rolling card must carry a number: no rolling ×2 or null exists. */
export function checkCard(fn: string, arg: string, card: unknown): ModifierCard {
	if (typeof card !== 'object' || card === null) refuse(fn, arg, `must be a modifier card, got ${String(card)}`);
	const c = card as Record<string, unknown>;
	if (typeof c.id !== 'string' || c.id === '')
		refuse(fn, `${arg}.id`, `must be a non-empty string, got ${String(c.id)}`);
	if (c.value !== 'x2' && c.value !== 'null') int(fn, `${arg}.value`, c.value, CARD_VALUE_MIN, CARD_VALUE_MAX);
	for (const flag of ['rolling', 'shuffle'] as const)
		if (c[flag] !== undefined && typeof c[flag] !== 'boolean')
			refuse(fn, `${arg}.${flag}`, `must be a boolean, got ${String(c[flag])}`);
	if (c.rolling === true && typeof c.value !== 'number')
		refuse(fn, `${arg}.value`, `of a rolling card must be a number, got ${String(c.value)}`);
	if (c.effects !== undefined && !(Array.isArray(c.effects) && c.effects.every((e) => typeof e === 'string')))
		refuse(fn, `${arg}.effects`, 'must be a list of strings');
	if (c.pierce !== undefined) int(fn, `${arg}.pierce`, c.pierce, 0);
	if (c.conditions !== undefined) {
		if (!Array.isArray(c.conditions)) refuse(fn, `${arg}.conditions`, 'must be a list of conditions');
		c.conditions.forEach((k, i) => oneOf(fn, `${arg}.conditions[${i}]`, k, CONDITIONS));
	}
	if (c.kind !== undefined) oneOf(fn, `${arg}.kind`, c.kind, CARD_KINDS);
	return card as ModifierCard;
}

export function checkCards(fn: string, arg: string, cards: unknown): readonly ModifierCard[] {
	if (!Array.isArray(cards)) refuse(fn, arg, `must be a list of modifier cards, got ${String(cards)}`);
	cards.forEach((c, i) => checkCard(fn, `${arg}[${i}]`, c));
	return cards as readonly ModifierCard[];
}

function card(id: string, value: ModifierValue, extra: Partial<ModifierCard> = {}): ModifierCard {
	return { id, value, kind: 'standard', ...extra };
}

/**
 * 標準の攻撃修正デッキ — the 20 cards every character and the monster deck start with:
 * +0 ×6, +1 ×5, −1 ×5, +2, −2, ×2 and null, the last two with the shuffle icon (our notes, System C).
 */
export function standardDeck(): ModifierCard[] {
	const many = (n: number, value: number, name: string) =>
		Array.from({ length: n }, (_, i) => card(`${name}-${i + 1}`, value));
	return [
		...many(6, 0, 'plus0'),
		...many(5, 1, 'plus1'),
		...many(5, -1, 'minus1'),
		card('plus2', 2),
		card('minus2', -2),
		card('x2', 'x2', { shuffle: true }),
		card('null', 'null', { shuffle: true })
	];
}

/** 祝福 — a ×2 card from the supply; leaves the deck (back to the supply) when drawn. */
export function blessCard(id = 'bless'): ModifierCard {
	return { id, value: 'x2', kind: 'bless' };
}

/** 呪い — a null card from the supply; leaves the deck (back to the supply) when drawn. */
export function curseCard(id = 'curse'): ModifierCard {
	return { id, value: 'null', kind: 'curse' };
}

/** Bless and curse cards return to the supply when drawn; every other card is discarded. */
export const returnsToSupply = (card: ModifierCard): boolean => card.kind === 'bless' || card.kind === 'curse';

/** A perk or item may take a card out of a deck; bless and curse leave only by being drawn (or at the end of the scenario). */
export const canRemove = (card: ModifierCard): boolean => !returnsToSupply(card);

/**
 * Cards of each set now in any deck. The ★ curse set serves characters, summons and allies,
 * the M set the monster deck; bless cards are one set for every deck.
 */
export interface Supply {
	bless: number;
	playerCurses: number;
	monsterCurses: number;
}

export type SupplyKind = 'bless' | 'playerCurse' | 'monsterCurse';
const SUPPLY_FIELD: Record<SupplyKind, keyof Supply> = {
	bless: 'bless',
	playerCurse: 'playerCurses',
	monsterCurse: 'monsterCurses'
};

/** The curse set a deck draws from: the M set for the monster deck, the ★ set for characters, summons and allies. */
export function curseSet(owner: 'character' | 'monster' | 'ally'): SupplyKind {
	return owner === 'monster' ? 'monsterCurse' : 'playerCurse';
}

/** Cards of that set now in play. */
export const inPlay = (kind: SupplyKind, supply: Supply): number => supply[SUPPLY_FIELD[kind]];

/**
 * Whether one more card of that set can go into a deck: fewer than 10 of the set are in
 * play. With none left the effect does nothing (the caller says so; nothing is added).
 */
export function canAdd(kind: SupplyKind, supply: Supply): boolean {
	oneOf('canAdd', 'kind', kind, Object.keys(SUPPLY_FIELD) as SupplyKind[]);
	if (typeof supply !== 'object' || supply === null)
		refuse('canAdd', 'supply', `must be { bless, playerCurses, monsterCurses }, got ${String(supply)}`);
	for (const field of Object.values(SUPPLY_FIELD)) int('canAdd', `supply.${field}`, supply[field], 0, SUPPLY_LIMIT);
	return supply[SUPPLY_FIELD[kind]] < SUPPLY_LIMIT;
}
