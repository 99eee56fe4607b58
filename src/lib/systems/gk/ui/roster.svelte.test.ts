import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '$tests/factories/session.svelte';
import { gk } from '..';
import GkScreen from './GkScreen.svelte';

describe('GK roster', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('copies the labelled sample set, edits a technique, and refuses a formula that does not parse', async () => {
		const session = new TestSession(gk);
		render(GkScreen, { session });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'サンプル技セットをコピー' }));
		expect(Object.keys(session.state.techniques)).toHaveLength(11);
		expect(screen.getByText(/^サンプル技セット.*danger2/)).toBeTruthy();
		await user.click(screen.getByRole('button', { name: '「弱攻撃」を編集' }));
		const form = screen.getByRole('form', { name: '編集' });
		const formula = within(form).getByLabelText('ダメージ式');
		expect((formula as HTMLInputElement).value).toBe('ATK + 5');
		await user.clear(formula);
		await user.type(formula, 'ATK + (');
		await user.click(within(form).getByRole('button', { name: '技を保存' }));
		expect(within(form).getByRole('alert').textContent).toBe('式が読めません(8文字目)');
		expect(session.groups).toHaveLength(1);
		await user.clear(formula);
		await user.type(formula, 'ATK + 6');
		await user.click(within(form).getByRole('button', { name: '技を保存' }));
		expect(session.state.techniques.light).toMatchObject({ name: '弱攻撃', formula: 'ATK + 6' });
	});

	it('a stat typed as abc or a face left empty is named; nothing is written; HP from the formula is previewed', async () => {
		const session = new TestSession(gk);
		await session.dispatch('addFaction', { name: '生徒会' });
		await session.dispatch('addFaction', { name: '番長' });
		await session.dispatch('copySampleTechniques', { locale: 'ja' });
		render(GkScreen, { session });
		const user = userEvent.setup();
		const form = screen.getByRole('form', { name: 'キャラクターを追加' });
		await user.type(within(form).getByLabelText('名前'), 'カイ');
		expect(within(form).getByText('HP 100')).toBeTruthy();
		const def = within(form).getByLabelText('防御 DEF');
		await user.clear(def);
		await user.type(def, 'abc');
		await user.click(within(form).getByRole('button', { name: 'キャラクターを追加' }));
		expect(within(form).getByRole('alert').textContent).toBe('DEF は 0〜99 の整数で入力してください(HP は 1〜999)');
		await user.clear(def);
		await user.type(def, '5');
		await user.selectOptions(within(form).getByLabelText('面3'), '—');
		await user.click(within(form).getByRole('button', { name: 'キャラクターを追加' }));
		expect(within(form).getByRole('alert').textContent).toBe('3 番目の面に技が入っていません');
		expect(session.groups).toHaveLength(3);
		await user.selectOptions(within(form).getByLabelText('面3'), '投げ');
		await user.click(within(form).getByRole('button', { name: 'キャラクターを追加' }));
		const card = screen.getByRole('article', { name: 'カイ' });
		expect(within(card).getByText('100')).toBeTruthy();
		expect(within(card).getByText(/投げ/)).toBeTruthy();
	});
});
