/**
 * Pretty Good Tactics match: the pure fold of one event, by phase of play under `reducer/`:
 * `state.ts` (the state machine's shape and helpers), `flow.ts` (match, game, round, turn),
 * `library.ts` (the card library), `field.ts` (a character on the field), `attack.ts` (the
 * attack and its return attack). An event that does not apply returns a Refusal (`pgt/…`) and
 * changes nothing. Rules come from `rules.ts`. Seed `002_4ee8704b5658c46e.txt`.
 */
import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import type { PgtEvent } from './events';
import { attackResolved, returnAttackDeclined, returnAttackResolved } from './reducer/attack';
import { effectAttackResolved } from './reducer/effect-attack';
import { checkedOutcome } from './reducer/outcome';
import {
	characterPlaced,
	characterRetired,
	characterReturned,
	characterRevealed,
	characterTapped,
	cntAdjusted,
	effectNoted
} from './reducer/field';
import { attackPassed, gameStarted, matchStarted, roundStarted, settingChosen, turnEnded } from './reducer/flow';
import { cardRemoved, cardSaved } from './reducer/library';
import type { PgtState } from './reducer/state';

export { MAX_LIBRARY, initialPgtState, negativeReading, oddsConflictAs, setting } from './reducer/state';
export { partyCost } from './reducer/field';
export type { Character, LastAttack, Phase, PgtState, Slots } from './reducer/state';
export { strikeOutcome } from './reducer/outcome';
export type { StrikeOutcome } from './reducer/outcome';

/** Pure fold of one Pretty Good Tactics event. */
export function reducePgt(state: PgtState, draft: EventDraft): PgtState | Refusal {
	const event = draft as PgtEvent;
	switch (event.type) {
		case 'pgt/matchStarted':
			return matchStarted(state, event.payload);
		case 'pgt/settingChosen':
			return settingChosen(state, event.payload);
		case 'pgt/gameStarted':
			return gameStarted(state, event.payload);
		case 'pgt/cardSaved':
			return cardSaved(state, event.payload);
		case 'pgt/cardRemoved':
			return cardRemoved(state, event.payload);
		case 'pgt/characterPlaced':
			return characterPlaced(state, event.payload);
		case 'pgt/characterTapped':
			return characterTapped(state, event.payload);
		case 'pgt/characterRetired':
			return characterRetired(state, event.payload);
		case 'pgt/effectNoted':
			return effectNoted(state, event.payload);
		case 'pgt/characterRevealed':
			return characterRevealed(state, event.payload);
		case 'pgt/characterReturned':
			return characterReturned(state, event.payload);
		case 'pgt/cntAdjusted':
			return cntAdjusted(state, event.payload);
		case 'pgt/roundStarted':
			return roundStarted(state);
		case 'pgt/attackResolved':
			return checkedOutcome(state, attackResolved(state, event.payload), event.payload.outcome, 'strike');
		case 'pgt/effectAttackResolved':
			return checkedOutcome(state, effectAttackResolved(state, event.payload), event.payload.outcome, 'strike');
		case 'pgt/returnAttackResolved':
			return checkedOutcome(state, returnAttackResolved(state, event.payload), event.payload.outcome, 'answer');
		case 'pgt/returnAttackDeclined':
			return returnAttackDeclined(state, event.payload);
		case 'pgt/attackPassed':
			return attackPassed(state);
		case 'pgt/turnEnded':
			return turnEnded(state);
		default:
			return refuse('session/unknown_event', { type: (draft as EventDraft).type });
	}
}
