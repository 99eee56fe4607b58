import { defineSystem } from '../define';
import { mtgTrpgInfo } from './info';
import { mtgTrpgCommands } from './commands';
import { mtgTrpgCoalesce, mtgTrpgDescribe, mtgTrpgRefusals } from './describe';
import { mtgTrpgEvents, upgradeMtgEvent } from './events';
import { initialMtgState, reduceMtg } from './reducer';
import { MTG_TRPG_OPEN_POINTS } from './data/open-points';
import { mtgBoard, mtgSeatOf, mtgSeats } from './seats';

/**
 * 「MTGでTRPG」: the combat part ① → ⑤ against one or several enemies, enemy handicaps, library-out,
 * escape and horde checks, exact check odds from what is left in the library.
 */
export const mtgTrpg = defineSystem({
	...mtgTrpgInfo,
	// 2: several enemies (`combat.enemies`), the cards the table told the app about (`pc.known`);
	// 3: the readings of the open points are the session's (`env.readings`), no `settings` field.
	stateVersion: 3,
	initialState: initialMtgState,
	events: mtgTrpgEvents,
	upgrade: upgradeMtgEvent,
	openPoints: MTG_TRPG_OPEN_POINTS,
	reduce: reduceMtg,
	commands: mtgTrpgCommands,
	describe: mtgTrpgDescribe,
	refusals: mtgTrpgRefusals,
	// Relative changes: a quick second tap adds to the first (life ±, poison ±, the library-out
	// counter, one more copy of a card told to be in hand).
	repeatable: ['adjustLife', 'adjustPoison', 'countLibraryOut', 'moveCards'],
	coalesce: mtgTrpgCoalesce,
	screen: () => import('./ui/MtgScreen.svelte'),
	reference: () => import('./reference/MtgReference.svelte'),
	seats: mtgSeats,
	seatOf: mtgSeatOf,
	board: mtgBoard
});
