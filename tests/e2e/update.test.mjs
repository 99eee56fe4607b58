// A new version waits for the person: the app shows "update available" and never reloads mid-session by itself.
// Served from build/ (the adapter's real output) by a tiny static server that can publish a changed service worker.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { launch, waitForServiceWorker, createSession } from './harness.mjs';

const BUILD = new URL('../../build/', import.meta.url).pathname;
const TYPES = {
	'.html': 'text/html',
	'.js': 'text/javascript',
	'.css': 'text/css',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon'
};
let swEdition = 1;
let server;
let base;

/** Static hosting as the README describes it: file, else file.html, else the 200.html SPA fallback. */
function resolveFile(urlPath) {
	const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
	for (const candidate of [clean, `${clean}.html`, join(clean, 'index.html')]) {
		const file = join(BUILD, candidate);
		if (existsSync(file) && statSync(file).isFile()) return file;
	}
	return join(BUILD, '200.html');
}

before(async () => {
	server = createServer(async (req, res) => {
		const path = new URL(req.url, 'http://x').pathname;
		const file = resolveFile(path);
		let body = await readFile(file);
		if (path === '/service-worker.js' && swEdition > 1)
			body = Buffer.concat([body, Buffer.from(`\n// edition ${swEdition}\n`)]);
		res.writeHead(200, {
			'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
			'cache-control': 'no-cache'
		});
		res.end(body);
	});
	await new Promise((r) => server.listen(4341, '127.0.0.1', r));
	base = 'http://127.0.0.1:4341';
});
after(() => new Promise((r) => server.close(r)));

test('a new version shows a prompt, waits, and reloads only when asked; data survives', async () => {
	const b = await launch();
	try {
		const { page } = b;
		await page.goto(base + '/');
		await waitForServiceWorker(page);
		const url = await createSession(page, base, { name: '更新テスト' });
		const form = page.getByRole('form', { name: 'カウンターを追加' });
		await form.getByLabel(/^名前$/).fill('HP');
		await form.getByRole('button', { name: '追加' }).click();
		await page.getByRole('article', { name: 'HP' }).waitFor();
		await page.evaluate(() => (window.__stillHere = true));

		swEdition = 2;
		await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
		const prompt = page.getByRole('complementary', { name: '新しいバージョンがあります' });
		await prompt.waitFor();
		// The new worker is waiting; the page was not reloaded behind the person's back.
		assert.equal(await page.evaluate(() => window.__stillHere), true);
		assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)), true);

		await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: '更新して再読み込み' }).click()]);
		assert.equal(await page.evaluate(() => window.__stillHere), undefined, 'reloaded once asked');
		assert.equal(page.url(), url);
		await page.getByRole('article', { name: 'HP' }).waitFor();
		assert.equal(await prompt.count(), 0);
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('the static build serves deep links and the offline shell from 200.html', async () => {
	const b = await launch();
	try {
		const res = await b.page.goto(base + '/s/not-a-real-session');
		assert.equal(res?.status(), 200);
		await b.page.getByText('このセッションは見つかりません').waitFor();
	} finally {
		await b.close();
	}
});
