import { defineSystem } from '../define';
import { mtgTrpgInfo } from './info';
import { mtgTrpgCommands } from './commands';
import { mtgTrpgDescribe, mtgTrpgRefusals } from './describe';
import { mtgTrpgEvents } from './events';
import { initialMtgState, reduceMtg } from './reducer';

/** 「MTGでTRPG」: the combat part ① → ⑤, enemy handicaps, library-out, escape and horde checks, exact check odds. */
export const mtgTrpg = defineSystem({
	...mtgTrpgInfo,
	stateVersion: 1,
	initialState: initialMtgState,
	events: mtgTrpgEvents,
	reduce: reduceMtg,
	commands: mtgTrpgCommands,
	describe: mtgTrpgDescribe,
	refusals: mtgTrpgRefusals,
	screen: () => import('./ui/MtgScreen.svelte'),
	reference: () => import('./reference/MtgReference.svelte')
});
