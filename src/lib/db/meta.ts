import { db } from './db';

export type MetaKey = 'lastExportAt' | 'persistRequested';

export async function getMeta<T>(key: MetaKey): Promise<T | undefined> {
	return (await db.meta.get(key))?.value as T | undefined;
}

export async function setMeta(key: MetaKey, value: unknown): Promise<void> {
	await db.meta.put({ key, value });
}
