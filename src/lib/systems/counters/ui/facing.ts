/**
 * Which counters face the far side of the table, as this phone lies: kept on the device (the
 * system's shelf, one text per session), never in the session's log — another phone at the same
 * table lies another way.
 */
export const facingKey = (sessionId: string) => `facing-${sessionId}`;

/** The ids in a stored text; anything unreadable is "none turned". */
export function readFacing(text: string | undefined): string[] {
	if (!text) return [];
	try {
		const v = JSON.parse(text) as unknown;
		return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
	} catch {
		return [];
	}
}

export function writeFacing(ids: readonly string[]): string {
	return JSON.stringify([...new Set(ids)]);
}
