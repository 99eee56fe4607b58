import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { flushSync } from 'svelte';
import NumberStepper from './NumberStepper.svelte';
import { HOLD_DELAY, HOLD_FAST_MS, HOLD_SLOW_MS, HOLD_SLOW_REPEATS, holdInterval } from './hold';

function setup(
	props: Partial<{
		value: number;
		min: number | null;
		max: number | null;
		step: number;
		onset: (v: number) => void;
		jump: number;
		size: 'big' | 'compact' | 'tile';
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

	it('holding + starts slowly (one step per 400 ms, so a person can stop at exactly +5), then speeds up; recorded once on release', () => {
		vi.useFakeTimers();
		const { onadjust } = setup({ value: 5, max: 1000 });
		const plus = screen.getByRole('button', { name: 'ライフ を 1 増やす' });
		const shown = () => Number(screen.getByRole('button', { name: 'ライフ の値（タップで入力）' }).textContent);
		fireEvent.pointerDown(plus, { button: 0 });
		vi.advanceTimersByTime(HOLD_DELAY - 1);
		flushSync();
		expect(shown()).toBe(5);
		vi.advanceTimersByTime(1);
		// the first repeat, then four more at the slow pace: +5 after 500 + 4 × 400 ms, still +5 just before the sixth
		vi.advanceTimersByTime(4 * HOLD_SLOW_MS);
		flushSync();
		expect(shown()).toBe(10);
		vi.advanceTimersByTime(HOLD_SLOW_MS - 1);
		flushSync();
		expect(shown()).toBe(10);
		// a long hold speeds up: far more than a steady 400 ms pace would give
		vi.advanceTimersByTime(5000);
		flushSync();
		expect(shown()).toBeGreaterThan(10 + 1 + Math.floor(5000 / HOLD_SLOW_MS));
		const total = shown();
		fireEvent.pointerUp(plus, { button: 0 });
		fireEvent.click(plus); // the click after a hold is swallowed
		expect(onadjust.mock.calls).toEqual([[total - 5]]);
		vi.advanceTimersByTime(5000); // no repeat left running
		expect(onadjust).toHaveBeenCalledTimes(1);
		expect(vi.getTimerCount()).toBe(0);
	});

	it('holdInterval: eight slow repeats, then faster down to a floor', () => {
		expect(Array.from({ length: HOLD_SLOW_REPEATS }, (_, n) => holdInterval(n))).toEqual(
			Array(HOLD_SLOW_REPEATS).fill(HOLD_SLOW_MS)
		);
		expect(holdInterval(HOLD_SLOW_REPEATS)).toBeLessThan(HOLD_SLOW_MS);
		expect(holdInterval(200)).toBe(HOLD_FAST_MS);
	});

	it('with jump, one tap on −5 / +5 takes five steps without touching the step, and stops at the bound', async () => {
		const { onadjust } = setup({ value: 20, min: 0, max: 22, jump: 5 });
		await userEvent.click(screen.getByRole('button', { name: /ライフ を 5 減らす/ }));
		await userEvent.click(screen.getByRole('button', { name: /ライフ を 5 増やす/ }));
		expect(onadjust.mock.calls).toEqual([[-5], [2]]);
	});

	it('a long press on +5 repeats ten at a time', () => {
		vi.useFakeTimers();
		const { onadjust } = setup({ value: 0, max: 1000, jump: 5 });
		const plus5 = screen.getByRole('button', { name: /ライフ を 5 増やす/ });
		fireEvent.pointerDown(plus5, { button: 0 });
		vi.advanceTimersByTime(HOLD_DELAY + HOLD_SLOW_MS);
		fireEvent.pointerUp(plus5, { button: 0 });
		fireEvent.click(plus5);
		expect(onadjust.mock.calls).toEqual([[20]]);
	});

	it('a six-digit value shows whole in the tile', () => {
		setup({ value: 123456, max: 999999, jump: 5, size: 'tile' });
		expect(screen.getByRole('button', { name: 'ライフ の値（タップで入力）' }).textContent?.trim()).toBe('123456');
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
