import { error } from '@sveltejs/kit';
import { systems, getSystem } from '$lib/systems/registry';
import type { EntryGenerator, PageLoad } from './$types';

/** Every system's reference page is prerendered (in the offline cache); others fall back to the shell. */
export const prerender = 'auto';
export const entries: EntryGenerator = () => systems.filter((s) => s.reference).map((s) => ({ system: s.id }));

export const load = (({ params }) => {
	const system = getSystem(params.system);
	if (!system?.reference) error(404, 'No such reference');
	return { systemId: system.id };
}) satisfies PageLoad;
