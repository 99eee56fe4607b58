// 超人ロック in real Chromium: a five-player session and a combat of three characters over two
// rounds, with a SYNTHETIC test damage table (made-up values, clearly named as test data — the
// printed chart is not shipped): a melee [格闘:2] against [格闘:1], an attack, a death, round-end
// hands with a minion and the optional discard, the deck running out, a reload in the middle of a
// round; then the same flow offline.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSession, launch, startServer, waitForServiceWorker } from './harness.mjs';
import {
	TABLE_NAME,
	addPlayers,
	fillTablesSlot,
	logLines,
	rollDice,
	setInitiative,
	shot,
	testDamage,
	whoseTurn
} from './locke-shared.mjs';

let server;
before(async () => {
	server = await startServer(4321);
});
after(async () => {
	await server?.stop();
});

async function endurance(page, name) {
	return (await page.getByLabel(`${name} の現在耐久力`).innerText()).replace(/\s/g, '');
}

async function deck(page) {
	return (await page.getByLabel('Cカードの山札の残り').locator('output').innerText()).trim();
}

/** The whole table flow; returns facts to compare. */
/**
 * deckOutEnds: the group turns on the house rule 「山札が足りなければ戦闘終了」 (off in a new game:
 * the seed has no deck-out rule), so the short refill at the end of round 2 ends the combat;
 * without it the table recounts the deck where the round end asks, and round 3 begins.
 */
async function playCombat(page, { deckOutEnds }) {
	await page.getByRole('tab', { name: '戦闘' }).click();
	const houseRule = page.getByRole('checkbox', { name: /山札が足りなければ戦闘終了/ });
	assert.equal(await houseRule.isChecked(), false, 'a new game starts with the deck-out house rule off');
	if (deckOutEnds) {
		await houseRule.check();
	}
	const start = page.getByRole('form', { name: '戦闘を始める' });
	await start.getByLabel('場所(マス)').fill('惑星3');
	for (const name of ['ナガト (ベン)', 'ロック1 (あかり)', 'ライザ (チカ)'])
		await start.getByRole('checkbox', { name }).check();
	await start.getByLabel(/Cカードの山札/).fill('25');
	await start.getByRole('button', { name: '戦闘開始' }).click();

	// Round 1 — opening: ナガト declares a minion (hand limit 8), then the deal.
	await page.getByRole('button', { name: 'ナガト の手下を1増やす' }).click();
	await page.getByLabel('ナガト の手下').filter({ hasText: '1' }).waitFor();
	await page.getByRole('button', { name: '手札を配る(22 枚)' }).click();
	await page.getByLabel('Cカードの山札の残り').getByText('3', { exact: true }).waitFor();
	await setInitiative(page, ['ナガト', 'ロック1', 'ライザ']);

	// ナガト: melee [格闘:2] against ロック1's [格闘:1]; ロック1 counterattacks.
	await whoseTurn(page, 'ナガト');
	await page.getByRole('tab', { name: '格闘' }).click();
	const melee = page.getByRole('form', { name: '格闘' });
	await melee.getByLabel('防御側').selectOption({ label: 'ロック1' });
	// Each side's declaration is folded into its summary line; open both.
	await melee.locator('details > summary').nth(0).click();
	await melee.locator('details > summary').nth(1).click();
	await melee.getByRole('button', { name: 'ナガト に[格闘:X]を追加' }).click();
	await melee.getByLabel('ナガト の[格闘:X] 1 の名前').fill('白兵');
	await melee.getByLabel('ナガト の[格闘:X] 1 のX').fill('2');
	await melee.getByRole('button', { name: 'ロック1 に[格闘:X]を追加' }).click();
	await melee.getByLabel('ロック1 の[格闘:X] 1 のX').fill('1');
	await rollDice(melee.getByRole('group', { name: 'ナガト → ロック1の2D6' }), 4, 4);
	await rollDice(melee.getByRole('group', { name: 'ロック1 → ナガトの2D6' }), 1, 3);
	// ナガト 6 + 1 minion = 7 ÷ 6 = 1:1, +1 → 2:1; ロック1 6 ÷ 7 → 1:2以下, −1 stays.
	await melee
		.getByText(`火力 7 ÷ 火力 6 → 1:1 → 格闘 +1 → 2:1 → 2D6 = 8（4+4） → ${testDamage(2, 8)} ダメージ`)
		.waitFor();
	await melee
		.getByText(
			`火力 6 ÷ 火力 7 → 1:2以下 → 格闘 −1(1:2以下で止まる) → 1:2以下 → 2D6 = 4（1+3） → ${testDamage(0, 4)} ダメージ`
		)
		.waitFor();
	await melee.getByRole('button', { name: '格闘を記録' }).click();
	await page.getByText('直前の損害判定').waitFor();
	assert.equal(await endurance(page, 'ロック1'), `${6 - testDamage(2, 8)}/6`);
	await page.getByRole('button', { name: 'ナガト の手番を終える' }).click();

	// ロック1: attack card ビームキャノン 16 against ナガト (endurance 6): 16 ÷ 6 = 2:1.
	await whoseTurn(page, 'ロック1');
	await page.getByRole('tab', { name: '攻撃' }).click();
	const atk = page.getByRole('form', { name: '攻撃' });
	await atk.getByLabel('防御側').selectOption({ index: 1 });
	await atk.getByLabel(/攻撃Cカード/).selectOption('beam-cannon@16');
	await rollDice(atk.getByRole('group', { name: 'ロック1 → ナガトの2D6' }), 6, 6);
	await atk.getByText(`火力 16 ÷ 耐久 6 → 2:1 → 2D6 = 12（6+6） → ${testDamage(2, 12)} ダメージ`).waitFor();
	await atk.getByRole('button', { name: '攻撃を記録' }).click();
	await page.getByText('主要行動は済みました', { exact: false }).waitFor();
	assert.equal(await endurance(page, 'ナガト'), `${6 - testDamage(2, 12)}/6`);
	await page.getByRole('button', { name: 'ロック1 の手番を終える' }).click();

	// ライザ passes.
	await whoseTurn(page, 'ライザ');
	await page.getByRole('button', { name: 'パス(ライザ の手番を終える)' }).click();

	// Round end: ナガト is at the limit 8 (minion) and discards one; ロック1 draws the card it used.
	const end1 = page.getByRole('form', { name: 'ラウンド 1 終了フェイズ' });
	await end1.getByRole('checkbox', { name: 'ナガト は1枚捨てる' }).check();
	assert.match(await end1.getByLabel('ナガト の手札の増減').innerText(), /捨て 1\s*補充 1\s*→ 8/);
	assert.match(await end1.getByLabel('ロック1 の手札の増減').innerText(), /補充 1\s*→ 7/);
	assert.match(await end1.getByLabel('ライザ の手札の増減').innerText(), /±0\s*→ 7/);
	await end1.getByText('山札 3 枚から 2 枚補充 → 残り 1 枚').waitFor();
	await end1.getByRole('button', { name: 'ラウンドを終える' }).click();

	// Round 2.
	await page.getByText('ラウンド 2 ·', { exact: false }).waitFor();
	await page.getByRole('button', { name: '手札を配る(0 枚)' }).click();
	await setInitiative(page, ['ライザ', 'ナガト', 'ロック1']);
	await whoseTurn(page, 'ライザ');
	await page.getByRole('tab', { name: '攻撃' }).click();
	const atk2 = page.getByRole('form', { name: '攻撃' });
	await atk2.getByLabel('防御側').selectOption({ index: 1 });
	await atk2.getByLabel(/攻撃Cカード/).selectOption('g-shell@25');
	const left = 6 - testDamage(2, 12);
	await rollDice(atk2.getByRole('group', { name: 'ライザ → ナガトの2D6' }), 3, 4);
	await atk2.getByText(`火力 25 ÷ 耐久 ${left} → 10:1 → 2D6 = 7（3+4） → ${testDamage(10, 7)} ダメージ`).waitFor();
	await atk2.getByRole('button', { name: '攻撃を記録' }).click();
	await page.getByText(`ナガト 死亡`, { exact: false }).first().waitFor();

	// Reload in the middle of round 2: the same state comes back.
	const snapshot = async () => ({
		fighters: await page.getByRole('list', { name: '戦闘の参加者' }).innerText(),
		deck: await deck(page),
		head: await page.locator('.combat-head').innerText(),
		last: await page.getByText('直前の損害判定').locator('..').innerText()
	});
	await page.getByRole('button', { name: 'ライザ の手番を終える' }).click();
	await whoseTurn(page, 'ロック1');
	const before = await snapshot();
	await page.reload();
	await whoseTurn(page, 'ロック1');
	assert.deepEqual(await snapshot(), before);

	// ロック1 discards a card; ナガト (dead) has no turn; the deck cannot refill two hands.
	await page.getByRole('tab', { name: 'その他' }).click();
	await page.getByRole('button', { name: 'ロック1 がCカードを1枚捨てる' }).click();
	await page.getByRole('button', { name: 'ロック1 の手番を終える' }).click();
	const end2 = page.getByRole('form', { name: 'ラウンド 2 終了フェイズ' });
	if (deckOutEnds) {
		await end2
			.getByText('山札が足りません: 補充 2 枚に対して残り 1 枚。記録すると戦闘はただちに終了します。')
			.waitFor();
		await end2.getByRole('button', { name: 'ラウンドを終える' }).click();
		await page.getByText('終了理由: Cカードの山札切れ(必要 2 枚、残り 1 枚)').waitFor();
		await page.getByText('死亡: ナガト').waitFor();
		return before;
	}
	// House rule off: the round end cannot be recorded until the deck is recounted, and says so.
	await end2.getByText('山札が足りません(必要2枚、山札1枚)。山札を切り直すか数え直してください。').waitFor();
	assert.equal(await end2.getByRole('button', { name: 'ラウンドを終える' }).isDisabled(), true);
	await end2.getByLabel('山札を数え直す・切り直す(今 1 枚)').fill('12');
	await end2.getByRole('button', { name: '枚数を記録' }).click();
	await page.getByLabel('Cカードの山札の残り').getByText('12', { exact: true }).waitFor();
	await end2.getByText('山札 12 枚から 2 枚補充 → 残り 10 枚').waitFor();
	await end2.getByRole('button', { name: 'ラウンドを終える' }).click();
	await page.getByText('ラウンド 3 ·', { exact: false }).waitFor();
	return before;
}

describe('超人ロック', () => {
	test('five players, a two-round combat of three with a test damage table, reload mid-round', async () => {
		const b = await launch();
		const { page } = b;
		try {
			await fillTablesSlot(page, server.base);
			await createSession(page, server.base, { system: 'ロック|Locke', name: 'ロック卓' });
			await addPlayers(page);
			await playCombat(page, { deckOutEnds: true });
			const lines = await logLines(page);
			assert.ok(
				lines.some((l) => l.startsWith('表を採用: ' + TABLE_NAME)),
				lines.join('\n')
			);
			assert.ok(
				lines.some((l) =>
					l.startsWith('格闘 ナガト → ロック1: 火力 7 ÷ 火力 6 = 1:1 → 格闘 +1 → 2:1, 2D6 = 8（4+4）、')
				),
				lines.join('\n')
			);
			assert.ok(
				lines.some((l) => l.startsWith('ロック1 → ナガト(Lv4): 火力 16 ÷ 耐久 6 = 2:1, 2D6 = 12（6+6）、')),
				lines.join('\n')
			);
			assert.ok(
				lines.some((l) => l.startsWith('ラウンド 2 終了 — 補充 2 枚を山札から出せず戦闘終了')),
				lines.join('\n')
			);
			assert.deepEqual(b.errors, []);
		} catch (err) {
			throw await shot(page, err);
		} finally {
			await b.close();
		}
	});

	test('the same flow offline, once the service worker controls the page', async () => {
		const b = await launch();
		const { page, context } = b;
		try {
			await page.goto(server.base + '/');
			await waitForServiceWorker(page);
			await context.setOffline(true);
			await fillTablesSlot(page, server.base);
			await createSession(page, server.base, { system: 'ロック|Locke', name: 'オフラインのロック卓' });
			await addPlayers(page);
			await playCombat(page, { deckOutEnds: false });
			assert.deepEqual(b.errors, []);
		} catch (err) {
			throw await shot(page, err);
		} finally {
			await context.setOffline(false).catch(() => {});
			await b.close();
		}
	});
});
