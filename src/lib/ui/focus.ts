/**
 * Takes focus out of `area` — a form that what it records will replace — while the page is still
 * clean, and returns how to put it back (when the record is refused and the form stays): only
 * while nothing else has taken focus meanwhile (the person has moved on).
 * Chromium removing a subtree that holds focus runs a style and layout pass in the middle of the
 * update that removes it; blurring at the tap costs almost nothing (issue 7's attack tap).
 */
export function releaseFocus(area: Element): () => void {
	const focused = document.activeElement;
	if (!(focused instanceof HTMLElement) || !area.contains(focused)) return () => undefined;
	focused.blur();
	return () => {
		if (focused.isConnected && focusIsFree()) focused.focus({ preventScroll: true });
	};
}

/** Nothing holds focus (it is on the page's body): a focus moved by the app then takes nobody's place. */
export function focusIsFree(): boolean {
	const focused = document.activeElement;
	return !focused || focused === document.body;
}
