/**
 * What the table has told the app about where a PC's cards are, loosely: cards in hand, on the
 * battlefield, in the graveyard or exile, and cards known to lie on top of the library — by deck
 * line, as counts. Everything not placed is in the library, unknown. A check reveals from the
 * library only, and 「ライブラリー上に何のカードがあるか知られている場合、知られているカードは、
 * 目標値や達成値を決める時のみ、追放される」 (seed `004_32997888c68f1437.txt`): the known top cards
 * are set aside for the check, so both cards come from the unknown part. A deck with nothing
 * placed checks against the whole deck, as before. Pure.
 */
import type { DeckCard, KnownCards, KnownZone } from './state';

export type { KnownCards, KnownZone };
export const KNOWN_ZONES: readonly KnownZone[] = Object.freeze(['hand', 'battlefield', 'graveyard', 'exile', 'top']);
/** 'library' is the library's unknown part (what a check reveals from). */
export type Place = 'library' | KnownZone;
export const PLACES: readonly Place[] = Object.freeze(['library', ...KNOWN_ZONES]);

/** Zones whose cards the other side does not see: the log names no card moved only among them. */
export const HIDDEN_PLACES: readonly Place[] = Object.freeze(['library', 'hand', 'top']);

/** Copies of `line` placed in `place` ('library': the unknown part left in the library). */
export function countIn(deck: readonly DeckCard[], known: readonly KnownCards[], line: number, place: Place): number {
	if (place !== 'library') return known.find((k) => k.line === line && k.zone === place)?.count ?? 0;
	const placed = known.filter((k) => k.line === line).reduce((n, k) => n + k.count, 0);
	return (deck[line]?.count ?? 0) - placed;
}

export type MoveProblem = 'unknown_line' | 'same_place' | 'not_there';

/**
 * `count` copies of deck line `line` moved from one place to another, or what stops it (the line
 * is not in the deck, the places are the same, fewer copies are there).
 */
export function moveCards(
	deck: readonly DeckCard[],
	known: readonly KnownCards[],
	move: { line: number; from: Place; to: Place; count: number }
): KnownCards[] | MoveProblem {
	const { line, from, to, count } = move;
	if (!Number.isInteger(line) || line < 0 || line >= deck.length) return 'unknown_line';
	if (from === to) return 'same_place';
	if (!Number.isInteger(count) || count < 1 || countIn(deck, known, line, from) < count) return 'not_there';
	const next = known.map((k) => ({ ...k }));
	const at = (zone: KnownZone) => {
		let k = next.find((x) => x.line === line && x.zone === zone);
		if (!k) next.push((k = { line, zone, count: 0 }));
		return k;
	};
	if (from !== 'library') at(from).count -= count;
	if (to !== 'library') at(to).count += count;
	return next.filter((k) => k.count > 0).sort((a, b) => a.line - b.line || zoneOrder(a.zone) - zoneOrder(b.zone));
}

const zoneOrder = (z: KnownZone) => KNOWN_ZONES.indexOf(z);

/** The cards a check reveals from: the library's unknown part, per deck line (lines with none left dropped). */
export function checkPool(deck: readonly DeckCard[], known: readonly KnownCards[]): DeckCard[] {
	if (known.length === 0) return deck.slice();
	return deck.flatMap((c, line) => {
		const left = countIn(deck, known, line, 'library');
		return left > 0 ? [{ ...c, count: left }] : [];
	});
}

export interface LibraryCounts {
	/** Cards in the library: the deck minus hand, battlefield, graveyard and exile. */
	library: number;
	/** Of those, known to be on top (set aside for a check). */
	top: number;
	/** What a check reveals from: the library minus the known top cards. */
	pool: number;
	/** Cards placed anywhere the table told the app about. */
	placed: number;
}

export function libraryCounts(deck: readonly DeckCard[], known: readonly KnownCards[]): LibraryCounts {
	const cards = deck.reduce((n, c) => n + c.count, 0);
	const placed = known.reduce((n, k) => n + k.count, 0);
	const top = known.filter((k) => k.zone === 'top').reduce((n, k) => n + k.count, 0);
	return { library: cards - placed + top, top, pool: cards - placed, placed };
}

/** Two revealed cards the pool holds as two distinct cards (an app reveal can only draw those). */
export function poolHolds(
	pool: readonly DeckCard[],
	cards: readonly { mv: number; colours: readonly string[]; designated: boolean }[]
): boolean {
	const left = pool.map((c) => c.count);
	return cards.every((card) => {
		const i = pool.findIndex(
			(c, k) =>
				(left[k] ?? 0) > 0 &&
				c.mv === card.mv &&
				c.designated === card.designated &&
				c.colours.join('') === [...card.colours].join('')
		);
		if (i < 0) return false;
		left[i] = (left[i] ?? 0) - 1;
		return true;
	});
}
