import { defineSystem } from '../define';
import { mtgTrpgInfo } from './info';
import { mtgTrpgCommands, type CounterIntent } from './commands';
import { mtgTrpgCoalesce, mtgTrpgDescribe, mtgTrpgRefusals } from './describe';
import { mtgTrpgEvents, upgradeMtgEvent } from './events';
import { initialMtgState, reduceMtg } from './reducer';
import { MTG_TRPG_OPEN_POINTS } from './data/open-points';
import { mtgBoard, mtgSeatOf, mtgSeats } from './seats';

/** The tap a life or poison event records, as its command takes it again. */
const counterIntent = (p: { who: string; enemy?: string; by: number }): CounterIntent =>
	p.enemy === undefined ? { who: p.who, by: p.by } : { who: p.who, enemy: p.enemy, by: p.by };

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
	// A tap made apart on a total that moved (a shared table) is entered again as the same change.
	reenter: {
		'mtg-trpg/lifeAdjusted': (p) => ({ command: 'adjustLife', intent: counterIntent(p) }),
		'mtg-trpg/poisonAdjusted': (p) => ({ command: 'adjustPoison', intent: counterIntent(p) }),
		'mtg-trpg/libraryOutCounted': (p) => ({
			command: 'countLibraryOut',
			intent: p.enemy === undefined ? { by: p.by } : { enemy: p.enemy, by: p.by }
		})
	},
	screen: () => import('./ui/MtgScreen.svelte'),
	reference: () => import('./reference/MtgReference.svelte'),
	seats: mtgSeats,
	seatOf: mtgSeatOf,
	board: mtgBoard
});
