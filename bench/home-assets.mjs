#!/usr/bin/env node
// Lists every JS/CSS file the home route loads (gzip -9 bytes each), for the app and the floor,
// from the builds `npm run bench` made. A tool for finding what to cut, not a measurement.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from '../tests/e2e/harness.mjs';
import { fileFor, serve } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FLOOR = fileURLToPath(new URL('./floor/', import.meta.url));
for (const [name, root, port] of [
	['floor', FLOOR + 'build', 4357],
	['app', ROOT + 'build', 4356]
]) {
	const server = await serve(root, port);
	const b = await launch();
	await b.page.goto(server.base + '/');
	await b.page.waitForFunction(() => performance.getEntriesByName('sessions-painted').length > 0);
	await b.page.waitForLoadState('networkidle');
	const urls = await b.page.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]));
	let total = 0;
	console.log(`\n${name}`);
	for (const [u, at] of urls) {
		const { pathname } = new URL(u);
		if (!/\.(js|css)$/.test(pathname) || pathname.includes('service-worker')) continue;
		const file = fileFor(root, pathname);
		const gz = gzipSync(readFileSync(file), { level: 9 }).length;
		total += gz;
		console.log(`${(gz / 1024).toFixed(1).padStart(6)} KB  ${at.toFixed(0).padStart(5)} ms  ${pathname}`);
	}
	console.log(`${(total / 1024).toFixed(1).padStart(6)} KB  total`);
	await b.close();
	server.close?.();
}
process.exit(0);
