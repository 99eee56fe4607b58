// Issue 25 at the table: each rule point through the screen, as a player would tap it.
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import GloomhavenScreen from './GloomhavenScreen.svelte';
import { gloomhaven } from '..';

async function withDeck(name: string, owner: 'character' | 'monster' = 'character', seed = 1) {
	const session = new TestSession(gloomhaven, { random: seededRandom(seed) });
	await session.dispatch('addDeck', { name, owner });
	render(GloomhavenScreen, { session });
	return { session, deck: screen.getByRole('region', { name }), user: userEvent.setup() };
}

/** Types a value into a stepper of `scope` by its accessible name. */
async function setStepper(user: UserEvent, scope: HTMLElement, name: string, value: number) {
	const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	await user.click(within(scope).getByRole('button', { name: new RegExp(`^${escaped} の値`) }));
	const field = within(scope).getByLabelText(`${name} の新しい値`);
	await user.clear(field);
	await user.type(field, `${value}{Enter}`);
}

/** Taps the cards in the physical-draw picker and records. */
async function tableDraw(user: UserEvent, deck: HTMLElement, cards: RegExp[]) {
	await user.click(within(deck).getByRole('button', { name: '実物で引いたカードを入力' }));
	const picker = within(deck).getByRole('group', { name: '実物で引いたカードを入力' });
	for (const c of cards) await user.click(within(picker).getByRole('button', { name: c }));
	await user.click(within(picker).getByRole('button', { name: '記録' }));
}

// Many taps each, on a machine other tests share: a generous timeout, never a sleep.
describe('AttackPanel: issue 25', { timeout: 20_000 }, () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('遠距離攻撃で隣接した敵を攻撃する場合は「不利」, per target: only the adjacent target is at disadvantage', async () => {
		const { session, deck, user } = await withDeck('ティンカラー');
		await user.click(within(deck).getByRole('checkbox', { name: '遠距離攻撃(射程あり)' }));
		await user.click(within(deck).getByRole('button', { name: /ターゲットを追加/ }));
		const t1 = within(deck).getByRole('group', { name: 'ターゲット1' });
		const t2 = within(deck).getByRole('group', { name: 'ターゲット2' });
		await user.type(within(t1).getByRole('textbox', { name: '名前(任意)' }), 'A');
		await user.type(within(t2).getByRole('textbox', { name: '名前(任意)' }), 'B');
		await user.click(within(t1).getByRole('checkbox', { name: 'ターゲット1は隣接している' }));
		expect(within(t1).getByTestId('gh-target-mode').textContent).toContain('不利');
		expect(within(t2).getByTestId('gh-target-mode').textContent).toContain('通常');
		expect(within(deck).getByTestId('gh-summary').textContent).toContain('不利・隣接への遠距離');
		// A draws two cards and takes the worse; B then draws one.
		await tableDraw(user, deck, [/^\+2/, /^−1/]);
		expect(session.state.lastAttack).toMatchObject({ target: 'A', mode: 'disadvantage', damage: 1 });
		expect(within(deck).getByTestId('gh-summary').textContent).toMatch(/B:攻撃2・通常/);
		await tableDraw(user, deck, [/^\+1/]);
		expect(session.state.targets.map((t) => [t.target, t.mode, t.damage])).toEqual([
			['A', 'disadvantage', 1],
			['B', 'normal', 3]
		]);
	});

	it('a perk typed 「連続 貫通3」 is read, counted in the odds and the draw, and adding it twice keeps the effect', async () => {
		const { session, deck, user } = await withDeck('ブルート');
		await user.click(within(deck).getByText('カードを追加・削除'));
		await user.click(within(deck).getByRole('radio', { name: '数値' }));
		await setStepper(user, deck, '値', 0);
		await user.type(within(deck).getByRole('textbox', { name: /追加効果/ }), '連続 貫通3');
		expect(within(deck).getByTestId('gh-card-preview').textContent).toMatch(
			/\+0 連続 \(貫通3\)[\s\S]*計算に入る効果:貫通3/
		);
		await user.click(within(deck).getByRole('button', { name: 'カードを追加' }));
		expect(within(deck).getByText(/を追加しました/).textContent).toContain('+0 連続 (貫通3) を追加しました');
		// The same perk again: the effect text is still there, so the second card has it too.
		await user.click(within(deck).getByRole('button', { name: 'カードを追加' }));
		const added = session.state.decks[0]!.pile.filter((c) => c.kind === 'added');
		expect(added.map((c) => [c.id, c.rolling, c.pierce])).toEqual([
			['perk+0r-1', true, 3],
			['perk+0r-2', true, 3]
		]);
		// Drawn with a +1 against shield 2 (attack 3, pierce 1): 4 damage, the card's pierce in the steps.
		await setStepper(user, deck, '攻撃値', 3);
		await setStepper(user, deck, '貫通', 1);
		await setStepper(user, deck, 'ターゲット1の装甲', 2);
		await tableDraw(user, deck, [/^\+0 連続 \(貫通3\)/, /^\+1/]);
		expect(session.state.lastAttack).toMatchObject({ damage: 4, cardPierce: 3 });
		expect(within(deck).getByTestId('gh-steps').textContent).toMatch(/装甲2−貫通1\+3 = 0/);
	});

	it('an effect the app does not count says so; a condition shows its chance in the odds', async () => {
		const { session, deck, user } = await withDeck('ブルート');
		await session.dispatch('addCard', { deck: 'd1', value: 1, rolling: false, effects: ['毒、炎'], scenario: false });
		expect(within(deck).getByTestId('gh-condition-odds').textContent).toBe('状態異常を与える確率:毒 5%');
		expect(within(deck).getByTestId('gh-label-odds').textContent).toContain('計算に入れない効果が出る確率:炎 5%');
		await tableDraw(user, deck, [/^\+1 \(毒, 炎\)/]);
		expect(within(deck).getByTestId('gh-gives').textContent).toContain('毒 を与える');
		expect(within(deck).getByText(/計算に入れない効果\(表示のみ\):炎/)).toBeTruthy();
	});

	it('the physical-draw picker offers only cards in the draw pile; its clear button does not say 「やり直す」', async () => {
		const { session, deck, user } = await withDeck('ブルート');
		await tableDraw(user, deck, [/^\+2/]);
		expect(session.state.decks[0]!.discards.map((c) => c.id)).toEqual(['plus2']);
		await user.click(within(deck).getByRole('button', { name: '実物で引いたカードを入力' }));
		const picker = within(deck).getByRole('group', { name: '実物で引いたカードを入力' });
		expect(within(picker).queryByRole('button', { name: /^\+2/ })).toBeNull();
		await user.click(within(picker).getByRole('button', { name: /^\+1/ }));
		expect(within(picker).queryByRole('button', { name: 'やり直す' })).toBeNull();
		await user.click(within(picker).getByRole('button', { name: '選び直す' }));
		expect(within(picker).queryByRole('button', { name: /^\+2/ })).toBeNull();
		expect(within(picker).getByRole('button', { name: /^\+1 ×5/ })).toBeTruthy();
	});

	it('受けるであろうダメージを確認してから軽減: a monster’s app draw waits for a shield bonus or reduction, then records', async () => {
		const { session, deck, user } = await withDeck('モンスター', 'monster', 4);
		await setStepper(user, within(deck).getByRole('group', { name: 'ターゲット1' }), 'ターゲット1の残りHP', 9);
		await user.click(within(deck).getByRole('button', { name: 'アプリで引く' }));
		const pending = within(deck).getByRole('group', { name: '引いたカード(まだ記録していません)' });
		expect(session.events).toHaveLength(1);
		const seen = Number(within(pending).getByTestId('gh-pending-damage').textContent);
		await setStepper(user, pending, 'ダメージ軽減', 1);
		const after = Math.max(0, seen - 1);
		expect(Number(within(pending).getByTestId('gh-pending-damage').textContent)).toBe(after);
		expect(within(pending).getByTestId('gh-pending-hp').textContent).toBe(`HP 9 → ${9 - after}`);
		await user.click(within(pending).getByRole('button', { name: '記録' }));
		expect(session.events).toHaveLength(2);
		expect(session.state.lastAttack).toMatchObject({ damage: after, hpAfter: 9 - after });
		expect(session.state.lastAttack?.reduction).toBe(seen > 0 ? 1 : undefined);
	});

	it('各ステップで…プレイヤーが適用順を選択する: a doubling with a bonus asks for the order before any draw', async () => {
		const { session, deck, user } = await withDeck('スカウンドレル');
		await setStepper(user, deck, 'ボーナス(カード・アイテム)', 1);
		await user.click(within(deck).getByRole('checkbox', { name: /攻撃を2倍にする/ }));
		const order = within(deck).getByRole('group', { name: /ステップ1の順序/ });
		expect(within(deck).getByTestId('gh-blocked').textContent).toContain('順序を選んでください');
		expect(within(deck).getByRole('button', { name: 'アプリで引く' }).hasAttribute('disabled')).toBe(true);
		// Attack 2 and +1: (2+1)×2 = 6 or 2×2+1 = 5.
		expect(within(order).getByRole('radio', { name: /ボーナスを先に \(2\+1\)×2 = 6/ })).toBeTruthy();
		await user.click(within(order).getByRole('radio', { name: /2倍を先に 2×2\+1 = 5/ }));
		expect(within(deck).queryByTestId('gh-blocked')).toBeNull();
		await tableDraw(user, deck, [/^\+0/]);
		expect(session.state.lastAttack).toMatchObject({ beforeCard: 5, damage: 5, order: 'double_first' });
	});

	it('a killed target leaves the next attack’s kill chance; a hurt one keeps what is left of its hit points', async () => {
		const { deck, user } = await withDeck('ブルート');
		await user.click(within(deck).getByRole('button', { name: /ターゲットを追加/ }));
		await setStepper(user, within(deck).getByRole('group', { name: 'ターゲット1' }), 'ターゲット1の残りHP', 3);
		await setStepper(user, within(deck).getByRole('group', { name: 'ターゲット2' }), 'ターゲット2の残りHP', 5);
		expect(within(deck).getByText('倒す確率(HP 3)')).toBeTruthy();
		await tableDraw(user, deck, [/^\+2/]);
		await tableDraw(user, deck, [/^\+0/]);
		// Target 1 (3 HP) took 4 and is gone; target 2 (5 HP) took 2 and has 3 left.
		expect(within(deck).queryByRole('group', { name: 'ターゲット2' })).toBeNull();
		expect(within(deck).getByText('倒す確率(HP 3)')).toBeTruthy();
		await tableDraw(user, deck, [/^\+1/]);
		expect(within(deck).queryByText(/倒す確率/)).toBeNull();
		expect(within(deck).getByTestId('gh-expected')).toBeTruthy();
	});

	it('an empty deck name is refused beside the field; choosing the monsters fills the name in, visibly', async () => {
		const session = new TestSession(gloomhaven);
		render(GloomhavenScreen, { session });
		const user = userEvent.setup();
		const form = screen.getByRole('form', { name: 'デッキを追加' });
		await user.click(within(form).getByRole('radio', { name: 'モンスター' }));
		const name = within(form).getByLabelText('名前') as HTMLInputElement;
		expect(name.value).toBe('モンスター');
		await user.clear(name);
		await user.click(within(form).getByRole('button', { name: 'デッキを追加' }));
		expect(within(form).getByRole('alert').textContent).toBe('名前を入力してください');
		expect(session.events).toHaveLength(0);
	});
});
