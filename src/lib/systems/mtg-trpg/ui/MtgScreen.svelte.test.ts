import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '$tests/factories/session.svelte';
import MtgScreen from './MtgScreen.svelte';
import CheckCalculator from './CheckCalculator.svelte';
import CombatTab from './CombatTab.svelte';
import { mtgTrpg } from '..';
import { MTG_TRPG_OPEN_POINTS } from '../data/open-points';
import { openTab, partShown } from '$tests/factories/tabs';

const RED = '24 land R\n8 R 1\n12 R 2\n8 R 3\n6 R 4\n2 R 5';

async function withPcs(names: string[], deckText = RED) {
	const session = new TestSession(mtgTrpg);
	for (const name of names) await session.dispatch('addPc', { name, deckText });
	return session;
}

/** The screen of a new session, the "add PC" form open with `name` typed. */
async function addPcForm(name: string) {
	const session = new TestSession(mtgTrpg);
	render(MtgScreen, { session });
	await partShown('mtg-panel');
	const user = userEvent.setup();
	const form = screen.getByRole('form', { name: 'PCを追加' });
	const deck = within(form).getByLabelText('デッキリスト');
	await user.type(within(form).getByLabelText('PCの名前'), name);
	return { session, user, form, deck };
}

describe('MtgScreen', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('adds a PC from a deck list; a bad line is named, the text stays and nothing is written', async () => {
		const { session, user, form, deck } = await addPcForm('アリス');
		await user.type(deck, '4 R 1{Enter}3 Q 2');
		await user.click(within(form).getByRole('button', { name: 'PCを追加' }));
		expect(within(form).getByRole('alert').textContent).toContain('2 行目');
		expect((deck as HTMLTextAreaElement).value).toBe('4 R 1\n3 Q 2');
		expect(session.events).toHaveLength(0);
		await user.clear(deck);
		await user.type(deck, '24 land R{Enter}36 R 2');
		await user.click(within(form).getByRole('button', { name: 'PCを追加' }));
		expect(session.state.pcs).toHaveLength(1);
		expect(screen.getByRole('region', { name: 'アリス' }).textContent).toContain('60 枚');
	});

	it('builds a deck per card (name, count, mana value, colours, land) into the same list', async () => {
		const session = new TestSession(mtgTrpg);
		render(MtgScreen, { session });
		await partShown('mtg-panel');
		const user = userEvent.setup();
		const form = screen.getByRole('form', { name: 'PCを追加' });
		await user.type(within(form).getByLabelText('PCの名前'), 'キャロル');
		await user.click(within(form).getByText('カードを1枚ずつ追加', { selector: 'summary' }));
		const card = within(form).getByRole('group', { name: 'カードを1枚ずつ追加' });
		await user.type(within(card).getByLabelText('カード名'), '稲妻');
		await user.click(
			within(within(card).getByRole('group', { name: '枚数' }))
				.getAllByRole('button')
				.at(-1)!
		);
		await user.click(within(card).getByRole('button', { name: '赤' }));
		await user.click(within(card).getByRole('button', { name: 'デッキリストに加える' }));
		await user.type(within(card).getByLabelText('カード名'), '山');
		// The colours stay from the card before (a deck is mostly of its colours).
		await user.click(within(card).getByLabelText('土地'));
		await user.click(within(card).getByRole('button', { name: 'デッキリストに加える' }));
		expect((within(form).getByLabelText('デッキリスト') as HTMLTextAreaElement).value).toBe(
			'2 稲妻 : R 1\n1 山 : land R'
		);
		await user.click(within(form).getByRole('button', { name: 'PCを追加' }));
		expect(session.state.pcs[0]!.deck).toMatchObject([
			{ count: 2, mv: 1, colours: ['R'], name: '稲妻' },
			{ count: 1, mv: 0, land: true, name: '山' }
		]);
	});

	it('a PC added in one session is offered, deck and all, in the next (kept on the device shelf)', async () => {
		const first = new TestSession(mtgTrpg);
		const view = render(MtgScreen, { session: first });
		await partShown('mtg-panel');
		const user = userEvent.setup();
		let form = screen.getByRole('form', { name: 'PCを追加' });
		await user.type(within(form).getByLabelText('PCの名前'), 'ボブ');
		await user.type(within(form).getByLabelText('デッキリスト'), '30 land G{Enter}30 G 3 ');
		await user.click(within(form).getByRole('button', { name: 'PCを追加' }));
		await waitFor(() => expect(first.shelf['decks']).toContain('ボブ'));
		view.unmount();
		// The next session on this device: the same shelf.
		const next = new TestSession(mtgTrpg);
		next.shelf = first.shelf;
		render(MtgScreen, { session: next });
		await partShown('mtg-panel');
		await user.selectOptions(await screen.findByLabelText('この端末に保存したPC'), 'ボブ');
		form = screen.getByRole('form', { name: 'PCを追加' });
		await user.click(within(form).getByRole('button', { name: 'PCを追加' }));
		expect(next.state.pcs[0]).toMatchObject({
			name: 'ボブ',
			deck: [
				{ count: 30, land: true },
				{ count: 30, mv: 3 }
			]
		});
	});

	it('a deck saved before the shelf (the same JSON, moved there once by the shell) is offered', async () => {
		const session = new TestSession(mtgTrpg);
		session.shelf['decks'] = JSON.stringify([{ name: 'キャロル', deckText: '24 land R\n36 R 2' }]);
		render(MtgScreen, { session });
		await partShown('mtg-panel');
		const user = userEvent.setup();
		await user.selectOptions(await screen.findByLabelText('この端末に保存したPC'), 'キャロル');
		expect((screen.getByLabelText('デッキリスト') as HTMLTextAreaElement).value).toBe('24 land R\n36 R 2');
	});

	it("a deck list problem is worded in the user's language; too many designated cards says how many are allowed", async () => {
		const { session, user, form, deck } = await addPcForm('アリス');
		await user.type(deck, 'abc');
		await user.click(within(form).getByRole('button', { name: 'PCを追加' }));
		expect(within(form).getByRole('alert').textContent).toBe(
			'デッキリストの 1 行目「abc」：行の最初に枚数が必要です（例「4 R 1」）'
		);
		await user.clear(deck);
		await user.type(deck, '4 R 1 *{Enter}4 R 2 *{Enter}20 land R');
		await user.click(within(form).getByRole('button', { name: 'PCを追加' }));
		expect(within(form).getByRole('alert').textContent).toBe(
			'指定カードは3枚まで選べます（1種類3枚、2枚と1枚、または1枚ずつ3種類）。いま 8 枚に印がついています'
		);
		expect(session.events).toHaveLength(0);
	});
});

describe('CombatTab: the stepper ① → ⑤', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('asks for the play order before the reset, then participants, then the enemy with its handicaps', async () => {
		const session = await withPcs(['アリス', 'ボブ', 'キャロル']);
		render(CombatTab, { session });
		const user = userEvent.setup();
		const steps = screen.getByRole('list', { name: '戦闘の流れ' });
		expect(within(steps).getByText('①終了').getAttribute('aria-current')).toBe('step');
		// No reset button before the play order is decided.
		expect(screen.queryByRole('button', { name: 'リセット' })).toBeNull();
		await user.click(screen.getByRole('radio', { name: '敵が先攻' }));
		await user.click(screen.getByRole('button', { name: '先攻・後攻を決定' }));
		expect(session.events.at(-1)).toMatchObject({ type: 'mtg-trpg/playOrderDecided', payload: { first: 'enemy' } });
		await user.click(screen.getByRole('button', { name: 'リセット' }));
		expect(session.events.at(-1)!.type).toBe('mtg-trpg/reset');
		expect(within(steps).getByText('②開始').getAttribute('aria-current')).toBe('step');
		await user.click(screen.getByRole('button', { name: '② 戦闘パート開始' }));
		expect(session.state.combat!.participants).toEqual(['p1', 'p2', 'p3']);
		await user.type(screen.getByLabelText('敵の名前'), '竜');
		expect(screen.getByRole('region', { name: '③敵' }).textContent).toContain('ライフ 40');
		await user.click(screen.getByRole('button', { name: '敵が登場' }));
		expect(screen.getByText(/準備ターン：敵はPCに攻撃できない/)).toBeTruthy();
		expect(screen.getByRole('group', { name: '竜 のライフ' }).textContent).toContain('40');
	});

	it("taps −1 on a PC's life as one event, and refuses life changes once the PC is defeated", async () => {
		const session = await withPcs(['アリス']);
		await session.dispatch('decideOrder', { first: 'pcs', deathMatch: true });
		await session.dispatch('reset', { hands: {} });
		await session.dispatch('chooseParticipants', { pcs: ['p1'], npcs: [] });
		await session.dispatch('enemiesAppear', { enemies: [{ kind: 'planeswalker', name: 'PW' }] });
		render(CombatTab, { session });
		const user = userEvent.setup();
		const life = screen.getByRole('group', { name: 'アリス のライフ' });
		await user.click(within(life).getAllByRole('button')[0]!);
		expect(session.state.pcs[0]!.life).toBe(19);
		await user.click(screen.getByRole('button', { name: 'アリス のライフ −5' }));
		expect(session.state.pcs[0]!.life).toBe(14);
		expect(session.groups.at(-1)).toMatchObject([{ type: 'mtg-trpg/lifeAdjusted', payload: { by: -5 } }]);
		await user.click(screen.getByRole('button', { name: /敗北（投了/ }));
		expect(screen.getByText('死闘で敗北：このPCは死亡する。')).toBeTruthy();
		expect((within(life).getAllByRole('button')[0] as HTMLButtonElement).disabled).toBe(true);
		await user.click(screen.getByRole('button', { name: '⑤ 戦闘パートを終了してリセット' }));
		expect(session.state.combat).toMatchObject({ step: 'ended', outcome: 'pcs_lost' });
	});
});

describe('CheckCalculator', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('shows the exact chance, then records the two entered cards with the result the preview showed', async () => {
		// 20 red 2-drops and 20 blue 2-drops, red check, difficulty 3: target 2 + 3 = 5; a red second card
		// makes 2 + 5 = 7, a blue one (red's enemy colour) 2 + 0: P = P(second card red) = 1/2.
		const session = await withPcs(['アリス'], '20 R 2\n20 U 2');
		render(CheckCalculator, { session, purpose: 'check' });
		const user = userEvent.setup();
		const diff = screen.getByRole('group', { name: '難易度' });
		for (let i = 0; i < 3; i++) await user.click(within(diff).getAllByRole('button').at(-1)!);
		expect(screen.getByRole('status', { name: '成功率' }).textContent).toContain('50.0%');
		const first = screen.getByRole('group', { name: '1枚目（目標値）' });
		const mv = within(first).getByRole('group', { name: '1枚目（目標値）のマナ総量' });
		await user.click(within(mv).getAllByRole('button').at(-1)!);
		await user.click(within(mv).getAllByRole('button').at(-1)!);
		const second = screen.getByRole('group', { name: '2枚目（達成値）' });
		await user.click(within(second).getByRole('button', { name: '赤' }));
		const mv2 = within(second).getByRole('group', { name: '2枚目（達成値）のマナ総量' });
		await user.click(within(mv2).getAllByRole('button').at(-1)!);
		// target 2 + 3 = 5, achievement 1 + 5 = 6
		expect(screen.getByLabelText('記録するとこうなる').textContent).toContain('成功');
		await user.click(screen.getByRole('button', { name: '入力したカードで記録' }));
		expect(session.events.at(-1)).toMatchObject({
			type: 'mtg-trpg/checkMade',
			payload: { difficulty: 3, colour: 'R', first: { mv: 2 }, second: { mv: 1, colours: ['R'] } }
		});
		expect(screen.getByRole('status', { name: '直前の判定' }).textContent).toContain('目標値 5・達成値 6・成功度 1');
	});

	it('taps the revealed cards from the deck list, and the app reveal records two cards of the deck', async () => {
		const session = await withPcs(['アリス'], '30 G 4\n30 land G');
		render(CheckCalculator, { session, purpose: 'check' });
		const user = userEvent.setup();
		await user.click(screen.getByText('デッキリストから選ぶ'));
		const picker = screen.getByRole('group', { name: 'デッキリストから選ぶ' });
		await user.click(within(picker).getByRole('button', { name: /マナ総量4（緑）/ }));
		await user.click(within(picker).getByRole('button', { name: /土地（緑）/ }));
		await user.click(screen.getByRole('button', { name: '入力したカードで記録' }));
		expect(session.events.at(-1)!.payload).toMatchObject({ first: { mv: 4 }, second: { mv: 0, colours: ['G'] } });
		await user.click(screen.getByRole('button', { name: 'アプリでめくる' }));
		expect(session.events.at(-1)!.payload).toMatchObject({ source: 'app' });
	});
});

describe('設定: the open points in the platform panel', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('shows every point with its reading in force, and a choice is one session/readingsChosen the rules then read', async () => {
		const session = await withPcs(['アリス']);
		render(MtgScreen, { session });
		await partShown('mtg-panel');
		const user = userEvent.setup();
		// The tab's code loads when it is first shown.
		await openTab(user, '設定', 'mtg-panel');
		for (const p of MTG_TRPG_OPEN_POINTS) expect(screen.getByRole('group', { name: p.title.ja })).toBeTruthy();
		const horde = screen.getByRole('group', { name: '大群の判定の難易度' });
		const taking = within(horde).getByRole('radio', { name: /^戦闘に参加するPCの人数/ }) as HTMLInputElement;
		expect(taking.checked).toBe(true);
		expect(taking.closest('label')!.textContent).toContain('既定');
		await user.click(within(horde).getByRole('radio', { name: /^難易度0/ }));
		await waitFor(() => expect(session.readings.horde_difficulty).toEqual({ reading: 'zero' }));
		expect(session.events.at(-1)).toEqual({
			type: 'session/readingsChosen',
			payload: { choices: { horde_difficulty: { reading: 'zero' } } }
		});
		expect((within(horde).getByRole('radio', { name: /^難易度0/ }) as HTMLInputElement).checked).toBe(true);
	});
});
