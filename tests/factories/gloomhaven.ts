/**
 * Builders for Gloomhaven modifier decks, shared by the rules tests and `npm run bench`.
 * The perk-style cards are made up for tests (values and effects typical of character perks).
 */
import { standardDeck, type ModifierCard } from '$lib/systems/gloomhaven/rules';
import { mulberry32 } from './seeded';

export const card = (id: string, value: ModifierCard['value'], extra: Partial<ModifierCard> = {}): ModifierCard => ({
	id,
	value,
	...extra
});
export const rolling = (id: string, value: number, effects?: string[]): ModifierCard => ({
	id,
	value,
	rolling: true,
	kind: 'added',
	...(effects ? { effects } : {})
});

/**
 * A 20-card deck with 5 rolling cards: the standard deck after perks that remove two −1, two
 * +0 and the −2 and add +1 rolling ×2, +0 rolling poison, +0 rolling wound and +2 rolling.
 */
export function perkDeck(): ModifierCard[] {
	const drop = new Set(['minus1-1', 'minus1-2', 'plus0-1', 'plus0-2', 'minus2']);
	return [
		...standardDeck().filter((c) => !drop.has(c.id)),
		rolling('r-plus1-1', 1),
		rolling('r-plus1-2', 1),
		rolling('r-poison', 0, ['poison']),
		rolling('r-wound', 0, ['wound']),
		rolling('r-plus2', 2)
	];
}

/** A small seeded PRNG (mulberry32), uniform in [0, 1): reproducible simulated draws. */
export const seededRng = mulberry32;
