/**
 * Where sync code may be imported. core/sync is plain TypeScript: it imports only core/events and
 * itself (no Dexie, Svelte, DOM or Yjs). The Yjs client libraries are the bridge's
 * (src/lib/sync), which the session loads with a dynamic import for a shared session only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../..');
const CLIENT_LIBS = /^(yjs|y-websocket|y-protocols|lib0|y-dexie|@y\/)/;

function files(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
		d.isDirectory() ? (d.name === 'paraglide' ? [] : files(join(dir, d.name))) : [join(dir, d.name)]
	);
}

/** Every module a file imports or re-exports (static and dynamic). */
function importsOf(file: string): string[] {
	const source = readFileSync(file, 'utf8');
	return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

describe('sync boundaries', () => {
	it('core/sync imports only core/events, its own modules and the relay room rule', () => {
		const here = join(SRC, 'lib/core/sync');
		const outside = files(here)
			.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
			.flatMap((f) => importsOf(f).map((spec) => `${relative(here, f)} → ${spec}`))
			// The relay's room rule is plain JavaScript with no import (server/room.mjs): the app draws
			// and checks room names by the very rule the relay refuses them with.
			.filter((line) => !/→ (\.\/[\w-]+|\$lib\/core\/events|(\.\.\/){4}server\/room\.mjs)$/.test(line));
		expect(outside).toEqual([]);
	});

	it('only the bridge (src/lib/sync) imports the Yjs client libraries', () => {
		const found = files(SRC)
			.filter((f) => /\.(ts|js|svelte)$/.test(f) && !/\.test\.ts$/.test(f))
			.filter((f) => !relative(SRC, f).startsWith('lib/sync/'))
			.flatMap((f) =>
				importsOf(f)
					.filter((spec) => CLIENT_LIBS.test(spec))
					.map((spec) => `${relative(SRC, f)} → ${spec}`)
			);
		expect(found).toEqual([]);
	});

	it('the app reaches the bridge by a dynamic import or for its types only: a solo session loads no Yjs', () => {
		const staticImport = /^\s*import\s+(?!type\b)[^;]*?from\s+['"](\$lib\/sync\/bridge|\.\/bridge)['"]/m;
		const found = files(SRC)
			.filter((f) => /\.(ts|js|svelte)$/.test(f) && !/\.test\.ts$/.test(f))
			.filter((f) => !relative(SRC, f).endsWith('lib/sync/bridge.ts'))
			.filter((f) => staticImport.test(readFileSync(f, 'utf8')))
			.map((f) => relative(SRC, f));
		expect(found).toEqual([]);
		// The test can fail: a static import is what it looks for.
		expect(staticImport.test(`import { openBridge } from '$lib/sync/bridge';`)).toBe(true);
		expect(staticImport.test(`import type { Bridge } from '$lib/sync/bridge';`)).toBe(false);
	});
});
