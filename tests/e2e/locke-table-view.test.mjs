// 超人ロック in real Chromium with the phone face up on the table (卓に見せる表示, issue 22.13):
// a whole combat round is played, and at every step no character name, no (L)/(G) mark and no
// character's alignment is in the page's text or its labels — only the GM's hold-to-read shows them.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSession, launch, startServer } from './harness.mjs';
import { NAMES, addPlayers, fillTablesSlot, logLines, rollDice, shot, whoseTurn } from './locke-shared.mjs';

let server;
before(async () => {
	server = await startServer(4327);
});
after(async () => {
	await server?.stop();
});

/**
 * What the table can read: the page's text as drawn, the options of every list, and every label a
 * screen reader would say (aria-label, title, placeholder, alt). The add-character form is left
 * out: its built-in list is the box's catalogue of every character, not a secret about anyone here.
 */
const readable = (page) =>
	page.evaluate(() => {
		const catalogue = document.querySelector('form[aria-label="キャラクターを追加"]');
		if (catalogue) catalogue.style.display = 'none';
		const text = document.body.innerText;
		if (catalogue) catalogue.style.display = '';
		const inCatalogue = (e) => catalogue?.contains(e);
		const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt], option')]
			.filter((e) => !inCatalogue(e))
			.map((e) =>
				[
					e.getAttribute('aria-label'),
					e.getAttribute('title'),
					e.getAttribute('placeholder'),
					e.getAttribute('alt'),
					e.tagName === 'OPTION' ? e.textContent : null
				]
					.filter(Boolean)
					.join(' ')
			);
		return [text, ...labels].join('\n');
	});

/**
 * The secrets found in `text`: a character's name, the (L)/(G)/(E)/(S) marks, and an alignment
 * word (GOOD/EVIL/SPECIAL, the seed's own) outside the rules' sentences about silhouettes.
 */
function secretsIn(text) {
	const found = [];
	for (const name of Object.values(NAMES)) if (text.includes(name)) found.push(name);
	for (const mark of ['(L)', '(G)', '(E)', '(S)']) if (text.includes(mark)) found.push(mark);
	for (const line of text.split('\n'))
		if (/GOOD|EVIL|SPECIAL/.test(line) && !line.includes('シルエット')) found.push(`alignment: ${line.trim()}`);
	return found;
}

async function assertNoSecrets(page, where) {
	const text = await readable(page);
	assert.deepEqual(secretsIn(text), [], `${where}:\n${text}`);
}

describe('超人ロック: the table view keeps every secret', () => {
	test('a combat played with the phone face up shows players, never a character or its alignment', async () => {
		const b = await launch();
		const { page } = b;
		try {
			await fillTablesSlot(page, server.base);
			await createSession(page, server.base, { system: 'ロック|Locke', name: 'ロック卓(卓に見せる)' });
			// The start asks whether the phone lies face up; a new game says yes.
			await addPlayers(page, { faceUp: true });

			// ゲーム: 「通常ターン あかり」 in large type, 「次は チカ」.
			await page.locator('.whose .big-number', { hasText: 'あかり' }).waitFor();
			await assertNoSecrets(page, 'Game tab');

			await page.getByRole('tab', { name: 'プレイヤー' }).click();
			await page.getByRole('article', { name: 'あかり' }).waitFor();
			await assertNoSecrets(page, 'Players tab');
			// The GM's hold-to-read shows the sheet while held, and hides it on release.
			// (One element: its label turns to 「離すと伏せる」 while held.)
			const hold = await page.getByRole('button', { name: '押している間だけシートを見る(GM)' }).first().elementHandle();
			await hold.dispatchEvent('pointerdown');
			await page.getByRole('article', { name: 'ロック1' }).waitFor();
			await hold.dispatchEvent('pointerup');
			await page.getByRole('article', { name: 'ロック1' }).waitFor({ state: 'detached' });
			await assertNoSecrets(page, 'Players tab after the hold');

			await page.getByRole('tab', { name: 'ゲーム' }).click();
			await page.getByRole('button', { name: 'ターン終了', exact: true }).click();
			await page.getByText('次は エミ', { exact: true }).waitFor();

			await page.getByRole('tab', { name: '戦闘' }).click();
			const start = page.getByRole('form', { name: '戦闘を始める' });
			await start.getByLabel('場所(マス)').fill('惑星3');
			await assertNoSecrets(page, 'combat start');
			for (const name of ['ベン', 'あかり']) await start.getByRole('checkbox', { name, exact: true }).check();
			await start.getByLabel(/Cカードの山札/).fill('25');
			await start.getByRole('button', { name: '戦闘開始' }).click();
			await page.getByRole('button', { name: /^手札を配る/ }).click();

			const panel = page.getByRole('region', { name: 'イニシアチブ決定' });
			await panel.getByLabel('ベン の札の数字').selectOption('1');
			await panel.getByLabel('あかり の札の数字').selectOption('2');
			await assertNoSecrets(page, 'initiative');
			await panel.getByRole('button', { name: 'この札で決定' }).click();
			await whoseTurn(page, 'ベン');
			await assertNoSecrets(page, 'combat turn');

			await page.getByRole('tab', { name: '攻撃' }).click();
			const atk = page.getByRole('form', { name: '攻撃' });
			await atk.getByLabel('防御側').selectOption({ index: 1 });
			await atk.getByLabel(/攻撃Cカード/).selectOption({ index: 1 });
			await rollDice(atk.getByRole('group', { name: 'ベン → あかりの2D6' }), 2, 3);
			await assertNoSecrets(page, 'attack form');
			// The sheet's numbers stay off the table: the rows show the damage taken (no maximum, no
			// ESP), and nothing is worked out before あかり declares her endurance aloud (§5.5).
			const fighters = page.getByRole('list', { name: '戦闘の参加者' });
			assert.match(await fighters.innerText(), /ダメージ\s*0/);
			assert.doesNotMatch(await fighters.innerText(), /ESP|\/\d/);
			await atk.getByText('あかり の宣言耐久力を入力してください', { exact: false }).first().waitFor();
			assert.equal(await atk.getByRole('button', { name: '攻撃を記録' }).isDisabled(), true);
			assert.doesNotMatch(await atk.innerText(), /÷ 耐久|以上で あかり は死亡/);
			await atk.getByLabel(/あかり が宣言する現在耐久力/).fill('5');
			await atk.getByText('÷ 耐久 5', { exact: false }).waitFor();
			await atk.getByRole('button', { name: '攻撃を記録' }).click();
			await page.getByText('主要行動は済みました', { exact: false }).waitFor();
			await assertNoSecrets(page, 'after the attack (the undo label names it)');

			await page.getByRole('button', { name: 'ベン の手番を終える' }).click();
			await whoseTurn(page, 'あかり');
			await page.getByRole('button', { name: 'パス(あかり の手番を終える)' }).click();
			const end1 = page.getByRole('form', { name: 'ラウンド 1 終了フェイズ' });
			await assertNoSecrets(page, 'round end');
			await end1.getByRole('button', { name: 'ラウンドを終える' }).click();
			await page.getByText('ラウンド 2 ·', { exact: false }).waitFor();
			await assertNoSecrets(page, 'round 2');

			// The log: its lines and group titles name the players.
			const lines = await logLines(page);
			assert.deepEqual(secretsIn(lines.join('\n')), [], lines.join('\n'));
			assert.ok(
				lines.some((l) => l.startsWith('ベン → あかり')),
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
