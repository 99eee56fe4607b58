import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { gk } from '..';
import GkScreen from './GkScreen.svelte';
import { openTab as openPanelTab, partShown } from '$tests/factories/tabs';

/** Opens a tab and waits for its code (loaded when first shown) to be on screen. */
const openTab = (user: ReturnType<typeof userEvent.setup>, name: string) => openPanelTab(user, name, 'gk-panel');

const stats = { ATK: 10, DEF: 0, VIT: 5, MND: 20, FS: 0, REA: 0 };

/** f1's phase 1 with the movement scale chosen: カイ and ミオ (f1), レン (f2), all in square (0,0). */
async function setup(submit = true) {
	const session = new TestSession(gk, { random: seededRandom(3) });
	await session.dispatch('addFaction', { name: '生徒会' });
	await session.dispatch('addFaction', { name: '番長' });
	await session.dispatch('saveTechnique', { name: 'ジャブ', kind: 'attack', formula: 'ATK + 5' });
	await session.dispatch('changeFormulas', { movementFormula: '2 + REA ÷ 5' });
	const faces = Array(6).fill('t1');
	const add = (name: string, faction: string, ability?: object) =>
		session.dispatch('addCharacter', {
			name,
			faction,
			stats,
			hp: 30,
			faces,
			at: [0, 0],
			starter: true,
			...(ability ? { ability } : {})
		} as never);
	await add('カイ', 'f1');
	await add('レン', 'f2');
	await add('ミオ', 'f1', {
		name: '閃き',
		style: 'active',
		activation: 50,
		success: 50,
		effects: [{ target: 'self' }]
	});
	await session.dispatch('startPhase', { faction: 'f1' });
	if (submit) await session.dispatch('takeAction', { character: 'c1', path: [], action: 'engage', target: 'c2' });
	return session;
}

describe('GK console: one character’s move and act before the next', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('the open act comes first; its screen opens with the pair; once resolved, the next character is ready', async () => {
		const session = await setup();
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await openTab(user, '進行');
		// 「移動と動作の間に他のキャラクターの行動を挟むことはできません」: no submission form until it is resolved.
		expect(screen.queryByRole('region', { name: '行動提出' })).toBeNull();
		const open = screen.getByRole('region', { name: '次のキャラクターの前に: この動作を解決' });
		expect(within(open).getByText(/まだ行われていません/)).toBeTruthy();
		await user.click(within(open).getByRole('button', { name: '交戦画面へ(カイ → レン)' }));
		await partShown('gk-panel');
		expect((screen.getByLabelText('仕掛ける側') as HTMLSelectElement).value).toBe('c1');
		expect((screen.getByLabelText('受ける側') as HTMLSelectElement).value).toBe('c2');
		await user.click(screen.getByRole('radio', { name: 'アプリのダイス' }));
		await user.click(screen.getByRole('button', { name: '最後までアプリで振る' }));
		const loser = ['c1', 'c2'].find((id) => session.state.characters[id]!.survival === 'due');
		if (loser) {
			expect(screen.getByText('先に瀕死のキャラクターの生存判定をしてください')).toBeTruthy();
			await session.dispatch('survival', { character: loser, roll: 1 });
		}
		const resolve = await screen.findByRole('group', { name: '提出順の解決' });
		await user.click(within(resolve).getByRole('button', { name: '結果をフェイズに記録' }));
		expect(session.groups.at(-1)).toEqual([
			{
				type: 'gk/actionResolved',
				payload: { character: { id: 'c1', name: 'カイ' }, outcome: { kind: 'engage' } }
			}
		]);
		// Back to the console: the form is open on the next character who may act (ミオ).
		await user.click(screen.getByRole('button', { name: /進行へ戻る/ }));
		const form = screen.getByRole('region', { name: '行動提出' });
		expect((within(form).getByLabelText('キャラクター') as HTMLSelectElement).value).toBe('c3');
		await user.selectOptions(within(form).getByLabelText('動作'), 'ability');
		await user.click(within(form).getByRole('button', { name: '行動を記録' }));
		await user.click(screen.getByRole('button', { name: '特殊能力へ(ミオ)' }));
		const ability = await screen.findByRole('region', { name: '特殊能力の使用' });
		expect((within(ability).getByLabelText('キャラクター') as HTMLSelectElement).value).toBe('c3');
		await session.dispatch('useAbility', { character: 'c3', activation: 10, success: 60 });
		await user.click(
			within(await screen.findByRole('group', { name: '提出順の解決' })).getByRole('button', {
				name: '結果をフェイズに記録'
			})
		);
		await user.click(screen.getByRole('button', { name: /進行へ戻る/ }));
		const summary = within(screen.getByRole('region', { name: 'フェイズのまとめ' })).getByText(
			/【フェイズ1】/
		).textContent!;
		const lines = summary.split('\n');
		const at = lines.indexOf('― 提出順の解決 ―');
		expect(lines.slice(at + 1, at + 2)).toEqual(['1. カイ 交戦 → レン']);
		expect(lines.slice(at + 2).join('\n')).toMatch(
			/2\. ミオ 特殊能力の使用\n {3}ミオ「閃き」: 発動判定 10 \/ 50% 成功、成功判定 60 \/ 50% 失敗、効果は現れず、能力休み\(自陣営の次の1フェイズ\)/
		);
	});

	it('after recording, the form moves to the next character; no red text for the one just recorded or before a target is chosen', async () => {
		const session = await setup(false);
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await openTab(user, '進行');
		const form = screen.getByRole('region', { name: '行動提出' });
		// The phase's first character who may act is ready.
		expect((within(form).getByLabelText('キャラクター') as HTMLSelectElement).value).toBe('c1');
		await user.selectOptions(within(form).getByLabelText('動作'), 'engage');
		// No target yet: a hint, not 「そのキャラクターはいません」.
		expect(within(form).queryByRole('alert')).toBeNull();
		expect(within(form).getByRole('status').textContent).toBe('対象を選んでください');
		await user.selectOptions(within(form).getByLabelText('動作'), 'wait');
		await user.click(within(form).getByRole('button', { name: '行動を記録' }));
		// On to ミオ: no 「行動の前提条件 5 を満たしていません」 for カイ.
		expect((within(form).getByLabelText('キャラクター') as HTMLSelectElement).value).toBe('c3');
		expect(within(form).queryByRole('alert')).toBeNull();
		expect(within(form).getByText(/移動力 2/)).toBeTruthy();
	});

	it('another faction submitting in this phase names condition 1; an enemy named by the phase’s faction, condition 2', async () => {
		const session = await setup(false);
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await openTab(user, '進行');
		const form = screen.getByRole('region', { name: '行動提出' });
		await user.selectOptions(within(form).getByLabelText('キャラクター'), 'c2');
		const pre = within(form).getByRole('list', { name: '行動の前提条件' });
		expect(pre.querySelector('.fail')?.textContent).toMatch(/操作権/);
		expect(within(form).getByRole('alert').textContent).toMatch(/前提条件 2/);
		await user.selectOptions(within(form).getByLabelText('提出した陣営'), 'f2');
		expect(pre.querySelector('.fail')?.textContent).toMatch(/自陣営のフェイズ/);
		expect(within(form).getByRole('alert').textContent).toMatch(/前提条件 1/);
	});

	it('the rest covers its faction’s next phase; the reminder comes in the phase after, not in the other faction’s', async () => {
		const session = await setup(false);
		await session.dispatch('useAbility', { character: 'c3', activation: 10, success: 60 });
		await session.dispatch('startPhase', { faction: 'f2' });
		await session.dispatch('startPhase', { faction: 'f1' });
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await openTab(user, '進行');
		expect(screen.queryByText('ミオ の能力休みが明けました')).toBeNull();
		await session.dispatch('startPhase', { faction: 'f2' });
		await user.click(screen.getByRole('button', { name: 'フェイズ開始' }));
		expect(await screen.findByText('ミオ の能力休みが明けました')).toBeTruthy();
		expect(screen.getAllByRole('note')).toHaveLength(1);
	});

	it('asks for the movement scale before the first move, in one tap', async () => {
		const session = await setup(false);
		const unset = new TestSession(gk, {
			state: { ...session.state, settings: { ...session.state.settings, movementFormula: null } }
		});
		render(GkScreen, { session: unset });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await openTab(user, '進行');
		const card = screen.getByRole('region', { name: '移動力の決め方' });
		await user.click(within(card).getByRole('button', { name: /2 \+ 反応÷5/ }));
		expect(unset.events.at(-1)).toEqual({ type: 'gk/formulasChanged', payload: { movementFormula: '2 + REA ÷ 5' } });
		expect(screen.queryByRole('region', { name: '移動力の決め方' })).toBeNull();
	});
});
