/**
 * Where a row's ⋯ menu opens: below its button, or above it when the room below — down to the
 * bottom menu or a record bar — is too short and the room above is larger. A menu taller than
 * either side scrolls inside itself, so its last item is never under a bar the page cannot
 * scroll away (the last session of a phone's list opened its 削除 under the bottom menu).
 */

/** A vertical band of the window, in px from its top. */
export interface Band {
	top: number;
	bottom: number;
}

export interface MenuPlace {
	/** Opens upward, its bottom at the button's top. */
	up: boolean;
	/** Px the menu may take before it scrolls; null when it fits whole. */
	maxHeight: number | null;
}

/** Px kept between the menu and a bar. */
const GAP = 4;
/** The least a scrolling menu keeps: two 48 px items. */
const LEAST = 96;

/** The placement of a menu `height` px tall beside `button` inside the uncovered `band`. */
export function placeMenu(button: Band, height: number, band: Band): MenuPlace {
	const below = band.bottom - button.bottom - GAP;
	const above = button.top - band.top - GAP;
	const up = height > below && above > below;
	const room = up ? above : below;
	return { up, maxHeight: height > room ? Math.max(LEAST, Math.floor(room)) : null };
}

/**
 * The band of the window no fixed or sticky bar covers (the app's header and bottom menu, a
 * session bar and what sticks under it — Locke's combat status —, a record bar), found at the
 * window's middle column, bar under bar; `inside` (the menu, the step) is skipped.
 */
export function uncoveredBand(inside: Element): Band {
	// jsdom lays nothing out.
	if (typeof document.elementsFromPoint !== 'function') return { top: 0, bottom: innerHeight };
	const x = innerWidth / 2;
	const bars = (y: number) =>
		document
			.elementsFromPoint(x, y)
			.filter((e) => !inside.contains(e) && /^(fixed|sticky)$/.test(getComputedStyle(e).position))
			.map((e) => e.getBoundingClientRect());
	// From an edge inwards: a bar, then whatever bar sticks against it (four at most).
	let top = 0;
	let bottom = innerHeight;
	for (let i = 0; i < 4; i++) {
		const found = bars(top + 1);
		if (found.length === 0 || top + 1 >= bottom) break;
		top = Math.max(top + 1, ...found.map((r) => r.bottom));
	}
	for (let i = 0; i < 4; i++) {
		const found = bars(bottom - 1);
		if (found.length === 0 || bottom - 1 <= top) break;
		bottom = Math.min(bottom - 1, ...found.map((r) => r.top));
	}
	return { top, bottom };
}
