import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '$tests/factories/session.svelte';
import CheckCalculator from './CheckCalculator.svelte';
import CombatTab from './CombatTab.svelte';
import { mtgTrpg } from '..';

const RED = '24 land R\n8 R 1\n12 R 2\n8 R 3\n6 R 4\n2 R 5';

async function toEnemies(names: string[]) {
	const session = new TestSession(mtgTrpg);
	for (const name of names) await session.dispatch('addPc', { name, deckText: RED });
	await session.dispatch('decideOrder', { first: 'pcs', deathMatch: false });
	await session.dispatch('reset', { hands: {} });
	await session.dispatch('chooseParticipants', { pcs: session.state.pcs.map((p) => p.id), npcs: [] });
	return session;
}

describe('③ and ④ with several enemies', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('two enemies appear, each with its own counter; ⑤ comes once both are down, with the hand held then', async () => {
		const session = await toEnemies(['アリス', 'ボブ']);
		render(CombatTab, { session });
		const user = userEvent.setup();
		const first = screen.getByRole('group', { name: '敵1' });
		await user.type(within(first).getByLabelText('敵の名前'), '竜');
		await user.click(screen.getByRole('button', { name: '敵を追加' }));
		const second = screen.getByRole('group', { name: '敵2' });
		await user.click(within(second).getByRole('radio', { name: 'プレインズウォーカー' }));
		await user.type(within(second).getByLabelText('敵の名前'), '魔女');
		expect(within(first).getByText(/ライフ 40/)).toBeTruthy();
		expect(screen.getByText(/敵側が準備ターンを1回得る/)).toBeTruthy();
		await user.click(screen.getByRole('button', { name: '敵が登場' }));
		expect(session.events.at(-1)).toMatchObject({
			type: 'mtg-trpg/enemiesAppeared',
			payload: {
				enemies: [
					{ id: 'e1', name: '竜' },
					{ id: 'e2', name: '魔女', kind: 'planeswalker' }
				]
			}
		});

		// The planeswalker's library-out counter has ±5 and ±10 like life.
		const witch = screen.getByRole('region', { name: '敵：魔女' });
		await user.click(within(witch).getByRole('button', { name: '魔女：ライブラリーから減ったはずのカード +10' }));
		await user.click(within(witch).getByRole('button', { name: '魔女：ライブラリーから減ったはずのカード +5' }));
		expect(session.state.combat!.enemies[1]!.libraryOut).toBe(15);
		expect(session.events.at(-1)!.payload).toMatchObject({ enemy: 'e2', by: 5, after: 15 });
		expect(within(witch).getByText('45枚で敗北（あと 30 枚）')).toBeTruthy();

		await user.click(within(witch).getByRole('button', { name: '魔女 の敗北（特殊勝利条件など）' }));
		expect(screen.queryByRole('button', { name: '⑤ 戦闘パートを終了してリセット' })).toBeNull();
		const dragon = screen.getByRole('region', { name: '敵：竜' });
		await user.click(within(dragon).getByRole('button', { name: '竜 の敗北（特殊勝利条件など）' }));
		const end = screen.getByRole('region', { name: '⑤終了' });
		expect(end.textContent).toContain('PC側の勝利');
		const hand = within(end).getByRole('group', { name: 'アリス のいまの手札' });
		await user.click(within(hand).getAllByRole('button')[0]!);
		await user.click(within(end).getByRole('button', { name: '⑤ 戦闘パートを終了してリセット' }));
		expect(session.events.at(-1)).toMatchObject({
			type: 'mtg-trpg/reset',
			payload: {
				pcs: [
					{ id: 'p1', hand: 6 },
					{ id: 'p2', hand: 7 }
				]
			}
		});
	}, 30_000);
});

describe('CheckCalculator: the library, the result, the reading', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('cards the table puts in hand leave the odds; the app reveal shows its result without an empty manual preview', async () => {
		// 4 red 3-drops and 16 blue lands, red check, difficulty 0: it fails only on a 3-drop first and a land second.
		const session = new TestSession(mtgTrpg);
		await session.dispatch('addPc', { name: 'アリス', deckText: '4 稲妻 : R 3\n16 land U' });
		render(CheckCalculator, { session, purpose: 'check' });
		const user = userEvent.setup();
		const chance = () => screen.getByRole('status', { name: '成功率' }).textContent;
		expect(chance()).toContain('83.2%');
		await user.click(screen.getByText(/^分かっているカード（記録/));
		const put = screen.getByRole('group', { name: 'ライブラリーから手札へ' });
		for (let i = 0; i < 3; i++) await user.click(within(put).getByRole('button', { name: /^稲妻：マナ総量3（赤）/ }));
		expect(session.state.pcs[0]!.known).toEqual([{ line: 0, zone: 'hand', count: 3 }]);
		expect(chance()).toContain('94.1%');
		expect(screen.getAllByText('ライブラリー 17 枚（上に既知 0 枚）：判定は未知の 17 枚から').length).toBeGreaterThan(
			0
		);
		// A card in hand goes back to the library with one tap in its own place.
		await user.click(screen.getByRole('button', { name: '稲妻：マナ総量3（赤） を1枚手札からライブラリーへ戻す' }));
		expect(session.state.pcs[0]!.known).toEqual([{ line: 0, zone: 'hand', count: 2 }]);

		expect(screen.queryByLabelText('記録するとこうなる')).toBeNull();
		await user.click(screen.getByRole('button', { name: 'アプリでめくる' }));
		expect(screen.getByRole('status', { name: '直前の判定' })).toBeTruthy();
		expect(screen.queryByLabelText('記録するとこうなる')).toBeNull();
		const made = session.events.at(-1)!.payload as { first: { mv: number }; success: boolean };
		expect(typeof made.success).toBe('boolean');
	});

	it('the escape difficulty says which reading counts it', async () => {
		const session = await toEnemies(['アリス', 'ボブ', 'キャロル']);
		await session.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: '竜' }] });
		await session.dispatch('nextTurn', {});
		render(CheckCalculator, { session, purpose: 'escape' });
		expect(screen.getByText('難易度 0：アンタップ状態の敵のパーマネントの数(最大4)')).toBeTruthy();
		await session.chooseReadings({ escape_difficulty: { reading: 'pcs-in-combat' } });
		expect(await screen.findByText('難易度 3：戦闘に参加しているPCの数(最大4)')).toBeTruthy();
	});
});
