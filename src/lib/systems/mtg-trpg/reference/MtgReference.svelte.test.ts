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
		// The problem in the user's language, not the parser's English.
		expect(screen.getByRole('alert').textContent).toBe('2 行目：マナ総量「x」は0〜16の整数にしてください');
		expect(screen.getByRole('heading', { name: '敵のハンデ' })).toBeTruthy();
	});

	it('says what the seed says of ② (no priority yet), of checks that decide the game, of mulligans and of ④ for any enemy', () => {
		render(MtgReference, { tables: {} });
		const text = document.body.textContent ?? '';
		expect(text).toContain('④の1ターン目開始までは誰も優先権を得られない');
		expect(text).toContain('戦場に出ている状態でゲームを始めてもよい');
		expect(text).toContain('試合の勝敗に影響する判定（知力の青判定で相手の手札を知るなど）を認めないこと');
		expect(text).toContain('マリガン等のルールは通常通り');
		expect(text).toContain('④の文は敵の種類を問わない');
	});

	it('lists the points the seed leaves open with the app’s reading, nothing to choose without a session', () => {
		render(MtgReference, { tables: {} });
		const points = screen.getByRole('region', { name: 'ルールの読み方' });
		expect(within(points).getByRole('heading', { name: '逃げる判定の難易度' })).toBeTruthy();
		expect(points.textContent).toMatch(/アプリの読み方\s*アンタップ状態の敵のパーマネントの数\(最大4\)/);
		expect(within(points).queryAllByRole('radio')).toHaveLength(0);
	});

	it('words a deck list problem in English too', async () => {
		setLocale('en', { reload: false });
		render(MtgReference, { tables: {} });
		const user = userEvent.setup();
		const list = screen.getByLabelText('Deck list');
		await user.clear(list);
		await user.type(list, 'abc');
		expect(screen.getByRole('alert').textContent).toBe('Line 1: a line starts with the number of cards, as in 4 R 1');
	});
});
