import type { LayoutLoad } from './$types';
import { SessionController } from '$lib/session/session.svelte';

// Session ids are only known on the device: these pages are served by the SPA fallback.
export const prerender = false;

/**
 * The session starts reading its log here, as soon as the route's code is in, so the fold runs
 * while the layout and the screen mount rather than after them. One controller per session page:
 * a new id (client navigation) gets a new one. A link's preload (hover) reads too, and opens
 * nothing else: the page that shows it follows it (the bridge, other tabs' writes).
 */
export const load = (({ params }) => {
	const session = new SessionController(params.id);
	void session.load();
	return { id: params.id, session };
}) satisfies LayoutLoad;
