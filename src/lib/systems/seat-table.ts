/**
 * 席 as data: each system lists, per command, whom it acts for (SystemSpec.seatOf), and this turns
 * the list into the function. A rule is
 * - `'gm'`: the GM's only (setting up, the library, a table-wide move the GM makes) → `null`;
 * - `'table'`: anyone at the table (a roll both sides enter) → `undefined`;
 * - a function of the intent and the state → a seat id, `null` or `undefined`.
 * A command the list does not know is the GM's (an old client's command never widens anyone's hand).
 */
export type SeatRule<S> = 'gm' | 'table' | ((intent: unknown, state: S) => string | null | undefined);

/** The rules of a system's commands, one per command (a missing one fails `npm run check`). */
export type SeatRules<S, C> = { readonly [K in keyof C & string]: SeatRule<S> };

export function seatOfBy<S, C>(
	rules: SeatRules<S, C>
): (command: string, intent: unknown, state: S) => string | null | undefined {
	return (command, intent, state) => {
		const rule = Object.hasOwn(rules, command) ? (rules as Record<string, SeatRule<S>>)[command] : 'gm';
		if (rule === 'gm' || rule === undefined) return null;
		if (rule === 'table') return undefined;
		return rule(intent, state);
	};
}

/** `intent[key]` when the intent is an object and that field a string; otherwise undefined. Never throws. */
export function field(intent: unknown, key: string): string | undefined {
	if (intent === null || typeof intent !== 'object') return undefined;
	const x = (intent as Record<string, unknown>)[key];
	return typeof x === 'string' ? x : undefined;
}
