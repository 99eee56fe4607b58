/**
 * Pretty Good Tactics match: the pure fold of one event, by phase of play under `reducer/`:
 * `state.ts` (the state machine's shape and helpers), `flow.ts` (match, game, round, turn),
 * `library.ts` (the card library), `field.ts` (a character on the field), `effects.ts` (the
 * turn's effects), `attack.ts` (the attack and its return attack), `effect-attack.ts` (an effect
 * that attacks), `outcome.ts` (what a strike or a turn's end did, recorded and checked), `draft.ts`
 * (the draft). An event
 * that does not apply returns a Refusal (`pgt/…`) and changes nothing. Rules come from `rules.ts`.
 * Seed `002_4ee8704b5658c46e.txt`.
 */
import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import type { Readings } from '$lib/core/readings';
import type { PgtEvent } from './events';
import { attackResolved, returnAttackDeclined, returnAttackResolved } from './reducer/attack';
import { effectAttackResolved } from './reducer/effect-attack';
import { checkedOutcome, checkedTurn } from './reducer/outcome';
import {
	characterPlaced,
	characterRetired,
	characterReturned,
	characterRevealed,
	characterTapped,
	cntAdjusted
} from './reducer/field';
import { draftCleared, draftPicked, draftStarted } from './reducer/draft';
import { effectNoted, effectResolved } from './reducer/effects';
import { attackPassed, gameStarted, matchStarted, phaseAdvanced, roundStarted, turnEnded } from './reducer/flow';
import { cardRemoved, cardSaved } from './reducer/library';
import type { PgtState } from './reducer/state';

export { MAX_LIBRARY, initialPgtState, negativeReading, oddsConflictAs, setting } from './reducer/state';
export { partyCost } from './reducer/field';
export type { Character, LastAttack, NotedEffect, PgtState, Slots } from './reducer/state';
export { strikeOutcome, turnOutcome } from './reducer/outcome';
export { targetsAllGone } from './reducer/effects';
export { statusOf as draftStatusOf } from './reducer/draft';

/**
 * Pure fold of one Pretty Good Tactics event under the readings in force (`env.readings`; a
 * command's `ctx.readings` when it works out an outcome).
 */
export function reducePgt(state: PgtState, draft: EventDraft, env: { readings: Readings }): PgtState | Refusal {
	const event = draft as PgtEvent;
	const r = env.readings;
	switch (event.type) {
		case 'pgt/matchStarted':
			return matchStarted(state, event.payload, r);
		case 'pgt/gameStarted':
			return gameStarted(state, event.payload, r);
		case 'pgt/cardSaved':
			return cardSaved(state, event.payload);
		case 'pgt/cardRemoved':
			return cardRemoved(state, event.payload);
		case 'pgt/characterPlaced':
			return characterPlaced(state, event.payload, r);
		case 'pgt/characterTapped':
			return characterTapped(state, event.payload);
		case 'pgt/characterRetired':
			return characterRetired(state, event.payload);
		case 'pgt/effectNoted':
			return effectNoted(state, event.payload);
		case 'pgt/effectResolved':
			return effectResolved(state, event.payload);
		case 'pgt/phaseAdvanced':
			return phaseAdvanced(state, event.payload);
		case 'pgt/characterRevealed':
			return characterRevealed(state, event.payload);
		case 'pgt/characterReturned':
			return characterReturned(state, event.payload, r);
		case 'pgt/cntAdjusted':
			return cntAdjusted(state, event.payload);
		case 'pgt/roundStarted':
			return roundStarted(state, r);
		case 'pgt/attackResolved':
			return checkedOutcome(state, attackResolved(state, event.payload, r), event.payload.outcome, 'strike');
		case 'pgt/effectAttackResolved':
			return checkedOutcome(state, effectAttackResolved(state, event.payload, r), event.payload.outcome, 'strike');
		case 'pgt/returnAttackResolved':
			return checkedOutcome(state, returnAttackResolved(state, event.payload, r), event.payload.outcome, 'answer');
		case 'pgt/returnAttackDeclined':
			return returnAttackDeclined(state, event.payload);
		case 'pgt/attackPassed':
			return checkedTurn(state, attackPassed(state), event.payload.outcome);
		case 'pgt/turnEnded':
			return checkedTurn(state, turnEnded(state), event.payload.outcome);
		case 'pgt/draftStarted':
			return draftStarted(state, event.payload);
		case 'pgt/draftPicked':
			return draftPicked(state, event.payload);
		case 'pgt/draftCleared':
			return draftCleared(state);
		default:
			return refuse('session/unknown_event', { type: (draft as EventDraft).type });
	}
}
