/**
 * Press-and-hold repeat for ± buttons: a tap is one step (the normal click), holding repeats.
 * The first repeats come slowly and evenly, so a person can count along and let go exactly at
 * −5; only a longer hold speeds up. `tick` runs on every repeat, `end` once when the finger
 * lifts, so the caller can record the whole hold as one event.
 */
export interface HoldOptions {
	tick: () => void;
	end: () => void;
	/** ms before repeating starts. */
	delay?: number;
}

/** ms from the press to the first repeat. */
export const HOLD_DELAY = 500;
/** ms between the first SLOW_REPEATS repeats: time to see the number and let go. */
export const HOLD_SLOW_MS = 400;
/** Repeats at the slow pace before the hold speeds up (past ±8 a person wants speed, not precision). */
export const HOLD_SLOW_REPEATS = 8;
/** The fastest pace of a long hold. */
export const HOLD_FAST_MS = 50;

/** The wait before repeat number `n + 1` (n repeats done). */
export function holdInterval(n: number): number {
	if (n < HOLD_SLOW_REPEATS) return HOLD_SLOW_MS;
	return Math.max(HOLD_FAST_MS, Math.round(HOLD_SLOW_MS * 0.8 ** (n - HOLD_SLOW_REPEATS + 1)));
}

export function hold(node: HTMLElement, options: HoldOptions) {
	let opts = options;
	let timer: ReturnType<typeof setTimeout> | undefined;
	let repeating = false;
	let repeats = 0;

	const repeat = () => {
		repeating = true;
		opts.tick();
		timer = setTimeout(repeat, holdInterval(repeats++));
	};
	const start = (e: PointerEvent) => {
		if (e.button !== 0) return;
		repeats = 0;
		timer = setTimeout(repeat, opts.delay ?? HOLD_DELAY);
	};
	const stop = () => {
		clearTimeout(timer);
		timer = undefined;
		if (repeating) opts.end();
	};
	// The click that follows a hold is swallowed: the hold already counted.
	const click = (e: MouseEvent) => {
		if (repeating) {
			e.stopImmediatePropagation();
			e.preventDefault();
			repeating = false;
		}
	};
	const menu = (e: Event) => e.preventDefault();
	node.addEventListener('pointerdown', start);
	node.addEventListener('pointerup', stop);
	node.addEventListener('pointerleave', stop);
	node.addEventListener('pointercancel', stop);
	node.addEventListener('click', click, true);
	node.addEventListener('contextmenu', menu);
	return {
		update(next: HoldOptions) {
			opts = next;
		},
		destroy() {
			clearTimeout(timer);
			node.removeEventListener('pointerdown', start);
			node.removeEventListener('pointerup', stop);
			node.removeEventListener('pointerleave', stop);
			node.removeEventListener('pointercancel', stop);
			node.removeEventListener('click', click, true);
			node.removeEventListener('contextmenu', menu);
		}
	};
}
