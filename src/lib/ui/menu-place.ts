/**
 * Where a row's ⋯ menu opens: below its button, or above it when the room below — down to the
 * bottom menu or a record bar — is too short and the room above is larger. A menu taller than
 * either side scrolls inside itself, so its last item is never under a bar the page cannot
 * scroll away (the last session of a phone's list opened its 削除 under the bottom menu).
 */
import type { Band } from './bars';

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
