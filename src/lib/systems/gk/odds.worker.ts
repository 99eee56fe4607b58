/** Web Worker: computes engagement odds off the main thread (see `odds-client.ts`). */
import { engagementOdds } from './odds';
import type { OddsRequest, OddsResponse } from './odds-client';

const scope = self as unknown as {
	onmessage: ((event: MessageEvent<OddsRequest>) => void) | null;
	postMessage(message: OddsResponse): void;
};

scope.onmessage = (event) => {
	const { id, a, b, options } = event.data;
	try {
		scope.postMessage({ id, odds: engagementOdds(a, b, options) });
	} catch (e) {
		scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
	}
};
