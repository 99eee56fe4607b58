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
	// One event or a group: a group is recorded whole or not at all, as the session does.
	const dispatch = vi.fn(async (e: EventDraft | EventDraft[]): Promise<Refusal | null> => {
		const group = Array.isArray(e) ? e : [e];
		let next = state;
		for (const d of group) {
			const r = reduceLocke(next, d);
			if ('refusal' in r) return r as Refusal;
			next = r as LockeState;
		}
		state = next;
		events.push(...group);
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
