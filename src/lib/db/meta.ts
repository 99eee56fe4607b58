import { db } from './db';

/** `shelf:<system>/<name>`: a system's text kept on this device (DeviceShelf in systems/types). */
export type MetaKey =
	| 'lastExportAt'
	| 'persistRequested'
	/** How many days a deleted session stays in "recently deleted" (db/peek KEEP_DELETED_DAYS). */
	| 'keepDeletedDays'
	/** This database's device id (core/sync DeviceId): drawn once, the identity of the events it records. */
	| 'deviceId'
	/** The relay address and the name this device last shared or joined a live table with (routes/join, s/[id]/share). */
	| 'share:relay'
	| 'share:name'
	| `shelf:${string}/${string}`;

export async function getMeta<T>(key: MetaKey): Promise<T | undefined> {
	return (await db.meta.get(key))?.value as T | undefined;
}

export async function setMeta(key: MetaKey, value: unknown): Promise<void> {
	await db.meta.put({ key, value });
}

/** 128 random bits as 32 lowercase hex digits (core/sync DeviceId); a restore draws a new one (db/transfer renewDeviceId). */
export function drawDeviceId(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This database's device id, drawn on first need and kept in meta. Within one transaction, so two
 * tabs opening at once agree on one id.
 */
export async function deviceId(): Promise<string> {
	return db.transaction('rw', db.meta, async () => {
		const stored = (await db.meta.get('deviceId'))?.value;
		if (typeof stored === 'string' && /^[0-9a-f]{32}$/.test(stored)) return stored;
		const drawn = drawDeviceId();
		await db.meta.put({ key: 'deviceId', value: drawn });
		return drawn;
	});
}
