/**
 * What a person typed into a number field, read as a whole number. Japanese keyboards give
 * full-width digits and minus (１２, －３): NFKC folds them, and U+2212 (−) counts as minus too.
 */
export type WholeNumberEntry =
	{ ok: true; value: number } | { ok: false; problem: 'not_whole' | 'below_min' | 'above_max'; limit?: number };

/**
 * A number as typed, folded to ASCII: NFKC turns full-width digits, signs and points into
 * ASCII (１２ → 12, －３ → -3, ．→ .), and U+2212 (−, as the rules texts write it) becomes '-'.
 */
export function numberText(text: string): string {
	return text
		.normalize('NFKC')
		.trim()
		.replace(/\u2212/g, '-');
}

/** A non-negative amount as typed (`14`, `１４．５`); null when it is not one. */
export function readAmount(text: string): number | null {
	const s = numberText(text);
	return /^\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

export function parseWholeNumber(text: string, min: number | null = null, max: number | null = null): WholeNumberEntry {
	const s = numberText(text);
	if (!/^[-+]?\d{1,15}$/.test(s)) return { ok: false, problem: 'not_whole' };
	const value = Number(s) || 0; // -0 → 0
	if (min !== null && value < min) return { ok: false, problem: 'below_min', limit: min };
	if (max !== null && value > max) return { ok: false, problem: 'above_max', limit: max };
	return { ok: true, value };
}
