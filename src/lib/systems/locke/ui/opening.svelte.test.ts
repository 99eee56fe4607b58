import { beforeEach, describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '../../../../../tests/factories/session.svelte';
import { locke } from '..';
import InitiativePanel from './InitiativePanel.svelte';
import OpeningPanel from './OpeningPanel.svelte';
import { apply, combatStarted, handsDealt, playingState, ref } from '../../../../../tests/factories/locke';

beforeEach(() => setLocale('ja', { reload: false }));

describe('OpeningPanel', () => {
	test('実はそこにいた read off the printed chart, then the character joins; minions raise the deal', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = new TestSession(locke, { state: apply(playingState(), combatStarted(['p1', 'p2'])) });
		render(OpeningPanel, { session: rec });
		const charts = screen.getByRole('form', { name: '戦闘前のチェック(チャート)' });
		// Act
		await user.selectOptions(within(charts).getByLabelText('判定するキャラクター'), 'p3');
		await user.type(
			within(within(charts).getByRole('group', { name: 'ライザ の実はそこにいた!' })).getByLabelText('合計を入力'),
			'10{Enter}'
		);
		await user.type(within(charts).getByLabelText('チャートの結果(文字)'), '登場');
		await user.click(within(charts).getByRole('button', { name: 'チャートの結果を記録' }));
		await user.selectOptions(screen.getByLabelText('戦闘に加わるキャラクター'), 'p3');
		await user.click(screen.getByRole('button', { name: '実はそこにいた!として登場' }));
		await user.click(screen.getByRole('button', { name: 'ナガト の手下を1増やす' }));
		await user.click(screen.getByRole('button', { name: '手札を配る(22 枚)' }));
		// Assert
		expect(rec.events.map((e) => e.type)).toEqual([
			'locke/chartRolled',
			'locke/combatantJoined',
			'locke/minionsDeclared',
			'locke/handsDealt'
		]);
		expect(rec.events[0]!.payload).toMatchObject({
			chart: 'sokoni',
			who: ref('p3'),
			source: 'printed',
			hash: null,
			text: '登場',
			value: null,
			roll: { total: 10 }
		});
		expect(rec.state.combat!.combatants.map((k) => [k.id, k.hand])).toEqual([
			['p1', 7],
			['p2', 8],
			['p3', 7]
		]);
	});

	test('実は生きていた asks for the damage the character comes back with', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = new TestSession(locke, {
			state: apply(
				playingState(),
				{ type: 'locke/statusSet', payload: { who: ref('p4'), status: 'dead' } },
				combatStarted(['p1', 'p2'])
			)
		});
		render(OpeningPanel, { session: rec });
		// Act
		await user.selectOptions(screen.getByLabelText('戦闘に加わるキャラクター'), 'p4');
		const join = screen.getByRole('button', { name: '実は生きていた!として登場' });
		expect(join).toBeDisabled();
		await user.type(screen.getByLabelText(/戻ったときのダメージ/), '4');
		await user.click(join);
		// Assert
		expect(rec.events[0]).toEqual({
			type: 'locke/combatantJoined',
			payload: { who: ref('p4'), via: 'ikiteita', reviveDamage: 4 }
		});
		expect(rec.state.characters.find((c) => c.id === 'p4')).toMatchObject({ status: 'normal', damage: 4 });
	});
});

describe('InitiativePanel', () => {
	test('the app deals one card each from black/red 1–10; the order is a permutation of the fighters', async () => {
		// Arrange
		const user = userEvent.setup();
		let s = apply(playingState(), combatStarted(['p1', 'p2', 'p3']));
		s = apply(s, handsDealt(s));
		const rec = new TestSession(locke, { state: s });
		render(InitiativePanel, { session: rec });
		// Act
		await user.click(screen.getByRole('button', { name: 'アプリで配る(黒1〜10・赤1〜10から)' }));
		// Assert
		expect(rec.events[0]).toMatchObject({ type: 'locke/initiativeDealt', payload: { round: 1, source: 'app' } });
		expect([...rec.state.combat!.order].sort()).toEqual(['p1', 'p2', 'p3']);
	});

	test('physical cards: equal cards are flagged; distinct ones set the order', async () => {
		// Arrange
		const user = userEvent.setup();
		let s = apply(playingState(), combatStarted(['p1', 'p2']));
		s = apply(s, handsDealt(s));
		const rec = new TestSession(locke, { state: s });
		render(InitiativePanel, { session: rec });
		// Act
		await user.selectOptions(screen.getByLabelText('ロック1 の札の数字'), '3');
		await user.selectOptions(screen.getByLabelText('ナガト の札の数字'), '3');
		expect(screen.getByRole('alert')).toHaveTextContent('同じ色・同じ数字のトランプが2枚あります');
		await user.selectOptions(screen.getByLabelText('ロック1 の札の色'), 'red');
		expect(screen.getByText('順番: ナガト → ロック1')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'この札で決定' }));
		// Assert
		expect(rec.state.combat!.order).toEqual(['p2', 'p1']);
	});
});
