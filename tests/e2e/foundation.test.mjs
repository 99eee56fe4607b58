// The foundation's flows in real Chromium: persistence, offline, export/import, bad files, language.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCounter, createSession, launch, logLines, startServer, waitForServiceWorker } from './harness.mjs';

let server;
before(async () => {
	server = await startServer(4301);
});
after(async () => {
	await server?.stop();
});

/** Adds a counter through the form and waits for its card. */
function valueOf(page, name) {
	return page.getByRole('button', { name: new RegExp(`${name} の値|Value of ${name}`) });
}

async function expectValue(page, name, value) {
	try {
		await valueOf(page, name).getByText(String(value), { exact: true }).waitFor({ timeout: 10_000 });
	} catch (err) {
		await page.screenshot({ path: `/tmp/e2e-fail-${Date.now()}.png` });
		throw new Error(
			`${name} is not ${value}; values: ${await page.locator('output').allInnerTexts()}; errors: ${page.sidetableErrors?.join(' / ')}`,
			{ cause: err }
		);
	}
}

describe('foundation', () => {
	test('(1) a Counters session: change, undo once, reload → same state and log', async () => {
		const b = await launch();
		try {
			const { page } = b;
			await createSession(page, server.base, { name: 'ライフ計算' });
			await addCounter(page, 'ライフ', 20);
			await addCounter(page, '毒', 0);
			const plus = page.getByRole('button', { name: /ライフ を 1 増やす/ });
			const minus = page.getByRole('button', { name: /ライフ を 1 減らす/ });
			await plus.click();
			await expectValue(page, 'ライフ', 21);
			await minus.click();
			await minus.click();
			await expectValue(page, 'ライフ', 19);
			await page.getByRole('button', { name: /毒 を 1 増やす/ }).click();
			await expectValue(page, '毒', 1);
			await page.getByRole('button', { name: '元に戻す' }).click();
			await expectValue(page, '毒', 0);
			const before = await logLines(page);
			// The undone line names the total it had reached (the log says what happened).
			assert.equal(before[0], '取り消し: 毒 +1 → 1');
			assert.ok(before.some((l) => l.includes('毒 +1') && l.includes('取り消し済み')));
			await page.reload();
			await expectValue(page, 'ライフ', 19);
			await expectValue(page, '毒', 0);
			assert.deepEqual(await logLines(page), before);
			// Redo survives the reload too.
			await page.getByRole('button', { name: 'やり直す' }).click();
			await expectValue(page, '毒', 1);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test('(2) offline after the first visit: home, deep link, act, reload', async () => {
		const b = await launch();
		try {
			const { page, context } = b;
			await page.goto(server.base + '/');
			await waitForServiceWorker(page);
			const url = await createSession(page, server.base, { name: 'オフライン卓' });
			await addCounter(page, 'HP', 10);
			await context.setOffline(true);
			// Really offline: an uncached URL fails.
			const reached = await page.evaluate(() =>
				fetch('/definitely-not-cached.txt').then(
					() => true,
					() => false
				)
			);
			assert.equal(reached, false);
			const home = await page.goto(server.base + '/');
			assert.ok(home?.fromServiceWorker(), 'home comes from the service worker');
			await page.getByRole('link', { name: /オフライン卓/ }).waitFor();
			const deep = await page.goto(url);
			assert.ok(deep?.fromServiceWorker(), 'deep link comes from the service worker');
			await expectValue(page, 'HP', 10);
			await page.getByRole('button', { name: /HP を 1 減らす/ }).click();
			await expectValue(page, 'HP', 9);
			await page.reload();
			await expectValue(page, 'HP', 9);
			// And after the server is gone entirely.
			await server.stop();
			await page.goto(server.base + '/settings');
			await page.getByRole('heading', { name: '設定' }).waitFor();
			await context.setOffline(false);
			server = await startServer(4301);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test('(3) export → delete → import gives the identical state and log', async () => {
		const b = await launch();
		try {
			const { page } = b;
			await createSession(page, server.base, { name: '持ち運び' });
			await addCounter(page, '金貨', 5);
			await page.getByRole('button', { name: /金貨 を 1 増やす/ }).click();
			await expectValue(page, '金貨', 6);
			await page.getByRole('button', { name: /金貨 を 1 増やす/ }).click();
			await expectValue(page, '金貨', 7);
			// Two quick taps on one counter are one action (one log line, one undo step).
			await page.getByRole('button', { name: '元に戻す' }).click();
			await expectValue(page, '金貨', 5);
			await page.getByRole('button', { name: /金貨 を 1 減らす/ }).click();
			await expectValue(page, '金貨', 4);
			const logBefore = await logLines(page);

			await page.goto(server.base + '/');
			await page.getByRole('link', { name: /持ち運び/ }).waitFor();
			const listed = (await page.getByRole('link', { name: /持ち運び/ }).innerText()).match(/(\d+) 件の操作/)[1];
			await page.locator('summary', { hasText: '⋯' }).first().click();
			const [download] = await Promise.all([
				page.waitForEvent('download'),
				page.getByRole('button', { name: '書き出し' }).click()
			]);
			const file = join(mkdtempSync(join(tmpdir(), 'sidetable-export-')), 'export.json');
			await download.saveAs(file);
			const json = JSON.parse(readFileSync(file, 'utf8'));
			assert.equal(json.format, 'sidetable.export');
			assert.equal(json.sessions.length, 1);

			await page.locator('summary', { hasText: '⋯' }).first().click();
			await page.getByRole('button', { name: '削除' }).click();
			await page.getByText('まだセッションがありません').waitFor();

			await page.getByLabel('ファイルから読み込む', { exact: true }).setInputFiles(file);
			// Every import is previewed first (issue 14).
			// …naming the session and counting its actions as the list did (issue 28).
			await page
				.getByText(
					new RegExp(`^「持ち運び[^」]*」（セッション 1 件、操作 ${listed} 件）、表 \\d+ 件 — 読み込みますか？`)
				)
				.waitFor();
			await page.getByRole('button', { name: '読み込む', exact: true }).click();
			await page.getByText('1 件のセッションを読み込みました').waitFor();
			await page.getByRole('link', { name: /持ち運び/ }).click();
			await expectValue(page, '金貨', 4);
			assert.deepEqual(await logLines(page), logBefore);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test('(4) a malformed import file → a clear message, nothing changed', async () => {
		const b = await launch();
		try {
			const { page } = b;
			await createSession(page, server.base, { name: '既存の卓' });
			await addCounter(page, 'ライフ', 20);
			await page.goto(server.base + '/');
			const dir = mkdtempSync(join(tmpdir(), 'sidetable-bad-'));
			const truncated = join(dir, 'truncated.json');
			writeFileSync(truncated, '{"format":"sidetable.export","version":1,"sessions":[{"id":"x"');
			await page.getByLabel('ファイルから読み込む', { exact: true }).setInputFiles(truncated);
			await page
				.getByRole('alert')
				.getByText(/ファイルが壊れているか、JSONではありません/)
				.waitFor();
			await page.getByText('何も変更していません').first().waitFor();

			const badPayload = join(dir, 'bad.json');
			writeFileSync(
				badPayload,
				JSON.stringify({
					format: 'sidetable.export',
					version: 1,
					sessions: [
						{
							id: 'abc',
							systemId: 'counters',
							name: '壊れた卓',
							createdAt: 0,
							updatedAt: 0,
							events: [
								{ seq: 1, at: 0, type: 'counters/counterAdjusted', payload: { id: 'a', name: 'x', by: 0 }, parent: 0 }
							]
						}
					]
				})
			);
			await page.getByLabel('ファイルから読み込む', { exact: true }).setInputFiles(badPayload);
			await page
				.getByRole('alert')
				.getByText(/セッション「壊れた卓」の 1 番目の記録の内容が正しくありません/)
				.waitFor();
			const names = await page.locator('.session .name').allInnerTexts();
			assert.deepEqual(names, ['既存の卓']);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test('(5) switching to English and back is remembered', async () => {
		const b = await launch({ locale: 'ja-JP' });
		try {
			const { page } = b;
			await page.goto(server.base + '/settings');
			await page.getByRole('heading', { name: '設定' }).waitFor();
			await page.getByRole('button', { name: 'English' }).click();
			await page.getByRole('heading', { name: 'Settings' }).waitFor();
			assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
			await page.goto(server.base + '/');
			await page.getByRole('heading', { name: 'Sessions' }).waitFor();
			await page.reload();
			await page.getByRole('heading', { name: 'Sessions' }).waitFor();
			await page.goto(server.base + '/settings');
			await page.getByRole('button', { name: '日本語' }).click();
			await page.getByRole('heading', { name: '設定' }).waitFor();
			await page.reload();
			await page.getByRole('heading', { name: '設定' }).waitFor();
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test('(6) the list is read without creating the database, and follows changes here and in another tab', async () => {
		const b = await launch();
		try {
			const { page } = b;
			await page.goto(server.base + '/');
			await page.getByText(/まだセッションがありません|No sessions yet/).waitFor();
			// The plain read (db/peek.ts) found no database and did not create one.
			const names = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
			assert.deepEqual(await names(), []);

			// Another tab creates a session; this one, still open, lists it.
			const other = await b.context.newPage();
			await createSession(other, server.base, { name: '別タブの卓' });
			const link = page.getByRole('link', { name: /別タブの卓/ });
			await link.waitFor();
			await other.close();

			// A rename here: the list follows.
			await page.getByLabel(/「別タブの卓」の操作|Actions for “別タブの卓”/).click();
			await page.getByRole('button', { name: /^(名前を変更|Rename)$/ }).click();
			await page.getByLabel(/新しい名前|New name/).fill('本卓');
			await page.getByRole('button', { name: /^(保存|Save)$/ }).click();
			await page.getByRole('link', { name: /本卓/ }).waitFor();
			await page.reload();
			await page.getByRole('link', { name: /本卓/ }).waitFor();
			assert.deepEqual(page.sidetableErrors, []);
		} finally {
			await b.close();
		}
	});

	test('the page policy: the app’s own WebAssembly compiles (GK’s odds kernel), a string of JS never runs', async () => {
		const b = await launch();
		try {
			await b.page.goto(server.base + '/');
			await b.page.getByRole('heading', { name: 'セッション' }).waitFor();
			// (DevTools' own evaluation may eval; a string handed to setTimeout runs as the page's, and
			// a timer set after it with the same delay fires after it.)
			const policy = await b.page.evaluate(async () => {
				let wasm = 'compiles';
				try {
					new WebAssembly.Module(Uint8Array.of(0, 97, 115, 109, 1, 0, 0, 0));
				} catch (e) {
					wasm = String(e);
				}
				window.sidetableEvalRan = false;
				setTimeout('window.sidetableEvalRan = true');
				await new Promise((r) => setTimeout(r));
				return { wasm, evalRan: window.sidetableEvalRan };
			});
			assert.deepEqual(policy, { wasm: 'compiles', evalRan: false });
			// The one console error is the refused eval's report.
			assert.equal(b.errors.length, 1);
			assert.match(b.errors[0], /unsafe-eval/);
		} finally {
			await b.close();
		}
	});

	test('an English browser starts in English', async () => {
		const b = await launch({ locale: 'en-US' });
		try {
			await b.page.goto(server.base + '/');
			await b.page.getByRole('heading', { name: 'Sessions' }).waitFor();
			assert.equal(await b.page.evaluate(() => document.documentElement.lang), 'en');
		} finally {
			await b.close();
		}
	});
});
