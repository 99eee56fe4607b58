/**
 * What the GK reducer's topic files share: a step's result, the core refusal, and the check that
 * an event's recorded outcome is what the rules compute.
 */
import { refuse, type Refusal, type RefusalParams } from '$lib/core/events';
import { FormulaError, parseFormula } from '../data/formula';
import type { GkRefusal } from '../refusals';
import type { GkCharacter, GkState } from '../state';

export type GkRefused = Refusal<GkRefusal>;

/** A step's result: the state after the event, and the outcome the rules computed for it. */
export interface Done {
	state: GkState;
	outcome?: unknown;
}

export const no = (code: GkRefusal, params?: RefusalParams): GkRefused => refuse(code, params);
export const done = (state: GkState, outcome?: unknown): Done =>
	outcome === undefined ? { state } : { state, outcome };

export const withCharacters = (state: GkState, ...cs: GkCharacter[]): GkState => ({
	...state,
	characters: { ...state.characters, ...Object.fromEntries(cs.map((c) => [c.id, c])) }
});

/** A refusal naming the formula and where it goes wrong, or null when it parses. */
export function checkFormula(text: string): GkRefused | null {
	try {
		parseFormula(text);
		return null;
	} catch (e) {
		if (e instanceof FormulaError) return no('gk/bad_formula', { formula: text, detail: e.message });
		throw e;
	}
}

/** JSON with keys sorted and `undefined` left out: two outcomes compare by what they say. */
function canonical(x: unknown): unknown {
	if (Array.isArray(x)) return x.map(canonical);
	if (x && typeof x === 'object')
		return Object.fromEntries(
			Object.keys(x)
				.filter((k) => (x as Record<string, unknown>)[k] !== undefined)
				.sort()
				.map((k) => [k, canonical((x as Record<string, unknown>)[k])])
		);
	return x;
}

export const sameOutcome = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
