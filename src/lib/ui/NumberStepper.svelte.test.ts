import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { flushSync } from 'svelte';
import NumberStepper from './NumberStepper.svelte';

function setup(
	props: Partial<{
		value: number;
		min: number | null;
		max: number | null;
		step: number;
		onset: (v: number) => void;
	}> = {}
) {
	const onadjust = vi.fn();
	const r = render(NumberStepper, { value: 5, name: 'ライフ', onadjust, ...props });
	return { onadjust, ...r };
}

describe('NumberStepper', () => {
	beforeEach(() => setLocale('ja', { reload: false }));
	afterEach(() => vi.useRealTimers());

	it('a tap on − or + is one step, named for the number and step', async () => {
		const { onadjust } = setup({ step: 2 });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'ライフ を 2 増やす' }));
		await user.click(screen.getByRole('button', { name: 'ライフ を 2 減らす' }));
		expect(onadjust.mock.calls).toEqual([[2], [-2]]);
		expect(screen.getByRole('group', { name: 'ライフ' })).toBeInTheDocument();
	});

	it('holding + repeats faster and faster, shows the sum, and records it once on release', () => {
		vi.useFakeTimers();
		const { onadjust } = setup({ value: 5, max: 100 });
		const plus = screen.getByRole('button', { name: 'ライフ を 1 増やす' });
		fireEvent.pointerDown(plus, { button: 0 });
		vi.advanceTimersByTime(449);
		expect(onadjust).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		// 450 ms delay, then 150, 127.5, 108 … ms apart (×0.85, floor 40 ms)
		vi.advanceTimersByTime(1000);
		flushSync();
		const shown = Number(screen.getByRole('button', { name: 'ライフ の値（タップで入力）' }).textContent);
		expect(shown).toBeGreaterThan(5 + 1 + Math.floor(1000 / 150)); // faster than a steady 150 ms
		fireEvent.pointerUp(plus, { button: 0 });
		fireEvent.click(plus); // the click after a hold is swallowed
		expect(onadjust.mock.calls).toEqual([[shown - 5]]);
		vi.advanceTimersByTime(5000); // no repeat left running
		expect(onadjust).toHaveBeenCalledTimes(1);
		expect(vi.getTimerCount()).toBe(0);
	});

	it('a hold stops at the bound, and leaving or cancelling the press stops it too', () => {
		vi.useFakeTimers();
		const { onadjust } = setup({ value: 2, min: 0 });
		const minus = screen.getByRole('button', { name: 'ライフ を 1 減らす' });
		fireEvent.pointerDown(minus, { button: 0 });
		vi.advanceTimersByTime(3000);
		fireEvent.pointerLeave(minus);
		expect(onadjust.mock.calls).toEqual([[-2]]);
		expect(vi.getTimerCount()).toBe(0);
		fireEvent.pointerDown(minus, { button: 0 });
		fireEvent.pointerCancel(minus);
		vi.advanceTimersByTime(3000);
		expect(onadjust).toHaveBeenCalledTimes(1);
	});

	it('arrow keys step from the keyboard, within the bounds', async () => {
		const { onadjust } = setup({ value: 9, max: 10 });
		const user = userEvent.setup();
		screen.getByRole('button', { name: 'ライフ の値（タップで入力）' }).focus();
		await user.keyboard('{ArrowUp}{ArrowDown}{PageUp}');
		expect(onadjust.mock.calls).toEqual([[1], [-1], [1]]);
	});

	it('tapping the value lets a person type it; full-width digits and minus are read', async () => {
		const onset = vi.fn();
		const { onadjust } = setup({ onset });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'ライフ の値（タップで入力）' }));
		const input = screen.getByLabelText('ライフ の新しい値');
		await user.clear(input);
		await user.type(input, '－１２');
		await user.click(screen.getByRole('button', { name: '決定' }));
		expect(onset).toHaveBeenCalledWith(-12);
		expect(onadjust).not.toHaveBeenCalled();
		expect(screen.queryByLabelText('ライフ の新しい値')).toBeNull();
	});

	it('without onset, a typed value is sent as the difference', async () => {
		const { onadjust } = setup({ value: 3, min: 0 });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'ライフ の値（タップで入力）' }));
		const input = screen.getByLabelText('ライフ の新しい値');
		await user.clear(input);
		await user.type(input, '７{Enter}');
		expect(onadjust).toHaveBeenCalledWith(4);
	});

	it('bad input stays on screen with a clear message, and nothing is sent', async () => {
		const onset = vi.fn();
		const { onadjust } = setup({ min: 0, max: 20, onset });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'ライフ の値（タップで入力）' }));
		const input = screen.getByLabelText('ライフ の新しい値');
		for (const [typed, message] of [
			['abc', '数字で入力してください（例：12）'],
			['-', '数字で入力してください（例：12）'],
			['1.5', '整数で入力してください（小数は使えません）'],
			['-1', '0 より小さくはできません'],
			['21', '20 以下にしてください'],
			['12345678901234567890', '20 以下にしてください']
		] as const) {
			await user.clear(input);
			await user.type(input, typed);
			await user.click(screen.getByRole('button', { name: '決定' }));
			expect(screen.getByRole('alert')).toHaveTextContent(message);
			expect(input).toHaveValue(typed);
			expect(input).toHaveAttribute('aria-invalid', 'true');
		}
		expect(onset).not.toHaveBeenCalled();
		expect(onadjust).not.toHaveBeenCalled();
		await user.keyboard('{Escape}');
		expect(screen.queryByRole('alert')).toBeNull();
		expect(screen.getByRole('button', { name: 'ライフ の値（タップで入力）' })).toHaveTextContent('5');
	});

	it('speaks English too', () => {
		setLocale('en', { reload: false });
		setup({ value: 0, min: 0 });
		expect(screen.getByRole('button', { name: 'Decrease ライフ by 1' })).toBeDisabled();
		expect(screen.getByRole('button', { name: 'Increase ライフ by 1' })).toBeEnabled();
	});
});
