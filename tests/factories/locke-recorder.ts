/**
 * A dispatch double for the Locke screens' plain one-event actions (the `record` command): every
 * event goes through the real reducer (with the tables adopted on the way, see `fold`); refusals
 * come back as values, accepted events are kept in order. Screens that send commands are tested
 * with `TestSession` (session.svelte.ts). Apart from locke.ts, which the bench also loads in the
 * browser, because this one needs vitest.
 */
import { vi } from 'vitest';
import type { EventDraft, Refusal } from '$lib/core/events';
import type { LockeState } from '$lib/systems/locke/state';
import { fold } from './locke';

export function recorder(start: LockeState) {
	let state = start;
	const events: EventDraft[] = [];
	const dispatch = vi.fn(async (e: EventDraft): Promise<Refusal | null> => {
		const next = fold(state, e);
		if ('refusal' in next) return next;
		state = next;
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
