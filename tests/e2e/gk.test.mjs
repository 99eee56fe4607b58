// The GK engagement game in real Chromium at 360×640: two factions and four characters, a phase
// with a move stopped by ZoC and a cancelled one, an engagement with GK-entered dice to its end and
// a survival check (reloaded mid-engagement: identical), one with app dice, a special attack, an
// ability that waits to counter, the copied report's text, and the same offline.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createSession, launch, startServer, waitForServiceWorker } from './harness.mjs';

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
		assert.match(await form.getByRole('alert').innerText(), /ATK は 0〜99/);
		await addCharacter(page, { name: 'カイ', faction: '生徒会', stats: flat, hp: 30, x: 0, y: 0 });
		await addCharacter(page, { name: 'ミオ', faction: '生徒会', stats: flat, hp: 30, x: 2, y: 0 });
		await addCharacter(page, { name: 'レン', faction: '番長', stats: flat, hp: 20, x: 0, y: 0 });
		await addCharacter(page, {
			name: 'ゴウ',
			faction: '番長',
			stats: flat,
			hp: 30,
			x: 2,
			y: 1,
			ability: { name: '反撃の構え', style: 'counter', activation: 60, success: 50 }
		});
		assert.equal(await page.getByRole('article').count(), 4);
		await shot(page, 'gk-roster');

		// The phase console: ミオ's path (2,1) → (2,2) stops on entering ゴウ's square (ZoC);
		// カイ's three-square path is more than 2 and is cancelled: 0 squares, waits.
		await tab(page, '進行');
		await page.getByRole('button', { name: 'フェイズ開始' }).click();
		await page.getByRole('heading', { name: 'フェイズ1: 生徒会' }).waitFor();
		const action = page.getByRole('region', { name: '行動提出' });
		await action.getByLabel('キャラクター').selectOption({ label: 'ミオ (生徒会)' });
		await page.getByRole('button', { name: /^\(2,1\)/ }).click();
		await page.getByRole('button', { name: /^\(2,2\)/ }).click();
		assert.match(await action.getByRole('status').innerText(), /ZoCで停止/);
		await action.getByRole('button', { name: '行動を記録' }).click();
		await action.getByLabel('キャラクター').selectOption({ label: 'カイ (生徒会)' });
		for (const sq of ['(1,0)', '(1,1)', '(1,2)']) await page.getByRole('button', { name: sq }).first().click();
		assert.match(await action.getByRole('status').innerText(), /移動キャンセル/);
		await action.getByRole('button', { name: '行動を記録' }).click();
		// A second action in the same phase names precondition 5.
		await action.getByLabel('キャラクター').selectOption({ label: 'カイ (生徒会)' });
		assert.match(await action.getByRole('alert').first().innerText(), /前提条件 5/);
		const summary = await page.getByRole('region', { name: 'フェイズのまとめ' }).locator('pre').innerText();
		assert.ok(summary.includes('ミオ: (2,0)→(2,1)(1マス) ZoCで停止、待機'), summary);
		assert.ok(summary.includes('カイ: 移動キャンセル(0マス、待機)、待機'), summary);
		await shot(page, 'gk-console');

		// The counter-waiting ability: activation 30 ≤ 60 → waiting; a success check when the condition is met.
		await tab(page, '特殊');
		const ability = page.getByRole('region', { name: '特殊能力の使用' });
		await ability.getByLabel('キャラクター').selectOption({ label: 'ゴウ' });
		await enter(page, '発動判定(d100)', 30);
		await ability.getByRole('status').filter({ hasText: 'カウンター待受状態' }).waitFor();
		await enter(page, 'カウンター条件を満たした: 成功判定(d100)', 40);
		await ability.getByText('40 / 50% 成功').waitFor();

		// Special attack: カイ (ATK 10) on ゴウ (DEF 0): 100 % — a table d100 of 55 hits for 10.
		const special = page.getByRole('region', { name: '特殊攻撃' });
		await special.getByLabel('攻撃する側').selectOption({ label: 'カイ' });
		await special.getByLabel('対象').selectOption({ label: 'ゴウ' });
		await enter(page, '命中判定(d100)', 55);
		assert.match(
			await special.getByRole('status', { name: '直前の特殊攻撃' }).innerText(),
			/カイ → ゴウ: d100 55 \/ 100% 命中 10ダメージ、HP 20/
		);
		await shot(page, 'gk-special');

		// Engagement with the GK's dice: カイ vs レン, both at (0,0). Each round needs only the two
		// d6 (FS 0, evade 0 %, guard 0 %: certain); the higher die acts first; each hit deals 15.
		await tab(page, '交戦');
		await page.getByLabel('仕掛ける側').selectOption({ label: 'カイ' });
		await page.getByLabel('受ける側').selectOption({ label: 'レン' });
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
		await shot(page, 'gk-engagement-mid');
		await enter(page, 'カイ の行動ダイス', 3);
		await enter(page, 'レン の行動ダイス', 1);
		await page.getByRole('status').filter({ hasText: 'カイ の勝利' }).waitFor();
		await enter(page, 'レン の生存判定(d100)', 15);
		await page.getByText('生存判定 レン: d100 15 / 20% → 生存(精神力0)').waitFor();
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

		// Engagement with app dice: ミオ and ゴウ share (2,1) after the ZoC stop.
		await page.getByLabel('仕掛ける側').selectOption({ label: 'ミオ' });
		await page.getByLabel('受ける側').selectOption({ label: 'ゴウ' });
		await page.getByRole('radio', { name: 'アプリのダイス' }).check();
		await page.getByRole('button', { name: '最後までアプリで振る' }).click();
		// The report is the new engagement's once its events are recorded, and it has an end.
		await page.waitForFunction(() => {
			const pre = [...document.querySelectorAll('pre')].map((p) => p.textContent ?? '').join('\n');
			return pre.includes('【交戦】ミオ vs ゴウ') && /決着|引き分け/.test(pre);
		});
		await shot(page, 'gk-engagement-app');

		// Offline: the state is kept, and the app still rolls.
		await waitForServiceWorker(page);
		const before = await reportText(page);
		await context.setOffline(true);
		await page.reload();
		await tab(page, '交戦');
		assert.equal(await reportText(page), before);
		await tab(page, '特殊');
		const sp = page.getByRole('region', { name: '特殊攻撃' });
		await sp.getByLabel('攻撃する側').selectOption({ label: 'カイ' });
		await sp.getByLabel('対象').selectOption({ index: 1 });
		await sp.getByRole('button', { name: 'アプリのダイスで判定' }).click();
		await sp.getByRole('status', { name: '直前の特殊攻撃' }).filter({ hasText: 'カイ →' }).waitFor();
		assert.deepEqual(b.errors, []);
	} finally {
		await b.close();
	}
});
