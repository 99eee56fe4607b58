// 超人ロック's combat turn on one 360×640 screen (issue 22.16): at the start of a turn the acting
// character's choices, the 2D6 (tapped faces, a typed total, or the app's roll) and the record
// button are on the first screen, not under the record bar; one attack is recorded from there
// without scrolling, and its taps are counted; each combatant's current endurance is the largest
// number on its row (the deck count smaller); every new actor's sub-tab opens on 攻撃; and
// 「ラウンドを終える」 is on screen when the round can end. Nothing is wider than the screen at
// 160 % text. A SYNTHETIC test damage table is used.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createSession, launch, startServer, stepHeadingInView } from './harness.mjs';
import {
	addPlayers,
	fillTablesSlot,
	logLines,
	shot,
	startCombatOfThree,
	startCombatOnPlanet2,
	testDamage,
	whoseTurn
} from './locke-shared.mjs';

const PHONE = { width: 360, height: 640 };
const SHOTS = '/tmp/locke-turn-shots';

let server;
before(async () => {
	server = await startServer(4347);
	mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
	await server?.stop();
});

/**
 * The element is on the first screen as it is now (no scrolling) and nothing covers its middle —
 * not the record bar, not the session bar: a thumb lands on it.
 */
async function onScreen(locator, what) {
	const box = await locator.boundingBox();
	assert.ok(box, `${what}: not laid out`);
	assert.ok(
		box.y >= 0 && box.y + box.height <= PHONE.height,
		`${what} at y=${box.y}–${box.y + box.height} is off the screen`
	);
	const hit = await locator.evaluate((el) => {
		const r = el.getBoundingClientRect();
		const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		return top === el || el.contains(top);
	});
	assert.ok(hit, `${what} is covered (a sticky bar lies over it)`);
	return box;
}

/** Taps as a thumb does: where the element is now, never scrolling to it first. */
async function tap(page, locator, what, taps) {
	const box = await onScreen(locator, what);
	await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
	taps.count += 1;
}

/** Picks from a select on screen: a phone opens the list (one tap) and picks (a second). */
async function pick(locator, what, option, taps) {
	await onScreen(locator, what);
	await locator.selectOption(option);
	taps.count += 2;
}

const scrollY = (page) => page.evaluate(() => window.scrollY);

/** The page's width at 160 % text (the setting's own storage key), then back to 100 %. */
async function widthAt160(page) {
	await page.evaluate(() => localStorage.setItem('sidetable.textSize', '160'));
	await page.reload();
	await page.locator('.combat-head').waitFor();
	const width = await page.evaluate(() => document.documentElement.scrollWidth);
	await page.screenshot({ path: `${SHOTS}/160-${Date.now()}.png`, fullPage: true });
	await page.evaluate(() => localStorage.removeItem('sidetable.textSize'));
	await page.reload();
	await page.locator('.combat-head').waitFor();
	return width;
}

/** Each combatant's row: the endurance's font size and the largest of the rest of the row; the deck count's. */
async function statusSizes(page) {
	return page.evaluate(() => {
		const size = (el) => parseFloat(getComputedStyle(el).fontSize);
		const rows = [...document.querySelectorAll('ol.fighters > li')].map((li) => {
			const endurance = li.querySelector('.endurance b');
			let rest = 0;
			for (const el of li.querySelectorAll('*')) {
				const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '');
				if (own && !endurance.contains(el)) rest = Math.max(rest, size(el));
			}
			return { text: li.innerText.replace(/\s+/g, ' '), endurance: size(endurance), rest };
		});
		return { rows, deck: size(document.querySelector('.deck-count')) };
	});
}

/** The start of `name`'s turn: 攻撃 selected, and the form's controls on the first screen. */
async function turnStartsOnOneScreen(page, name) {
	await whoseTurn(page, name);
	await page.evaluate(() => window.scrollTo(0, 0));
	assert.equal(await page.getByRole('tab', { name: '攻撃' }).getAttribute('aria-selected'), 'true', name);
	const atk = page.getByRole('form', { name: '攻撃' });
	await onScreen(atk.getByLabel('防御側'), `${name}: 防御側`);
	await onScreen(atk.getByLabel(/攻撃Cカード/), `${name}: 攻撃Cカード`);
	const dice = atk.getByRole('group', { name: `${name} の攻撃の2D6` });
	for (const die of ['1個目', '2個目'])
		for (const face of ['1', '6'])
			await onScreen(
				dice.getByRole('group', { name: die }).getByRole('button', { name: face, exact: true }),
				`${name}: ${die} ${face}`
			);
	await onScreen(dice.getByLabel('合計を入力'), `${name}: 合計を入力`);
	await onScreen(dice.getByRole('button', { name: 'アプリで振る' }), `${name}: アプリで振る`);
	await onScreen(atk.getByRole('button', { name: '攻撃を記録' }), `${name}: 攻撃を記録`);
	assert.equal(await scrollY(page), 0);
	return atk;
}

describe('超人ロック: the combat turn on one 360×640 screen', () => {
	test('choices, 2D6 and record on the first screen; one attack recorded from there; the status; the round end', async () => {
		const b = await launch({ viewport: PHONE });
		const { page } = b;
		try {
			await startCombatOfThree(page, server.base, '一画面のロック卓');

			// ナガト's turn opens with everything for an attack on the first screen.
			const atk = await turnStartsOnOneScreen(page, 'ナガト');
			await page.screenshot({ path: `${SHOTS}/1-turn-start.png` });

			// Each combatant's current endurance is the largest number on its row; the deck count is smaller.
			const sizes = await statusSizes(page);
			for (const row of sizes.rows) assert.ok(row.endurance > row.rest, JSON.stringify(row));
			assert.ok(
				sizes.rows.every((row) => row.endurance > sizes.deck),
				JSON.stringify(sizes)
			);

			// One attack from the start of the turn, every tap where the control already is: ロック1,
			// ビームキャノン 16 (16 ÷ 6 = 2:1), the faces 6 and 5, record.
			const taps = { count: 0 };
			await pick(atk.getByLabel('防御側'), '防御側', { label: 'ロック1 (耐久 6)' }, taps);
			await pick(atk.getByLabel(/攻撃Cカード/), '攻撃Cカード', 'beam-cannon@16', taps);
			const dice = atk.getByRole('group', { name: 'ナガト → ロック1の2D6' });
			await tap(page, dice.getByRole('group', { name: '1個目' }).getByRole('button', { name: '6' }), '1個目 6', taps);
			await tap(page, dice.getByRole('group', { name: '2個目' }).getByRole('button', { name: '5' }), '2個目 5', taps);
			const damage = testDamage(2, 11);
			await atk
				.getByLabel('ナガト → ロック1のダメージ')
				.filter({ hasText: String(damage) })
				.waitFor();
			await page.screenshot({ path: `${SHOTS}/2-rolled.png` });
			// Nobody scrolled: every tap above landed where its control already was (the dice's result,
			// taking focus, may nudge the page by a few pixels on its own).
			assert.ok((await scrollY(page)) < 24, 'no scrolling for the attack');
			await tap(page, atk.getByRole('button', { name: '攻撃を記録' }), '攻撃を記録', taps);
			await page.getByText('主要行動は済みました', { exact: false }).waitFor();
			assert.equal(taps.count, 7, 'taps for one attack: defender 2, card 2, two faces, record');
			console.log(`taps for one attack from the start of a turn: ${taps.count}`);
			// The next step, on the same screen.
			await onScreen(page.getByRole('button', { name: 'ナガト の手番を終える' }), 'ナガト の手番を終える');
			assert.equal(await page.getByLabel('ロック1 の現在耐久力').innerText(), `${6 - damage}/6`);
			await page.getByRole('button', { name: 'ナガト の手番を終える' }).click();

			// ライザ switches to 格闘 and passes; ロック1's turn opens on 攻撃 again, on one screen.
			await whoseTurn(page, 'ライザ');
			await page.getByRole('tab', { name: '格闘' }).click();
			await page.getByRole('form', { name: '格闘' }).waitFor();
			await page.getByRole('button', { name: 'パス(ライザ の手番を終える)' }).click();
			await turnStartsOnOneScreen(page, 'ロック1');
			await page.screenshot({ path: `${SHOTS}/3-next-turn.png` });
			assert.ok((await widthAt160(page)) <= PHONE.width, 'a turn at 160 % is no wider than the screen');

			// The round can end: 「ラウンドを終える」 is on the first screen.
			await whoseTurn(page, 'ロック1');
			await page.getByRole('button', { name: 'パス(ロック1 の手番を終える)' }).click();
			const end = page.getByRole('form', { name: 'ラウンド 1 終了フェイズ' });
			await end.waitFor();
			await page.evaluate(() => window.scrollTo(0, 0));
			await onScreen(end.getByRole('button', { name: 'ラウンドを終える' }), 'ラウンドを終える');
			await page.screenshot({ path: `${SHOTS}/4-round-end.png` });
			assert.ok((await widthAt160(page)) <= PHONE.width, 'the round end at 160 % is no wider than the screen');
			await page.evaluate(() => window.scrollTo(0, 0));
			await end.getByRole('button', { name: 'ラウンドを終える' }).click();
			await page.getByText('ラウンド 2 ·', { exact: false }).waitFor();

			const lines = await logLines(page);
			assert.equal(lines.filter((l) => l.startsWith('ナガト → ロック1(Lv4)')).length, 1, lines.join('\n'));
			assert.deepEqual(b.errors, []);
		} catch (err) {
			throw await shot(page, err);
		} finally {
			await b.close();
		}
	});
});

test('超人ロック at 160 % text: 戦闘開始 and 手札を配る bring the initiative step to its start, under the session bar and the combat status that sticks below it', async () => {
	const b = await launch({ viewport: PHONE });
	try {
		const { page } = b;
		await page.goto(server.base + '/settings');
		await page.getByRole('button', { name: '160%' }).click();
		await fillTablesSlot(page, server.base);
		await createSession(page, server.base, { system: 'ロック|Locke', name: '大きな字のロック' });
		await addPlayers(page);
		await startCombatOnPlanet2(page);
		// The page was scrolled down to the button; the step that replaces it arrived above the window.
		await page.getByRole('region', { name: 'イニシアチブ決定' }).waitFor();
		await stepHeadingInView(page, 'イニシアチブ決定');
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});
