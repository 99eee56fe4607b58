// Pretty Good Tactics in real Chromium at 360×640: the card library, two players fielding five
// characters each, a game with a guarded attack, a fumble, a critical and a failed attack answered
// by the カウンター its card names (check prefilled from the line), passes ending a round (everything
// untaps), the game won at 10 points, the match over three games; a table reading chosen at the
// match's start (cost cap 15) applies; the log names the players; a reload mid-turn shows the same
// state, and play goes on offline.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createSession, doubleTap, launch, startServer, stepHeadingInView, waitForServiceWorker } from './harness.mjs';

const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page, name) => SHOTS && page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

let server;
before(async () => {
	server = await startServer(4395);
});
after(async () => {
	await server?.stop();
});

async function addCard(page, { name, cost, pDef, mDef, abilities }) {
	const form = page.getByRole('form', { name: 'カードを追加' });
	await form.getByLabel('キャラ名').fill(name);
	await form.getByLabel('コスト').fill(String(cost));
	await form.getByLabel('P-def').fill(String(pDef));
	await form.getByLabel('M-def').fill(String(mDef));
	await form.getByLabel(/^能力/).fill(abilities.join('\n'));
	await form.getByRole('button', { name: '保存' }).click();
	await page
		.getByText(new RegExp(`^${name}$`))
		.first()
		.waitFor();
}

const field = (page, name) => page.getByRole('region', { name: `${name}の場` });

async function place(page, player, slot, card) {
	await field(page, player)
		.getByRole('button', { name: new RegExp(`^${slot}:`) })
		.click();
	const panel = page.getByRole('region', { name: `${player} ${slot}` });
	await panel.getByLabel(`${slot}に配置するカード`).selectOption({ label: card });
	await panel.getByRole('button', { name: '裏向きで配置' }).click();
	await field(page, player)
		.getByRole('button', { name: `${slot}:裏` })
		.waitFor();
	await panel.getByRole('button', { name: '閉じる' }).click();
}

async function faces(scope, label, values) {
	const entry = scope.getByRole('group', { name: `${label} · 出目` });
	for (const [i, v] of values.entries()) {
		const row = entry.getByRole('group', { name: values.length === 1 ? '卓のダイス' : `${i + 1}個目` });
		await row.getByRole('button', { name: String(v), exact: true }).click();
	}
}

/** One attack through the attack flow, recorded; returns the result text shown before recording. */
async function attack(page, { attacker, target, guard = null, reveal = false, dice, rolled }) {
	await page.getByRole('button', { name: 'アタック', exact: true }).click();
	const flow = page.getByRole('region', { name: 'アタック' });
	await flow
		.getByRole('group', { name: 'アタックするキャラ' })
		.getByRole('button', { name: new RegExp(`^${attacker}:`) })
		.click();
	await flow
		.getByRole('group', { name: '攻撃対象' })
		.getByRole('button', { name: new RegExp(`^${target}:`) })
		.click();
	if (guard)
		await flow
			.getByRole('group', { name: 'ガード(防御側)' })
			.getByRole('button', { name: new RegExp(`^${guard}:`) })
			.click();
	// Turning the target up changes the defence the dice count is chosen against: it comes first.
	if (reveal) await flow.getByLabel('防御側が表向きにして本来の防御力を使う').check();
	await flow
		.getByRole('group', { name: /^振るダイスの数/ })
		.getByRole('radio', { name: new RegExp(`^${dice}D`) })
		.check();
	await faces(flow, 'アタック', rolled);
	const result = await flow.getByRole('status', { name: '結果' }).innerText();
	await flow.getByRole('button', { name: 'このアタックを記録' }).click();
	await page.getByRole('status', { name: '直前のアタック' }).waitFor();
	return result;
}

const score = (page, name) =>
	page
		.getByRole('status', { name: `${name} スコア` })
		.or(page.getByLabel(`${name} スコア`))
		.innerText();

test('a match: library, five characters each, guard, fumble, critical, counter, round end, 10 points, three games; reload and offline', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'プリティ・グッド・タクティクス', name: '金曜の対戦' });

		await page.getByRole('tab', { name: 'カード' }).click();
		await addCard(page, { name: '剣士', cost: 2, pDef: 5, mDef: 5, abilities: ['A: P2D レンジ2'] });
		await addCard(page, { name: '盾', cost: 3, pDef: 9, mDef: 9, abilities: ['A: P2D', 'カウンター P2D'] });
		await shot(page, 'pgt-library');

		await page.getByRole('tab', { name: '試合' }).click();
		await page.getByLabel('プレイヤーA(手前)').fill('桜');
		await page.getByLabel('プレイヤーB(奥)').fill('空');
		// The points the seed leaves open are the table's readings: the table picks a cost cap of 15.
		const readings = page.getByRole('group', { name: 'パーティーのコスト上限' });
		await page.getByText('卓の取り決め(シードが決めていない点)').click();
		await readings.getByRole('radio', { name: '上限15' }).check();
		await shot(page, 'pgt-settings');
		await page.getByRole('button', { name: 'マッチ開始(3本勝負)' }).click();
		await page.getByRole('button', { name: '桜が先攻' }).click();

		for (const slot of ['F1', 'F2', 'F3', 'B1', 'B2'])
			await place(page, '桜', slot, slot === 'F3' ? '盾(3)' : '剣士(2)');
		for (const slot of ['F1', 'F2', 'F3', 'B1', 'B2'])
			await place(page, '空', slot, slot === 'F1' || slot === 'F3' || slot === 'B2' ? '盾(3)' : '剣士(2)');
		// 空's party costs 3 + 2 + 3 + 2 + 3 = 13, within the cap chosen.
		await page.getByText(/^空: ?パーティーのコスト合計 13 \/ 上限 15$/).waitFor();
		await page
			.waitForFunction(() => !document.querySelector('.notices .notice'), undefined, { timeout: 15_000 })
			.catch(() => undefined);
		await shot(page, 'pgt-formed');
		await page.getByRole('button', { name: 'ラウンド開始' }).click();
		await page.getByText('ラウンド1・桜のターン').waitFor();

		// 桜: F1 attacks 空's F1; F2 guards and, face down (defence 0), retires to 4+4: 桜 2.
		const guarded = await attack(page, { attacker: 'F1', target: 'F1', guard: 'F2', dice: 2, rolled: [4, 4] });
		assert.match(guarded, /成功:F2はリタイヤ/);
		assert.equal(await score(page, '桜'), '2');
		await shot(page, 'pgt-after-guard');

		// Reload mid-turn: the same screen, the same state.
		const before = await page.locator('.pgt').innerText();
		await page.reload();
		await page.getByText('ラウンド1・桜のターン').waitFor();
		assert.equal(await page.locator('.pgt').innerText(), before);
		await page.getByRole('button', { name: 'ターン終了' }).click();

		// 空: F3 (盾) attacks 桜's F3 (盾, turned face up: P-def 9) and fumbles on a 1: value 0, failed.
		// 桜's 盾 has カウンター on its card; 桜 lets it go.
		const fumbled = await attack(page, { attacker: 'F3', target: 'F3', reveal: true, dice: 1, rolled: [1] });
		assert.match(fumbled, /ファンブル/);
		assert.match(fumbled, /失敗/);
		await page.getByRole('region', { name: '反撃(カウンター)' }).getByRole('button', { name: '反撃しない' }).click();
		// 「反撃しない」 clears the offer at once (it used to stay into the next turn).
		await page.getByRole('region', { name: '反撃(カウンター)' }).waitFor({ state: 'detached' });
		await page.getByRole('button', { name: 'ターン終了' }).click();

		// 桜: F3 (盾) attacks 空's F1 (盾 turned up, P-def 9) with one die showing 6: critical 99. 桜 2 + 3 = 5.
		const critical = await attack(page, { attacker: 'F3', target: 'F1', reveal: true, dice: 1, rolled: [6] });
		assert.match(critical, /クリティカル/);
		assert.equal(await score(page, '桜'), '5');
		await page.getByRole('button', { name: 'ターン終了' }).click();

		// 空: B1 (range 2) cannot reach 桜's B1 (back row to back row is 3): greyed out. 空 passes.
		await page.getByRole('button', { name: 'アタック', exact: true }).click();
		const flow = page.getByRole('region', { name: 'アタック' });
		await flow.getByRole('group', { name: 'アタックするキャラ' }).getByRole('button', { name: /^B1:/ }).click();
		assert.equal(
			await flow.getByRole('group', { name: '攻撃対象' }).getByRole('button', { name: /^B1:/ }).isDisabled(),
			true
		);
		await flow.getByRole('button', { name: 'やめる' }).click();
		await page.getByRole('button', { name: 'パス', exact: true }).click();

		// 桜: F2 attacks 空's F3 (盾, face up since it attacked: P-def 9) with 2+2: failed. 盾's card names
		// カウンター P2D (range 1): the app offers it with that check; 空 answers 3+3 = 6 ≥ F2's P-def 5.
		const failed = await attack(page, { attacker: 'F2', target: 'F3', dice: 2, rolled: [2, 2] });
		assert.match(failed, /失敗/);
		const answer = page.getByRole('region', { name: '反撃(カウンター)' });
		await answer.getByText('カードの行:カウンター P2D').waitFor();
		assert.equal(await answer.getByLabel('反撃の判定(例 P2D)').inputValue(), 'P2D');
		await shot(page, 'pgt-counter');
		await faces(answer, 'カウンター', [3, 3]);
		await answer.getByRole('button', { name: '反撃を記録' }).click();
		await page.getByText(/反撃 6:成功:F2はリタイヤ/).waitFor();
		assert.equal(await score(page, '空'), '2');

		// The log names the players as entered for the match, in the attack and the counter.
		const sessionUrl = page.url();
		await page.goto(sessionUrl.replace(/\/?$/, '/log'));
		const log = page.getByRole('list', { name: 'セッションログ' });
		await log.getByText('桜のF2「剣士」が空のF3「盾」にアタック:P2D、出目 2・2').waitFor();
		await log.getByText('空の「盾」が桜の「剣士」にカウンター:P2D、出目 3・3').waitFor();
		assert.doesNotMatch(await log.innerText(), /A側|B側/);
		await page.goto(sessionUrl);
		await page.getByText('ラウンド1・桜のターン').waitFor();
		await page.getByRole('button', { name: 'ターン終了' }).click();
		await page.getByText('ラウンド1・空のターン').waitFor();

		// Two passes in a row end the round; everything untaps.
		// Each pass by its own player, the next one's turn seen first (a second tap on パス with nothing in
		// between is a double tap, and is swallowed).
		await page.getByRole('button', { name: 'パス', exact: true }).click();
		await page.getByText(/ラウンド1・桜のターン/).waitFor();
		// A person's next tap comes after the double-tap window (recordOnce marks it data-settling).
		await page.locator('button[data-settling]').waitFor({ state: 'detached' });
		await page.getByRole('button', { name: 'パス', exact: true }).click();
		await page.getByText(/ラウンド終了:全てアンタップしました/).waitFor();
		// No character on either field is tapped (the undo button's label now names the round's end).
		for (const name of ['桜', '空'])
			assert.equal(
				await field(page, name)
					.getByRole('button', { name: /タップ/ })
					.count(),
				0
			);
		await shot(page, 'pgt-round-over');
		await page.getByRole('button', { name: 'ラウンド開始' }).click();
		await page.getByText('ラウンド2・桜のターン').waitFor();

		// Offline from here: 桜 reaches 11 (5 + 3 + 3) by two more attacks; 空 passes its first turn of
		// the round, which is the round's turn 2 — 「第1ターン」 is the round's turn 1 only, so 空 is not
		// locked into passing (issue 24.1), and the turn comes back to 桜.
		await waitForServiceWorker(page);
		await b.context.setOffline(true);
		await page.reload();
		await page.getByText('ラウンド2・桜のターン').waitFor();
		await attack(page, { attacker: 'F1', target: 'B2', dice: 2, rolled: [5, 5] });
		assert.equal(await score(page, '桜'), '8');
		await page.getByRole('button', { name: 'ターン終了' }).click();
		await page.getByRole('button', { name: 'パス', exact: true }).click();
		await page.getByText('ラウンド2・桜のターン').waitFor();
		assert.equal(await page.getByText('空は第1ターンにパスしたので、このラウンドは全てパス').count(), 0);
		await page.getByRole('button', { name: 'アタック', exact: true }).click();
		const last = page.getByRole('region', { name: 'アタック' });
		await last.getByRole('group', { name: 'アタックするキャラ' }).getByRole('button', { name: /^B1:/ }).click();
		await last.getByRole('group', { name: '攻撃対象' }).getByRole('button', { name: /^F3:/ }).click();
		await last
			.getByRole('group', { name: /^振るダイスの数/ })
			.getByRole('radio', { name: /^2D/ })
			.check();
		await faces(last, 'アタック', [5, 5]);
		await last.getByRole('button', { name: 'このアタックを記録' }).click();
		await page.getByText('第1ゲーム:桜の勝ち').waitFor();
		assert.match(await page.getByRole('region', { name: 'ゲーム結果' }).innerText(), /第1ゲーム:桜の勝ち\s*11 – 2/);
		await shot(page, 'pgt-game-won');

		// Game 2: 空 goes first with a character; 桜 fields nobody and loses at the round's start (warned).
		await page.getByRole('button', { name: '空が先攻' }).click();
		await place(page, '空', 'F1', '剣士(2)');
		await page.getByText(/桜の場にキャラがいません。このままラウンドを始めると桜の負け/).waitFor();
		await shot(page, 'pgt-empty-warning');
		await page.getByRole('button', { name: 'ラウンド開始' }).click();
		await page.getByText('第2ゲーム:空の勝ち').waitFor();

		// Game 3: the app rolls for the first player; 空 fields nobody and 桜 takes the match 2–1.
		await page.getByRole('button', { name: 'アプリがサイコロを振る' }).click();
		await place(page, '桜', 'F1', '剣士(2)');
		await page.getByRole('button', { name: 'ラウンド開始' }).click();
		await page.getByText('マッチ終了:桜の勝ち').waitFor();
		await shot(page, 'pgt-match-over');
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('two taps 50 ms apart on a button that moves the game on record it once', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'プリティ・グッド・タクティクス', name: '二度押し' });
		await page.getByRole('tab', { name: 'カード' }).click();
		await addCard(page, { name: '剣士', cost: 2, pDef: 5, mDef: 5, abilities: ['A: P2D レンジ2'] });
		await page.getByRole('tab', { name: '試合' }).click();
		await page.getByLabel('プレイヤーA(手前)').fill('桜');
		await page.getByLabel('プレイヤーB(奥)').fill('空');
		await doubleTap(page.getByRole('button', { name: 'マッチ開始(3本勝負)' }));
		await doubleTap(page.getByRole('button', { name: '桜が先攻' }));
		for (const slot of ['F1', 'F2']) {
			await place(page, '桜', slot, '剣士(2)');
			await place(page, '空', slot, '剣士(2)');
		}
		await doubleTap(page.getByRole('button', { name: 'ラウンド開始' }));
		await page.getByText('ラウンド1・桜のターン').waitFor();
		// 戦闘前 → 戦闘: one step, not two.
		await doubleTap(page.getByRole('button', { name: '戦闘フェイズへ' }));
		// One attack recorded, not two.
		await page.getByRole('button', { name: 'アタック', exact: true }).click();
		const flow = page.getByRole('region', { name: 'アタック' });
		await flow.getByRole('group', { name: 'アタックするキャラ' }).getByRole('button', { name: /^F1:/ }).click();
		await flow.getByRole('group', { name: '攻撃対象' }).getByRole('button', { name: /^F1:/ }).click();
		await flow
			.getByRole('group', { name: /^振るダイスの数/ })
			.getByRole('radio', { name: /^2D/ })
			.check();
		await faces(flow, 'アタック', [1, 2]);
		await doubleTap(flow.getByRole('button', { name: 'このアタックを記録' }));
		await page.getByRole('status', { name: '直前のアタック' }).waitFor();
		// The turn ends once: 空's turn, not 桜's again.
		await doubleTap(page.getByRole('button', { name: 'ターン終了' }));
		await page.getByText('ラウンド1・空のターン').waitFor();
		// One pass by 空 (its turn 2 of the round), then 桜's turn — not two passes ending the round.
		await doubleTap(page.getByRole('button', { name: 'パス', exact: true }));
		await page.getByText('ラウンド1・桜のターン').waitFor();

		await page.goto(page.url().replace(/\/?$/, '/log'));
		const log = await page.getByRole('list', { name: 'セッションログ' }).innerText();
		const count = (re) => (log.match(re) ?? []).length;
		assert.equal(count(/マッチ開始/g), 1);
		assert.equal(count(/ゲーム開始/g), 1);
		assert.equal(count(/ラウンド開始/g), 1);
		assert.equal(count(/戦闘フェイズ/g), 1);
		assert.equal(count(/にアタック:/g), 1);
		assert.equal(count(/桜のターン終了/g), 1);
		assert.equal(count(/空がアタックをパス/g), 1);
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('the reference works without a session: the odds chart marks the best dice count', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await page.goto(server.base + '/reference/pgt');
		await page.getByLabel('判定(nD+a)').fill('3D');
		await page.getByLabel('防御力').fill('9');
		const chooser = page.getByRole('group', { name: /^振るダイスの数/ });
		assert.match(await chooser.getByRole('radio', { name: /^3D/ }).locator('..').innerText(), /53\.2%[\s\S]*最適/);
		await page.getByLabel('判定(nD+a)').fill('P0D');
		await page.getByRole('alert').waitFor();
		await shot(page, 'pgt-reference');
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('at 160 % text, マッチ開始 brings the first-player step to its start under the session bar (it arrived above the window)', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await page.goto(server.base + '/settings');
		await page.getByRole('button', { name: '160%' }).click();
		await createSession(page, server.base, { system: 'プリティ・グッド・タクティクス', name: '大きな字' });
		await page.getByRole('tab', { name: '試合' }).click();
		await page.getByLabel('プレイヤーA(手前)').fill('桜');
		await page.getByLabel('プレイヤーB(奥)').fill('空');
		await page.getByRole('button', { name: 'マッチ開始(3本勝負)' }).click();
		const step = page.getByRole('region', { name: '先攻を決める' });
		await step.getByRole('heading', { name: /第1ゲーム/ }).waitFor();
		await stepHeadingInView(page, '先攻を決める');
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});
