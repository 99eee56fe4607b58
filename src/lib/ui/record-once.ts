import type { Attachment } from 'svelte/attachments';

/**
 * How long after a tap that moved the game on a second tap on the same button counts as the same
 * tap. A write often lands in a few milliseconds, before a finger's second bounce (50–300 ms), so
 * waiting for the write alone lets a double tap draw twice; nobody means to end two turns or draw
 * two cards from one button within a third of a second (Android counts a double tap up to 300 ms).
 */
export const DOUBLE_TAP_MS = 350;

/**
 * How far (CSS px) a finger's second bounce lands from its first. A thumb's bounce moves a few
 * pixels; two buttons a person means to tap one after the other are a button's height apart.
 */
export const BOUNCE_PX = 16;

interface Tap {
	at: number;
	interactions: number;
}
interface TapAt extends Tap {
	x: number;
	y: number;
	/** Mouse or pen moves seen by then: one since means the pointer was aimed anew. */
	aimed: number;
}
/** When each session's record-once buttons were last let through, by the button's name. */
const lastTaps = new WeakMap<object, Map<string, Tap>>();
/**
 * …and by the button itself: a label that carries the state (「ターン終了 → 次は ライザ」) changes
 * as soon as the first tap lands, so the same button's bounce must not need the same name.
 */
const lastTapOn = new WeakMap<HTMLElement, Tap>();
/**
 * …and by where the finger was: the first tap moves the game on and the next step's button is
 * drawn where the last one was (① リセット → ② 戦闘パート開始), so the bounce lands on a button
 * nobody has read yet. Kept per session.
 */
const lastPoints = new WeakMap<object, TapAt>();

/**
 * Where a pointer's click landed on this button, or null when it did not come from a pointer on a
 * laid-out screen (a key press, a script, a test without layout): those have no finger to bounce.
 */
function pointOf(e: Event, node: HTMLElement): { x: number; y: number } | null {
	if (!(e instanceof MouseEvent) || e.detail === 0) return null;
	const r = node.getBoundingClientRect();
	if (r.width === 0 || r.height === 0) return null;
	const { clientX: x, clientY: y } = e;
	return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom ? { x, y } : null;
}

/**
 * Clicks and typing anywhere on the page, counted (before any button's own handler sees them). A
 * double tap is two taps with nothing in between; a person who picked a card or typed a number
 * between two taps meant both.
 */
let interactions = 0;
/**
 * Moves of a mouse or pen away from the last tap's point, counted. A finger's bounce lands without
 * moving over the screen first; a mouse moved onto the next button was aimed at it.
 */
let aimed = 0;
let counting = false;
function countInteractions(): void {
	if (counting || typeof document === 'undefined') return;
	counting = true;
	for (const type of ['click', 'input', 'change'])
		document.addEventListener(type, () => interactions++, { capture: true });
	document.addEventListener(
		'pointermove',
		(e) => {
			if (e.pointerType !== 'touch' && (e.clientX !== lastPointer.x || e.clientY !== lastPointer.y)) aimed++;
		},
		{ capture: true, passive: true }
	);
}
/** Where the last tap let through landed, for the moves above. */
const lastPointer = { x: NaN, y: NaN };

let pageSettled: ReturnType<typeof setTimeout> | undefined;
function markPageSettling(): void {
	// The body itself, not `document`, in the timer: a test's page may be gone when it fires.
	const body = document.body;
	body.dataset.settling = '';
	clearTimeout(pageSettled);
	pageSettled = setTimeout(() => delete body.dataset.settling, DOUBLE_TAP_MS);
}

/** The button's name as a person reads it (its label, else its text). */
function nameOf(node: HTMLElement): string {
	return node.getAttribute('aria-label') ?? node.textContent?.trim() ?? '';
}

/**
 * For a button that moves the game on (end a turn, record an attack, draw): inert from its tap
 * until the write lands, and a second tap on it within DOUBLE_TAP_MS with nothing else tapped or
 * typed in between does nothing — nor does one on another such button drawn where the finger was. `{@attach recordOnce(session)}`. The window is kept per session and button name, so
 * a button drawn anew after the state changed (a list re-rendered) still swallows the bounce, and
 * per button, so one whose label changed with the state does too;
 * another button elsewhere is not held up. Only the click is swallowed: the button keeps its look and its
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
			const point = pointOf(e, node);
			const lastPoint = lastPoints.get(session);
			const samePlace =
				point !== null &&
				lastPoint !== undefined &&
				Math.hypot(point.x - lastPoint.x, point.y - lastPoint.y) <= BOUNCE_PX &&
				aimed === lastPoint.aimed &&
				isBounce(lastPoint);
			const bounce = isBounce(taps.get(name)) || isBounce(lastTapOn.get(node)) || samePlace;
			if (session.busy || bounce) {
				e.preventDefault();
				e.stopImmediatePropagation();
				return;
			}
			taps.set(name, { at: t, interactions });
			lastTapOn.set(node, { at: t, interactions });
			if (point) {
				lastPoints.set(session, { at: t, interactions, aimed, ...point });
				Object.assign(lastPointer, point);
			}
			// Marked while a bounce would be swallowed, so a test can wait for the window to pass.
			node.dataset.settling = '';
			setTimeout(() => delete node.dataset.settling, DOUBLE_TAP_MS);
			// …and on the page, since the next step's button under the finger is held up as well.
			markPageSettling();
		};
		// On the button itself, before Svelte's delegated handler at the root sees the click.
		node.addEventListener('click', swallow, { capture: true });
		return () => node.removeEventListener('click', swallow, { capture: true });
	};
}
