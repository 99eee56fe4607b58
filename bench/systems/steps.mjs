// What a person does between two timed taps, by role and label (Japanese UI), for the systems'
// bench modules; and the wait for the undo that puts the state back.
import { timeTaps } from '../measure.mjs';

/** Types `value` into the shared number stepper named `name` (tap the number, type, 決定). */
export async function setStepper(scope, name, value) {
	await scope.getByRole('button', { name: `${name} の値（タップで入力）` }).click();
	await scope.getByLabel(`${name} の新しい値`).fill(String(value));
	await scope.getByRole('button', { name: '決定' }).click();
	await scope
		.getByRole('button', { name: `${name} の値（タップで入力）` })
		.getByText(String(value))
		.waitFor();
}

/** Opens a <details> in `scope` by its summary's text unless what it holds (`inside`) already shows. */
export async function openDetails(scope, summary, inside) {
	if (await inside.isVisible()) return;
	await scope
		.locator('summary')
		.filter({ hasText: new RegExp(`^${summary}$`) })
		.click();
	await inside.waitFor();
}

/** Taps the session's undo and waits until `value` reads `text` again. */
export async function undoUntil(page, value, text) {
	await page.getByRole('button', { name: '元に戻す' }).click();
	const el = await value.elementHandle();
	try {
		await page.waitForFunction(([e, t]) => e.textContent === t, [el, text]);
	} finally {
		await el.dispose();
	}
}

/**
 * Runs `prepare` then times `tap` → `value` changed (measure.mjs timeTaps), WARM_UP + MEASURED
 * times, undoing after each so every tap does the same work.
 */
export async function repeatTaps(page, { warmUp, measured, prepare, tap, value }) {
	const inDom = [];
	const painted = [];
	let before;
	for (let i = 0; i < warmUp + measured; i++) {
		await prepare();
		// Read once the first preparation has shown it (it may sit in a closed <details>).
		before ??= await value.textContent();
		const t = await timeTaps(page, tap, value);
		inDom.push(...t.inDom);
		painted.push(...t.painted);
		await undoUntil(page, value, before);
	}
	return {
		warmUp: { inDom: inDom.slice(0, warmUp), painted: painted.slice(0, warmUp) },
		measured: { inDom: inDom.slice(warmUp), painted: painted.slice(warmUp) }
	};
}
