import { beforeEach, describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '../../../../../tests/factories/session.svelte';
import { locke } from '..';
import { character } from '../derive';
import CombatTab from './CombatTab.svelte';
import { apply, attack, combatAtTurns, playingState, turnEnded } from '../../../../../tests/factories/locke';

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
	test('3. one waiting around the secret base is not offered as a participant (§4.2 「秘密基地周辺にいるキャラクター同士は同じマスにいるものとしては扱われない」)', () => {
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
		// Assert
		const start = screen.getByRole('form', { name: '戦闘を始める' });
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
});
