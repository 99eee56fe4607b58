import type { LayoutLoad } from './$types';

// Session ids are only known on the device: these pages are served by the SPA fallback.
export const prerender = false;

export const load = (({ params }) => ({ id: params.id })) satisfies LayoutLoad;
