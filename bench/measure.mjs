// Measuring helpers shared by the bench's sections: statistics, bytes loaded, a throttled page.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileFor } from './serve.mjs';

export const THROTTLE = 4;

export const stats = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
	return { min: s[0], median: q(0.5), p95: q(0.95), max: s[s.length - 1], n: s.length };
};
export const r2 = (x) => Math.round(x * 100) / 100;

/** JS and CSS the page has loaded so far (resource timing), as built files gzipped at -9. */
export async function loadedAssets(page, root) {
	const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
	const out = new Map();
	for (const u of urls) {
		const { pathname } = new URL(u);
		if (!/\.(js|css)$/.test(pathname) || pathname.includes('service-worker') || pathname.startsWith('/__bench/'))
			continue;
		const file = fileFor(root, pathname);
		if (file)
			out.set(pathname, { css: pathname.endsWith('.css'), gz: gzipSync(readFileSync(file), { level: 9 }).length });
	}
	return out;
}
export const sumGz = (assets, css) => [...assets.values()].filter((a) => a.css === css).reduce((n, a) => n + a.gz, 0);

/** A new page in `context` with its CPU slowed THROTTLE times (a mid-range phone). */
export async function throttledPage(context) {
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
	return page;
}

export const ms = (s) => `median ${r2(s.median)} (min ${r2(s.min)}, p95 ${r2(s.p95)}, max ${r2(s.max)}, n=${s.n})`;
export const mm = (s) => `median ${Math.round(s.median)} (min ${Math.round(s.min)}–max ${Math.round(s.max)})`;
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Runs in the page: clicks `button` `times` times, each once `value`'s text has changed since the
 * click before, and times each click → the change in the DOM, and → the frame after it (which adds
 * up to one frame of waiting that is no work of the app's). Both are elements (page.evaluate
 * passes Playwright's element handles in). One loop for every tap figure of the bench.
 */
export function tapLoop([button, value, times]) {
	return (async () => {
		const inDom = [];
		const painted = [];
		for (let i = 0; i < times; i++) {
			const before = value.textContent;
			let t0 = 0;
			const changed = new Promise((resolve) => {
				const mo = new MutationObserver(() => {
					if (value.textContent === before) return;
					mo.disconnect();
					inDom.push(performance.now() - t0);
					requestAnimationFrame(() => {
						painted.push(performance.now() - t0);
						resolve(undefined);
					});
				});
				mo.observe(value, { childList: true, characterData: true, subtree: true });
			});
			t0 = performance.now();
			button.click();
			await changed;
		}
		return { inDom, painted };
	})();
}

/**
 * Times `times` taps of the Playwright locator `button` → `value`'s text changed (each tap after
 * the one before has shown). Returns the raw times, in ms: { inDom: [...], painted: [...] }.
 */
export async function timeTaps(page, button, value, times = 1) {
	const [b, v] = await Promise.all([button.elementHandle(), value.elementHandle()]);
	try {
		return await page.evaluate(tapLoop, [b, v, times]);
	} finally {
		await Promise.all([b.dispose(), v.dispose()]);
	}
}
