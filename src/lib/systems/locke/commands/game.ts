/**
 * The game tracker as commands (§3.2, §4): a normal turn ended, the planet phase counted and
 * ended, infiltration, key points, victory declarations, the end of the game and its grades.
 * The screen names who acts (what the person saw); the command works out the rest from the
 * state — the next turn holder, the infiltration target, the objection count — and the reducer
 * checks it all again.
 */
import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import { character, nextTurnHolder, planetPhaseEndDefaults, playerCharacters } from '../derive';
import { infiltrationTarget } from '../rules';
import type { PayloadOf, Roll2D6 } from '../events';
import type { LockeState } from '../state';
import { one } from './one';
import { refOf } from './refs';

/** The turn holder ends its normal turn; the next is the next seat to the right that can play (§4.1). */
export function endTurn(state: LockeState, intent: { who: string }): EventDraft[] | Refusal {
	const next = nextTurnHolder(state);
	if (next === null) return refuse('locke/nobody_to_play');
	return one('locke/turnEnded', { who: refOf(state, intent.who), next: refOf(state, next) });
}

export function countPlanetCards(_state: LockeState, intent: { faceUpOrDestroyed: number }): EventDraft[] {
	return one('locke/planetCardsCounted', { faceUpOrDestroyed: intent.faceUpOrDestroyed });
}

/** 惑星編の終了 (§4.1): each number the table counted, or (null) what the app counts. */
export function endPlanetPhase(
	state: LockeState,
	intent: { placedPlanetCards: number | null; goodSpecialSilhouettes: number | null; inside: string[] | null }
): EventDraft[] {
	const d = planetPhaseEndDefaults(state);
	return one('locke/planetPhaseEnded', {
		placedPlanetCards: intent.placedPlanetCards ?? d.placedPlanetCards,
		goodSpecialSilhouettes: intent.goodSpecialSilhouettes ?? d.goodSpecialSilhouettes,
		inside: intent.inside ?? d.inside
	});
}

/**
 * 侵入判定 (§4.2): the target is the ESP level plus one per earlier failure; an EVIL silhouette
 * succeeds without a roll (roll null).
 */
export function checkInfiltration(
	state: LockeState,
	intent: { who: string; roll: Roll2D6 | null }
): EventDraft[] | Refusal {
	const c = character(state, intent.who);
	if (!c) return refuse('locke/unknown_character', { name: intent.who });
	const failures = state.game.infiltration[c.id]?.failures ?? 0;
	return one('locke/infiltrationChecked', {
		who: refOf(state, c.id),
		target: infiltrationTarget(c.espLevel, failures),
		roll: intent.roll
	});
}

/** A key point destroyed by the turn holder standing on it (§4.2). */
export function destroyKeyPoint(state: LockeState, intent: { by: string }): EventDraft[] {
	return one('locke/keyPointDestroyed', { by: refOf(state, intent.by) });
}

/** 勝利宣言 (§3.3), or a SPECIAL character's 単独勝利宣言. */
export function declareVictory(
	state: LockeState,
	intent: { who: string; solo: boolean; blackHole: boolean }
): EventDraft[] {
	return one('locke/victoryDeclared', {
		who: refOf(state, intent.who),
		solo: intent.solo,
		blackHole: intent.blackHole
	});
}

export function opposeDeclaration(state: LockeState, intent: { by: string }): EventDraft[] {
	return one('locke/declarationOpposed', { by: refOf(state, intent.by) });
}

/** The declaration is closed with the objections made so far: none ends the game (§3.2). */
export function closeDeclaration(state: LockeState, _intent: Record<string, never>): EventDraft[] | Refusal {
	const d = state.game.declaration;
	if (!d) return refuse('locke/no_declaration');
	return one('locke/declarationClosed', { objections: d.objectors.length });
}

export function endGame(_state: LockeState, intent: PayloadOf<'locke/gameEnded'>): EventDraft[] {
	return one('locke/gameEnded', { kind: intent.kind });
}

/** The grades (§3.2): for each player character, whether its own defeat condition was met (unticked: not). */
export function recordGrades(state: LockeState, intent: { conditions: Record<string, boolean> }): EventDraft[] {
	return one('locke/gradesRecorded', {
		results: playerCharacters(state).map((c) => ({
			who: refOf(state, c.id),
			ownConditionMet: intent.conditions[c.id] ?? false
		}))
	});
}
