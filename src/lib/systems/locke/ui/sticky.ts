/**
 * A form's record bar that stays at the bottom of the screen while the form is open: it sits on
 * top of the app's bottom bar (`--bottom-bar`), and lifts the notices above itself so a toast
 * never covers the button a person is about to tap (the notices sit above `--bottom-bar`).
 */
export function stickToBottom(node: HTMLElement) {
	const body = document.body;
	const before = body.style.getPropertyValue('--bottom-bar');
	const base = getComputedStyle(body).getPropertyValue('--bottom-bar').trim() || '0px';
	node.style.bottom = base;
	const lift = () => body.style.setProperty('--bottom-bar', `calc(${base} + ${node.offsetHeight}px)`);
	lift();
	const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(lift);
	resized?.observe(node);
	return {
		destroy() {
			resized?.disconnect();
			if (before) body.style.setProperty('--bottom-bar', before);
			else body.style.removeProperty('--bottom-bar');
		}
	};
}
