import { beforeEach, describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '../../../../../tests/factories/session.svelte';
import { locke } from '..';
import type { LockeState } from '../state';
import GameTab from './GameTab.svelte';
import PlayersTab from './PlayersTab.svelte';
import { apply, playingState, ref, setupState } from '../../../../../tests/factories/locke';

beforeEach(() => setLocale('ja', { reload: false }));

/** The screen's session over a state: the real commands and reducer, in memory. */
const session = (state: LockeState) => new TestSession(locke, { state });

describe('PlayersTab', () => {
	test('setup: the composition check passes for the five, and the game starts with the first player chosen', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = session(setupState());
		render(PlayersTab, { session: rec });
		// Act
		expect(screen.getByText('編成はルール通りです。')).toBeInTheDocument();
		const start = screen.getByRole('form', { name: 'ゲーム開始' });
		// EVIL silhouettes cannot play first in the planet phase: they are not offered.
		expect(within(start).queryByRole('option', { name: 'ナガト' })).toBeNull();
		await user.selectOptions(within(start).getByLabelText(/最初の手番/), 'p3');
		await user.click(within(start).getByRole('button', { name: 'ゲーム開始(惑星編へ)' }));
		// Assert: the set-up question 「スマホを卓に表向きに置く」 is yes unless the group unticks it
		expect(rec.events[0]).toEqual({ type: 'locke/gameStarted', payload: { first: ref('p3'), override: false } });
		expect(rec.events[1]).toEqual({ type: 'locke/tableViewSet', payload: { on: true } });
	});

	test('the start asks whether the phone lies face up; unticked, the table view stays off', async () => {
		const user = userEvent.setup();
		const rec = session(setupState());
		render(PlayersTab, { session: rec });
		const start = screen.getByRole('form', { name: 'ゲーム開始' });
		const faceUp = within(start).getByRole('checkbox', { name: /スマホを卓に表向きに置く/ });
		expect(faceUp).toBeChecked();
		await user.click(faceUp);
		await user.selectOptions(within(start).getByLabelText(/最初の手番/), 'p3');
		await user.click(within(start).getByRole('button', { name: 'ゲーム開始(惑星編へ)' }));
		// The factory's game already has it off: nothing more is recorded.
		expect(rec.events.map((e) => e.type)).toEqual(['locke/gameStarted']);
	});

	test('the roster shows current endurance largest and records damage and recovery', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = session(playingState());
		render(PlayersTab, { session: rec });
		// The table view is off (the GM holds the phone): the sheets show.
		expect(screen.getByRole('checkbox', { name: /卓に見せる表示/ })).not.toBeChecked();
		const card = screen.getByRole('article', { name: 'ロック1' });
		// Act
		expect(within(card).getByLabelText('ロック1 の現在耐久力')).toHaveTextContent('6');
		await user.click(within(card).getByRole('button', { name: 'ロック1 に1ダメージ' }));
		// Assert
		expect(rec.events[0]).toEqual({
			type: 'locke/characterAdjusted',
			payload: { who: ref('p1'), field: 'damage', by: 1, reason: 'other' }
		});
	});
});

describe('PlayersTab: secrets and the silhouette card', () => {
	test('the table view hides an unopened sheet (name, alignment, (L), numbers) until the GM holds the button; an opened one shows', async () => {
		// Arrange: ロック1 wears ライザ's silhouette; ライザ has opened her sheet
		const user = userEvent.setup();
		const s = apply(
			playingState('seed', { tableView: true }),
			{
				type: 'locke/silhouetteChosen',
				payload: { who: ref('p1'), silhouette: { name: 'ライザ', alignment: 'GOOD' }, rank: null }
			},
			{ type: 'locke/sheetOpened', payload: { who: ref('p3') } }
		);
		const rec = session(s);
		render(PlayersTab, { session: rec });
		// Assert: the table view is on once the game has started
		expect(screen.getByRole('checkbox', { name: /卓に見せる表示/ })).toBeChecked();
		expect(screen.queryByRole('article', { name: 'ロック1' })).toBeNull();
		expect(screen.getByRole('article', { name: 'ライザ' })).toBeInTheDocument();
		// The player, never the name, the silhouette (a character's name too), the alignment, (L) or
		// the sheet's numbers (「ロック1」 is 耐久力 6, ESP 50: they identify a built-in character).
		const hidden = screen.getByRole('article', { name: 'あかり' });
		for (const secret of ['ロック1', 'ライザ', 'GOOD', '(L)', '50', '6']) expect(hidden).not.toHaveTextContent(secret);
		for (const el of hidden.querySelectorAll('[aria-label]'))
			expect(el.getAttribute('aria-label')).not.toContain('ロック1');
		// Act: hold to read (pointer down), release to hide
		const hold = screen.getAllByRole('button', { name: /押している間だけシートを見る/ })[0]!;
		await user.pointer({ keys: '[MouseLeft>]', target: hold });
		expect(screen.getByRole('article', { name: 'ロック1' })).toHaveTextContent('GOOD');
		await user.pointer({ keys: '[/MouseLeft]', target: hold });
		expect(screen.queryByRole('article', { name: 'ロック1' })).toBeNull();
		// The switch records the table view off: the names show again.
		await user.click(screen.getByRole('checkbox', { name: /卓に見せる表示/ }));
		expect(rec.events.at(-1)).toEqual({ type: 'locke/tableViewSet', payload: { on: false } });
		expect(screen.getByRole('article', { name: 'ロック1' })).toBeInTheDocument();
	});

	test('a playing card outside 1–10 is refused with a message, the field stays, nothing is recorded', async () => {
		const user = userEvent.setup();
		const rec = session(setupState());
		render(PlayersTab, { session: rec });
		const form = screen.getByRole('form', { name: 'シルエット' });
		await user.selectOptions(within(form).getByLabelText('キャラクター'), 'p1');
		await user.type(within(form).getByLabelText(/配られたトランプ/), '11');
		await user.tab();
		expect(within(form).getByRole('alert')).toHaveTextContent('10 以下にしてください');
		expect(within(form).getByLabelText(/配られたトランプ/)).toHaveValue('11');
		expect(within(form).getByRole('button', { name: 'シルエットを決める' })).toBeDisabled();
		await user.clear(within(form).getByLabelText(/配られたトランプ/));
		await user.type(within(form).getByLabelText(/配られたトランプ/), '1');
		expect(within(form).queryByRole('alert')).toBeNull();
		await user.click(within(form).getByRole('button', { name: 'シルエットを決める' }));
		expect(rec.events[0]).toMatchObject({ type: 'locke/silhouetteChosen', payload: { rank: 1 } });
	});
});

describe('GameTab', () => {
	test('ends the turn to the next seat counter-clockwise, skipping the EVIL silhouette', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = session(playingState());
		render(GameTab, { session: rec });
		// Act
		expect(screen.getByText('次は ライザ')).toBeTruthy();
		await user.click(screen.getByRole('button', { name: 'ターン終了' }));
		// Assert
		expect(rec.events[0]).toEqual({ type: 'locke/turnEnded', payload: { who: ref('p1'), next: ref('p3') } });
	});

	test('ends the planet phase with the EVIL flip count, then runs the infiltration check with its odds', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = session(
			apply(playingState(), { type: 'locke/planetCardsCounted', payload: { faceUpOrDestroyed: 36 } })
		);
		render(GameTab, { session: rec });
		const end = screen.getByRole('form', { name: '惑星編の終了' });
		// Act: 20 placed cards, 3 GOOD/SPECIAL silhouettes → ceil(20 / 2 / 3) = 4 each
		await user.type(within(end).getByLabelText('配置惑星カードの数'), '20');
		expect(within(end).getByText('EVILシルエットは惑星カードを 4 枚ずつめくる(端数切り上げ)')).toBeInTheDocument();
		await user.click(within(end).getByRole('checkbox', { name: 'ロック1' }));
		await user.click(within(end).getByRole('button', { name: '秘密基地編へ' }));
		// Assert: ロック1 (level 6) waits outside: target 6, 15/36
		expect(rec.events[0]).toMatchObject({
			type: 'locke/planetPhaseEnded',
			payload: { placedPlanetCards: 20, goodSpecialSilhouettes: 3 }
		});
		const board = screen.getByRole('table', { name: '侵入判定ボード' });
		expect(within(board).getByRole('row', { name: /ロック1/ })).toHaveTextContent('≤ 6');
		expect(within(board).getByRole('row', { name: /ロック1/ })).toHaveTextContent('41.7%');
		const dice = screen.getByRole('group', { name: 'ロック1 の侵入判定' });
		await user.type(within(dice).getByLabelText('合計を入力'), '9{Enter}');
		await user.click(screen.getByRole('button', { name: '侵入判定を記録' }));
		expect(rec.events[1]).toMatchObject({
			type: 'locke/infiltrationChecked',
			payload: { who: ref('p1'), target: 6, roll: { total: 9 } }
		});
		expect(rec.state.game.infiltration.p1).toEqual({ failures: 1, status: 'outside' });
	});

	test('a victory declaration takes objections, and closing it unopposed ends the game; grades follow', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = session(playingState());
		render(GameTab, { session: rec });
		// Act
		await user.click(screen.getByRole('button', { name: 'ロック1 が勝利宣言(GOOD)' }));
		expect(screen.getByText('ロック1 が GOOD の勝利を宣言中')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: '締め切る(反対 0 人)' }));
		await user.click(screen.getByRole('checkbox', { name: /エルミ は自分の敗北条件を満たしている/ }));
		await user.click(screen.getByRole('button', { name: '勝敗を決める' }));
		// Assert
		expect(rec.state.game.end).toMatchObject({ kind: 'declaration', alignment: 'GOOD' });
		const grades = screen.getByRole('table', { name: '勝敗(シートを公開して)' });
		expect(within(grades).getByRole('row', { name: /ロック1/ })).toHaveTextContent('A');
		expect(within(grades).getByRole('row', { name: /ナガト/ })).toHaveTextContent('C');
		expect(within(grades).getByRole('row', { name: /エルミ/ })).toHaveTextContent('C');
	});
});

/** The five characters' names and the marks that tell an alignment or the (L) (issue 22.13). */
const SECRETS = ['ロック1', 'ナガト', 'ライザ', 'ライオット', 'エルミ', '(L)', '(G)', 'GOOD', 'SPECIAL'];

describe('GameTab: the table view (卓に見せる表示)', () => {
	test('the largest text, 「次は …」 and the declaration name the player, never the character or its alignment', async () => {
		// Arrange: the phone lies face up; あかり (ロック1, GOOD, (L)) holds the turn
		const user = userEvent.setup();
		const rec = session(playingState('seed', { tableView: true }));
		const { container } = render(GameTab, { session: rec });
		// Assert
		expect(container.querySelector('.whose .big-number')).toHaveTextContent('あかり');
		expect(screen.getByText('次は チカ')).toBeInTheDocument();
		// Which declaration applies would tell SPECIAL apart: both are offered, the alignment is 「?」.
		expect(screen.getByRole('button', { name: 'あかり が勝利宣言(?)' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'あかり が単独勝利宣言' })).toBeInTheDocument();
		// 改心 opens the sheet first (「改心を行うキャラクターは自分のキャラクターシートをオープンし」): no ESP level shows.
		expect(screen.queryByLabelText(/宣言するESPレベル/)).toBeNull();
		// (The rules notes say GOOD and EVIL about silhouettes and camps: names and marks are checked everywhere.)
		for (const secret of SECRETS.slice(0, 7)) expect(container.textContent).not.toContain(secret);
		for (const card of container.querySelectorAll('.turn-card, .card'))
			if (!card.matches('.open-points')) for (const secret of SECRETS) expect(card.textContent).not.toContain(secret);
		// Act: the declaration turns the sheet face up (「自分のキャラクターシートを表にし」): now it is named
		await user.click(screen.getByRole('button', { name: 'あかり が勝利宣言(?)' }));
		expect(screen.getByText('ロック1 が GOOD の勝利を宣言中')).toBeInTheDocument();
	});

	test('the infiltration board shows no target or odds of an unopened sheet (they tell its ESP level)', async () => {
		const user = userEvent.setup();
		const rec = session(
			apply(playingState('seed', { tableView: true }), {
				type: 'locke/planetCardsCounted',
				payload: { faceUpOrDestroyed: 36 }
			})
		);
		render(GameTab, { session: rec });
		const end = screen.getByRole('form', { name: '惑星編の終了' });
		await user.type(within(end).getByLabelText('配置惑星カードの数'), '20');
		await user.click(within(end).getByRole('checkbox', { name: 'あかり' }));
		await user.click(within(end).getByRole('button', { name: '秘密基地編へ' }));
		const row = within(screen.getByRole('table', { name: '侵入判定ボード' })).getByRole('row', { name: /あかり/ });
		expect(row).not.toHaveTextContent('≤ 6');
		expect(row).not.toHaveTextContent('41.7%');
		expect(row).not.toHaveTextContent('ロック1');
	});
});
