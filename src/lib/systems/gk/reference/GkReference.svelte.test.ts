import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { useInProcessOddsWorker } from '$tests/factories/gk-odds';
import GkReference from './GkReference.svelte';

describe('GK quick reference', () => {
	useInProcessOddsWorker();
	beforeEach(() => setLocale('ja', { reload: false }));

	it('quick tools without a session: the seed example 10 vs 7 → 65 %, guard 7 → 4, counter 7 → 11, survival MND 4 → 20 %', async () => {
		render(GkReference);
		const tools = screen.getByRole('region', { name: '判定の確率' });
		expect(within(tools).getByText('65%')).toBeTruthy();
		expect(within(tools).getByText('7 ダメージはガードで 4、カウンターで 11')).toBeTruthy();
		expect(within(tools).getByText('20%')).toBeTruthy();
		const user = userEvent.setup();
		await user.clear(within(tools).getByLabelText('精神 MND'));
		await user.type(within(tools).getByLabelText('精神 MND'), 'abc');
		expect(within(tools).getByRole('alert').textContent).toContain('MND');
	});

	it('the odds of two typed-in fighters, exact, and the checklists in our words', async () => {
		render(GkReference);
		const odds = screen.getByRole('region', { name: '交戦の勝率(2人を入力)' });
		const user = userEvent.setup();
		for (const s of ['A', 'B']) {
			await user.clear(within(odds).getByLabelText(`${s} HP`));
			await user.type(within(odds).getByLabelText(`${s} HP`), '10');
		}
		const panel = await within(odds).findByRole('region', { name: '勝率(厳密計算)' });
		await within(panel).findByText('A の勝ち');
		const values = within(panel)
			.getAllByRole('definition')
			.slice(0, 3)
			.map((d) => Number.parseFloat(d.textContent ?? ''));
		expect(values.reduce((x, y) => x + y, 0)).toBeCloseTo(100, 0);
		expect(screen.getByText('交戦の手順')).toBeTruthy();
		expect(screen.getByText('例: 攻撃10 対 防御7・体力5 → 65%、出目55で命中、3ダメージ、残り体力2')).toBeTruthy();
		// 「移動と動作の間に他のキャラクターの行動を挟むことはできません」, said on the reference page too.
		expect(screen.getByText(/移動と動作の間に他のキャラの行動は挟まない/)).toBeTruthy();
	});
});
