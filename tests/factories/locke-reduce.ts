/**
 * How the Locke reducer tests fold events: on a deep-frozen copy (so a mutation throws), with
 * the refusal code as a string when a test expects one, and typed drafts for any event.
 */
import type * as v from 'valibot';
import { isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import type { lockeEvents } from '$lib/systems/locke/events';
import { character } from '$lib/systems/locke/derive';
import { envOf, fold } from './locke';
import type { Character, LockeState } from '$lib/systems/locke/state';

export function deepFreeze<T>(x: T): T {
	if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
		Object.freeze(x);
		for (const value of Object.values(x)) deepFreeze(value);
	}
	return x;
}

/** Reduces on a frozen state, so any mutation throws. */
export function reduce(state: LockeState, d: EventDraft): LockeState | Refusal {
	return fold(deepFreeze(structuredClone(state)), d, envOf(state));
}

export function refusalOf(state: LockeState, d: EventDraft): string {
	const r = reduce(state, d);
	if (!isRefusal(r)) throw new Error(`expected a refusal for ${d.type}`);
	return r.refusal;
}

export const ev = <T extends keyof typeof lockeEvents>(
	type: T,
	payload: v.InferOutput<(typeof lockeEvents)[T]>
): EventDraft => ({ type, payload });

/** A character that must exist in the state. */
export const c = (s: LockeState, id: string): Character => character(s, id)!;
