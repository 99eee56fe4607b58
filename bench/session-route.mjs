// Section 10 of `npm run bench` (issue 27): the floor's session route (bench/floor/src/routes/s)
// against the app's session screens — the JS a direct open loads, and navigation → painted,
// offline at 4×, floor and app alternately.
import { launch, waitForServiceWorker } from '../tests/e2e/harness.mjs';
import { THROTTLE, kb, loadedAssets, mm, r2, stats, sumGz, throttledPage } from './measure.mjs';

/**
 * Runs in the page before it loads: marks `screen-painted` in the frame after the screen of `kind`
 * shows its numbers (the floor marks `session-painted` itself). No eval: the app's CSP forbids it.
 */
function markScreenPainted(kind) {
	const ready = {
		locke: () => {
			const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find(
				(t) => t.textContent?.trim() === '戦闘'
			);
			const panel = tab && document.querySelector(`[role="tabpanel"][aria-labelledby="${tab.id}"]`);
			// Painted = the tab's own content, not the 「読み込み中…」 of a tab whose code is still loading.
			return !!panel && panel.childElementCount > 0 && !panel.querySelector('[aria-busy="true"]');
		},
		counters: () => document.querySelectorAll('output').length >= 4
	}[kind];
	const mo = new MutationObserver(() => {
		if (ready()) {
			mo.disconnect();
			requestAnimationFrame(() => performance.mark('screen-painted'));
		}
	});
	mo.observe(document, { childList: true, subtree: true, attributes: true });
}

/** The floor's session route against the app's session screens (see section 10). */
export async function sessionScreens({ apps, pairs }, b, appRoutes) {
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
	for (const [name, route] of [['floor', floorRoutes.floor], ...Object.entries(appRoutes)]) {
		const isFloor = name.startsWith('floor');
		const page = await (isFloor ? floor : b).context.newPage();
		await page.goto((isFloor ? apps.floor : apps.app).server.base + route);
		await page.waitForLoadState('networkidle');
		await page.waitForTimeout(300);
		js[name] = sumGz(await loadedAssets(page, (isFloor ? apps.floor : apps.app).root), false);
		await page.close();
	}

	await floor.context.setOffline(true);
	await b.context.setOffline(true);
	const timed = {
		...floorRoutes,
		locke: appRoutes.locke,
		counters: appRoutes.counters,
		countersLong: appRoutes.countersLong
	};
	const runs = Object.fromEntries(Object.keys(timed).map((k) => [k, []]));
	const perPair = { locke: [], counters: [], countersLong: [], floorLong: [] };
	for (let i = 0; i < pairs; i++) {
		const names = Object.keys(timed);
		const pair = {};
		for (const name of i % 2 === 0 ? names : names.reverse()) {
			const isFloor = name.startsWith('floor');
			const page = await throttledPage((isFloor ? floor : b).context);
			if (!isFloor) await page.addInitScript(markScreenPainted, name === 'locke' ? 'locke' : 'counters');
			const mark = isFloor ? 'session-painted' : 'screen-painted';
			await page.goto((isFloor ? apps.floor : apps.app).server.base + timed[name]);
			await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 60_000 });
			pair[name] = await page.evaluate((m) => performance.getEntriesByName(m)[0].startTime, mark);
			runs[name].push(pair[name]);
			await page.close();
		}
		perPair.locke.push(pair.locke / pair.floor);
		perPair.counters.push(pair.counters / pair.floor);
		perPair.countersLong.push(pair.countersLong / pair.counters);
		perPair.floorLong.push(pair.floorLong / pair.floor);
	}
	await b.context.setOffline(false);
	await floor.close();
	return {
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
	return [
		[`floor session route, 3,000 events: open → painted, offline ${THROTTLE}× (ms)`, mm(p.floor), ''],
		[`floor session route, 10,000 events (ms)`, mm(p.floorLong), ''],
		[`Locke combat tab, 3-hour log (ms)`, mm(p.locke), ''],
		['  / floor, per-pair median', ratio('locke'), '≤ 1.25×'],
		[`counters, 4 counters, 2,000 taps (ms)`, mm(p.counters), ''],
		['  / floor, per-pair median', ratio('counters'), '≤ 1.25×'],
		[`counters, 4 counters, 10,000 events (ms)`, mm(p.countersLong), ''],
		['  10,000 / 2,000 events, per-pair median', ratio('countersLong'), '≤ 1.25×'],
		['  floor 10,000 / 3,000 events, per-pair median', ratio('floorLong'), ''],
		...Object.entries(sr.jsGzipBytes).map(([k, v]) => [
			`session route JS (gzip), ${k} / floor`,
			`${kb(v)} = ${sr.jsRatio[k]}×`,
			k.startsWith('floor') ? '' : '≤ 1.3×'
		])
	];
}
