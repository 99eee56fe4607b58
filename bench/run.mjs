#!/usr/bin/env node
// `npm run bench`: builds the app and measures it in Debian's Chromium. Prints a table and
// writes bench/results.json. Numbers, not assertions: compare medians and min–max over runs.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launch, startServer, waitForServiceWorker, createSession } from '../tests/e2e/harness.mjs';

const PORT = 4391;
const stats = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
	return { min: s[0], median: q(0.5), p95: q(0.95), max: s[s.length - 1], n: s.length };
};
const r2 = (x) => Math.round(x * 100) / 100;

if (!process.argv.includes('--no-build')) execSync('npm run -s build', { stdio: 'inherit' });
const server = await startServer(PORT);
const results = { machine: { cpus: (await import('node:os')).cpus().length, node: process.version }, at: new Date().toISOString() };

try {
	// 1. Bytes the home route loads (first visit, gzip -9 of each JS/CSS response).
	{
		const b = await launch();
		const bodies = [];
		b.page.on('response', async (res) => {
			const type = res.headers()['content-type'] ?? '';
			if (/javascript|css/.test(type) && !res.url().includes('service-worker')) {
				try {
					bodies.push({ url: res.url(), type, buf: await res.body() });
				} catch {
					/* redirected */
				}
			}
		});
		await b.page.goto(server.base + '/');
		await b.page.waitForFunction(() => performance.getEntriesByName('sessions-painted').length > 0);
		await b.page.waitForLoadState('networkidle');
		const gz = (f) => bodies.filter((x) => f(x.type)).reduce((n, x) => n + gzipSync(x.buf, { level: 9 }).length, 0);
		results.homeRoute = {
			jsGzipBytes: gz((t) => /javascript/.test(t)),
			cssGzipBytes: gz((t) => /css/.test(t)),
			files: bodies.length
		};
		await b.close();
	}

	// 2. Offline cold start, 4× CPU throttling: navigation → session list painted.
	{
		const b = await launch();
		await b.page.goto(server.base + '/');
		await waitForServiceWorker(b.page);
		await createSession(b.page, server.base, { name: 'bench' });
		await b.context.setOffline(true);
		const times = [];
		for (let i = 0; i < 5; i++) {
			const page = await b.context.newPage();
			const cdp = await b.context.newCDPSession(page);
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
			await page.goto(server.base + '/');
			await page.waitForFunction(() => performance.getEntriesByName('sessions-painted').length > 0);
			times.push(await page.evaluate(() => performance.getEntriesByName('sessions-painted')[0].startTime));
			await page.close();
		}
		results.offlineColdStartMs = { ...stats(times), throttle: 4 };
		await b.close();
	}

	// 3. Append latency: tap "+" → event committed in IndexedDB → value on screen, 500 times.
	{
		const b = await launch();
		await createSession(b.page, server.base, { name: 'append' });
		const form = b.page.getByRole('form', { name: /カウンターを追加/ });
		await form.getByLabel(/^名前$/).fill('HP');
		await form.getByLabel(/初期値/).fill('0');
		await form.getByRole('button', { name: /^追加$/ }).click();
		await b.page.getByRole('article', { name: 'HP' }).waitFor();
		const times = await b.page.evaluate(async () => {
			const plus = [...document.querySelectorAll('button')].find((x) => x.getAttribute('aria-label')?.includes('増やす'));
			const out = document.querySelector('output');
			const ts = [];
			for (let i = 0; i < 500; i++) {
				const before = out.textContent;
				const changed = new Promise((res) => {
					const mo = new MutationObserver(() => {
						if (out.textContent !== before) {
							mo.disconnect();
							res(undefined);
						}
					});
					mo.observe(out, { childList: true, characterData: true, subtree: true });
				});
				const t0 = performance.now();
				plus.click();
				await changed;
				ts.push(performance.now() - t0);
			}
			return ts;
		});
		results.appendLatencyMs = stats(times);
		await b.close();
	}

	// 4. Opening a 10,000-event session, from zero and from snapshots; 5. dice odds and a table lookup.
	{
		const b = await launch();
		await b.page.goto(server.base + '/bench');
		await b.page.waitForSelector('[data-ready="true"]');
		const id = await b.page.evaluate(() => window.sidetableBench.makeSession(10_000));
		const zero = await b.page.evaluate((id) => window.sidetableBench.open(id, false), id);
		const snap = await b.page.evaluate((id) => window.sidetableBench.open(id, true), id);
		results.open10k = {
			fromZeroMs: { ...stats(zero.times), replayed: zero.replayed },
			withSnapshotsMs: { ...stats(snap.times), replayed: snap.replayed, fromSnapshot: snap.fromSnapshot },
			ratio: r2(stats(zero.times).median / stats(snap.times).median)
		};
		results.dice = {
			'2D6': await b.page.evaluate(() => window.sidetableBench.odds('2D6')),
			'5D6': await b.page.evaluate(() => window.sidetableBench.odds('5D6')),
			'10D6': await b.page.evaluate(() => window.sidetableBench.odds('10D6'))
		};
		results.table13x12 = await b.page.evaluate(() => window.sidetableBench.tableLookup());
		const gh = await b.page.evaluate(() => window.sidetableBench.gloomhavenOdds());
		results.gloomhavenOdds = { cards: gh.cards, rolling: gh.rolling, advantage1eMs: stats(gh['1e']), advantage2eMs: stats(gh['2e']) };
		const pgt = await b.page.evaluate(() => window.sidetableBench.pgtOdds());
		results.pgtOdds = { successChance5DMs: stats(pgt.successChance5D.times), bestDiceCount5Ms: stats(pgt.bestDiceCount5.times) };
		const mtg = await b.page.evaluate(() => window.sidetableBench.mtgCheckChance());
		results.mtgCheckChance = { cards: mtg.cards, perCallMs: stats(mtg.times) };
		const gk = await b.page.evaluate(() => window.sidetableBench.gkOdds(250, 5));
		results.gkOdds250 = { ...stats(gk.times), aWins: gk.aWins, bWins: gk.bWins, draw: gk.draw, expectedRounds: gk.expectedRounds };

		// 6. 超人ロック: a 3-hour game's log (~3,000 events) replayed, and the pure fold alone.
		const locke = await b.page.evaluate(() => window.sidetableBench.makeLockeSession(false));
		const lz = await b.page.evaluate((id) => window.sidetableBench.open(id, false, 7, 'locke'), locke.id);
		const ls = await b.page.evaluate((id) => window.sidetableBench.open(id, true, 7, 'locke'), locke.id);
		const lf = await b.page.evaluate(() => window.sidetableBench.foldLocke());
		results.locke3h = {
			events: locke.events,
			openFromZeroMs: { ...stats(lz.times), replayed: lz.replayed },
			openWithSnapshotsMs: { ...stats(ls.times), replayed: ls.replayed },
			pureFoldMs: stats(lf.times)
		};
		const combat = await b.page.evaluate(() => window.sidetableBench.makeLockeSession(true));

		// 7. 超人ロック: tap "攻撃を記録" in the attack panel → the defender's new endurance painted.
		const c = b;
		await c.page.goto(`${server.base}/s/${combat.id}`);
		await c.page.getByRole('tab', { name: '戦闘' }).click();
		const times = [];
		for (let i = 0; i < 15; i++) {
			await c.page.getByRole('tab', { name: '攻撃' }).click();
			const atk = c.page.getByRole('form', { name: '攻撃' });
			await atk.getByLabel('防御側').selectOption('p2');
			await atk.getByLabel(/攻撃Cカード/).selectOption('beam-cannon@16');
			const dice = atk.getByRole('group', { name: 'ロック1 → ナガトの2D6' });
			await dice.getByRole('group', { name: '1個目' }).getByRole('button', { name: '3', exact: true }).click();
			await dice.getByRole('group', { name: '2個目' }).getByRole('button', { name: '4', exact: true }).click();
			const apply = atk.getByRole('button', { name: '攻撃を記録' });
			await apply.waitFor();
			await c.page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === '攻撃を記録' && !b.disabled));
			times.push(
				await c.page.evaluate(async () => {
					const shown = document.querySelector('[aria-label="ナガト の現在耐久力"]');
					const before = shown.textContent;
					const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === '攻撃を記録');
					const painted = new Promise((resolve) => {
						const mo = new MutationObserver(() => {
							if (shown.textContent !== before) {
								mo.disconnect();
								requestAnimationFrame(() => resolve(undefined));
							}
						});
						mo.observe(shown, { childList: true, characterData: true, subtree: true });
					});
					const t0 = performance.now();
					button.click();
					await painted;
					return performance.now() - t0;
				})
			);
			// Take it back so every run applies the same attack to the same state.
			await c.page.getByRole('button', { name: '元に戻す' }).click();
			await c.page.getByLabel('ナガト の現在耐久力').getByText('6/6').waitFor();
		}
		results.lockeAttackApplyToPaintMs = stats(times);
		await c.close();
	}
} finally {
	await server.stop();
}

mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');

const ms = (s) => `median ${r2(s.median)} (min ${r2(s.min)}, p95 ${r2(s.p95)}, max ${r2(s.max)}, n=${s.n})`;
const rows = [
	['home route JS (gzip)', `${(results.homeRoute.jsGzipBytes / 1024).toFixed(1)} KB`, '≤ 90 KB'],
	['home route CSS (gzip)', `${(results.homeRoute.cssGzipBytes / 1024).toFixed(1)} KB`, ''],
	['offline cold start, 4× CPU (ms)', ms(results.offlineColdStartMs), '≤ 1000'],
	['append tap → commit → paint (ms)', ms(results.appendLatencyMs), 'p95 ≤ 16'],
	['open 10k events, from zero (ms)', ms(results.open10k.fromZeroMs), '≤ 100'],
	['open 10k events, snapshots (ms)', ms(results.open10k.withSnapshotsMs), '≤ 20'],
	...['2D6', '5D6', '10D6'].map((d) => [
		`odds ${d} cold / memoized (ms)`,
		`${results.dice[d].coldMedian.toFixed(4)} / ${results.dice[d].warmPerCall.toFixed(4)}`,
		'≤ 5'
	]),
	['13×12 table lookup (ms each)', results.table13x12.perLookup.toFixed(4), ''],
	['13×12 column odds (ms each)', results.table13x12.perColumnOdds.toFixed(4), ''],
	[`Gloomhaven odds, ${results.gloomhavenOdds.cards} cards / ${results.gloomhavenOdds.rolling} rolling, advantage 1e (ms)`, ms(results.gloomhavenOdds.advantage1eMs), ''],
	[`Gloomhaven odds, ${results.gloomhavenOdds.cards} cards / ${results.gloomhavenOdds.rolling} rolling, advantage 2e (ms)`, ms(results.gloomhavenOdds.advantage2eMs), ''],
	['PGT successChance 5D, cold (ms each)', results.pgtOdds.successChance5DMs.median.toFixed(4), ''],
	['PGT bestDiceCount ≤5D, cold (ms each)', results.pgtOdds.bestDiceCount5Ms.median.toFixed(4), ''],
	[`MTG checkChance, ${results.mtgCheckChance.cards}-card deck (ms each)`, results.mtgCheckChance.perCallMs.median.toFixed(4), ''],
	['GK engagement odds, 250 vs 250 HP, exact (ms)', ms(results.gkOdds250), ''],
	[`Locke ${results.locke3h.events} events: open from zero (ms)`, ms(results.locke3h.openFromZeroMs), ''],
	[`Locke ${results.locke3h.events} events: open w/ snapshots (ms)`, ms(results.locke3h.openWithSnapshotsMs), ''],
	[`Locke ${results.locke3h.events} events: pure fold (ms)`, ms(results.locke3h.pureFoldMs), ''],
	['Locke attack: tap apply → endurance painted (ms)', ms(results.lockeAttackApplyToPaintMs), '']
];
const w = Math.max(...rows.map((r) => r[0].length));
console.log('\n' + rows.map(([a, b, c]) => `${a.padEnd(w)}  ${b}${c ? `   [target ${c}]` : ''}`).join('\n'));
console.log('\nwritten bench/results.json');
