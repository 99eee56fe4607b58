/**
 * A refusal in the user's language, for a preview's refusal shown beside the control it
 * concerns. The one place the screen words a refusal: when the platform's `session.explain`
 * lands, this becomes a call to it.
 */
import type { Refusal } from '$lib/core/events';
import { getLocale } from '$lib/paraglide/runtime';
import { gloomhaven } from '..';

export function explain(refusal: Refusal): string {
	return gloomhaven.explainRefusal(refusal, getLocale());
}
