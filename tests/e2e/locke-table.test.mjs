// 超人ロック at a real table, on a 360×640 phone: a combat round of three played only with what is
// on screen — the record button stays in view while the attack form is open — a defender who
// declares a lower endurance and dies of it (§5.1), the damage as the largest text after the
// lookup, the log saying 死亡, the maintained-defence question at the holder's check phase, and a
// reload in the middle that brings back the same screen. A SYNTHETIC test damage table is used.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { launch, startServer } from './harness.mjs';
import { logLines, rollDice, shot, startCombatOfThree, testDamage, whoseTurn } from './locke-shared.mjs';

const PHONE = { width: 360, height: 640 };
const SHOTS = '/tmp/locke-table-shots';

let server;
before(async () => {
	server = await startServer(4323);
	mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
	await server?.stop();
});

/** The record button is inside the viewport (not scrolled past, not under the bottom bar). */
async function recordInView(page, form, name) {
	const box = await form.getByRole('button', { name }).boundingBox();
	assert.ok(box, `${name}: no box`);
	assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, `${name} at y=${box.y} is off the 640 px screen`);
}

/** The font size of the largest visible text on the page, and the text that has it. */
async function largestText(page) {
	return page.evaluate(() => {
		let best = { size: 0, text: '', count: 0 };
		for (const el of document.querySelectorAll('body *')) {
			const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '');
			if (!own || el.closest('[hidden], details:not([open]) > :not(summary)')) continue;
			const r = el.getBoundingClientRect();
			if (r.width === 0 || r.height === 0) continue;
			const size = parseFloat(getComputedStyle(el).fontSize);
			if (size > best.size) best = { size, text: el.textContent.trim(), count: 1 };
			else if (size === best.size) best.count++;
		}
		return best;
	});
}

describe('超人ロック on a 360×640 phone', () => {
	test('a combat round with only what is visible: declared endurance, death, the largest numeral, the check phase, reload', async () => {
		const b = await launch({ viewport: PHONE });
		const { page } = b;
		try {
			// Start: the main action was a move; the combat has three (the storage note closed first, so the
			// screens below are measured without it).
			await startCombatOfThree(page, server.base, '電話のロック卓');

			// Initiative order, the acting one marked, the next named.
			await whoseTurn(page, 'ナガト');
			await page.getByText('次: ライザ').waitFor();
			const fighters = await page.getByRole('list', { name: '戦闘の参加者' }).innerText();
			assert.ok(
				fighters.indexOf('ナガト') < fighters.indexOf('ライザ') &&
					fighters.indexOf('ライザ') < fighters.indexOf('ロック1'),
				fighters
			);
			await page.screenshot({ path: `${SHOTS}/1-turn.png` });

			// ナガト attacks ライザ, who blocks with a Lv5 card: her defence is maintained.
			await page.getByRole('tab', { name: '攻撃' }).click();
			const atk = page.getByRole('form', { name: '攻撃' });
			await recordInView(page, atk, '攻撃を記録');
			await atk.getByLabel('防御側').selectOption({ label: 'ライザ (耐久 6)' });
			await atk.getByLabel(/攻撃Cカード/).selectOption('beam-cannon@16');
			await recordInView(page, atk, '攻撃を記録');
			// The defender's answer is folded to one line (「防御側: なし(命中) · 宣言耐久 6」): open it.
			await atk.getByText(/^防御側: /).click();
			await atk.getByRole('radio', { name: '防御', exact: true }).check();
			await atk.getByLabel(/^防御・逃避のレベル/).fill('5');
			await recordInView(page, atk, '攻撃を記録');
			await page.screenshot({ path: `${SHOTS}/2-attack-blocked.png` });
			await atk.getByRole('button', { name: '攻撃を記録' }).click();
			await page.getByText('主要行動は済みました', { exact: false }).waitFor();
			// The form has gone with the record; focus waits on the next step, not on the page.
			await page.waitForFunction(() => document.activeElement?.textContent?.includes('ナガト の手番を終える'));
			await page.getByRole('button', { name: 'ナガト の手番を終える' }).click();

			// ライザ's check phase: keep or drop, nothing else until answered; she keeps it for 5.
			await whoseTurn(page, 'ライザ');
			const check = page.getByRole('form', { name: 'チェックフェイズ' });
			await check.waitFor();
			assert.equal(await page.getByRole('tab', { name: '攻撃' }).count(), 0);
			assert.equal(await page.getByRole('button', { name: /ライザ の手番を終える/ }).count(), 0);
			await page.screenshot({ path: `${SHOTS}/3-check-phase.png` });
			await check.getByRole('button', { name: '維持する(ESP 5)' }).click();

			// ライザ attacks ロック1, who declares 3 of its 6: 16 ÷ 3 = 5:1, 2D6 12 → 7 > 3: 死亡.
			await page.getByRole('tab', { name: '攻撃' }).click();
			const atk2 = page.getByRole('form', { name: '攻撃' });
			await atk2.getByLabel('防御側').selectOption({ label: 'ロック1 (耐久 6)' });
			await atk2.getByLabel(/攻撃Cカード/).selectOption('beam-cannon@16');
			await atk2.getByText(/^防御側: /).click();
			await atk2.getByLabel(/ロック1 が宣言する現在耐久力/).fill('-');
			await atk2.getByText('直す必要のある数の欄があります').waitFor();
			await recordInView(page, atk2, '攻撃を記録');
			assert.ok(await atk2.getByRole('button', { name: '攻撃を記録' }).isDisabled());
			await atk2.getByLabel(/ロック1 が宣言する現在耐久力/).fill('3');
			await atk2.getByText('4 ダメージ以上で ロック1 は死亡').waitFor();
			await rollDice(atk2.getByRole('group', { name: 'ライザ → ロック1の2D6' }), 6, 6);
			const damage = testDamage(5, 12);
			const big = atk2.getByLabel('ライザ → ロック1のダメージ');
			await big.filter({ hasText: String(damage) }).waitFor();
			await atk2.getByText('ロック1 死亡').waitFor();
			await recordInView(page, atk2, '攻撃を記録');
			// After the lookup the damage is the largest text on the screen, and nothing else is as large.
			const largest = await largestText(page);
			assert.equal(largest.text, String(damage), JSON.stringify(largest));
			assert.equal(largest.count, 1, JSON.stringify(largest));
			await page.screenshot({ path: `${SHOTS}/4-damage.png` });
			await atk2.getByRole('button', { name: '攻撃を記録' }).click();
			await page.getByText('直前の損害判定').waitFor();

			// Reload mid-round: the same screen comes back.
			const snapshot = async () => ({
				fighters: await page.getByRole('list', { name: '戦闘の参加者' }).innerText(),
				head: await page.locator('.combat-head').innerText(),
				whose: await page.locator('.whose').innerText()
			});
			const before = await snapshot();
			await page.reload();
			await whoseTurn(page, 'ライザ');
			assert.deepEqual(await snapshot(), before);
			assert.match(before.fighters, /ロック1[\s\S]*死亡/);

			// The round ends (ロック1 is dead and has no turn).
			await page.getByRole('button', { name: 'ライザ の手番を終える' }).click();
			const end = page.getByRole('form', { name: 'ラウンド 1 終了フェイズ' });
			await end.getByRole('button', { name: 'ラウンドを終える' }).click();
			await page.getByText('ラウンド 2 ·', { exact: false }).waitFor();
			await page.screenshot({ path: `${SHOTS}/5-round-2.png` });

			const lines = await logLines(page);
			assert.ok(
				lines.some((l) => l.startsWith('ライザ → ロック1(Lv4)') && l.includes('ロック1 死亡')),
				lines.join('\n')
			);
			assert.deepEqual(b.errors, []);
		} catch (err) {
			throw await shot(page, err);
		} finally {
			await b.close();
		}
	});
});
