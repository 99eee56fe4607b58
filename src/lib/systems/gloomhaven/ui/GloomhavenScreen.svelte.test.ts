import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import GloomhavenScreen from './GloomhavenScreen.svelte';
import { gloomhaven } from '..';

describe('GloomhavenScreen', { timeout: 20_000 }, () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('adds a deck, shows the expected damage of the next attack, and draws in the app as one event', async () => {
		const session = new TestSession(gloomhaven, { random: seededRandom(3) });
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const form = screen.getByRole('form', { name: 'デッキを追加' });
		await user.type(within(form).getByLabelText('名前'), 'ブルート');
		await user.click(within(form).getByRole('button', { name: 'デッキを追加' }));
		const deck = await screen.findByRole('region', { name: 'ブルート' });
		// Attack 2 on the standard deck: 2 + (6×0 + 5×1 − 5×1 + 2 − 2)/20 with ×2 → 4 and null → 0: 2.00
		expect(within(deck).getByTestId('gh-expected').textContent).toBe('2.00');
		// What advantage would change (our notes, System C: E[advantage] at attack 2 is 2.67).
		expect(within(deck).getByTestId('gh-with-advantage').textContent).toContain('2.67');
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
		await user.click(within(deck).getByRole('button', { name: '有利の数 を 1 増やす' }));
		expect(within(deck).getByTestId('gh-mode').textContent).toBe('有利');
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

	it('a target with hit points: the chance to kill is the large number; two targets draw in order from one deck', async () => {
		const session = new TestSession(gloomhaven, { random: seededRandom(5) });
		await session.dispatch('addDeck', { name: 'ブルート', owner: 'character' });
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const deck = screen.getByRole('region', { name: 'ブルート' });
		const t1 = within(deck).getByRole('group', { name: 'ターゲット1' });
		await user.click(within(t1).getByRole('button', { name: /^ターゲット1の残りHP の値/ }));
		const hpField = within(t1).getByLabelText('ターゲット1の残りHP の新しい値');
		await user.clear(hpField);
		await user.type(hpField, '3{Enter}');
		// Attack 2, 3 HP: +1 ×5, +2 and ×2 kill → 7/20 = 35%.
		expect(within(deck).getByTestId('gh-kill').textContent).toBe('35%');
		await user.click(within(deck).getByRole('button', { name: /ターゲットを追加/ }));
		await user.type(within(t1).getByRole('textbox', { name: '名前(任意)' }), 'A');
		const t2 = within(deck).getByRole('group', { name: 'ターゲット2' });
		await user.type(within(t2).getByRole('textbox', { name: '名前(任意)' }), 'A');
		await user.click(within(deck).getByRole('button', { name: 'ターゲット1に引く(アプリ)' }));
		expect(within(deck).getByRole('alert').textContent).toContain('同じ敵を2回対象にはできません');
		expect(session.events).toHaveLength(1);
		await user.clear(within(t2).getByRole('textbox', { name: '名前(任意)' }));
		await user.type(within(t2).getByRole('textbox', { name: '名前(任意)' }), 'B');
		await user.click(within(deck).getByRole('button', { name: 'ターゲット1に引く(アプリ)' }));
		// The same button, now for target 2: a tap within recordOnce's window would be a bounce; a
		// person looks at the first card before the second draw.
		await waitFor(() => expect(deck.querySelector('button[data-settling]')).toBeNull());
		await user.click(within(deck).getByRole('button', { name: 'ターゲット2に引く(アプリ)' }));
		expect(session.state.targets.map((t) => [t.target, t.deck])).toEqual([
			['A', 'd1'],
			['B', 'd1']
		]);
		expect(within(deck).getAllByTestId('gh-result')).toHaveLength(2);
	});
});

describe('GloomhavenScreen, bad input', { timeout: 20_000 }, () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('abc for pierce, −1 for a shield, 11 for a card value, more curses than the supply: a message each, nothing written', async () => {
		const session = new TestSession(gloomhaven);
		await session.dispatch('addDeck', { name: 'ブルート', owner: 'character' });
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const deck = screen.getByRole('region', { name: 'ブルート' });
		const typeInto = async (name: string, text: string) => {
			await user.click(within(deck).getByRole('button', { name: new RegExp(`^${name} の値`) }));
			const field = within(deck).getByLabelText(`${name} の新しい値`);
			await user.clear(field);
			await user.type(field, `${text}{Enter}`);
			return field;
		};
		await typeInto('貫通', 'abc');
		expect(within(deck).getByText('数字で入力してください（例：12）')).toBeTruthy();
		await user.click(within(deck).getByRole('button', { name: 'キャンセル' }));
		await typeInto('ターゲット1の装甲', '-1');
		expect(within(deck).getByText('0 より小さくはできません')).toBeTruthy();
		await user.click(within(deck).getByRole('button', { name: 'キャンセル' }));
		await user.click(within(deck).getByText('カードを追加・削除'));
		await typeInto('値', '11');
		expect(within(deck).getByText('10 以下にしてください')).toBeTruthy();
		expect(session.events).toHaveLength(1);
		for (let i = 0; i < 10; i++) await session.dispatch('curse', { deck: 'd1' });
		expect(session.events).toHaveLength(11);
		const r = await session.dispatch('curse', { deck: 'd1' });
		expect(r && gloomhaven.explainRefusal(r, 'ja')).toContain('呪い');
		expect(session.events).toHaveLength(11);
	});
});

describe('GloomhavenScreen, 2nd edition', { timeout: 20_000 }, () => {
	beforeEach(() => setLocale('en', { reload: false }));

	it('a character with advantage picks either compared card at a table draw; the record follows the pick', async () => {
		const session = new TestSession(gloomhaven);
		await session.dispatch('setEdition', { edition: '2e' });
		await session.dispatch('addDeck', { name: 'Brute', owner: 'character' });
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const deck = screen.getByRole('region', { name: 'Brute' });
		await user.click(within(deck).getByRole('button', { name: 'Increase Advantage sources by 1' }));
		await user.click(within(deck).getByRole('button', { name: 'Enter a table draw' }));
		const picker = within(deck).getByRole('group', { name: 'Enter a table draw' });
		await user.click(within(picker).getByRole('button', { name: /^\+2/ }));
		await user.click(within(picker).getByRole('button', { name: /^−1/ }));
		const choose = within(picker).getByRole('group', { name: /pick the card to use/ });
		// The better (+2) is picked unless the player takes the other.
		expect((within(choose).getByRole('radio', { name: '+2' }) as HTMLInputElement).checked).toBe(true);
		await user.click(within(choose).getByRole('radio', { name: '−1' }));
		await user.click(within(picker).getByRole('button', { name: 'Record' }));
		expect(session.events.at(-1)).toMatchObject({ payload: { chosen: 'minus1-1' } });
		expect(session.state.lastAttack).toMatchObject({ applied: ['minus1-1'], damage: 1 });
	});
});

describe('GloomhavenScreen, state that outlives the screen', { timeout: 20_000 }, () => {
	beforeEach(() => setLocale('en', { reload: false }));

	it('2nd edition: an app draw whose pair cannot be compared shows both cards; the pick is recorded with the draw', async () => {
		const session = new TestSession(gloomhaven);
		await session.dispatch('setEdition', { edition: '2e' });
		await session.dispatch('addDeck', { name: 'Brute', owner: 'character' });
		await session.dispatch('addCard', { deck: 'd1', value: 0, rolling: false, effects: ['wound'], scenario: false });
		// Leave +1 and +0 wound: whichever comes first, the pair cannot be compared (a value against an effect).
		for (const c of session.state.decks[0]!.pile.filter((c) => c.id !== 'plus1-1' && c.kind !== 'added'))
			await session.dispatch('removeCard', { deck: 'd1', card: c.id });
		const before = session.events.length;
		const view = render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		let deck = screen.getByRole('region', { name: 'Brute' });
		await user.click(within(deck).getByRole('button', { name: 'Increase Advantage sources by 1' }));
		await user.click(within(deck).getByRole('button', { name: 'Draw in app' }));
		let pending = within(deck).getByRole('group', { name: 'Cards drawn (not yet recorded)' });
		const shown = within(pending).getByText(/^Cards drawn:/).textContent;
		expect(session.events).toHaveLength(before);
		// Kept on this device's shelf (no storage of its own): a reload shows the same cards, not a new draw.
		await waitFor(() => expect(Object.keys(session.shelf)).toEqual(['pending-draws']));
		view.unmount();
		render(GloomhavenScreen, { session });
		deck = screen.getByRole('region', { name: 'Brute' });
		pending = await within(deck).findByRole('group', { name: 'Cards drawn (not yet recorded)' });
		expect(within(pending).getByText(/^Cards drawn:/).textContent).toBe(shown);
		const record = within(pending).getByRole('button', { name: 'Record' });
		// The player must pick: nothing applies by itself.
		expect(record.hasAttribute('disabled')).toBe(true);
		await user.click(within(pending).getByRole('button', { name: 'Use +0 (wound)' }));
		await user.click(record);
		expect(session.events).toHaveLength(before + 1);
		expect(session.events.at(-1)).toMatchObject({ payload: { source: 'app', chosen: 'perk+0-1' } });
		expect(session.state.lastAttack).toMatchObject({ applied: ['perk+0-1'], damage: 2 });
		expect(within(deck).getByTestId('gh-why').textContent).toContain('The player took +0 (wound) over +1');
		await waitFor(() => expect(JSON.parse(session.shelf['pending-draws']!)).toEqual({}));
	});

	it('an app draw with a plainly better card applies it at once and says why', async () => {
		const session = new TestSession(gloomhaven);
		await session.dispatch('setEdition', { edition: '2e' });
		await session.dispatch('addDeck', { name: 'Brute', owner: 'character' });
		for (const c of session.state.decks[0]!.pile.filter((c) => c.id !== 'plus1-1' && c.id !== 'minus1-1'))
			await session.dispatch('removeCard', { deck: 'd1', card: c.id });
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const deck = screen.getByRole('region', { name: 'Brute' });
		await user.click(within(deck).getByRole('button', { name: 'Increase Advantage sources by 1' }));
		await user.click(within(deck).getByRole('button', { name: 'Draw in app' }));
		expect(session.state.lastAttack).toMatchObject({ applied: ['plus1-1'], damage: 3 });
		expect(within(deck).getByTestId('gh-why').textContent).toBe('+1 applies automatically: plainly better than −1');
	});

	it('an attack on several targets comes back from the state (as after a reload): the next target, the results', async () => {
		const session = new TestSession(gloomhaven, { random: seededRandom(2) });
		await session.dispatch('addDeck', { name: 'Brute', owner: 'character' });
		const targets = [
			{ name: 'Guard A', shield: 0, poisoned: false },
			{ name: 'Guard B', hp: 4, shield: 1, poisoned: false },
			{ name: 'Guard C', shield: 0, poisoned: false }
		];
		await session.dispatch('drawApp', { deck: 'd1', start: { attack: 3, pierce: 0, mode: 'normal', targets } });
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const deck = screen.getByRole('region', { name: 'Brute' });
		const plan = within(deck).getByRole('region', { name: 'Attack in progress: next is target 2 of 3' });
		expect(
			within(plan)
				.getAllByTestId('gh-plan-target')
				.map((li) => li.textContent?.includes('next'))
		).toEqual([false, true, false]);
		// The odds are for Guard B: attack 3 against shield 1, 4 HP.
		expect(within(deck).getByTestId('gh-summary').textContent).toContain('Guard B');
		await user.click(within(deck).getByRole('button', { name: 'Draw target 2 (app)' }));
		expect(session.events.at(-1)).toMatchObject({ payload: { index: 1, target: 'Guard B', shield: 1, hp: 4 } });
		await user.click(within(deck).getByRole('button', { name: 'End this attack here' }));
		expect(session.events.at(-1)).toMatchObject({ type: 'gloomhaven/attackStopped', payload: { drawn: 2, of: 3 } });
		expect(within(deck).queryByRole('region', { name: /Attack in progress/ })).toBeNull();
		expect(within(deck).getAllByTestId('gh-result')).toHaveLength(2);
	});

	it('a point the seed leaves open is a session setting: the app’s reading marked, another recorded as one event', async () => {
		const session = new TestSession(gloomhaven);
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		await user.click(screen.getByText(/Session settings/));
		// The settings' code loads when they are first opened.
		const radio = (await screen.findByRole('radio', { name: /No modifier at all/ })) as HTMLInputElement;
		expect(radio.checked).toBe(false);
		expect((screen.getByRole('radio', { name: /Resolve with the cards taken/ }) as HTMLInputElement).checked).toBe(
			true
		);
		await user.click(radio);
		expect(session.events.at(-1)).toEqual({
			type: 'session/readingsChosen',
			payload: { choices: { deck_runs_dry: { reading: 'no_modifier' } } }
		});
		expect(session.readings.deck_runs_dry).toEqual({ reading: 'no_modifier' });
	});
});

describe('GloomhavenScreen, perks and items', { timeout: 20_000 }, () => {
	beforeEach(() => setLocale('en', { reload: false }));

	it('a perk removes a standard −1 and adds a +1 with the shuffle icon, each one event', async () => {
		const session = new TestSession(gloomhaven);
		await session.dispatch('addDeck', { name: 'Brute', owner: 'character' });
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const deck = screen.getByRole('region', { name: 'Brute' });
		await user.click(within(deck).getByText(/Add or remove cards/));
		await user.click(within(deck).getByText('Remove cards (perks, items)'));
		await user.click(within(deck).getByRole('button', { name: 'Remove one −1 (5 in the deck)' }));
		expect(session.events.at(-1)).toMatchObject({ type: 'gloomhaven/cardRemoved', payload: { deck: 'd1' } });
		expect(within(deck).getByRole('button', { name: 'Remove one −1 (4 in the deck)' })).toBeTruthy();
		await user.click(within(deck).getByRole('checkbox', { name: /Shuffle icon/ }));
		await user.click(within(deck).getByRole('button', { name: 'Add card' }));
		expect(session.events.at(-1)).toMatchObject({
			type: 'gloomhaven/cardAdded',
			payload: { card: { value: 1, shuffle: true } }
		});
		expect(within(deck).getByRole('button', { name: 'Remove one +1 ⟳ (1 in the deck)' })).toBeTruthy();
	});
});
