// @ts-check
/**
 * How the layer check (.dependency-cruiser.mjs) resolves imports, in the shape of a webpack
 * `resolve` section, the form dependency-cruiser reads aliases in. SvelteKit's aliases are
 * written out here: its generated tsconfig maps them relative to .svelte-kit/, which the
 * cruiser's tsconfig reader does not follow. An alias missing here fails the check
 * (`no-unresolvable`), so this cannot drift silently from svelte.config.js.
 */
import { fileURLToPath } from 'node:url';

const at = (/** @type {string} */ path) => fileURLToPath(new URL(path, import.meta.url));

export const resolveOptions = {
	alias: { $lib: at('./src/lib'), $tests: at('./tests') },
	extensions: ['.ts', '.js', '.mjs', '.svelte', '.json']
};

export default { resolve: resolveOptions };
