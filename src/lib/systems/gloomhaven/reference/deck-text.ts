/**
 * A deck typed as text for the reference's odds tool: cards separated by spaces or commas, each
 * a value (`+1`, `-1`, `−2`, `0`, `x2`/`×2`, `null`/`ヌル`, `bless`/`祝福`, `curse`/`呪い`),
 * `r` in front for a rolling card (`r+1`), and `×N` / `xN` / `*N` after it for N copies.
 * The standard deck reads `+0×6 +1×5 -1×5 +2 -2 x2 null`.
 */
import { blessCard, curseCard, CARD_VALUE_MAX, CARD_VALUE_MIN, type ModifierCard } from '../rules';

export const STANDARD_DECK_TEXT = '+0×6 +1×5 −1×5 +2 −2 ×2 null';
/** More cards than any real deck holds is a typing mistake. */
export const MAX_TEXT_CARDS = 60;

/** Why a deck text does not read: the token, or `empty` / `too_many`. */
export class DeckTextError extends RangeError {
	constructor(
		readonly code: 'bad_card' | 'empty' | 'too_many',
		readonly token: string
	) {
		super(`parseDeckText: ${code} ${token}`);
		this.name = 'DeckTextError';
	}
}

const TOKEN = /^(r)?([+\-−]?\d+|x2|×2|null|ヌル|bless|祝福|curse|呪い)(?:[x×*](\d+))?$/i;

export function parseDeckText(text: string): ModifierCard[] {
	const tokens = text
		.normalize('NFKC')
		.split(/[\s,、]+/)
		.filter(Boolean);
	const cards: ModifierCard[] = [];
	for (const token of tokens) {
		const t = TOKEN.exec(token.replace(/−/g, '-'));
		if (!t) throw new DeckTextError('bad_card', token);
		const [, r, v, n] = t as unknown as [string, string | undefined, string, string | undefined];
		const count = n === undefined ? 1 : Number(n);
		const word = v.toLowerCase();
		let make: (i: number) => ModifierCard;
		if (word === 'bless' || word === '祝福') make = (i) => blessCard(`bless-${i}`);
		else if (word === 'curse' || word === '呪い') make = (i) => curseCard(`curse-${i}`);
		else if (word === 'x2' || word === '×2') make = (i) => ({ id: `x2-${i}`, value: 'x2', shuffle: true });
		else if (word === 'null' || word === 'ヌル') make = (i) => ({ id: `null-${i}`, value: 'null', shuffle: true });
		else {
			const value = Number(v.replace('−', '-'));
			if (value < CARD_VALUE_MIN || value > CARD_VALUE_MAX) throw new DeckTextError('bad_card', token);
			make = (i) => ({ id: `c${i}`, value, ...(r ? { rolling: true } : {}) });
		}
		// A rolling ×2, null, bless or curse does not exist.
		if (r && !/^[+\-−]?\d+$/.test(v)) throw new DeckTextError('bad_card', token);
		if (count < 1 || cards.length + count > MAX_TEXT_CARDS) throw new DeckTextError('too_many', token);
		for (let i = 0; i < count; i++) cards.push(make(cards.length + 1));
	}
	if (cards.length === 0) throw new DeckTextError('empty', '');
	return cards;
}
