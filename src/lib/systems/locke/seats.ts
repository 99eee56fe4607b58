/**
 * 席 for 超人ロック: a seat is a played character (its id, stable for the game), in seat order; a
 * character nobody plays (待ち伏せ, police) is the GM's. Names follow 卓に見せる表示 (`publicName`): a
 * secret sheet's seat is named by its player. The board shows each seat's endurance exactly as the
 * combat rows do — current/max when the sheet may be seen, else the damage it took (§5.5: a secret
 * sheet's endurance may be declared lower).
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { BoardSeat, Seat } from '../types';
import { field, seatOfBy, type SeatRules } from '../seat-table';
import type { LockeCommands } from './commands';
import { character, enduranceNow, playerCharacters } from './derive';
import { identityShown, publicName } from './describe';
import type { LockeState } from './state';

export function lockeSeats(state: LockeState, locale: Locale): Seat[] {
	return playerCharacters(state).map((c) => ({ id: c.id, name: publicName(state, c.id, locale) }));
}

/** The seat a character's actions belong to: its own if a player plays it, else the GM's (null). */
function seatOfCharacter(state: LockeState, id: string | undefined): string | null {
	const c = id === undefined ? undefined : character(state, id);
	return c && c.player !== null ? c.id : null;
}

/** The character named by `key` in the intent acts: its player's seat (the GM's for an NPC). */
const by =
	(key: string) =>
	(intent: unknown, state: LockeState): string | null =>
		seatOfCharacter(state, field(intent, key));

/**
 * Whom each command acts for. The GM's: the roster and seat order, the silhouettes' fix-up, the
 * start, the deck and the table view, the planet phase's counts, closing a declaration, the end and
 * the grades, and the combat's frame (start, recount, the deal, the round's end, the end) — moves
 * made for the whole table. A character's own: what it does or what is done to its own sheet
 * (endurance, recovery, status, its turn, its card, its attack, its escape, its answer).
 */
export const LOCKE_SEAT_RULES: SeatRules<LockeState, LockeCommands> = {
	addCharacter: 'gm',
	editCharacter: by('id'),
	removeCharacter: 'gm',
	moveSeat: 'gm',
	chooseSilhouette: by('who'),
	stepRebalance: 'gm',
	startGame: 'gm',
	adjustCharacter: by('who'),
	recover: by('who'),
	treat: by('who'),
	setStatus: by('who'),
	convert: by('by'),
	formParty: 'gm',
	leaveParty: by('who'),
	noteDefeatCondition: by('who'),
	openSheet: by('who'),
	setDeckSize: 'gm',
	setTableView: 'gm',
	endTurn: by('who'),
	countPlanetCards: 'gm',
	endPlanetPhase: 'gm',
	checkInfiltration: by('who'),
	destroyKeyPoint: by('by'),
	declareVictory: by('who'),
	opposeDeclaration: by('by'),
	closeDeclaration: 'gm',
	endGame: 'gm',
	recordGrades: 'gm',
	startCombat: 'gm',
	recountDeck: 'gm',
	joinCombat: by('who'),
	declareMinions: by('who'),
	rollChart: by('who'),
	dealHands: 'gm',
	dealInitiative: 'gm',
	answerCheck: by('who'),
	attack: by('attacker'),
	melee: by('attacker'),
	escape: by('who'),
	playCard: by('who'),
	discardCard: by('who'),
	endCombatTurn: by('who'),
	endRound: 'gm',
	endCombat: 'gm'
};

export const lockeSeatOf = seatOfBy(LOCKE_SEAT_RULES);

/** Each seat's endurance, as the combat rows show it in the table view. */
export function lockeBoard(state: LockeState, locale: Locale): BoardSeat[] {
	return playerCharacters(state).map((c) => {
		const name = publicName(state, c.id, locale);
		// The card is headed by the seat's name: the figure's label need not say it again.
		const figure = identityShown(state, c)
			? {
					label: m.board_endurance_now({}, { locale }),
					value: `${enduranceNow(c)}/${c.maxEndurance}`,
					emphasis: true
				}
			: { label: m.board_damage_taken({}, { locale }), value: String(c.damage), emphasis: true };
		const status =
			c.status === 'dead'
				? [{ label: m.board_state({}, { locale }), value: m.locke_status_dead({}, { locale }) }]
				: c.status === 'incapacitated'
					? [{ label: m.board_state({}, { locale }), value: m.locke_status_incapacitated({}, { locale }) }]
					: [];
		return { seat: { id: c.id, name }, figures: [figure, ...status] };
	});
}
