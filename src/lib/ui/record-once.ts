import type { Attachment } from 'svelte/attachments';

/**
 * How long after a tap that moved the game on a second tap on the same button counts as the same
 * tap. A write often lands in a few milliseconds, before a finger's second bounce (50–300 ms), so
 * waiting for the write alone lets a double tap draw twice; nobody means to end two turns or draw
 * two cards from one button within a third of a second (Android counts a double tap up to 300 ms).
 */
export const DOUBLE_TAP_MS = 350;

interface Tap {
	at: number;
	interactions: number;
}
/** When each session's record-once buttons were last let through, by the button's name. */
const lastTaps = new WeakMap<object, Map<string, Tap>>();
/**
 * …and by the button itself: a label that carries the state (「ターン終了 → 次は ライザ」) changes
 * as soon as the first tap lands, so the same button's bounce must not need the same name.
 */
const lastTapOn = new WeakMap<HTMLElement, Tap>();

/**
 * Clicks and typing anywhere on the page, counted (before any button's own handler sees them). A
 * double tap is two taps with nothing in between; a person who picked a card or typed a number
 * between two taps meant both.
 */
let interactions = 0;
let counting = false;
function countInteractions(): void {
	if (counting || typeof document === 'undefined') return;
	counting = true;
	for (const type of ['click', 'input', 'change'])
		document.addEventListener(type, () => interactions++, { capture: true });
}

/** The button's name as a person reads it (its label, else its text). */
function nameOf(node: HTMLElement): string {
	return node.getAttribute('aria-label') ?? node.textContent?.trim() ?? '';
}

/**
 * For a button that moves the game on (end a turn, record an attack, draw): inert from its tap
 * until the write lands, and a second tap on it within DOUBLE_TAP_MS with nothing else tapped or
 * typed in between does nothing. `{@attach recordOnce(session)}`. The window is kept per session and button name, so
 * a button drawn anew after the state changed (a list re-rendered) still swallows the bounce, and
 * per button, so one whose label changed with the state does too;
 * another button is not held up. Only the click is swallowed: the button keeps its look and its
 * focus, so a write of a few milliseconds does not flicker.
 */
export function recordOnce(session: { readonly busy: boolean }, now: () => number = Date.now): Attachment<HTMLElement> {
	return (node) => {
		countInteractions();
		const swallow = (e: Event) => {
			let taps = lastTaps.get(session);
			if (!taps) lastTaps.set(session, (taps = new Map()));
			const name = nameOf(node);
			const t = now();
			// This click is already counted: one more than at the last tap means nothing in between.
			const isBounce = (last: Tap | undefined) =>
				last !== undefined && interactions === last.interactions + 1 && t - last.at >= 0 && t - last.at < DOUBLE_TAP_MS;
			const bounce = isBounce(taps.get(name)) || isBounce(lastTapOn.get(node));
			if (session.busy || bounce) {
				e.preventDefault();
				e.stopImmediatePropagation();
				return;
			}
			taps.set(name, { at: t, interactions });
			lastTapOn.set(node, { at: t, interactions });
			// Marked while a bounce would be swallowed, so a test can wait for the window to pass.
			node.dataset.settling = '';
			setTimeout(() => delete node.dataset.settling, DOUBLE_TAP_MS);
		};
		// On the button itself, before Svelte's delegated handler at the root sees the click.
		node.addEventListener('click', swallow, { capture: true });
		return () => node.removeEventListener('click', swallow, { capture: true });
	};
}
