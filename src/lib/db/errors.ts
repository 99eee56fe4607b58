/**
 * Storage failures as codes the UI translates. A failed write is a failed transaction:
 * nothing of it was recorded, and everything saved before it is intact.
 */
export class StorageError extends Error {
	constructor(
		readonly code:
			| 'storage/quota'
			| 'storage/conflict'
			| 'storage/table_busy'
			| 'storage/not_found'
			| 'storage/nothing_to_undo'
			| 'storage/nothing_to_redo'
			| 'storage/unavailable'
			| 'storage/unknown',
		readonly detail?: string
	) {
		super(detail ? `${code}: ${detail}` : code);
		this.name = 'StorageError';
	}
}

function names(err: unknown): string[] {
	const out: string[] = [];
	let e = err as { name?: string; inner?: unknown; cause?: unknown } | undefined;
	for (let i = 0; e && i < 5; i++) {
		if (typeof e.name === 'string') out.push(e.name);
		e = (e.inner ?? e.cause) as typeof e;
	}
	return out;
}

/** Maps whatever IndexedDB/Dexie threw to a StorageError (full disk is QuotaExceededError). */
export function toStorageError(err: unknown): StorageError {
	if (err instanceof StorageError) return err;
	const n = names(err);
	if (n.includes('QuotaExceededError')) return new StorageError('storage/quota');
	if (n.some((x) => x === 'MissingAPIError' || x === 'InvalidStateError' || x === 'OpenFailedError'))
		return new StorageError('storage/unavailable', String((err as Error)?.message ?? err));
	return new StorageError('storage/unknown', String((err as Error)?.message ?? err));
}
