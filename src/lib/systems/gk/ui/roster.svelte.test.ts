import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '$tests/factories/session.svelte';
import { gk } from '..';
import GkScreen from './GkScreen.svelte';
import { partShown } from '$tests/factories/tabs';

describe('GK roster', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('copies the labelled sample set, edits a technique, and refuses a formula that does not parse', async () => {
		const session = new TestSession(gk);
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'サンプル技セットをコピー' }));
		expect(Object.keys(session.state.techniques)).toHaveLength(11);
		// One action: one event, so one log line and one undo (was eleven 「技を保存」 lines).
		expect(session.groups).toHaveLength(1);
		expect(session.groups[0]).toHaveLength(1);
		expect(gk.describe(session.events[0]!, 'ja')).toMatch(/^サンプル技セットをコピー: 11 技\(弱攻撃、.*\)$/);
		expect(screen.getByText(/^サンプル技セット.*danger2/)).toBeTruthy();
		await user.click(screen.getByRole('button', { name: '「弱攻撃」を編集' }));
		const form = screen.getByRole('form', { name: '編集' });
		const formula = within(form).getByLabelText('ダメージ式');
		expect((formula as HTMLInputElement).value).toBe('ATK + 5');
		await user.clear(formula);
		await user.type(formula, 'ATK + (');
		await user.click(within(form).getByRole('button', { name: '技を保存' }));
		expect(within(form).getByRole('alert').textContent).toBe('式が読めません(8文字目)');
		expect(session.groups).toHaveLength(1);
		await user.clear(formula);
		await user.type(formula, 'ATK + 6');
		await user.click(within(form).getByRole('button', { name: '技を保存' }));
		expect(session.state.techniques.light).toMatchObject({ name: '弱攻撃', formula: 'ATK + 6' });
		// Saved: the form closes.
		expect(screen.queryByRole('form', { name: '編集' })).toBeNull();
	});

	it('renames a faction from its chip; removing one with a member is refused with the reason, an empty one goes', async () => {
		const session = new TestSession(gk);
		await session.dispatch('addFaction', { name: '生徒会' });
		await session.dispatch('addFaction', { name: '番調' });
		await session.dispatch('addFaction', { name: '予備' });
		await session.dispatch('copySampleTechniques', { locale: 'ja' });
		const stats = { ATK: 10, DEF: 5, VIT: 5, MND: 5, FS: 5, REA: 5 };
		await session.dispatch('addCharacter', {
			name: 'レン',
			faction: 'f2',
			stats,
			hp: 30,
			faces: Array(6).fill('light')
		});
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: '陣営「番調」を編集' }));
		let form = screen.getByRole('form', { name: '陣営「番調」を編集' });
		const name = within(form).getByLabelText('陣営名');
		await user.clear(name);
		await user.click(within(form).getByRole('button', { name: '名前を保存' }));
		expect(within(form).getByRole('alert').textContent).toBeTruthy();
		await user.type(name, '番長');
		await user.click(within(form).getByRole('button', { name: '名前を保存' }));
		expect(session.state.factions.map((f) => f.name)).toEqual(['生徒会', '番長', '予備']);
		expect(gk.describe(session.events.at(-1)!, 'ja')).toBe('陣営「番調」を「番長」に改名');

		await user.click(screen.getByRole('button', { name: '陣営「番長」を編集' }));
		form = screen.getByRole('form', { name: '陣営「番長」を編集' });
		const before = session.groups.length;
		await user.click(within(form).getByRole('button', { name: '陣営を削除' }));
		expect(within(form).getByRole('alert').textContent).toBe(
			'陣営「番長」には レン がいます。先にキャラクターの陣営を変えるか削除してください'
		);
		expect(session.groups).toHaveLength(before);

		await user.click(screen.getByRole('button', { name: '陣営「予備」を編集' }));
		form = screen.getByRole('form', { name: '陣営「予備」を編集' });
		await user.click(within(form).getByRole('button', { name: '陣営を削除' }));
		expect(session.state.factions.map((f) => f.name)).toEqual(['生徒会', '番長']);
		expect(screen.queryByRole('button', { name: '陣営「予備」を編集' })).toBeNull();
	});

	it('a stat typed as abc or a face left empty is named; nothing is written; HP from the formula is previewed', async () => {
		const session = new TestSession(gk);
		await session.dispatch('addFaction', { name: '生徒会' });
		await session.dispatch('addFaction', { name: '番長' });
		await session.dispatch('copySampleTechniques', { locale: 'ja' });
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		const form = screen.getByRole('form', { name: 'キャラクターを追加' });
		await user.type(within(form).getByLabelText('名前'), 'カイ');
		expect(within(form).getByText('HP 90')).toBeTruthy();
		// 「合計30ポイント」: the defaults add up to 30, and the total is said while typing.
		expect(within(form).getByText(/能力値の合計 30/)).toBeTruthy();
		const def = within(form).getByLabelText('防御 DEF');
		await user.clear(def);
		await user.type(def, 'abc');
		await user.click(within(form).getByRole('button', { name: 'キャラクターを追加' }));
		expect(within(form).getByText('数字で入力してください（例：12）')).toBeTruthy();
		expect(within(form).getAllByRole('alert')).toHaveLength(1);
		expect(session.groups).toHaveLength(3);
		await user.clear(def);
		await user.type(def, '25');
		expect(within(form).getByText(/能力値の合計 51.*各 20 まで:防御 DEF/)).toBeTruthy();
		await user.clear(def);
		await user.type(def, '5');
		await user.selectOptions(within(form).getByLabelText('面3'), '—');
		await user.click(within(form).getByRole('button', { name: 'キャラクターを追加' }));
		expect(within(form).getByRole('alert').textContent).toBe('3 番目の面に技が入っていません');
		expect(session.groups).toHaveLength(3);
		await user.selectOptions(within(form).getByLabelText('面3'), '投げ');
		await user.click(within(form).getByRole('button', { name: 'キャラクターを追加' }));
		const card = screen.getByRole('article', { name: 'カイ' });
		expect(within(card).getByText('90')).toBeTruthy();
		expect(within(card).getByText(/投げ/)).toBeTruthy();
	});

	it('corrects a character (cost and effect typed) and removes one, asked once more; refused with the reason after it acted', async () => {
		const session = new TestSession(gk);
		await session.dispatch('addFaction', { name: '生徒会' });
		await session.dispatch('addFaction', { name: '番長' });
		await session.dispatch('copySampleTechniques', { locale: 'ja' });
		const faces = Array(6).fill('light');
		const stats = { ATK: 10, DEF: 5, VIT: 5, MND: 5, FS: 5, REA: 5 };
		await session.dispatch('addCharacter', { name: 'カイ', faction: 'f1', stats, hp: 30, faces, starter: true });
		await session.dispatch('addCharacter', { name: 'レン', faction: 'f2', stats, hp: 30, faces, starter: true });
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'カイ を修正' }));
		const form = screen.getByRole('form', { name: 'カイ を修正' });
		expect((within(form).getByLabelText('HP') as HTMLInputElement).value).toBe('30');
		await user.type(within(form).getByLabelText('能力名'), '癒し');
		await user.type(within(form).getByLabelText('制約 1 の量'), 'x');
		await user.click(within(form).getByRole('button', { name: '修正を保存' }));
		expect(within(form).getByText('数字で入力してください（例：12）')).toBeTruthy();
		const before = session.groups.length;
		await user.clear(within(form).getByLabelText('制約 1 の量'));
		await user.type(within(form).getByLabelText('制約 1 の量'), '2');
		await user.selectOptions(within(form).getByLabelText('効果1 効果で変わる能力値'), 'HP');
		await user.type(within(form).getByLabelText(/効果1 変化量/), '10');
		await user.click(within(form).getByRole('button', { name: '修正を保存' }));
		expect(session.groups).toHaveLength(before + 1);
		expect(session.state.characters.c1!.ability).toMatchObject({
			name: '癒し',
			costs: [{ stat: 'MND', amount: 2 }],
			effects: [{ change: { stat: 'HP', amount: 10 }, target: 'one' }]
		});
		expect(within(screen.getByRole('article', { name: 'カイ' })).getByText(/消費制約 MND −2/)).toBeTruthy();

		// Remove: asked once more (and "cancel" keeps it), then gone as one event.
		await user.click(screen.getByRole('button', { name: 'レン を削除' }));
		await user.click(
			within(screen.getByRole('group', { name: /レン を削除しますか/ })).getByRole('button', { name: 'やめる' })
		);
		expect(screen.getByRole('article', { name: 'レン' })).toBeTruthy();
		await user.click(screen.getByRole('button', { name: 'レン を削除' }));
		const ask = screen.getByRole('group', { name: /レン を削除しますか/ });
		await user.click(within(ask).getByRole('button', { name: '削除' }));
		expect(screen.queryByRole('article', { name: 'レン' })).toBeNull();
		expect(session.groups.at(-1)).toEqual([
			{ type: 'gk/characterRemoved', payload: { character: { id: 'c2', name: 'レン' } } }
		]);
		await session.dispatch('addCharacter', { name: 'レン', faction: 'f2', stats, hp: 30, faces, starter: true });

		// After acting this phase, removal is refused with the reason, and nothing is written.
		expect(await session.dispatch('changeFormulas', { movementFormula: '2' })).toBeNull();
		expect(await session.dispatch('startPhase', { faction: 'f1' })).toBeNull();
		expect(await session.dispatch('takeAction', { character: 'c1', path: [], action: 'wait' })).toBeNull();
		const n = session.groups.length;
		await user.click(screen.getByRole('button', { name: 'カイ を削除' }));
		await user.click(
			within(screen.getByRole('group', { name: /カイ を削除しますか/ })).getByRole('button', { name: '削除' })
		);
		expect(within(screen.getByRole('article', { name: 'カイ' })).getByRole('alert').textContent).toMatch(
			/このフェイズで行動した/
		);
		expect(session.groups).toHaveLength(n);
	});

	it('「瀕死となり、さらに生存判定を行います」: a survivor still shows 瀕死 on the roster', async () => {
		const session = new TestSession(gk);
		await session.dispatch('addFaction', { name: '生徒会' });
		await session.dispatch('addFaction', { name: '番長' });
		await session.dispatch('saveTechnique', { name: 'ジャブ', kind: 'attack', formula: 'ATK + 5' });
		const stats = { ATK: 10, DEF: 0, VIT: 5, MND: 5, FS: 0, REA: 0 };
		const faces = Array(6).fill('t1');
		await session.dispatch('addCharacter', { name: 'カイ', faction: 'f1', stats, hp: 30, faces });
		await session.dispatch('addCharacter', { name: 'レン', faction: 'f2', stats, hp: 13, faces });
		await session.dispatch('engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 1 }, b: { die: 1 } } });
		await session.dispatch('survival', { character: 'c2', roll: 1 });
		expect(session.state.characters.c2).toMatchObject({ hp: -2, survival: 'passed' });
		render(GkScreen, { session });
		await partShown('gk-panel');
		const card = screen.getByRole('article', { name: 'レン' });
		expect(within(card).getByText('瀕死(生存判定済み)')).toBeTruthy();
	});
});
