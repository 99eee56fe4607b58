import { m } from '$lib/paraglide/messages.js';
import { StorageError, toStorageError } from '$lib/db/errors';

/** A storage failure in the user's language. Saved data is never touched by a failed write. */
export function storageErrorText(err: unknown): string {
	const e = err instanceof StorageError ? err : toStorageError(err);
	switch (e.code) {
		case 'storage/quota':
			return m.error_storage_quota();
		case 'storage/conflict':
			return m.error_storage_conflict();
		case 'storage/table_busy':
			return m.error_storage_table_busy();
		case 'storage/not_found':
			return m.error_storage_not_found();
		case 'storage/nothing_to_undo':
			return m.error_nothing_to_undo();
		case 'storage/nothing_to_redo':
			return m.error_nothing_to_redo();
		case 'storage/unavailable':
			return m.error_storage_unavailable();
		default:
			return m.error_storage_unknown({ detail: e.detail ?? '' });
	}
}
