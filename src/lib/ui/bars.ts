/**
 * The bars that stay on screen while the page scrolls — the app's header and bottom menu, a
 * session bar and what sticks under it (Locke's combat status), a record bar — and the band of
 * the window they leave: where a menu may open (`menu-place.ts`) and where a step or panel the
 * page scrolls to must start (`reveal.ts`).
 */

/** A vertical band of the window, in px from its top. */
export interface Band {
	top: number;
	bottom: number;
}

/** Px left between a bar and what is scrolled to just under it. */
const UNDER = 8;

/**
 * The band of the window no fixed or sticky bar covers, found at the window's middle column, from
 * each edge inwards bar under bar (four at most); `inside` (the menu, the step) is skipped.
 */
export function uncoveredBand(inside: Element): Band {
	// jsdom lays nothing out.
	if (typeof document.elementsFromPoint !== 'function') return { top: 0, bottom: innerHeight };
	const x = innerWidth / 2;
	const band = { top: 0, bottom: innerHeight };
	for (const fromTop of [true, false])
		for (let i = 0; i < 4; i++) {
			const y = fromTop ? band.top + 1 : band.bottom - 1;
			if (fromTop ? y >= band.bottom : y <= band.top) break;
			const bars = document
				.elementsFromPoint(x, y)
				.filter((e) => !inside.contains(e) && /^(fixed|sticky)$/.test(getComputedStyle(e).position))
				.map((e) => e.getBoundingClientRect());
			if (bars.length === 0) break;
			if (fromTop) band.top = Math.max(y, ...bars.map((r) => r.bottom));
			else band.bottom = Math.min(y, ...bars.map((r) => r.top));
		}
	return band;
}

/**
 * Scrolls the window so that `node` starts just under the bars at its top; `onlyFromAbove`: only
 * when it starts above that (hidden under them or above the window), never down to it.
 */
export function scrollUnderBars(node: HTMLElement, onlyFromAbove = false): void {
	if (typeof document.elementsFromPoint !== 'function') return; // jsdom: nothing laid out, nothing to scroll
	const top = node.getBoundingClientRect().top;
	const under = uncoveredBand(node).top + UNDER;
	if (!onlyFromAbove || top < under - UNDER) scrollBy({ top: top - under });
}
