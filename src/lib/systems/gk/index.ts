import { defineSystem } from '../define';
import { gkInfo } from './info';
import { gkCommands } from './commands';
import { gkDescribe, gkRefusals } from './describe';
import { GkEventSchemas, upgradeGk } from './events';
import { reduceGk } from './reducer';
import { initialGkState, type GkState } from './state';

/** The GK engagement game: exact engagement odds, rounds, survival, special attacks, abilities, phases. */
export const gk = defineSystem({
	...gkInfo,
	stateVersion: 3,
	initialState: (): GkState => initialGkState(),
	events: GkEventSchemas,
	upgrade: upgradeGk,
	reduce: (state: GkState, event) => reduceGk(state, event),
	commands: gkCommands,
	describe: gkDescribe,
	refusals: gkRefusals,
	screen: () => import('./ui/GkScreen.svelte'),
	reference: () => import('./reference/GkReference.svelte')
});
