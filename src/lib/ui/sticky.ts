import { notices } from '$lib/ui/notices.svelte';

/** The bars now on screen and their heights: the notices rise above the tallest. */
const bars = new Map<HTMLElement, number>();
const lift = () => (notices.lift = Math.max(0, ...bars.values()));

/**
 * A record bar that stays at the bottom of the screen while its form is open: it sits on top of
 * the app's bottom bar (`--bottom-bar`), and lifts the notices above itself so a toast never
 * covers the button a person is about to tap. Any screen's sticky bar uses it (`use:stickToBottom`).
 */
export function stickToBottom(node: HTMLElement) {
	node.style.bottom = 'var(--bottom-bar, 0px)';
	bars.set(node, 0);
	// The observer reports the bar's height after layout (also once when it starts observing), so
	// mounting the form never forces a synchronous layout in the middle of a tap's update.
	const resized =
		typeof ResizeObserver === 'undefined'
			? null
			: new ResizeObserver(([entry]) => {
					if (!entry) return;
					bars.set(node, Math.round(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height));
					lift();
				});
	resized?.observe(node);
	return {
		destroy() {
			resized?.disconnect();
			bars.delete(node);
			lift();
		}
	};
}
