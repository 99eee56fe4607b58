// Storage messages that name the cause (issue 28): with the device full, a tap that cannot be
// written says that storage is full, what takes the space, and offers to drop old backups — in the
// user's language — and what was saved before is all there, nothing half-written.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSession, launch, startServer } from './harness.mjs';

let server;
before(async () => (server = await startServer(4354)));
after(async () => server?.stop());

const PHONE = { width: 360, height: 640 };

/**
 * A full disk, as IndexedDB reports one: every add/put in the page throws QuotaExceededError
 * while `window.__full` is set (the backup worker is not touched).
 */
function fillDisk() {
	for (const op of ['add', 'put']) {
		const real = IDBObjectStore.prototype[op];
		IDBObjectStore.prototype[op] = function (...args) {
			if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
			return real.apply(this, args);
		};
	}
}

const WORDS = {
	ja: {
		locale: 'ja-JP',
		add: '追加',
		addForm: 'カウンターを追加',
		name: /^名前$/,
		initial: /初期値/,
		plus: 'HP を 1 増やす',
		value: /HP の値/,
		now: '今すぐバックアップ',
		written: /バックアップしました/,
		full: /保存領域がいっぱいのため、いまの操作は保存されませんでした。.*途中まで書かれたものはありません。.*セッションと表: .*バックアップ: .*（2 件）.*別保管の記録: .*古いバックアップを削除すると空きができます/,
		drop: '古いバックアップを削除',
		dropped: /古いバックアップを 1 件削除しました/
	},
	en: {
		locale: 'en-US',
		add: 'Add',
		addForm: 'Add a counter',
		name: /^Name$/,
		initial: /Starting value/,
		plus: 'Increase HP by 1',
		value: /Value of HP/,
		now: 'Back up now',
		written: /Backed up/,
		full: /storage is full, so that action was not saved\. .*nothing was half-written\. .*sessions and tables: .*backups: .*\(2\).*separate journal: .*Deleting old backups frees space/,
		drop: 'Delete old backups',
		dropped: /Deleted 1 old backups/
	}
};

for (const [lang, w] of Object.entries(WORDS))
	test(`${lang}: a tap on a full device names the cause and the space, offers to drop backups, loses nothing`, async () => {
		const b = await launch({ locale: w.locale, viewport: PHONE });
		try {
			const { page } = b;
			await page.addInitScript(fillDisk);
			const url = await createSession(page, server.base, { name: 'Full' });
			const form = page.getByRole('form', { name: w.addForm });
			await form.getByLabel(w.name).fill('HP');
			await form.getByLabel(w.initial).fill('0');
			await form.getByRole('button', { name: w.add }).click();
			const value = page.getByRole('button', { name: w.value });
			await page.getByRole('button', { name: w.plus }).click();
			await value.getByText('1', { exact: true }).waitFor();
			// Two backups, so one of them is old.
			await page.goto(server.base + '/settings');
			for (let i = 0; i < 2; i++) {
				await page.getByRole('button', { name: w.now }).click();
				await page.getByText(w.written).first().waitFor();
				await page.waitForTimeout(5);
			}
			await page.goto(url);
			await value.getByText('1', { exact: true }).waitFor();

			await page.evaluate(() => (window.__full = true));
			await page.getByRole('button', { name: w.plus }).click();
			const notice = page.getByRole('alert').filter({ hasText: w.full });
			await notice.waitFor({ timeout: 10_000 });
			assert.equal(await value.getByText('1', { exact: true }).count(), 1, 'the screen shows what was saved');

			await notice.getByRole('button', { name: w.drop }).click();
			await page.getByText(w.dropped).waitFor();

			// Nothing half-written: after the browser is closed and opened, the log holds what it held.
			await page.evaluate(() => (window.__full = false));
			await page.reload();
			await value.getByText('1', { exact: true }).waitFor();
			await page.getByRole('button', { name: w.plus }).click();
			await value.getByText('2', { exact: true }).waitFor();
			assert.deepEqual(
				b.errors.filter((e) => !/QuotaExceeded|quota/i.test(e)),
				[]
			);
		} finally {
			await b.close();
		}
	});
