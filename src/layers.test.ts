/**
 * The layer check (`npm run layers`, .dependency-cruiser.mjs) bites: a small made-up tree with
 * one of each kind of wrong import — a circle (type-only and lazy ones too), core importing db,
 * db importing backup or session, backup importing session, a system importing db, the session
 * or another system, a .svelte file among them — is refused rule by rule, while the imports
 * that point down, and a test's imports, pass. So a mistyped path in the rules cannot switch
 * the check off unnoticed.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../.dependency-cruiser.mjs';
import { resolveOptions } from '../.dependency-cruiser.resolve.mjs';

const TREE: Record<string, string> = {
	// Allowed: each arrow points down.
	'src/lib/core/events.ts': `export const e = 1;`,
	'src/lib/systems/types.ts': `import type { } from '$lib/core/events';\nexport type S = 1;`,
	'src/lib/systems/locke/rules.ts': `import type { S } from '$lib/systems/types';\nimport { e } from '$lib/core/events';\nexport const r: S | number = e;`,
	'src/lib/session/apply.ts': `import type { S } from '$lib/systems/types';\nexport const fold: S | 0 = 0;`,
	'src/lib/db/store.ts': `import { e } from '$lib/core/events';\nexport const store = e;`,
	'src/lib/transfer/import.ts': `import { fold } from '$lib/session/apply';\nimport { store } from '$lib/db/store';\nexport const imp = [fold, store];`,
	'src/lib/backup/backup.ts': `import { imp } from '$lib/transfer/import';\nexport const backup = imp;`,
	'src/lib/session/session.ts': `import { backup } from '$lib/backup/backup';\nexport const session = backup;`,
	'src/routes/+page.svelte': `<script lang="ts">\n\timport { session } from '$lib/session/session';\n</script>\n{session}`,
	// A test may use what is above the code it tests.
	'src/lib/db/store.test.ts': `import { session } from '$lib/session/session';\nexport const t = session;`,

	// Wrong: one of each.
	'src/lib/core/dice.ts': `import { store } from '$lib/db/store';\nexport const d = store;`,
	'src/lib/db/schema.ts': `export const before = () => import('$lib/backup/before-upgrade');`,
	'src/lib/backup/before-upgrade.ts': `import { store } from '$lib/db/store';\nimport { before } from '$lib/db/schema';\nexport const b = [store, before];`,
	'src/lib/db/rows.ts': `import type { Sess } from '$lib/session/types';\nexport type Row = Sess;`,
	'src/lib/session/types.ts': `export type Sess = 1;`,
	'src/lib/backup/restore.ts': `export const restore = () => import('$lib/session/session');`,
	'src/lib/systems/gk/commands.ts': `import { store } from '$lib/db/store';\nimport { r } from '../locke/rules';\nexport const c = [store, r];`,
	'src/lib/systems/gk/ui/Screen.svelte': `<script lang="ts">\n\timport { session } from '$lib/session/session';\n</script>\n{session}`,
	'src/lib/tables/ui/sheet.svelte.ts': `import type { Draft } from './draft.svelte';\nexport type Sheet = { draft: Draft };`,
	'src/lib/tables/ui/draft.svelte.ts': `import type { Sheet } from './sheet.svelte';\nexport type Draft = { sheet: Sheet };`
};

let root: string;
let result: ICruiseResult;

beforeAll(async () => {
	root = mkdtempSync(join(tmpdir(), 'layers-'));
	for (const [path, text] of Object.entries(TREE)) {
		mkdirSync(dirname(join(root, path)), { recursive: true });
		writeFileSync(join(root, path), text);
	}
	// Compiled .svelte files import Svelte's runtime: the project's packages, as in the app.
	symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
	const { webpackConfig: _fromFile, ...options } = config.options ?? {};
	const out = await cruise(
		['src'],
		{ ...options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden } },
		{ ...resolveOptions, alias: { $lib: join(root, 'src/lib'), $tests: join(root, 'tests') } }
	);
	result = out.output as ICruiseResult;
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `rule: from → to` for every violation found but the circles. */
function layerViolations(): string[] {
	return result.summary.violations
		.filter((v) => v.rule.name !== 'no-circular')
		.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
		.sort();
}

/** Every circle found, as the sorted list of its files. */
function circles(): string[][] {
	const seen = new Map<string, string[]>();
	for (const v of result.summary.violations.filter((x) => x.rule.name === 'no-circular')) {
		const files = [...new Set([v.from, ...(v.cycle ?? []).map((c) => c.name)])].sort();
		seen.set(files.join(' '), files);
	}
	return [...seen.values()].sort();
}

describe('the layer rules', () => {
	it('refuse each import that points up a layer, by its rule, and nothing else', () => {
		// Assert
		expect(layerViolations()).toEqual(
			[
				'layer-core: src/lib/core/dice.ts → src/lib/db/store.ts',
				'layer-db: src/lib/db/schema.ts → src/lib/backup/before-upgrade.ts',
				'layer-db: src/lib/db/rows.ts → src/lib/session/types.ts',
				'layer-backup: src/lib/backup/restore.ts → src/lib/session/session.ts',
				'layer-system: src/lib/systems/gk/commands.ts → src/lib/db/store.ts',
				'layer-system: src/lib/systems/gk/commands.ts → src/lib/systems/locke/rules.ts',
				'layer-system: src/lib/systems/gk/ui/Screen.svelte → src/lib/session/session.ts'
			].sort()
		);
	});

	it('refuse every circle, a lazy import() or a type-only import closing it too', () => {
		// Assert
		expect(circles()).toEqual([
			['src/lib/backup/before-upgrade.ts', 'src/lib/db/schema.ts'],
			['src/lib/tables/ui/draft.svelte.ts', 'src/lib/tables/ui/sheet.svelte.ts']
		]);
	});

	it('see type-only, lazy and .svelte imports', () => {
		// Assert
		const modules = new Map(result.modules.map((m) => [m.source, m]));
		const types = (from: string, to: string) =>
			modules.get(from)?.dependencies.find((d) => d.resolved === to)?.dependencyTypes ?? [];
		expect(types('src/lib/db/rows.ts', 'src/lib/session/types.ts')).toContain('type-only');
		expect(types('src/lib/db/schema.ts', 'src/lib/backup/before-upgrade.ts')).toContain('dynamic-import');
		expect(types('src/routes/+page.svelte', 'src/lib/session/session.ts').length).toBeGreaterThan(0);
	});
});
