import { db } from './db';

/** `shelf:<system>/<name>`: a system's text kept on this device (DeviceShelf in systems/types). */
export type MetaKey =
	| 'lastExportAt'
	| 'persistRequested'
	/** How many days a deleted session stays in "recently deleted" (db/peek KEEP_DELETED_DAYS). */
	| 'keepDeletedDays'
	| `shelf:${string}/${string}`;

export async function getMeta<T>(key: MetaKey): Promise<T | undefined> {
	return (await db.meta.get(key))?.value as T | undefined;
}

export async function setMeta(key: MetaKey, value: unknown): Promise<void> {
	await db.meta.put({ key, value });
}
