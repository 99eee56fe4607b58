#!/usr/bin/env node
// `npm run bench`: builds the app, the bench page (bench/page) and the floor app (bench/floor: the
// smallest honest app on the same stack) and measures them in Debian's Chromium. Prints a table and
// writes bench/results.json. Numbers, not assertions: compare medians and min–max over runs.
//   --no-build    measure the builds already there
//   --pairs=N     alternating floor/app pairs for the start-up figures (default 9)
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { launch, waitForServiceWorker } from '../tests/e2e/harness.mjs';
import { ensureChromium, ensureJapaneseFont } from '../scripts/browser.mjs';
import { serve } from './serve.mjs';
import { THROTTLE, loadedAssets, r2, stats, sumGz, throttledPage, timeTaps } from './measure.mjs';
import { sessionScreens } from './session-route.mjs';
import { liveTable } from './live-table.mjs';
import { systemBenches } from './systems/index.mjs';
import { reportRows } from './report.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FLOOR = fileURLToPath(new URL('./floor/', import.meta.url));
const BENCH_PAGE = fileURLToPath(new URL('./.out/', import.meta.url));
const PORT = 4391;
const PAIRS = Number(process.argv.find((a) => a.startsWith('--pairs='))?.slice(8) ?? 9);

if (!process.argv.includes('--no-build')) {
	execSync('npm run -s build', { stdio: 'inherit', cwd: ROOT });
	execSync('npx vite build -c bench/vite.config.ts --logLevel warn', { stdio: 'inherit', cwd: ROOT });
	if (!existsSync(FLOOR + 'node_modules'))
		execSync('npm ci --prefer-offline --no-audit --no-fund', { stdio: 'inherit', cwd: FLOOR });
	execSync('npm run -s build', { stdio: 'inherit', cwd: FLOOR });
}

ensureChromium();
// Timings of Japanese screens mean little without a Japanese font (see scripts/browser.mjs).
const japaneseFont = ensureJapaneseFont();
if (!japaneseFont)
	console.warn('No Japanese font on this machine: the Japanese screens lay out slowly, as no phone does.');

const apps = {
	floor: { root: FLOOR + 'build', server: await serve(FLOOR + 'build', PORT + 1) },
	app: { root: ROOT + 'build', server: await serve(ROOT + 'build', PORT, { '/__bench/': BENCH_PAGE }) }
};
const results = {
	machine: { cpus: cpus().length, node: process.version, japaneseFont },
	at: new Date().toISOString(),
	pairs: PAIRS,
	throttle: THROTTLE
};

/**
 * 超人ロック: taps "攻撃を記録" in the attack panel of `sessionId`'s combat → the defender's new
 * endurance in the DOM and the frame after it. The first WARM_UP taps after opening run cold code
 * (JIT, first layouts of their text) and are reported apart; the p95 is over the MEASURED after them.
 */
async function lockeAttackTaps(c, sessionId) {
	await c.page.goto(`${apps.app.server.base}/s/${sessionId}`);
	await c.page.getByRole('tab', { name: '戦闘' }).click();
	const times = [];
	const toDom = [];
	const WARM_UP = 5;
	const MEASURED = 30;
	for (let i = 0; i < WARM_UP + MEASURED; i++) {
		await c.page.getByRole('tab', { name: '攻撃' }).click();
		const atk = c.page.getByRole('form', { name: '攻撃' });
		await atk.getByLabel('防御側').selectOption('p2');
		await atk.getByLabel(/攻撃Cカード/).selectOption('beam-cannon@16');
		const dice = atk.getByRole('group', { name: 'ロック1 → ナガトの2D6' });
		await dice.getByRole('group', { name: '1個目' }).getByRole('button', { name: '3', exact: true }).click();
		await dice.getByRole('group', { name: '2個目' }).getByRole('button', { name: '4', exact: true }).click();
		const apply = atk.getByRole('button', { name: '攻撃を記録' });
		await apply.waitFor();
		await c.page.waitForFunction(() =>
			[...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === '攻撃を記録' && !b.disabled)
		);
		const tap = await timeTaps(c.page, apply, c.page.getByLabel('ナガト の現在耐久力'));
		times.push(...tap.painted);
		toDom.push(...tap.inDom);
		// Take it back so every run applies the same attack to the same state.
		await c.page.getByRole('button', { name: '元に戻す' }).click();
		await c.page.getByLabel('ナガト の現在耐久力').getByText('6/6').waitFor();
	}
	return {
		warmUpToDom: toDom.slice(0, WARM_UP),
		// The same tap up to the new endurance in the DOM, as the counter figure (8.) is measured: the
		// frame after it adds up to one frame interval of waiting that is no work of the app's.
		toDom: stats(toDom.slice(WARM_UP)),
		toPaint: stats(times.slice(WARM_UP))
	};
}

/** The bench page's helpers, on the app's origin. */
async function benchPage(page) {
	await page.goto(apps.app.server.base + '/__bench/');
	await page.waitForSelector('[data-ready="true"]');
	return (fn, ...args) => page.evaluate(([fn, args]) => window.sidetableBench[fn](...args), [fn, args]);
}

/** The real first-contentful-paint entry and the list's own mark, from the page's navigation start. */
async function startUp(page) {
	await page.waitForFunction(
		() =>
			performance.getEntriesByName('first-contentful-paint').length > 0 &&
			performance.getEntriesByName('sessions-painted').length > 0,
		undefined,
		{ timeout: 60_000 }
	);
	return page.evaluate(() => ({
		fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
		list: performance.getEntriesByName('sessions-painted')[0].startTime
	}));
}

try {
	// 1. Bytes each home route loads on a first visit (gzip -9 of every JS/CSS file it fetched).
	results.homeRoute = {};
	for (const [name, a] of Object.entries(apps)) {
		const b = await launch();
		await b.page.goto(a.server.base + '/');
		await b.page.waitForFunction(() => performance.getEntriesByName('sessions-painted').length > 0);
		await b.page.waitForLoadState('networkidle');
		const assets = await loadedAssets(b.page, a.root);
		results.homeRoute[name] = {
			jsGzipBytes: sumGz(assets, false),
			cssGzipBytes: sumGz(assets, true),
			jsFiles: [...assets.values()].filter((x) => !x.css).length,
			cssFiles: [...assets.values()].filter((x) => x.css).length
		};
		await b.close();
	}
	results.homeRoute.jsRatio = r2(results.homeRoute.app.jsGzipBytes / results.homeRoute.floor.jsGzipBytes);

	// 2. Offline start-up at 4× CPU throttling, floor and app alternately (one pair = one of each,
	// the order flipping every pair): first contentful paint and the session list painted.
	{
		const profiles = {};
		for (const [name, a] of Object.entries(apps)) {
			const b = await launch();
			// The bench page first: once the service worker runs, every navigation gets the app's shell.
			if (name === 'app') await (await benchPage(b.page))('emptySession', 'counters');
			await b.page.goto(a.server.base + '/');
			await waitForServiceWorker(b.page);
			if (name === 'floor') {
				// One row, like the app's one session (Dexie keeps the store at its version × 10).
				await b.page.evaluate(
					() =>
						new Promise((resolve, reject) => {
							const open = indexedDB.open('floor');
							open.onsuccess = () => {
								const tx = open.result.transaction('items', 'readwrite');
								tx.objectStore('items').put({ id: 'bench', name: 'bench', updatedAt: Date.now() });
								tx.oncomplete = () => resolve(undefined);
								tx.onerror = () => reject(tx.error);
							};
							open.onerror = () => reject(open.error);
						})
				);
			}
			await b.page.goto(a.server.base + '/');
			await b.page.waitForFunction(() => performance.getEntriesByName('sessions-painted').length > 0);
			await b.context.setOffline(true);
			profiles[name] = b;
		}
		const runs = { floor: { fcp: [], list: [] }, app: { fcp: [], list: [] } };
		const pairRatios = { fcp: [], list: [] };
		for (let i = 0; i < PAIRS; i++) {
			const order = i % 2 === 0 ? ['floor', 'app'] : ['app', 'floor'];
			const pair = {};
			for (const name of order) {
				const page = await throttledPage(profiles[name].context);
				await page.goto(apps[name].server.base + '/');
				pair[name] = await startUp(page);
				runs[name].fcp.push(pair[name].fcp);
				runs[name].list.push(pair[name].list);
				await page.close();
			}
			pairRatios.fcp.push(pair.app.fcp / pair.floor.fcp);
			pairRatios.list.push(pair.app.list / pair.floor.list);
		}
		for (const b of Object.values(profiles)) await b.close();
		results.offlineStartMs = {
			floor: { fcp: stats(runs.floor.fcp), sessionsPainted: stats(runs.floor.list) },
			app: { fcp: stats(runs.app.fcp), sessionsPainted: stats(runs.app.list) }
		};
		results.offlineStartMs.ratio = {
			fcp: r2(stats(runs.app.fcp).median / stats(runs.floor.fcp).median),
			sessionsPainted: r2(stats(runs.app.list).median / stats(runs.floor.list).median),
			fcpPerPair: stats(pairRatios.fcp).median,
			sessionsPaintedPerPair: stats(pairRatios.list).median
		};
		// The figure this bench has always reported: navigation → session list painted, offline, 4×.
		results.offlineColdStartMs = { ...results.offlineStartMs.app.sessionsPainted, throttle: THROTTLE };
	}

	const b = await launch();
	// Everything the bench page does comes first: once the service worker runs (the first visit to
	// the app below), every navigation, /__bench/ included, is answered with the app's shell.
	const call = await benchPage(b.page);

	// 3. Opening a 10,000-event session, from zero and from snapshots; 4. dice odds and a table lookup.
	{
		const id = await call('makeSession', 10_000);
		const zero = await call('open', id, false);
		const snap = await call('open', id, true);
		results.open10k = {
			fromZeroMs: { ...stats(zero.times), replayed: zero.replayed },
			withSnapshotsMs: { ...stats(snap.times), replayed: snap.replayed, fromSnapshot: snap.fromSnapshot },
			ratio: r2(stats(zero.times).median / stats(snap.times).median)
		};
		results.dice = {
			'2D6': await call('odds', '2D6'),
			'5D6': await call('odds', '5D6'),
			'10D6': await call('odds', '10D6')
		};
		results.table13x12 = await call('tableLookup');
		const gh = await call('gloomhavenOdds');
		results.gloomhavenOdds = {
			cards: gh.cards,
			rolling: gh.rolling,
			advantage1eMs: stats(gh['1e']),
			advantage2eMs: stats(gh['2e'])
		};
		const pgt = await call('pgtOdds');
		results.pgtOdds = {
			successChance5DMs: stats(pgt.successChance5D.times),
			bestDiceCount5Ms: stats(pgt.bestDiceCount5.times)
		};
		const mtg = await call('mtgCheckChance');
		results.mtgCheckChance = { cards: mtg.cards, perCallMs: stats(mtg.times) };
		const gk = await call('gkOdds', 250, 5);
		results.gkOdds250 = {
			...stats(gk.times),
			aWins: gk.aWins,
			bWins: gk.bWins,
			draw: gk.draw,
			expectedRounds: gk.expectedRounds
		};

		// 5. 超人ロック: a 3-hour game's log (~3,000 events) replayed, and the pure fold alone.
		const locke = await call('makeLockeSession', false);
		const lz = await call('open', locke.id, false, 7, 'locke');
		const ls = await call('open', locke.id, true, 7, 'locke');
		const lf = await call('foldLocke');
		const lb = await call('backupSession', locke.id);
		results.locke3hBackup = { ...stats(lb.times), bytes: lb.size, deflatedBytes: lb.deflated, qrCodes: lb.qrCodes };
		results.locke3h = {
			events: locke.events,
			openFromZeroMs: { ...stats(lz.times), replayed: lz.replayed },
			openWithSnapshotsMs: { ...stats(ls.times), replayed: ls.replayed },
			pureFoldMs: stats(lf.times)
		};
	}
	// Each system's realistic session (bench/systems): its screen is timed in section 10, its main
	// actions in section 11.
	const made = {};
	for (const sys of systemBenches) {
		const r = await call(...sys.fixture);
		made[sys.id] = typeof r === 'string' ? { id: r } : r;
	}
	const combat = made.locke;
	const counterSession = await call('emptySession', 'counters');
	// The counters screen again on a 10,000-event log (a long log against its 2,000-tap one).
	const countersLong = await call('makeSession', 10_000, 4);
	const ids = await call('systemIds');
	const screenSessions = {};
	for (const id of ids) screenSessions[id] = await call('emptySession', id);

	// 6. Each system's screen: what opening one of its sessions from the home list loads beyond the
	// home route, and of that what no other system's screen loads (its own code). Every system in
	// the registry is measured, so a new system is held to the same without editing this file.
	{
		const loaded = {};
		for (const id of ids) {
			const sessionId = screenSessions[id];
			const page = await b.context.newPage();
			await page.goto(apps.app.server.base + '/');
			await page.waitForFunction(() => performance.getEntriesByName('sessions-painted').length > 0);
			await page.waitForLoadState('networkidle');
			const home = await loadedAssets(page, apps.app.root);
			await page.locator(`a[href="/s/${sessionId}"]`).click();
			await page.waitForURL(/\/s\//);
			await page.waitForLoadState('networkidle');
			await page.waitForTimeout(300);
			const after = await loadedAssets(page, apps.app.root);
			loaded[id] = new Map([...after].filter(([u]) => !home.has(u)));
			await page.close();
		}
		results.systemScreens = {};
		for (const id of ids) {
			const others = new Set(ids.filter((x) => x !== id).flatMap((x) => [...loaded[x].keys()]));
			const own = new Map([...loaded[id]].filter(([u]) => !others.has(u)));
			results.systemScreens[id] = {
				ownJsGzipBytes: sumGz(own, false),
				ownCssGzipBytes: sumGz(own, true),
				openLoadsJsGzipBytes: sumGz(loaded[id], false),
				ownFiles: own.size
			};
		}
	}

	// 7. 超人ロック, offline at 4×: opening the 3,000-event session (in combat) → its combat tab painted.
	{
		await b.page.goto(apps.app.server.base + '/');
		await waitForServiceWorker(b.page);
		await b.context.setOffline(true);
		const times = [];
		for (let i = 0; i < 7; i++) {
			const page = await throttledPage(b.context);
			await page.addInitScript(() => {
				const mo = new MutationObserver(() => {
					const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find(
						(t) => t.textContent?.trim() === '戦闘'
					);
					const panel = tab && document.querySelector(`[role="tabpanel"][aria-labelledby="${tab.id}"]`);
					if (panel && panel.childElementCount > 0) {
						mo.disconnect();
						requestAnimationFrame(() => performance.mark('combat-painted'));
					}
				});
				mo.observe(document, { childList: true, subtree: true, attributes: true });
			});
			await page.goto(`${apps.app.server.base}/s/${combat.id}`);
			await page.waitForFunction(() => performance.getEntriesByName('combat-painted').length > 0, undefined, {
				timeout: 60_000
			});
			times.push(await page.evaluate(() => performance.getEntriesByName('combat-painted')[0].startTime));
			await page.close();
		}
		await b.context.setOffline(false);
		results.lockeOpenToCombatPaintedMs = { ...stats(times), events: combat.events, throttle: THROTTLE, offline: true };
	}

	// 8. Counters: tap "+" → event committed in IndexedDB → value on screen, 500 times.
	{
		await b.page.goto(`${apps.app.server.base}/s/${counterSession}`);
		const form = b.page.getByRole('form', { name: /カウンターを追加/ });
		await form.getByLabel(/^名前$/).fill('HP');
		await form.getByLabel(/初期値/).fill('0');
		await form.getByRole('button', { name: /^追加$/ }).click();
		await b.page.getByRole('article', { name: 'HP' }).waitFor();
		const hp = b.page.getByRole('article', { name: 'HP' });
		const plus = hp.getByRole('button', { name: /増やす/ }).first();
		const taps = await timeTaps(b.page, plus, hp.locator('output').first(), 500);
		results.appendLatencyMs = stats(taps.inDom);
		results.appendToPaintMs = stats(taps.painted);
		// The part of each tap spent making it durable outside IndexedDB (lib/backup's journal).
		results.journalAppendMs = stats(
			await b.page.evaluate(() => performance.getEntriesByName('sidetable:journal').map((e) => e.duration))
		);
	}

	// 9. 超人ロック: the attack record tap, in a browser profile of its own holding just this game,
	// as a phone at the table has; then again in this profile, which holds every earlier section's
	// sessions (10,000-event logs among them) that the full backup due every N actions reads.
	{
		const c = await launch();
		const game = await (await benchPage(c.page))('makeLockeSession', true);
		const alone = await lockeAttackTaps(c, game.id);
		await c.close();
		results.lockeAttackWarmUpToDomMs = alone.warmUpToDom;
		results.lockeAttackApplyToDomMs = alone.toDom;
		results.lockeAttackApplyToPaintMs = alone.toPaint;
		const full = await lockeAttackTaps(b, combat.id);
		results.lockeAttackFullProfileToDomMs = full.toDom;
		results.lockeAttackFullProfileToPaintMs = full.toPaint;
	}

	// 10. Each system's session screen against the floor's session route (issue 27): the JS a direct
	// open of each loads, and, offline at 4× with the service worker installed, navigation → the
	// screen's numbers painted, floor and app screens alternately (the order flipping every pair).
	const screens = Object.fromEntries(
		systemBenches.map((sys) => [sys.id, { screen: sys.screen, path: sys.path(made[sys.id].id), ready: sys.ready }])
	);
	screens.countersLong = {
		...screens.counters,
		screen: 'counters, 4 counters, 10,000 events',
		path: `/s/${countersLong}`
	};
	results.sessionRoute = await sessionScreens({ apps, pairs: PAIRS }, b, screens, {
		long: 'countersLong',
		longOf: 'counters'
	});

	// 11. Each system's main actions (bench/systems), in this profile holding every bench session:
	// tap → durable → in the DOM, and → the next frame; the first taps after opening apart.
	results.actionTaps = {};
	for (const sys of systemBenches) {
		for (const action of sys.actions) {
			const r = await action.run(b.page, apps.app.server.base, made[sys.id].id);
			results.actionTaps[`${sys.id}: ${action.name}`] = {
				warmUpToDom: r.warmUp.inDom,
				toDom: stats(r.measured.inDom),
				toPaint: stats(r.measured.painted)
			};
		}
	}
	await b.close();

	// 12. The live table (issue 26): a real relay and two phones on 127.0.0.1.
	// A failure here is reported, not allowed to take the other sections' figures with it.
	results.liveTable = await liveTable(apps.app).catch((err) => ({ error: String(err?.message ?? err) }));
} finally {
	for (const a of Object.values(apps)) await a.server.stop();
}

mkdirSync(ROOT + 'bench', { recursive: true });
writeFileSync(ROOT + 'bench/results.json', JSON.stringify(results, null, 2) + '\n');

const rows = reportRows(results, japaneseFont);
const w = Math.max(...rows.map((r) => r[0].length));
console.log('\n' + rows.map(([a, b, c]) => `${a.padEnd(w)}  ${b}${c ? `   [target ${c}]` : ''}`).join('\n'));
console.log('\nwritten bench/results.json');
