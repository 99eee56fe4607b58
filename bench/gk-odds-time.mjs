#!/usr/bin/env node
// Times GK's exact engagement odds in Node, the same engagements as the bench page's `gkOdds` (two
// sample fighters, 25 rounds, cold cache each run), for one or more versions of the code side by
// side, alternating run by run so a shared machine's load falls on all alike.
//   node bench/gk-odds-time.mjs [--runs=N] [--only=TEXT] [--keep] [ref…]
// (--only: the engagements whose name holds TEXT; --keep: leave the bundles, to profile)
// Each ref is a git commit (its src/lib taken with `git archive`), `.` for the working tree, or
// another folder holding a src/lib
// (default: `.`). Prints median and min–max (ms, wall; and the median CPU time, which a loaded machine
// inflates less) per engagement and version, and how far each version's figures are from the first's.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 9);
const refs = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (refs.length === 0) refs.push('.');
const OUT = join(tmpdir(), `gk-odds-time-${process.pid}`);

/**
 * The engagements timed, as a module written beside each version's gk folder: the bench page's
 * 250 vs 250 (sample fighters), a small one, and one whose 体当たり (HP ÷ 10) follows HP.
 */
const ENTRY = `
import { clearOddsCache, engagementOdds } from './odds';
import { sampleFighters } from './data/sample-fighters';
import { fighterFromStats } from './fighter';
import { SAMPLE_TECHNIQUES } from './data/sample-techniques';
const tech = (id) => SAMPLE_TECHNIQUES.find((t) => t.id === id);
const tackle = (hp) => ({
	a: fighterFromStats({ ATK: 12, DEF: 6, VIT: 0, MND: 0, FS: 5, REA: 8, HP: hp }, ['tackle', 'tackle', 'tackle', 'light', 'defend', 'evade'].map(tech)),
	b: fighterFromStats({ ATK: 10, DEF: 9, VIT: 0, MND: 0, FS: 4, REA: 6, HP: hp }, ['light', 'light', 'choke', 'ki-blast', 'defend', 'evade'].map(tech))
});
const cases = {
	'sample 250 vs 250 ×25': () => sampleFighters(250),
	'sample 20 vs 20 ×25': () => sampleFighters(20),
	'体当たり 250 vs 250 ×25': () => tackle(250)
};
export const ENGAGEMENTS = Object.keys(cases);
const built = new Map();
/** One cold computation (the fighters built once, before the first). */
export function run(name) {
	if (!built.has(name)) built.set(name, cases[name]());
	const { a, b } = built.get(name);
	clearOddsCache();
	return engagementOdds(a, b);
}
`;

/** Bundles one version's odds and the engagements into an ES module and imports it. */
async function load(ref, n) {
	let root = ref === '.' ? ROOT : ref;
	if (!existsSync(join(root, 'src/lib'))) {
		root = join(OUT, `src-${n}`);
		mkdirSync(root, { recursive: true });
		execSync(`git archive ${ref} src/lib | tar -x -C ${root}`, { cwd: ROOT });
	}
	const gk = join(root, 'src/lib/systems/gk');
	const entry = join(gk, `zz-time-entry-${process.pid}.js`);
	writeFileSync(entry, ENTRY);
	const outDir = join(OUT, `out-${n}`);
	try {
		await build({
			configFile: false,
			logLevel: 'silent',
			root,
			resolve: { alias: { $lib: join(root, 'src/lib') } },
			build: { outDir, minify: false, lib: { entry, formats: ['es'], fileName: () => 'entry.mjs' } }
		});
	} finally {
		rmSync(entry);
	}
	return import(pathToFileURL(join(outDir, 'entry.mjs')).href);
}

const versions = [];
for (const [n, ref] of refs.entries()) versions.push({ ref, mod: await load(ref, n) });

const median = (xs) => {
	const s = [...xs].sort((x, y) => x - y);
	return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
for (const name of versions[0].mod.ENGAGEMENTS.filter((n) => !ONLY || n.includes(ONLY))) {
	const times = versions.map(() => []);
	const cpu = versions.map(() => []);
	const results = versions.map((v) => v.mod.run(name)); // warm-up, and the figures to compare
	for (let r = 0; r < RUNS; r++)
		for (const [i, v] of versions.entries()) {
			const c0 = process.cpuUsage();
			const t0 = performance.now();
			v.mod.run(name);
			times[i].push(performance.now() - t0);
			cpu[i].push(process.cpuUsage(c0).user / 1000);
		}
	for (const [i, v] of versions.entries()) {
		const t = times[i];
		const o = results[i];
		const diff = Math.max(...['aWins', 'bWins', 'draw', 'expectedRounds'].map((k) => Math.abs(o[k] - results[0][k])));
		console.log(
			`${name.padEnd(28)} ${v.ref.padEnd(10)} median ${median(t).toFixed(1).padStart(7)} ms  ` +
				`min–max ${Math.min(...t).toFixed(1)}–${Math.max(...t).toFixed(1)}  n=${t.length}  ` +
				`(cpu median ${median(cpu[i]).toFixed(1)}, min ${Math.min(...cpu[i]).toFixed(1)} ms)  ` +
				`a ${o.aWins.toFixed(6)} b ${o.bWins.toFixed(6)} draw ${o.draw.toFixed(6)}` +
				(i > 0 ? `  |Δ| ${diff.toExponential(1)}` : '')
		);
	}
}
if (process.argv.includes('--keep')) console.log(`bundles kept in ${OUT}`);
else rmSync(OUT, { recursive: true, force: true });
