import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import GloomhavenScreen from './GloomhavenScreen.svelte';
import { gloomhaven } from '..';

describe('GloomhavenScreen', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('adds a deck, shows the expected damage of the next attack, and draws in the app as one event', async () => {
		const session = new TestSession(gloomhaven, { random: seededRandom(3) });
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const form = screen.getByRole('form', { name: 'デッキを追加' });
		await user.type(within(form).getByLabelText('名前'), 'ブルート');
		await user.click(within(form).getByRole('button', { name: 'デッキを追加' }));
		const deck = await screen.findByRole('region', { name: 'ブルート' });
		// Attack 2 on the standard deck: 2 + (6×0 + 5×1 − 5×1 + 2 − 2)/20 with ×2 → 4 and null → 0: 2.0
		expect(within(deck).getByText('期待ダメージ').nextElementSibling?.textContent).toBe('2.0');
		await user.click(within(deck).getByRole('button', { name: 'アプリで引く' }));
		expect(session.groups).toHaveLength(2);
		expect(session.groups[1]![0]!.type).toBe('gloomhaven/attackDrawn');
		expect(within(deck).getByRole('status', { name: '直前の攻撃' })).toBeTruthy();
	});

	it('an empty deck name is refused with a message and nothing is recorded', async () => {
		const session = new TestSession(gloomhaven);
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const form = screen.getByRole('form', { name: 'デッキを追加' });
		await user.click(within(form).getByRole('button', { name: 'デッキを追加' }));
		expect(within(form).getByRole('alert').textContent).toBe('名前を入力してください');
		expect(session.events).toHaveLength(0);
	});

	it('a table draw needs as many cards as the rules take, then records what was tapped', async () => {
		const session = new TestSession(gloomhaven);
		await session.dispatch('addDeck', { name: 'モンスター', owner: 'monster' });
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const deck = screen.getByRole('region', { name: 'モンスター' });
		await user.click(within(deck).getByRole('radio', { name: '有利' }));
		await user.click(within(deck).getByRole('button', { name: '実物で引いたカードを入力' }));
		const picker = within(deck).getByRole('group', { name: '実物で引いたカードを入力' });
		const record = within(picker).getByRole('button', { name: '記録' });
		await user.click(within(picker).getByRole('button', { name: /^\+1/ }));
		expect(record.hasAttribute('disabled')).toBe(true);
		await user.click(within(picker).getByRole('button', { name: /^−1/ }));
		expect(record.hasAttribute('disabled')).toBe(false);
		await user.click(record);
		expect(session.events.at(-1)).toMatchObject({
			type: 'gloomhaven/attackDrawn',
			payload: { source: 'table', cards: ['plus1-1', 'minus1-1'], mode: 'advantage' }
		});
		// Advantage takes the better card: attack 2 + 1 = 3.
		expect(session.state.lastAttack?.damage).toBe(3);
	});
});
