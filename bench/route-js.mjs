#!/usr/bin/env node
// What a direct open of a session route loads (issue 27): each JS chunk's gzip -9 size, as section
// 10 of the bench counts it (measure.mjs's loadedAssets/sumGz), and of each chunk its largest source
// modules. A tool for finding what to move off the first paint, not a measurement of record.
//
//   SOURCEMAP=1 npx vite build && node bench/route-js.mjs [systems…] [--top N] [--port P]
//
// Systems: counters locke gk pgt gloomhaven mtg (all by default). Each gets an empty session made
// from the home screen (counters: four counters), then a fresh page opens /s/<id> directly and
// waits for the network to settle. A module's share is its bytes in the chunk (from the chunk's
// source map) times the chunk's gzip size: an estimate, good for ranking. Without source maps only
// the chunks are listed.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSession, launch, startServer } from '../tests/e2e/harness.mjs';
import { kb, loadedAssets, sumGz } from './measure.mjs';
import { fileFor } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD = ROOT + 'build';
const FLOOR_GZ = 61.1 * 1024; // bench/floor's session route, bench of 2026-11-27 09:14

const SYSTEMS = {
	counters: 'カウンター',
	locke: '超人ロック',
	gk: 'GK交戦ゲーム',
	pgt: 'プリティ・グッド・タクティクス',
	gloomhaven: 'グルームヘイヴン',
	mtg: 'MTGでTRPG'
};

const args = process.argv.slice(2);
const opt = (name, dflt) => {
	const i = args.indexOf(name);
	if (i < 0) return dflt;
	const v = args[i + 1];
	args.splice(i, 2);
	return Number(v);
};
const TOP = opt('--top', 6);
const PORT = opt('--port', 4342);
const wanted = args.length ? args : Object.keys(SYSTEMS);

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = Object.fromEntries([...B64].map((c, i) => [c, i]));

/** Decodes one source-map segment's VLQ fields. */
function vlq(segment) {
	const out = [];
	let value = 0;
	let shift = 0;
	for (const c of segment) {
		const d = B64_INDEX[c];
		value += (d & 31) << shift;
		if (d & 32) shift += 5;
		else {
			out.push(value & 1 ? -(value >>> 1) : value >>> 1);
			value = 0;
			shift = 0;
		}
	}
	return out;
}

/** Bytes of the generated file per source module (from its source map), unmapped bytes as '(glue)'. */
function bytesBySource(jsFile) {
	const mapFile = jsFile + '.map';
	if (!existsSync(mapFile)) return null;
	const map = JSON.parse(readFileSync(mapFile, 'utf8'));
	const lines = readFileSync(jsFile, 'utf8').split('\n');
	const by = new Map();
	const add = (k, n) => by.set(k, (by.get(k) ?? 0) + n);
	let src = 0;
	const mappings = map.mappings.split(';');
	for (let l = 0; l < lines.length; l++) {
		const len = Buffer.byteLength(lines[l]) + 1;
		const segs = (mappings[l] ?? '').split(',').filter(Boolean);
		if (!segs.length) {
			add('(glue)', len);
			continue;
		}
		let col = 0;
		const points = [];
		for (const s of segs) {
			const f = vlq(s);
			col += f[0];
			if (f.length >= 4) {
				src += f[1];
				// Relative line/column fields are not needed: only which source a span comes from.
				points.push([col, map.sources[src]]);
			} else points.push([col, '(glue)']);
		}
		// Columns are UTF-16 units; close enough to bytes for a ranking.
		if (points[0][0] > 0) add('(glue)', points[0][0]);
		for (let i = 0; i < points.length; i++) {
			const end = i + 1 < points.length ? points[i + 1][0] : lines[l].length + 1;
			add(points[i][1], end - points[i][0]);
		}
	}
	return by;
}

/** A source path as the reader knows it: src/…, or the package under node_modules. */
function short(source) {
	const s = source.replace(/^(\.\.\/)+/, '');
	const nm = s.lastIndexOf('node_modules/');
	return nm >= 0 ? s.slice(nm + 'node_modules/'.length) : s;
}

const server = await startServer(PORT);
const b = await launch();
try {
	const totals = {};
	for (const id of wanted) {
		const url = await createSession(b.page, server.base, { system: SYSTEMS[id], name: `route-js ${id}` });
		if (id === 'counters') {
			// A table's four life totals, as the bench's counters session has.
			for (const name of ['A', 'B', 'C', 'D']) {
				const field = b.page.getByLabel(/^(名前|Name)$/).first();
				await b.page
					.getByRole('button', { name: /^(追加|Add)$|カウンターを追加|Add a counter/ })
					.first()
					.waitFor();
				if (!(await field.isVisible()))
					await b.page.getByRole('button', { name: /カウンターを追加|Add a counter/ }).click();
				await field.fill(name);
				await b.page.getByRole('button', { name: /^(追加|Add)$/ }).click();
				await b.page.locator('output').nth(['A', 'B', 'C', 'D'].indexOf(name)).waitFor();
			}
		}
		const page = await b.context.newPage();
		// The pointer away from the header, as a phone has none: one resting on a link would preload
		// that route's code (data-sveltekit-preload-data="hover"), counted here as if the screen needed it.
		await page.mouse.move(180, 600);
		await page.goto(url);
		await page.waitForLoadState('networkidle');
		await page.waitForTimeout(300);
		const assets = await loadedAssets(page, BUILD);
		await page.close();
		const js = [...assets].filter(([, a]) => !a.css).sort((x, y) => y[1].gz - x[1].gz);
		const total = sumGz(assets, false);
		// Another route's page (the home list's, now and then preloaded while the session opens: the
		// bench counts it too) is shown, and the total without it printed beside.
		const maps = new Map(js.map(([path]) => [path, bytesBySource(fileFor(BUILD, path))]));
		const otherRoute = js.filter(([path]) =>
			[...(maps.get(path)?.keys() ?? [])].some((src) => /src\/routes\/(?!s\/).*\+page\.svelte$/.test(src))
		);
		const own = total - otherRoute.reduce((n, [, a]) => n + a.gz, 0);
		totals[id] = own;
		console.log(`\n${id}  ${url}\n${kb(total).padStart(9)}  JS gz = ${(total / FLOOR_GZ).toFixed(2)}× floor`);
		if (otherRoute.length)
			console.log(`${kb(own).padStart(9)}  without another route's page (${otherRoute.map(([p]) => p).join(', ')})`);
		for (const [path, a] of js) {
			console.log(`${kb(a.gz).padStart(9)}  ${path}`);
			const by = maps.get(path);
			if (!by) continue;
			const raw = [...by.values()].reduce((n, x) => n + x, 0);
			const top = [...by].sort((x, y) => y[1] - x[1]).slice(0, TOP);
			for (const [source, n] of top) console.log(`${kb((a.gz * n) / raw).padStart(18)}  ${short(source)}`);
		}
	}
	console.log("\nsession route JS (gzip, without another route's page) vs floor 61.1 KB");
	for (const [id, v] of Object.entries(totals))
		console.log(`${id.padEnd(11)} ${kb(v)} = ${(v / FLOOR_GZ).toFixed(2)}×`);
} finally {
	await b.close();
	await server.stop();
}
process.exit(0);
