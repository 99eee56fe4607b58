// Back does what a phone user expects: it closes the open keypad or edit form instead of
// leaving, a half-filled form asks (in our own dialog) before the app leaves, and every
// screen's title names it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSession, launch, startServer } from './harness.mjs';

let server;
before(async () => (server = await startServer(4361)));
after(async () => server?.stop());

test('back closes the typing field and the edit form; a half-filled form asks before leaving', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		const url = await createSession(page, server.base, { name: '戻る' });
		await page.waitForFunction(() => document.title === '戻る（プレイ） — Sidetable');
		const form = page.getByRole('form', { name: 'カウンターを追加' });
		await form.getByLabel(/^名前$/).fill('ライフ');
		await form.getByRole('button', { name: '追加' }).click();
		await page.getByRole('article', { name: 'ライフ' }).waitFor();

		// The value's typing field: back closes it and stays on the session.
		await page.getByRole('button', { name: 'ライフ の値' }).click();
		await page.getByLabel('値を直接入力').waitFor();
		await page.goBack();
		await page.getByLabel('値を直接入力').waitFor({ state: 'detached' });
		assert.equal(page.url(), url);
		// Closed by its own button, it leaves no history entry behind: back now leaves.
		await page.getByRole('button', { name: 'ライフ の値' }).click();
		await page.getByLabel('値を直接入力').fill('７');
		await page.getByRole('button', { name: '決定' }).click();
		await page.getByRole('button', { name: 'ライフ の値' }).getByText('7', { exact: true }).waitFor();

		// The edit form closes on back too.
		await page.getByRole('button', { name: '編集' }).click();
		await page.getByRole('form', { name: 'ライフ' }).waitFor();
		await page.goBack();
		await page.getByRole('form', { name: 'ライフ' }).waitFor({ state: 'detached' });
		assert.equal(page.url(), url);

		// A half-filled add form: leaving asks; "keep editing" stays with the text kept.
		await form.getByLabel(/^名前$/).fill('毒');
		await page.getByRole('link', { name: 'セッション一覧へ' }).click();
		const dialog = page.getByRole('dialog', { name: '入力途中です' });
		await dialog.waitFor();
		await dialog.getByRole('button', { name: '入力に戻る' }).click();
		await dialog.waitFor({ state: 'hidden' });
		assert.equal(page.url(), url);
		assert.equal(await form.getByLabel(/^名前$/).inputValue(), '毒');
		// The back button asks the same; "discard" leaves.
		await page.goBack();
		await dialog.waitFor();
		await dialog.getByRole('button', { name: '破棄して移動' }).click();
		await page.waitForURL(server.base + '/');
		await page.waitForFunction(() => document.title === 'セッション — Sidetable');
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('page titles follow the route, in Japanese and English', async () => {
	for (const [locale, expected] of [
		[
			'ja-JP',
			{
				'/settings': '設定 — Sidetable',
				'/tables': '表 — Sidetable',
				'/reference': '早見表とクイックツール — Sidetable'
			}
		],
		[
			'en-US',
			{
				'/settings': 'Settings — Sidetable',
				'/tables': 'Tables — Sidetable',
				'/reference': 'Quick reference and tools — Sidetable'
			}
		]
	]) {
		const b = await launch({ locale });
		try {
			for (const [path, title] of Object.entries(expected)) {
				await b.page.goto(server.base + path);
				await b.page.waitForFunction((t) => document.title === t, title);
			}
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	}
});
