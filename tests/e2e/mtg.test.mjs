// 「MTGでTRPG」 in real Chromium at 360×640: three PCs with deck lists against a deck enemy
// (handicaps and the preparation turn), a check during combat, reload mid-game = identical, the
// library-out counter reaching 45 against a single-card enemy in a second combat part, an escape
// check, a horde with preparation turns from a check, resets between parts; the same offline.
// Then a combat part against two enemies, each with its own counter, and a check revealed from a
// library whose cards in hand the table told the app about.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { afterTapWindow, createSession, doubleTap, launch, startServer, waitForServiceWorker } from './harness.mjs';

const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page, name) => SHOTS && page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

let server;
before(async () => {
	server = await startServer(4401);
});
after(async () => {
	await server?.stop();
});

const RED = '24 land R\n8 R 1\n12 R 2\n8 R 3\n6 R 4\n2 R 5 *';

/** Types a value into a NumberStepper (tap the number, type, 決定). */
async function setStepper(scope, name, value) {
	await scope.getByRole('button', { name: `${name} の値（タップで入力）` }).click();
	await scope.getByLabel(`${name} の新しい値`).fill(String(value));
	await scope.getByRole('button', { name: '決定' }).click();
}

/** ① play order, the reset, ② everyone, ③ the enemy. */
async function startPart(page, { kind, name }) {
	await page.getByRole('radio', { name: 'PC側が先攻' }).check();
	await page.getByRole('button', { name: '先攻・後攻を決定' }).click();
	await page.getByRole('button', { name: 'リセット', exact: true }).click();
	// ② is drawn where リセット was: a person reads it before tapping (a bounce there is swallowed).
	await afterTapWindow(page);
	await page.getByRole('button', { name: '② 戦闘パート開始' }).click();
	await page.getByRole('radio', { name: kind, exact: true }).check();
	await page.getByLabel('敵の名前').fill(name);
	await page.getByRole('button', { name: '敵が登場' }).click();
	await page.getByRole('region', { name: `敵：${name}` }).waitFor();
}

/** Fills the two revealed cards of a check form and records them. */
async function enterCards(form, [firstMv, secondMv]) {
	await setStepper(
		form.getByRole('group', { name: '1枚目（目標値）', exact: true }),
		'1枚目（目標値）のマナ総量',
		firstMv
	);
	const second = form.getByRole('group', { name: '2枚目（達成値）', exact: true });
	await second.getByRole('button', { name: '赤' }).click();
	await setStepper(second, '2枚目（達成値）のマナ総量', secondMv);
	await form.getByRole('button', { name: '入力したカードで記録' }).click();
}

const panelText = (page) => page.locator('#mtg-panel').innerText();

test('three PCs, four combat parts (deck, single card, escape, horde); reload and offline keep the game', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'MTGでTRPG', name: '竹取の魔法使い' });
		await page
			.waitForFunction(() => !document.querySelector('.notices .notice'), undefined, { timeout: 15_000 })
			.catch(() => undefined);

		// PCs with deck lists; a bad line is named and nothing is added.
		const form = page.getByRole('form', { name: 'PCを追加' });
		await form.getByLabel('PCの名前').fill('アリス');
		await form.getByLabel('デッキリスト').fill('24 land R\n4 X 1');
		await form.getByRole('button', { name: 'PCを追加' }).click();
		await form.getByRole('alert').filter({ hasText: '2 行目' }).waitFor();
		for (const name of ['アリス', 'ボブ', 'キャロル']) {
			await form.getByLabel('PCの名前').fill(name);
			await form.getByLabel('デッキリスト').fill(RED);
			await form.getByRole('button', { name: 'PCを追加' }).click();
			await page.getByRole('region', { name }).waitFor();
		}
		await shot(page, 'mtg-pcs');

		// Part 1: a deck enemy against three PCs: 40 life, 9 cards, a preparation turn.
		await page.getByRole('tab', { name: '戦闘' }).click();
		assert.equal(await page.getByRole('button', { name: 'リセット', exact: true }).count(), 0);
		await shot(page, 'mtg-step1');
		await startPart(page, { kind: 'デッキ', name: '竜' });
		await page.getByText('準備ターン：敵はPCに攻撃できない').waitFor();
		const enemy = page.getByRole('region', { name: '敵：竜' });
		assert.match(await enemy.getByRole('group', { name: '竜 のライフ', exact: true }).innerText(), /40/);
		assert.match(await enemy.innerText(), /手札の上限 9 枚/);
		await shot(page, 'mtg-prep-turn');
		await page.getByRole('button', { name: '次のターン' }).click();
		await page.getByText('ターン 1', { exact: true }).waitFor();

		// A check during combat: アリス, red, difficulty 0: first card 3 (target 3), second red 1 (1 + 5 = 6).
		await page.locator('summary', { hasText: '行動判定' }).click();
		const check = page.getByRole('region', { name: '行動判定' });
		await enterCards(check, [3, 1]);
		await check.getByRole('status', { name: '直前の判定' }).filter({ hasText: '成功' }).waitFor();
		await page.getByRole('region', { name: 'アリス' }).getByText('判定済み').waitFor();
		await shot(page, 'mtg-check');
		const alice = page.getByRole('region', { name: 'アリス', exact: true });
		await alice.getByRole('button', { name: 'アリス のライフ を 1 減らす' }).click();
		await page.waitForFunction(() => document.body.innerText.includes('19'));
		await shot(page, 'mtg-game');

		// Reload mid-game: the same state (the check form folded, as a reload leaves it).
		await page.locator('summary', { hasText: '行動判定' }).click();
		const before = await panelText(page);
		await page.reload();
		await page.getByRole('tab', { name: '戦闘' }).click();
		await page.getByRole('region', { name: '敵：竜' }).waitFor();
		assert.equal(await panelText(page), before);

		// The enemy falls; ⑤ ends the part with a reset.
		await setStepper(page.getByRole('region', { name: '敵：竜' }), '竜 のライフ', 0);
		await page.getByRole('button', { name: '⑤ 戦闘パートを終了してリセット' }).click();
		await page.getByRole('heading', { name: '戦闘パート 1 終了' }).waitFor();

		// Part 2: a single creature; the library-out counter reaches 45.
		await startPart(page, { kind: 'クリーチャー', name: 'ワーム' });
		const worm = page.getByRole('region', { name: '敵：ワーム' });
		await setStepper(worm, 'ワーム：ライブラリーから減ったはずのカード', 44);
		assert.equal(await worm.getByText('敵は敗北した').count(), 0);
		await worm.getByRole('button', { name: 'ワーム：ライブラリーから減ったはずのカード を 1 増やす' }).click();
		await worm.getByText('敵は敗北した').waitFor();
		await shot(page, 'mtg-library-out');
		await page.getByRole('button', { name: '⑤ 戦闘パートを終了してリセット' }).click();
		await page.getByRole('heading', { name: '戦闘パート 2 終了' }).waitFor();

		// Part 3: escape. The default reading counts the enemy's untapped permanents (capped at 4).
		await startPart(page, { kind: 'デッキ', name: '鬼' });
		await page.getByRole('button', { name: '次のターン' }).click();
		await page.locator('summary', { hasText: '逃げる判定' }).click();
		const escape = page.getByRole('region', { name: '逃げる判定' });
		await setStepper(escape, 'アンタップ状態の敵のパーマネントの数', 7);
		await escape.getByText('難易度 4：アンタップ状態の敵のパーマネントの数(最大4)').waitFor();
		await escape.getByRole('status', { name: '成功率' }).waitFor();
		await shot(page, 'mtg-escape');
		await enterCards(escape, [0, 0]);
		await page.getByText('逃げ出した').first().waitFor();
		await page.getByRole('button', { name: '⑤ 戦闘パートを終了してリセット' }).click();
		await page.getByRole('heading', { name: '戦闘パート 3 終了' }).waitFor();

		// Part 4: a horde; the representative's check gives its preparation turns (8 − 6 → 2 at difficulty 0).
		await page.getByRole('tab', { name: '設定' }).click();
		await page
			.getByRole('group', { name: '大群の判定の難易度' })
			.getByRole('radio', { name: /^難易度0/ })
			.check();
		await page.getByRole('tab', { name: '戦闘' }).click();
		await startPart(page, { kind: '大群デッキ', name: 'ゾンビの群れ' });
		const horde = page.getByRole('region', { name: '大群の準備ターンの判定' });
		await horde.getByRole('status', { name: '成功率' }).waitFor();
		await shot(page, 'mtg-horde-check');
		await enterCards(horde, [6, 3]);
		await page.getByText('大群が動く前の準備ターン（残り 2）').waitFor();
		await shot(page, 'mtg-horde-prep');

		// Offline: the same state after a reload, and play goes on.
		const online = await panelText(page);
		await waitForServiceWorker(page);
		await b.context.setOffline(true);
		await page.reload();
		await page.getByRole('tab', { name: '戦闘' }).click();
		await page.getByText('大群が動く前の準備ターン（残り 2）').waitFor();
		assert.equal(await panelText(page), online);
		await page.getByRole('button', { name: '次のターン' }).click();
		await page.getByText('大群が動く前の準備ターン（残り 1）').waitFor();
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('two enemies in one combat part, and a check revealed from the library with the hand known', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'MTGでTRPG', name: '二体の敵' });
		const form = page.getByRole('form', { name: 'PCを追加' });
		for (const [name, deck] of [
			['アリス', '4 稲妻 : R 3\n16 島 : land U'],
			['ボブ', RED]
		]) {
			await form.getByLabel('PCの名前').fill(name);
			await form.getByLabel('デッキリスト').fill(deck);
			await form.getByRole('button', { name: 'PCを追加' }).click();
			await page.getByRole('region', { name }).waitFor();
		}

		// ③ Two enemies: a deck and a single creature.
		await page.getByRole('tab', { name: '戦闘' }).click();
		await page.getByRole('radio', { name: 'PC側が先攻' }).check();
		await page.getByRole('button', { name: '先攻・後攻を決定' }).click();
		await page.getByRole('button', { name: 'リセット', exact: true }).click();
		await afterTapWindow(page);
		await page.getByRole('button', { name: '② 戦闘パート開始' }).click();
		const first = page.getByRole('group', { name: '敵1', exact: true });
		await first.getByLabel('敵の名前').fill('竜');
		await page.getByRole('button', { name: '敵を追加' }).click();
		const second = page.getByRole('group', { name: '敵2', exact: true });
		await second.getByRole('radio', { name: 'クリーチャー', exact: true }).check();
		await second.getByLabel('敵の名前').fill('ゴブリン');
		await shot(page, 'mtg-two-enemies-form');
		await page.getByRole('button', { name: '敵が登場' }).click();
		const dragon = page.getByRole('region', { name: '敵：竜' });
		const goblin = page.getByRole('region', { name: '敵：ゴブリン' });
		await dragon.waitFor();
		await goblin.waitFor();
		assert.match(await dragon.getByRole('group', { name: '竜 のライフ', exact: true }).innerText(), /40/);
		await page.getByRole('button', { name: '次のターン' }).click();
		await page.getByText('ターン 1', { exact: true }).waitFor();

		// Each enemy keeps its own counter: the goblin's library-out in tens and fives.
		await dragon.getByRole('button', { name: '竜 のライフ −10' }).click();
		for (let i = 0; i < 4; i++)
			await goblin.getByRole('button', { name: 'ゴブリン：ライブラリーから減ったはずのカード +10' }).click();
		await goblin.getByText('45枚で敗北（あと 5 枚）').waitFor();
		await shot(page, 'mtg-two-enemies');
		await goblin.getByRole('button', { name: 'ゴブリン：ライブラリーから減ったはずのカード +5' }).click();
		await goblin.getByText('敵は敗北した').waitFor();
		assert.match(await dragon.getByRole('group', { name: '竜 のライフ', exact: true }).innerText(), /30/);
		assert.equal(await page.getByRole('button', { name: '⑤ 戦闘パートを終了してリセット' }).count(), 0);

		// A check: all four 稲妻 are in アリス's hand, so the app reveals two of the sixteen islands.
		await page.locator('summary', { hasText: '行動判定' }).click();
		const check = page.getByRole('region', { name: '行動判定' });
		await check.locator('summary', { hasText: '分かっているカード' }).click();
		const put = check.getByRole('group', { name: 'ライブラリーから手札へ' });
		for (let i = 0; i < 4; i++) await put.getByRole('button', { name: /^稲妻：マナ総量3（赤）/ }).click();
		await check.getByText('ライブラリー 16 枚（上に既知 0 枚）：判定は未知の 16 枚から').first().waitFor();
		assert.match(await check.getByRole('status', { name: '成功率' }).innerText(), /100%/);
		await shot(page, 'mtg-known-cards');
		await check.getByRole('button', { name: 'アプリでめくる' }).click();
		await check.getByRole('status', { name: '直前の判定' }).filter({ hasText: '成功' }).waitFor();
		assert.equal(await check.getByLabel('記録するとこうなる').count(), 0);
		await shot(page, 'mtg-check-from-library');

		// The log names what happened: the life total after the tap, the two islands, the result.
		const sessionUrl = page.url();
		await page.goto(sessionUrl.replace(/\/?$/, '/log'));
		const log = page.getByRole('list', { name: 'セッションログ' });
		await log.getByText('竜 のライフ −10 → 30').waitFor();
		await log
			.getByText(
				'アリス：行動判定（赤・難易度0）→ 1枚目 マナ総量0（青）・2枚目 マナ総量0（青）：成功（目標値0・達成値0）'
			)
			.waitFor();
		await log.getByText('アリス：カード1枚 ライブラリー → 手札').first().waitFor();
		assert.doesNotMatch(await log.innerText(), /稲妻/);
		await page.goto(sessionUrl);

		// The dragon falls too: ⑤ asks each hand as it is now.
		await page.getByRole('tab', { name: '戦闘' }).click();
		await setStepper(page.getByRole('region', { name: '敵：竜' }), '竜 のライフ', 0);
		const end = page.getByRole('region', { name: '⑤終了' });
		await setStepper(end, 'アリス のいまの手札', 4);
		await end.getByRole('button', { name: '⑤ 戦闘パートを終了してリセット' }).click();
		await page.getByRole('heading', { name: '戦闘パート 1 終了' }).waitFor();
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('a double tap (50 ms) on each button that moves the game on records once; life taps add up as one line', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'MTGでTRPG', name: '二度押し' });
		const form = page.getByRole('form', { name: 'PCを追加' });
		await form.getByLabel('PCの名前').fill('アリス');
		await form.getByLabel('デッキリスト').fill(RED);
		await doubleTap(form.getByRole('button', { name: 'PCを追加' }));
		await page.getByRole('region', { name: 'アリス' }).waitFor();

		await page.getByRole('tab', { name: '戦闘' }).click();
		await page.getByRole('radio', { name: 'PC側が先攻' }).check();
		await doubleTap(page.getByRole('button', { name: '先攻・後攻を決定' }));
		await doubleTap(page.getByRole('button', { name: 'リセット', exact: true }));
		await doubleTap(page.getByRole('button', { name: '② 戦闘パート開始' }));
		await page.getByRole('radio', { name: 'クリーチャー', exact: true }).check();
		await page.getByLabel('敵の名前').fill('ゴブリン');
		await doubleTap(page.getByRole('button', { name: '敵が登場' }));
		const goblin = page.getByRole('region', { name: '敵：ゴブリン' });
		await goblin.waitFor();
		await doubleTap(page.getByRole('button', { name: '次のターン' }));
		await page.getByText('ターン 2', { exact: true }).waitFor();

		// Life −5 twice: a relative change, so both count, and the log reads them as one line.
		await doubleTap(page.getByRole('button', { name: 'アリス のライフ −5' }));
		await page.getByRole('group', { name: 'アリス のライフ', exact: true }).getByText('10', { exact: true }).waitFor();

		await page.locator('summary', { hasText: '行動判定' }).click();
		const check = page.getByRole('region', { name: '行動判定' });
		await doubleTap(check.getByRole('button', { name: 'アプリでめくる' }));
		await check.getByRole('status', { name: '直前の判定' }).waitFor();
		await doubleTap(goblin.getByRole('button', { name: 'ゴブリン の敗北（特殊勝利条件など）' }));
		await goblin.getByText('敵は敗北した').waitFor();
		await doubleTap(page.getByRole('button', { name: '⑤ 戦闘パートを終了してリセット' }));
		await page.getByRole('heading', { name: '戦闘パート 1 終了' }).waitFor();
		assert.equal(await page.getByRole('alert').count(), 0);

		await page.goto(page.url().replace(/\/?$/, '/log'));
		const log = page.getByRole('list', { name: 'セッションログ' });
		await log.getByText('アリス のライフ −10 → 10').waitFor();
		const text = await log.innerText();
		const times = (re) => (text.match(re) ?? []).length;
		assert.equal(times(/PC「アリス」を追加/g), 1);
		assert.equal(times(/① 戦闘パートを宣言/g), 1);
		assert.equal(times(/リセット：/g), 2, 'the reset of ① and the one ⑤ records');
		assert.equal(times(/② 参加/g), 1);
		assert.equal(times(/③ 敵が登場/g), 1);
		assert.equal(times(/アリス：行動判定/g), 1);
		assert.equal(times(/敵「ゴブリン」が敗北/g), 1);
		assert.equal(times(/⑤ 戦闘パート終了/g), 1);
		assert.doesNotMatch(text, /ターン 3/);
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('the reference page works without a session: the check odds from a deck list', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await page.goto(server.base + '/reference/mtg-trpg');
		const odds = page.getByRole('status', { name: '成功率' });
		await odds.waitFor();
		// The notes' table: mono-red 60 cards, a red check at difficulty 2 → 94.1 %.
		assert.match(await odds.innerText(), /94\.1%/);
		await page.getByLabel('デッキリスト').fill('1 R 1');
		await page.getByRole('alert').waitFor();
		await shot(page, 'mtg-reference');
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});
