/** What the GK commands share: the result type, looking a character up, and the outcome an event carries. */
import { isRefusal, refuse, type Refusal } from '$lib/core/events';
import { parseDice, rollWith } from '$lib/core/dice';
import type { CommandContext } from '../types';
import { parseGkEvent, type GkDraft } from './events';
import type { GkRefusal } from './refusals';
import { reduceGk, step } from './reducer';
import type { GkCharacter, GkState } from './state';

export type Result = GkDraft[] | Refusal<GkRefusal>;

const D6 = parseDice('1D6');
const D100 = parseDice('1D100');
export const roll = (ctx: CommandContext, sides: 6 | 100) => rollWith(sides === 6 ? D6 : D100, ctx.random).total;

export const ref = (c: GkCharacter) => ({ id: c.id, name: c.name });

export function character(state: GkState, id: string): GkCharacter | Refusal<GkRefusal> {
	return state.characters[id] ?? refuse('gk/unknown_character');
}
export const isRef = (x: unknown): x is Refusal<GkRefusal> => isRefusal(x);

/**
 * The draft with the outcome the rules compute for it, so the log says what happened: the
 * reducer's own step, run as the reducer will run it. A refusal when the event cannot apply.
 */
export function complete<D extends GkDraft>(state: GkState, draft: D): D | Refusal<GkRefusal> {
	const e = parseGkEvent(draft.type, draft.payload);
	if (!e) return refuse('gk/bad_rolls');
	const r = step(state, e, false);
	if (isRefusal(r)) return r;
	return r.outcome === undefined ? draft : ({ ...draft, payload: { ...draft.payload, outcome: r.outcome } } as D);
}

/** Runs drafts through the reducer: the state after them, or the first refusal. */
export function fold(state: GkState, drafts: readonly GkDraft[]): GkState | Refusal<GkRefusal> {
	let s = state;
	for (const d of drafts) {
		const e = parseGkEvent(d.type, d.payload);
		if (!e) return refuse('gk/bad_rolls');
		const r = reduceGk(s, e);
		if (isRefusal(r)) return r;
		s = r;
	}
	return s;
}
