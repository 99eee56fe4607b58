// The GK engagement game in real Chromium at 360×640: two factions and four characters (one
// corrected, a fifth removed), the movement scale chosen in one tap, a phase played one character at
// a time — each act resolved before the next character's move — with a move stopped by ZoC: one
// engagement with GK-entered dice (a die undone, a die corrected mid-round, reloaded mid-engagement:
// identical) and a survival check, one with app dice — then a phase where a 瀕死 survivor may not act,
// a cancelled move is previewed, and an ability waits to counter (its cost paid, its effect on a
// success), a special attack off 体力, the copied report's text and the phase summary, and offline.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createSession, doubleTap, launch, startServer, waitForServiceWorker } from './harness.mjs';

const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page, name) => SHOTS && page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

let server;
before(async () => {
	server = await startServer(4381);
});
after(async () => {
	await server?.stop();
});

const tab = (page, name) => page.getByRole('tab', { name }).click();

async function addCharacter(page, { name, faction, stats, hp, x, y, ability }) {
	const form = page.getByRole('form', { name: 'キャラクターを追加' });
	await form.getByLabel('名前', { exact: true }).fill(name);
	await form.getByRole('combobox', { name: /^陣営/ }).selectOption({ label: faction });
	for (const [k, v] of Object.entries(stats)) await form.getByLabel(k, { exact: false }).first().fill(String(v));
	await form.getByLabel('HP', { exact: true }).fill(String(hp));
	await form.getByLabel('x', { exact: true }).fill(String(x));
	await form.getByLabel('y', { exact: true }).fill(String(y));
	if (ability) {
		await form.getByLabel('能力名').fill(ability.name);
		await form.getByLabel('効果のスタイル').selectOption(ability.style);
		await form.getByLabel('発動率').fill(String(ability.activation));
		await form.getByLabel('成功率').fill(String(ability.success));
	}
	await form.getByRole('button', { name: 'キャラクターを追加' }).click();
	await page.getByRole('article', { name }).waitFor();
}

/** Types a total into the dice entry with this label. */
async function enter(page, label, total) {
	const entry = page.getByRole('group', { name: label, exact: true });
	await entry.getByLabel('合計を入力').fill(String(total));
	await entry.getByLabel('合計を入力').press('Enter');
}

const reportText = (page) => page.getByRole('region', { name: '交戦の記録' }).locator('pre').innerText();

test('roster, a phase with ZoC and a cancelled move, engagements by GK and app dice, special attack, counter ability; reload and offline', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page, context } = b;
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await createSession(page, server.base, { system: 'GK', name: '第3回 交流戦' });
		await page
			.waitForFunction(() => !document.querySelector('.notices .notice'), undefined, { timeout: 15_000 })
			.catch(() => undefined);

		// Roster: two factions, one technique (ATK + 5), four characters.
		for (const f of ['生徒会', '番長']) {
			const form = page.getByRole('form', { name: '陣営を追加' });
			await form.getByLabel('陣営名').fill(f);
			await form.getByRole('button', { name: '陣営を追加' }).click();
			await page.getByRole('listitem').filter({ hasText: f }).waitFor();
		}
		await page.getByRole('button', { name: '技を追加' }).click();
		const tech = page.getByRole('form', { name: '技を追加' });
		await tech.getByLabel('技名').fill('ジャブ');
		await tech.getByLabel('ダメージ式').fill('ATK +');
		await tech.getByRole('button', { name: '技を保存' }).click();
		assert.match(await tech.getByRole('alert').innerText(), /式が読めません/);
		await tech.getByLabel('ダメージ式').fill('ATK + 5');
		await tech.getByRole('button', { name: '技を保存' }).click();
		await page.getByText('ATK + 5', { exact: false }).first().waitFor();

		const flat = { ATK: 10, DEF: 0, VIT: 5, MND: 4, FS: 0, REA: 0 };
		// A stat of 100 is refused, named, and nothing is written.
		const form = page.getByRole('form', { name: 'キャラクターを追加' });
		await form.getByLabel('名前', { exact: true }).fill('エラー');
		await form.getByLabel('攻撃 ATK').fill('100');
		await form.getByRole('button', { name: 'キャラクターを追加' }).click();
		assert.equal(await form.getByRole('alert').innerText(), '99 以下にしてください');
		assert.equal(await page.getByRole('article').count(), 0);
		await addCharacter(page, { name: 'カイ', faction: '生徒会', stats: flat, hp: 30, x: 0, y: 0 });
		await addCharacter(page, { name: 'ミオ', faction: '生徒会', stats: flat, hp: 30, x: 2, y: 0 });
		await addCharacter(page, { name: 'レン', faction: '番長', stats: flat, hp: 20, x: 0, y: 0 });
		await addCharacter(page, {
			name: 'ゴウ',
			faction: '番長',
			stats: flat,
			hp: 50,
			x: 2,
			y: 1,
			ability: { name: '反撃の構え', style: 'counter', activation: 60, success: 50 }
		});
		// A correction: ゴウ's HP 60, and its ability's cost (HP 5) and effect (7 damage to the target).
		await page.getByRole('button', { name: 'ゴウ を修正' }).click();
		const fix = page.getByRole('form', { name: 'ゴウ を修正' });
		await fix.getByLabel('HP', { exact: true }).fill('60');
		await fix.getByLabel('制約 1 の能力値').selectOption('HP');
		await fix.getByLabel('制約 1 の量').fill('5');
		await fix.getByLabel('効果1 効果(GKのメモ)').fill('反撃');
		await fix.getByLabel('効果1 効果で変わる能力値').selectOption('HP');
		await fix.getByLabel(/効果1 変化量/).fill('abc');
		await fix.getByRole('button', { name: '修正を保存' }).click();
		assert.match(await fix.getByRole('alert').innerText(), /数字で入力してください/);
		await fix.getByLabel(/効果1 変化量/).fill('-7');
		await fix.getByRole('button', { name: '修正を保存' }).click();
		const gou = page.getByRole('article', { name: 'ゴウ' });
		await gou.getByText('消費制約 HP −5', { exact: false }).waitFor();
		assert.equal(await gou.locator('.big').innerText(), '60');
		// A fifth character added by mistake is removed (asked once more).
		await addCharacter(page, { name: '見学', faction: '番長', stats: flat, hp: 10, x: 5, y: 5 });
		await page.getByRole('button', { name: '見学 を削除' }).click();
		await page
			.getByRole('group', { name: /見学 を削除しますか/ })
			.getByRole('button', { name: '削除' })
			.click();
		await page.getByRole('article', { name: '見学' }).waitFor({ state: 'detached' });
		assert.equal(await page.getByRole('article').count(), 4);
		await shot(page, 'gk-roster');

		// The movement scale first: the rules give none, so the group picks one (one logged setting).
		await tab(page, '進行');
		const scale = page.getByRole('region', { name: '移動力の決め方' });
		await scale.getByRole('button', { name: /2 \+ 反応÷5/ }).click();
		await scale.waitFor({ state: 'detached' });

		// Phase 1 (生徒会): カイ engages レン where they stand; ミオ's path (2,1) → (2,2) stops on
		// entering ゴウ's square (ZoC) and she engages ゴウ there. レン, an enemy, cannot be moved (2).
		await page.getByRole('button', { name: 'フェイズ開始' }).click();
		await page.getByRole('heading', { name: 'フェイズ1: 生徒会' }).waitFor();
		const action = page.getByRole('region', { name: '行動提出' });
		await action.getByLabel('キャラクター').selectOption({ label: 'レン (番長)' });
		assert.match(await action.getByRole('alert').first().innerText(), /前提条件 2/);
		await action.getByLabel('提出した陣営').selectOption({ label: '番長' });
		assert.match(await action.getByRole('alert').first().innerText(), /前提条件 1/);
		await action.getByLabel('提出した陣営').selectOption({ label: '生徒会' });
		await action.getByLabel('キャラクター').selectOption({ label: 'カイ (生徒会)' });
		await action.getByLabel('動作').selectOption({ label: '交戦' });
		await action.getByLabel('対象').selectOption({ label: 'レン (0,0)' });
		await action.getByRole('button', { name: '行動を記録' }).click();
		// 「移動と動作の間に他のキャラクターの行動を挟むことはできません」: カイ's act comes before the next move.
		const openAct = page.getByRole('region', { name: '次のキャラクターの前に: この動作を解決' });
		await openAct.waitFor();
		assert.equal(await action.count(), 0);
		const queue = page.getByRole('region', { name: '提出順の解決' });
		assert.match(await queue.locator('li[aria-current="step"]').innerText(), /次\s*カイ 交戦 → レン/);
		await shot(page, 'gk-console');

		// カイ vs レン with the GK's dice. Each round needs only the two d6 (FS 0, evade 0 %, guard 0 %:
		// certain); the higher die acts first; each hit deals 15.
		await openAct.getByRole('button', { name: '交戦画面へ(カイ → レン)' }).click();
		const odds = page.getByRole('region', { name: '勝率(厳密計算)' });
		await odds.getByText('カイ の勝ち').waitFor();
		const oddsText = await odds.innerText();
		await shot(page, 'gk-engagement-odds');
		await enter(page, 'カイ の行動ダイス', 2);
		await enter(page, 'レン の行動ダイス', 1);
		await page.getByRole('region', { name: 'ラウンド2' }).waitFor();
		const mid = await reportText(page);
		assert.match(mid, /HP: カイ 15 \/ レン 5/);

		// Reload mid-engagement: the same report, the same round, the same odds.
		await page.reload();
		await page.getByRole('region', { name: 'ラウンド2' }).waitFor();
		assert.equal(await reportText(page), mid);
		await odds.getByText('カイ の勝ち').waitFor();
		assert.notEqual(await odds.innerText(), oddsText, 'the odds are recomputed from HP 5');
		// A die typed by mistake: undo takes back that die only — round 1 stays as it was.
		await enter(page, 'カイ の行動ダイス', 6);
		const rolls = page.getByRole('list', { name: 'このラウンドの出目' });
		await rolls.getByText('カイ の行動ダイス: 6').waitFor();
		await page.getByRole('button', { name: '元に戻す' }).click();
		await rolls.waitFor({ state: 'detached' });
		assert.equal(await reportText(page), mid);
		// Typed 4 where the table showed 3: corrected before the round is complete.
		await enter(page, 'カイ の行動ダイス', 4);
		await rolls.getByRole('button', { name: 'カイ の行動ダイス を訂正' }).click();
		await enter(page, 'カイ の行動ダイス を訂正', 3);
		await rolls.getByText('カイ の行動ダイス: 3').waitFor();
		await shot(page, 'gk-engagement-mid');
		await enter(page, 'レン の行動ダイス', 1);
		await page.getByRole('status').filter({ hasText: 'カイ の勝利' }).waitFor();
		const resolve = page.getByRole('group', { name: '提出順の解決' });
		await resolve.getByText('先に瀕死のキャラクターの生存判定をしてください').waitFor();
		await enter(page, 'レン の生存判定(d100)', 15);
		await page.getByText('生存判定 レン: d100 15 / 20% → 生存(精神力0)').first().waitFor();
		const report = await reportText(page);
		await page.getByRole('region', { name: '交戦の記録' }).getByRole('button', { name: 'スレッド用にコピー' }).click();
		await page.getByText('コピーしました').waitFor();
		assert.equal(await page.evaluate(() => navigator.clipboard.readText()), report);
		assert.equal(
			report,
			[
				'【交戦】カイ vs レン',
				'開始HP: カイ 30 / レン 20',
				'R1: カイ「ジャブ」(出目2)/ レン「ジャブ」(出目1)— 先攻 カイ',
				'  → レン に 15 ダメージ',
				'  → カイ に 15 ダメージ',
				'  HP: カイ 15 / レン 5',
				'R2: カイ「ジャブ」(出目3)/ レン「ジャブ」(出目1)— 先攻 カイ',
				'  → レン に 15 ダメージ',
				'  HP: カイ 15 / レン -10',
				'決着: カイ の勝利(2ラウンド)',
				'レン は瀕死(HP -10)',
				'生存判定 レン: d100 15 / 20% → 生存(精神力0)'
			].join('\n')
		);
		await shot(page, 'gk-engagement-report');
		assert.match(await resolve.innerText(), /記録される結果: 決着: カイ の勝利\(2ラウンド\)/);
		await resolve.getByRole('button', { name: '結果をフェイズに記録' }).click();
		await resolve.waitFor({ state: 'detached' });

		// Back to the console: the form is open on ミオ, the next who may act. Her path (2,1) → (2,2)
		// stops on entering ゴウ's square (ZoC), and she engages ゴウ there.
		await page.getByRole('button', { name: /進行へ戻る/ }).click();
		assert.equal(await action.getByLabel('キャラクター').inputValue(), 'c2');
		await page.getByRole('button', { name: /^\(2,1\)/ }).click();
		await page.getByRole('button', { name: /^\(2,2\)/ }).click();
		await action.getByLabel('動作').selectOption({ label: '交戦' });
		await action.getByLabel('対象').selectOption({ label: 'ゴウ (2,1)' });
		assert.match(await action.getByRole('status').innerText(), /ZoCで停止 → 交戦/);
		await action.getByRole('button', { name: '行動を記録' }).click();

		// ミオ vs ゴウ (HP 60) with the app's dice, to the end; ミオ falls, and survives her check.
		await openAct.getByRole('button', { name: '交戦画面へ(ミオ → ゴウ)' }).click();
		await page.getByRole('radio', { name: 'アプリのダイス' }).check();
		await page.getByRole('button', { name: '最後までアプリで振る' }).click();
		await page.getByRole('status').filter({ hasText: 'ゴウ の勝利' }).waitFor();
		await enter(page, 'ミオ の生存判定(d100)', 1);
		await resolve.getByRole('button', { name: '結果をフェイズに記録' }).click();
		await resolve.waitFor({ state: 'detached' });
		await shot(page, 'gk-engagement-app');
		await page.getByRole('button', { name: /進行へ戻る/ }).click();
		const summary1 = await page.getByRole('region', { name: 'フェイズのまとめ' }).locator('pre').innerText();
		assert.ok(summary1.includes('ミオ: (2,0)→(2,1)(1マス) ZoCで停止、交戦 → ゴウ'), summary1);
		const order1 = summary1.split('\n').slice(summary1.split('\n').indexOf('― 提出順の解決 ―'));
		assert.equal(order1[1], '1. カイ 交戦 → レン');
		assert.equal(order1[2], '   決着: カイ の勝利(2ラウンド) HP: カイ 15 / レン -10');
		assert.equal(order1[3], '   生存判定 レン: d100 15 / 20% → 生存(精神力0)');
		assert.equal(order1[4], '2. ミオ 交戦 → ゴウ');
		assert.match(order1[5], /^ {3}決着: ゴウ の勝利\(\dラウンド\) HP: ミオ -?\d+ \/ ゴウ \d+$/);
		assert.equal(order1[6], '   生存判定 ミオ: d100 1 / 20% → 生存(精神力0)');
		await shot(page, 'gk-console-resolved');

		// Phase 2 (番長): レン lived through her check but is still 瀕死 — not in a state to act (4).
		// ゴウ's three-square path would be more than 2 and cancelled (previewed, not recorded); he
		// stays and uses his counter ability on カイ.
		await page.getByRole('button', { name: 'フェイズ開始' }).click();
		await page.getByRole('heading', { name: 'フェイズ2: 番長' }).waitFor();
		await action.getByLabel('キャラクター').selectOption({ label: 'レン (番長)' });
		assert.match(await action.getByRole('alert').first().innerText(), /前提条件 4 .*\(瀕死\)/);
		await action.getByLabel('キャラクター').selectOption({ label: 'ゴウ (番長)' });
		for (const sq of ['(2,2)', '(2,3)', '(2,4)']) await page.getByRole('button', { name: sq }).first().click();
		assert.match(await action.getByRole('status').innerText(), /移動キャンセル/);
		await action.getByRole('button', { name: '経路を消す' }).click();
		const summary = page.getByRole('region', { name: 'フェイズのまとめ' }).locator('pre');
		await action.getByLabel('動作').selectOption({ label: '特殊能力の使用' });
		await action.getByLabel('対象').selectOption({ label: 'カイ (0,0)' });
		await action.getByRole('button', { name: '行動を記録' }).click();
		await summary.getByText(/ゴウ: .*特殊能力の使用 → カイ/).waitFor();

		// The counter-waiting ability, opened from the console with ゴウ and カイ filled in: activation
		// 30 ≤ 60 → waiting; the cost (HP 5) is paid now; a success check each time the condition is met.
		await openAct.getByRole('button', { name: '特殊能力へ(ゴウ)' }).click();
		const ability = page.getByRole('region', { name: '特殊能力の使用' });
		await enter(page, '発動判定(d100)', 30);
		await ability.getByRole('status').filter({ hasText: 'カウンター待受状態' }).first().waitFor();
		assert.match(
			await ability.getByRole('status', { name: '直前の特殊能力' }).innerText(),
			/^ゴウ「反撃の構え」: 発動判定 30 \/ 60% 成功、消費制約: HP −5、カウンター待受状態、能力休み\(自陣営の次の1フェイズ\)$/
		);
		await resolve.getByRole('button', { name: '結果をフェイズに記録' }).click();
		await resolve.waitFor({ state: 'detached' });
		assert.equal(await ability.getByLabel('効果の対象').inputValue(), 'c1');
		await enter(page, 'カウンター条件を満たした: 成功判定(d100)', 40);
		await ability.getByText('成功判定 40 / 50% 成功、効果: 反撃(カイ の HP 15→8)').waitFor();
		await shot(page, 'gk-ability');

		// Special attack: カイ (ATK 10) on ゴウ (DEF 0): 100 % — a table d100 of 55 hits for 10, off 体力:
		// 5 → −5, and ゴウ is 瀕死 with his survival check due.
		const special = page.getByRole('region', { name: '特殊攻撃' });
		await special.getByLabel('攻撃する側').selectOption({ label: 'カイ' });
		await special.getByLabel('対象').selectOption({ label: 'ゴウ' });
		await enter(page, '命中判定(d100)', 55);
		assert.equal(
			await special.getByRole('status', { name: '直前の特殊攻撃' }).innerText(),
			'カイ → ゴウ: d100 55 / 100% 命中 10ダメージ、体力 5→-5、瀕死'
		);
		await page.getByRole('region', { name: 'ゴウ の生存判定' }).waitFor();
		await shot(page, 'gk-special');
		await tab(page, '名簿');
		await page.getByRole('article', { name: 'ゴウ' }).getByText('カウンター待受状態').waitFor();
		await tab(page, '進行');
		await page.getByRole('note').filter({ hasText: 'ゴウ はカウンター待受中' }).waitFor();
		const summary3 = await page.getByRole('region', { name: 'フェイズのまとめ' }).locator('pre').innerText();
		assert.ok(
			summary3.includes(
				'1. ゴウ 特殊能力の使用 → カイ\n   ゴウ「反撃の構え」: 発動判定 30 / 60% 成功、消費制約: HP −5、カウンター待受状態、能力休み(自陣営の次の1フェイズ)'
			),
			summary3
		);
		// Offline: the state is kept, and the app still rolls. (Waiting for the service worker may
		// reload the page, which opens on 名簿 once the engagement is over: the tab is chosen after.)
		await waitForServiceWorker(page);
		await tab(page, '交戦');
		const before = await reportText(page);
		await context.setOffline(true);
		await page.reload();
		await tab(page, '交戦');
		assert.equal(await reportText(page), before);
		await tab(page, '進行');
		assert.equal(await page.getByRole('region', { name: 'フェイズのまとめ' }).locator('pre').innerText(), summary3);
		await tab(page, '特殊');
		const sp = page.getByRole('region', { name: '特殊攻撃' });
		await sp.getByLabel('攻撃する側').selectOption({ label: 'カイ' });
		await sp.getByLabel('対象').selectOption({ label: 'ゴウ' });
		await sp.getByRole('button', { name: 'アプリのダイスで判定' }).click();
		await sp.getByRole('status', { name: '直前の特殊攻撃' }).filter({ hasText: 'カイ →' }).waitFor();

		// The settings tab is the platform's open points panel: a reading with the GK's amount,
		// recorded and read back after a reload (still offline).
		await tab(page, '設定');
		const minimum = page.getByRole('article', { name: '特殊攻撃の最低保証ダメージ' });
		await minimum.getByRole('radio', { name: /GKが決める値/ }).check();
		await minimum.getByLabel('最低保証ダメージ').fill('7');
		await minimum.getByRole('button', { name: 'この値にする' }).click();
		await minimum.locator('button:disabled', { hasText: 'この値にする' }).waitFor();
		await page.reload();
		await tab(page, '設定');
		const again = page.getByRole('article', { name: '特殊攻撃の最低保証ダメージ' });
		assert.equal(await again.getByRole('radio', { name: /GKが決める値/ }).isChecked(), true);
		assert.equal(await again.getByLabel('最低保証ダメージ').inputValue(), '7');
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});

test('a double tap on a button that moves the game on records it once (フェイズ開始, 特殊攻撃, 1ラウンド, 生存判定)', async () => {
	const b = await launch({ viewport: { width: 360, height: 640 } });
	try {
		const { page } = b;
		await createSession(page, server.base, { system: 'GK', name: '二度押し' });
		for (const f of ['生徒会', '番長']) {
			const form = page.getByRole('form', { name: '陣営を追加' });
			await form.getByLabel('陣営名').fill(f);
			await form.getByRole('button', { name: '陣営を追加' }).click();
			await page.getByRole('listitem').filter({ hasText: f }).waitFor();
		}
		await page.getByRole('button', { name: '技を追加' }).click();
		const tech = page.getByRole('form', { name: '技を追加' });
		await tech.getByLabel('技名').fill('ジャブ');
		await tech.getByLabel('ダメージ式').fill('ATK + 5');
		await tech.getByRole('button', { name: '技を保存' }).click();
		await tech.waitFor({ state: 'detached' });
		const flat = { ATK: 10, DEF: 0, VIT: 5, MND: 4, FS: 0, REA: 0 };
		await addCharacter(page, { name: 'カイ', faction: '生徒会', stats: flat, hp: 30, x: 0, y: 0 });
		await addCharacter(page, { name: 'レン', faction: '番長', stats: flat, hp: 40, x: 0, y: 0 });

		await tab(page, '進行');
		await page
			.getByRole('region', { name: '移動力の決め方' })
			.getByRole('button', { name: /2 \+ 反応÷5/ })
			.click();
		await doubleTap(page.getByRole('button', { name: 'フェイズ開始' }));
		await page.getByText('フェイズ1: 生徒会').first().waitFor();
		await page.waitForTimeout(300);
		assert.equal(await page.getByText('フェイズ2', { exact: false }).count(), 0);

		// Special attack by the app: 100 % for 10 off 体力 5 — once: 5→-5, not on to -15.
		await tab(page, '特殊');
		const special = page.getByRole('region', { name: '特殊攻撃' });
		await special.getByLabel('攻撃する側').selectOption({ label: 'カイ' });
		await special.getByLabel('対象').selectOption({ label: 'レン' });
		await doubleTap(special.getByRole('button', { name: 'アプリのダイスで判定' }));
		const last = special.getByRole('status', { name: '直前の特殊攻撃' });
		await last.filter({ hasText: '体力 5→-5' }).waitFor();
		await page.waitForTimeout(300);
		assert.match(await last.innerText(), /体力 5→-5/);

		// Its survival check by the app, tapped twice: one check.
		const survival = page.getByRole('region', { name: 'レン の生存判定' });
		await doubleTap(survival.getByRole('button', { name: 'アプリのダイスで判定' }));
		await survival.waitFor({ state: 'detached' });
		await page.waitForTimeout(300);
		// The second tap was swallowed: no refusal notice (「生存判定はありません」 or the like) shows.
		assert.equal(await page.locator('.notices .notice').count(), 0);
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});
