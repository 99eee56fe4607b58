import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { attackIntent } from '$tests/factories/pgt';
import PgtScreen from './PgtScreen.svelte';
import { pgt } from '..';
import { partShown } from '$tests/factories/tabs';

const SECRET_LINES = ['イノセンス M2D+2', '「鉄壁」このキャラに対するPのアタックは2〜5でもファンブルになる。'];

/** Round 1, a to play: a's 剣士 (A: P3D 特殊ファンブル[2]) at F1; b's ヒミツ (face down, イノセンス) at F1 and F2, 盾 (face up, P-def 10) at F3. */
async function inRound() {
	const s = new TestSession(pgt, { random: seededRandom(5) });
	await s.dispatch('startMatch', { a: '桜', b: '空' });
	const base = { cost: 2, pDef: 5, mDef: 5, attribute: '' };
	await s.dispatch('saveCard', { ...base, name: '剣士', abilities: ['A: P3D 特殊ファンブル[2]'] });
	await s.dispatch('saveCard', { ...base, name: 'ヒミツ', pDef: 7, abilities: SECRET_LINES });
	await s.dispatch('saveCard', { ...base, name: '盾', pDef: 10, abilities: ['カウンター P1D+4'] });
	await s.dispatch('startGame', { firstPlayer: 'a' });
	await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
	await s.dispatch('place', { side: 'a', slot: 'F2', cardId: 'c1' });
	await s.dispatch('place', { side: 'b', slot: 'F1', cardId: 'c2' });
	await s.dispatch('place', { side: 'b', slot: 'F2', cardId: 'c2' });
	await s.dispatch('place', { side: 'b', slot: 'F3', cardId: 'c3' });
	await s.dispatch('reveal', { side: 'b', slot: 'F3' });
	await s.dispatch('startRound', {});
	return s;
}

/** The screen in round 1 with the attack flow open. */
async function openAttack() {
	const session = await inRound();
	const { container } = render(PgtScreen, { session });
	await partShown('pgt-panel');
	const user = userEvent.setup();
	await user.click(screen.getByRole('button', { name: 'アタック' }));
	return { session, user, container, flow: screen.getByRole('region', { name: 'アタック' }) };
}

/** Everything a person could read on the screen: its text and every accessible name and value. */
function readable(root: HTMLElement): string {
	const names = [...root.querySelectorAll('[aria-label], input, textarea, option')].map(
		(el) => `${el.getAttribute('aria-label') ?? ''} ${(el as HTMLInputElement).value ?? ''}`
	);
	return `${root.textContent ?? ''} ${names.join(' ')}`;
}

describe('the attack screen keeps a face-down card secret', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it(
		'targeting and guarding with face-down cards shows nothing of their lines, name or stats',
		{ timeout: 20_000 },
		async () => {
			const { user, container, flow } = await openAttack();
			await user.click(
				within(within(flow).getByRole('group', { name: 'アタックするキャラ' })).getByRole('button', { name: /^F1/ })
			);
			await user.click(
				within(within(flow).getByRole('group', { name: '攻撃対象' })).getByRole('button', { name: /^F1/ })
			);
			const secrets = ['ヒミツ', 'M2D+2', '鉄壁', '2〜5'];
			for (const secret of secrets) expect(readable(container)).not.toContain(secret);
			// イノセンス is asked as the defender's choice, worded the same for any face-down card.
			expect(
				within(flow).getByRole('checkbox', { name: '防御側がイノセンスで応じる(攻撃対象を表向きにする)' })
			).toBeTruthy();
			// The odds meet defence 0 with the attacker's own special fumble [2], not the secret 鉄壁 line.
			expect(within(flow).getByText('ファンブル:2以下の目/クリティカル:全て6')).toBeTruthy();
			await user.click(
				within(within(flow).getByRole('group', { name: 'ガード(防御側)' })).getByRole('button', { name: /^F2/ })
			);
			for (const secret of secrets) expect(readable(container)).not.toContain(secret);
		}
	);

	it(
		'「自分の裏返しキャラはゲーム中いつでも内容を確認してかまいません」: the owner holds to see a face-down card of their own; it hides on release',
		{ timeout: 20_000 },
		async () => {
			const { user, flow } = await openAttack();
			const peek = within(flow).getByRole('button', { name: '押している間だけ見る:F2' });
			expect(flow.textContent).not.toContain('F2: 剣士');
			await user.pointer({ keys: '[MouseLeft>]', target: peek });
			expect(flow.textContent).toContain('F2: 剣士');
			expect(flow.textContent).toContain('A: P3D 特殊ファンブル[2]');
			await user.pointer({ keys: '[/MouseLeft]', target: peek });
			expect(flow.textContent).not.toContain('F2: 剣士');
			// Only one's own: the other side's face-down cards have no such button.
			expect(within(flow).getAllByRole('button', { name: /^押している間だけ見る:/ })).toHaveLength(2);
		}
	);

	it(
		'the defender answering with イノセンス turns the card up: only then is its line read',
		{ timeout: 20_000 },
		async () => {
			const { user, flow } = await openAttack();
			await user.click(
				within(within(flow).getByRole('group', { name: 'アタックするキャラ' })).getByRole('button', { name: /^F1/ })
			);
			await user.click(
				within(within(flow).getByRole('group', { name: '攻撃対象' })).getByRole('button', { name: /^F1/ })
			);
			await user.click(within(flow).getByRole('checkbox', { name: /イノセンスで応じる/ }));
			expect(within(flow).getByText('カードの行:イノセンス M2D+2')).toBeTruthy();
			expect(within(flow).getByLabelText('イノセンスの判定')).toHaveProperty('value', 'M2D+2');
		}
	);
});

describe('the card’s line drives the odds', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it(
		'A: P3D 特殊ファンブル[2] against P-def 10: 3D is 29.2 %, not the normal fumble’s 48.6 %',
		{ timeout: 20_000 },
		async () => {
			const { user, flow } = await openAttack();
			await user.click(
				within(within(flow).getByRole('group', { name: 'アタックするキャラ' })).getByRole('button', { name: /^F1/ })
			);
			await user.click(
				within(within(flow).getByRole('group', { name: '攻撃対象' })).getByRole('button', { name: /^F3/ })
			);
			const chooser = within(flow).getByRole('group', { name: /^振るダイスの数/ });
			expect(within(chooser).getByRole('radio', { name: /3D/ }).closest('label')?.textContent).toContain('29.2%');
			expect(within(flow).getByText('カードの行:A: P3D 特殊ファンブル[2]')).toBeTruthy();
		}
	);
});

describe('「反撃しない」', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it(
		'declining the カウンター records it, names who in the log, and the offer is gone for everyone',
		{ timeout: 20_000 },
		async () => {
			const session = await inRound();
			await session.dispatch('attack', attackIntent({ target: 'F3', roll: { faces: [3, 3], source: 'table' } }));
			render(PgtScreen, { session });
			await partShown('pgt-panel');
			const user = userEvent.setup();
			const answer = screen.getByRole('region', { name: '反撃(カウンター)' });
			await user.click(within(answer).getByRole('button', { name: '反撃しない' }));
			expect(session.events.at(-1)).toEqual({
				type: 'pgt/returnAttackDeclined',
				payload: { ability: 'counter', player: '空', character: '盾' }
			});
			expect(pgt.describe(session.events.at(-1)!, 'ja')).toBe('空の「盾」はカウンターで反撃しない');
			expect(screen.queryByRole('region', { name: '反撃(カウンター)' })).toBeNull();
			expect(session.state.lastAttack).toMatchObject({ returnOpen: false, declined: true });
		}
	);
});
