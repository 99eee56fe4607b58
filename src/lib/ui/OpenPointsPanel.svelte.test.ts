import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { setLocale } from '$lib/paraglide/runtime';
import { defineSystem } from '$lib/systems/define';
import { TestSession } from '$tests/factories/session.svelte';
import OpenPointsPanel from './OpenPointsPanel.svelte';

const points = [
	{
		id: 'minimum',
		title: { ja: '最低ダメージ', en: 'Minimum damage' },
		question: { ja: '「」ダメージが保障されます(数値が空欄)', en: '"" damage is guaranteed (blank)' },
		readings: [
			{ id: 'one', label: { ja: '1', en: '1' } },
			{ id: 'gm', label: { ja: 'GMが決める', en: 'The GM sets it' }, takesAmount: true }
		],
		default: 'one',
		amount: { label: { ja: '最低ダメージ', en: 'Minimum damage' }, min: 0, max: 9, default: 1 }
	},
	{
		id: 'table_only',
		title: { ja: '卓の判断', en: 'The table decides' },
		question: { ja: '書かれていない', en: 'Not written' },
		readings: [{ id: 'table', label: { ja: '卓で決める', en: 'The table decides' } }],
		default: 'table',
		fixedBecause: { ja: 'アプリの計算に関わらない', en: 'no rule of the app depends on it' }
	}
] as const;

const system = defineSystem({
	id: 'demo',
	names: { ja: 'デモ', en: 'Demo' },
	blurb: { ja: 'テスト用', en: 'for tests' },
	stateVersion: 1,
	initialState: () => ({}),
	events: { 'demo/noted': v.strictObject({}) },
	reduce: (s: object) => s,
	commands: {},
	describe: { 'demo/noted': () => '' },
	refusals: {},
	screen: (): never => {
		throw new Error('no screen');
	},
	openPoints: points
});

describe('OpenPointsPanel', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('a choice is one recorded action; a reading with an amount takes a number field', async () => {
		const session = new TestSession(system);
		render(OpenPointsPanel, { points, session });
		const user = userEvent.setup();
		expect(screen.getByRole('radio', { name: /^1/ })).toBeChecked();
		await user.click(screen.getByRole('radio', { name: /GMが決める/ }));
		expect(session.events).toEqual([
			{ type: 'session/readingsChosen', payload: { choices: { minimum: { reading: 'gm', amount: 1 } } } }
		]);
		const field = screen.getByRole('textbox', { name: '最低ダメージ' });
		await user.clear(field);
		await user.type(field, '１２');
		await user.tab();
		expect(screen.getByRole('alert')).toHaveTextContent('9 以下にしてください');
		expect(screen.getByRole('button', { name: 'この値にする' })).toBeDisabled();
		await user.clear(field);
		await user.type(field, '3');
		await user.click(screen.getByRole('button', { name: 'この値にする' }));
		expect(session.readings.minimum).toEqual({ reading: 'gm', amount: 3 });
		expect(session.events).toHaveLength(2);
	});

	it('a point that is not a setting, and every point without a session, shows the app’s reading', () => {
		render(OpenPointsPanel, { points });
		expect(screen.queryByRole('radio')).toBeNull();
		expect(screen.getAllByText('アプリの読み方')).toHaveLength(2);
		expect(screen.getByText(/アプリの計算に関わらない/)).toBeInTheDocument();
	});
});
