/**
 * What went wrong when the database would not open, from the error Dexie or the browser threw
 * (Dexie wraps the browser's error in `inner`). Pure.
 *  - newer: the stored database is of a newer schema than this build (VersionError);
 *  - lost: the browser's store is corrupt or was closed under us (UnknownError, DataError,
 *    DatabaseClosedError: Chromium's "checksum mismatch" ends here);
 *  - unavailable: no IndexedDB at all (private mode, MissingAPIError, InvalidStateError).
 */
export type OpenFailure = 'newer' | 'lost' | 'unavailable';

function names(err: unknown): string[] {
	const out: string[] = [];
	let e = err as { name?: string; inner?: unknown; cause?: unknown } | undefined;
	for (let i = 0; e && i < 5; i++) {
		if (typeof e.name === 'string') out.push(e.name);
		e = (e.inner ?? e.cause) as typeof e;
	}
	return out;
}

export function openFailure(err: unknown): OpenFailure {
	const n = names(err);
	if (n.includes('VersionError')) return 'newer';
	if (n.some((x) => x === 'MissingAPIError' || x === 'InvalidStateError' || x === 'SecurityError'))
		return 'unavailable';
	return 'lost';
}
