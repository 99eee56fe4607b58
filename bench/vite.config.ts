// The bench page (bench/page), built apart from the app so nothing of it ships or is precached.
// `npm run bench` builds it after the app and serves it at /__bench/ on the app's origin.
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
	root: at('./page'),
	base: '/__bench/',
	// System screens are reachable through the registry's lazy imports; the bench never renders
	// them, so the kit-only modules they import stay unresolved.
	plugins: [svelte({ configFile: at('../svelte.config.js') })],
	resolve: { alias: { $lib: at('../src/lib') } },
	build: {
		outDir: at('./.out'),
		emptyOutDir: true,
		rollupOptions: { external: [/^\$app\//] }
	}
});
