// Opening a screen and timing navigation → its numbers painted, at 4× CPU: the one way the bench
// times a session screen (section 10 and bench/systems/try.mjs).
import { throttledPage } from '../measure.mjs';

/** Runs in the page before it loads: marks `screen-painted` in the frame after `ready()` first holds. */
function markWhenReady(ready) {
	const mo = new MutationObserver(() => {
		if (ready()) {
			mo.disconnect();
			requestAnimationFrame(() => performance.mark('screen-painted'));
		}
	});
	mo.observe(document, { childList: true, subtree: true, attributes: true });
}

/** Adds the mark to every page of `page` from its next navigation on. */
export function markScreenPainted(page, ready) {
	// Sent as source through the DevTools protocol, which the page's CSP does not govern.
	return page.addInitScript({ content: `(${markWhenReady})(${ready});` });
}

/** Navigation → `screen-painted` (ms from navigation start) in a new throttled page of `context`. */
export async function openPainted(context, url, ready) {
	const page = await throttledPage(context);
	try {
		await markScreenPainted(page, ready);
		await page.goto(url);
		await page.waitForFunction(() => performance.getEntriesByName('screen-painted').length > 0, undefined, {
			timeout: 60_000
		});
		return await page.evaluate(() => performance.getEntriesByName('screen-painted')[0].startTime);
	} finally {
		await page.close();
	}
}

/** Makes a system's bench session on the bench page open in `page`: { id, events }. */
export async function makeFixture(page, [fn, ...args]) {
	const made = await page.evaluate(([f, a]) => window.sidetableBench[f](...a), [fn, args]);
	return typeof made === 'string' ? { id: made, events: undefined } : made;
}
