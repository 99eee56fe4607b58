import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/svelte';
import type userEvent from '@testing-library/user-event';

/**
 * Opens a system screen's tab and waits until its code (loaded when first shown) is on screen: the
 * panel `#<panel>` holds no 「読み込み中…」 (aria-busy). A dynamic import can take longer than
 * waitFor's default second on a loaded CI machine, so this waits up to ten.
 */
export async function openTab(user: ReturnType<typeof userEvent.setup>, name: string, panel: string): Promise<void> {
	await user.click(screen.getByRole('tab', { name }));
	await partShown(panel);
}

/**
 * Waits until a system screen just rendered shows the part it opens on: its code loads when first
 * shown (issue 27), so the panel `#<panel>` first says 「読み込み中…」 (aria-busy).
 */
export async function partShown(panel: string): Promise<void> {
	await waitFor(
		() => {
			const root = document.querySelector(`#${panel}`);
			expect(root).not.toBeNull();
			expect(root!.querySelector('[aria-busy="true"]')).toBeNull();
		},
		{ timeout: 10_000 }
	);
}
