/** The odds worker's answer to one request (`odds.worker.ts`): the odds, or the reason there are none. */
import { engagementOdds } from './odds';
import type { OddsRequest, OddsResponse } from './odds-client';

export function answerOdds({ id, a, b, options }: OddsRequest): OddsResponse {
	try {
		return { id, odds: engagementOdds(a, b, options) };
	} catch (e) {
		return { id, error: e instanceof Error ? e.message : String(e) };
	}
}
