#!/usr/bin/env node
// `npm test`: every test there is — type check, unit + component (Vitest), the relay (node:test),
// build, end-to-end (real Chromium). Ends with one plain line "N passed, M failed" over all of them.
import { spawn, spawnSync } from 'node:child_process';
import { ensureChromium, ensureJapaneseFont } from './browser.mjs';

// Colour codes (ESC [ … m) out of tool output, so the summary counts plain text.
// eslint-disable-next-line no-control-regex
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

/** Runs a command, streaming its output, and returns the exit code and the output text. */
function run(cmd, args) {
	return new Promise((resolve) => {
		console.log(`\n$ ${cmd} ${args.join(' ')}`);
		const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
		let out = '';
		child.stdout.on('data', (d) => {
			out += d;
			process.stdout.write(d);
		});
		child.stderr.on('data', (d) => {
			out += d;
			process.stderr.write(d);
		});
		child.on('close', (code) => resolve({ code: code ?? 1, out: strip(out) }));
	});
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];

function count(re, text) {
	const m = text.match(re);
	return m ? Number(m[1]) : 0;
}

/** Adds a `node --test --test-reporter=spec` run to the totals. */
function addNodeTests(name, result) {
	steps.push([name, result.code]);
	totals.passed += count(/^ℹ pass (\d+)/m, result.out);
	totals.failed += count(/^ℹ fail (\d+)/m, result.out);
	totals.skipped += count(/^ℹ skipped (\d+)/m, result.out);
	if (result.code !== 0 && count(/^ℹ fail (\d+)/m, result.out) === 0) totals.failed++;
}

ensureChromium();
ensureJapaneseFont();

const check = await run('npm', ['run', '-s', 'check']);
steps.push(['svelte-check', check.code]);
if (check.code === 0) totals.passed++;
else totals.failed++;

const unit = await run('npx', ['vitest', 'run']);
steps.push(['vitest', unit.code]);
const testsLine = unit.out.split('\n').find((l) => /^\s*Tests\s/.test(l)) ?? '';
totals.passed += count(/(\d+) passed/, testsLine);
totals.failed += count(/(\d+) failed/, testsLine);
totals.skipped += count(/(\d+) skipped/, testsLine);
if (unit.code !== 0 && !/failed/.test(testsLine)) totals.failed++;

// The live table's relay with real Yjs clients (starts its own relays on 127.0.0.1).
addNodeTests('relay', await run(process.execPath, ['--test', '--test-reporter=spec', 'tests/sync/']));

// Build + e2e hold a lock when flock exists, so parallel work in one tree never rebuilds under a test.
const hasFlock = spawnSync('which', ['flock']).status === 0;
const locked = (cmd, args) => (hasFlock ? run('flock', ['/tmp/sidetable-e2e.lock', cmd, ...args]) : run(cmd, args));

const build = await locked('npm', ['run', '-s', 'build']);
steps.push(['build', build.code]);
if (build.code !== 0) totals.failed++;
else {
	const e2e = await locked(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', 'tests/e2e/']);
	addNodeTests('e2e', e2e);
}

console.log('\n' + steps.map(([name, code]) => `${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`).join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(steps.every(([, code]) => code === 0) ? 0 : 1);
