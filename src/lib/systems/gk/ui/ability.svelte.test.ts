import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '$tests/factories/session.svelte';
import { gk } from '..';
import GkScreen from './GkScreen.svelte';
import { openTab as openPanelTab, partShown } from '$tests/factories/tabs';

/** Opens a tab and waits for its code (loaded when first shown) to be on screen. */
const openTab = (user: ReturnType<typeof userEvent.setup>, name: string) => openPanelTab(user, name, 'gk-panel');

const stats = { ATK: 10, DEF: 0, VIT: 5, MND: 2, FS: 0, REA: 0 };

async function setup(ability: object) {
	const session = new TestSession(gk);
	await session.dispatch('addFaction', { name: '生徒会' });
	await session.dispatch('addFaction', { name: '番長' });
	await session.dispatch('saveTechnique', { name: 'ジャブ', kind: 'attack', formula: 'ATK + 5' });
	const faces = Array(6).fill('t1');
	await session.dispatch('addCharacter', { name: 'ミオ', faction: 'f1', stats, hp: 30, faces, ability } as never);
	await session.dispatch('addCharacter', { name: 'レン', faction: 'f2', stats, hp: 30, faces });
	await session.dispatch('addCharacter', { name: 'ゴウ', faction: 'f2', stats, hp: 30, faces });
	return session;
}

describe('GK ability panel', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('「制約を満たしていない場合も発動がキャンセルされます」「必要な対象を指定していない…キャンセル」: said before any roll', async () => {
		const session = await setup({
			name: '雷',
			style: 'active',
			activation: 50,
			success: 50,
			costs: [{ stat: 'MND', amount: 1 }],
			effects: [{ change: { stat: 'HP', amount: -5 } }]
		});
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await openTab(user, '特殊');
		const panel = screen.getByRole('region', { name: '特殊能力の使用' });
		await user.selectOptions(within(panel).getByLabelText('キャラクター'), 'c1');
		expect(within(panel).getByRole('alert').textContent).toBe('発動はキャンセルされます: 必要な対象の指定なし');
		expect(within(panel).queryByRole('group', { name: '発動判定(d100)' })).toBeNull();
		await user.selectOptions(within(panel).getByLabelText('効果の対象'), 'c2');
		expect(within(panel).queryByRole('alert')).toBeNull();
		expect(within(panel).getByRole('group', { name: '発動判定(d100)' })).toBeTruthy();
	});

	it('several targets and two effects: the table’s rolls for each effect, recorded as one action', async () => {
		const session = await setup({
			name: '連鎖',
			style: 'active',
			activation: 50,
			success: 50,
			effects: [
				{ text: '雷撃', change: { stat: 'HP', amount: -5 }, target: 'several' },
				{ text: '加速', target: 'self', reAct: true }
			]
		});
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await openTab(user, '特殊');
		const panel = screen.getByRole('region', { name: '特殊能力の使用' });
		await user.selectOptions(within(panel).getByLabelText('キャラクター'), 'c1');
		await user.click(within(panel).getByRole('checkbox', { name: 'レン' }));
		await user.click(within(panel).getByRole('checkbox', { name: 'ゴウ' }));
		const n = session.groups.length;
		for (const [label, roll] of [
			['効果1 発動判定(d100)', 10],
			['効果1 成功判定(d100)', 20],
			['効果2 発動判定(d100)', 30],
			['効果2 成功判定(d100)', 40]
		] as const) {
			await user.type(
				within(within(panel).getByRole('group', { name: label })).getByLabelText('合計を入力'),
				`${roll}{Enter}`
			);
		}
		expect(session.groups).toHaveLength(n + 1);
		expect(session.events.at(-1)).toMatchObject({
			type: 'gk/abilityUsed',
			payload: { activation: 10, success: 20, more: [{ activation: 30, success: 40 }], source: 'table' }
		});
		expect(session.state.characters.c2!.hp).toBe(25);
		expect(session.state.characters.c3!.hp).toBe(25);
		expect(within(panel).getByRole('status', { name: '直前の特殊能力' }).textContent).toMatch(
			/使用終了後: ミオ は再行動できる/
		);
	});

	it('a check rolled with the dice entry’s own app button is the app’s dice in the log, not 卓のダイス', async () => {
		const ability = { name: '閃き', style: 'active', activation: 100, success: 100, effects: [{ target: 'self' }] };
		const session = await setup(ability);
		const faces = Array(6).fill('t1');
		await session.dispatch('addCharacter', { name: 'ユイ', faction: 'f1', stats, hp: 30, faces, ability } as never);
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await openTab(user, '特殊');
		const panel = screen.getByRole('region', { name: '特殊能力の使用' });
		await user.selectOptions(within(panel).getByLabelText('キャラクター'), 'c1');
		const appRoll = async (label: string) =>
			user.click(
				within(within(panel).getByRole('group', { name: label })).getByRole('button', { name: 'アプリで振る' })
			);
		await appRoll('発動判定(d100)');
		await appRoll('成功判定(d100)');
		const used = session.events.at(-1)!;
		expect(used).toMatchObject({ type: 'gk/abilityUsed', payload: { source: 'app' } });
		expect(gk.describe(used, 'ja')).toContain('(アプリのダイス)');
		expect(gk.describe(used, 'ja')).not.toContain('卓のダイス');

		// Another user, one of the two rolls typed at the table: the use is the table's.
		await waitFor(() => expect(panel.querySelector('button[data-settling]')).toBeNull());
		await user.selectOptions(within(panel).getByLabelText('キャラクター'), 'c4');
		const typed = within(within(panel).getByRole('group', { name: '発動判定(d100)' })).getByLabelText('合計を入力');
		await user.type(typed, '7{Enter}');
		await appRoll('成功判定(d100)');
		expect(session.events.at(-1)).toMatchObject({
			type: 'gk/abilityUsed',
			payload: { activation: 7, source: 'table' }
		});
	});

	it('特殊攻撃 before the roll says the 体力 after a hit, not a signed change: 「残り体力:5-3=2」', async () => {
		const session = new TestSession(gk);
		await session.dispatch('addFaction', { name: '生徒会' });
		await session.dispatch('addFaction', { name: '番長' });
		await session.dispatch('saveTechnique', { name: 'ジャブ', kind: 'attack', formula: 'ATK + 5' });
		const faces = Array(6).fill('t1');
		await session.dispatch('addCharacter', { name: 'A', faction: 'f1', stats, hp: 30, faces });
		const tough = { ...stats, DEF: 7, VIT: 5 };
		await session.dispatch('addCharacter', { name: 'B', faction: 'f2', stats: tough, hp: 30, faces });
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await openTab(user, '特殊');
		const panel = screen.getByRole('region', { name: '特殊攻撃' });
		await user.selectOptions(within(panel).getByLabelText('攻撃する側'), 'c1');
		await user.selectOptions(within(panel).getByLabelText('対象'), 'c2');
		expect(within(panel).getByText('65%')).toBeTruthy();
		expect(within(panel).getByText(/命中で 3 ダメージ\(体力 5→2\)/)).toBeTruthy();
		expect(panel.textContent).not.toMatch(/HP -/);
	});
});
