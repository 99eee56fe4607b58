import { refuse } from '$lib/core/events';
import { defineSystem } from '../define';
import { gkInfo } from './info';
import { gkCommands } from './commands';
import { gkDescribe, gkRefusals } from './describe';
import { GkEventSchemas } from './events';
import { reduceGk } from './reducer';
import { initialGkState, type GkState } from './state';

/** The GK engagement game: exact engagement odds, rounds, survival, special attacks, abilities, phases. */
export const gk = defineSystem({
	...gkInfo,
	stateVersion: 2,
	initialState: (): GkState => initialGkState(),
	events: GkEventSchemas,
	reduce: (state: GkState, event) => {
		const r = reduceGk(state, event);
		return r.ok ? r.state : refuse(r.refusal, r.params);
	},
	commands: gkCommands,
	describe: gkDescribe,
	refusals: gkRefusals,
	screen: () => import('./ui/GkScreen.svelte'),
	reference: () => import('./reference/GkReference.svelte')
});
