/// <reference types="@sveltejs/kit" />
// The same Workbox service worker as Sidetable's src/service-worker.ts.
import { build, files, prerendered, version } from '$service-worker';
import { clientsClaim } from 'workbox-core';
import { precacheAndRoute, cleanupOutdatedCaches, createHandlerBoundToURL } from 'workbox-precaching';
import { registerRoute, NavigationRoute } from 'workbox-routing';

precacheAndRoute([
	...build.map((url) => ({ url, revision: null })),
	...files.map((url) => ({ url, revision: version })),
	...prerendered.map((url) => ({ url, revision: version }))
]);
cleanupOutdatedCaches();
self.addEventListener('install', () => {
	if (!self.registration.active) void self.skipWaiting();
});
self.addEventListener('message', (event) => {
	if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/')));
