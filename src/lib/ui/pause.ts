import { whenIdle } from './idle';

/** When the person last tapped, clicked or pressed a key (performance.now()); watched from this module's loading (with the session's backup, before any tap there). */
let lastInput = -Infinity;
if (typeof addEventListener === 'function')
	for (const type of ['pointerdown', 'keydown', 'click'])
		addEventListener(type, () => (lastInput = performance.now()), { capture: true, passive: true });

/** Ms without a tap or a key that count as a pause: longer than the gap between two taps of a burst. */
export const PAUSE_MS = 1500;

/**
 * The person's next pause: no tap or key for `quiet` ms, then an idle moment; `most` ms at most,
 * so work put off for a person who never stops tapping still runs. Background work that reads the
 * whole database (a full backup) waits for it before each of its steps, so a tap never queues
 * behind one: an idle moment alone comes between two taps of a burst.
 */
export async function whenPaused(quiet = PAUSE_MS, most = 60_000): Promise<void> {
	const until = performance.now() + most;
	for (;;) {
		const now = performance.now();
		const wait = Math.min(lastInput + quiet, until) - now;
		if (wait <= 0) break;
		await new Promise((resolve) => setTimeout(resolve, wait));
	}
	await whenIdle(Math.max(1, Math.min(1000, until - performance.now())));
}
