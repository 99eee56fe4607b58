/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// Hand-written Workbox service worker (see README: why not @vite-pwa).
import { build, files, prerendered, version } from '$service-worker';
import { clientsClaim } from 'workbox-core';
import { precacheAndRoute, cleanupOutdatedCaches, createHandlerBoundToURL } from 'workbox-precaching';
import { registerRoute, NavigationRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute([
	...build.map((url) => ({ url, revision: null })), // hashed /_app/immutable/* files
	...files.map((url) => ({ url, revision: version })), // static/
	...prerendered.map((url) => ({ url, revision: version })) // the '/' shell and other pages
]);
cleanupOutdatedCaches();

// The first install takes control at once (nothing to interrupt). A later version waits until the
// page asks it to take over, so an update never reloads a session mid-play by itself.
self.addEventListener('install', () => {
	if (!self.registration.active) void self.skipWaiting();
});
self.addEventListener('message', (event) => {
	if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// Web Share Target (manifest share_target): a file shared to the installed app arrives as a POST.
// It is kept in a cache of its own and the page opens the import preview (/handoff?shared=1),
// which reads it from there; nothing is imported without that preview.
const SHARED_CACHE = 'sidetable-shared';
registerRoute(
	({ url, request }) => request.method === 'POST' && url.pathname === '/share-target',
	async ({ request }) => {
		const form = await request.formData();
		const file = form.get('file');
		if (file instanceof File) {
			const cache = await caches.open(SHARED_CACHE);
			await cache.put('/__shared-file', new Response(file, { headers: { 'content-type': 'application/json' } }));
		}
		return Response.redirect('/handoff?shared=1', 303);
	},
	'POST'
);

// Any navigation (deep links such as /s/<id>) is answered with the cached client shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/')));
