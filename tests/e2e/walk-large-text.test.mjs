// Issue 28: no sideways scroll at the largest text size. At 360×640 and 160 % text, in Japanese
// and English, every tab of every system's session screen and every reference page with all its
// folds open (the odds filled in) stays within the screen's width. Hiding the overflow is not a
// fix, so the page's own scroll width is what is measured.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSession, launch, startServer } from './harness.mjs';

let server;
before(async () => (server = await startServer(4357)));
after(async () => server?.stop());

const PHONE = { width: 360, height: 640 };
const SYSTEMS = [
	['counters', /カウンター|Counters/],
	['locke', /超人ロック|Locke/],
	['gk', /GK/],
	['pgt', /プリティ|Pretty Good/],
	['gloomhaven', /グルームヘイ|Gloomhaven/],
	['mtg-trpg', /MTG/]
];

/** How far the page scrolls sideways (0 when it fits). */
const overflow = (page) =>
	page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Buttons squeezed into a column of a character or two per line (Gloomhaven's draw bar did that at
 * 160 %, its two buttons 79 px wide and 232 px tall): taller than wide by half again, 70 px or more,
 * with more than two characters of text. The page's width stays 360 px while they do.
 */
const squeezed = (page) =>
	page.evaluate(() =>
		[...document.querySelectorAll('main :is(button, a.button, summary)')]
			.filter((e) => {
				const r = e.getBoundingClientRect();
				const text = (e.textContent ?? '').trim();
				return r.width > 0 && text.length > 2 && r.height >= 70 && r.height > 1.5 * r.width;
			})
			.map(
				(e) =>
					`「${(e.textContent ?? '').trim().slice(0, 16)}」 ${Math.round(e.getBoundingClientRect().width)}×${Math.round(e.getBoundingClientRect().height)}`
			)
	);

/** A phone set to `lang` and 160 % text, as Settings leaves it. */
async function phone(lang) {
	const b = await launch({ viewport: PHONE, locale: lang === 'ja' ? 'ja-JP' : 'en-GB' });
	await b.page.addInitScript((l) => {
		localStorage.setItem('PARAGLIDE_LOCALE', l);
		localStorage.setItem('sidetable.textSize', '160');
	}, lang);
	return b;
}

for (const lang of ['ja', 'en'])
	test(`every system's tabs and log, and every route, fit 360 px at 160 % text (${lang})`, async () => {
		const b = await phone(lang);
		try {
			const { page } = b;
			const wide = [];
			const narrow = [];
			for (const [id, name] of SYSTEMS) {
				const url = await createSession(page, server.base, { system: name, name: `walk ${id}` });
				await page.locator('main :is(h1, h2, article, [role=tablist]):visible').first().waitFor();
				if (id === 'gloomhaven') {
					// A deck, so that its attack panel and draw bar are on the screen walked.
					const form = page.getByRole('form', { name: /デッキを追加|Add deck/ });
					await form.getByRole('textbox').first().fill('Brute');
					await form.getByRole('button', { name: /デッキを追加|Add deck/ }).click();
					await page.getByRole('region', { name: 'Brute' }).waitFor();
				}
				assert.equal(await page.evaluate(() => document.documentElement.style.fontSize), '160%');
				const tabs = page.locator('main [role=tablist]').first().getByRole('tab');
				const n = await tabs.count();
				for (let i = 0; i < Math.max(n, 1); i++) {
					let label = 'screen';
					if (n > 0) {
						const tab = tabs.nth(i);
						label = (await tab.innerText()).trim();
						await tab.click();
						await page.waitForFunction(
							([at]) =>
								document
									.querySelectorAll('main [role=tablist]')[0]
									?.querySelectorAll('[role=tab]')
									[at]?.getAttribute('aria-selected') === 'true',
							[i]
						);
					}
					const px = await overflow(page);
					if (px > 0) wide.push(`${id} 「${label}」 +${px}px`);
					for (const b of await squeezed(page)) narrow.push(`${id} 「${label}」 ${b}`);
				}
				await page.goto(url + '/log');
				await page.locator('main :is(h1, h2):visible').first().waitFor();
				const px = await overflow(page);
				if (px > 0) wide.push(`${id} log +${px}px`);
			}
			// The routes around the sessions, with the sessions above in their lists.
			for (const path of ['/', '/tables', '/handoff', '/settings', '/reference']) {
				await page.goto(server.base + path);
				await page.locator('main :is(h1, h2):visible').first().waitFor();
				const px = await overflow(page);
				if (px > 0) wide.push(`${path} +${px}px`);
			}
			assert.deepEqual(wide, [], 'pages wider than the screen');
			assert.deepEqual(narrow, [], 'buttons squeezed into a column');
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

for (const lang of ['ja', 'en'])
	test(`every reference page fits 360 px at 160 % text with its folds open (${lang})`, async () => {
		const b = await phone(lang);
		try {
			const { page } = b;
			const wide = [];
			// Counters has no rules to look up: no reference page.
			for (const [id] of SYSTEMS.filter(([x]) => x !== 'counters')) {
				await page.goto(`${server.base}/reference/${id}`);
				await page.locator('main h1').first().waitFor();
				await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
				// Open every fold, nested ones included (opening one can reveal more).
				for (let round = 0; round < 4; round++) {
					const opened = await page.evaluate(() => {
						const closed = [...document.querySelectorAll('main details:not([open])')];
						for (const d of closed) d.open = true;
						return closed.length;
					});
					if (opened === 0) break;
				}
				// Odds computed in a worker fill in after the fold opens.
				await page.waitForFunction(
					() => !/勝率を計算中|Working out the odds/.test(document.querySelector('main')?.textContent ?? '')
				);
				const px = await overflow(page);
				if (px > 0) wide.push(`/reference/${id} +${px}px`);
			}
			assert.deepEqual(wide, [], 'reference pages wider than the screen');
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});
