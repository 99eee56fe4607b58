import { beforeEach, describe, expect, test } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { tableHash } from '$lib/core/tables';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '../../../../../tests/factories/session.svelte';
import { locke } from '..';
import type { LockeState } from '../state';
import AttackPanel from './AttackPanel.svelte';
import MeleePanel from './MeleePanel.svelte';
import RoundEndPanel from './RoundEndPanel.svelte';
import {
	apply,
	attack,
	combatAtTurns,
	chosenOf,
	deckOutOn,
	playingState,
	testDamage,
	testDamageTable,
	testDamageTableWithout,
	maintainedAnswer,
	turnEnded
} from '../../../../../tests/factories/locke';

beforeEach(() => setLocale('ja', { reload: false }));

/** ナガト (p2) first, then ロック1 (p1), then ライザ (p3). */
const three = () => combatAtTurns(playingState(), ['p2', 'p1', 'p3']);

async function roll(user: UserEvent, group: HTMLElement, a: number, b: number) {
	await user.click(
		within(within(group).getByRole('group', { name: /^(1個目|Die 1)$/ })).getByRole('button', { name: String(a) })
	);
	await user.click(
		within(within(group).getByRole('group', { name: /^(2個目|Die 2)$/ })).getByRole('button', { name: String(b) })
	);
}

/** Opens the defender's answer (defence or escape, declared endurance), folded to one line, as a person taps it. */
async function openAnswer(user: UserEvent, form: HTMLElement) {
	await user.click(within(form).getByText(/^防御側: /));
}

describe('AttackPanel', () => {
	test('without a table: computes the column, asks for the printed damage, shows the trace, records one event', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = new TestSession(locke, { state: three() });
		render(AttackPanel, { session: rec, actor: 'p2' });
		const form = screen.getByRole('form', { name: '攻撃' });
		// Act
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await user.clear(within(form).getByLabelText('攻撃レベル'));
		await user.type(within(form).getByLabelText('攻撃レベル'), '4');
		await user.type(within(form).getByLabelText('火力'), '20');
		await openAnswer(user, form);
		await user.type(within(form).getByLabelText(/ロック1 が宣言する現在耐久力/), '5');
		expect(within(form).getByText('4:1')).toBeInTheDocument();
		expect(within(form).getByText(/印刷の表を見て入力/)).toBeInTheDocument();
		// …and offers to transcribe the group's chart into the damage-table slot, or import its file.
		expect(within(form).getByRole('link', { name: '損害判定表を入力する' })).toHaveAttribute(
			'href',
			'/tables/edit?slot=locke%2Fdamage'
		);
		expect(within(form).getByRole('link', { name: '表のファイルを読み込む' })).toHaveAttribute('href', '/tables');
		// The hint by the record button says what is missing next: first the 2D6 …
		expect(screen.getByText('損害判定の2D6を振ってください。')).toBeInTheDocument();
		await roll(user, within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' }), 3, 4);
		const submit = within(form).getByRole('button', { name: '攻撃を記録' });
		expect(submit).toBeDisabled();
		// … then, rolled, the value off the printed chart — not the 2D6 again (issue 22.18).
		expect(screen.queryByText('損害判定の2D6を振ってください。')).toBeNull();
		expect(
			screen.getByText(/2D6は振りました: 印刷の損害判定表で読んだダメージを入力してください。/)
		).toBeInTheDocument();
		await user.type(within(form).getByLabelText('印刷の損害判定表の「4:1」列・出目 7 のダメージ'), '3');
		expect(within(form).getByText(/火力 20 ÷ 耐久 5 → 4:1 → 2D6 = 7（3\+4） → 3 ダメージ/)).toBeInTheDocument();
		await user.click(submit);
		// Assert
		expect(rec.events).toHaveLength(1);
		expect(rec.events[0]).toMatchObject({
			type: 'locke/attackResolved',
			payload: {
				attacker: { id: 'p2', name: 'ナガト' },
				target: { id: 'p1', name: 'ロック1' },
				level: 4,
				power: { kind: 'firepower', value: 20 },
				espSpent: 4,
				outcome: 'hit',
				declaredEndurance: 5,
				damage: { roll: { total: 7, faces: [3, 4], source: 'table' }, value: 3, source: 'printed', hash: null }
			}
		});
		expect(rec.state.characters.find((c) => c.id === 'p1')!.damage).toBe(3);
	});

	test("with the group's table: adopts it once, then reads the damage off it", async () => {
		// Arrange
		const user = userEvent.setup();
		const table = testDamageTable();
		const rec = new TestSession(locke, { state: three(), library: { 'locke/damage': table } });
		render(AttackPanel, { session: rec, actor: 'p2' });
		const form = screen.getByRole('form', { name: '攻撃' });
		// Act
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await user.selectOptions(within(form).getByLabelText(/攻撃Cカード/), 'beam-cannon@16');
		await roll(user, within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' }), 6, 6);
		// Assert: 16 ÷ 6 = 2 → column index 2; 2D6 = 12
		const expected = testDamage(2, 12);
		expect(within(form).getByText(new RegExp(`→ 2:1 → 2D6 = 12（6\\+6） → ${expected} ダメージ`))).toBeInTheDocument();
		await user.click(within(form).getByRole('button', { name: '攻撃を記録' }));
		expect(rec.events.map((e) => e.type)).toEqual(['session/tableAdopted', 'locke/attackResolved']);
		expect(rec.events[1]!.payload).toMatchObject({
			damage: { value: expected, source: 'table', hash: tableHash(table) }
		});
	});

	test('14. a column the group’s table lacks is named, not read in a neighbour: 18 ÷ 6 = 3:1 asks for the printed value', async () => {
		// Arrange: the group's table has no 3:1 column
		const user = userEvent.setup();
		const rec = new TestSession(locke, { state: three(), library: { 'locke/damage': testDamageTableWithout(3) } });
		render(AttackPanel, { session: rec, actor: 'p2' });
		const form = screen.getByRole('form', { name: '攻撃' });
		// Act
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await user.type(within(form).getByLabelText('火力'), '18');
		// Assert: the column is 3:1, and says it is missing, before the roll
		expect(within(form).getByText('3:1', { selector: 'strong' })).toBeInTheDocument();
		expect(within(form).queryByText('2:1', { selector: 'strong' })).toBeNull();
		expect(within(form).getByText('3:1 列がありません')).toBeInTheDocument();
		await roll(user, within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' }), 3, 4);
		expect(within(form).getByRole('button', { name: '攻撃を記録' })).toBeDisabled();
		await user.type(within(form).getByLabelText('印刷の損害判定表の「3:1」列・出目 7 のダメージ'), '2');
		await user.click(within(form).getByRole('button', { name: '攻撃を記録' }));
		expect(rec.events.at(-1)!.payload).toMatchObject({ damage: { value: 2, source: 'printed' } });
	});

	test('a defence below the attack level is explained and cannot be recorded (§5.3)', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = new TestSession(locke, { state: three() });
		render(AttackPanel, { session: rec, actor: 'p2' });
		const form = screen.getByRole('form', { name: '攻撃' });
		// Act
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await user.type(within(form).getByLabelText('火力'), '12');
		await openAnswer(user, form);
		await user.click(within(form).getByRole('radio', { name: '防御' }));
		await user.type(within(form).getByLabelText('防御・逃避のレベル'), '3');
		// Assert
		expect(within(form).getByText('Lv4 の攻撃には Lv4 以上の防御・逃避が必要です(Lv3 では不可)。')).toBeInTheDocument();
		expect(within(form).getByRole('button', { name: '攻撃を記録' })).toBeDisabled();
		await user.clear(within(form).getByLabelText('防御・逃避のレベル'));
		await user.type(within(form).getByLabelText('防御・逃避のレベル'), '5');
		await user.click(within(form).getByRole('button', { name: '攻撃を記録' }));
		// 15.: the C-card defence, its ESP field left blank, spends its level as an escape does.
		expect(rec.events[0]!.payload).toMatchObject({
			outcome: 'blocked',
			defence: { kind: 'defence', level: 5, via: 'card', espSpent: 5 },
			damage: null
		});
	});

	test('15. a C-card escape spends its level in ESP power when the field is left blank, as an attack does (KMC: the level used)', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = new TestSession(locke, { state: three() });
		const before = rec.state.characters.find((c) => c.id === 'p1')!.espPower;
		render(AttackPanel, { session: rec, actor: 'p2' });
		const form = screen.getByRole('form', { name: '攻撃' });
		// Act: ロック1 escapes a Lv4 attack with a Lv5 teleport card, the ESP field left blank
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await user.type(within(form).getByLabelText('火力'), '12');
		await openAnswer(user, form);
		await user.click(within(form).getByRole('radio', { name: '逃避' }));
		await user.type(within(form).getByLabelText('防御・逃避のレベル'), '5');
		expect(within(form).getByLabelText('防御側が使うESPパワー')).toHaveAttribute('placeholder', '5');
		await user.click(within(form).getByRole('button', { name: '攻撃を記録' }));
		// Assert
		expect(rec.events[0]!.payload).toMatchObject({
			outcome: 'escaped',
			defence: { kind: 'escape', level: 5, espSpent: 5 }
		});
		expect(rec.state.characters.find((c) => c.id === 'p1')!.espPower).toBe(before - 5);
	});

	test('endurance 0 shows the rightmost-column reading', async () => {
		// Arrange
		const user = userEvent.setup();
		const s = apply(three(), {
			type: 'locke/characterAdjusted',
			payload: { who: { id: 'p1', name: 'ロック1' }, field: 'damage', by: 6, reason: 'other' }
		});
		render(AttackPanel, { session: new TestSession(locke, { state: s }), actor: 'p2' });
		const form = screen.getByRole('form', { name: '攻撃' });
		// Act
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await user.type(within(form).getByLabelText('火力'), '3');
		// Assert
		expect(within(form).getByText(/最右列として扱います/)).toBeInTheDocument();
		expect(within(form).getByText('20:1以上')).toBeInTheDocument();
	});
});

describe('MeleePanel', () => {
	test('[格闘:2] against [格闘:1] with a counterattack: both columns shift, both damages recorded together', async () => {
		// Arrange
		const user = userEvent.setup();
		const table = testDamageTable();
		const rec = new TestSession(locke, { state: three(), library: { 'locke/damage': table } });
		render(MeleePanel, { session: rec, actor: 'p2' });
		const form = screen.getByRole('form', { name: '格闘' });
		// Act
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await user.click(within(form).getByRole('button', { name: 'ナガト に[格闘:X]を追加' }));
		await user.type(within(form).getByLabelText('ナガト の[格闘:X] 1 の名前'), '白兵');
		await user.clear(within(form).getByLabelText('ナガト の[格闘:X] 1 のX'));
		await user.type(within(form).getByLabelText('ナガト の[格闘:X] 1 のX'), '2');
		await user.click(within(form).getByRole('button', { name: 'ロック1 に[格闘:X]を追加' }));
		expect(within(form).getByRole('checkbox', { name: 'ロック1 が反撃する' })).toBeChecked();
		await roll(user, within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' }), 4, 4);
		await roll(user, within(form).getByRole('group', { name: 'ロック1 → ナガトの2D6' }), 6, 5);
		// Assert: 6 ÷ 6 = 1:1 each; shift 2 − 1 = 1 → ナガト 2:1, ロック1 1:2以下
		expect(
			within(form).getByText(
				new RegExp(`火力 6 ÷ 火力 6 → 1:1 → 格闘 \\+1 → 2:1 → 2D6 = 8（4\\+4） → ${testDamage(2, 8)} ダメージ`)
			)
		).toBeInTheDocument();
		expect(
			within(form).getByText(
				new RegExp(`火力 6 ÷ 火力 6 → 1:1 → 格闘 −1 → 1:2以下 → 2D6 = 11（6\\+5） → ${testDamage(0, 11)} ダメージ`)
			)
		).toBeInTheDocument();
		await user.click(within(form).getByRole('button', { name: '格闘を記録' }));
		expect(rec.events.map((e) => e.type)).toEqual(['session/tableAdopted', 'locke/meleeResolved']);
		expect(rec.events[1]!.payload).toMatchObject({
			attackerSide: { declared: 6, minions: 0, shifts: [{ label: '白兵', x: 2, weapon: false }] },
			targetSide: { declared: 6, minions: 0, shifts: [{ label: '', x: 1, weapon: false }] },
			counter: true,
			attackerDamage: { value: testDamage(2, 8), source: 'table' },
			targetDamage: { value: testDamage(0, 11), source: 'table' }
		});
		expect(rec.state.combat!.last!.lines.map((l) => l.ratio)).toEqual([2, 0]);
	});

	test('two weapons at once are refused with the reason (§5.5)', async () => {
		// Arrange
		const user = userEvent.setup();
		render(MeleePanel, { session: new TestSession(locke, { state: three() }), actor: 'p2' });
		const form = screen.getByRole('form', { name: '格闘' });
		// Act
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		const add = within(form).getByRole('button', { name: 'ナガト に[格闘:X]を追加' });
		await user.click(add);
		await user.click(add);
		await user.click(within(form).getByRole('checkbox', { name: 'ナガト の[格闘:X] 1 は武器' }));
		await user.click(within(form).getByRole('checkbox', { name: 'ナガト の[格闘:X] 2 は武器' }));
		// Assert
		expect(within(form).getByText('ナガト は格闘武器を同時に1つまでしか使えません(§5.5)。')).toBeInTheDocument();
		expect(within(form).getByRole('button', { name: '格闘を記録' })).toBeDisabled();
	});
});

/** Taps 「ラウンドを終える」 once it takes taps (not in the bounce window of the tap that opened the panel). */
async function roundEnd(user: UserEvent, form: HTMLElement) {
	const button = within(form).getByRole('button', { name: 'ラウンドを終える' });
	await waitFor(() => expect(button).toBeEnabled());
	await user.click(button);
}

describe('RoundEndPanel', () => {
	const DECK_OUT_ON = chosenOf(deckOutOn(playingState()));
	function atRoundEnd(deck = 86): LockeState {
		// The group plays with the deck-out house rule.
		let s = combatAtTurns(deckOutOn(playingState()), ['p2', 'p1', 'p3'], deck);
		s = apply(
			s,
			attack('p2', 'p1', {
				level: 4,
				defence: { kind: 'defence', level: 4, via: 'card', espSpent: 4 },
				outcome: 'blocked'
			})
		);
		return apply(s, turnEnded('p2'), maintainedAnswer('p1', false), turnEnded('p1'), turnEnded('p3'));
	}

	test('shows who discards and draws, lets a full hand discard one, and records the round end', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = new TestSession(locke, { state: atRoundEnd(), readings: DECK_OUT_ON });
		render(RoundEndPanel, { session: rec });
		const form = screen.getByRole('form', { name: 'ラウンド 1 終了フェイズ' });
		// The panel opens under the finger that ended the last turn: its button waits out that tap's bounce.
		expect(within(form).getByRole('button', { name: 'ラウンドを終える' })).toBeDisabled();
		// Act
		expect(within(form).getByRole('checkbox', { name: 'ナガト は1枚捨てる' })).toBeDisabled();
		await user.click(within(form).getByRole('checkbox', { name: 'ライザ は1枚捨てる' }));
		// Assert
		expect(within(form).getByLabelText('ナガト の手札の増減')).toHaveTextContent('補充 1 → 7');
		expect(within(form).getByLabelText('ライザ の手札の増減')).toHaveTextContent('捨て 1 補充 1 → 7');
		expect(within(form).getByText('山札 65 枚から 3 枚補充 → 残り 62 枚')).toBeInTheDocument();
		await roundEnd(user, form);
		expect(rec.events[0]).toMatchObject({
			type: 'locke/roundEnded',
			payload: { round: 1, discardOne: ['p3'], outcome: 'continue' }
		});
		expect(rec.state.combat).toMatchObject({ round: 2, deck: 62 });
	});

	test('a deck that cannot refill the hands is announced, and recording ends the combat', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = new TestSession(locke, { state: atRoundEnd(22), readings: DECK_OUT_ON });
		render(RoundEndPanel, { session: rec });
		const form = screen.getByRole('form', { name: 'ラウンド 1 終了フェイズ' });
		// Assert
		expect(
			within(form).getByText('山札が足りません: 補充 2 枚に対して残り 1 枚。記録すると戦闘はただちに終了します。')
		).toBeInTheDocument();
		await roundEnd(user, form);
		expect(rec.state.combat).toBeNull();
		expect(rec.state.lastCombat).toMatchObject({ reason: 'deck_out', owed: 2, available: 1 });
	});

	test('nobody wanting to go on ends the combat', async () => {
		// Arrange
		const user = userEvent.setup();
		const rec = new TestSession(locke, { state: atRoundEnd(), readings: DECK_OUT_ON });
		render(RoundEndPanel, { session: rec });
		const form = screen.getByRole('form', { name: 'ラウンド 1 終了フェイズ' });
		// Act
		await user.click(within(form).getByRole('checkbox', { name: '戦闘を続ける意思のある者がいる' }));
		// Assert
		expect(within(form).getByText('戦闘終了: 戦闘を続ける者がいない')).toBeInTheDocument();
		await roundEnd(user, form);
		expect(rec.state.lastCombat?.reason).toBe('no_will');
	});
});

describe('no dead ends: a number field that does not accept what it holds (the platform’s NumberField)', () => {
	/** Types into a field and leaves it, as a person would: the field then says what is wrong. */
	async function typeAndLeave(user: UserEvent, field: HTMLElement, text: string) {
		await user.clear(field);
		await user.type(field, text);
		await user.tab();
	}

	/** ナガト's attack form, with ロック1 chosen as the defender. */
	async function attackOnLocke1() {
		const user = userEvent.setup();
		const rec = new TestSession(locke, { state: three() });
		render(AttackPanel, { session: rec, actor: 'p2' });
		const form = screen.getByRole('form', { name: '攻撃' });
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await openAnswer(user, form);
		return { user, rec, form };
	}

	test.each([
		['－３', '0 より小さくはできません'],
		['ー３', '0 より小さくはできません'],
		['abc', '数字で入力してください（例：12）'],
		['1.5', '整数で入力してください（小数は使えません）'],
		['12345678901234567890', '999 以下にしてください']
	])(
		'attack: 火力 %s gets the platform’s message under the field; the field and the dice stay; nothing is recorded',
		async (typed, message) => {
			// Arrange
			const { user, rec, form } = await attackOnLocke1();
			// Act
			await typeAndLeave(user, within(form).getByLabelText('火力'), typed);
			// Assert
			const field = within(form).getByLabelText('火力');
			expect(field).toHaveValue(typed);
			expect(field).toHaveAttribute('aria-invalid', 'true');
			expect(field).toHaveAccessibleDescription(message);
			expect(form.querySelector('details')!.open).toBe(true);
			expect(within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' })).toBeInTheDocument();
			expect(within(form).getByText('直す必要のある数の欄があります')).toBeInTheDocument();
			const submit = within(form).getByRole('button', { name: '攻撃を記録' });
			expect(submit).toBeDisabled();
			await user.click(submit);
			expect(rec.events).toHaveLength(0);
		}
	);

	test.each(['0', '－３', '−３'])(
		'attack: 攻撃レベル %s is refused with the platform’s message (a level is 1 or more)',
		async (typed) => {
			const { user, rec, form } = await attackOnLocke1();
			await user.type(within(form).getByLabelText('火力'), '20');
			await typeAndLeave(user, within(form).getByLabelText('攻撃レベル'), typed);
			expect(within(form).getByLabelText('攻撃レベル')).toHaveAccessibleDescription('1 以上にしてください');
			expect(within(form).getByRole('button', { name: '攻撃を記録' })).toBeDisabled();
			expect(rec.events).toHaveLength(0);
		}
	);

	test('attack: full-width digits read as the same numbers (２０ against ５ is 4:1), and are recorded as such', async () => {
		const { user, rec, form } = await attackOnLocke1();
		await typeAndLeave(user, within(form).getByLabelText('攻撃レベル'), '４');
		await typeAndLeave(user, within(form).getByLabelText('火力'), '２０');
		await typeAndLeave(user, within(form).getByLabelText(/ロック1 が宣言する現在耐久力/), '５');
		expect(within(form).queryByRole('alert')).toBeNull();
		expect(within(form).getByText('4:1')).toBeInTheDocument();
		await roll(user, within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' }), 3, 4);
		await user.type(within(form).getByLabelText('印刷の損害判定表の「4:1」列・出目 7 のダメージ'), '３');
		await user.click(within(form).getByRole('button', { name: '攻撃を記録' }));
		expect(rec.events[0]).toMatchObject({
			payload: { level: 4, power: { kind: 'firepower', value: 20 }, declaredEndurance: 5, damage: { value: 3 } }
		});
	});

	test('attack: `-` as declared endurance keeps the field and the dice, says so under it, records nothing', async () => {
		const { user, rec, form } = await attackOnLocke1();
		await user.type(within(form).getByLabelText('火力'), '20');
		await typeAndLeave(user, within(form).getByLabelText(/ロック1 が宣言する現在耐久力/), '-');
		const declared = within(form).getByLabelText(/ロック1 が宣言する現在耐久力/);
		expect(declared).toHaveValue('-');
		expect(declared).toHaveAccessibleDescription('数字で入力してください（例：12）');
		expect(within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' })).toBeInTheDocument();
		expect(within(form).getByRole('button', { name: '攻撃を記録' })).toBeDisabled();
		expect(rec.events).toHaveLength(0);
	});

	test('attack: the damage that kills shows before the roll; after it the damage and 死亡 are the result', async () => {
		const { user, rec, form } = await attackOnLocke1();
		await user.type(within(form).getByLabelText('火力'), '20');
		await user.type(within(form).getByLabelText(/ロック1 が宣言する現在耐久力/), '3');
		expect(within(form).getByText('4 ダメージ以上で ロック1 は死亡')).toBeInTheDocument();
		await roll(user, within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' }), 5, 6);
		await user.type(within(form).getByLabelText(/印刷の損害判定表/), '4');
		expect(within(form).getByLabelText('ナガト → ロック1のダメージ')).toHaveTextContent('4');
		expect(within(form).getByText('ロック1 死亡')).toBeInTheDocument();
		await user.click(within(form).getByRole('button', { name: '攻撃を記録' }));
		expect(rec.events[0]).toMatchObject({ payload: { died: true, declaredEndurance: 3 } });
		expect(rec.state.characters.find((c) => c.id === 'p1')!.status).toBe('dead');
	});

	test('melee: `-` and `abc` as declared endurances keep the fields and both dice, say so under them', async () => {
		const user = userEvent.setup();
		const rec = new TestSession(locke, { state: three() });
		render(MeleePanel, { session: rec, actor: 'p2' });
		const form = screen.getByRole('form', { name: '格闘' });
		await user.selectOptions(within(form).getByLabelText('防御側'), 'p1');
		await typeAndLeave(user, within(form).getByLabelText(/^ロック1 の宣言耐久力/), '-');
		expect(within(form).getByLabelText(/^ロック1 の宣言耐久力/)).toHaveValue('-');
		expect(within(form).getByLabelText(/^ロック1 の宣言耐久力/)).toHaveAccessibleDescription(
			'数字で入力してください（例：12）'
		);
		expect(within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' })).toBeInTheDocument();
		expect(within(form).getByRole('button', { name: '格闘を記録' })).toBeDisabled();
		await typeAndLeave(user, within(form).getByLabelText(/^ナガト の宣言耐久力/), 'abc');
		expect(within(form).getByLabelText(/^ナガト の宣言耐久力/)).toHaveValue('abc');
		expect(within(form).getByText('直す必要のある数の欄があります')).toBeInTheDocument();
		expect(within(form).getByRole('group', { name: 'ナガト → ロック1の2D6' })).toBeInTheDocument();
		expect(rec.events).toHaveLength(0);
	});
});
