import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { readJoinLink } from '$lib/core/sync/link';
import ShareLink from './ShareLink.svelte';

const link = {
	relay: 'wss://relay.example.org',
	room: '3fa2b9c0d1e4f5061728394a5b6c7d8e',
	session: '8c6f1f3e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
	system: 'locke',
	gm: '0f1e2d3c4b5a69788796a5b4c3d2e1f0'
};

describe('ShareLink', () => {
	beforeEach(() => {
		setLocale('ja', { reload: false });
		// jsdom draws nothing (ui/qr.test.ts reads the drawn code back with a QR reader).
		vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
	});

	it('shows the QR code and link for a player, then for the spectator board', async () => {
		render(ShareLink, { props: { link, appBase: 'https://sidetable.example' } });
		const user = userEvent.setup();
		const qr = screen.getByTestId('join-qr');
		const fragment = (el: HTMLElement) => new URL(el.dataset.link!).hash;
		expect(readJoinLink(fragment(qr), 'https:')).toEqual({ ...link, role: 'player' });
		expect(qr.getAttribute('aria-label')).toBe('プレイヤーとして参加する QR コード');
		await user.click(screen.getByRole('radio', { name: '観戦ボード' }));
		expect(readJoinLink(fragment(screen.getByTestId('join-qr')), 'https:')).toEqual({ ...link, role: 'spectator' });
		expect(screen.getByTestId('join-url').textContent).toBe(screen.getByTestId('join-qr').dataset.link);
		expect(screen.getByText(/誰でも参加できます/)).toBeTruthy();
	});

	it('copies the link', async () => {
		render(ShareLink, { props: { link, appBase: 'https://sidetable.example' } });
		const user = userEvent.setup();
		const writeText = vi.spyOn(navigator.clipboard, 'writeText');
		await user.click(screen.getByRole('button', { name: 'リンクをコピー' }));
		expect(writeText).toHaveBeenCalledWith(screen.getByTestId('join-qr').dataset.link);
	});
});
