import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { gk } from '..';
import GkScreen from './GkScreen.svelte';

const stats = { ATK: 10, DEF: 0, VIT: 5, MND: 20, FS: 0, REA: 0 };

/** f1's phase 1: カイ engages レン (same square), ミオ uses her ability; each submitted in that order. */
async function setup() {
	const session = new TestSession(gk, { random: seededRandom(3) });
	await session.dispatch('addFaction', { name: '生徒会' });
	await session.dispatch('addFaction', { name: '番長' });
	await session.dispatch('saveTechnique', { name: 'ジャブ', kind: 'attack', formula: 'ATK + 5' });
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
	await add('ミオ', 'f1', { name: '閃き', style: 'active', activation: 50, success: 50 });
	await session.dispatch('startPhase', { faction: 'f1' });
	await session.dispatch('takeAction', { character: 'c1', path: [], action: 'engage', target: 'c2' });
	await session.dispatch('takeAction', { character: 'c3', path: [], action: 'ability' });
	return session;
}

describe('GK console: resolving in submission order', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('lists the engagement then the ability, the next highlighted; opens the engagement with the pair; records the outcome', async () => {
		const session = await setup();
		render(GkScreen, { session });
		const user = userEvent.setup();
		await user.click(screen.getByRole('tab', { name: '進行' }));
		const queue = screen.getByRole('region', { name: '提出順の解決' });
		const items = within(queue).getAllByRole('listitem');
		expect(items.map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
			expect.stringMatching(/^次 カイ 交戦 → レン/),
			expect.stringMatching(/^待ち ミオ 特殊能力の使用$/)
		]);
		expect(items[0]!.getAttribute('aria-current')).toBe('step');
		expect(within(items[0]!).getByText(/まだ行われていません/)).toBeTruthy();

		await user.click(within(items[0]!).getByRole('button', { name: '交戦画面へ(カイ → レン)' }));
		expect((screen.getByLabelText('仕掛ける側') as HTMLSelectElement).value).toBe('c1');
		expect((screen.getByLabelText('受ける側') as HTMLSelectElement).value).toBe('c2');
		await user.click(screen.getByRole('radio', { name: 'アプリのダイス' }));
		await user.click(screen.getByRole('button', { name: '最後までアプリで振る' }));
		const loser = ['c1', 'c2'].find((id) => session.state.characters[id]!.status === 'dying');
		if (loser) {
			// Not yet: the dying fighter's survival check first.
			expect(screen.getByText('先に瀕死のキャラクターの生存判定をしてください')).toBeTruthy();
			await session.dispatch('survival', { character: loser, roll: 1 });
		}
		const resolve = await screen.findByRole('group', { name: '提出順の解決' });
		expect(within(resolve).getByText(/^記録される結果: /)).toBeTruthy();
		await user.click(within(resolve).getByRole('button', { name: '結果をフェイズに記録' }));
		expect(session.groups.at(-1)).toEqual([
			{ type: 'gk/actionResolved', payload: { character: { id: 'c1', name: 'カイ' } } }
		]);

		// Back to the console: the engagement resolved with its outcome, the ability next.
		await user.click(screen.getByRole('button', { name: /進行へ戻る/ }));
		const after = within(screen.getByRole('region', { name: '提出順の解決' })).getAllByRole('listitem');
		expect(after[0]!.textContent).toMatch(/解決済み.*(決着|引き分け)/s);
		expect(after[1]!.getAttribute('aria-current')).toBe('step');
		await user.click(within(after[1]!).getByRole('button', { name: '特殊能力へ(ミオ)' }));
		const ability = screen.getByRole('region', { name: '特殊能力の使用' });
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
			/2\. ミオ 特殊能力の使用\n {3}ミオ「閃き」: 発動判定 10 \/ 50% 成功、成功判定 60 \/ 50% 失敗、効果は現れず、能力休み\(フェイズ2まで\)/
		);
	});

	it('another faction submitting in this phase names condition 1; an enemy named by the phase’s faction, condition 2', async () => {
		const session = await setup();
		render(GkScreen, { session });
		const user = userEvent.setup();
		await user.click(screen.getByRole('tab', { name: '進行' }));
		const form = screen.getByRole('region', { name: '行動提出' });
		await user.selectOptions(within(form).getByLabelText('キャラクター'), 'c2');
		const pre = within(form).getByRole('list', { name: '行動の前提条件' });
		expect(pre.querySelector('.fail')?.textContent).toMatch(/操作権/);
		expect(within(form).getByRole('alert').textContent).toMatch(/前提条件 2/);
		await user.selectOptions(within(form).getByLabelText('提出した陣営'), 'f2');
		expect(pre.querySelector('.fail')?.textContent).toMatch(/自陣営のフェイズ/);
		expect(within(form).getByRole('alert').textContent).toMatch(/前提条件 1/);
	});

	it('reminds that the ability rest is over in its faction’s next phase, not in the other faction’s', async () => {
		const session = await setup();
		await session.dispatch('useAbility', { character: 'c3', activation: 10, success: 60 });
		await session.dispatch('startPhase', { faction: 'f2' });
		render(GkScreen, { session });
		const user = userEvent.setup();
		await user.click(screen.getByRole('tab', { name: '進行' }));
		expect(screen.queryByText('ミオ の能力休みが明けました')).toBeNull();
		await user.click(screen.getByRole('button', { name: 'フェイズ開始' }));
		expect(await screen.findByText('ミオ の能力休みが明けました')).toBeTruthy();
		expect(screen.getAllByRole('note')).toHaveLength(1);
	});
});
