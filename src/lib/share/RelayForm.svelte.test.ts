import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import RelayForm from './RelayForm.svelte';

function setup(onstart = vi.fn(async () => null as string | null), pageProtocol = 'https:') {
	render(RelayForm, { props: { pageProtocol, onstart } });
	return { onstart, user: userEvent.setup() };
}

describe('RelayForm', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('starts with the address as typed, less its trailing slash, and the name trimmed', async () => {
		const { onstart, user } = setup();
		await user.type(screen.getByLabelText('リレーのアドレス'), 'wss://relay.example.org/');
		await user.type(screen.getByLabelText('あなたの名前'), ' アキ ');
		await user.click(screen.getByRole('button', { name: '共有を始める' }));
		expect(onstart).toHaveBeenCalledExactlyOnceWith('wss://relay.example.org', 'アキ');
	});

	it('refuses ws:// to the LAN from an https app, saying why, and keeps what was typed', async () => {
		const { onstart, user } = setup();
		const field = screen.getByLabelText('リレーのアドレス');
		await user.type(field, 'ws://192.168.1.20:1234');
		await user.type(screen.getByLabelText('あなたの名前'), 'アキ');
		await user.click(screen.getByRole('button', { name: '共有を始める' }));
		expect(onstart).not.toHaveBeenCalled();
		expect(screen.getByText(/ws:\/\/ の LAN アドレスに接続できません/)).toBeTruthy();
		expect(field).toHaveProperty('value', 'ws://192.168.1.20:1234');
		expect(field.getAttribute('aria-invalid')).toBe('true');
	});

	it('asks for a name before it starts', async () => {
		const { onstart, user } = setup();
		await user.type(screen.getByLabelText('リレーのアドレス'), 'wss://relay.example.org');
		await user.click(screen.getByRole('button', { name: '共有を始める' }));
		expect(onstart).not.toHaveBeenCalled();
		expect(screen.getByText(/名前を入力してください/)).toBeTruthy();
	});

	it('starts once for a double tap, and shows why a start failed', async () => {
		let finish: (v: string | null) => void = () => undefined;
		const onstart = vi.fn(() => new Promise<string | null>((r) => (finish = r)));
		const { user } = setup(onstart);
		await user.type(screen.getByLabelText('リレーのアドレス'), 'wss://relay.example.org');
		await user.type(screen.getByLabelText('あなたの名前'), 'アキ');
		const button = screen.getByRole('button', { name: '共有を始める' });
		await user.dblClick(button);
		expect(onstart).toHaveBeenCalledTimes(1);
		finish('リレーに接続できませんでした。');
		expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'リレーに接続できませんでした。');
	});

	it('allows ws:// to a LAN relay from an app served over http (a group on its own network)', async () => {
		const { onstart, user } = setup(undefined, 'http:');
		await user.type(screen.getByLabelText('リレーのアドレス'), 'ws://192.168.1.20:1234');
		await user.type(screen.getByLabelText('あなたの名前'), 'アキ');
		await user.click(screen.getByRole('button', { name: '共有を始める' }));
		expect(onstart).toHaveBeenCalledWith('ws://192.168.1.20:1234', 'アキ');
	});

	it('speaks English', async () => {
		setLocale('en', { reload: false });
		const { user } = setup();
		await user.click(screen.getByRole('button', { name: 'Start sharing' }));
		expect(screen.getByText(/starting with wss:\/\//)).toBeTruthy();
	});
});
