/**
 * Argument checking for the Locke rules: one helper, so every message has the same shape
 * (`damageRatio: currentEndurance must be an integer ≥ 0, got -1`).
 */

/**
 * Returns `value` if it is an integer in [min, max]; otherwise throws a RangeError such as
 * `damageRatio: currentEndurance must be an integer ≥ 0, got -1`. `what` is appended to the
 * range in brackets when the range needs explaining ("a 2D6 total").
 */
export function int(fn: string, arg: string, value: number, min: number, max = Infinity, what?: string): number {
	if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
	const range = max === Infinity ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`;
	throw new RangeError(`${fn}: ${arg} must be ${what ? `${range} (${what})` : range}, got ${String(value)}`);
}

/** A rule refusal on otherwise well-formed arguments: names the argument and the reason. */
export function refuse(fn: string, arg: string, reason: string): never {
	throw new RangeError(`${fn}: ${arg} ${reason}`);
}

export const check2d6 = (fn: string, v: number) => int(fn, 'roll2d6', v, 2, 12, 'a 2D6 total');
export const check1d6 = (fn: string, v: number) => int(fn, 'roll1d6', v, 1, 6, 'a 1D6 roll');

/** アライメント: GOOD 善, EVIL 悪, SPECIAL 中立. */
export type Alignment = 'GOOD' | 'EVIL' | 'SPECIAL';
const ALIGNMENTS: readonly string[] = ['GOOD', 'EVIL', 'SPECIAL'];

export function alignment(fn: string, arg: string, value: Alignment): Alignment {
	if (!ALIGNMENTS.includes(value)) refuse(fn, arg, `must be 'GOOD', 'EVIL' or 'SPECIAL', got ${String(value)}`);
	return value;
}
