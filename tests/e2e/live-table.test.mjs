// The live table (issue 26) in real Chromium: two phones, each its own browser profile, share one
// session through a real relay (server/main.mjs, what `npm run sync` runs) on 127.0.0.1, started
// here. The GM shares from the session's share page, the player joins from the link, and what
// either records appears on the other; the relay killed mid-game and started again, each phone
// records while it is down, and both end with the same log, every action kept (one as a conflict);
// both phones tapping at once with the relay up keep every tap.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { addCounter, afterTapWindow, createSession, launch } from './harness.mjs';
import { deviceId, join as joinRoom, startRelay, until } from '../sync/harness.mjs';
import { join, liveTable, logLines, sameLog, share, unexpected } from './live-shared.mjs';

const table = liveTable(4411);

async function expectValue(page, name, value, timeout = 15_000) {
	const output = page.getByRole('button', { name: new RegExp(`${name} の値`) });
	try {
		await output.getByText(String(value), { exact: true }).waitFor({ timeout });
	} catch (err) {
		await page.screenshot({ path: `/tmp/e2e-live-fail-${Date.now()}.png` });
		throw new Error(
			`${name} is not ${value}; values: ${await page.locator('output').allInnerTexts()}; errors: ${page.sidetableErrors?.join(' / ')}`,
			{ cause: err }
		);
	}
}

/**
 * The value both phones show once they agree. Each shows only its own fold (its own total, then
 * the merged one), so they are equal only once both have the merged log.
 */
async function sameValue(a, b, name, timeoutMs = 30_000) {
	const read = async (page) => Number(await page.getByRole('button', { name: new RegExp(`${name} の値`) }).innerText());
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const [x, y] = [await read(a), await read(b)];
		if (x === y) return x;
		if (Date.now() > deadline) throw new Error(`${name}: ${x} on one phone, ${y} on the other`);
		await a.waitForTimeout(50);
	}
}

describe('the live table', () => {
	test('a GM shares, a player joins by the link, each sees what the other records; the relay restarted mid-game, taps made apart: one side stands, the other is a conflict on both, entered again', async () => {
		const gm = await launch();
		const player = await launch();
		try {
			const url = await createSession(gm.page, table.server.base, { name: '共有テスト' });
			const id = url.split('/s/')[1];
			await addCounter(gm.page, 'ライフ', 20);
			await gm.page.getByRole('button', { name: /ライフ を 1 増やす/ }).click();
			await expectValue(gm.page, 'ライフ', 21);

			const link = await share(gm.page, table.server.base, id, table.relay.url);
			assert.match(
				link,
				new RegExp(
					`/join#v=1&relay=.*&room=[0-9a-f]{32}&session=${id}&system=counters&gm=[0-9a-f]{32}&name=${encodeURIComponent('共有テスト')}&as=player$`
				)
			);
			// The link is the room's key: it is in the fragment only, never in a request.
			assert.equal(new URL(link).search, '');

			await join(player.page, link, 'アキ');
			assert.equal(player.page.url(), `${table.server.base}/s/${id}`);
			// The joining phone lists the game by the GM's name for it, not the system's.
			await player.page.getByRole('heading', { level: 1, name: /共有テスト/ }).waitFor();
			await expectValue(player.page, 'ライフ', 21);

			await player.page.getByRole('button', { name: /ライフ を 1 増やす/ }).click();
			await expectValue(player.page, 'ライフ', 22);
			await gm.page.goto(`${table.server.base}/s/${id}`);
			await expectValue(gm.page, 'ライフ', 22);
			await gm.page.getByRole('button', { name: /ライフ を 1 減らす/ }).click();
			await expectValue(player.page, 'ライフ', 21);

			// The relay dies mid-game; both phones keep recording; it comes back on its port.
			const port = table.relay.port;
			await table.relay.stop('SIGKILL');
			await gm.page.getByRole('button', { name: /ライフ を 1 減らす/ }).click();
			await expectValue(gm.page, 'ライフ', 20);
			await player.page.getByRole('button', { name: /ライフ を 1 増やす/ }).click();
			await player.page.getByRole('button', { name: /ライフ を 1 増やす/ }).click();
			await expectValue(player.page, 'ライフ', 23);
			table.relay = await startRelay({ PORT: String(port) });
			// Both taps name the total they reached (21 → 20, 21 → 23), so made apart on one total they
			// cannot both stand as recorded: the merged order (clock, device, counter) keeps one, and the
			// other stays in the log as a conflict — on both phones alike, whichever device id sorts first.
			const settled = await sameValue(gm.page, player.page, 'ライフ');
			assert.ok(settled === 20 || settled === 23, `one side's taps stand: ${settled}`);
			// The same lines on both; a conflict names its recorder as each phone knows it (この端末 on its own).
			const gmLog = await logLines(gm.page, table.server.base, id);
			const playerLog = await logLines(player.page, table.server.base, id);
			const anyone = (lines) => lines.map((l) => l.replace(/適用できません（[^）]*）/, '適用できません（…）'));
			assert.deepEqual(anyone(playerLog), anyone(gmLog));
			assert.ok(gmLog.includes('GM がテーブルで共有を始めました'), gmLog.join('\n'));
			assert.ok(gmLog.includes('アキ が参加しました'), gmLog.join('\n'));
			// The player's two quick taps are one run (one command, as at a solo table): one conflict
			// whichever side stands, named as one change (+2 or −1).
			const lost = 1;
			assert.ok(
				gmLog.some((l) => /適用できません/.test(l) && (settled === 23 ? /−1/ : /\+2/).test(l)),
				gmLog.join('\n')
			);
			assert.equal(gmLog.filter((l) => l.includes('適用できません')).length, lost, gmLog.join('\n'));

			// Both phones list what did not apply, with who and why, under the session bar.
			const panel = (page) => page.getByRole('region', { name: /合わせられなかった記録/ });
			await panel(gm.page).waitFor();
			await panel(player.page).waitFor();
			assert.equal(await panel(gm.page).getByRole('listitem').count(), lost);
			// The side whose taps did not stand enters them again with もう一度記録 — the same change on
			// the merged total — and each conflict is left as it is: 22 on both, the panel gone on both.
			const recorder = settled === 23 ? gm.page : player.page;
			const other = settled === 23 ? player.page : gm.page;
			// A player may not act on the GM's conflict; the GM may act on anyone's.
			assert.equal(await panel(other).getByRole('button').count(), recorder === gm.page ? 0 : 2 * lost);
			for (let i = 0; i < lost; i++) {
				const left = await panel(recorder).getByRole('listitem').count();
				// The next conflict's button slides under the finger: a person reads it first.
				await afterTapWindow(recorder);
				await panel(recorder)
					.getByRole('button', { name: /^もう一度記録/ })
					.first()
					.click();
				await panel(recorder)
					.getByRole('listitem')
					.nth(left - 1)
					.waitFor({ state: 'detached' });
			}
			await expectValue(gm.page, 'ライフ', 22);
			await expectValue(player.page, 'ライフ', 22);
			await panel(gm.page).waitFor({ state: 'detached' });
			await panel(player.page).waitFor({ state: 'detached' });
			assert.deepEqual(
				anyone(await logLines(player.page, table.server.base, id)),
				anyone(await logLines(gm.page, table.server.base, id))
			);
			// The only errors: the connections refused while the relay was down.
			assert.deepEqual(unexpected(gm.errors), []);
			assert.deepEqual(unexpected(player.errors), []);
		} finally {
			await gm.close();
			await player.close();
		}
	});

	test("both phones tapping at once with the relay up: every tap stands on both, no conflict, no notice (a write meeting the other phone's merged events runs again on them); one phone's quick repeats are one line and one undo step on both", async () => {
		const gm = await launch();
		const player = await launch();
		try {
			const url = await createSession(gm.page, table.server.base, { name: '同時テスト' });
			const id = url.split('/s/')[1];
			await addCounter(gm.page, 'GM', 0);
			await addCounter(gm.page, 'PL', 0);
			const link = await share(gm.page, table.server.base, id, table.relay.url);
			await join(player.page, link, 'アキ');
			await expectValue(player.page, 'PL', 0);
			await gm.page.goto(url);
			await expectValue(gm.page, 'GM', 0);
			// Each phone taps its own counter, each tap once the one before shows: the other phone's
			// events land between its writes and, now and then, during one.
			const TAPS = 30;
			const tapAll = async (page, name) => {
				for (let i = 1; i <= TAPS; i++) {
					await page.getByRole('button', { name: `${name} を 1 増やす` }).click();
					try {
						await expectValue(page, name, i, 10_000);
					} catch (err) {
						const said = await page.getByRole('alert').allInnerTexts();
						throw new Error(`${name}'s tap ${i} did not stand; the phone says: ${said.join(' / ')}`, { cause: err });
					}
				}
			};
			await Promise.all([tapAll(gm.page, 'GM'), tapAll(player.page, 'PL')]);
			for (const page of [gm.page, player.page]) {
				await expectValue(page, 'GM', TAPS);
				await expectValue(page, 'PL', TAPS);
				assert.deepEqual(await page.getByRole('alert').allInnerTexts(), []);
			}
			const lines = await sameLog([{ page: gm.page }, { page: player.page }], table.server.base, id);
			assert.equal(lines.filter((l) => l.includes('適用できません')).length, 0, lines.join('\n'));
			// The player idle: the GM's quick repeats are one line and one undo step on both phones, as
			// at a solo table (on PL: a tap on GM could still join the GM's own last run).
			for (let i = 1; i <= 3; i++) {
				await gm.page.getByRole('button', { name: 'PL を 1 増やす' }).click();
				await expectValue(gm.page, 'PL', TAPS + i);
			}
			await expectValue(player.page, 'PL', TAPS + 3);
			const joined = await sameLog([{ page: gm.page }, { page: player.page }], table.server.base, id);
			assert.deepEqual(joined, [`PL +3 → ${TAPS + 3}`, ...lines]);
			await gm.page.getByRole('button', { name: /^元に戻す/ }).click();
			await expectValue(gm.page, 'PL', TAPS);
			await expectValue(player.page, 'PL', TAPS);
			assert.deepEqual(unexpected(gm.errors), []);
			assert.deepEqual(unexpected(player.errors), []);
		} finally {
			await gm.close();
			await player.close();
		}
	});

	test('a rogue client in the room (a Node script with the Yjs client): its malformed, forged and usurping events are refused and named on both phones, nothing written; a guessable room is refused', async () => {
		const gm = await launch();
		const player = await launch();
		let rogue;
		try {
			const url = await createSession(gm.page, table.server.base, { name: '侵入テスト' });
			const id = url.split('/s/')[1];
			await addCounter(gm.page, 'ライフ', 20);
			const link = await share(gm.page, table.server.base, id, table.relay.url);
			await join(player.page, link, 'アキ');
			await expectValue(player.page, 'ライフ', 20);
			await gm.page.goto(url);
			await expectValue(gm.page, 'ライフ', 20);
			// The player says who it is after its first catch-up, which can reach the GM after the
			// counter shows: the log the phones hold before the rogue comes is read once both have it.
			const settled = await sameLog([{ page: gm.page }, { page: player.page }], table.server.base, id, {
				having: 'アキ が参加しました'
			});
			const before = [settled, settled];

			const room = new URLSearchParams(new URL(link).hash.slice(1)).get('room');
			rogue = joinRoom(table.relay.url, room, deviceId());
			await until('the rogue synced', () => rogue.provider.synced, { timeoutMs: 15_000 });
			const forger = deviceId();
			const push = (e) => rogue.doc.transact(() => rogue.events.push([e]));
			const at = (counter, type, payload, device = forger) => ({
				device,
				counter,
				clock: counter,
				at: 1,
				type,
				payload
			});
			push({ device: 'me', counter: 'one', type: 42 });
			push(at(1, 'counters/counterAdjusted', { id: 'c1', name: 'ライフ', by: 'lots' }));
			push(at(2, 'locke/infiltrationChecked', {}));
			// Sorted first, it would make its device the GM on every phone: only the link's GM may share.
			push(at(1, 'session/tableShared', { name: 'GM' }, deviceId()));

			for (const page of [gm.page, player.page]) {
				// Each receipt names everything refused since the connection: the newest names all four.
				const receipt = page.getByText(/共有を始めた GM の端末ではありません/).last();
				await receipt.waitFor({ timeout: 15_000 });
				const text = await receipt.innerText();
				assert.match(text, /記録の形が正しくありません/);
				assert.match(text, /記録の内容がありえません/);
				assert.match(text, /別のゲームの記録です/);
				await expectValue(page, 'ライフ', 20);
			}
			assert.deepEqual(
				[await logLines(gm.page, table.server.base, id), await logLines(player.page, table.server.base, id)],
				before
			);

			// A join link whose room is guessable (few distinct digits) is refused before anything is written.
			const guessable = link.replace(/room=[0-9a-f]{32}/, `room=${'deadbeef'.repeat(4)}`);
			await player.page.goto(guessable);
			await player.page.getByText(/ルーム名が正しくありません/).waitFor();
			// The right link opened over it (a second scan changes only the fragment): the page reads it.
			await player.page.evaluate((hash) => (location.hash = hash), new URL(link).hash);
			await player.page.getByRole('button', { name: '参加する' }).waitFor();
			assert.equal(await player.page.getByText(/ルーム名が正しくありません/).count(), 0);
		} finally {
			rogue?.leave();
			await gm.close();
			await player.close();
		}
	});
});
