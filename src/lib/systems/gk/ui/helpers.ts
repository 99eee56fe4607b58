/**
 * What GK screen parts share: the session type, a character's faces and rest as shown, copying.
 * Refusals are worded by the session (`dispatch` with `{ inline: true }`, `session.explain`) and
 * typed numbers read by `NumberField`. Nothing here imports the system's index (no circle).
 */
import type { SessionView } from '$lib/systems/types';
import type { GkCommands } from '../commands';
import { m } from '$lib/paraglide/messages.js';
import { fighterOf, resting } from '../standing';
import { ruled } from '../readings';
import type { ActionLog, GkCharacter, GkState } from '../state';

export type GkSession = SessionView<GkState, GkCommands>;

/**
 * The state as the rules read it now: its settings with the readings in force (a reading chosen
 * since the last GK event is in `session.readings`, not yet in the stored state). Every screen
 * part reads the state through this.
 */
export const stateOf = (session: Pick<GkSession, 'state' | 'readings'>): GkState =>
	ruled(session.state, session.readings);

/** What the console hands the special tab: whose act, on whom. */
export type Focus = Pick<ActionLog, 'character' | 'target' | 'action'>;

/** The six faces as the engine sees them for this character now, or null if a formula fails. */
export function facesOf(state: GkState, c: GkCharacter) {
	try {
		return fighterOf(state, c).faces;
	} catch {
		return null;
	}
}

export const factionName = (state: GkState, id: string) => state.factions.find((f) => f.id === id)?.name ?? id;

export async function copyText(text: string): Promise<boolean> {
	try {
		await navigator.clipboard.writeText(text);
		return true;
	} catch {
		return false;
	}
}

/** 能力休み as the roster and the ability panel show it: resting now, or the own phases still ahead. */
export function restText(state: GkState, c: GkCharacter): string {
	if (resting(state, c)) return c.restLeft > 0 ? m.gk_resting_now_more({ n: c.restLeft }) : m.gk_resting_now();
	return c.restLeft > 0 ? m.gk_rest_left({ n: c.restLeft }) : '';
}
