import { loadSystems } from '$lib/systems/registry';
import type { PageLoad } from './$types';

export const load = (async () => ({
	systems: (await loadSystems()).filter((s) => s.reference).map(({ id, names, blurb }) => ({ id, names, blurb }))
})) satisfies PageLoad;
