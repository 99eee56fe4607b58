// @ts-check
/**
 * The layers of src/ and the rules that keep them (`npm run layers`, part of `npm run check`).
 *
 *   core ← contract ← systems          (a system reaches the platform through the contract only:
 *                                       types.ts, define.ts and seat-table.ts, its seats as data)
 *   core ← contract ← fold (session/apply.ts: the session's pure command → parse → fold)
 *   core ← db ← transfer (the import's check and write; export) ← backup ← session ← screens
 *   core ← db ← sync (the live table's bridge, loaded by the session for a shared session only)
 *
 * Each arrow points down: a module imports its own layer and the layers below it, never one
 * above, and no import, type-only or lazy `import()` alike, closes a circle. The fold lives in
 * session/ but is a layer of its own: the import's check, below the backups, replays through
 * it. `ui` (shared components and app-wide UI state) sits beside the rest: systems, transfer,
 * backup, session and screens use it; it imports no session, backup, transfer or screen, and
 * of db only the Dexie-free storage error. `src/hooks.client.ts` is where the app wires the one
 * hook that runs upward (db runs the backup's pre-upgrade backup) without db importing it.
 *
 * Tests are held to the circle rule, not to the layers: nothing imports a test, so a test cannot
 * make lower code depend on higher code; a test of a lower module may use a real system or the
 * real database as its fixture.
 */
import { resolveOptions } from './.dependency-cruiser.resolve.mjs';

const TEST = ['\\.test(-d)?\\.ts$', '^tests/'];
const PARAGLIDE = '^src/lib/paraglide/';

const core = '^src/lib/core/';
const contract = '^src/lib/systems/(types|define|seat-table)\\.ts$';
const registry = '^src/lib/systems/registry\\.ts$';
const fold = '^src/lib/session/apply\\.ts$';
const db = '^src/lib/db/';
const ui = '^src/lib/ui/';
const transfer = '^src/lib/transfer/';
const backup = '^src/lib/backup/';
const session = '^src/lib/session/';
const sync = '^src/lib/sync/';
const screens = '^src/lib/(tables|handoff|share)/';

/**
 * Bottom to top: each layer, and what of src/ it may import besides itself. Packages are open to
 * every layer (Dexie to db only); Paraglide's generated messages to every layer but core.
 * @type {{ name: string; path: string; self?: string; may: string[]; why: string }[]}
 */
const layers = [
	{ name: 'core', path: core, may: [], why: 'core is pure: no storage, no screens, no system, no messages' },
	{
		name: 'contract',
		path: contract,
		may: [core, PARAGLIDE],
		why: 'the contract (types.ts, define.ts) rests on core only'
	},
	{
		name: 'system',
		path: '^src/lib/systems/([^/]+)/',
		self: '^src/lib/systems/$1/',
		may: [core, contract, ui, PARAGLIDE],
		why: 'a system reaches the platform through the contract only: never db, backup, transfer, session, the registry or another system'
	},
	{
		name: 'registry',
		path: registry,
		may: [contract, '^src/lib/systems/[^/]+/', PARAGLIDE],
		why: 'the registry lists the systems'
	},
	{ name: 'fold', path: fold, may: [core, contract], why: "the session's pure fold rests on core and the contract" },
	{
		name: 'db',
		path: db,
		may: [core],
		why: 'db rests on core only: it never imports backup, transfer, session or a system'
	},
	{
		name: 'ui',
		path: ui,
		may: [core, contract, registry, '^src/lib/db/errors\\.ts$', PARAGLIDE],
		why: "ui imports none of the app's layers (a storage error's class is Dexie-free)"
	},
	{
		name: 'transfer',
		path: transfer,
		may: [core, contract, registry, fold, db, ui, PARAGLIDE],
		why: 'the import and export sit below the backups and the session, which both use them'
	},
	{
		name: 'backup',
		path: backup,
		may: [core, db, transfer, ui, PARAGLIDE],
		why: 'backup rests on db and transfer: never the session or a screen'
	},
	{
		name: 'sync',
		path: sync,
		may: [core, db, PARAGLIDE],
		why: "the live table's bridge rests on core and db; the session loads it for a shared session only"
	},
	{
		name: 'session',
		path: session,
		may: [core, contract, registry, db, ui, transfer, backup, sync, PARAGLIDE],
		why: 'the session never imports a screen'
	},
	{
		name: 'screens',
		path: screens,
		may: ['^src/lib/'],
		why: 'the library never imports a route'
	}
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
	forbidden: [
		{
			name: 'no-circular',
			severity: 'error',
			comment: 'No import closes a circle: type-only imports and lazy import() count too.',
			from: {},
			to: { circular: true }
		},
		...layers.map(({ name, path, self, may, why }) => ({
			name: `layer-${name}`,
			severity: /** @type {const} */ ('error'),
			comment: why,
			from: { path, pathNot: TEST },
			to: { path: '^src/', pathNot: [self ?? path, ...may] }
		})),
		{
			name: 'no-test-code-in-app',
			severity: 'error',
			comment: 'App code never imports a test or a test factory.',
			from: { path: '^src/', pathNot: TEST },
			to: { path: TEST }
		},
		{
			name: 'dexie-only-in-db',
			severity: 'error',
			comment: 'db/ is the only folder that imports Dexie.',
			from: { path: '^src/', pathNot: [db, ...TEST] },
			to: { path: '^node_modules/dexie/' }
		},
		{
			name: 'full-backup-off-the-session',
			severity: 'error',
			comment:
				"A session screen loads the tap's journalling (backup/journalling.ts), not the full backup, its " +
				'restore and its list (backup/backup.svelte.ts, backup/store.ts): the session reaches those by import() (issue 27).',
			from: {
				path: ['^src/lib/session/', '^src/lib/backup/(journalling|journal-store|journal|opfs|record|space)\\.ts$'],
				pathNot: TEST
			},
			to: {
				path: '^src/lib/backup/(backup\\.svelte|store|journal-merge|holds|rotation)\\.ts$',
				dependencyTypesNot: ['dynamic-import']
			}
		},
		{
			name: 'no-unresolvable',
			severity: 'error',
			comment:
				"An import the cruise cannot find is one it cannot check. Kit's own modules aside, and Paraglide's " +
				'messages before `npm run i18n:compile` has written them (npm run check compiles first).',
			from: { path: '^src/' },
			to: {
				couldNotResolve: true,
				pathNot: ['^\\$(app/|service-worker$|env/)', '(^|/)\\$types$', '^\\$lib/paraglide/']
			}
		}
	],
	options: {
		tsPreCompilationDeps: true,
		// Paraglide's generated messages are leaves: imports of them are checked, their insides are not.
		doNotFollow: { path: ['node_modules', PARAGLIDE] },
		webpackConfig: { fileName: '.dependency-cruiser.resolve.mjs' },
		enhancedResolveOptions: {
			exportsFields: ['exports'],
			conditionNames: ['svelte', 'import', 'types', 'default'],
			extensions: resolveOptions.extensions
		},
		reporterOptions: { text: { highlightFocused: true } }
	}
};
