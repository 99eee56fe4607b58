import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import Harness from './RecordBarHarness.test.svelte';

/** A record the test settles: recorded (true) or refused (false). */
function pending() {
	let settle: (recorded: boolean) => void = () => undefined;
	const record = () => new Promise<boolean>((resolve) => (settle = resolve));
	return { record, settle: (recorded: boolean) => settle(recorded) };
}

describe('RecordBar: the form its record replaces lets go of focus at the tap', () => {
	it('recorded: focus left the form before the update removed it, and stays let go', async () => {
		const { record, settle } = pending();
		render(Harness, { record });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'このアタックを記録' }));
		// Let go while the record is still being written, not when the form goes.
		expect(document.activeElement).toBe(document.body);
		settle(true);
		await waitFor(() => expect(screen.queryByRole('region', { name: 'アタック' })).toBeNull());
		expect(document.activeElement).toBe(document.body);
	});

	it('refused: the form stays, and focus comes back to the record button', async () => {
		const { record, settle } = pending();
		render(Harness, { record });
		const user = userEvent.setup();
		const button = screen.getByRole('button', { name: 'このアタックを記録' });
		await user.click(button);
		expect(document.activeElement).toBe(document.body);
		settle(false);
		await waitFor(() => expect(document.activeElement).toBe(button));
	});

	it('a person who moved on meanwhile keeps the focus they chose', async () => {
		const { record, settle } = pending();
		render(Harness, { record });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'このアタックを記録' }));
		const elsewhere = screen.getByRole('button', { name: 'ターン終了' });
		elsewhere.focus();
		settle(false);
		await new Promise((r) => setTimeout(r, 0));
		expect(document.activeElement).toBe(elsewhere);
	});
});
