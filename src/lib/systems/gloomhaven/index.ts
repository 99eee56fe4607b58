import { defineSystem } from '../define';
import { gloomhavenInfo } from './info';
import { gloomhavenCommands } from './commands';
import { gloomhavenCoalesce, gloomhavenDescribe, gloomhavenRefusals } from './describe';
import { gloomhavenEvents, upgradeGloomhaven } from './events';
import { CHOICE_POINTS } from './data/open-points';
import { initialGloomhavenState, reduceGloomhaven } from './reducer';
import { gloomhavenBoard, gloomhavenSeatOf, gloomhavenSeats } from './seats';

/** Gloomhaven attacks: modifier decks, advantage, rolling cards, bless and curse, exact odds. */
export const gloomhaven = defineSystem({
	...gloomhavenInfo,
	/**
	 * 3: the plan of an attack on several targets, the readings of the open points, the compared pair.
	 * 4: a target's adjacency and the step 1 doubling in the plan; the armour, the cards' pierce, the
	 * reduction after the draw and the conditions in a result.
	 * 5: the readings leave the state (the platform's open points: `env.readings`).
	 */
	stateVersion: 5,
	initialState: initialGloomhavenState,
	events: gloomhavenEvents,
	upgrade: upgradeGloomhaven,
	// The points a group may choose; the fixed ones (data/fixed-points.ts) are listed by the settings.
	openPoints: CHOICE_POINTS,
	reduce: reduceGloomhaven,
	commands: gloomhavenCommands,
	/** A bless or a curse taken from the supply: two quick taps are two cards, not a stale repeat. */
	repeatable: ['bless', 'curse'],
	coalesce: gloomhavenCoalesce,
	describe: gloomhavenDescribe,
	refusals: gloomhavenRefusals,
	screen: () => import('./ui/GloomhavenScreen.svelte'),
	reference: () => import('./reference/GloomhavenReference.svelte'),
	seats: gloomhavenSeats,
	seatOf: gloomhavenSeatOf,
	board: gloomhavenBoard
});
