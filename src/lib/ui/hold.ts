/**
 * Press-and-hold repeat for ± buttons: a tap is one step (the normal click), holding repeats
 * faster and faster. `tick` runs on every repeat, `end` once when the finger lifts, so the
 * caller can record the whole hold as one event.
 */
export interface HoldOptions {
	tick: () => void;
	end: () => void;
	/** ms before repeating starts. */
	delay?: number;
}

export function hold(node: HTMLElement, options: HoldOptions) {
	let opts = options;
	let timer: ReturnType<typeof setTimeout> | undefined;
	let repeating = false;
	let interval = 150;

	const repeat = () => {
		repeating = true;
		opts.tick();
		interval = Math.max(40, interval * 0.85);
		timer = setTimeout(repeat, interval);
	};
	const start = (e: PointerEvent) => {
		if (e.button !== 0) return;
		interval = 150;
		timer = setTimeout(repeat, opts.delay ?? 450);
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
