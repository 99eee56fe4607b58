/**
 * A dispatch double for Locke component tests: every event goes through the real reducer;
 * refusals come back as values, accepted events are kept in order. (Apart from locke.ts, which
 * the bench also loads in the browser, because this one needs vitest.)
 */
import { vi } from 'vitest';
import type { EventDraft, Refusal } from '$lib/core/events';
import { reduceLocke } from '$lib/systems/locke/reducer';
import type { LockeState } from '$lib/systems/locke/state';

export function recorder(start: LockeState) {
	let state = start;
	const events: EventDraft[] = [];
	const dispatch = vi.fn(async (e: EventDraft): Promise<Refusal | null> => {
		const next = reduceLocke(state, e);
		if ('refusal' in next) return next as Refusal;
		state = next as LockeState;
		events.push(e);
		return null;
	});
	return {
		dispatch,
		events,
		get state() {
			return state;
		}
	};
}
