import { error } from '@sveltejs/kit';
import { loadSystem, loadSystems } from '$lib/systems/registry';
import type { EntryGenerator, PageLoad } from './$types';

/** Every system's reference page is prerendered (in the offline cache); others fall back to the shell. */
export const prerender = 'auto';
export const entries: EntryGenerator = async () =>
	(await loadSystems()).filter((s) => s.reference).map((s) => ({ system: s.id }));

export const load = (async ({ params }) => {
	const system = await loadSystem(params.system);
	if (!system?.reference) error(404, 'No such reference');
	return { systemId: system.id, reference: system.reference, tableSlots: (system.tableSlots ?? []).map((s) => s.id) };
}) satisfies PageLoad;
