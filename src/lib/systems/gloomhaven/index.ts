import { defineSystem } from '../define';
import { gloomhavenInfo } from './info';
import { gloomhavenCommands } from './commands';
import { gloomhavenDescribe, gloomhavenRefusals } from './describe';
import { gloomhavenEvents } from './events';
import { initialGloomhavenState, reduceGloomhaven } from './reducer';

/** Gloomhaven attacks: modifier decks, advantage, rolling cards, bless and curse, exact odds. */
export const gloomhaven = defineSystem({
	...gloomhavenInfo,
	/** 2: the damage steps and the targets of an area attack in the state. */
	stateVersion: 2,
	initialState: initialGloomhavenState,
	events: gloomhavenEvents,
	reduce: reduceGloomhaven,
	commands: gloomhavenCommands,
	describe: gloomhavenDescribe,
	refusals: gloomhavenRefusals,
	screen: () => import('./ui/GloomhavenScreen.svelte'),
	reference: () => import('./reference/GloomhavenReference.svelte')
});
