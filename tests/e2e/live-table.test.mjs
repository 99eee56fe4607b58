// The live table (issue 26) in real Chromium: two phones, each its own browser profile, share one
// session through a real relay (server/main.mjs, what `npm run sync` runs) on 127.0.0.1, started
// here. The GM shares from the session's share page, the player joins from the link, and what
// either records appears on the other; the relay killed mid-game and started again, each phone
// records while it is down, and both end with the same log and every action kept.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { addCounter, createSession, launch, startServer } from './harness.mjs';
import { startRelay } from '../sync/harness.mjs';

let server;
let relay;
before(async () => {
	server = await startServer(4411);
	relay = await startRelay();
});
after(async () => {
	await relay?.stop('SIGKILL');
	await server?.stop();
});

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

/** The session's log as the log view lists it, times left out. */
async function logLines(page, id) {
	await page.goto(`${server.base}/s/${id}/log`);
	const list = page.getByRole('list', { name: /セッションログ|Session log/ });
	await list.waitFor();
	const lines = await list.getByRole('listitem').allInnerTexts();
	await page.goto(`${server.base}/s/${id}`);
	return lines.map((l) => l.replace(/^\d\d:\d\d:\d\d\s*/, '').trim());
}

/** The GM shares the open session and returns the join link its QR code holds. */
async function share(page, id, relayUrl) {
	await page.goto(`${server.base}/s/${id}/share`);
	await page.getByLabel('リレーのアドレス').fill(relayUrl);
	await page.getByLabel('あなたの名前').fill('GM');
	await page.getByRole('button', { name: '共有を始める' }).click();
	const qr = page.getByTestId('join-qr');
	await qr.waitFor();
	return qr.getAttribute('data-link');
}

async function join(page, link, name) {
	await page.goto(link);
	await page.getByRole('heading', { name: 'セッションに参加' }).waitFor();
	await page.getByLabel('あなたの名前').fill(name);
	await page.getByRole('button', { name: '参加する' }).click();
	await page.waitForURL(/\/s\/[0-9a-f-]+$/);
}

describe('the live table', () => {
	test('a GM shares, a player joins by the link, each sees what the other records; the relay restarted mid-game loses and doubles nothing', async () => {
		const gm = await launch();
		const player = await launch();
		try {
			const url = await createSession(gm.page, server.base, { name: '共有テスト' });
			const id = url.split('/s/')[1];
			await addCounter(gm.page, 'ライフ', 20);
			await gm.page.getByRole('button', { name: /ライフ を 1 増やす/ }).click();
			await expectValue(gm.page, 'ライフ', 21);

			const link = await share(gm.page, id, relay.url);
			assert.match(link, new RegExp(`/join#v=1&relay=.*&room=[0-9a-f]{32}&session=${id}&system=counters&as=player$`));
			// The link is the room's key: it is in the fragment only, never in a request.
			assert.equal(new URL(link).search, '');

			await join(player.page, link, 'アキ');
			assert.equal(player.page.url(), `${server.base}/s/${id}`);
			await expectValue(player.page, 'ライフ', 21);

			await player.page.getByRole('button', { name: /ライフ を 1 増やす/ }).click();
			await expectValue(player.page, 'ライフ', 22);
			await gm.page.goto(`${server.base}/s/${id}`);
			await expectValue(gm.page, 'ライフ', 22);
			await gm.page.getByRole('button', { name: /ライフ を 1 減らす/ }).click();
			await expectValue(player.page, 'ライフ', 21);

			// The relay dies mid-game; both phones keep recording; it comes back on its port.
			const port = relay.port;
			await relay.stop('SIGKILL');
			await gm.page.getByRole('button', { name: /ライフ を 1 減らす/ }).click();
			await expectValue(gm.page, 'ライフ', 20);
			await player.page.getByRole('button', { name: /ライフ を 1 増やす/ }).click();
			await player.page.getByRole('button', { name: /ライフ を 1 増やす/ }).click();
			await expectValue(player.page, 'ライフ', 23);
			relay = await startRelay({ PORT: String(port) });
			// −1 on one phone and +2 on the other, made apart: 21 − 1 + 2 on both, nothing doubled.
			await expectValue(gm.page, 'ライフ', 22, 30_000);
			await expectValue(player.page, 'ライフ', 22, 30_000);

			const gmLog = await logLines(gm.page, id);
			const playerLog = await logLines(player.page, id);
			assert.deepEqual(playerLog, gmLog);
			assert.deepEqual(gm.errors, []);
			assert.deepEqual(player.errors, []);
		} finally {
			await gm.close();
			await player.close();
		}
	});
});
