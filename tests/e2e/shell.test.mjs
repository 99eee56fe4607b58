// The shell at the table (issue 28): at 360×640 the game gets the screen inside a session, four
// counters fit it at 100 % (two at 160 %), a tile can face across the table, a long total shows
// whole, the new-session form starts on the last game used, and a session restored after the
// browser wiped the database opens on its own address.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { addCounter, backupWritten, createSession, launch, startServer } from './harness.mjs';

let server;
before(async () => (server = await startServer(4352)));
after(async () => server?.stop());

const PHONE = { width: 360, height: 640 };

const value = (page, name) => page.getByRole('button', { name: new RegExp(`${name} の値`) });

async function textSize(page, size) {
	await page.goto(server.base + '/settings');
	await page.getByRole('button', { name: `${size}%` }).click();
}

/** Px under the sticky session bar down to the screen's bottom edge, and the bar's own height. */
function room() {
	const bar = document.querySelector('[data-session-bar]').getBoundingClientRect();
	return { game: Math.round(innerHeight - bar.bottom), bar: Math.round(bar.height) };
}

/** With the first tile scrolled just under the session bar: how many tiles show whole, ± buttons included. */
function tilesOnScreen() {
	const bar = document.querySelector('[data-session-bar]').getBoundingClientRect().bottom;
	const tiles = [...document.querySelectorAll('article.counter')];
	scrollBy(0, tiles[0].getBoundingClientRect().top - bar - 4);
	return tiles.filter((t) => {
		const r = t.getBoundingClientRect();
		return r.top >= bar - 1 && r.bottom <= innerHeight + 1;
	}).length;
}

for (const [size, fit] of [
	[100, 4],
	[160, 2]
])
	test(`at 360×640 and ${size} % the game has ≥ 470 px and ${fit} life counters fit one screen`, async () => {
		const b = await launch({ viewport: PHONE });
		try {
			const { page } = b;
			if (size !== 100) await textSize(page, size);
			await createSession(page, server.base, { name: 'ライフ' });
			for (const n of ['A', 'B', 'C', 'D']) await addCounter(page, n);
			const r = await page.evaluate(room);
			console.log(`# ${size} %: ${r.game} px for the game under a ${r.bar} px session bar`);
			assert.ok(r.game >= 470, `only ${r.game} px left for the game`);
			assert.equal(await page.getByRole('navigation', { name: /メイン|Main/ }).isVisible(), false);
			const shown = await page.evaluate(tilesOnScreen);
			assert.ok(shown >= fit, `${shown} tiles on one screen, wanted ${fit}`);
			assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

test('one tap on −5, a tile turned to face across the table, 123456 shown whole', async () => {
	const b = await launch({ viewport: PHONE });
	try {
		const { page } = b;
		await createSession(page, server.base, { name: '向かい' });
		await addCounter(page, 'A');
		await page.getByRole('button', { name: /A を 5 減らす/ }).click();
		await value(page, 'A').getByText('15', { exact: true }).waitFor();
		await page.getByRole('article', { name: 'A' }).locator('summary').click();
		await page.getByRole('button', { name: '向かいの人に向ける' }).click();
		const turned = () => page.evaluate(() => getComputedStyle(document.querySelector('article.counter')).transform);
		assert.match(await turned(), /^matrix\(-1, .*-1, 0, 0\)$/);
		await page.reload();
		await value(page, 'A').waitFor();
		await page.waitForFunction(() => getComputedStyle(document.querySelector('article.counter')).transform !== 'none');
		await value(page, 'A').click();
		await page.getByRole('textbox').fill('123456');
		await page.getByRole('button', { name: '決定' }).click();
		await value(page, 'A').getByText('123456', { exact: true }).waitFor();
		const clipped = await value(page, 'A').evaluate((el) => el.scrollWidth - el.clientWidth);
		assert.equal(clipped, 0, '123456 is cut');
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('the new-session form starts on the last game used, marked 「前回」, with the focus on it', async () => {
	const b = await launch({ viewport: PHONE });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'カウンター', name: '一回目' });
		await page.goto(server.base + '/');
		await page.getByRole('button', { name: '新しいセッション' }).click();
		const focused = await page.waitForFunction(() => {
			const el = document.activeElement;
			return el?.matches('input[type=radio]') && el.checked ? el.closest('label').textContent : null;
		});
		assert.match(await focused.jsonValue(), /カウンター.*前回/);
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('a session restored after the database was wiped opens on its own address', async () => {
	const b = await launch({ viewport: PHONE });
	try {
		const { page } = b;
		await page.goto(server.base + '/');
		await page.evaluate(() => localStorage.setItem('sidetable.backup.every', '10'));
		const url = await createSession(page, server.base, { name: '戻る卓' });
		await addCounter(page, 'HP', 0);
		const plus = page.getByRole('button', { name: 'HP を 1 増やす' });
		for (let i = 1; i <= 12; i++) {
			await plus.click();
			await value(page, 'HP').getByText(String(i), { exact: true }).waitFor();
		}
		await backupWritten(page);
		await page.goto('about:blank');
		const cdp = await b.context.newCDPSession(page);
		await cdp.send('Storage.clearDataForOrigin', { origin: server.base, storageTypes: 'indexeddb' });

		await page.goto(url);
		await page.getByRole('button', { name: '復元する' }).click();
		await page.getByText(/復元しました/).waitFor({ timeout: 10_000 });
		// No navigation: the session shows here, with every acknowledged tap.
		await value(page, 'HP').getByText('12', { exact: true }).waitFor({ timeout: 10_000 });
		assert.equal(page.url(), url);
		assert.equal(await page.getByText(/このセッションは見つかりません/).count(), 0);
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('/handoff sends too: pick a session, its QR codes show', async () => {
	const b = await launch({ viewport: PHONE });
	try {
		const { page } = b;
		await createSession(page, server.base, { name: '渡す卓' });
		await page.goto(server.base + '/handoff');
		await page.getByText(/渡す端末：セッションを選ぶと/).waitFor();
		await page.getByRole('button', { name: '渡す卓' }).click();
		await page.getByRole('heading', { name: 'QRコードで渡す' }).waitFor();
		await page.getByText(/コード 1 \//).waitFor({ timeout: 10_000 });
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('at 160 % the session bar shows the name on two lines, cut with …, and the whole name on a tap', async () => {
	const b = await launch({ viewport: PHONE });
	try {
		const { page } = b;
		await textSize(page, 160);
		await createSession(page, server.base, { name: 'とても長い名前のセッションです' });
		const name = page.locator('[data-session-bar] h1 button');
		// Two lines of the name beside the buttons: room for eight or so characters before the ….
		const shown = await name.evaluate((el) => {
			const r = el.getBoundingClientRect();
			return Math.round((r.width * r.height) / parseFloat(getComputedStyle(el).fontSize) ** 2);
		});
		assert.ok(shown >= 7, `room for only ${shown} characters of the name`);
		await name.click();
		assert.equal(await name.getAttribute('aria-expanded'), 'true');
		assert.equal(await name.evaluate((el) => el.scrollWidth <= el.clientWidth), true, 'the whole name shows');
		assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0);
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('a deleted session comes back from 「最近削除したセッション」 after its undo notice has gone; emptying asks first', async () => {
	const b = await launch({ viewport: PHONE });
	try {
		const { page } = b;
		await createSession(page, server.base, { name: '消える卓' });
		await createSession(page, server.base, { name: '二つ目' });
		await page.goto(server.base + '/');
		const remove = async (name) => {
			await page.getByRole('listitem').filter({ hasText: name }).locator('summary', { hasText: '⋯' }).click();
			await page.getByRole('button', { name: '削除', exact: true }).click();
			await page.getByText(`「${name}」を削除しました`).waitFor();
		};
		await remove('消える卓');
		// The undo notice lasts 10 s; a reload is well past it (the old app purged the session here).
		await page.reload();
		await page.getByRole('link', { name: /二つ目/ }).waitFor();
		assert.equal(await page.getByRole('link', { name: /消える卓/ }).count(), 0);
		await page.locator('summary', { hasText: '最近削除したセッション（1）' }).click();
		await page.getByText(/30日間ここに残り/).waitFor();
		// Tapped twice, fast: restored once, one notice.
		await page.getByRole('button', { name: '「消える卓」を元に戻す' }).dblclick();
		await page.getByRole('link', { name: /消える卓/ }).waitFor();
		await page.getByText('「消える卓」を元に戻しました').waitFor();

		await remove('消える卓');
		// Well after both taps' work would have shown (a notice stays 6 s): one restore, one notice.
		assert.equal(await page.getByText('「消える卓」を元に戻しました').count(), 1);
		await remove('二つ目');
		await page.reload();
		await page.getByText('まだセッションがありません').waitFor();
		await page.locator('summary', { hasText: '最近削除したセッション（2）' }).click();
		await page.getByRole('button', { name: 'すべて完全に削除' }).click();
		const ask = page.getByRole('group', { name: 'すべて完全に削除' });
		await ask.getByText('2件のセッションと、その記録をすべてこの端末から消します。元に戻せません。').waitFor();
		await ask.getByRole('button', { name: 'キャンセル' }).click();
		assert.equal(await page.getByRole('button', { name: /^「.+」を元に戻す$/ }).count(), 2);
		await page.getByRole('button', { name: 'すべて完全に削除' }).click();
		await ask.getByRole('button', { name: '完全に削除する' }).click();
		await page.getByText('2件のセッションを完全に削除しました').waitFor();
		await page.reload();
		await page.getByText('まだセッションがありません').waitFor();
		assert.equal(await page.locator('summary', { hasText: '最近削除したセッション' }).count(), 0);
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

for (const size of [100, 160])
	test(`at 360×640 and ${size} % the last session's ⋯ menu opens where every item can be tapped, above the bottom menu`, async () => {
		const b = await launch({ viewport: PHONE });
		try {
			const { page } = b;
			if (size !== 100) await textSize(page, size);
			for (const name of ['一', '二', '三']) await createSession(page, server.base, { name });
			await page.goto(server.base + '/');
			// The oldest is the last row; its menu opened downward under the bottom menu (削除 out of reach).
			await page.getByRole('listitem').filter({ hasText: '一' }).locator('summary', { hasText: '⋯' }).click();
			const menu = page.locator('details[open] .menu');
			await page.locator('details[open] .menu.placed').waitFor();
			const items = menu.locator(':scope > button, :scope > a');
			assert.equal(await items.count(), 6);
			const nav = await page.getByRole('navigation').first().boundingBox();
			const box = await menu.boundingBox();
			assert.ok(box.y + box.height <= nav.y, `menu ends at ${box.y + box.height}, the bottom menu starts at ${nav.y}`);
			assert.ok(box.y >= 52, `menu starts at ${box.y}, under the header`);
			// Each item is reachable: scrolled to within the menu, the tap lands on it, not on a bar.
			for (let i = 0; i < 6; i++) {
				const hit = await items.nth(i).evaluate((el) => {
					el.scrollIntoView({ block: 'nearest' });
					const r = el.getBoundingClientRect();
					return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
				});
				assert.ok(hit, `item ${i + 1} is covered`);
			}
			await menu.getByRole('button', { name: '削除', exact: true }).click();
			await page.getByText('「一」を削除しました').waitFor();
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});
