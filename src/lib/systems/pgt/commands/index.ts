/**
 * What the players do with the match tracker, as intents, by topic: `match.ts` (the match, games,
 * rounds, turns, effects), `library.ts` (the card library), `field.ts` (a character outside an
 * attack), `attack.ts` (the attack and its answers), `draft.ts` (the draft helper). Each command
 * only builds the events (the reducer checks the rules), so a screen's preview — the attack's
 * result before it is recorded — is the same function. Dice come in the intent (the shared dice
 * entry: table faces or the app's roll) or, for the first-player roll, from `ctx.random`, once; the
 * event records the faces, so replay needs no randomness.
 */
import { attackCommands } from './attack';
import { draftCommands } from './draft';
import { fieldCommands } from './field';
import { libraryCommands } from './library';
import { matchCommands } from './match';

export const pgtCommands = {
	...matchCommands,
	...libraryCommands,
	...fieldCommands,
	...attackCommands,
	...draftCommands
};
export type PgtCommands = typeof pgtCommands;

export { libraryText } from './library';
export type { AttackIntent, EffectAttackIntent, ReturnAttackIntent } from './attack';
export type { CardIntent } from './library';
export type { Roll } from './shared';
