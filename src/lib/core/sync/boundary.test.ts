/**
 * Where sync code may be imported. core/sync is plain TypeScript: it imports only core/events and
 * itself (no Dexie, Svelte, DOM or Yjs). Until the app's integration (issue 26) adds a sync chunk
 * that only a shared session loads, nothing under src/ imports the Yjs client libraries; that
 * step narrows the second test to the chunk and keeps the rest of the app free of them.
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

	it('no app module imports the Yjs client libraries yet', () => {
		const found = files(SRC)
			.filter((f) => /\.(ts|js|svelte)$/.test(f) && !/\.test\.ts$/.test(f))
			.flatMap((f) =>
				importsOf(f)
					.filter((spec) => CLIENT_LIBS.test(spec))
					.map((spec) => `${relative(SRC, f)} → ${spec}`)
			);
		expect(found).toEqual([]);
	});
});
