import { sveltekit } from '@sveltejs/kit/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [
		paraglideVitePlugin({
			project: './project.inlang',
			outdir: './src/lib/paraglide',
			emitTsDeclarations: true,
			// Keep in sync with the i18n:compile script in package.json.
			strategy: ['localStorage', 'preferredLanguage', 'baseLocale']
		}),
		sveltekit()
	],
	build: {
		// SOURCEMAP=1 for finding what a chunk holds (bench/home-assets.mjs); never shipped.
		sourcemap: process.env.SOURCEMAP === '1',
		rollupOptions: {
			output: {
				// The first screen's small shared modules (and their messages) in one file instead of a
				// dozen tiny ones, each a request through the service worker.
				codeSplitting: {
					groups: [
						{
							// The Svelte runtime split by the routes that use each part, so the first screen does not
							// load the bindings, transitions and blocks only other screens use.
							name: 'svelte',
							test: /node_modules[\\/]svelte[\\/]src[\\/]/,
							entriesAware: true
						},
						{
							name: 'shell',
							test: /src[\\/](routes[\\/]\+layout\.svelte|lib[\\/](ui[\\/](notices|theme|format|storage-text|route-title|text-size|sw-update|leave-guard|FileImportButton|OverflowMenu|NoticeBar|icons[\\/])|systems[\\/](registry|[^\\/]+[\\/]info)\.ts|paraglide[\\/]runtime))/
						}
					]
				}
			}
		}
	},
	test: {
		expect: { requireAssertions: true },
		projects: [
			{
				extends: './vite.config.ts',
				test: {
					name: 'unit',
					environment: 'node',
					include: ['src/**/*.test.ts'],
					exclude: ['src/**/*.svelte.test.ts'],
					setupFiles: ['./src/vitest-setup-unit.ts'],
					// Property tests (fast-check, 100–300 runs) take 1–4 s alone and passed 5 s on the 2-core
					// machine under load (counters' bounds, core/sync convergence). Speed is the bench's.
					testTimeout: 20_000
				}
			},
			{
				extends: './vite.config.ts',
				plugins: [svelteTesting()],
				test: {
					name: 'component',
					environment: 'jsdom',
					include: ['src/**/*.svelte.test.ts'],
					setupFiles: ['./src/vitest-setup.ts'],
					// A screen driven tap by tap in jsdom (user-event) takes 1–4 s alone; on a 2-core machine
					// running other work it passed 5 s (GK roster, console). Speed is the bench's, not a test's.
					testTimeout: 20_000
				}
			}
		]
	}
});
