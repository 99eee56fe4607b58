/**
 * Questions about a 「MTGでTRPG」 state that the reducer, the commands and the screens all ask:
 * the reading in force of an open point, a deck's counts, the game in progress, who is still
 * standing, how the game stands. Pure.
 */
import { refuse, type Refusal } from '$lib/core/events';
import type { Readings } from '$lib/core/readings';
import { MTG_TRPG_OPEN_POINTS, type MtgPoint, type MtgReadings } from './data/open-points';
import { MAX_DESIGNATED } from './rules';
import type { Combat, DeckCard, Enemy, MtgState, Pc } from './state';
import type { MtgRefusal } from './describe';

/** PCs in one session (a table rarely has more than five). */
export const MAX_PCS = 8;
/** 毒カウンター 10 loses, as in MTG. */
export const POISON_LOSS = 10;
export const START_LIFE = 20;
export const START_HAND = 7;

/**
 * The reading in force of an open point: the session's (`env.readings` in the reducer,
 * `ctx.readings` in a command, `session.readings` on a screen), else the point's default.
 */
export function readingOf<P extends MtgPoint>(readings: Readings, point: P): MtgReadings[P] {
	const chosen = readings[point]?.reading ?? MTG_TRPG_OPEN_POINTS.find((p) => p.id === point)?.default;
	return chosen as MtgReadings[P];
}

/** Cards in a deck and designated cards in it. */
export function deckCounts(deck: readonly DeckCard[]): { cards: number; designated: number } {
	let cards = 0;
	let designated = 0;
	for (const c of deck) {
		cards += c.count;
		if (c.designated) designated += c.count;
	}
	return { cards, designated };
}

/** A deck a check can use: two cards or more, at most three designated. */
export function deckProblem(deck: readonly DeckCard[]): Refusal<MtgRefusal> | null {
	const { cards, designated } = deckCounts(deck);
	if (cards < 2) return refuse('mtg-trpg/deck_too_small', { cards });
	if (designated > MAX_DESIGNATED) return refuse('mtg-trpg/too_many_designated', { designated });
	return null;
}

/** A combat whose game is on (④): turns, life and checks count against it. */
export function inGame(state: MtgState): Combat | null {
	return state.combat?.step === 'game' ? state.combat : null;
}

/** PCs still in the game. */
export function standing(state: MtgState, combat: Combat): Pc[] {
	return state.pcs.filter((p) => combat.participants.includes(p.id) && !p.defeated);
}

/** An enemy of the combat by id; no id: the first (logs from before several enemies name none). */
export function enemyOf(combat: Combat | null, id: string | undefined): Enemy | undefined {
	if (!combat) return undefined;
	return id === undefined ? combat.enemies[0] : combat.enemies.find((e) => e.id === id);
}

/**
 * How the game stands: escaped; every enemy defeated (「1つの試合の決着」 against all of them);
 * every PC taking part defeated; or not yet decided.
 */
export function combatOutcome(state: MtgState, c: Combat): Combat['outcome'] {
	if (c.outcome === 'escaped') return 'escaped';
	if (c.enemies.length > 0 && c.enemies.every((e) => e.defeated)) return 'pcs_won';
	if (c.participants.length > 0 && standing(state, c).length === 0) return 'pcs_lost';
	return null;
}

/**
 * What the preparation turn `turn` (≤ 0) is: ④'s turn for the enemies (turn 0 when they have
 * one), or one of the horde's turns before it moves, with how many of those are left.
 */
export function prepTurnOf(c: Combat): { side: 'enemies' } | { side: 'horde'; left: number } | null {
	if (c.turn >= 1) return null;
	if (c.enemyPrepTurn && c.turn === 0) return { side: 'enemies' };
	return { side: 'horde', left: (c.enemyPrepTurn ? 0 : 1) - c.turn };
}
