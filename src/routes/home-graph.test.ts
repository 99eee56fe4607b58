/**
 * The home route's module graph stays small: what the client hooks, the layout and the sessions
 * page import statically (what loads before the list's first paint) reaches neither Dexie nor
 * the sessions module (the list is read with plain IndexedDB, db/peek.ts), nor the event log,
 * tables, transfer, session or system code, nor valibot. Those load on first use through dynamic import(). The graph is read the way the bundler reads it: Svelte files are
 * compiled, TypeScript is transpiled (type-only imports vanish), and only static import and
 * re-export declarations are followed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'svelte/compiler';
import ts from 'typescript';
import { parseAst } from 'vite';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function resolveImport(spec: string, from: string): string | null {
	let base: string;
	if (spec.startsWith('$lib/')) base = join(ROOT, 'src/lib', spec.slice(5));
	else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
	else return null; // a package or a kit module ($app/…): recorded by name, not followed
	for (const f of [base, `${base}.ts`, `${base}.js`, join(base, 'index.ts'), join(base, 'index.js')]) {
		if (existsSync(f) && !f.endsWith('/')) {
			try {
				readFileSync(f);
				return f;
			} catch {
				/* a folder */
			}
		}
	}
	throw new Error(`cannot resolve ${spec} from ${relative(ROOT, from)}`);
}

/** The code the bundler sees for one file: compiled Svelte, or TypeScript without its types. */
function code(file: string): string {
	const source = readFileSync(file, 'utf8');
	if (file.endsWith('.svelte')) return compile(source, { filename: file, generate: 'client' }).js.code;
	if (file.endsWith('.ts'))
		return ts.transpileModule(source, {
			compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext }
		}).outputText;
	return source;
}

/** Static imports only: `import(…)` is a later load, exactly what keeps code off the first screen. */
function staticImports(file: string): string[] {
	const specs: string[] = [];
	for (const node of parseAst(code(file)).body) {
		if (
			(node.type === 'ImportDeclaration' ||
				node.type === 'ExportAllDeclaration' ||
				node.type === 'ExportNamedDeclaration') &&
			node.source
		)
			specs.push(String(node.source.value));
	}
	return specs;
}

/** Every project file and package the given files reach through static imports. */
function reach(entries: string[]): { files: Set<string>; packages: Set<string> } {
	const files = new Set<string>();
	const packages = new Set<string>();
	const queue = entries.map((e) => join(ROOT, e));
	while (queue.length) {
		const file = queue.pop()!;
		if (files.has(file)) continue;
		files.add(file);
		// Stylesheets import nothing; Paraglide's generated messages are plain functions.
		if (file.endsWith('.css') || file.includes('/src/lib/paraglide/')) continue;
		for (const spec of staticImports(file)) {
			const next = resolveImport(spec, file);
			if (next) queue.push(next);
			else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
		}
	}
	return { files: new Set([...files].map((f) => relative(ROOT, f))), packages };
}

/** What must not load before the session list is painted. */
const HEAVY = [
	/^src\/lib\/core\/(events|tables|transfer|dice)\//,
	/^src\/lib\/db\/(index|log|tables|transfer|meta)\.ts$/,
	/^src\/lib\/session\//,
	/^src\/lib\/transfer\//,
	/^src\/lib\/tables\//,
	/^src\/lib\/systems\/(?!registry\.ts$|types\.ts$|[^/]+\/info\.ts$)/
];
const heavyIn = (files: Set<string>) => [...files].filter((f) => HEAVY.some((re) => re.test(f))).sort();

describe('the home route loads only what its first screen needs', () => {
	const home = reach([
		'src/hooks.client.ts',
		'src/routes/+layout.svelte',
		'src/routes/+layout.ts',
		'src/routes/+page.svelte'
	]);

	test('lists sessions with a plain IndexedDB read: Dexie and the sessions module load on first change', () => {
		expect(home.files).toContain('src/lib/db/peek.ts');
		expect(home.files).not.toContain('src/lib/db/sessions.ts');
		expect(home.files).not.toContain('src/lib/db/schema.ts');
		expect(home.packages).not.toContain('dexie');
		expect(reach(['src/lib/db/sessions.ts']).packages).toContain('dexie');
		expect(heavyIn(home.files)).toEqual([]);
		expect([...home.packages].filter((p) => p === 'valibot' || p === '@lucide/svelte')).toEqual([]);
	});

	test('the check sees what the $lib/db barrel and a system bring (so it can fail)', () => {
		const barrel = heavyIn(reach(['src/lib/db/index.ts']).files);
		expect(barrel).toEqual(
			expect.arrayContaining(['src/lib/db/log.ts', 'src/lib/db/tables.ts', 'src/lib/db/transfer.ts'])
		);
		expect(barrel.some((f) => f.startsWith('src/lib/core/events/'))).toBe(true);
		expect(heavyIn(reach(['src/lib/systems/counters/index.ts']).files).length).toBeGreaterThan(0);
	});

	test('the new-session form and file import load on first use, not with the page', () => {
		expect(home.files).not.toContain('src/routes/NewSession.svelte');
		const page = readFileSync(join(ROOT, 'src/routes/+page.svelte'), 'utf8');
		expect(page).toMatch(/import\('\.\/NewSession\.svelte'\)/);
		expect(page).toMatch(/import\('\$lib\/session\/transfer'\)/);
	});
});
