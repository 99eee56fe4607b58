// Argument checking, one shape for every message: `fn: arg must be …, got …` (a RangeError).

export function int(fn: string, arg: string, value: unknown, min = -Infinity, max = Infinity): number {
	if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
	const range =
		min === -Infinity && max === Infinity
			? 'an integer'
			: max === Infinity
				? `an integer ≥ ${min}`
				: `an integer from ${min} to ${max}`;
	throw new RangeError(`${fn}: ${arg} must be ${range}, got ${String(value)}`);
}

export function oneOf<T extends string>(fn: string, arg: string, value: unknown, allowed: readonly T[]): T {
	if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
	throw new RangeError(`${fn}: ${arg} must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, got ${String(value)}`);
}

export function refuse(fn: string, arg: string, reason: string): never {
	throw new RangeError(`${fn}: ${arg} ${reason}`);
}
