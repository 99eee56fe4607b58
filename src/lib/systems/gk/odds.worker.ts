/** Web Worker: computes engagement odds off the main thread (see `odds-client.ts`). */
import { answerOdds } from './odds-answer';
import type { OddsRequest, OddsResponse } from './odds-client';

const scope = self as unknown as {
	onmessage: ((event: MessageEvent<OddsRequest>) => void) | null;
	postMessage(message: OddsResponse): void;
};

scope.onmessage = (event) => scope.postMessage(answerOdds(event.data));
