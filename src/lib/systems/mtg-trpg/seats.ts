/**
 * 席 for 「MTGでTRPG」: a seat is a PC (its id). A PC's player records what its PC does and what
 * happens to it (its check, its life and poison, its cards, its defeat, its deck list); the GM's
 * device adds and removes PCs, decides the order, brings the enemies, runs the turns and the
 * enemies' own counters. Damage dealt to an enemy is the table's: the player whose attack dealt it
 * enters it, or the GM.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { BoardSeat, Seat } from '../types';
import { field, seatOfBy, type SeatRules } from '../seat-table';
import type { MtgTrpgCommands } from './commands';
import { libraryCounts } from './library';
import type { MtgState } from './state';

export function mtgSeats(state: MtgState): Seat[] {
	return state.pcs.map((pc) => ({ id: pc.id, name: pc.name }));
}

/** The PC named by `key` in the intent: its seat, or the GM's (null) when there is no such PC. */
const pcIn =
	(key: string) =>
	(intent: unknown, state: MtgState): string | null => {
		const id = field(intent, key);
		return state.pcs.some((pc) => pc.id === id) ? id! : null;
	};

/** ± life or poison: a PC's is its seat's; an enemy's the table's. */
const counter = (intent: unknown, state: MtgState) =>
	field(intent, 'who') === 'enemy' ? undefined : pcIn('who')(intent, state);

export const MTG_SEAT_RULES: SeatRules<MtgState, MtgTrpgCommands> = {
	addPc: 'gm',
	setDeck: pcIn('id'),
	removePc: 'gm',
	decideOrder: 'gm',
	reset: 'gm',
	chooseParticipants: 'gm',
	enemiesAppear: 'gm',
	check: pcIn('pc'),
	nextTurn: 'gm',
	adjustLife: counter,
	adjustPoison: counter,
	countLibraryOut: 'gm',
	defeatPc: pcIn('id'),
	defeatEnemy: 'gm',
	moveCards: pcIn('pc'),
	clearKnown: pcIn('pc'),
	endCombat: 'gm'
};

export const mtgSeatOf = seatOfBy(MTG_SEAT_RULES);

/** Each PC's life (largest), poison and library; 「敗北」 once it lost this combat. */
export function mtgBoard(state: MtgState, locale: Locale): BoardSeat[] {
	return state.pcs.map((pc) => ({
		seat: { id: pc.id, name: pc.name },
		figures: [
			{ label: m.board_life({}, { locale }), value: String(pc.life), emphasis: true },
			{ label: m.board_poison({}, { locale }), value: String(pc.poison) },
			{ label: m.board_library({}, { locale }), value: String(libraryCounts(pc.deck, pc.known).library) },
			...(pc.defeated ? [{ label: m.board_state({}, { locale }), value: m.board_defeated({}, { locale }) }] : [])
		]
	}));
}
