// Gloomhaven attacks in real Chromium at 360×640: a deck, two attacks (app and table), one undo
// that takes a whole draw back, a reload that keeps it, and the same offline.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createSession, launch, startServer, waitForServiceWorker } from './harness.mjs';

const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page, name) => SHOTS && page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

let server;
before(async () => {
	server = await startServer(4371);
});
after(async () => {
	await server?.stop();
});

/** The number of cards left in the pile, as the deck card prints it. */
async function pileOf(deck) {
	const text = await deck.getByText(/山札 \d+/).innerText();
	return Number(/山札 (\d+)/.exec(text)[1]);
}

test('a deck, an app draw and a table draw; one undo takes a draw back; kept after reload and offline', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'グルームヘイヴン', name: '水曜のシナリオ' });
		const form = page.getByRole('form', { name: 'デッキを追加' });
		await form.getByLabel('名前').fill('ブルート');
		await form.getByRole('button', { name: 'デッキを追加' }).click();
		const deck = page.getByRole('region', { name: 'ブルート' });
		await deck.getByText('期待ダメージ').waitFor();
		// The one-time storage notice (first session) goes away on its own; wait for it before looking.
		await page
			.waitForFunction(() => !document.querySelector('.notices .notice'), undefined, { timeout: 15_000 })
			.catch(() => undefined);
		await shot(page, 'gh-deck');
		assert.equal(await pileOf(deck), 20);

		await deck.getByRole('button', { name: 'アプリで引く' }).click();
		await deck.getByRole('status', { name: '直前の攻撃' }).waitFor();
		const afterApp = await pileOf(deck);
		assert.ok(afterApp <= 19, `the app draw took at least one card (pile ${afterApp})`);
		await shot(page, 'gh-after-app-draw');

		await deck.getByRole('radio', { name: '有利' }).check();
		await deck.getByRole('button', { name: '実物で引いたカードを入力' }).click();
		const picker = deck.getByRole('group', { name: '実物で引いたカードを入力' });
		await picker.getByRole('button', { name: /^\+0/ }).click();
		await picker.getByRole('button', { name: /^\+0/ }).click();
		await shot(page, 'gh-table-draw');
		await picker.getByRole('button', { name: '記録' }).click();
		await page.waitForFunction((n) => /山札 (\d+)/.exec(document.body.innerText)?.[1] === String(n), afterApp - 2);

		// One undo takes back the whole table draw (one command), not one card of it.
		await page.getByRole('button', { name: /^元に戻す/ }).click();
		await page.waitForFunction((n) => /山札 (\d+)/.exec(document.body.innerText)?.[1] === String(n), afterApp);

		await page.reload();
		await page.getByRole('region', { name: 'ブルート' }).waitFor();
		assert.equal(await pileOf(page.getByRole('region', { name: 'ブルート' })), afterApp);

		await waitForServiceWorker(page);
		await b.context.setOffline(true);
		await page.reload();
		const offline = page.getByRole('region', { name: 'ブルート' });
		await offline.getByRole('button', { name: 'アプリで引く' }).click();
		await page.waitForFunction((n) => Number(/山札 (\d+)/.exec(document.body.innerText)?.[1]) < n, afterApp);
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});
