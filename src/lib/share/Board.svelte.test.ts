import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import { setLocale } from '$lib/paraglide/runtime';
import Board from './Board.svelte';
import type { BoardSeat } from '$lib/systems/types';

const seats: BoardSeat[] = [
	{
		seat: { id: 'a', name: '桜' },
		figures: [
			{ label: 'スコア', value: '3', emphasis: true },
			{ label: '勝ったゲーム', value: '1' }
		]
	},
	{ seat: { id: 'b', name: '空' }, figures: [{ label: 'スコア', value: '0', emphasis: true }] }
];

describe('Board', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('shows a card per seat, named by the seat, each figure under its label', () => {
		render(Board, { props: { seats } });
		const list = screen.getByRole('list', { name: '各席の数字' });
		const cards = within(list).getAllByRole('listitem');
		expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['桜', '空']);
		const sakura = screen.getByRole('listitem', { name: '桜' });
		expect(within(sakura).getByRole('heading', { name: '桜' })).toBeTruthy();
		expect(within(sakura).getByLabelText('スコア 3').textContent).toBe('3');
		expect(within(sakura).getByLabelText('勝ったゲーム 1').textContent).toBe('1');
	});

	it('makes the emphasised figures the big numbers, and the others not', () => {
		render(Board, { props: { seats } });
		const sakura = screen.getByRole('listitem', { name: '桜' });
		expect(within(sakura).getByLabelText('スコア 3').classList.contains('big-number')).toBe(true);
		expect(within(sakura).getByLabelText('勝ったゲーム 1').classList.contains('big-number')).toBe(false);
	});

	it('sizes a big number by its width, so "10/10" and "死亡" fit their card as "3" does', () => {
		render(Board, {
			props: {
				seats: [
					{
						seat: { id: 'x', name: 'ロック1' },
						figures: [
							{ label: '耐久力', value: '10/10', emphasis: true },
							{ label: '状態', value: '死亡', emphasis: true },
							{ label: '手下', value: '2' }
						]
					}
				]
			}
		});
		const width = (label: string) => screen.getByLabelText(label).style.getPropertyValue('--width');
		expect(width('耐久力 10/10')).toBe('5');
		// A wide character takes about two digits' width.
		expect(width('状態 死亡')).toBe('4');
		expect(width('手下 2')).toBe('');
	});

	it('records nothing: no button, no field', () => {
		render(Board, { props: { seats } });
		expect(screen.queryAllByRole('button')).toEqual([]);
		expect(screen.queryAllByRole('textbox')).toEqual([]);
		expect(screen.queryAllByRole('radio')).toEqual([]);
	});

	it('says so when the system has no board, and when no seat exists yet', () => {
		const { unmount } = render(Board, { props: { seats: null } });
		expect(screen.getByText('このゲームシステムには観戦ボードがありません。')).toBeTruthy();
		unmount();
		setLocale('en', { reload: false });
		render(Board, { props: { seats: [] } });
		expect(screen.getByText(/No seats yet/)).toBeTruthy();
	});
});
