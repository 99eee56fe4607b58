/**
 * Argument checks shared by the Pretty Good Tactics rules: one helper per shape, so every
 * RangeError reads `fn: arg must be …, got …`.
 */

/** Returns `value` if it is an integer in [min, max]; otherwise throws a RangeError naming `fn` and `arg`. */
export function int(fn: string, arg: string, value: unknown, min: number, max = Infinity): number {
	if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
	const range = max === Infinity ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`;
	throw new RangeError(`${fn}: ${arg} must be ${range}, got ${String(value)}`);
}

/** A rule refusal on otherwise well-formed arguments: names the argument and the reason. */
export function refuse(fn: string, arg: string, reason: string): never {
	throw new RangeError(`${fn}: ${arg} ${reason}`);
}

/** Returns `value` if it is one of `allowed`; otherwise throws a RangeError listing them. */
export function oneOf<T extends string>(fn: string, arg: string, value: unknown, allowed: readonly T[]): T {
	if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
	throw new RangeError(`${fn}: ${arg} must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, got ${String(value)}`);
}

export function bool(fn: string, arg: string, value: unknown): boolean {
	if (typeof value === 'boolean') return value;
	throw new RangeError(`${fn}: ${arg} must be true or false, got ${String(value)}`);
}

/**
 * What is wrong with a typed notation (a check, an ability line), for a screen to word in the
 * user's language: `code` names the problem, `at` the 1-based character it was found at.
 */
export class NotationError extends RangeError {
	constructor(
		message: string,
		readonly code: string,
		readonly at: number | null = null
	) {
		super(message);
		this.name = 'NotationError';
	}
}
