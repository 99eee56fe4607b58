// Shared set-up for the end-to-end tests: the built app served by `vite preview` on 127.0.0.1,
// and Debian's Chromium driven by playwright-core with a fresh profile per test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ROOT = new URL('../..', import.meta.url).pathname;

/** Starts `vite preview` of ./build on a free-ish port and waits until it answers. */
export async function startServer(port) {
	if (!existsSync(join(ROOT, 'build', 'index.html'))) {
		throw new Error('No build found: run `npm run build` first (npm test does it for you).');
	}
	const base = `http://127.0.0.1:${port}`;
	// A leftover server on the port would answer with a stale build: refuse rather than test it.
	const taken = await fetch(base + '/').then(
		() => true,
		() => false
	);
	if (taken) throw new Error(`Port ${port} is already serving something (a leftover server?): stop it first.`);
	const proc = spawn(
		process.execPath,
		[
			join(ROOT, 'node_modules/vite/bin/vite.js'),
			'preview',
			'--host',
			'127.0.0.1',
			'--port',
			String(port),
			'--strictPort'
		],
		{ cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], detached: true }
	);
	let stderr = '';
	proc.stderr.on('data', (d) => (stderr += d));
	const deadline = Date.now() + 30_000;
	while (Date.now() < deadline) {
		if (proc.exitCode !== null) throw new Error(`vite preview exited: ${stderr}`);
		try {
			const r = await fetch(base + '/');
			if (r.ok) break;
		} catch {
			/* not up yet */
		}
		await new Promise((r) => setTimeout(r, 100));
	}
	return {
		base,
		async stop() {
			if (proc.exitCode !== null) return;
			const exited = new Promise((r) => proc.once('exit', r));
			try {
				process.kill(-proc.pid, 'SIGTERM');
			} catch {
				/* already gone */
			}
			await exited;
		}
	};
}

/**
 * A fresh Chromium profile (its own IndexedDB, service worker and storage), or the profile in `dir`
 * again (a phone reopened after its browser was killed); `dir` is returned.
 */
export async function launch({
	locale = 'ja-JP',
	viewport = { width: 390, height: 844 },
	dir = mkdtempSync(join(tmpdir(), 'sidetable-e2e-'))
} = {}) {
	const context = await chromium.launchPersistentContext(dir, {
		executablePath: CHROMIUM,
		headless: true,
		locale,
		viewport,
		acceptDownloads: true,
		args: [
			'--headless',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync'
		]
	});
	const page = context.pages()[0] ?? (await context.newPage());
	const errors = [];
	page.sidetableErrors = errors;
	page.on('pageerror', (e) => errors.push(String(e.stack ?? e.message)));
	page.on('console', (msg) => {
		if (msg.type() === 'error' && !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(msg.text()))
			errors.push(msg.text());
	});
	return {
		context,
		page,
		errors,
		dir,
		async close() {
			await context.close();
			rmSync(dir, { recursive: true, force: true });
		}
	};
}

/**
 * Waits until the service worker controls the page (clientsClaim makes it the first load). Once,
 * on a loaded CI machine, an active worker had not claimed the page 30 s on (gk.test, 2026-11-29);
 * a navigation after activation is always controlled, so the page is reloaded then and waited for.
 */
export async function waitForServiceWorker(page) {
	await page.evaluate(() => navigator.serviceWorker.ready);
	const claimed = await page
		.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 })
		.then(
			() => true,
			() => false
		);
	if (claimed) return;
	await page.reload();
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The names in a folder of the app's backup (origin private file system), as the page sees them, sorted. */
export function opfsFiles(page, dir) {
	return page.evaluate(async (dir) => {
		const root = await navigator.storage.getDirectory();
		const out = [];
		try {
			const d = await (await root.getDirectoryHandle('sidetable-backup')).getDirectoryHandle(dir);
			for await (const [n] of d) out.push(n);
		} catch {
			/* none yet */
		}
		return out.sort();
	}, dir);
}

/**
 * Waits until a full backup is written: a `backup-….json` in the backup folder with its note of
 * what it holds beside it (the note is written after the backup, in the same step). Polled from
 * here, since `page.waitForFunction` takes an async predicate's promise as truthy and returns at once.
 */
export async function backupWritten(page, timeout = 30_000) {
	const end = Date.now() + timeout;
	for (;;) {
		const holds = new Set(await opfsFiles(page, 'holds'));
		if ((await opfsFiles(page, 'backups')).some((n) => /^backup-\d+\.json$/.test(n) && holds.has(n))) return;
		if (Date.now() > end) throw new Error(`no full backup written within ${timeout} ms`);
		await new Promise((r) => setTimeout(r, 100));
	}
}

/** Creates a session of the given system from the home screen and waits for its page. */
export async function createSession(page, base, { system, name }) {
	await page.goto(base + '/');
	// The form opens from the compact "new session" entry.
	await page.getByRole('button', { name: /^(新しいセッション|New session)$/ }).click();
	if (system) await page.getByRole('radio', { name: new RegExp(system) }).check();
	if (name) await page.getByLabel(/セッション名|Session name/).fill(name);
	await page.getByRole('button', { name: /^(作成|Create)$/ }).click();
	await page.waitForURL(/\/s\/[0-9a-f-]+$/);
	return page.url();
}

/** Adds a counter through the Counters screen's form (ja or en) and waits for its card. */
export async function addCounter(page, name, initial = 20) {
	const form = page.getByRole('form', { name: /カウンターを追加|Add a counter/ });
	await form.getByLabel(/^(名前|Name)$/).fill(name);
	await form.getByLabel(/初期値|Starting value/).fill(String(initial));
	await form.getByRole('button', { name: /^(追加|Add)$/ }).click();
	await page.getByRole('article', { name }).waitFor();
}

/** The GM shares session `id` through the relay at `relayUrl` (its share page) and returns the join link its QR code holds. */
export async function shareTable(page, base, id, relayUrl, name = 'GM') {
	await page.goto(`${base}/s/${id}/share`);
	await page.getByLabel(/リレーのアドレス|Relay address/).fill(relayUrl);
	await page.getByLabel(/あなたの名前|Your name/).fill(name);
	await page.getByRole('button', { name: /共有を始める|Start sharing/ }).click();
	const qr = page.getByTestId('join-qr');
	await qr.waitFor();
	return qr.getAttribute('data-link');
}

/** A phone joins from a join link as a player named `name` and lands on the session. */
export async function joinTable(page, link, name) {
	await page.goto(link);
	await page.getByRole('heading', { name: /セッションに参加|Join a session/ }).waitFor();
	await page.getByLabel(/あなたの名前|Your name/).fill(name);
	await page.getByRole('button', { name: /参加する|^Join$/ }).click();
	await page.waitForURL(/\/s\/[0-9a-f-]+$/);
}

/**
 * Waits until a bounce of the last tap on a button that moves the game on would no longer be
 * swallowed (recordOnce marks the page for DOUBLE_TAP_MS), as a person's next, meant tap comes
 * after it: a button drawn where the finger was is held up until then.
 */
export async function afterTapWindow(page) {
	await page.locator('body[data-settling]').waitFor({ state: 'detached' });
}

/**
 * A hurried thumb: two taps on the same spot of the screen, `gap` ms apart (50 by default).
 * The second lands wherever the first left the screen — on the same button if it is still there
 * — as it does at the table. The caller then waits for what one tap records and checks that the
 * log holds it once.
 */
export async function doubleTap(locator, gap = 50) {
	// A person reads the button before tapping it: the last tap's bounce window has passed.
	await afterTapWindow(locator.page());
	// A button that has just appeared may be replaced once more while the screen settles (a
	// live query's second answer); a thumb lands on the one that stays, so find it again.
	let box = null;
	for (let tries = 0; !box && tries < 5; tries++) {
		try {
			await locator.scrollIntoViewIfNeeded();
			box = await locator.boundingBox();
		} catch (e) {
			if (!/not attached/i.test(String(e))) throw e;
		}
	}
	if (!box) throw new Error('doubleTap: the element is not on screen');
	const page = locator.page();
	const x = box.x + box.width / 2;
	const y = box.y + box.height / 2;
	// The second tap comes from the page's own timer, `gap` ms after the first one reached it, at the
	// same spot: on a loaded machine two round trips to the browser spaced them 400 ms apart, which
	// is no longer a bounce but a tap a person meant.
	await page.evaluate(
		({ x, y, gap }) =>
			document.addEventListener(
				'click',
				() =>
					setTimeout(() => {
						document.elementFromPoint(x, y)?.dispatchEvent(
							new MouseEvent('click', {
								bubbles: true,
								cancelable: true,
								view: window,
								clientX: x,
								clientY: y,
								detail: 2
							})
						);
						document.documentElement.dataset.secondTap = '';
					}, gap),
				{ capture: true, once: true }
			),
		{ x, y, gap }
	);
	await page.mouse.click(x, y);
	await page.locator('html[data-second-tap]').waitFor({ state: 'attached' });
	await page.evaluate(() => delete document.documentElement.dataset.secondTap);
}

/**
 * Waits until the step `name` (a section with that label) has its heading in the window's upper
 * half with no bar over it (the session bar, what sticks under it): a step that replaced the form
 * a person had scrolled down to must not arrive above the window.
 */
export function stepHeadingInView(page, name) {
	return inViewUnderBars(page.getByRole('region', { name, exact: true }).getByRole('heading').first());
}

/**
 * Waits until the element of `locator` starts in the window's upper half with no bar over it: the
 * element at its start is itself (or inside it).
 */
export async function inViewUnderBars(locator) {
	const el = await locator.elementHandle();
	try {
		await locator.page().waitForFunction((e) => {
			const r = e.getBoundingClientRect();
			const hit = document.elementFromPoint(r.x + Math.min(r.width, 100) / 2, r.y + Math.min(r.height, 40) / 2);
			return r.top >= 0 && r.top < innerHeight / 2 && e.contains(hit);
		}, el);
	} finally {
		await el?.dispose();
	}
}

/**
 * The session's log as the log view lists it, times left out, read through the session's own
 * ログ and プレイ links (the page stays the same page: no reload).
 */
export async function logLines(page) {
	await page.getByRole('link', { name: /ログ|Log/ }).click();
	await page.waitForURL((u) => u.pathname.endsWith('/log'));
	const list = page.getByRole('list', { name: /セッションログ|Session log/ });
	await list.waitFor();
	const lines = await list.getByRole('listitem').allInnerTexts();
	await page.getByRole('link', { name: /プレイ|Play/ }).click();
	await page.waitForURL((u) => !u.pathname.endsWith('/log'));
	return lines.map((l) => l.replace(/^\d\d:\d\d:\d\d\s*/, '').trim());
}
