/**
 * The one reader of numbers as people type them. Japanese keyboards give full-width digits and
 * signs (１２, －３, ＋５, １．５), IMEs often turn a minus into the long-vowel mark ー, and the
 * rules texts write U+2212 (−). Everything that reads a number field goes through `readNumber`,
 * and every field shows its problem with one wording (`lib/ui/number-text.ts`).
 */

/** Why typed text is not an acceptable number. */
export type NumberProblem =
	/** Nothing typed (only a problem where a value is required). */
	| 'empty'
	/** Not a number at all: `abc`, `-`, `1-2`, `1e3`. */
	| 'not_number'
	/** A number with a fraction where only whole numbers are allowed: `1.5`. */
	| 'not_whole'
	| 'below_min'
	| 'above_max';

export type NumberEntry = { ok: true; value: number } | { ok: false; problem: NumberProblem; limit?: number };

export interface NumberLimits {
	/** The smallest value allowed (null or absent: no lower bound but the safe-integer range). */
	min?: number | null;
	/** The largest value allowed (null or absent: no upper bound but the safe-integer range). */
	max?: number | null;
	/** Allow a fraction (`1.5`, `１４．５`); whole numbers only otherwise. */
	fraction?: boolean;
}

/** Characters a person may type for a minus sign: U+2212, hyphens and dashes, ー and its half-width form. */
const MINUS = /^[\u2212\u2010\u2011\u2012\u2013\u2014\u30fc\uff70]/;

/**
 * Typed text folded to plain ASCII: NFKC turns full-width digits, signs, points and commas into
 * ASCII (１２ → 12, －３ → -3, ．→ .), a leading minus of any kind becomes '-', and spaces go.
 */
export function numberText(text: string): string {
	return text.normalize('NFKC').replace(/\s+/g, '').replace(MINUS, '-');
}

/** Digits with thousands separators as people write them (1,000 / 12,345,678); the commas go. */
function withoutGrouping(s: string): string {
	return /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s) ? s.replace(/,/g, '') : s;
}

/**
 * Reads typed text as a number within limits. Whole numbers only unless `fraction`; a number
 * too large to hold exactly is "above the maximum", not "not a number" (a 20-digit number is a
 * whole number that is too large). `-0` reads as 0.
 */
export function readNumber(text: string, limits: NumberLimits = {}): NumberEntry {
	const s = withoutGrouping(numberText(text));
	if (s === '') return { ok: false, problem: 'empty' };
	const m = /^([+-]?)(\d+)?(?:\.(\d*))?$/.exec(s);
	if (!m || (m[2] === undefined && !m[3])) return { ok: false, problem: 'not_number' };
	const hasFraction = m[3] !== undefined && /[1-9]/.test(m[3]);
	const value = Number(s.endsWith('.') ? s.slice(0, -1) : s) || 0; // -0 → 0
	const min = limits.min ?? (limits.fraction ? -Number.MAX_VALUE : Number.MIN_SAFE_INTEGER);
	const max = limits.max ?? (limits.fraction ? Number.MAX_VALUE : Number.MAX_SAFE_INTEGER);
	// Range first: "at most 999,999,999" says more about 1234567890.5 than "whole numbers only".
	if (value < min) return { ok: false, problem: 'below_min', limit: min };
	if (value > max) return { ok: false, problem: 'above_max', limit: max };
	if (hasFraction && !limits.fraction) return { ok: false, problem: 'not_whole' };
	return { ok: true, value: limits.fraction ? value : Math.trunc(value) };
}

/** A whole number within [min, max] (null: no bound); see `readNumber`. */
export function parseWholeNumber(text: string, min: number | null = null, max: number | null = null): NumberEntry {
	return readNumber(text, { min, max });
}

/** A non-negative amount as typed (`14`, `１４．５`); null when it is not one. */
export function readAmount(text: string): number | null {
	const r = readNumber(text, { min: 0, fraction: true });
	return r.ok ? r.value : null;
}
