// Section 11 of `npm run bench` (issue 26, "Measured"): the live table on 127.0.0.1 — a real relay
// (server/main.mjs, what `npm run sync` runs) and two phones, each its own browser profile.
// - a remote action → painted: the GM taps a counter; the time until the player's screen shows the
//   new value (the DOM change, and the frame after it), over 200 actions one after another;
// - the merge of 2 × 1,000 offline events: the relay down, each phone taps its own counter 1,000
//   times; the relay back on its port → the time until both screens show both totals;
// - the JS a shared session adds to a solo one's (the bridge's chunk, loaded only when shared).
import { addCounter, createSession, joinTable, launch, shareTable } from '../tests/e2e/harness.mjs';
import { startRelay } from '../tests/sync/harness.mjs';
import { loadedAssets, stats, timeTaps } from './measure.mjs';

const REMOTE_ACTIONS = 200;
const OFFLINE_EACH = 1000;

/**
 * Records, on the page, when counter `name`'s value changes: epoch ms (sub-ms) of the change and of
 * the next frame. The value is read afresh at each change of the page (a re-render may replace the
 * element that shows it).
 */
function watchValue(name) {
	const read = () =>
		[...document.querySelectorAll('button')]
			.find((b) => b.getAttribute('aria-label')?.startsWith(`${name} の値`))
			?.querySelector('output')?.textContent;
	const seen = [];
	window.__seen = seen;
	let last = read();
	new MutationObserver(() => {
		const now = read();
		if (now === undefined || now === last) return;
		last = now;
		const entry = { value: Number(now), inDom: performance.timeOrigin + performance.now(), painted: 0 };
		seen.push(entry);
		requestAnimationFrame(() => (entry.painted = performance.timeOrigin + performance.now()));
	}).observe(document.body, { childList: true, characterData: true, subtree: true });
}

/** Taps the counter `name`'s +1 button `times` times, each once its value shown has changed. */
function tapCounter(page, name, times) {
	const plus = page.getByRole('button', { name: `${name} を 1 増やす` });
	return timeTaps(page, plus, page.getByRole('article', { name }).locator('output').first(), times);
}

const valueOf = (page, name) =>
	page
		.getByRole('button', { name: new RegExp(`${name} の値`) })
		.innerText()
		.then(Number);

/** `app`: the app's build (`root`) and its server (`server.base`), as bench/run.mjs serves them. */
export async function liveTable(app) {
	const appBase = app.server.base;
	let relay = await startRelay();
	const gm = await launch();
	const player = await launch();
	try {
		const url = await createSession(gm.page, appBase, { name: 'ライブ計測' });
		const id = url.split('/s/')[1];
		// The solo session's JS first (a fresh page), to tell what sharing adds.
		const solo = await gm.context.newPage();
		await solo.goto(url);
		await solo.waitForLoadState('networkidle');
		const soloAssets = await loadedAssets(solo, app.root);
		await solo.close();

		await gm.page.goto(url);
		for (const name of ['ライフ', 'GM', 'PL']) await addCounter(gm.page, name, 0);
		const link = await shareTable(gm.page, appBase, id, relay.url);
		await joinTable(player.page, link, 'アキ');
		await player.page.getByRole('button', { name: /PL の値/ }).waitFor();
		await gm.page.goto(url);
		await gm.page.getByRole('button', { name: /ライフ の値/ }).waitFor();

		// A remote action → painted on the other phone.
		await player.page.evaluate(watchValue, 'ライフ');
		const toDom = [];
		const toPaint = [];
		for (let i = 1; i <= REMOTE_ACTIONS; i++) {
			const t0 = await gm.page.evaluate(() => {
				const plus = [...document.querySelectorAll('button')].find((b) =>
					b.getAttribute('aria-label')?.includes('ライフ を 1 増やす')
				);
				const t = performance.timeOrigin + performance.now();
				plus.click();
				return t;
			});
			await player.page
				.waitForFunction((n) => window.__seen.some((s) => s.value === n && s.painted > 0), i, {
					timeout: 30_000
				})
				.catch(async (err) => {
					const gmValue = await valueOf(gm.page, 'ライフ').catch(() => '?');
					const playerValue = await valueOf(player.page, 'ライフ').catch(() => '?');
					await gm.page.screenshot({ path: '/tmp/live-bench-gm.png' });
					await player.page.screenshot({ path: '/tmp/live-bench-player.png' });
					throw new Error(
						`action ${i}: GM shows ${gmValue}, player ${playerValue}; errors ${gm.errors} / ${player.errors}`,
						{ cause: err }
					);
				});
			const seen = await player.page.evaluate((n) => window.__seen.find((s) => s.value === n), i);
			toDom.push(seen.inDom - t0);
			toPaint.push(seen.painted - t0);
		}

		// What sharing adds to the session's JS: a fresh page of the shared session (its bridge open)
		// against the same session's fresh page before it was shared.
		const sharedPage = await player.context.newPage();
		await sharedPage.goto(url);
		await sharedPage
			.getByRole('button', { name: /ライフ の値/ })
			.getByText(String(REMOTE_ACTIONS))
			.waitFor();
		await sharedPage.waitForLoadState('networkidle');
		const shared = await loadedAssets(sharedPage, app.root);
		await sharedPage.close();
		const addedGz = [...shared]
			.filter(([path, a]) => !soloAssets.has(path) && !a.css)
			.reduce((n, [, a]) => n + a.gz, 0);

		// 2 × 1,000 events made apart, then merged.
		const port = relay.port;
		await relay.stop('SIGKILL');
		await Promise.all([tapCounter(gm.page, 'GM', OFFLINE_EACH), tapCounter(player.page, 'PL', OFFLINE_EACH)]);
		const t0 = Date.now();
		relay = await startRelay({ PORT: String(port) });
		const deadline = t0 + 300_000;
		for (;;) {
			const values = await Promise.all([gm.page, player.page].flatMap((p) => [valueOf(p, 'GM'), valueOf(p, 'PL')]));
			if (values.every((v) => v === OFFLINE_EACH)) break;
			if (Date.now() > deadline) throw new Error(`the merge did not settle: ${values}`);
			await new Promise((resolve) => setTimeout(resolve, 20));
		}
		const mergeMs = Date.now() - t0;
		return {
			remoteToDomMs: stats(toDom),
			remoteToPaintMs: stats(toPaint),
			mergeOfflineMs: mergeMs,
			offlineEach: OFFLINE_EACH,
			sharedJsAddedGzBytes: addedGz
		};
	} finally {
		await gm.close();
		await player.close();
		await relay.stop('SIGKILL');
	}
}
