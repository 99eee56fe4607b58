import { defineSystem } from '../define';
import { gloomhavenInfo } from './info';
import { gloomhavenCommands } from './commands';
import { gloomhavenDescribe, gloomhavenRefusals } from './describe';
import { gloomhavenEvents } from './events';
import { initialGloomhavenState, reduceGloomhaven } from './reducer';

/** Gloomhaven attacks: modifier decks, advantage, rolling cards, bless and curse, exact odds. */
export const gloomhaven = defineSystem({
	...gloomhavenInfo,
	/**
	 * 3: the plan of an attack on several targets, the readings of the open points, the compared pair.
	 * 4: a target's adjacency and the step 1 doubling in the plan; the armour, the cards' pierce, the
	 * reduction after the draw and the conditions in a result.
	 */
	stateVersion: 4,
	initialState: initialGloomhavenState,
	events: gloomhavenEvents,
	reduce: reduceGloomhaven,
	commands: gloomhavenCommands,
	describe: gloomhavenDescribe,
	refusals: gloomhavenRefusals,
	screen: () => import('./ui/GloomhavenScreen.svelte'),
	reference: () => import('./reference/GloomhavenReference.svelte')
});
