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
 * A probability as a percentage with one decimal (41.7%). Never rounds a possible event to
 * 0% or an uncertain one to 100%: those show as "<0.1%" and ">99.9%".
 */
export function formatPercent(p: number, locale: Locale): string {
	const fmt = new Intl.NumberFormat(locale, {
		style: 'percent',
		minimumFractionDigits: 1,
		maximumFractionDigits: 1
	});
	if (p > 0 && p < 0.0005) return `<${fmt.format(0.001)}`;
	if (p < 1 && p > 0.9995) return `>${fmt.format(0.999)}`;
	return fmt.format(p);
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
