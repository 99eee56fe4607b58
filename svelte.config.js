import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

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
		// Test builders and fixtures, instead of deep relative imports from test files.
		alias: { $tests: 'tests' }
	}
};
