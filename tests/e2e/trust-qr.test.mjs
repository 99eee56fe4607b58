// QR handoff between two phones with no network: a 1,000-event session shown as QR codes in one
// browser context and read by the other's "camera" (a stub stream fed the frames rendered on the
// first), ending in the import preview and the validated import.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, startServer } from './harness.mjs';

let server;
before(async () => {
	server = await startServer(4312);
});
after(async () => {
	await server?.stop();
});

/** A Counters session of n events as an export file (adjustments, an undo and a redo every 50). */
function countersFile(n) {
	const events = [];
	let seq = 0;
	const push = (type, payload, parent) => {
		seq++;
		events.push({ seq, at: 1_763_700_000_000 + seq * 1000, type, payload, parent });
		return seq;
	};
	let head = push('counters/counterAdded', { id: 'hp', name: 'HP', initial: 0, min: null, max: null, step: 1 }, 0);
	while (seq < n) {
		if (seq % 50 === 0 && seq + 2 <= n) {
			const target = head;
			push('session/undone', { target }, head);
			head = events.find((e) => e.seq === target).parent;
			push('session/redone', { target }, head);
			head = target;
			continue;
		}
		head = push('counters/counterAdjusted', { id: 'hp', name: 'HP', by: (seq % 7) - 3 || 1 }, head);
	}
	const id = 'qr-1000';
	return {
		id,
		text: JSON.stringify({
			format: 'sidetable.export',
			version: 2,
			exportedAt: Date.now(),
			sessions: [{ id, systemId: 'counters', name: 'QR千', createdAt: 0, updatedAt: 0, events }]
		})
	};
}

test('a 1,000-event session goes over by QR codes, a missing code asked again', async () => {
	const a = await launch();
	const b = await launch();
	try {
		const file = countersFile(1000);
		const path = join(mkdtempSync(join(tmpdir(), 'sidetable-qr-')), 'qr.json');
		writeFileSync(path, file.text);
		await a.page.goto(server.base + '/');
		const chooser = a.page.waitForEvent('filechooser');
		await a.page
			.getByRole('button', { name: /ファイルから読み込む/ })
			.first()
			.click();
		await (await chooser).setFiles(path);
		await a.page.getByRole('button', { name: '読み込む', exact: true }).click();
		await a.page.getByRole('link', { name: /QR千/ }).first().waitFor();
		await a.page.goto(`${server.base}/handoff?send=${file.id}`);
		const frame = a.page.getByTestId('qr-frame');
		await frame.waitFor();

		// The receiver's camera: a canvas stream the test paints each rendered frame onto.
		await b.context.addInitScript(() => {
			const canvas = document.createElement('canvas');
			canvas.width = canvas.height = 420;
			const ctx = canvas.getContext('2d');
			ctx.fillStyle = '#888';
			ctx.fillRect(0, 0, 420, 420);
			window.__feed = (bits) => {
				const img = ctx.createImageData(420, 420);
				for (let i = 0; i < bits.length; i++) {
					const v = bits.charCodeAt(i) === 49 ? 0 : 255;
					img.data.set([v, v, v, 255], i * 4);
				}
				ctx.putImageData(img, 0, 0);
			};
			Object.defineProperty(navigator, 'mediaDevices', {
				configurable: true,
				value: { getUserMedia: async () => canvas.captureStream(15) }
			});
		});
		await b.page.goto(server.base + '/handoff');
		await b.page.getByRole('button', { name: 'カメラを起動' }).click();

		const grab = () =>
			a.page.evaluate(() => {
				const c = document.querySelector('[data-testid="qr-frame"]');
				const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
				let s = '';
				for (let i = 0; i < d.length; i += 4) s += d[i] < 128 ? '1' : '0';
				return {
					index: Number(c.dataset.frame),
					count: Number(c.getAttribute('aria-label').match(/\/ (\d+)/)[1]),
					bits: s
				};
			});
		const fed = new Set();
		let count = Infinity;
		const feedRound = async (skip) => {
			for (let guard = 0; guard < 400 && fed.size + skip.size < count; guard++) {
				const f = await grab();
				count = f.count;
				if (fed.has(f.index) || skip.has(f.index)) {
					await a.page.waitForTimeout(60);
					continue;
				}
				await b.page.evaluate((bits) => window.__feed(bits), f.bits);
				const before = fed.size;
				fed.add(f.index);
				// The last code may complete the transfer at once, and the preview then takes the counter's place.
				await b.page
					.getByTestId('qr-received')
					.getByText(`${before + 1} / ${count} 個読み取り`)
					.or(b.page.getByTestId('import-preview'))
					.first()
					.waitFor({ timeout: 20_000 });
			}
		};
		await feedRound(new Set([3]));
		assert.ok(count > 3, `a 1,000-event session takes more than 3 codes (${count})`);
		await b.page.getByTestId('qr-missing').getByText('足りない番号: 3').waitFor();
		// The sender shows only what the receiver lacks.
		await a.page.getByLabel(/足りない番号だけ表示/).fill('3');
		await a.page.getByRole('button', { name: 'この番号だけ表示' }).click();
		await feedRound(new Set());
		const preview = b.page.getByTestId('import-preview');
		await preview
			.getByText(/（セッション 1 件、操作 1,000 件）、表 0 件 — 読み込みますか？/)
			.waitFor({ timeout: 10_000 });
		await preview.getByRole('button', { name: '読み込む' }).click();
		await preview.getByRole('link', { name: 'セッションを開く' }).click();
		await b.page.waitForURL(/\/s\//);
		await b.page.getByRole('article', { name: 'HP' }).waitFor();
		console.log(`QR codes for a 1,000-event Counters session: ${count}`);
		assert.deepEqual(a.errors, []);
		assert.deepEqual(b.errors, []);
	} finally {
		await a.close();
		await b.close();
	}
});
