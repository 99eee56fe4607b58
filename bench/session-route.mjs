// Section 10 of `npm run bench` (issue 27): the floor's session route (bench/floor/src/routes/s)
// against each system's session screen (bench/systems) — the JS a direct open loads, and
// navigation → painted, offline at 4×, floor and app screens alternately.
import { launch, waitForServiceWorker } from '../tests/e2e/harness.mjs';
import { THROTTLE, kb, loadedAssets, mm, r2, stats, sumGz, throttledPage } from './measure.mjs';
import { markScreenPainted } from './systems/open.mjs';

/**
 * The floor's session route against the app's session screens (see section 10). `screens`: name →
 * { path, ready, screen } (a system module's, with its session made); `long` names the screen
 * compared with `longOf` (the same screen on a 10,000-event log).
 */
export async function sessionScreens({ apps, pairs }, b, screens, { long, longOf }) {
	const floor = await launch();
	const floorRoutes = { floor: '/s/floor-3000', floorLong: '/s/floor-10000' };
	for (const [sid, n] of [
		['floor-3000', 3000],
		['floor-10000', 10_000]
	]) {
		await floor.page.goto(`${apps.floor.server.base}/seed?id=${sid}&count=${n}`);
		await floor.page.locator('[data-seeded]').waitFor({ timeout: 60_000 });
	}
	await floor.page.goto(apps.floor.server.base + '/');
	await waitForServiceWorker(floor.page);
	await b.page.goto(apps.app.server.base + '/');
	await waitForServiceWorker(b.page);

	// JS a direct open of each route loads (gzip -9), online, each in a fresh page.
	const js = {};
	// (The floor's long log runs the same route code: one figure for the floor.)
	for (const [name, path] of [['floor', floorRoutes.floor], ...Object.entries(screens).map(([k, s]) => [k, s.path])]) {
		const isFloor = name.startsWith('floor');
		const page = await (isFloor ? floor : b).context.newPage();
		await page.goto((isFloor ? apps.floor : apps.app).server.base + path);
		await page.waitForLoadState('networkidle');
		await page.waitForTimeout(300);
		js[name] = sumGz(await loadedAssets(page, (isFloor ? apps.floor : apps.app).root), false);
		await page.close();
	}

	await floor.context.setOffline(true);
	await b.context.setOffline(true);
	const timed = { ...floorRoutes, ...Object.fromEntries(Object.entries(screens).map(([k, s]) => [k, s.path])) };
	const runs = Object.fromEntries(Object.keys(timed).map((k) => [k, []]));
	const perPair = Object.fromEntries(Object.keys(timed).map((k) => [k, []]));
	for (let i = 0; i < pairs; i++) {
		const names = Object.keys(timed);
		const pair = {};
		for (const name of i % 2 === 0 ? names : names.reverse()) {
			const isFloor = name.startsWith('floor');
			const page = await throttledPage((isFloor ? floor : b).context);
			if (!isFloor) await markScreenPainted(page, screens[name].ready);
			const mark = isFloor ? 'session-painted' : 'screen-painted';
			await page.goto((isFloor ? apps.floor : apps.app).server.base + timed[name]);
			await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 60_000 });
			pair[name] = await page.evaluate((m) => performance.getEntriesByName(m)[0].startTime, mark);
			runs[name].push(pair[name]);
			await page.close();
		}
		// Each screen against the floor's route in the same pair; a long log against its short one.
		for (const name of Object.keys(timed)) {
			if (name === 'floor') continue;
			const against = name === 'floorLong' ? 'floor' : name === long ? longOf : 'floor';
			perPair[name].push(pair[name] / pair[against]);
		}
	}
	delete perPair.floor;
	await b.context.setOffline(false);
	await floor.close();
	return {
		screens: Object.fromEntries(Object.entries(screens).map(([k, s]) => [k, s.screen])),
		long: { name: long, of: longOf },
		jsGzipBytes: js,
		jsRatio: Object.fromEntries(Object.entries(js).map(([k, v]) => [k, r2(v / js.floor)])),
		paintedMs: Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, stats(v)])),
		perPairRatio: Object.fromEntries(Object.entries(perPair).map(([k, v]) => [k, { ...stats(v.map(r2)) }]))
	};
}

/** Section 10's rows: each session screen against the floor's session route. */
export function sessionRouteRows(sr) {
	const p = sr.paintedMs;
	const q = sr.perPairRatio;
	const ratio = (k) => `${r2(q[k].median)}× (min ${r2(q[k].min)}–max ${r2(q[k].max)})`;
	const rows = [
		[`floor session route, 3,000 events: open → painted, offline ${THROTTLE}× (ms)`, mm(p.floor), ''],
		[`floor session route, 10,000 events (ms)`, mm(p.floorLong), ''],
		['  floor 10,000 / 3,000 events, per-pair median', ratio('floorLong'), '']
	];
	for (const [name, screen] of Object.entries(sr.screens)) {
		rows.push([`${screen}: open → painted (ms)`, mm(p[name]), '']);
		if (name === sr.long.name) rows.push([`  / the same on its short log, per-pair median`, ratio(name), '≤ 1.25×']);
		else rows.push(['  / floor, per-pair median', ratio(name), '≤ 1.25×']);
	}
	for (const [k, v] of Object.entries(sr.jsGzipBytes))
		rows.push([
			`session route JS (gzip), ${sr.screens[k] ?? k} / floor`,
			`${kb(v)} = ${sr.jsRatio[k]}×`,
			k.startsWith('floor') || k === sr.long.name ? '' : '≤ 1.3×'
		]);
	return rows;
}
