// Phone first: at 360×640 nothing scrolls sideways, every control is at least 44 px and has a
// name, and the main flow works from the keyboard alone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSession, launch, startServer } from './harness.mjs';

let server;
before(async () => (server = await startServer(4351)));
after(async () => server?.stop());

/** Visible controls smaller than 44×44 px, or without an accessible name. */
function auditControls() {
	const small = [];
	const unnamed = [];
	for (const el of document.querySelectorAll('button, a[href], input, select, textarea, summary, [role=button]')) {
		const r = el.getBoundingClientRect();
		const style = getComputedStyle(el);
		if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
		if (el.closest('.visually-hidden') || el.classList.contains('visually-hidden')) continue;
		if (el.matches('a.skip')) continue;
		// A checkbox or radio inside its label: the label is the tap target.
		const target = el.matches('input[type=checkbox], input[type=radio]') ? (el.closest('label') ?? el) : el;
		const t = target.getBoundingClientRect();
		if (t.width < 44 || t.height < 44)
			small.push(
				`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(t.width)}×${Math.round(t.height)}`
			);
		const name =
			el.getAttribute('aria-label') ||
			el.textContent?.trim() ||
			(el.id && document.querySelector(`label[for="${el.id}"]`)?.textContent) ||
			el.closest('label')?.textContent ||
			el.getAttribute('title') ||
			el.getAttribute('placeholder');
		if (!name?.trim()) unnamed.push(el.outerHTML.slice(0, 80));
	}
	return { small, unnamed, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
}

for (const size of [100, 160])
	test(`home, session, log and settings at 360×640, text at ${size} %`, async () => {
		const b = await launch({ viewport: { width: 360, height: 640 } });
		try {
			const { page } = b;
			if (size !== 100) {
				// Chosen in Settings like a person would; it is kept for every later page.
				await page.goto(server.base + '/settings');
				await page.getByRole('button', { name: `${size}%` }).click();
				assert.equal(
					await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
					`${(16 * size) / 100}px`
				);
			}
			const url = await createSession(page, server.base, {
				name: 'とても長いセッションの名前がここに入っても崩れないこと'
			});
			const form = page.getByRole('form', { name: 'カウンターを追加' });
			await form.getByLabel(/^名前$/).fill('ライフ');
			await form.getByRole('button', { name: '追加' }).click();
			await page.getByRole('article', { name: 'ライフ' }).waitFor();
			for (const path of ['/', url.replace(server.base, ''), url.replace(server.base, '') + '/log', '/settings']) {
				await page.goto(server.base + path);
				await page.waitForLoadState('networkidle');
				// A page is drawn once a heading or the game's first card shows (a phone at 160 % folds the session's title into its bar).
				await page.locator('main :is(h1, h2, article):visible').first().waitFor();
				const audit = await page.evaluate(auditControls);
				assert.equal(audit.overflow, 0, `${path} scrolls sideways`);
				assert.deepEqual(audit.small, [], `${path}: controls under 44 px`);
				assert.deepEqual(audit.unnamed, [], `${path}: controls without a name`);
				if (size !== 100)
					assert.equal(
						await page.evaluate(() => document.documentElement.style.fontSize),
						`${size}%`,
						`${path} keeps the text size`
					);
			}
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

test('the keyboard alone can add a counter, change it and undo', async () => {
	const b = await launch();
	try {
		const { page } = b;
		await createSession(page, server.base, { name: 'キーボード' });
		await page.getByLabel(/^名前$/).focus();
		await page.keyboard.type('HP');
		await page.keyboard.press('Enter');
		await page.getByRole('article', { name: 'HP' }).waitFor();
		await page.getByRole('button', { name: 'HP を 1 増やす' }).focus();
		await page.keyboard.press('Enter');
		await page.getByRole('button', { name: 'HP の値' }).getByText('21', { exact: true }).waitFor();
		await page.keyboard.press('Space');
		await page.getByRole('button', { name: 'HP の値' }).getByText('22', { exact: true }).waitFor();
		await page.locator('body').click({ position: { x: 5, y: 300 } });
		// Quick presses on one counter are one action: one undo takes both back.
		await page.keyboard.press('Control+z');
		await page.getByRole('button', { name: 'HP の値' }).getByText('20', { exact: true }).waitFor();
		await page.keyboard.press('Control+Shift+z');
		await page.getByRole('button', { name: 'HP の値' }).getByText('22', { exact: true }).waitFor();
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('the screen is kept on while a session is open, and let go when it closes or hides', async () => {
	const b = await launch();
	try {
		const { page } = b;
		// Headless Chromium refuses real wake locks: a stub records what the app asks for.
		await page.addInitScript(() => {
			const log = (window.__wakeLog = []);
			Object.defineProperty(navigator, 'wakeLock', {
				configurable: true,
				value: {
					request: async (type) => {
						const s = new EventTarget();
						s.released = false;
						s.release = async () => {
							s.released = true;
							log.push('release');
							s.dispatchEvent(new Event('release'));
						};
						log.push(`request:${type}`);
						return s;
					}
				}
			});
		});
		await page.goto(server.base + '/');
		await page.waitForLoadState('networkidle');
		assert.deepEqual(await page.evaluate(() => window.__wakeLog), [], 'not on the sessions list');
		await createSession(page, server.base, { name: '起きている' });
		await page.waitForFunction(() => window.__wakeLog.includes('request:screen'));
		await page.getByRole('link', { name: 'セッション一覧へ' }).click();
		await page.waitForFunction(() => window.__wakeLog.at(-1) === 'release');
		assert.deepEqual(await page.evaluate(() => window.__wakeLog), ['request:screen', 'release']);
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});
