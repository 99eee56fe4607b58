import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import PgtScreen from './PgtScreen.svelte';
import DiceCountChooser from './DiceCountChooser.svelte';
import { pgt } from '..';
import { libraryText } from '../commands';
import { openTab as openPanelTab, partShown } from '$tests/factories/tabs';

/** Opens a tab and waits for its code (loaded when first shown) to be on screen. */
const openTab = (user: ReturnType<typeof userEvent.setup>, name: string) => openPanelTab(user, name, 'pgt-panel');

/** Round 1, a to play: a has 剣士 (A: P3D) at F1 and F2; b has 盾 (P-def 9, カウンター P1D+4) at F1 and 剣士 at F2, F3. */
async function inRound() {
	const s = new TestSession(pgt, { random: seededRandom(5) });
	await s.dispatch('startMatch', { a: '桜', b: '空' });
	const base = { cost: 2, pDef: 5, mDef: 5, attribute: '' };
	await s.dispatch('saveCard', { ...base, name: '剣士', abilities: ['A: P3D'] });
	await s.dispatch('saveCard', { ...base, name: '盾', cost: 3, pDef: 9, abilities: ['カウンター P1D+4'] });
	await s.dispatch('startGame', { firstPlayer: 'a' });
	await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
	await s.dispatch('place', { side: 'a', slot: 'F2', cardId: 'c1' });
	await s.dispatch('place', { side: 'b', slot: 'F1', cardId: 'c2' });
	await s.dispatch('place', { side: 'b', slot: 'F2', cardId: 'c1' });
	await s.dispatch('place', { side: 'b', slot: 'F3', cardId: 'c1' });
	await s.dispatch('startRound', {});
	return s;
}

describe('PgtScreen attack flow', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it(
		'attacks F1, F2 guards (the candidate marked, the rest greyed), 3 dice of 4 retire the face-down guard',
		{ timeout: 20_000 },
		async () => {
			const session = await inRound();
			render(PgtScreen, { session });
			await partShown('pgt-panel');
			const user = userEvent.setup();
			await user.click(screen.getByRole('button', { name: 'アタック' }));
			const flow = screen.getByRole('region', { name: 'アタック' });

			await user.click(
				within(within(flow).getByRole('group', { name: 'アタックするキャラ' })).getByRole('button', { name: /^F1/ })
			);
			expect(within(flow).getByText('判定 P3D(レンジ1)')).toBeTruthy();

			const targets = within(flow).getByRole('group', { name: '攻撃対象' });
			// Range 1 from the front row: the empty back row cannot be picked.
			expect(within(targets).getByRole('button', { name: /^B2/ }).hasAttribute('disabled')).toBe(true);
			await user.click(within(targets).getByRole('button', { name: /^F1/ }));

			const guards = within(flow).getByRole('group', { name: 'ガード(防御側)' });
			// F2 is the only untapped character beside F1; F3 is not adjacent.
			expect(within(guards).getByRole('button', { name: /^F3/ }).hasAttribute('disabled')).toBe(true);
			await user.click(within(guards).getByRole('button', { name: /^F2/ }));
			expect(within(flow).getByText('F2がガード')).toBeTruthy();

			// Against the face-down guard (defence 0) every count is certain; the best is the fewest.
			const chooser = within(flow).getByRole('group', { name: /^振るダイスの数/ });
			expect(within(chooser).getByRole('radio', { name: /1D/ })).toHaveProperty('checked', true);
			await user.click(within(chooser).getByRole('radio', { name: /3D/ }));

			const entry = within(flow).getByRole('group', { name: 'アタック · 出目' });
			for (const n of [1, 2, 3]) {
				await user.click(
					within(within(entry).getByRole('group', { name: `${n}個目` })).getByRole('button', { name: '4' })
				);
			}
			const result = within(flow).getByRole('status', { name: '結果' });
			expect(result.textContent).toContain('12');
			expect(result.textContent).toContain('成功:F2はリタイヤ');
			expect(session.events.at(-1)?.type).toBe('pgt/roundStarted'); // previewed, nothing recorded yet

			await user.click(within(flow).getByRole('button', { name: 'このアタックを記録' }));
			expect(session.events.at(-1)).toMatchObject({
				type: 'pgt/attackResolved',
				payload: { attacker: 'F1', target: 'F1', guard: 'F2', check: 'P3D', faces: [4, 4, 4], source: 'table' }
			});
			expect(session.state.fields.b.F2).toBeNull();
			expect(session.state.fields.b.F1).not.toBeNull();
			expect(session.state.scores.a).toBe(2);
			expect(screen.getByRole('button', { name: 'ターン終了' })).toBeTruthy();
		}
	);

	/** a's F1 attacks b's `target` with 3+3 against its real defence (face up). */
	async function failedOn(target: 'F1' | 'F2') {
		const session = await inRound();
		await session.dispatch('reveal', { side: 'b', slot: target });
		await session.dispatch('attack', {
			attacker: 'F1',
			ability: 0,
			addOns: [],
			target,
			guard: null,
			roll: { faces: [1, 3], source: 'table' },
			targetRevealed: false,
			innocence: null,
			fumbleAtOrBelow: 1,
			criticalFaces: [6],
			conflictAs: null
		});
		return session;
	}

	it('a failed attack on 盾 offers its card’s カウンター with the line’s check; recording it retires the attacker', async () => {
		const session = await failedOn('F1');
		render(PgtScreen, { session });
		await partShown('pgt-panel');
		const user = userEvent.setup();
		const answer = screen.getByRole('region', { name: '反撃(カウンター)' });
		expect(within(answer).getByText('カードの行:カウンター P1D+4')).toBeTruthy();
		expect(within(answer).getByLabelText('反撃の判定(例 P2D)')).toHaveProperty('value', 'P1D+4');
		const entry = within(answer).getByRole('group', { name: 'カウンター · 出目' });
		await user.click(within(entry).getByRole('button', { name: '2' }));
		expect(within(answer).getByRole('status', { name: '結果' }).textContent).toContain('6');
		await user.click(within(answer).getByRole('button', { name: '反撃を記録' }));
		expect(session.events.at(-1)).toMatchObject({
			type: 'pgt/returnAttackResolved',
			payload: { ability: 'counter', check: 'P1D+4', faces: [2], declared: false, player: '空', character: '盾' }
		});
		expect(session.state.fields.a.F1).toBeNull();
		expect(session.state.scores.b).toBe(2);
	});

	it('a failed attack on 剣士 (no カウンター line) offers none until the players say it has one', async () => {
		const session = await failedOn('F2');
		render(PgtScreen, { session });
		await partShown('pgt-panel');
		const user = userEvent.setup();
		const answer = screen.getByRole('region', { name: '反撃(カウンター)' });
		expect(within(answer).getByRole('status').textContent).toBe('剣士のカードにはカウンターの行がありません。');
		expect(within(answer).queryByRole('button', { name: '反撃を記録' })).toBeNull();
		expect(within(answer).queryByLabelText('反撃の判定(例 P2D)')).toBeNull();
		await user.click(within(answer).getByRole('checkbox', { name: /カウンターを持っている/ }));
		const check = within(answer).getByLabelText('反撃の判定(例 P2D)');
		expect(check).toHaveProperty('value', '');
		expect(within(answer).getByRole('alert').textContent).toContain('判定を入力してください');
		await user.type(check, 'P2D');
		const entry = within(answer).getByRole('group', { name: 'カウンター · 出目' });
		for (const n of [1, 2])
			await user.click(
				within(within(entry).getByRole('group', { name: `${n}個目` })).getByRole('button', { name: '3' })
			);
		await user.click(within(answer).getByRole('button', { name: '反撃を記録' }));
		expect(session.events.at(-1)).toMatchObject({ type: 'pgt/returnAttackResolved', payload: { declared: true } });
		expect(session.state.fields.a.F1).toBeNull(); // 6 against P-def 5
	});

	it('a card line that does not read shows its error at the line and nothing is saved', async () => {
		const session = new TestSession(pgt);
		render(PgtScreen, { session });
		await partShown('pgt-panel');
		const user = userEvent.setup();
		await openTab(user, 'カード');
		const form = screen.getByRole('form', { name: 'カードを追加' });
		await user.type(within(form).getByLabelText('キャラ名'), '剣士');
		await user.type(within(form).getByLabelText('コスト'), '２');
		await user.type(within(form).getByLabelText('P-def'), '5');
		await user.type(within(form).getByLabelText('M-def'), 'abc');
		await user.type(within(form).getByLabelText(/^能力/), 'A: P2D+3{Enter}A: P(炎)0D');
		expect(within(form).getByText(/^1行目:アタック P2D\+3、レンジ1/)).toBeTruthy();
		expect(within(form).getByText(/^2行目:読めません\(5文字目:属性は精神攻撃\(M\)だけ/)).toBeTruthy();
		await user.click(within(form).getByRole('button', { name: '保存' }));
		const mDef = within(form).getByLabelText('M-def');
		expect(mDef.getAttribute('aria-invalid')).toBe('true');
		expect(document.getElementById(mDef.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
			'数字で入力してください（例：12）'
		);
		expect(session.events).toHaveLength(0);
	});
});

describe('PgtScreen card library', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('cards copied from another session are pasted into this library in one action', async () => {
		const other = await inRound();
		const session = new TestSession(pgt);
		render(PgtScreen, { session });
		await partShown('pgt-panel');
		const user = userEvent.setup();
		await openTab(user, 'カード');
		await user.click(screen.getByText('別のセッションとカードをやりとりする'));
		const paste = screen.getByLabelText('別のセッションからコピーしたカード');
		await user.click(paste);
		await user.paste('not cards');
		expect(screen.getByRole('alert').textContent).toContain('カードの一覧として読めません');
		await user.clear(paste);
		await user.click(paste);
		await user.paste(libraryText(other.state.library));
		expect(screen.getByText('新しいカード 2枚を追加します')).toBeTruthy();
		await user.click(screen.getByRole('button', { name: '貼ったカードを追加' }));
		expect(session.state.library.map((c) => c.name)).toEqual(['剣士', '盾']);
		expect(session.events).toHaveLength(2);
		expect(screen.getByText('2枚のカードを追加しました')).toBeTruthy();
	});
});

describe('PgtScreen card library on this device', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('cards typed in one session are kept on the device, and another session adds them in one tap', async () => {
		const first = await inRound();
		// The first session's library screen keeps its cards on the device shelf.
		const { unmount } = render(PgtScreen, { session: first });
		await partShown('pgt-panel');
		const user = userEvent.setup();
		await openTab(user, 'カード');
		await vi.waitFor(() => expect(first.shelf.cards).toBe(libraryText(first.state.library)));
		unmount();

		// A new session on the same device: the shelf offers what it lacks, once.
		const second = new TestSession(pgt);
		second.shelf = first.shelf;
		render(PgtScreen, { session: second });
		await partShown('pgt-panel');
		await openTab(user, 'カード');
		await user.click(await screen.findByRole('button', { name: 'この 2 枚をライブラリに追加' }));
		expect(second.state.library.map((c) => c.name)).toEqual(['剣士', '盾']);
		expect(second.groups).toHaveLength(1);
		expect(screen.queryByRole('button', { name: /ライブラリに追加$/ })).toBeNull();
	});

	it('an unreadable shelf offers nothing and the library works as before', async () => {
		const session = new TestSession(pgt);
		session.shelf.cards = 'not cards';
		render(PgtScreen, { session });
		await partShown('pgt-panel');
		const user = userEvent.setup();
		await openTab(user, 'カード');
		expect(screen.queryByRole('button', { name: /ライブラリに追加$/ })).toBeNull();
		expect(session.events).toHaveLength(0);
	});
});

describe('DiceCountChooser', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('shows each count’s chance against 9 and marks 3D (53.2 %) best, as the chart computes', () => {
		render(DiceCountChooser, { props: { maxDice: 3, modifier: 0, target: 9, label: 'ダイス数' } });
		const group = screen.getByRole('group', { name: 'ダイス数' });
		const labels = within(group)
			.getAllByRole('radio')
			.map((r) => r.closest('label')?.textContent?.replace(/\s+/g, ''));
		expect(labels).toEqual(['1D16.7%', '2D27.8%', '3D53.2%最適']);
	});
});
