import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { gk } from '..';
import GkScreen from './GkScreen.svelte';
import { openTab, partShown } from '$tests/factories/tabs';
import { InProcessOddsWorker, useInProcessOddsWorker } from '$tests/factories/gk-odds';
import { answerOdds } from '../odds-answer';
import type { OddsRequest } from '../odds-client';

const base = { ATK: 10, DEF: 4, VIT: 1, MND: 4, FS: 10, REA: 5 };

/** Two factions; カイ hits for 7 on every face, レン waits on every face; both in square (0,0). */
async function setup(hp = { kai: 20, ren: 8 }) {
	const session = new TestSession(gk, { random: seededRandom(7) });
	await session.dispatch('addFaction', { name: '生徒会' });
	await session.dispatch('addFaction', { name: '番長' });
	await session.dispatch('saveTechnique', { name: '弱攻撃', kind: 'attack', formula: 'ATK - 3' });
	await session.dispatch('saveTechnique', { name: '様子見', kind: 'other', formula: '0' });
	const add = (name: string, faction: string, face: string, hpv: number, stats = base) =>
		session.dispatch('addCharacter', {
			name,
			faction,
			stats,
			hp: hpv,
			faces: Array(6).fill(face),
			at: [0, 0]
		});
	expect(await add('カイ', 'f1', 't1', hp.kai)).toBeNull();
	expect(await add('レン', 'f2', 't2', hp.ren, { ...base, REA: 10 })).toBeNull();
	return session;
}

async function pickPair(user: ReturnType<typeof userEvent.setup>) {
	await openTab(user, '交戦', 'gk-panel');
	await user.selectOptions(screen.getByLabelText('仕掛ける側'), 'カイ');
	await user.selectOptions(screen.getByLabelText('受ける側'), 'レン');
}

/** Types a total into the one dice entry on screen and asserts its label first. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, total: number) {
	const entry = screen.getByRole('group', { name: label });
	await user.type(within(entry).getByLabelText('合計を入力'), `${total}{Enter}`);
}

describe('GK engagement screen', () => {
	useInProcessOddsWorker();
	beforeEach(() => setLocale('ja', { reload: false }));

	it('shows both fighters’ faces and the exact odds before any roll', async () => {
		const session = await setup();
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await pickPair(user);
		const faces = screen.getByRole('table', { name: '技(行動ダイスの6面)' });
		expect(within(faces).getAllByRole('row')).toHaveLength(7);
		expect(within(faces).getAllByText('弱攻撃 7')).toHaveLength(6);
		const odds = await screen.findByRole('region', { name: '勝率(厳密計算)' });
		// レン never deals damage: カイ wins or the 25 rounds run out; never レン.
		await within(odds).findByText('カイ の勝ち');
		const values = within(odds)
			.getAllByRole('definition')
			.map((d) => d.textContent);
		expect(values[2]).toBe('0.0%');
		expect(Number.parseFloat(values[0]!)).toBeGreaterThan(99);
		expect(session.events).toHaveLength(6);
	});

	it('a round that changes the HPs keeps the last odds on screen, dimmed and busy, until the new ones come (never 計算中 in between)', async () => {
		const answers: (() => void)[] = [];
		vi.stubGlobal(
			'Worker',
			class extends InProcessOddsWorker {
				override postMessage(request: OddsRequest): void {
					const copy = structuredClone(request);
					answers.push(() => this.onmessage?.({ data: answerOdds(copy) }));
				}
			}
		);
		const answerAll = () => answers.splice(0).forEach((answer) => answer());
		const session = await setup();
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await pickPair(user);
		const odds = await screen.findByRole('region', { name: '勝率(厳密計算)' });
		expect(within(odds).getByRole('status').textContent).toBe('勝率を計算中…');
		await waitFor(() => expect(answers.length).toBeGreaterThan(0));
		answerAll();
		await within(odds).findByText('カイ の勝ち');
		expect(odds.getAttribute('aria-busy')).toBe('false');
		const figures = () =>
			within(odds)
				.getAllByRole('definition')
				.map((d) => d.textContent);
		const first = figures();
		// カイ 1 + REA 5 < レン 6 + REA 10: レン waits, then カイ's critical (5 ≤ 10) hits for 7: レン 8 → 1.
		await enter(user, 'カイ の行動ダイス', 1);
		await enter(user, 'レン の行動ダイス', 6);
		await enter(user, 'カイ: クリティカル判定(10%以下で成功)', 5);
		await waitFor(() => expect(odds.getAttribute('aria-busy')).toBe('true'));
		expect(within(odds).queryByRole('status')).toBeNull();
		expect(figures()).toEqual(first);
		answerAll();
		await waitFor(() => expect(odds.getAttribute('aria-busy')).toBe('false'));
		expect(figures()).not.toEqual(first);
	});

	it('GK dice: each roll in the seed’s order, each its own undo step; a d100 fixed before the round completes', async () => {
		const session = await setup();
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await pickPair(user);
		// Die 1 + REA 5 = 6 < die 6 + REA 10 = 16: レン acts first (様子見, no checks), then カイ's attack:
		// カイ's critical (FS 10 %), レン's evade (REA 10 × 2 = 20 %), then guard (DEF 4 × 5 = 20 %).
		await enter(user, 'カイ の行動ダイス', 1);
		await enter(user, 'レン の行動ダイス', 6);
		await enter(user, 'カイ: クリティカル判定(10%以下で成功)', 50);
		await enter(user, 'レン: 回避判定(20%以下で成功)', 90);
		// Each die is recorded as typed, one action each: undo takes back just the last one.
		expect(session.groups.slice(6).map((g) => g.length)).toEqual([1, 1, 1, 1]);
		expect(session.events.at(-1)).toMatchObject({
			type: 'gk/engagementRollEntered',
			payload: { round: 1, side: 'b', key: 'evade', roll: 90, outcome: { check: { chance: 20, success: false } } }
		});
		// The table showed 9, not 90: fixed before the round is complete. 9 ≤ 20 evades: no guard is asked.
		await user.click(screen.getByRole('button', { name: 'レン: 回避判定(20%以下で成功) を訂正' }));
		await enter(user, 'レン: 回避判定(20%以下で成功) を訂正', 9);
		expect(session.events.at(-1)).toMatchObject({
			type: 'gk/engagementRollCorrected',
			payload: {
				index: 3,
				roll: 9,
				outcome: { kept: 4, round: { round: 1, hits: [{ by: 'a', result: 'evaded', damage: 0 }] } }
			}
		});
		expect(session.state.characters.c2).toMatchObject({ hp: 8, counter: true });
		const report = screen.getByRole('region', { name: '交戦の記録' });
		expect(report.textContent).toContain('レン 回避判定: 9 / 20% 成功');
		expect(report.textContent).toContain('レン カウンター状態');
		// Round 2 asks from the start again.
		expect(screen.getByRole('group', { name: 'カイ の行動ダイス' })).toBeTruthy();
		expect(screen.getByRole('region', { name: 'ラウンド2' })).toBeTruthy();
	});

	it('a die tapped from the keyboard: the next die’s faces take the focus, and the round goes on by keyboard alone', async () => {
		const session = await setup();
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await pickPair(user);
		const first = screen.getByRole('group', { name: 'カイ の行動ダイス' });
		within(first).getByRole('button', { name: '1' }).focus();
		await user.keyboard('{Enter}');
		// Recorded, and the next entry's first face holds the focus (a frame later).
		await waitFor(() => expect(session.events).toHaveLength(7));
		const next = screen.getByRole('group', { name: 'レン の行動ダイス' });
		await waitFor(() => expect(document.activeElement).toBe(within(next).getAllByRole('button')[0]));
		// Tab to face 6 and press it: the next die is asked without a tap.
		for (let i = 0; i < 5; i++) await user.tab();
		expect(document.activeElement).toHaveTextContent(/^6$/);
		await user.keyboard('{Enter}');
		const crit = await screen.findByRole('group', { name: 'カイ: クリティカル判定(10%以下で成功)' });
		await waitFor(() => expect(crit.contains(document.activeElement)).toBe(true));
	});

	it('app dice to the end: one event per round, undone together; the loser is dying, then the survival check', async () => {
		const session = await setup({ kai: 20, ren: 1 });
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await pickPair(user);
		await user.click(screen.getByRole('radio', { name: 'アプリのダイス' }));
		await user.click(screen.getByRole('button', { name: '最後までアプリで振る' }));
		const group = session.groups.at(-1)!;
		expect(group.length).toBeGreaterThanOrEqual(1);
		expect(group.every((e) => e.type === 'gk/engagementRoundRecorded')).toBe(true);
		expect(session.state.engagement?.over).toBe('a');
		expect(session.state.characters.c2!.status).toBe('dying');
		const panel = screen.getByRole('region', { name: 'レン の生存判定' });
		expect(within(panel).getByText('20%')).toBeTruthy();
		await user.type(within(panel).getByLabelText('合計を入力'), '21{Enter}');
		expect(session.state.characters.c2!.status).toBe('dead');
		expect(screen.getByRole('region', { name: '交戦の記録' }).textContent).toContain(
			'生存判定 レン: d100 21 / 20% → 死亡'
		);
	});

	it('refuses a d100 of 0 or 101 with a message and records nothing; characters in different squares cannot be paired', async () => {
		const session = await setup();
		await session.dispatch('addCharacter', {
			name: 'ソウ',
			faction: 'f2',
			stats: base,
			hp: 10,
			faces: Array(6).fill('t2'),
			at: [3, 3]
		});
		render(GkScreen, { session });
		await partShown('gk-panel');
		const user = userEvent.setup();
		await pickPair(user);
		const b = screen.getByLabelText('受ける側');
		expect(within(b).queryByRole('option', { name: 'ソウ' })).toBeNull();
		expect(
			await session.dispatch('engagementRound', {
				a: 'c1',
				b: 'c3',
				rolls: { a: { die: 1 }, b: { die: 1 } }
			})
		).toEqual({ refusal: 'gk/different_square', text: '交戦は同じマスのキャラクターとだけできます' });
		await enter(user, 'カイ の行動ダイス', 1);
		await enter(user, 'レン の行動ダイス', 6);
		const entry = screen.getByRole('group', { name: 'カイ: クリティカル判定(10%以下で成功)' });
		await user.type(within(entry).getByLabelText('合計を入力'), '101{Enter}');
		expect(within(entry).getByRole('alert').textContent).toMatch(/1D100/);
		await user.clear(within(entry).getByLabelText('合計を入力'));
		await user.type(within(entry).getByLabelText('合計を入力'), '0{Enter}');
		expect(within(entry).getByRole('alert')).toBeTruthy();
		expect(session.events).toHaveLength(9);
	});
});
