import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import NumberField from './NumberField.svelte';

type Props = Partial<{
	value: number | null;
	min: number | null;
	max: number | null;
	required: boolean;
	step: number;
	fraction: boolean;
	showProblem: boolean;
	onenter: (v: number) => void;
}>;

function setup(props: Props = {}) {
	return render(NumberField, { label: '耐久力', ...props });
}

describe('NumberField', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('reads what a Japanese keyboard types and says nothing while it is fine', async () => {
		const onenter = vi.fn();
		setup({ onenter });
		const user = userEvent.setup();
		const input = screen.getByLabelText('耐久力');
		await user.type(input, '－１２{Enter}');
		expect(onenter).toHaveBeenCalledWith(-12);
		await user.clear(input);
		await user.type(input, 'ー３{Enter}');
		expect(onenter).toHaveBeenLastCalledWith(-3);
		expect(screen.queryByRole('alert')).toBeNull();
	});

	it('says what is wrong once the person leaves the field, keeps the text, and clears when fixed', async () => {
		setup({ min: 0, max: 999_999_999 });
		const user = userEvent.setup();
		const input = screen.getByLabelText('耐久力');
		for (const [typed, message] of [
			['abc', '数字で入力してください（例：12）'],
			['-', '数字で入力してください（例：12）'],
			['1.5', '整数で入力してください（小数は使えません）'],
			['-3', '0 より小さくはできません'],
			['12345678901234567890', '999,999,999 以下にしてください']
		] as const) {
			await user.clear(input);
			await user.type(input, typed);
			await user.tab();
			expect(screen.getByRole('alert')).toHaveTextContent(message);
			expect(input).toHaveValue(typed);
			expect(input).toHaveAttribute('aria-invalid', 'true');
		}
		await user.clear(input);
		await user.type(input, '7');
		expect(screen.queryByRole('alert')).toBeNull();
		expect(input).not.toHaveAttribute('aria-invalid');
	});

	it('an empty required field is a problem only when the form asks or the person leaves it', async () => {
		const { rerender } = setup({ required: true });
		expect(screen.queryByRole('alert')).toBeNull();
		await rerender({ label: '耐久力', required: true, showProblem: true });
		expect(screen.getByRole('alert')).toHaveTextContent('数を入力してください');
	});

	it('− and + step within the limits', async () => {
		setup({ value: 1, min: 0, max: 2, step: 1 });
		const user = userEvent.setup();
		const input = screen.getByLabelText('耐久力');
		await user.click(screen.getByRole('button', { name: '耐久力 を 1 減らす' }));
		expect(input).toHaveValue('0');
		expect(screen.getByRole('button', { name: '耐久力 を 1 減らす' })).toBeDisabled();
		await user.click(screen.getByRole('button', { name: '耐久力 を 1 増やす' }));
		await user.click(screen.getByRole('button', { name: '耐久力 を 1 増やす' }));
		expect(input).toHaveValue('2');
		expect(screen.getByRole('button', { name: '耐久力 を 1 増やす' })).toBeDisabled();
	});

	it('a value set from outside replaces the text', async () => {
		const { rerender } = setup({ value: 4 });
		expect(screen.getByLabelText('耐久力')).toHaveValue('4');
		await rerender({ label: '耐久力', value: 9 });
		expect(screen.getByLabelText('耐久力')).toHaveValue('9');
		await rerender({ label: '耐久力', value: null });
		expect(screen.getByLabelText('耐久力')).toHaveValue('');
	});

	it('speaks English too', async () => {
		setLocale('en', { reload: false });
		setup({ max: 10 });
		const user = userEvent.setup();
		await user.type(screen.getByLabelText('耐久力'), '11');
		await user.tab();
		expect(screen.getByRole('alert')).toHaveTextContent('At most 10');
	});
});
