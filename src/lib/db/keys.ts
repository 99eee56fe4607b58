/**
 * The bounds of one session's keys in the tables keyed by [sessionId+…]: the log and the clashes by
 * identity ([sessionId+device+counter]), the log's order index and the checkpoints by place
 * ([sessionId+clock+device+counter]). One place for them: log, sessions and transfer read and
 * delete by the same ranges.
 */
import type { IndexableType } from 'dexie';

const LOW = -Infinity;
const HIGH = Infinity;
/** Above every device id (32 hex digits) in IndexedDB's string order. */
const TOP = '\uffff';

type Bounds = [lower: IndexableType, upper: IndexableType];

/** Every key [sessionId, device, counter] of the session (`between(...identityBounds(id))`). */
export function identityBounds(sessionId: string): Bounds {
	return [
		[sessionId, '', LOW],
		[sessionId, TOP, HIGH]
	];
}

/** Every key [sessionId, clock, device, counter] of the session (`between(...orderBounds(id))`). */
export function orderBounds(sessionId: string): Bounds {
	return [
		[sessionId, LOW, '', LOW],
		[sessionId, HIGH, TOP, HIGH]
	];
}
