import { beforeEach, describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '../../../../../tests/factories/session.svelte';
import { locke } from '..';
import { character } from '../derive';
import CombatTab from './CombatTab.svelte';
import {
	apply,
	attack,
	combatAtTurns,
	playingState,
	testDamage,
	testDamageTable,
	turnEnded
} from '../../../../../tests/factories/locke';

beforeEach(() => setLocale('ja', { reload: false }));

describe('CombatTab: the check phase', () => {
	test('2. keeping a C-card defence costs its ESP once (§5 「Cカードを維持した場合、ESPパワーを消費する」): no note asks to deduct it again; the new ESP shows', async () => {
		// Arrange: ナガト's attack is blocked by ライザ's Lv5 card; ライザ's turn opens on the check phase
		const user = userEvent.setup();
		let s = combatAtTurns(playingState(), ['p2', 'p3', 'p1']);
		s = apply(
			s,
			attack('p2', 'p3', { defence: { kind: 'defence', level: 5, via: 'card', espSpent: 5 }, outcome: 'blocked' }),
			turnEnded('p2')
		);
		const session = new TestSession(locke, { state: s });
		const before = character(s, 'p3')!.espPower;
		render(CombatTab, { session });
		const check = screen.getByRole('form', { name: 'チェックフェイズ' });
		// Assert: the power the keep will spend, and no instruction to spend it by hand
		expect(within(check).queryByText(/プレイヤー欄で減らして/)).toBeNull();
		expect(within(check).getByText(`維持すると ESPパワー ${before} → ${before - 5}`)).toBeInTheDocument();
		// Act
		await user.click(within(check).getByRole('button', { name: '維持する(ESP 5)' }));
		// Assert: spent once, and the new value is on screen
		expect(character(session.state, 'p3')!.espPower).toBe(before - 5);
		expect(screen.getByLabelText('ライザ のESPパワー')).toHaveTextContent(`ESP ${before - 5}`);
	});
});

describe('CombatTab: starting a combat', () => {
	test('3. one waiting around the secret base is not offered as a participant (§4.2 「秘密基地周辺にいるキャラクター同士は同じマスにいるものとしては扱われない」)', async () => {
		// Arrange: the base phase, ロック1 and エルミ outside
		const s = apply(
			playingState(),
			{ type: 'locke/planetCardsCounted', payload: { faceUpOrDestroyed: 36 } },
			{
				type: 'locke/planetPhaseEnded',
				payload: { placedPlanetCards: 20, goodSpecialSilhouettes: 3, inside: ['p2', 'p3', 'p4'] }
			}
		);
		// Act
		render(CombatTab, { session: new TestSession(locke, { state: s }) });
		// Assert (the start form's code loads when first shown)
		const start = await screen.findByRole('form', { name: '戦闘を始める' });
		expect(within(start).getByRole('checkbox', { name: 'ライザ (チカ)' })).toBeInTheDocument();
		expect(within(start).queryByRole('checkbox', { name: 'エルミ (エミ)' })).toBeNull();
		expect(within(start).queryByRole('checkbox', { name: 'ロック1 (あかり)' })).toBeNull();
	});
});

describe('CombatTab: the table view (卓に見せる表示)', () => {
	test('「戦闘手番」 and the fighters name the players, never a character (issue 22.13)', () => {
		// Arrange: the phone lies face up; ナガト (ベン) acts first, then ライザ (チカ)
		const s = combatAtTurns(playingState('seed', { tableView: true }), ['p2', 'p3', 'p1']);
		const { container } = render(CombatTab, { session: new TestSession(locke, { state: s }) });
		// Assert
		expect(container.querySelector('.whose .turn-name')).toHaveTextContent('ベン');
		const fighters = screen.getByRole('list', { name: '戦闘の参加者' });
		expect(fighters).toHaveTextContent('チカ');
		const labels = [...container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
		for (const secret of ['ロック1', 'ナガト', 'ライザ', '(L)'])
			expect([container.textContent, ...labels].join(' ')).not.toContain(secret);
	});

	test('a secret sheet’s numbers stay off the screen: the rows show the damage taken, the forms wait for the declared endurance (§5.5 「防御側は現在耐久力を宣言し」)', async () => {
		// Arrange: ナガト (ベン) attacks; ロック1 (あかり) has taken 2 damage
		const user = userEvent.setup();
		let s = combatAtTurns(playingState('seed', { tableView: true }), ['p2', 'p3', 'p1']);
		s = apply(s, {
			type: 'locke/characterAdjusted',
			payload: { who: { id: 'p1', name: 'ロック1' }, field: 'damage', by: 2, reason: 'other' }
		});
		const hidden = character(s, 'p1')!;
		const session = new TestSession(locke, { state: s, library: { 'locke/damage': testDamageTable() } });
		const { container } = render(CombatTab, { session });
		// Assert: the row of あかり says the damage (public: everyone saw it rolled), not the sheet
		expect(screen.getByLabelText('あかり の累計ダメージ')).toHaveTextContent('2');
		const fighters = screen.getByRole('list', { name: '戦闘の参加者' });
		expect(fighters).not.toHaveTextContent(`/${hidden.maxEndurance}`);
		expect(fighters).not.toHaveTextContent('ESP');
		// Act: pick あかり, a card, and roll: nothing is worked out before the declaration
		const form = screen.getByRole('form', { name: '攻撃' });
		await user.selectOptions(within(form).getByLabelText('防御側'), 'あかり');
		await user.selectOptions(within(form).getByLabelText(/攻撃Cカード/), 'beam-cannon@16');
		expect(within(form).getAllByText(/あかり の宣言耐久力を入力してください/).length).toBeGreaterThan(0);
		expect(within(form).getByRole('button', { name: '攻撃を記録' })).toBeDisabled();
		expect(container.textContent).not.toMatch(
			new RegExp(`耐久 ${hidden.maxEndurance - 2}|以上で あかり は死亡|/${hidden.maxEndurance}`)
		);
		// Act: あかり declares 4 aloud
		await user.type(within(form).getByLabelText(/あかり が宣言する現在耐久力/), '4');
		// Assert: the lookup goes on with the declared number
		expect(within(form).queryByText(/宣言耐久力を入力してください/)).toBeNull();
		expect(container.textContent).toContain('以上で あかり は死亡');
	});
});

describe('CombatTab: the turn on one screen (issue 22.16)', () => {
	/** ナガト (p2) first, then ロック1 (p1), then ライザ (p3). */
	const three = () => combatAtTurns(playingState(), ['p2', 'p1', 'p3']);

	test('the sub-tab starts on 攻撃 for each new actor, whatever the last one used', async () => {
		// Arrange: ナガト's turn, switched to 格闘
		const user = userEvent.setup();
		const session = new TestSession(locke, { state: three() });
		render(CombatTab, { session });
		await user.click(screen.getByRole('tab', { name: '格闘' }));
		expect(await screen.findByRole('form', { name: '格闘' })).toBeInTheDocument();
		// Act: ナガト passes; ロック1's turn opens
		await user.click(screen.getByRole('button', { name: 'パス(ナガト の手番を終える)' }));
		// Assert
		expect(screen.getByRole('tab', { name: '攻撃' })).toHaveAttribute('aria-selected', 'true');
		expect(screen.getByRole('tab', { name: '格闘' })).toHaveAttribute('aria-selected', 'false');
		expect(screen.getByRole('form', { name: '攻撃' })).toBeInTheDocument();
		expect(screen.queryByRole('form', { name: '格闘' })).toBeNull();
	});

	test('the turn opens with the 2D6 in the attack form before a defender is chosen; a roll made first is recorded with the attack', async () => {
		// Arrange
		const user = userEvent.setup();
		const table = testDamageTable();
		const session = new TestSession(locke, { state: three(), library: { 'locke/damage': table } });
		render(CombatTab, { session });
		const form = screen.getByRole('form', { name: '攻撃' });
		// Act: the dice first, as the table rolls them, then the defender and the card
		const dice = within(form).getByRole('group', { name: 'ナガト の攻撃の2D6' });
		expect(within(dice).getByRole('button', { name: 'アプリで振る' })).toBeInTheDocument();
		expect(within(dice).getByLabelText('合計を入力')).toBeInTheDocument();
		await user.click(within(within(dice).getByRole('group', { name: '1個目' })).getByRole('button', { name: '6' }));
		await user.click(within(within(dice).getByRole('group', { name: '2個目' })).getByRole('button', { name: '5' }));
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await user.selectOptions(within(form).getByLabelText(/攻撃Cカード/), 'beam-cannon@16');
		// Assert: the same entry now names the defender and keeps the roll; 16 ÷ 6 = 2:1
		expect(within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' })).toBeInTheDocument();
		await user.click(within(form).getByRole('button', { name: '攻撃を記録' }));
		expect(session.events.at(-1)).toMatchObject({
			type: 'locke/attackResolved',
			payload: { damage: { roll: { total: 11, faces: [6, 5], source: 'table' }, value: testDamage(2, 11) } }
		});
	});

	test("the defender's answer is one line until opened: none and the declared endurance, then the defence chosen", async () => {
		// Arrange
		const user = userEvent.setup();
		render(CombatTab, { session: new TestSession(locke, { state: three() }) });
		const form = screen.getByRole('form', { name: '攻撃' });
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await user.type(within(form).getByLabelText('火力'), '12');
		const answer = within(form).getByText('防御側: なし(命中) · 宣言耐久 6');
		const fold = answer.closest('details')!;
		expect(fold.open).toBe(false);
		// Act
		await user.click(answer);
		await user.click(within(fold).getByRole('radio', { name: '防御' }));
		await user.type(within(fold).getByLabelText('防御・逃避のレベル'), '5');
		// Assert: no damage roll on a defence, and the line says what was chosen
		expect(within(form).getByText('防御側: 防御 Lv5')).toBeInTheDocument();
		expect(within(form).queryByRole('group', { name: /の2D6$/ })).toBeNull();
	});

	test('a declared endurance the field does not accept keeps the folded answer open on it', async () => {
		// Arrange
		const user = userEvent.setup();
		const session = new TestSession(locke, { state: three() });
		render(CombatTab, { session });
		const form = screen.getByRole('form', { name: '攻撃' });
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		const fold = within(form)
			.getByText(/^防御側: /)
			.closest('details')!;
		await user.click(within(fold).getByText(/^防御側: /));
		// Act: the field is left with 7 (more than the current 6); the fold is closed again
		await user.type(within(fold).getByLabelText(/ロック1 が宣言する現在耐久力/), '7');
		await user.tab();
		await user.click(within(fold).getByText(/^防御側: /));
		// Assert: it stays open on the field, which says why; nothing is recorded
		expect(fold.open).toBe(true);
		expect(within(fold).getByLabelText(/ロック1 が宣言する現在耐久力/)).toHaveAttribute('aria-invalid', 'true');
		expect(within(form).getByRole('button', { name: '攻撃を記録' })).toBeDisabled();
		expect(session.events).toHaveLength(0);
	});
});
