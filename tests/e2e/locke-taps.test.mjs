// 超人ロック in real Chromium: every button that moves the game on, tapped twice 50 ms apart (a
// finger's bounce), is recorded once; a relative ±1 (a minion) tapped twice adds up.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSession, doubleTap, launch, startServer } from './harness.mjs';
import { addPlayers, fillTablesSlot, logLines, rollDice, shot, whoseTurn } from './locke-shared.mjs';

let server;
before(async () => {
	server = await startServer(4323);
});
after(async () => {
	await server?.stop();
});

/** Lines of the log that start with `head`. */
const count = (lines, head) => lines.filter((l) => l.startsWith(head)).length;

/** A person's next tap on the same button comes after the bounce window. */
const settled = (page) => page.locator('button[data-settling]').waitFor({ state: 'detached' });

describe('超人ロック: one tap, one record', () => {
	test('each button that moves the game on, tapped twice 50 ms apart, records once', async () => {
		const b = await launch();
		const { page } = b;
		try {
			await fillTablesSlot(page, server.base);
			await createSession(page, server.base, { system: 'ロック|Locke', name: 'ロック卓(二度押し)' });
			await addPlayers(page);

			// ターン終了: ロック1 → ライザ, not on to the one after.
			await doubleTap(page.getByRole('button', { name: 'ターン終了', exact: true }));
			await page.getByText('次は エルミ', { exact: true }).waitFor();
			await settled(page);

			await page.getByRole('tab', { name: '戦闘' }).click();
			const start = page.getByRole('form', { name: '戦闘を始める' });
			await start.getByLabel('場所(マス)').fill('惑星3');
			for (const name of ['ナガト (ベン)', 'ロック1 (あかり)']) await start.getByRole('checkbox', { name }).check();
			await start.getByLabel(/Cカードの山札/).fill('25');
			await doubleTap(start.getByRole('button', { name: '戦闘開始' }));
			await settled(page);

			// The minion count is relative: two quick taps are two minions.
			await doubleTap(page.getByRole('button', { name: 'ナガト の手下を1増やす' }));
			await page.getByLabel('ナガト の手下').filter({ hasText: '2' }).waitFor();
			await settled(page);

			await doubleTap(page.getByRole('button', { name: /^手札を配る/ }));
			await page.getByRole('region', { name: 'イニシアチブ決定' }).waitFor();
			await settled(page);

			const panel = page.getByRole('region', { name: 'イニシアチブ決定' });
			await panel.getByLabel('ナガト の札の数字').selectOption('1');
			await panel.getByLabel('ロック1 の札の数字').selectOption('2');
			await doubleTap(panel.getByRole('button', { name: 'この札で決定' }));
			await whoseTurn(page, 'ナガト');
			await settled(page);

			await page.getByRole('tab', { name: '攻撃' }).click();
			const atk = page.getByRole('form', { name: '攻撃' });
			await atk.getByLabel('防御側').selectOption({ index: 1 });
			await atk.getByLabel(/攻撃Cカード/).selectOption({ index: 1 });
			await rollDice(atk.getByRole('group', { name: 'ナガト → ロック1の2D6' }), 2, 3);
			await doubleTap(atk.getByRole('button', { name: '攻撃を記録' }));
			await page.getByText('主要行動は済みました', { exact: false }).waitFor();
			await settled(page);

			await doubleTap(page.getByRole('button', { name: 'ナガト の手番を終える' }));
			await whoseTurn(page, 'ロック1');
			await settled(page);

			await doubleTap(page.getByRole('button', { name: 'パス(ロック1 の手番を終える)' }));
			const end1 = page.getByRole('form', { name: 'ラウンド 1 終了フェイズ' });
			// The round end opened under that finger: its button takes taps once the bounce window is over.
			await end1.getByRole('button', { name: 'ラウンドを終える', disabled: false }).waitFor();
			await doubleTap(end1.getByRole('button', { name: 'ラウンドを終える' }));
			await page.getByText('ラウンド 2 ·', { exact: false }).waitFor();
			await settled(page);

			const lines = await logLines(page);
			const all = lines.join('\n');
			assert.equal(count(lines, 'ロック1 のターン終了'), 1, all);
			assert.equal(count(lines, 'ライザ のターン終了'), 0, all);
			assert.equal(count(lines, '戦闘開始('), 1, all);
			assert.equal(count(lines, 'ラウンド 1 手札配布'), 1, all);
			assert.equal(count(lines, 'ラウンド 1 イニシアチブ'), 1, all);
			assert.equal(count(lines, 'ナガト → ロック1'), 1, all);
			assert.equal(count(lines, 'ナガト の戦闘手番終了'), 1, all);
			assert.equal(count(lines, 'ロック1 の戦闘手番終了'), 1, all);
			assert.equal(count(lines, 'ラウンド 1 終了'), 1, all);
			assert.equal(count(lines, 'ラウンド 2 終了'), 0, all);
			assert.deepEqual(b.errors, []);
		} catch (err) {
			throw await shot(page, err);
		} finally {
			await b.close();
		}
	});
});
