import { notices } from '$lib/ui/notices.svelte';

/**
 * A form's record bar that stays at the bottom of the screen while the form is open: it sits on
 * top of the app's bottom bar (`--bottom-bar`), and lifts the notices above itself so a toast
 * never covers the button a person is about to tap.
 */
export function stickToBottom(node: HTMLElement) {
	node.style.bottom = 'var(--bottom-bar, 0px)';
	// The observer reports the bar's height after layout (also once when it starts observing), so
	// mounting the form never forces a synchronous layout in the middle of a tap's update.
	const resized =
		typeof ResizeObserver === 'undefined'
			? null
			: new ResizeObserver(([entry]) => {
					if (entry) notices.lift = Math.round(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
				});
	resized?.observe(node);
	return {
		destroy() {
			resized?.disconnect();
			notices.lift = 0;
		}
	};
}
