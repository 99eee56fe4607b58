/**
 * What every Pretty Good Tactics command shares: the draft and result types, and the names the
 * log says, copied from the state (the player as entered for the match, the card's name).
 */
import { isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import type { Readings } from '$lib/core/readings';
import type { DraftOf } from '../../types';
import type { PgtRefusal } from '../describe';
import type { pgtEvents } from '../events';
import { reducePgt, strikeOutcome, turnOutcome, type PgtState } from '../reducer';
import type { Side, SlotName } from '../rules';

/** What a command returns: payloads before their schema's parse (optional fields may be left out). */
export type Draft = DraftOf<typeof pgtEvents>;
export type Result = Draft[] | Refusal<PgtRefusal>;

/** One rolled check: the faces and where they came from. */
export interface Roll {
	faces: number[];
	source: 'table' | 'app';
}

/**
 * How a check's faces are read. The fumble and critical faces come from the cards' lines
 * (`checkFaceRules`); given here they override them (the options the screen keeps for a card
 * typed in other words). `conflictAs` is the turn player's choice when the faces are both.
 */
export interface FaceOptions {
	/** 特殊ファンブル[x] (the largest of several; 1 = the normal fumble): overrides the cards'. */
	fumbleAtOrBelow?: number;
	/** Faces counting as 6 for a critical (「5でもクリティカル」 → [5, 6]): overrides the cards'. */
	criticalFaces?: number[];
	/** The turn player's reading when the faces are both a fumble and a critical. */
	conflictAs: 'critical' | 'fumble' | null;
}

/** A name for the log, or undefined when there is none (before a match, an empty slot). */
export const nameOr = (n: string | undefined) => (n ? n : undefined);

/**
 * Who, for the log: the player and the character — a face-down character's name only when the
 * command turns it up (`revealed`), so a tap or a cnt on a hidden card tells the other player
 * nothing about it (「自分の裏返しキャラ」 is its owner's secret).
 */
export function named(state: PgtState, side: Side, slot: SlotName, revealed = false) {
	const c = state.fields[side][slot];
	return { player: nameOr(state.players[side]), character: c && (c.faceUp || revealed) ? nameOr(c.name) : undefined };
}

export const foeOf = (s: Side): Side => (s === 'a' ? 'b' : 'a');

/**
 * A strike's event with the outcome the rules work out for it — the reducer's fold of the event —
 * recorded so the log says what happened (the reducer checks it again on every fold); or the
 * refusal the fold gives.
 */
export function withOutcome(state: PgtState, readings: Readings, draft: Draft, which: 'strike' | 'answer'): Result {
	const next = reducePgt(state, draft as EventDraft, { readings });
	if (isRefusal(next)) return next as Refusal<PgtRefusal>;
	const outcome = strikeOutcome(state, next, which);
	return [{ ...draft, payload: { ...draft.payload, outcome: outcome ?? undefined } } as Draft];
}

/** A pass or a turn's end with what it did (effects ended, a turn passed by itself, the round over). */
export function withTurnOutcome(state: PgtState, readings: Readings, draft: Draft): Result {
	const next = reducePgt(state, draft as EventDraft, { readings });
	if (isRefusal(next)) return next as Refusal<PgtRefusal>;
	return [{ ...draft, payload: { ...draft.payload, outcome: turnOutcome(state, next) } } as Draft];
}
