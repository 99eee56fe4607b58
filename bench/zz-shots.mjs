import { serve } from '/work/main/bench/serve.mjs';
import { launch, createSession, addCounter, shareTable, joinTable } from '/work/main/tests/e2e/harness.mjs';
import { startRelay } from '/work/main/tests/sync/harness.mjs';
const OUT = '/work/notes/shots/s34';
const server = await serve('/work/main/build', 4396);
let relay = await startRelay();
const gm = await launch({ viewport: { width: 360, height: 640 } });
const pl = await launch({ viewport: { width: 360, height: 640 }, locale: 'en-US' });
try {
	const url = await createSession(gm.page, server.base, { name: '共有' });
	const id = url.split('/s/')[1];
	await addCounter(gm.page, 'ライフ', 20);
	const link = await shareTable(gm.page, server.base, id, relay.url);
	await pl.page.goto(server.base + '/');
	await pl.page.evaluate(() => localStorage.setItem('PARAGLIDE_LOCALE', 'en'));
	await joinTable(pl.page, link, 'Aki');
	await gm.page.goto(url);
	await gm.page.getByRole('button', { name: /ライフ の値/ }).waitFor();
	const port = relay.port;
	await relay.stop('SIGKILL');
	await gm.page.getByRole('button', { name: /ライフ を 1 減らす/ }).click();
	await pl.page.getByRole('button', { name: /ライフ/ }).first().waitFor();
	const plus = pl.page.getByRole('button', { name: /(増やす|Increase|\+1|raise)/i }).first();
	await plus.click();
	await plus.click();
	relay = await startRelay({ PORT: String(port) });
	await gm.page.getByRole('region', { name: /合わせられなかった記録/ }).waitFor({ timeout: 30000 });
	await pl.page.waitForTimeout(2500);
	await gm.page.screenshot({ path: `${OUT}/conflicts-gm-ja.png`, fullPage: true });
	await pl.page.screenshot({ path: `${OUT}/conflicts-player-en.png`, fullPage: true });
	await gm.page.evaluate(() => (document.documentElement.style.fontSize = '160%'));
	await gm.page.screenshot({ path: `${OUT}/conflicts-gm-ja-160.png`, fullPage: true });
	console.log('width', await gm.page.evaluate(() => document.documentElement.scrollWidth));
} finally {
	await gm.close();
	await pl.close();
	await relay.stop('SIGKILL');
	await server.stop();
}
