import type { EventDraft } from '$lib/core/events';
import type { LockeEventType, PayloadOf } from '../events';

/** The single event most commands record, typed by its event type. */
export function one<T extends LockeEventType>(type: T, payload: PayloadOf<T>): EventDraft[] {
	return [{ type, payload }];
}
