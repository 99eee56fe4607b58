// The Tables screen in real Chromium: make a table by pasting, look it up offline, export it,
// import it on a clean profile, and get the same result there.
// SYNTHETIC TEST DATA: the cells come from a made-up formula, not from any game's chart.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, startServer, waitForServiceWorker } from './harness.mjs';

const PORT = 4311;
const NAME = 'E2E用の架空表';
const LABELS = ['1:2以下', '1:1', '2:1', '3:1', '4:1'];
/** Made-up value for 2D6 total t in column k. */
const fake = (t, k) => (t * 3 + k * 5) % 10;

function pastedText() {
	const lines = [['出目', ...LABELS].join('\t')];
	for (let t = 2; t <= 12; t++) lines.push([String(t), ...LABELS.map((_, k) => String(fake(t, k)))].join('\t'));
	return lines.join('\n');
}

let server;
before(async () => {
	server = await startServer(PORT);
});
after(async () => {
	await server?.stop();
});

async function shot(page, err) {
	const path = `/tmp/e2e-tables-fail-${Date.now()}.png`;
	await page.screenshot({ path, fullPage: true }).catch(() => undefined);
	return new Error(`${err.message} (screenshot ${path}; page errors: ${page.sidetableErrors?.join(' / ')})`, {
		cause: err
	});
}

/** Quick lookup: column 3:1, table dice 3 and 5 → returns the big answer and the trace. */
async function lookUp(page, base) {
	await page.goto(`${base}/tables/lookup`);
	await page.getByLabel('表', { exact: true }).selectOption({ label: NAME });
	await page.getByLabel('列', { exact: true }).selectOption({ label: '3:1' });
	const dice = page.getByRole('group', { name: '2D6 の出目' });
	await dice.getByRole('group', { name: '1個目' }).getByRole('button', { name: '3', exact: true }).click();
	await dice.getByRole('group', { name: '2個目' }).getByRole('button', { name: '5', exact: true }).click();
	const result = page.getByRole('region', { name: '結果' });
	await result.getByText(/引き方/).waitFor();
	const answer = (await result.getByTestId('lookup-answer').innerText()).trim();
	const trace = await result.locator('.trace').innerText();
	return { answer, trace };
}

describe('tables', () => {
	test('paste a table, look it up offline, export it, import it on a clean profile: same result', async () => {
		const expected = String(fake(8, 3));
		let exported;
		let first;
		const a = await launch();
		try {
			const { page, context } = a;
			await page.goto(`${server.base}/tables`);
			await waitForServiceWorker(page);
			try {
				// Create by pasting.
				await page.getByRole('link', { name: '新しい表' }).click();
				await page.waitForURL(/\/tables\/edit$/);
				await page.getByLabel('名前', { exact: true }).fill(NAME);
				await page.getByText('表計算ソフトから貼り付け').click();
				await page.getByLabel('貼り付けるセル').fill(pastedText());
				await page.getByRole('button', { name: '貼り付けて読み込む' }).click();
				await page.getByText('入力済み 55 / 55 セル').waitFor();
				await page.getByRole('button', { name: '保存', exact: true }).click();
				await page.waitForURL(/\/tables$/);
				await page.getByRole('listitem', { name: NAME }).waitFor();

				// Offline: the service worker serves the app, IndexedDB holds the table.
				await context.setOffline(true);
				const reached = await page.evaluate(() =>
					fetch('/definitely-not-cached.txt').then(
						() => true,
						() => false
					)
				);
				assert.equal(reached, false, 'really offline');
				first = await lookUp(page, server.base);
				assert.equal(first.answer, expected);
				assert.match(first.trace, /3:1 → 2D6 = 8（3\+5） → /);
				assert.ok(first.trace.endsWith(`→ ${expected}`), first.trace);

				// Ratio mode gives the same cell: 14 ÷ 4 = 3.5 → 3:1.
				await page.getByRole('radio', { name: '比から' }).check();
				await page.getByLabel(/比の左/).fill('14');
				await page.getByLabel(/比の右/).fill('4');
				await page.getByRole('region', { name: '結果' }).getByText('14 ÷ 4 = 3.5 → 3:1', { exact: false }).waitFor();

				// Export (a download), still offline.
				await page.goto(`${server.base}/tables`);
				await page.getByRole('listitem', { name: NAME }).locator('summary').click();
				const [download] = await Promise.all([
					page.waitForEvent('download'),
					page.getByRole('button', { name: '書き出す', exact: true }).click()
				]);
				exported = join(mkdtempSync(join(tmpdir(), 'sidetable-table-')), download.suggestedFilename());
				await download.saveAs(exported);
				await context.setOffline(false);
				assert.deepEqual(a.errors, []);
			} catch (err) {
				throw await shot(page, err);
			}
		} finally {
			await a.close();
		}

		const json = JSON.parse(readFileSync(exported, 'utf8'));
		assert.equal(json.format, 'sidetable.table');
		assert.equal(json.names.ja, NAME);
		assert.equal(json.cells.length, 11);

		const b = await launch();
		try {
			const { page } = b;
			try {
				await page.goto(`${server.base}/tables`);
				await page.getByText('まだ表がありません', { exact: false }).waitFor();
				await page.locator('input[type=file]').setInputFiles(exported);
				await page.getByText('1 件の表を読み込みました', { exact: false }).waitFor();
				await page.getByRole('listitem', { name: NAME }).waitFor();
				const second = await lookUp(page, server.base);
				assert.deepEqual(second, first);
				assert.deepEqual(b.errors, []);
			} catch (err) {
				throw await shot(page, err);
			}
		} finally {
			await b.close();
		}
	});

	test('a malformed table file is refused whole with a message', async () => {
		const b = await launch({ locale: 'en-US' });
		try {
			const { page } = b;
			await page.goto(`${server.base}/tables`);
			const dir = mkdtempSync(join(tmpdir(), 'sidetable-bad-'));
			const bad = join(dir, 'bad.json');
			const rows = Array.from({ length: 10 }, (_, i) => ({ from: i + 3, to: i + 3 })); // 2 is missing
			const { writeFileSync } = await import('node:fs');
			writeFileSync(
				bad,
				JSON.stringify({
					format: 'sidetable.table',
					version: 1,
					id: 'e2e-bad',
					names: { ja: '壊れた架空表', en: 'Broken made-up table' },
					dice: '2D6',
					rows,
					columns: [{ id: 'a', label: 'A' }],
					cells: rows.map(() => [{ value: 1 }])
				})
			);
			await page.locator('input[type=file]').setInputFiles(bad);
			const alert = page.getByRole('alert').filter({ hasText: 'Broken made-up table' });
			await alert.waitFor();
			assert.match(await alert.innerText(), /No row covers rolls 2 to 2/);
			assert.match(await alert.innerText(), /Nothing was imported/);
			await page.getByText('No tables yet', { exact: false }).waitFor();
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});
});
