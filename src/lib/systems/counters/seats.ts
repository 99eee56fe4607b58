/**
 * 席 for Counters: a counter belongs to the whole table (a life total anyone taps), so the
 * system declares no seats and every command is anyone's; the spectator board is one card, 「卓」,
 * with each counter's value.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { BoardSeat } from '../types';
import type { CountersState } from './reducer';

/** The board: one pseudo-seat 「卓」 holding every counter, each value emphasised (they are the game). */
export function countersBoard(state: CountersState, locale: Locale): BoardSeat[] {
	if (state.counters.length === 0) return [];
	return [
		{
			seat: { id: 'table', name: m.board_table_seat({}, { locale }) },
			figures: state.counters.map((c) => ({ label: c.name, value: String(c.value), emphasis: true }))
		}
	];
}
