// Seats at the live table (issue 26, 「Joining and roles」) in real Chromium: three phones, each its
// own browser profile, share one 超人ロック session through a real relay (server/main.mjs) on
// 127.0.0.1, started here. The GM shares; a player joins by the link and takes ロック1's seat; a
// spectator joins and lands on the board. A player records for its own seat only, undoes only its
// own; the spectator records nothing; the player's browser killed after recording while the relay is
// down, the relay restarted, the player's profile reopened: its action is there and every phone
// settles on one log.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createSession, launch } from './harness.mjs';
import { startRelay } from '../sync/harness.mjs';
import { join, liveTable, logLines, sameLog, share, spectatorLink, unexpected } from './live-shared.mjs';

const table = liveTable(4412);

const SEATS = [
	['locke-1', 'あかり', 'GOOD', 'ロック1'],
	['nagato', 'ベン', 'EVIL', 'ナガト']
];
const damage = (name) => ({ name: `${name} に1ダメージ` });

async function fail(page, what, err) {
	const path = `/tmp/e2e-seats-fail-${Date.now()}.png`;
	await page.screenshot({ path, fullPage: true }).catch(() => {});
	return new Error(`${what} (screenshot ${path}; page errors: ${page.sidetableErrors?.join(' / ')})`, { cause: err });
}

/** The endurance a play screen shows for `name` (its card's large number). */
const enduranceOn = async (page, name) =>
	Number(await page.locator(`output[aria-label="${name} の現在耐久力"]`).innerText());

/** Waits until the play screen shows `name` at `value`. */
async function expectEndurance(page, name, value, timeout = 20_000) {
	try {
		await page
			.locator(`output[aria-label="${name} の現在耐久力"]`, { hasText: new RegExp(`^${value}$`) })
			.waitFor({ timeout });
	} catch (err) {
		throw await fail(page, `${name}'s endurance is not ${value}`, err);
	}
}

/** Waits until the spectator board's card for `name` shows endurance `value`/`max`. */
async function expectOnBoard(page, name, value, max, timeout = 20_000) {
	try {
		await page
			.getByRole('listitem', { name })
			.getByLabel(`現在耐久力 ${value}/${max}`, { exact: true })
			.waitFor({ timeout });
	} catch (err) {
		throw await fail(page, `the board does not show ${name} at ${value}/${max}`, err);
	}
}

/** How the board lays out its cards: side by side or not, the key number largest, the page's width. */
const boardLayout = (page) =>
	page.evaluate(() => {
		const cards = [...document.querySelectorAll('[role=list] > [role=listitem]')];
		const size = (e) => parseFloat(getComputedStyle(e).fontSize);
		const top = (e) => Math.round(e.getBoundingClientRect().top);
		return {
			sideBySide: cards.length > 1 && top(cards[0]) === top(cards[1]),
			keyLargest: cards.every((c) => {
				const big = c.querySelector('.big-number');
				return !!big && [...c.querySelectorAll('h2, dt, dd:not(.big-number)')].every((e) => size(e) < size(big));
			}),
			width: document.documentElement.scrollWidth
		};
	});

/**
 * Kills a phone's browser as the system kills an app: SIGKILL to the Chromium process of its profile
 * (found by its --user-data-dir), no leaving, no clean shutdown. Resolves once the context is gone.
 */
async function killBrowser(phone) {
	const closed = new Promise((resolve) => phone.context.once('close', resolve));
	const pids = readdirSync('/proc')
		.filter((p) => /^\d+$/.test(p))
		.filter((p) => {
			try {
				const args = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0');
				return args.includes(`--user-data-dir=${phone.dir}`) && !args.some((a) => a.startsWith('--type='));
			} catch {
				return false;
			}
		});
	assert.equal(pids.length, 1, `one browser process of the player's profile: ${pids}`);
	process.kill(Number(pids[0]), 'SIGKILL');
	await closed;
}

describe('seats at the live table', () => {
	test('a player records for its own seat only and undoes only its own; the spectator board records nothing; a player killed mid-sync reopens with its action and every phone settles on one log', async () => {
		const gm = await launch();
		const player = await launch();
		const spectator = await launch({ viewport: { width: 1024, height: 768 } });
		let reopened;
		try {
			// The GM's Locke session: ロック1 played by あかり, ナガト by ベン (the game not started: names shown).
			const url = await createSession(gm.page, table.server.base, { system: 'ロック|Locke', name: '席テスト' });
			const id = url.split('/s/')[1];
			const note = gm.page.getByText('保存領域の永続化は許可されませんでした', { exact: false });
			await note.waitFor();
			await note.locator('xpath=..').getByRole('button', { name: '閉じる' }).click();
			const form = gm.page.getByRole('form', { name: 'キャラクターを追加' });
			for (const [builtin, who, alignment, name] of SEATS) {
				await form.getByLabel('組み込みの一覧から').selectOption(builtin);
				await form.getByLabel('プレイヤー名(空欄ならNPC)').fill(who);
				await form.getByLabel('シルエットのアライメント').selectOption(alignment);
				await form.getByRole('button', { name: '追加', exact: true }).click();
				await gm.page.getByRole('article', { name }).waitFor();
			}
			const locke0 = await enduranceOn(gm.page, 'ロック1');
			const nagato0 = await enduranceOn(gm.page, 'ナガト');
			// Nobody has taken damage yet: what they have now is their maximum.
			const [lockeMax, nagatoMax] = [locke0, nagato0];

			const links = { player: await share(gm.page, table.server.base, id, table.relay.url) };
			links.spectator = await spectatorLink(gm.page);
			await gm.page.goto(`${table.server.base}/s/${id}`);

			// The player joins by its link, then takes ロック1's seat on the share page.
			await join(player.page, links.player, 'あかり');
			await player.page.goto(`${table.server.base}/s/${id}/share`);
			await player.page.getByRole('radio', { name: 'ロック1' }).check();
			const choose = player.page.getByRole('button', { name: 'この席にする' });
			await choose.click();
			// Recorded: the choice is now the seat played, so the button has nothing to change.
			await player.page.waitForFunction(() =>
				[...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'この席にする' && b.disabled)
			);
			await player.page.goto(`${table.server.base}/s/${id}`);

			// The spectator joins by its link (no name asked) and lands on the board.
			await spectator.page.goto(links.spectator);
			await spectator.page.getByRole('button', { name: '参加する' }).click();
			await spectator.page.waitForURL(new RegExp(`/s/${id}/board$`));
			await expectOnBoard(spectator.page, 'ロック1', locke0, lockeMax);
			await expectOnBoard(spectator.page, 'ナガト', nagato0, nagatoMax);

			// (a) The player's action for its own seat appears on the GM's phone and on the board.
			await player.page.getByRole('button', damage('ロック1')).click();
			await expectEndurance(player.page, 'ロック1', locke0 - 1);
			await expectEndurance(gm.page, 'ロック1', locke0 - 1);
			await expectOnBoard(spectator.page, 'ロック1', locke0 - 1, lockeMax);

			// (b) Another seat's action: refused in words, nothing recorded on the player's phone.
			const before = await logLines(player.page, table.server.base, id);
			await player.page.getByRole('button', damage('ナガト')).click();
			await player.page
				.getByText('これは「ナガト」の席の行動です。その席のプレイヤーかGMの端末で記録してください。', { exact: true })
				.waitFor();
			await expectEndurance(player.page, 'ナガト', nagato0);
			assert.deepEqual(await logLines(player.page, table.server.base, id), before);

			// (c) The GM records for ナガト's seat; the player's undo takes back only its own action
			// (ロック1's damage), and then has nothing left to undo though the GM's action is the newest.
			await gm.page.getByRole('button', damage('ナガト')).click();
			await expectEndurance(gm.page, 'ナガト', nagato0 - 1);
			await expectEndurance(player.page, 'ナガト', nagato0 - 1);
			const undo = player.page.getByRole('button', { name: /^元に戻す/ });
			assert.match(await undo.getAttribute('aria-label'), /ロック1/);
			await undo.click();
			await expectEndurance(player.page, 'ロック1', locke0);
			assert.equal(await undo.isDisabled(), true, "the player's undo never reaches the GM's action");
			for (const page of [gm.page, player.page]) {
				await expectEndurance(page, 'ロック1', locke0);
				await expectEndurance(page, 'ナガト', nagato0 - 1);
			}
			await expectOnBoard(spectator.page, 'ロック1', locke0, lockeMax);
			await expectOnBoard(spectator.page, 'ナガト', nagato0 - 1, nagatoMax);
			// (b, c) Every phone holds the same log, with one damage to ナガト (the GM's): the refused tap
			// was written nowhere.
			const phones = [{ page: gm.page }, { page: player.page }, { page: spectator.page, back: `/s/${id}/board` }];
			const log = await sameLog(phones, table.server.base, id);
			assert.equal(log.filter((l) => l.startsWith('ナガト: ダメージ +1')).length, 1, log.join('\n'));
			assert.equal(log.filter((l) => l.startsWith('ロック1: ダメージ +1')).length, 1, log.join('\n'));

			// (d) The board: no record controls, no undo or redo.
			const board = spectator.page.getByRole('list', { name: '各席の数字' });
			await board.waitFor();
			assert.equal(await board.locator('button, input, select, textarea').count(), 0);
			assert.equal(await spectator.page.getByRole('button', { name: /元に戻す|やり直す/ }).count(), 0);
			// On the landscape tablet the seats sit side by side; on a 360 px phone one under the other,
			// nothing wider than the screen; on both, each card's key number is its largest text.
			assert.deepEqual(await boardLayout(spectator.page), { sideBySide: true, keyLargest: true, width: 1024 });
			await spectator.page.setViewportSize({ width: 360, height: 640 });
			assert.deepEqual(await boardLayout(spectator.page), { sideBySide: false, keyLargest: true, width: 360 });
			await spectator.page.setViewportSize({ width: 1024, height: 768 });
			// The spectator opens the play screen: a tap is refused in words, nothing changes.
			await spectator.page.goto(`${table.server.base}/s/${id}`);
			await spectator.page.getByRole('button', damage('ロック1')).click();
			await spectator.page.getByText('観戦ボードの端末は記録できません。', { exact: true }).waitFor();
			await expectEndurance(spectator.page, 'ロック1', locke0);
			assert.equal(await spectator.page.getByRole('button', { name: /元に戻す|やり直す/ }).count(), 0);
			await spectator.page.goto(`${table.server.base}/s/${id}/board`);

			// (e) The relay dies; the player records, and its browser is killed before it could send it.
			const port = table.relay.port;
			await table.relay.stop('SIGKILL');
			await player.page.getByRole('button', damage('ロック1')).click();
			await expectEndurance(player.page, 'ロック1', locke0 - 1);
			await killBrowser(player);
			table.relay = await startRelay({ PORT: String(port) });
			reopened = await launch({ dir: player.dir });
			await reopened.page.goto(`${table.server.base}/s/${id}`);
			await expectEndurance(reopened.page, 'ロック1', locke0 - 1);
			await expectEndurance(gm.page, 'ロック1', locke0 - 1);
			await expectOnBoard(spectator.page, 'ロック1', locke0 - 1, lockeMax);
			const settled = await sameLog(
				[{ page: gm.page }, { page: reopened.page }, { page: spectator.page, back: `/s/${id}/board` }],
				table.server.base,
				id
			);
			assert.equal(settled.length, log.length + 1, settled.join('\n'));

			// The only errors: the connections refused while the relay was down.
			assert.deepEqual(unexpected(gm.errors), []);
			assert.deepEqual(unexpected(spectator.errors), []);
			assert.deepEqual(unexpected(reopened.errors), []);
		} finally {
			await gm.close();
			await spectator.close();
			await (reopened ?? player).close().catch(() => {});
			if (reopened) await player.close().catch(() => {});
		}
	});
});
