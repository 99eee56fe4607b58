/**
 * The Locke log and refusal texts: one sentence per event (events.ts), one text per refusal
 * code (refusals.ts), and the words both share (words.ts).
 */
import type { EventDraft } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import type { LockeEvent } from '../events';
import type { LockeState } from '../state';
import { eventTexts, type EventText } from './events';

/** One event's sentence; with the state now, names as the table may see them (public.ts). */
export function describeLocke(draft: EventDraft, locale: Locale, state?: LockeState): string {
	if (!Object.hasOwn(eventTexts, draft.type)) return draft.type;
	const e = draft as LockeEvent;
	return (eventTexts[e.type] as EventText<typeof e.type>)(e.payload, locale, state);
}

export { identityShown, publicAlignment, publicName, tableViewOn } from './public';
export { chartText, combatEndText, endKindText, statusText, stepText } from './words';
