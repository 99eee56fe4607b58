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

// Any navigation (deep links such as /s/<id>) is answered with the cached client shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/')));
