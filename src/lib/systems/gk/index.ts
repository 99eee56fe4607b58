import { defineSystem } from '../define';
import { gkInfo } from './info';
import { gkCommands } from './commands';
import { gkDescribe, gkRefusals } from './describe';
import { GkEventSchemas, upgradeGk } from './events';
import { reduceGk } from './reducer';
import { initialGkState, type GkState } from './state';
import { GK_CHOICE_POINTS } from './data/open-points';
import { gkImpliedReadings, ruled } from './readings';
import { gkBoard, gkSeatOf, gkSeats } from './seats';

/** The GK engagement game: exact engagement odds, rounds, survival, special attacks, abilities, phases. */
export const gk = defineSystem({
	...gkInfo,
	stateVersion: 5, // 5: an old log's readings are what it implies (oldLogReadings, impliedReadings)
	initialState: (): GkState => initialGkState(),
	events: GkEventSchemas,
	upgrade: upgradeGk,
	// The points a group may choose; the fixed ones (data/fixed-points.ts) are listed by the settings tab.
	openPoints: GK_CHOICE_POINTS,
	impliedReadings: gkImpliedReadings,
	reduce: (state: GkState, event, env) => reduceGk(ruled(state, env.readings), event),
	commands: gkCommands,
	describe: gkDescribe,
	refusals: gkRefusals,
	screen: () => import('./ui/GkScreen.svelte'),
	reference: () => import('./reference/GkReference.svelte'),
	seats: gkSeats,
	seatOf: gkSeatOf,
	board: gkBoard
});
