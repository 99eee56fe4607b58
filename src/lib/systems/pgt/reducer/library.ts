/** The card library kept in the session: a card typed once (or edited), a card removed. */
import { refuse, type Refusal } from '$lib/core/events';
import { MAX_LIBRARY, type Payload, type PgtState } from './state';

export function cardSaved(state: PgtState, { card }: Payload<'pgt/cardSaved'>): PgtState | Refusal {
	const at = state.library.findIndex((c) => c.id === card.id);
	if (at < 0 && state.library.length >= MAX_LIBRARY) return refuse('pgt/library_full', { max: MAX_LIBRARY });
	const library = at < 0 ? [...state.library, card] : state.library.map((c, k) => (k === at ? card : c));
	return { ...state, library };
}

export function cardRemoved(state: PgtState, p: Payload<'pgt/cardRemoved'>): PgtState | Refusal {
	if (!state.library.some((c) => c.id === p.id)) return refuse('pgt/unknown_card');
	return { ...state, library: state.library.filter((c) => c.id !== p.id) };
}
