// Shared by the live-table end-to-end tests (issue 26): the built app and a real relay
// (server/main.mjs, what `npm run sync` runs) on 127.0.0.1, started for the file; the GM's share,
// a player's join, the log as a phone lists it.
import { after, before } from 'node:test';
import { startServer } from './harness.mjs';
import { startRelay } from '../sync/harness.mjs';

/**
 * The app on `port` and a relay on a free port, started before the file's tests and stopped after.
 * `relay` may be replaced (a relay killed and started again on its port).
 */
export function liveTable(port) {
	const table = { server: undefined, relay: undefined };
	before(async () => {
		table.server = await startServer(port);
		table.relay = await startRelay();
	});
	after(async () => {
		await table.relay?.stop('SIGKILL');
		await table.server?.stop();
	});
	return table;
}

/** The GM's share (the player's join link) and a player's join: the harness's, which the bench uses too. */
export { shareTable as share, joinTable as join } from './harness.mjs';

/** On the GM's share page: the spectator board's join link. */
export async function spectatorLink(page) {
	await page.getByRole('radio', { name: '観戦ボード' }).check();
	await page.waitForFunction(() =>
		document.querySelector('[data-testid=join-qr]')?.getAttribute('data-link')?.endsWith('as=spectator')
	);
	return page.getByTestId('join-qr').getAttribute('data-link');
}

/** The session's log as the log view lists it, times left out; then the phone goes back to `back`. */
export async function logLines(page, base, id, back = `/s/${id}`) {
	await page.goto(`${base}/s/${id}/log`);
	const list = page.getByRole('list', { name: /セッションログ|Session log/ });
	await list.waitFor();
	const lines = await list.getByRole('listitem').allInnerTexts();
	await page.goto(base + back);
	return lines.map((l) => l.replace(/^\d\d:\d\d:\d\d\s*/, '').trim());
}

/**
 * Polls every phone's log (each `{ page, back }`: where it goes back to) until they are all the
 * same, and hold the line `having` when one is given; returns it.
 */
export async function sameLog(phones, base, id, { having, timeoutMs = 30_000 } = {}) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const logs = [];
		for (const { page, back } of phones) logs.push(await logLines(page, base, id, back));
		const same = logs.every((l) => JSON.stringify(l) === JSON.stringify(logs[0]));
		if (same && (having === undefined || logs[0].includes(having))) return logs[0];
		if (Date.now() > deadline)
			throw new Error(
				`the logs ${same ? `lack 「${having}」` : 'differ'}:\n${logs.map((l) => l.join('\n')).join('\n---\n')}`
			);
	}
}

/** A phone's errors less the connections refused while the relay was down. */
export const unexpected = (errors) =>
	errors.filter((e) => !/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{32}' failed/.test(e));
