import { defineSystem } from '../define';
import { pgtInfo } from './info';
import { pgtCommands } from './commands';
import { pgtCoalesce, pgtDescribe, pgtRefusals } from './describe';
import { pgtEvents, upgradePgtEvent } from './events';
import { initialPgtState, reducePgt } from './reducer';
import { PGT_OPEN_POINTS } from './data/open-points';
import { pgtBoard, pgtSeatOf, pgtSeats } from './seats';

/** Pretty Good Tactics: a two-player match with exact check odds, guards, ranges and counters. */
export const pgt = defineSystem({
	...pgtInfo,
	stateVersion: 4, // 2: the match's settings and gameReplayed; 3: first-turn pass by the round's turn 1, turn phases, effects by turn, the draft; 4: the session's open points (an old match's own readings kept)
	initialState: initialPgtState,
	events: pgtEvents,
	upgrade: upgradePgtEvent,
	openPoints: PGT_OPEN_POINTS,
	reduce: reducePgt,
	commands: pgtCommands,
	describe: pgtDescribe,
	refusals: pgtRefusals,
	// ±1 cnt taps are relative: quick taps add up, and read as one line.
	repeatable: ['adjustCnt'],
	coalesce: pgtCoalesce,
	// A tap made apart on a count that moved (a shared table) is entered again as the same change.
	reenter: {
		'pgt/cntAdjusted': (p) => ({ command: 'adjustCnt', intent: { side: p.side, slot: p.slot, name: p.name, by: p.by } })
	},
	screen: () => import('./ui/PgtScreen.svelte'),
	reference: () => import('./reference/PgtReference.svelte'),
	seats: pgtSeats,
	seatOf: pgtSeatOf,
	board: pgtBoard
});
