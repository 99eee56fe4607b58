// Trust: backups outside IndexedDB in real Chromium — a database deleted behind the app's back is
// noticed and restored; backups appear after N actions and one restores on a clean profile; the
// screen is kept awake while a session is open.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCounter, backupWritten, createSession, launch, opfsFiles, startServer } from './harness.mjs';

let server;
before(async () => {
	server = await startServer(4311);
});
after(async () => {
	await server?.stop();
});

const value = (page, name) => page.getByRole('button', { name: new RegExp(`${name} の値`) });

/** Taps "+" n times, each tap waiting until the screen shows it (acknowledged). */
async function tapPlus(page, name, n) {
	const plus = page.getByRole('button', { name: new RegExp(`${name} を 1 増やす`) });
	for (let i = 0; i < n; i++) {
		const before = Number(await value(page, name).locator('output').innerText());
		await plus.click();
		await value(page, name)
			.getByText(String(before + 1), { exact: true })
			.waitFor();
	}
}

/** The app's database as stored: its tables' names and the `log` rows in the merged order. */
function storedDb(page) {
	return page.evaluate(
		() =>
			new Promise((res, rej) => {
				const r = indexedDB.open('sidetable');
				r.onerror = () => rej(r.error);
				r.onsuccess = () => {
					const names = [...r.result.objectStoreNames];
					const all = r.result.transaction('log').objectStore('log').index('[sessionId+clock+device+counter]').getAll();
					all.onsuccess = () => {
						r.result.close();
						res({ names, log: all.result.map(({ device, counter, sessionId }) => ({ device, counter, sessionId })) });
					};
					all.onerror = () => rej(all.error);
				};
			})
	);
}

describe('trust', () => {
	test('a database deleted while the app is closed is noticed and restored on the next open', async () => {
		const b = await launch();
		try {
			const { page } = b;
			await page.goto(server.base + '/');
			await page.evaluate(() => localStorage.setItem('sidetable.backup.every', '10'));
			const url = await createSession(page, server.base, { name: '消える卓' });
			await addCounter(page, 'HP', 0);
			await tapPlus(page, 'HP', 14);
			// 15 events: a backup after 10, the last ones only in the journal.
			await backupWritten(page);
			await tapPlus(page, 'HP', 3);
			assert.equal((await opfsFiles(page, 'backups')).length, 1);

			await page.goto('about:blank');
			const cdp = await b.context.newCDPSession(page);
			await cdp.send('Storage.clearDataForOrigin', { origin: server.base, storageTypes: 'indexeddb' });

			await page.goto(server.base + '/');
			const restore = page.getByRole('button', { name: '復元する' });
			await restore.waitFor();
			await page.getByText(/データの一部を消しました（1 件のセッション）/).waitFor();
			await restore.click();
			await page
				.getByText(/復元しました/)
				.waitFor({ timeout: 10_000 })
				.catch(async (err) => {
					throw new Error(`not restored: ${await page.locator('body').innerText()} / ${b.errors.join(' / ')}`, {
						cause: err
					});
				});
			await page
				.getByRole('link', { name: /消える卓/ })
				.first()
				.click();
			await page.waitForURL(url);
			await value(page, 'HP').getByText('17', { exact: true }).waitFor();
			// Every acknowledged event is back: the writer's counters 1 … 18 in the merged order, once each.
			const ids = (await storedDb(page)).log.map((e) => [e.device, e.counter]);
			assert.equal(new Set(ids.map(([device]) => device)).size, 1);
			assert.deepEqual(
				ids.map(([, counter]) => counter),
				Array.from({ length: 18 }, (_, i) => i + 1)
			);
			// A second open after the restore says nothing more.
			await page.goto(server.base + '/');
			await page
				.getByRole('link', { name: /消える卓/ })
				.first()
				.waitFor();
			await page.waitForTimeout(500);
			assert.equal(await page.getByRole('button', { name: '復元する' }).count(), 0);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test('backups appear after N actions and one restores on a clean profile', async () => {
		const a = await launch();
		const dir = mkdtempSync(join(tmpdir(), 'sidetable-bak-'));
		let file;
		try {
			const { page } = a;
			await page.goto(server.base + '/settings');
			const every = page.getByLabel('バックアップの間隔（操作数）');
			await every.fill('10');
			await every.dispatchEvent('change');
			await createSession(page, server.base, { name: '渡す卓' });
			await addCounter(page, 'MP', 5);
			await tapPlus(page, 'MP', 9);
			await backupWritten(page);
			await page.goto(server.base + '/settings');
			await page
				.getByTestId('last-backup')
				.getByText(/最後のバックアップ/)
				.waitFor();
			const list = page.getByRole('list', { name: '自動バックアップ' });
			assert.equal(await list.getByRole('listitem').count(), 1);
			// It says what it holds, counted as the session list counts (1 add + 9 taps = 10 actions).
			await list.getByText(/— 「渡す卓」（セッション 1 件、操作 10 件） —/).waitFor();
			const [dl] = await Promise.all([
				page.waitForEvent('download'),
				list.getByRole('button', { name: 'ダウンロード' }).click()
			]);
			file = join(dir, 'backup.json');
			await dl.saveAs(file);
			assert.equal(JSON.parse(readFileSync(file, 'utf8')).sessions[0].events.length, 10);
			// Deleted on this phone, then restored from the list: the question names what comes back.
			await page.goto(server.base + '/');
			await page.getByRole('listitem').filter({ hasText: '渡す卓' }).locator('summary', { hasText: '⋯' }).click();
			await page.getByRole('button', { name: '削除', exact: true }).click();
			await page.getByText('「渡す卓」を削除しました').waitFor();
			await page.goto(server.base + '/settings');
			const asked = new Promise((resolve) =>
				page.once('dialog', (d) => {
					resolve(d.message());
					void d.accept();
				})
			);
			await page.getByRole('list', { name: '自動バックアップ' }).getByRole('button', { name: 'これを復元' }).click();
			assert.match(await asked, /のバックアップから「渡す卓」（セッション 1 件、操作 10 件）を戻します。/);
			await page.getByText('復元しました: セッション 1 件、操作 10 件。').waitFor();
			await page.goto(server.base + '/');
			await page
				.getByRole('link', { name: /渡す卓/ })
				.first()
				.waitFor();
			assert.deepEqual(a.errors, []);
		} finally {
			await a.close();
		}
		const b = await launch();
		try {
			const { page } = b;
			await page.goto(server.base + '/');
			const chooser = page.waitForEvent('filechooser');
			await page
				.getByRole('button', { name: /ファイルから読み込む/ })
				.first()
				.click();
			await (await chooser).setFiles(file);
			await page.getByText(/（セッション 1 件、操作 10 件）、表 \d+ 件 — 読み込みますか？/).waitFor();
			await page.getByRole('button', { name: '読み込む', exact: true }).click();
			const link = page.getByRole('link', { name: /渡す卓/ }).first();
			await link.waitFor();
			await link.click();
			await value(page, 'MP').getByText('14', { exact: true }).waitFor();
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test('a database of an older schema version is backed up before the app upgrades it', async () => {
		const fixture = JSON.parse(readFileSync(new URL('../fixtures/db-v1.json', import.meta.url), 'utf8'));
		const b = await launch();
		try {
			const { page } = b;
			// A blank page on the app's origin, so that only this test's code touches the database.
			await page.route('**/__blank', (r) =>
				r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' })
			);
			await page.goto(server.base + '/__blank');
			// Version 1 as Dexie wrote it (native version 10), with the fixture's rows.
			await page.evaluate(
				(tables) =>
					new Promise((done, fail) => {
						const req = indexedDB.open('sidetable', 10);
						req.onupgradeneeded = () => {
							const d = req.result;
							const sessions = d.createObjectStore('sessions', { keyPath: 'id' });
							sessions.createIndex('updatedAt', 'updatedAt');
							sessions.createIndex('systemId', 'systemId');
							d.createObjectStore('events', { keyPath: ['sessionId', 'seq'] });
							d.createObjectStore('snapshots', { keyPath: ['sessionId', 'seq'] });
							const tables = d.createObjectStore('lookupTables', { keyPath: 'id' });
							tables.createIndex('updatedAt', 'updatedAt');
							tables.createIndex('slot', 'slot');
							d.createObjectStore('tableCopies', { keyPath: 'hash' });
							d.createObjectStore('meta', { keyPath: 'key' });
						};
						req.onerror = () => fail(req.error);
						req.onsuccess = () => {
							const d = req.result;
							const tx = d.transaction(Object.keys(tables), 'readwrite');
							for (const [name, rows] of Object.entries(tables)) for (const r of rows) tx.objectStore(name).put(r);
							tx.oncomplete = () => (d.close(), done(undefined));
							tx.onerror = () => fail(tx.error);
						};
					}),
				fixture.tables
			);
			await page.goto(server.base + '/');
			await page.getByRole('link', { name: /Friday skirmish/ }).waitFor();
			const backups = await opfsFiles(page, 'backups');
			assert.equal(backups.length, 1);
			const text = await page.evaluate(async (name) => {
				const root = await navigator.storage.getDirectory();
				const d = await (await root.getDirectoryHandle('sidetable-backup')).getDirectoryHandle('backups');
				return (await (await d.getFileHandle(name)).getFile()).text();
			}, backups[0]);
			const file = JSON.parse(text);
			assert.equal(file.sessions.length, 2); // the live ones; the deleted one is not exported
			assert.equal(
				file.sessions.reduce((n, s) => n + s.events.length, 0),
				fixture.tables.events.filter((e) => file.sessions.some((s) => s.id === e.sessionId)).length
			);
			// And the app's database is now version 4 (native 40): every event on the live table's
			// identity in `log`, the one writer's `events` and `snapshots` gone (docs/live-table.md).
			const version = await page.evaluate(
				async () => (await indexedDB.databases()).find((d) => d.name === 'sidetable')?.version
			);
			assert.equal(version, 40);
			const stored = await storedDb(page);
			assert.deepEqual(
				stored.names.filter((n) => n === 'events' || n === 'snapshots'),
				[]
			);
			assert.equal(stored.log.length, fixture.tables.events.length);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test('storage nearly full: the app says what takes the space before a write fails', async () => {
		const b = await launch();
		try {
			const { page } = b;
			// Chromium's quota override does not reach estimate(): the page is told 95 % is used.
			await page.addInitScript(() => {
				navigator.storage.estimate = async () => ({ quota: 1_000_000, usage: 950_000 });
			});
			await createSession(page, server.base, { name: '満杯' });
			await addCounter(page, 'HP', 3);
			await page.reload();
			await page.getByText(/保存領域がほぼいっぱいです（95%）。セッション: .+、表: .+、バックアップ: .+。/).waitFor();
			// Playing goes on under the notice.
			await tapPlus(page, 'HP', 1);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test('a backup write that stops half-way leaves the file as it was (journal cuts, full disks)', async () => {
		const b = await launch();
		try {
			const { page } = b;
			await createSession(page, server.base, { name: '途中' });
			await addCounter(page, 'HP', 3);
			await tapPlus(page, 'HP', 1);
			// The app's own backup worker, as built, spoken to in its protocol on a folder of the test's.
			const url = await page.evaluate(
				() => performance.getEntriesByType('resource').find((e) => /opfs-worker/.test(e.name))?.name
			);
			assert.ok(url, 'the session page starts the backup worker');
			const seen = await page.evaluate(async (url) => {
				const w = new Worker(url, { type: 'module' });
				let id = 0;
				const ask = (msg) =>
					new Promise((resolve) => {
						const me = ++id;
						const on = (e) => {
							if (e.data.id !== me) return;
							w.removeEventListener('message', on);
							resolve(e.data);
						};
						w.addEventListener('message', on);
						w.postMessage({ id: me, ...msg });
					});
				const bytes = (s) => new TextEncoder().encode(s);
				const path = 'probe/cut.jsonl';
				await ask({ op: 'append', path, text: 'one\ntwo\n' });
				// A rewrite whose third piece cannot be written (as a full disk refuses one): the first
				// two would already be in a file rewritten in place.
				const failed = await ask({ op: 'write', path, text: [bytes('NEW-1\n'), bytes('NEW-2\n'), 'not bytes'] });
				const afterFailed = await ask({ op: 'read', path });
				const rewritten = await ask({ op: 'write', path, text: [bytes('three\n')] });
				await ask({ op: 'append', path, text: 'four\n' });
				const end = await ask({ op: 'read', path });
				const parts = await ask({ op: 'list', dir: 'parts' });
				w.terminate();
				return { failed, afterFailed: afterFailed.value, rewritten: rewritten.ok, end: end.value, parts: parts.value };
			}, url);
			assert.equal(seen.failed.ok, false);
			assert.equal(seen.afterFailed, 'one\ntwo\n');
			assert.equal(seen.rewritten, true);
			assert.equal(seen.end, 'three\nfour\n');
			assert.deepEqual(seen.parts, []);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});

	test('the screen is asked to stay awake when a session opens', async () => {
		const b = await launch();
		try {
			const { page } = b;
			// Headless Chromium may refuse the real lock: a stub records the request.
			await b.context.addInitScript(() => {
				window.__wakeRequests = 0;
				Object.defineProperty(navigator, 'wakeLock', {
					configurable: true,
					value: {
						request: async () => {
							window.__wakeRequests++;
							const t = new EventTarget();
							t.released = false;
							t.release = async () => {
								t.released = true;
								t.dispatchEvent(new Event('release'));
							};
							return t;
						}
					}
				});
			});
			await createSession(page, server.base, { name: '起きている卓' });
			await page.waitForFunction(() => window.__wakeRequests >= 1);
			assert.deepEqual(b.errors, []);
		} finally {
			await b.close();
		}
	});
});
