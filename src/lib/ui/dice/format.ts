import type { Comparison, DiceSpec } from '$lib/core/dice';
import type { Locale } from '$lib/core/locale';

/** What a roll must do to succeed (e.g. 2D6 ≤ 6). */
export interface SuccessTest {
	op: Comparison;
	target: number;
}

/** Whether `total` passes the test. */
export function passes(total: number, test: SuccessTest): boolean {
	switch (test.op) {
		case '<=':
			return total <= test.target;
		case '>=':
			return total >= test.target;
		case '<':
			return total < test.target;
		case '>':
			return total > test.target;
		case '=':
			return total === test.target;
	}
}

/**
 * A share as a percentage with one decimal ("41.7%"), as Intl's percent format writes it in both of
 * the app's languages (format.test checks every chance of up to 4D6 against it), rounded half up on
 * the share's shortest decimal as Intl does (0.5025 → 50.3%). Written out because making the first
 * Intl.NumberFormat on a page cost a Locke combat tab's open more than its whole chance panel's
 * render (its locale data; issue 27's profile). A language that writes percentages otherwise gets
 * its own case here.
 */
function percentText(share: number): string {
	return `${(Math.round(Number((share * 1000).toPrecision(12))) / 10).toFixed(1)}%`;
}

/**
 * A probability as a percentage with one decimal (41.7%). Never rounds a possible event to
 * 0% or an uncertain one to 100%: those show as "<0.1%" and ">99.9%". `locale` is the language
 * it is written in (ja and en write it alike).
 */
export function formatPercent(p: number, _locale: Locale): string {
	if (p > 0 && p < 0.0005) return `<${percentText(0.001)}`;
	if (p < 1 && p > 0.9995) return `>${percentText(0.999)}`;
	return percentText(p);
}

/** How entry rows are offered for real dice. */
export type FaceLayout =
	| { kind: 'dice'; count: number; sides: number }
	| { kind: 'd66' }
	/** One percentile roll as two d10s: tens 00–90 and ones 0–9 (00 + 0 = 100). */
	| { kind: 'percentile' }
	/** Too many dice or sides to tap: type the total. */
	| { kind: 'none' };

export function faceLayout(spec: DiceSpec): FaceLayout {
	if (spec.kind === 'd66') return { kind: 'd66' };
	if (spec.count === 1 && spec.sides === 100) return { kind: 'percentile' };
	if ((spec.sides <= 12 && spec.count <= 4) || (spec.count === 1 && spec.sides <= 20))
		return { kind: 'dice', count: spec.count, sides: spec.sides };
	return { kind: 'none' };
}

/** Full-width digits and minus signs → ASCII; then a whole number or null. */
export function readWholeNumber(text: string): number | null {
	const s = text
		.trim()
		.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
		.replace(/^[−－]/, '-');
	return /^[+-]?\d{1,9}$/.test(s) ? Number(s) : null;
}
