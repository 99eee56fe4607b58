/** What every GK screen part shares: the session type, refusal texts, and reading typed numbers. */
import type { Refusal } from '$lib/core/events';
import { parseWholeNumber } from '$lib/core/numbers';
import { getLocale } from '$lib/paraglide/runtime';
import type { IntentOf, SessionView } from '$lib/systems/types';
import { gk } from '..';
import type { GkCommands } from '../commands';
import { m } from '$lib/paraglide/messages.js';
import { fighterOf, resting } from '../standing';
import type { ActionLog, GkCharacter, GkState } from '../state';

export type GkSession = SessionView<GkState, GkCommands>;

/** What the console hands the special tab: whose act, on whom. */
export type Focus = Pick<ActionLog, 'character' | 'target' | 'action'>;

export const explain = (r: Refusal): string => gk.explainRefusal(r, getLocale());

/** Dispatches; '' when recorded, else the refusal's text for the form's alert. */
export async function act<K extends keyof GkCommands & string>(
	session: GkSession,
	command: K,
	intent: IntentOf<GkCommands[K]>
): Promise<string> {
	const r = await session.dispatch(command, intent);
	return r ? explain(r) : '';
}

/** A whole number as typed (full-width welcome), or NaN — the command names what is wrong. */
export function readInt(text: string): number {
	const r = parseWholeNumber(text);
	return r.ok ? r.value : Number.NaN;
}

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
