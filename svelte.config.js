import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// The boot script in src/app.html (theme and text size before first paint) is not Kit's own, so
// Kit does not hash it: its hash is taken here, from the file, so an edit there cannot break CSP.
const bootScripts = [
	...readFileSync(new URL('./src/app.html', import.meta.url), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)
].map((m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`);

/** @type {import('@sveltejs/kit').Config} */
export default {
	preprocess: vitePreprocess(),
	compilerOptions: {
		runes: ({ filename }) => (filename.split(/[/\\]/).includes('node_modules') ? undefined : true)
	},
	kit: {
		// Every route is a prerendered copy of the same client shell; 200.html is the host fallback.
		adapter: adapter({ pages: 'build', assets: 'build', fallback: '200.html', strict: true }),
		// Kit registers src/service-worker.ts itself; we listen for updates in the layout.
		serviceWorker: { register: true },
		// Absolute asset URLs: the same shell is served for deep links such as /s/<id>.
		paths: { relative: false },
		// Content-Security-Policy as a meta tag with hashes of the inline scripts: nothing from
		// another origin but the live table's relay (WebSockets only), no eval. Styles allow inline (Svelte's style attributes); scripts never do.
		// 'wasm-unsafe-eval' lets the app compile its own WebAssembly (GK's odds kernel, gk/odds-simd.wat),
		// nothing else: JS eval stays forbidden, and only the app's scripts hold bytes to compile.
		// A meta CSP cannot carry frame-ancestors or report-uri (a host header would).
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				// The live table's relay is the group's own server, at an address they type in: WebSockets
				// (ws:, wss:) may go anywhere, every other connection stays on this origin.
				'connect-src': ['self', 'ws:', 'wss:'],
				'script-src': ['self', 'wasm-unsafe-eval', ...bootScripts],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:', 'blob:'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		},
		// Test builders and fixtures, instead of deep relative imports from test files.
		alias: { $tests: 'tests' }
	}
};
