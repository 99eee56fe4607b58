/**
 * 席 for Pretty Good Tactics: the two sides, 'a' (手前) and 'b' (奥), named by the players the match
 * started with. A side records what its own characters do and what happens to them (place, reveal,
 * tap, retire, cnt), its turn's attack, pass and end, and its return attack; the GM's device keeps
 * the library, starts matches and drafts. The first-player roll, a new round and an effect's
 * resolution are the table's (either player may enter them).
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { BoardSeat, Seat } from '../types';
import { field, seatOfBy, type SeatRules } from '../seat-table';
import type { PgtCommands } from './commands';
import { count, other, type PgtState } from './reducer/state';
import type { Side } from './rules';

const SIDES: readonly Side[] = ['a', 'b'];

function sideName(state: PgtState, side: Side, locale: Locale): string {
	const typed = state.players[side].trim();
	if (typed) return typed;
	return side === 'a' ? m.pgt_player_a({}, { locale }) : m.pgt_player_b({}, { locale });
}

export function pgtSeats(state: PgtState, locale: Locale): Seat[] {
	return SIDES.map((side) => ({ id: side, name: sideName(state, side, locale) }));
}

/** The side an intent names (`side`), or null — a malformed one is the GM's to record. */
const sideIn = (intent: unknown, key = 'side'): Side | null => {
	const s = field(intent, key);
	return s === 'a' || s === 'b' ? s : null;
};

const ownSide = (intent: unknown) => sideIn(intent);
const turnSide = (_intent: unknown, state: PgtState) => state.turn;
/** The answer to the last attack is the attacked side's. */
const answering = (_intent: unknown, state: PgtState) => (state.lastAttack ? other(state.lastAttack.side) : null);

export const PGT_SEAT_RULES: SeatRules<PgtState, PgtCommands> = {
	startMatch: 'gm',
	startGame: 'table',
	noteEffect: (intent) => {
		const line = intent !== null && typeof intent === 'object' ? (intent as { line?: unknown }).line : undefined;
		return line === undefined ? undefined : sideIn(line);
	},
	resolveEffect: 'table',
	advancePhase: turnSide,
	startRound: 'table',
	pass: turnSide,
	endTurn: turnSide,
	saveCard: 'gm',
	importCards: 'gm',
	removeCard: 'gm',
	place: ownSide,
	reveal: ownSide,
	setTapped: ownSide,
	retire: ownSide,
	returnToHand: ownSide,
	adjustCnt: ownSide,
	attack: turnSide,
	effectAttack: ownSide,
	declineReturn: answering,
	returnAttack: answering,
	startDraft: 'gm',
	draftPick: 'table',
	clearDraft: 'gm'
};

export const pgtSeatOf = seatOfBy(PGT_SEAT_RULES);

/** Each side's score (largest), the games it won, its field and its score pile. */
export function pgtBoard(state: PgtState, locale: Locale): BoardSeat[] {
	return SIDES.map((side) => ({
		seat: { id: side, name: sideName(state, side, locale) },
		figures: [
			{ label: m.board_score({}, { locale }), value: String(state.scores[side]), emphasis: true },
			{ label: m.board_games_won({}, { locale }), value: String(state.games.filter((g) => g === side).length) },
			{ label: m.board_on_field({}, { locale }), value: String(count(state.fields[side])) },
			{ label: m.board_score_pile({}, { locale }), value: String(state.scorePiles[side].length) }
		]
	}));
}
