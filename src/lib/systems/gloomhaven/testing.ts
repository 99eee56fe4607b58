/**
 * Test helpers for the Gloomhaven reducer: an event checked by its schema as the shell does,
 * then folded; a party of decks; an attackDrawn payload with the usual numbers. Used by the
 * reducer tests only (nothing in the app imports it).
 */
import * as v from 'valibot';
import { isRefusal, type Refusal } from '$lib/core/events';
import { gloomhavenEvents, type GloomhavenEventType, type PayloadOf } from './events';
import { initialGloomhavenState, reduceGloomhaven } from './reducer';
import type { GloomhavenDeck, GloomhavenState } from './state';

/** Checks the payload with the event's schema, as the shell does, then folds it. */
export function step<T extends GloomhavenEventType>(
	state: GloomhavenState,
	type: T,
	payload: PayloadOf<T>
): GloomhavenState | Refusal {
	const parsed = v.safeParse(gloomhavenEvents[type], payload);
	if (!parsed.success) throw new Error(`schema refused ${type}: ${parsed.issues[0]?.message}`);
	return reduceGloomhaven(state, { type, payload: parsed.output });
}
export function ok<T extends GloomhavenEventType>(
	state: GloomhavenState,
	type: T,
	payload: PayloadOf<T>
): GloomhavenState {
	const next = step(state, type, payload);
	if (isRefusal(next)) throw new Error(`refused ${type}: ${next.refusal}`);
	return next;
}
export const deckOf = (s: GloomhavenState, id: string) => s.decks.find((d) => d.id === id) as GloomhavenDeck;
export const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id).sort();
export const draw = (
	cards: string[],
	extra: Partial<PayloadOf<'gloomhaven/attackDrawn'>> = {}
): PayloadOf<'gloomhaven/attackDrawn'> => ({
	deck: 'brute',
	source: 'table',
	cards,
	mode: 'normal',
	attack: 3,
	shield: 0,
	pierce: 0,
	...extra
});

export function party(): GloomhavenState {
	let s = initialGloomhavenState();
	s = ok(s, 'gloomhaven/deckAdded', { id: 'brute', name: 'ブルート', owner: 'character' });
	s = ok(s, 'gloomhaven/deckAdded', { id: 'tinker', name: 'ティンカラー', owner: 'character' });
	s = ok(s, 'gloomhaven/deckAdded', { id: 'monsters', name: 'モンスター', owner: 'monster' });
	return s;
}
