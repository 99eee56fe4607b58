import { getMeta, setMeta } from '$lib/db';

/**
 * Asks the browser once, at the first session, not to evict our data under storage pressure.
 * Returns the answer (or null where the API is missing).
 */
export async function requestPersistenceOnce(): Promise<boolean | null> {
	if (!navigator.storage?.persist) return null;
	if (await getMeta('persistRequested')) return null; // asked before: Settings shows the state
	const granted = await navigator.storage.persist();
	await setMeta('persistRequested', Date.now());
	return granted;
}
