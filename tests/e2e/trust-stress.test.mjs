// Nothing lost under stress, in real Chromium: a burst of 500 taps then reload; the browser
// killed mid-burst several times on one profile; a session played and reloaded offline; the
// storage quota forced tiny; and no request leaving the origin during a whole flow.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, addCounter, createSession, launch, startServer, waitForServiceWorker } from './harness.mjs';

let server;
before(async () => {
	server = await startServer(4313);
});
after(async () => {
	await server?.stop();
});

const shown = async (page, name) =>
	Number(
		await page
			.getByRole('button', { name: new RegExp(`${name} の値`) })
			.locator('output')
			.innerText()
	);
const waitValue = (page, name, v, timeout = 30_000) =>
	page
		.getByRole('button', { name: new RegExp(`${name} の値`) })
		.getByText(String(v), { exact: true })
		.waitFor({ timeout });

/**
 * The stored log of every session (the live table's `log` rows: identity device + counter, clock),
 * in the merged order (clock, device, counter), and the fold of a Counters "HP" from the log itself.
 */
function storedLog(page) {
	return page.evaluate(
		() =>
			new Promise((res, rej) => {
				const r = indexedDB.open('sidetable');
				r.onerror = () => rej(r.error);
				r.onsuccess = () => {
					const tx = r.result.transaction(['log', 'sessions']);
					const ev = tx.objectStore('log').index('[sessionId+clock+device+counter]').getAll();
					const ss = tx.objectStore('sessions').getAll();
					tx.oncomplete = () => {
						r.result.close();
						res({
							events: ev.result.map((e) => ({
								device: e.device,
								counter: e.counter,
								type: e.type,
								by: e.payload?.by ?? 0,
								sessionId: e.sessionId
							})),
							sessions: ss.result
						});
					};
				};
			})
	);
}
/** Each device's counters, in the order, are 1, 2, 3 … with no gap and none twice (what seq dense was for one writer). */
const dense = (events) => {
	const next = new Map();
	for (const e of events) {
		const k = `${e.sessionId} ${e.device}`;
		if (e.counter !== (next.get(k) ?? 0) + 1) return false;
		next.set(k, e.counter);
	}
	return true;
};
/** HP folded from a linear log of counterAdded + counterAdjusted (no undo in these runs). */
const fold = (events) => events.filter((e) => e.type === 'counters/counterAdjusted').reduce((n, e) => n + e.by, 0);

describe('trust under stress', () => {
	test(
		'500 rapid taps, then reload: every acknowledged tap in the log, counters dense, screen = fold',
		{ timeout: 120_000 },
		async () => {
			const b = await launch();
			try {
				const { page } = b;
				await createSession(page, server.base, { name: '連打' });
				await addCounter(page, 'HP', 0);
				await page.evaluate(() => {
					const plus = [...document.querySelectorAll('button')].find((x) =>
						x.getAttribute('aria-label')?.includes('HP を 1 増やす')
					);
					for (let i = 0; i < 500; i++) plus.click();
				});
				await waitValue(page, 'HP', 500, 60_000);
				await page.reload();
				await waitValue(page, 'HP', 500);
				const { events } = await storedLog(page);
				assert.equal(events.length, 501);
				assert.ok(dense(events));
				assert.equal(fold(events), 500);
				assert.deepEqual(b.errors, []);
			} finally {
				await b.close();
			}
		}
	);

	test(
		'the browser killed mid-burst, several times on one profile: no partial event, state = fold',
		{ timeout: 150_000 },
		async () => {
			const dir = mkdtempSync(join(tmpdir(), 'sidetable-kill-'));
			const open = () =>
				chromium.launchPersistentContext(dir, {
					executablePath: CHROMIUM,
					headless: true,
					locale: 'ja-JP',
					args: [
						'--headless',
						'--no-sandbox',
						'--disable-gpu',
						'--no-first-run',
						'--disable-background-networking',
						'--disable-component-update'
					]
				});
			/** Chromium's processes for this profile only (its own temporary dir), killed at once. */
			const kill = () => {
				let pids;
				try {
					pids = execFileSync('pgrep', ['-f', '--', `--user-data-dir=${dir}`])
						.toString()
						.trim()
						.split('\n')
						.filter(Boolean);
				} catch {
					return; // none left
				}
				for (const pid of pids) {
					try {
						process.kill(Number(pid), 'SIGKILL');
					} catch {
						/* gone already */
					}
				}
			};
			try {
				let ctx = await open();
				let page = ctx.pages()[0] ?? (await ctx.newPage());
				const url = await createSession(page, server.base, { name: '停電' });
				await addCounter(page, 'HP', 0);
				let acknowledged = 0;
				const runs = [];
				for (let k = 0; k < 4; k++) {
					// Taps every few ms; the screen's value is what the person saw acknowledged.
					await page.evaluate(() => {
						const plus = [...document.querySelectorAll('button')].find((x) =>
							x.getAttribute('aria-label')?.includes('HP を 1 増やす')
						);
						window.__tapper = setInterval(() => plus.click(), 3);
					});
					await page.waitForTimeout(300 + k * 170);
					acknowledged = await shown(page, 'HP').catch(() => acknowledged);
					kill();
					// The connection dies with the browser; close() is only tidying and may never answer.
					await Promise.race([ctx.close().catch(() => undefined), new Promise((r) => setTimeout(r, 2000))]);
					ctx = await open();
					page = ctx.pages()[0] ?? (await ctx.newPage());
					await page.goto(url);
					const restore = page.getByRole('button', { name: '復元する' });
					await Promise.race([page.getByRole('article', { name: 'HP' }).waitFor(), restore.waitFor()]);
					// When Chromium threw the database away, the app says so and restores it.
					if (await restore.isVisible()) {
						await restore.click();
						await page.getByText(/復元しました/).waitFor();
						await page.goto(url);
						runs.push('restored');
					} else runs.push('intact');
					await page.getByRole('article', { name: 'HP' }).waitFor();
					const { events } = await storedLog(page);
					assert.ok(dense(events), `run ${k}: counters dense`);
					assert.ok(
						events.every((e) => e.type === 'counters/counterAdded' || e.by === 1),
						`run ${k}: no partial event`
					);
					const value = fold(events);
					assert.ok(value >= acknowledged, `run ${k}: acknowledged ${acknowledged}, stored ${value}`);
					await waitValue(page, 'HP', value);
				}
				console.log(`kill runs: ${runs.join(', ')}; last value ${acknowledged}`);
				await Promise.race([ctx.close(), new Promise((r) => setTimeout(r, 5000))]);
			} finally {
				kill();
				rmSync(dir, { recursive: true, force: true });
			}
		}
	);

	test('a session played offline and reloaded offline keeps everything', { timeout: 60_000 }, async () => {
		const b = await launch();
		try {
			const { page, context } = b;
			await page.goto(server.base + '/');
			await waitForServiceWorker(page);
			await context.setOffline(true);
			const url = await createSession(page, server.base, { name: '圏外' });
			await addCounter(page, 'HP', 3);
			const plus = page.getByRole('button', { name: /HP を 1 増やす/ });
			for (let i = 0; i < 20; i++) await plus.click();
			await waitValue(page, 'HP', 23);
			await page.reload();
			await waitValue(page, 'HP', 23);
			await page.goto(server.base + '/');
			await page.goto(url);
			await waitValue(page, 'HP', 23);
			const { events } = await storedLog(page);
			assert.equal(events.length, 21);
			await context.setOffline(false);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test(
		'quota forced tiny: a clear message, reading works, nothing corrupted, all there when it returns',
		{ timeout: 90_000 },
		async () => {
			const b = await launch();
			try {
				const { page, context } = b;
				const url = await createSession(page, server.base, { name: '満杯' });
				await addCounter(page, 'HP', 0);
				const plus = page.getByRole('button', { name: /HP を 1 増やす/ });
				for (let i = 0; i < 5; i++) await plus.click();
				await waitValue(page, 'HP', 5);
				const cdp = await context.newCDPSession(page);
				await cdp.send('Storage.overrideQuotaForOrigin', { origin: server.base, quotaSize: 1 });
				// Chromium applies it when the database is next opened: its store closes a few seconds
				// after the last page using it goes, so the app is left and opened again.
				const reopen = async () => {
					await page.goto('about:blank');
					await page.waitForTimeout(4000);
					await page.goto(url);
					await page.getByRole('article', { name: 'HP' }).waitFor();
				};
				await reopen();
				await waitValue(page, 'HP', 5);
				// Tap until a write is refused (the quota is what is used now, plus one byte).
				let refused = false;
				for (let i = 0; i < 30 && !refused; i++) {
					await plus.click();
					refused = await page
						.getByText(/保存領域がいっぱいのため、いまの操作は保存されませんでした/)
						.first()
						.waitFor({ timeout: 700 })
						.then(
							() => true,
							() => false
						);
				}
				assert.ok(refused, 'the quota message is shown');
				const during = await storedLog(page);
				assert.ok(dense(during.events));
				// Reading still works: the log opens.
				await page.getByRole('link', { name: /ログ/ }).click();
				await page.getByRole('list', { name: /セッションログ/ }).waitFor();
				await cdp.send('Storage.overrideQuotaForOrigin', { origin: server.base });
				await reopen();
				const value = fold(during.events);
				assert.ok(value >= 5);
				await waitValue(page, 'HP', value);
				await plus.click();
				await waitValue(page, 'HP', value + 1);
				const { events } = await storedLog(page);
				assert.ok(dense(events));
				assert.equal(fold(events), value + 1);
			} finally {
				await b.close();
			}
		}
	);

	test('no request leaves the origin during a whole flow', { timeout: 60_000 }, async () => {
		const b = await launch();
		try {
			const { page, context } = b;
			const seen = [];
			context.on('request', (r) => seen.push(r.url()));
			await page.goto(server.base + '/');
			await waitForServiceWorker(page);
			await createSession(page, server.base, { name: '外へ出ない', system: 'Counters|カウンター' });
			await addCounter(page, 'HP', 1);
			await page.getByRole('button', { name: /HP を 1 増やす/ }).click();
			await waitValue(page, 'HP', 2);
			await page.getByRole('link', { name: /ログ/ }).click();
			for (const path of ['/tables', '/reference', '/settings', '/handoff', '/']) {
				await page.goto(server.base + path);
				await page.waitForLoadState('networkidle');
			}
			const web = seen.filter((u) => /^https?:/.test(u));
			const away = web.filter((u) => new URL(u).origin !== server.base);
			console.log(`requests in the flow: ${web.length}, leaving the origin: ${away.length}`);
			assert.deepEqual(away, []);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});
});
