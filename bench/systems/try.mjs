#!/usr/bin/env node
// Tries one system's bench module (bench/systems/<id>.mjs) alone, for whoever writes it:
//   [PORT=4395] node bench/systems/try.mjs <id> [--no-build] [--opens=N]
// Builds the app and the bench page (unless --no-build), makes the session, opens its screen N
// times at 4× CPU (online, no floor), runs each action, and prints the medians.
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launch } from '../../tests/e2e/harness.mjs';
import { ensureChromium } from '../../scripts/browser.mjs';
import { serve } from '../serve.mjs';
import { ms, stats } from '../measure.mjs';
import { makeFixture, openPainted } from './open.mjs';
import { systemBenches } from './index.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const id = process.argv[2];
const opens = Number(process.argv.find((a) => a.startsWith('--opens='))?.slice(8) ?? 3);
const sys = systemBenches.find((s) => s.id === id);
if (!sys) throw new Error(`no bench module for ${id}: ${systemBenches.map((s) => s.id)}`);
if (!process.argv.includes('--no-build')) {
	execSync('npm run -s build', { stdio: 'inherit', cwd: ROOT });
	execSync('npx vite build -c bench/vite.config.ts --logLevel warn', { stdio: 'inherit', cwd: ROOT });
}
ensureChromium();
// PORT: another port when two people try modules at once.
const server = await serve(ROOT + 'build', Number(process.env.PORT ?? 4395), { '/__bench/': ROOT + 'bench/.out/' });
const b = await launch();
try {
	await b.page.goto(server.base + '/__bench/');
	await b.page.waitForSelector('[data-ready="true"]');
	const made = await makeFixture(b.page, sys.fixture);
	console.log(`${sys.id}: session ${made.id}, ${made.events} events`);
	const times = [];
	for (let i = 0; i < opens; i++) times.push(await openPainted(b.context, server.base + sys.path(made.id), sys.ready));
	console.log(`${sys.screen}: open → painted at 4× ${ms(stats(times))}`);
	for (const a of sys.actions) {
		const r = await a.run(b.page, server.base, made.id);
		console.log(`${a.name}: warm-up in DOM ${r.warmUp.inDom.map(Math.round).join(', ')}`);
		console.log(`  → in DOM ${ms(stats(r.measured.inDom))}`);
		console.log(`  → painted ${ms(stats(r.measured.painted))}`);
	}
} finally {
	await b.close();
	await server.stop();
}
