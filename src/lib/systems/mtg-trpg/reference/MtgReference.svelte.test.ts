import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import MtgReference from './MtgReference.svelte';

describe('MtgReference', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('gives the exact odds of a check from a deck list without a session, and names a bad line', async () => {
		render(MtgReference, { tables: {} });
		const user = userEvent.setup();
		// Our notes' table: 24 lands, MV1×8, MV2×12, MV3×8, MV4×6, MV5×2, every card red, a red check.
		expect(screen.getByRole('status', { name: '成功率' }).textContent).toContain('94.1%');
		await user.click(screen.getByRole('radio', { name: '青' }));
		// Blue check on a mono-red deck: red is blue's enemy colour, +0: difficulty 2 → 25.8 %.
		expect(screen.getByRole('status', { name: '成功率' }).textContent).toContain('25.8%');
		const diff = screen.getByRole('group', { name: '難易度' });
		await user.click(within(diff).getAllByRole('button')[0]!);
		expect(screen.getByRole('status', { name: '成功率' }).textContent).toContain('38.3%');
		const list = screen.getByLabelText('デッキリスト');
		await user.clear(list);
		await user.type(list, '4 R 1{Enter}4 R x');
		expect(screen.getByRole('alert').textContent).toContain('2 行目');
		expect(screen.getByRole('heading', { name: '敵のハンデ' })).toBeTruthy();
	});
});
