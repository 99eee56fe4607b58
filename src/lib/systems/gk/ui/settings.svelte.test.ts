import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { isRefusal, type EventDraft } from '$lib/core/events';
import { foldEvent, initialSessionState } from '$lib/session/apply';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '$tests/factories/session.svelte';
import { gk } from '..';
import { stateOf } from './helpers';
import SettingsTab from './SettingsTab.svelte';

describe('GK settings: the table’s formulas and the platform’s open points panel', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('a reading is one session/readingsChosen that the rules read; a formula one gk/formulasChanged', async () => {
		const session = new TestSession(gk);
		render(SettingsTab, { session });
		const user = userEvent.setup();
		const crit = screen.getByRole('article', { name: 'クリティカルのダメージ' });
		expect((within(crit).getByRole('radio', { name: /防御判定なしのみ/ }) as HTMLInputElement).checked).toBe(true);
		await user.click(within(crit).getByRole('radio', { name: /さらにダメージ2倍/ }));
		expect(session.events.at(-1)).toEqual({
			type: 'session/readingsChosen',
			payload: { choices: { critical_damage: { reading: 'double' } } }
		});
		expect(stateOf(session).settings.criticalDamage).toBe('double');

		// A reading that takes an amount: the GK's minimum, typed and set.
		const min = screen.getByRole('article', { name: '特殊攻撃の最低保証ダメージ' });
		await user.click(within(min).getByRole('radio', { name: /GKが決める値/ }));
		const amount = within(min).getByLabelText('最低保証ダメージ');
		await user.clear(amount);
		await user.type(amount, '4');
		await user.click(within(min).getByRole('button', { name: 'この値にする' }));
		expect(stateOf(session).settings.specialAttackMinimum).toBe(4);

		const hp = screen.getByRole('article', { name: 'HPの式' });
		const field = within(hp).getByLabelText('HPの式');
		await user.clear(field);
		await user.type(field, '50 +');
		await user.click(within(hp).getByRole('button', { name: '保存' }));
		expect(within(hp).getByRole('alert').textContent).toMatch(/式/);
		await user.clear(field);
		await user.type(field, '40 + VIT × 10');
		await user.click(within(hp).getByRole('button', { name: '保存' }));
		expect(session.events.at(-1)).toEqual({ type: 'gk/formulasChanged', payload: { hpFormula: '40 + VIT × 10' } });
		expect(within(hp).queryByRole('alert')).toBeNull();
	});

	it('an old log’s reading shows as in force (impliedReadings), and choosing the point is the platform’s event alone', async () => {
		const old: EventDraft[] = [
			{ type: 'gk/settingsChanged', payload: { hpFormula: '40 + VIT × 10', criticalDamage: 'double' } }
		];
		const session = new TestSession(gk);
		let shell = initialSessionState(gk);
		for (const e of old) {
			const next = foldEvent(gk, shell, e);
			if (isRefusal(next)) throw new Error(next.refusal);
			shell = next;
		}
		session.shell = shell;
		render(SettingsTab, { session });
		const user = userEvent.setup();
		const crit = screen.getByRole('article', { name: 'クリティカルのダメージ' });
		expect((within(crit).getByRole('radio', { name: /さらにダメージ2倍/ }) as HTMLInputElement).checked).toBe(true);
		await user.click(within(crit).getByRole('radio', { name: /防御判定なしのみ/ }));
		expect(session.groups.at(-1)).toEqual([
			{ type: 'session/readingsChosen', payload: { choices: { critical_damage: { reading: 'plain' } } } }
		]);
		expect(stateOf(session).settings.criticalDamage).toBe('plain');
		expect((within(crit).getByRole('radio', { name: /防御判定なしのみ/ }) as HTMLInputElement).checked).toBe(true);
	});

	it('lists the points the app reads one way, with why, folded away', () => {
		render(SettingsTab, { session: new TestSession(gk) });
		expect(screen.getByText('アプリの読みが決まっている点')).toBeTruthy();
		expect(screen.getByRole('article', { name: '行動の解決順' }).textContent).toMatch(
			/アプリの処理がこの読みで組まれています/
		);
	});
});
