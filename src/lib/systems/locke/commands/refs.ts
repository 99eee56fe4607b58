import { character } from '../derive';
import type { Ref } from '../events';
import type { LockeState } from '../state';

/** `{ id, name }` of a character, as events carry it (the name at the time, for the log). */
export function refOf(state: LockeState, id: string): Ref {
	return { id, name: character(state, id)?.name ?? id };
}
