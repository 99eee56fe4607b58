import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import SeatPicker from './SeatPicker.svelte';

const seats = [
	{ id: 'a', name: '桜' },
	{ id: 'b', name: '空' }
];

describe('SeatPicker', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('lists the seats as the table names them, the one played now chosen, and records another', async () => {
		const onchoose = vi.fn(async () => null);
		render(SeatPicker, { props: { seats, current: 'a', onchoose } });
		const user = userEvent.setup();
		expect(screen.getByRole('group', { name: 'あなたの席' })).toBeTruthy();
		expect((screen.getByRole('radio', { name: '桜' }) as HTMLInputElement).checked).toBe(true);
		const button = screen.getByRole('button', { name: 'この席にする' }) as HTMLButtonElement;
		expect(button.disabled).toBe(true);
		await user.click(screen.getByRole('radio', { name: '空' }));
		await user.click(button);
		expect(onchoose).toHaveBeenCalledExactlyOnceWith('b');
	});

	it('may give up a seat (null), and shows why a choice was not recorded', async () => {
		const onchoose = vi.fn(async () => '記録できませんでした');
		render(SeatPicker, { props: { seats, current: 'b', onchoose } });
		const user = userEvent.setup();
		await user.click(screen.getByRole('radio', { name: 'まだ席を決めない' }));
		await user.click(screen.getByRole('button', { name: 'この席にする' }));
		expect(onchoose).toHaveBeenCalledWith(null);
		expect((await screen.findByRole('alert')).textContent).toBe('記録できませんでした');
	});

	it('a double tap records once', async () => {
		let release = () => {};
		const onchoose = vi.fn(() => new Promise<string | null>((r) => (release = () => r(null))));
		render(SeatPicker, { props: { seats, current: null, onchoose } });
		const user = userEvent.setup();
		await user.click(screen.getByRole('radio', { name: '桜' }));
		await user.dblClick(screen.getByRole('button', { name: 'この席にする' }));
		release();
		expect(onchoose).toHaveBeenCalledTimes(1);
	});

	it('says so when the game has no seats yet (English too)', () => {
		setLocale('en', { reload: false });
		render(SeatPicker, { props: { seats: [], current: null, onchoose: async () => null } });
		expect(screen.getByText('This game has no seats yet.')).toBeTruthy();
		expect(screen.queryByRole('button')).toBeNull();
	});
});
