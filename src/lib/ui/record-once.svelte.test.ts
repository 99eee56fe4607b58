import { describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/svelte';
import RecordOnceHarness from './RecordOnceHarness.test.svelte';

describe('recordOnce', () => {
	it('a second tap while the first one’s write is on its way does nothing', async () => {
		const onclick = vi.fn();
		const session = { busy: false };
		render(RecordOnceHarness, { session, onclick });
		const button = screen.getByRole('button', { name: 'ターン終了' });
		await fireEvent.click(button);
		session.busy = true;
		await fireEvent.click(button);
		session.busy = false;
		await fireEvent.click(button);
		expect(onclick).toHaveBeenCalledTimes(2);
	});
});
