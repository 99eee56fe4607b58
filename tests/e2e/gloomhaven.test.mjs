// Gloomhaven attacks in real Chromium at 360×640: a party of three characters and the monster
// deck; a round of attacks — an advantage draw with a rolling card, a disadvantage draw (ranged
// on an adjacent enemy), a ×2 that flags the reshuffle, a bless and a curse drawn and removed, an
// area attack on two targets — then the end-of-round reshuffle; the odds of a known deck against
// hand-worked numbers; reload mid-round and offline keep every deck identical.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createSession, doubleTap, inViewUnderBars, launch, startServer, waitForServiceWorker } from './harness.mjs';

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

const PARTY = ['ブルート', 'スペルウィーバー', 'ティンカラー'];

/** Opens a deck by its chip; returns its card. */
async function open(page, name) {
	await page
		.getByRole('radiogroup', { name: 'デッキ' })
		.getByRole('radio', { name: new RegExp(`^${name}`) })
		.click();
	const deck = page.getByRole('region', { name });
	await deck.waitFor();
	return deck;
}

/** "山札 20 ・ 捨て札 0 …" of a deck. */
async function counts(deck) {
	return (await deck.locator('.counts').innerText()).replace(/\s+/g, ' ').trim();
}

/** Waits until the open deck's counts read `pile` and `discards`. */
async function waitCounts(deck, pile, discards) {
	const want = `山札 ${pile} ・ 捨て札 ${discards}`;
	await deck.locator('.counts', { hasText: want }).waitFor({ timeout: 10_000 });
}

/** Every deck's counts line, opening each in turn. */
async function snapshot(page) {
	const out = {};
	for (const name of [...PARTY, 'モンスター']) out[name] = await counts(await open(page, name));
	return out;
}

/** The group drew `cards` (button labels, in order) from the physical deck; records the draw. */
async function tableDraw(deck, cards) {
	await deck.getByRole('button', { name: '実物で引いたカードを入力' }).click();
	const picker = deck.getByRole('group', { name: '実物で引いたカードを入力' });
	for (const c of cards) await picker.getByRole('button', { name: c }).click();
	await picker.getByRole('button', { name: '記録' }).click();
	await picker.waitFor({ state: 'detached' });
}

/** The damage of the last result on the deck's card. */
async function lastDamage(deck) {
	return Number(await deck.getByTestId('gh-result').last().locator('.big-number').innerText());
}

async function setStepper(scope, name, value) {
	const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	await scope.getByRole('button', { name: new RegExp(`^${escaped} の値`) }).click();
	const field = scope.getByLabel(`${name} の新しい値`);
	await field.fill(String(value));
	await field.press('Enter');
}

test('a round of attacks for three characters and the monster deck; reload and offline keep the decks', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'グルームヘイヴン', name: '水曜のシナリオ' });
		const form = page.getByRole('form', { name: 'デッキを追加' });
		for (const name of PARTY) {
			await form.getByLabel('名前').fill(name);
			await form.getByRole('button', { name: 'デッキを追加' }).click();
			await page.getByRole('region', { name }).waitFor();
		}
		await form.getByRole('radio', { name: 'モンスター' }).check();
		await form.getByRole('button', { name: 'デッキを追加' }).click();
		await page.getByRole('region', { name: 'モンスター' }).waitFor();
		// The form is at the page’s foot: a new deck brings the screen back to its start, the round under the session bar.
		await inViewUnderBars(page.getByRole('button', { name: 'ラウンド終了' }));
		await page
			.waitForFunction(() => !document.querySelector('.notices .notice'), undefined, { timeout: 15_000 })
			.catch(() => undefined);

		// The odds of a known deck, worked by hand: the standard 20 cards, attack 2.
		// Expected: 2 + (5·1 − 5·1 + 2 − 2)/20 + (×2: +2)/20 + (null: −2)/20 = 2.00;
		// advantage 2.67 (our notes, System C); 3 HP dies to +1 ×5, +2, ×2: 7/20 = 35 %.
		let deck = await open(page, 'ブルート');
		await page.evaluate(() => window.scrollTo(0, 0));
		await shot(page, 'gh-deck');
		assert.equal(await deck.getByTestId('gh-expected').innerText(), '2.00');
		assert.match(await deck.getByTestId('gh-with-advantage').innerText(), /2\.67/);
		await setStepper(deck, 'ターゲット1の残りHP', 3);
		assert.equal(await deck.getByTestId('gh-kill').innerText(), '35%');
		await shot(page, 'gh-odds');

		// A perk adds a rolling +1; advantage with a rolling card: both apply (2 + 1 + 0 = 3), 3 HP → 0.
		await deck.getByText('カードを追加・削除').click();
		await deck.getByRole('checkbox', { name: '連続修正' }).check();
		await deck.getByRole('button', { name: 'カードを追加' }).click();
		await waitCounts(deck, 21, 0);
		await deck.getByRole('button', { name: '有利の数 を 1 増やす' }).click();
		assert.equal(await deck.getByTestId('gh-mode').innerText(), '有利');
		await tableDraw(deck, [/^\+1 連続/, /^\+0/]);
		assert.equal(await lastDamage(deck), 3);
		assert.match(await deck.getByTestId('gh-hp-after').innerText(), /HP 3 → 0/);
		assert.match(await deck.getByTestId('gh-steps').innerText(), /攻撃2.*修正後 3.*3 ダメージ/);
		await waitCounts(deck, 19, 2);
		await shot(page, 'gh-advantage-rolling');

		// A ranged attack on an adjacent enemy: disadvantage for that target, the worse of +2 and −1 → 1.
		deck = await open(page, 'ティンカラー');
		await deck.getByRole('checkbox', { name: '遠距離攻撃(射程あり)' }).check();
		await deck.getByRole('checkbox', { name: 'ターゲット1は隣接している' }).check();
		assert.match(await deck.getByTestId('gh-target-mode').innerText(), /不利/);
		await tableDraw(deck, [/^\+2/, /^−1/]);
		assert.equal(await lastDamage(deck), 1);

		// The monster deck: stat sheet 2 (normal) ± 0; a ×2 → 4 damage and the reshuffle flag.
		deck = await open(page, 'モンスター');
		await tableDraw(deck, [/^×2/]);
		assert.equal(await lastDamage(deck), 4);
		await deck.getByText('ラウンド終了時にシャッフル').waitFor();
		// A curse from the M set: drawn → 0 damage, removed (not discarded).
		await deck.getByRole('button', { name: /^＋呪い/ }).click();
		await waitCounts(deck, 20, 1);
		await tableDraw(deck, [/^呪い/]);
		assert.equal(await lastDamage(deck), 0);
		await waitCounts(deck, 19, 1);

		// A bless: ×2 → 4, removed; then an area attack on two targets, one app draw each, in order.
		deck = await open(page, 'スペルウィーバー');
		await deck.getByRole('button', { name: /^＋祝福/ }).click();
		await waitCounts(deck, 21, 0);
		await tableDraw(deck, [/^祝福/]);
		assert.equal(await lastDamage(deck), 4);
		await waitCounts(deck, 20, 0);
		await deck.getByRole('button', { name: /ターゲットを追加/ }).click();
		await deck.getByRole('group', { name: 'ターゲット1' }).getByRole('textbox', { name: '名前(任意)' }).fill('ガードA');
		await deck.getByRole('group', { name: 'ターゲット2' }).getByRole('textbox', { name: '名前(任意)' }).fill('ガードB');
		await setStepper(deck.getByRole('group', { name: 'ターゲット2' }), 'ターゲット2の残りHP', 5);
		await deck.getByRole('button', { name: 'ターゲット1に引く(アプリ)' }).click();
		await deck.getByTestId('gh-result').first().waitFor();
		// Reload mid-area-attack: the plan is session state — the same next target, the same first result.
		const plan = deck.getByRole('region', { name: '攻撃中:次はターゲット2(全2体)' });
		await plan.waitFor();
		const planText = await plan.innerText();
		const firstResult = await deck.getByTestId('gh-result').first().innerText();
		await shot(page, 'gh-area-mid');
		await page.reload();
		deck = await open(page, 'スペルウィーバー');
		await deck.getByRole('region', { name: '攻撃中:次はターゲット2(全2体)' }).waitFor();
		assert.equal(await deck.getByRole('region', { name: /^攻撃中/ }).innerText(), planText);
		assert.equal(await deck.getByTestId('gh-result').first().innerText(), firstResult);
		assert.match(await deck.getByTestId('gh-summary').innerText(), /ガードB/);
		await deck.getByRole('button', { name: 'ターゲット2に引く(アプリ)' }).click();
		await page.waitForFunction(() => document.querySelectorAll('[data-testid="gh-result"]').length === 2);
		const results = await deck.getByTestId('gh-result').allInnerTexts();
		assert.match(results[0], /ガードA/);
		const left = Number(/ガードB[\s\S]*HP 5 → (\d)/.exec(results[1])?.[1]);
		// The attack is over: the form for a new attack is back, with what the attack left of its
		// targets (the plan's, kept by the state through the reload): ガードB's HP left, or gone if killed.
		await deck.getByRole('button', { name: left > 0 ? 'ターゲット1に引く(アプリ)' : 'アプリで引く' }).waitFor();
		assert.equal(await deck.getByRole('region', { name: /^攻撃中/ }).count(), 0);
		const form1 = deck.getByRole('group', { name: 'ターゲット1' });
		assert.equal(await form1.getByRole('textbox', { name: '名前(任意)' }).inputValue(), 'ガードA');
		if (left > 0)
			assert.equal(
				await deck
					.getByRole('group', { name: 'ターゲット2' })
					.getByRole('textbox', { name: '名前(任意)' })
					.inputValue(),
				'ガードB'
			);
		await shot(page, 'gh-area');

		// Reload mid-round: every deck identical.
		const before = await snapshot(page);
		await page.reload();
		await page.getByRole('radiogroup', { name: 'デッキ' }).waitFor();
		assert.deepEqual(await snapshot(page), before);

		// End of the round: the flagged monster deck shuffles its discards back in (the curse stays out).
		await page.getByRole('button', { name: 'ラウンド終了' }).click();
		deck = await open(page, 'モンスター');
		await waitCounts(deck, 20, 0);
		assert.equal(await deck.getByText('ラウンド終了時にシャッフル').count(), 0);
		// ブルート drew no shuffle card: its discards stay.
		await waitCounts(await open(page, 'ブルート'), 19, 2);
		const endOfRound = await snapshot(page);

		// Offline: the same decks after a reload, and the app still draws.
		await waitForServiceWorker(page);
		await b.context.setOffline(true);
		await page.reload();
		await page.getByRole('radiogroup', { name: 'デッキ' }).waitFor();
		assert.deepEqual(await snapshot(page), endOfRound);
		deck = await open(page, 'モンスター');
		await deck.getByRole('button', { name: 'アプリで引く' }).click();
		// A monster's draw waits for the characters' shield or reduction, then records.
		await deck
			.getByRole('group', { name: '引いたカード(まだ記録していません)' })
			.getByRole('button', { name: '記録' })
			.click();
		await page.waitForFunction(() => /山札 1\d ・/.test(document.querySelector('.counts')?.textContent ?? ''));
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('issue 25 at the table: per-target disadvantage, a perk with 貫通3, the order of a doubling, a reduction after the draw kept over a reload', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'グルームヘイヴン', name: '木曜のシナリオ' });
		const form = page.getByRole('form', { name: 'デッキを追加' });
		await form.getByLabel('名前').fill('スカウンドレル');
		await form.getByRole('button', { name: 'デッキを追加' }).click();
		let deck = page.getByRole('region', { name: 'スカウンドレル' });
		await deck.waitFor();

		// A perk typed 「連続 貫通3」 on a +0, added twice: both cards keep the pierce.
		await deck.getByText('カードを追加・削除').click();
		await setStepper(deck, '値', 0);
		await deck.getByRole('textbox', { name: /追加効果/ }).fill('連続 貫通3');
		await deck.getByTestId('gh-card-preview').filter({ hasText: '計算に入る効果:貫通3' }).waitFor();
		await deck.getByRole('button', { name: 'カードを追加' }).click();
		await waitCounts(deck, 21, 0);
		await deck.getByRole('button', { name: 'カードを追加' }).click();
		await waitCounts(deck, 22, 0);
		await shot(page, 'gh-perk-pierce');

		// A ranged attack on two targets, the first adjacent: its own disadvantage, the second normal.
		await deck.getByRole('checkbox', { name: '遠距離攻撃(射程あり)' }).check();
		await deck.getByRole('button', { name: /ターゲットを追加/ }).click();
		const t1 = deck.getByRole('group', { name: 'ターゲット1' });
		const t2 = deck.getByRole('group', { name: 'ターゲット2' });
		await t1.getByRole('textbox', { name: '名前(任意)' }).fill('ガードA');
		await t2.getByRole('textbox', { name: '名前(任意)' }).fill('ガードB');
		await t1.getByRole('checkbox', { name: 'ターゲット1は隣接している' }).check();
		await setStepper(t2, 'ターゲット2の装甲', 2);
		await setStepper(deck, '貫通', 1);
		await setStepper(deck, '攻撃値', 3);
		assert.match(await deck.getByTestId('gh-summary').innerText(), /ガードA.*不利・隣接への遠距離/);
		await shot(page, 'gh-ranged-adjacent');
		await tableDraw(deck, [/^\+1 ×/, /^−1/]);
		assert.equal(await lastDamage(deck), 2);
		// ガードB, shield 2: the rolling 貫通3 then +1 → 3 + 0 + 1 = 4, shield 2 − pierce 1 − 3 → 4.
		assert.match(await deck.getByTestId('gh-summary').innerText(), /ガードB.*通常/);
		await tableDraw(deck, [/^\+0 連続 \(貫通3\)/, /^\+1 ×/]);
		assert.equal(await lastDamage(deck), 4);
		assert.match(await deck.getByTestId('gh-steps').last().innerText(), /装甲2−貫通1\+3 = 0/);
		await shot(page, 'gh-pierce-result');

		// The Scoundrel's doubling with a bonus: the app asks the order before any draw.
		await deck.getByRole('checkbox', { name: '遠距離攻撃(射程あり)' }).uncheck();
		await setStepper(deck, 'ボーナス(カード・アイテム)', 1);
		await deck.getByRole('checkbox', { name: /攻撃を2倍にする/ }).check();
		await deck.getByTestId('gh-blocked').waitFor();
		await shot(page, 'gh-order');
		await deck.getByRole('radio', { name: /ボーナスを先に/ }).check();
		await deck.getByTestId('gh-blocked').waitFor({ state: 'detached' });
		await tableDraw(deck, [/^\+0 ×/]);
		assert.equal(await lastDamage(deck), 8);

		// The monster deck: an app draw is seen first; a reduction entered after it; a reload keeps the same cards.
		await form.getByRole('radio', { name: 'モンスター' }).check();
		await form.getByRole('button', { name: 'デッキを追加' }).click();
		deck = page.getByRole('region', { name: 'モンスター' });
		await deck.waitFor();
		await setStepper(deck.getByRole('group', { name: 'ターゲット1' }), 'ターゲット1の残りHP', 9);
		await deck.getByRole('button', { name: 'アプリで引く' }).click();
		let pending = deck.getByRole('group', { name: '引いたカード(まだ記録していません)' });
		await pending.waitFor();
		const drawn = await pending.locator('p').first().innerText();
		await page.reload();
		await page
			.getByRole('radiogroup', { name: 'デッキ' })
			.getByRole('radio', { name: /^モンスター/ })
			.click();
		deck = page.getByRole('region', { name: 'モンスター' });
		pending = deck.getByRole('group', { name: '引いたカード(まだ記録していません)' });
		await pending.waitFor();
		assert.equal(await pending.locator('p').first().innerText(), drawn);
		const seen = Number(await pending.getByTestId('gh-pending-damage').innerText());
		await setStepper(pending, 'ダメージ軽減', 1);
		await pending
			.getByTestId('gh-pending-damage')
			.filter({ hasText: String(Math.max(0, seen - 1)) })
			.waitFor();
		await shot(page, 'gh-reduction');
		await pending.getByRole('button', { name: '記録' }).click();
		await pending.waitFor({ state: 'detached' });
		assert.equal(await lastDamage(deck), Math.max(0, seen - 1));
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

// Issue 21 point 3: a double tap 50 ms apart moves the game on once, however fast the write.
test('a double tap moves the game on once: one app draw, one round end; two quick blesses are two cards', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'グルームヘイヴン', name: '二度押し' });
		const form = page.getByRole('form', { name: 'デッキを追加' });
		await form.getByLabel('名前').fill('ブルート');
		await form.getByRole('button', { name: 'デッキを追加' }).click();
		const deck = await open(page, 'ブルート');
		await waitCounts(deck, 20, 0);
		// A tap lands where the button is: let the notice of the added deck go first.
		await page
			.waitForFunction(() => !document.querySelector('.notices .notice'), undefined, { timeout: 15_000 })
			.catch(() => undefined);

		// 「アプリで引く」 twice, 50 ms apart: one card drawn (a normal draw of the standard deck).
		await doubleTap(deck.getByRole('button', { name: 'アプリで引く' }));
		await waitCounts(deck, 19, 1);
		await page.waitForTimeout(500);
		assert.match(await counts(deck), /山札 19 ・ 捨て札 1/);

		// 「ラウンド終了」 twice: round 2, not 3.
		await doubleTap(page.getByRole('button', { name: 'ラウンド終了' }));
		await page.getByText('ラウンド 2', { exact: true }).waitFor();
		await page.waitForTimeout(500);
		assert.equal(await page.getByText('ラウンド 3', { exact: true }).count(), 0);

		// ＋祝福 is a relative change (repeatable): two quick taps are two bless cards.
		const before = Number((await counts(deck)).match(/山札 (\d+)/)[1]);
		await doubleTap(deck.getByRole('button', { name: '＋祝福' }));
		await deck.locator('.counts', { hasText: `山札 ${before + 2} ` }).waitFor({ timeout: 10_000 });
	} finally {
		await b.close();
	}
});

test('the reference page works without a session: the standard deck’s odds, a typed deck, a bad card', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await page.goto(`${server.base}/reference/gloomhaven`);
		await page.getByTestId('gh-expected').waitFor();
		assert.equal(await page.getByTestId('gh-expected').innerText(), '2.00');
		await shot(page, 'gh-reference');
		const text = page.getByLabel('山札のカード');
		// +1 and −1 with attack 2: 3 or 1, expected 2; with a 3 HP target, 1/2.
		await text.fill('+1 −1');
		await setStepper(page, '残りHP(0=未入力)', 3);
		assert.equal(await page.getByTestId('gh-kill').innerText(), '50%');
		await text.fill('+1 abc');
		await page.getByRole('alert').filter({ hasText: '「abc」はカードとして読めません' }).waitFor();
		assert.equal(await page.getByTestId('gh-kill').count(), 0);
		await page.getByRole('searchbox', { name: '絞り込み' }).fill('貫通');
		await page.getByText('「貫通Z」は装甲をZまで無視する', { exact: false }).waitFor();
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});
