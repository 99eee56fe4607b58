import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import type { Table } from '$lib/core/tables';
import { lockeTableSlots } from '../data/slots';
import LockeReference from './LockeReference.svelte';
import { testDamageTableWithout } from '$tests/factories/locke';
import { badWholeNumbers } from '$tests/factories/numbers';

beforeEach(() => setLocale('ja', { reload: false }));
afterEach(() => setLocale('ja', { reload: false }));

function setup(props: { damageTable?: Table | null } = { damageTable: null }) {
	const user = userEvent.setup();
	render(LockeReference, props);
	return { user };
}

/** A tool or checklist card, by its title (also when the filter hides it). */
function card(name: string | RegExp): HTMLElement {
	const shown = screen.queryByRole('group', { name });
	if (shown) return shown;
	// A hidden card has no accessible name to query by: find it by its summary's text.
	const found = screen.getAllByRole('group', { hidden: true }).find((g) => {
		const text = g.querySelector(':scope > summary')?.textContent ?? '';
		return typeof name === 'string' ? text === name : name.test(text);
	});
	if (!found) throw new Error(`no card named ${String(name)}`);
	return found;
}

/** A card's title bar (visible whenever the card is shown, open or closed). */
const title = (name: string | RegExp) => card(name).querySelector(':scope > summary');

async function fill(
	user: ReturnType<typeof userEvent.setup>,
	scope: HTMLElement,
	label: string | RegExp,
	text: string
) {
	const input = within(scope).getByLabelText(label, { selector: 'input' });
	await user.clear(input);
	await user.type(input, text);
	// The platform's field says what is wrong once the person leaves it.
	await user.tab();
}

describe('LockeReference — quick tools', () => {
	test('damage column: firepower 14 against current endurance 4 is 3:1, read off the printed chart', async () => {
		const { user } = setup();
		const tool = card('損害判定の列');
		await fill(user, tool, '火力', '14');
		await fill(user, tool, '現在耐久力', '4');
		expect(within(tool).getByRole('status', { name: '使う列' })).toHaveTextContent(/^3:1$/);
		expect(tool).toHaveTextContent('14 ÷ 4 = 3(端数切り捨て)');
		expect(tool).toHaveTextContent('お手元の損害判定表の「3:1」の列で2D6を振り');
	});

	test('damage column: endurance 0 is the rightmost column, marked as the app’s reading; 1 against 2 is 1:2以下 with a note', async () => {
		const { user } = setup();
		const tool = card('損害判定の列');
		await fill(user, tool, '火力', '5');
		await fill(user, tool, '現在耐久力', '0');
		expect(within(tool).getByRole('status', { name: '使う列' })).toHaveTextContent('最右列');
		expect(tool).toHaveTextContent(/アプリの読み方.*いちばん右の列/);
		await fill(user, tool, '火力', '25');
		await fill(user, tool, '現在耐久力', '1');
		expect(within(tool).getByRole('status', { name: '使う列' })).toHaveTextContent('20:1以上');
		await fill(user, tool, '火力', '2');
		await fill(user, tool, '現在耐久力', '3');
		expect(within(tool).getByRole('status', { name: '使う列' })).toHaveTextContent('1:2以下');
		expect(tool).toHaveTextContent('「1:1」の列とする読み方もあり得ます');
	});

	test('damage column: a negative endurance gets a translated message, never the exception text', async () => {
		const { user } = setup();
		const tool = card('損害判定の列');
		await fill(user, tool, '火力', '14');
		await fill(user, tool, '現在耐久力', '-1');
		const alert = within(tool).getByRole('alert');
		expect(alert).toHaveTextContent('0 より小さくはできません');
		expect(within(tool).getByLabelText('現在耐久力', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
		expect(within(tool).getByRole('status', { name: '使う列' })).toHaveTextContent('—');
		expect(tool).not.toHaveTextContent(/RangeError|damageRatio|must be/);
	});

	test('the same message in English', async () => {
		setLocale('en', { reload: false });
		const { user } = setup();
		const tool = card(/Damage column/);
		await fill(user, tool, 'Current endurance (現在耐久力)', '－３');
		expect(within(tool).getByRole('alert')).toHaveTextContent('Not below 0');
		await fill(user, tool, 'Current endurance (現在耐久力)', 'x');
		expect(within(tool).getByRole('alert')).toHaveTextContent('Type a number (e.g. 12)');
	});

	test.each(badWholeNumbers(999))(
		'damage column: 火力 %s gets the platform’s message under the field, and no column',
		async (typed, message) => {
			const { user } = setup();
			const tool = card('損害判定の列');
			await fill(user, tool, '現在耐久力', '4');
			await fill(user, tool, '火力', typed);
			const input = within(tool).getByLabelText('火力', { selector: 'input' });
			expect(input).toHaveValue(typed);
			expect(input).toHaveAttribute('aria-invalid', 'true');
			expect(within(tool).getByRole('alert')).toHaveTextContent(message);
			expect(within(tool).getByRole('status', { name: '使う列' })).toHaveTextContent('—');
		}
	);

	test('damage column: full-width digits read as the same number (１４ ÷ ４ = 3:1)', async () => {
		const { user } = setup();
		const tool = card('損害判定の列');
		await fill(user, tool, '火力', '１４');
		await fill(user, tool, '現在耐久力', '４');
		expect(within(tool).getByRole('status', { name: '使う列' })).toHaveTextContent(/^3:1$/);
		expect(within(tool).queryByRole('alert')).toBeNull();
	});

	test('damage with the group’s table in the slot: a 2D6 roll is looked up, with the trace', async () => {
		const layout = structuredClone(lockeTableSlots[0]!.layout);
		const col = layout.columns.findIndex((c) => c.label === '3:1');
		layout.cells[7 - 2]![col] = { value: 2 }; // made-up test value, not the printed chart
		const { user } = setup({ damageTable: layout });
		const tool = card('損害判定の列');
		await fill(user, tool, '火力', '14');
		await fill(user, tool, '現在耐久力', '4');
		const dice = within(tool).getByRole('group', { name: '損害判定の2D6' });
		await user.type(within(dice).getByLabelText(/合計を入力/), '7{Enter}');
		expect(within(tool).getByRole('status', { name: 'ダメージ' })).toHaveTextContent(/^2$/);
		expect(tool).toHaveTextContent('火力 14 ÷ 耐久 4 = 3 → 3:1 → 2D6 = 7 → 2');
		// An unfilled cell says so rather than inventing a value.
		await user.click(within(dice).getByRole('button', { name: '入れ直す' }));
		await user.type(
			within(within(tool).getByRole('group', { name: '損害判定の2D6' })).getByLabelText(/合計を入力/),
			'8{Enter}'
		);
		expect(within(tool).getByRole('status', { name: 'ダメージ' })).toHaveTextContent('?');
		expect(tool).toHaveTextContent('この欄はまだ入力されていません');
	});

	test('melee: [格闘:2] against [格闘:1] moves the attacker one column right and the defender one left', async () => {
		const { user } = setup();
		const tool = card('格闘と反撃');
		const attacker = within(tool).getByRole('group', { name: '攻撃側' });
		const defender = within(tool).getByRole('group', { name: '被攻撃側' });
		await fill(user, attacker, '現在耐久力', '4');
		await fill(user, defender, '現在耐久力', '4');
		expect(within(tool).getByRole('status', { name: '攻撃側が与える損害判定の列' })).toHaveTextContent('1:1');
		await fill(user, attacker, '[格闘:X] の合計', '2');
		await fill(user, defender, '[格闘:X] の合計', '1');
		expect(within(tool).getByRole('status', { name: '攻撃側が与える損害判定の列' })).toHaveTextContent(/^2:1$/);
		expect(within(tool).getByRole('status', { name: '被攻撃側の反撃の列' })).toHaveTextContent('1:2以下');
		expect(tool).toHaveTextContent('[格闘:X] の差 1: 攻撃側の列が右へ1、被攻撃側の列が左へ1ずれます。');
		expect(tool).not.toHaveTextContent('止まります');
		// A difference of 2 would push the defender's 1:1 two columns left: it stops at 1:2以下.
		await fill(user, attacker, '[格闘:X] の合計', '3');
		expect(within(tool).getByRole('status', { name: '攻撃側が与える損害判定の列' })).toHaveTextContent(/^3:1$/);
		expect(within(tool).getByRole('status', { name: '被攻撃側の反撃の列' })).toHaveTextContent('1:2以下');
		expect(tool).toHaveTextContent('被攻撃側の列は1:2以下で止まります');
	});

	test('melee: minions add firepower; a shift stops at 10:1; declaring above the endurance is refused', async () => {
		const { user } = setup();
		const tool = card('格闘と反撃');
		const attacker = within(tool).getByRole('group', { name: '攻撃側' });
		const defender = within(tool).getByRole('group', { name: '被攻撃側' });
		await fill(user, attacker, '現在耐久力', '8');
		await fill(user, attacker, '手下', '1');
		await fill(user, defender, '現在耐久力', '1');
		await fill(user, attacker, '[格闘:X] の合計', '3');
		expect(tool).toHaveTextContent('格闘の火力 9 対 1');
		expect(within(tool).getByRole('status', { name: '攻撃側が与える損害判定の列' })).toHaveTextContent(/^10:1$/);
		expect(tool).toHaveTextContent('攻撃側の列は10:1で止まります');
		await fill(user, defender, '宣言する耐久力(空欄なら現在耐久力)', '2');
		expect(within(defender).getByRole('alert')).toHaveTextContent('1 以下にしてください');
	});

	test('14. the damage tool names a column the group’s table lacks instead of reading its neighbour', async () => {
		const { user } = setup({ damageTable: testDamageTableWithout(3) });
		const tool = card('損害判定の列');
		await fill(user, tool, '火力', '18');
		await fill(user, tool, '現在耐久力', '6');
		expect(within(tool).getByRole('status', { name: '使う列' })).toHaveTextContent(/^3:1$/);
		expect(tool).toHaveTextContent('3:1 列がありません');
		expect(within(tool).queryByRole('group', { name: /2D6/ })).toBeNull();
	});

	test('12. melee against firepower 0: the line explains the 10:1 it shows (§5.5 「通常の格闘において20:1以上の損害判定になることはない」), not 最右列', async () => {
		const { user } = setup();
		const tool = card('格闘と反撃');
		const attacker = within(tool).getByRole('group', { name: '攻撃側' });
		const defender = within(tool).getByRole('group', { name: '被攻撃側' });
		await fill(user, attacker, '現在耐久力', '4');
		await fill(user, defender, '現在耐久力', '0');
		expect(within(tool).getByRole('status', { name: '攻撃側が与える損害判定の列' })).toHaveTextContent(/^10:1$/);
		expect(tool).toHaveTextContent('攻撃側: 4 ÷ 0 = 10:1');
		expect(tool).not.toHaveTextContent('最右列');
		expect(tool).toHaveTextContent('アプリは10:1の列として読み');
	});

	test('12. the damage tool’s death note names the declared endurance too (§5.1 「累計ダメージが最大耐久力(または、宣言した耐久力)を超えた場合、防御側は死亡する」)', () => {
		setup();
		expect(card('損害判定の列')).toHaveTextContent('最大耐久力(または、宣言した耐久力)を超えると死亡');
	});

	test('ESP level, mental and infiltration odds are exact', async () => {
		const { user } = setup();
		const esp = card('ESPレベルチェック');
		await fill(user, esp, '宣言するESPレベル', '6');
		expect(within(esp).getByRole('status', { name: '成功率' })).toHaveTextContent('41.7%');
		expect(esp).toHaveTextContent('15/36');
		const mental = card('精神力チェック');
		await fill(user, mental, '精神力', '5');
		await fill(user, mental, '宣言する値', '6');
		expect(within(mental).getByRole('alert')).toHaveTextContent('5 以下にしてください');
		await fill(user, mental, '宣言する値', '5');
		expect(within(mental).getByRole('status', { name: '成功率' })).toHaveTextContent('27.8%');
		const infil = card('侵入判定');
		await fill(user, infil, 'ESPレベル', '3');
		await fill(user, infil, 'これまでの失敗回数', '2');
		expect(within(infil).getByRole('status', { name: '目標値' })).toHaveTextContent(/^5$/);
		expect(within(infil).getByRole('status', { name: '成功率' })).toHaveTextContent('27.8%');
		expect(infil).toHaveTextContent('10/36');
	});

	test('teleport: level 4 succeeds on 1–3 (50%); a roll of 4 fails', async () => {
		const { user } = setup();
		const tool = card('テレポート移動');
		await fill(user, tool, '宣言するESPレベル', '4');
		expect(within(tool).getByRole('status', { name: '成功率' })).toHaveTextContent('50.0%');
		expect(tool).toHaveTextContent('1〜3マス');
		await fill(user, tool, '1D6の出目(振ったら)', '3');
		expect(within(tool).getByRole('status', { name: '移動するマス数' })).toHaveTextContent(/^3$/);
		await fill(user, tool, '1D6の出目(振ったら)', '4');
		expect(within(tool).getByRole('status', { name: '移動するマス数' })).toHaveTextContent(/^0$/);
		expect(tool).toHaveTextContent('失敗: 移動しません');
	});

	test('sync attack: level = lead + helpers, firepower summed; a helper at the lead level is refused', async () => {
		const { user } = setup();
		const tool = card('同調攻撃');
		const lead = within(tool).getByRole('group', { name: '攻撃したCカード' });
		await fill(user, lead, 'レベル', '4');
		await fill(user, lead, '火力', '14');
		const h1 = within(tool).getByRole('group', { name: /同調 1/ });
		await fill(user, h1, 'レベル', '3');
		await fill(user, h1, '火力', '8');
		await user.click(within(tool).getByRole('button', { name: '同調するカードを追加' }));
		const h2 = within(tool).getByRole('group', { name: /同調 2/ });
		await fill(user, h2, 'レベル', '2');
		await fill(user, h2, '火力', '5');
		expect(within(tool).getByRole('status', { name: '攻撃のレベル' })).toHaveTextContent(/^6$/);
		expect(within(tool).getByRole('status', { name: '合計の火力' })).toHaveTextContent(/^27$/);
		await fill(user, h2, 'レベル', '4');
		expect(within(tool).getByRole('alert')).toHaveTextContent(
			'同調 2 のレベル 4 は、攻撃したカードのレベル 4 より低くなければなりません。'
		);
		expect(within(tool).getByRole('status', { name: '攻撃のレベル' })).toHaveTextContent('—');
	});

	test('round-end hand: 9 cards with 1 minion → limit 8, discard 1, draw 0', async () => {
		const { user } = setup();
		const tool = card('ラウンド終了時の手札');
		await fill(user, tool, '今の手札の枚数', '9');
		await fill(user, tool, '手下', '1');
		expect(within(tool).getByRole('status', { name: '手札上限' })).toHaveTextContent(/^8$/);
		expect(within(tool).getByRole('status', { name: '捨てる' })).toHaveTextContent(/^1$/);
		expect(within(tool).getByRole('status', { name: '補充する' })).toHaveTextContent(/^0$/);
		expect(within(tool).getByRole('status', { name: '調整後' })).toHaveTextContent(/^8$/);
		// Step 4 after step 3: one more out, one back in.
		await user.click(within(tool).getByRole('checkbox', { name: /手順4で1枚捨てる/ }));
		expect(within(tool).getByRole('status', { name: '捨てる' })).toHaveTextContent(/^2$/);
		expect(within(tool).getByRole('status', { name: '補充する' })).toHaveTextContent(/^1$/);
		await user.click(within(tool).getByRole('checkbox', { name: /行動不能/ }));
		expect(within(tool).getByRole('alert')).toHaveTextContent('手順4で捨てられません');
	});

	test('initiative: black before red, low before high; a duplicate card is refused by name', async () => {
		const { user } = setup();
		const tool = card('イニシアチブ(行動順)');
		const people = [
			['ロック', 'red', '2'],
			['ナガト', 'black', '9'],
			['ライザ', 'red', '1']
		] as const;
		for (const [i, [name, suit, rank]] of people.entries()) {
			const g = within(tool).getByRole('group', { name: new RegExp(`参加者 ${i + 1}`) });
			await user.type(within(g).getByLabelText('名前'), name);
			await user.selectOptions(within(g).getByLabelText('色'), suit);
			await fill(user, g, '数字', rank);
		}
		const order = within(tool).getByRole('list', { name: '行動順' });
		expect(
			within(order)
				.getAllByRole('listitem')
				.map((li) => li.textContent)
		).toEqual(['ナガト 黒9', 'ライザ 赤1', 'ロック 赤2']);
		await fill(user, within(tool).getByRole('group', { name: /参加者 3/ }), '数字', '2');
		expect(within(tool).getByRole('alert')).toHaveTextContent('赤2 が2人(ロック・ライザ)にあります');
	});

	test('EVIL flips round up; victory grades', async () => {
		const { user } = setup();
		const evil = card('惑星編の終わり: EVILがめくる枚数');
		await fill(user, evil, '配置惑星カードの枚数', '20');
		await fill(user, evil, 'G・Sシルエットの人数', '3');
		expect(within(evil).getByRole('status', { name: 'EVILシルエット1人がめくる枚数' })).toHaveTextContent(/^4$/);
		await fill(user, evil, 'G・Sシルエットの人数', '0');
		expect(within(evil).getByRole('alert')).toHaveTextContent('1 以上にしてください');
		const grade = card('勝敗の階級');
		expect(within(grade).getByRole('status', { name: '階級' })).toHaveTextContent('A級勝利');
		await user.click(within(grade).getByRole('checkbox', { name: 'ゲーム終了時に生存している' }));
		await user.click(within(grade).getByRole('checkbox', { name: '敗北条件を満たしている' }));
		expect(within(grade).getByRole('status', { name: '階級' })).toHaveTextContent('D級敗北');
	});

	test('the −/+ buttons step the number and never go below the minimum', async () => {
		const { user } = setup();
		const tool = card('ラウンド終了時の手札');
		const hand = within(tool).getByLabelText('今の手札の枚数', { selector: 'input' });
		await user.click(within(tool).getByRole('button', { name: '今の手札の枚数 を 1 増やす' }));
		expect(hand).toHaveValue('0');
		expect(within(tool).getByRole('button', { name: '今の手札の枚数 を 1 減らす' })).toBeDisabled();
		await user.click(within(tool).getByRole('button', { name: '今の手札の枚数 を 1 増やす' }));
		expect(hand).toHaveValue('1');
	});
});

describe('LockeReference — checklists and filter', () => {
	test('every checklist is there, and the open rule points come from rules.ts', () => {
		setup();
		for (const name of [
			'戦闘ラウンドの流れ',
			'攻撃から損害判定まで',
			'ラウンド終了フェイズ',
			'通常ターンのフェイズ',
			'終了条件と勝敗',
			'ゲーム準備',
			'本文にない点とアプリの読み方'
		])
			expect(card(name)).toBeInTheDocument();
		const open = within(card('本文にない点とアプリの読み方')).getAllByRole('listitem');
		expect(open.length).toBeGreaterThan(10);
		expect(open.some((li) => li.textContent?.includes('損害判定表の中身'))).toBe(true);
	});

	test('the filter narrows tools, checklists and their lines; nothing found says so', async () => {
		const { user } = setup();
		const filter = screen.getByRole('searchbox', { name: '絞り込み' });
		await user.type(filter, '手札');
		expect(title('ラウンド終了時の手札')).toBeVisible();
		expect(title('テレポート移動')).not.toBeVisible();
		expect(title('ラウンド終了フェイズ')).toBeVisible();
		expect(title('ゲーム準備')).not.toBeVisible();
		// Within a list whose title does not match, only the matching lines remain.
		const round = card('戦闘ラウンドの流れ');
		expect(round).toBeVisible();
		for (const li of within(round).getAllByRole('listitem')) expect(li.textContent).toContain('手札');
		// Words combine; katakana typed as hiragana still finds it.
		await user.clear(filter);
		await user.type(filter, 'てれぽーと');
		expect(title('テレポート移動')).toBeVisible();
		expect(title('ラウンド終了時の手札')).not.toBeVisible();
		await user.clear(filter);
		await user.type(filter, 'zzzz');
		expect(screen.getByText('「zzzz」に当てはまるツール・項目はありません')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: '絞り込みを消す' }));
		expect(title('ゲーム準備')).toBeVisible();
		expect(title('テレポート移動')).toBeVisible();
	});

	test('English: the filter works on the English texts', async () => {
		setLocale('en', { reload: false });
		const { user } = setup();
		await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'initiative');
		expect(card('Initiative (イニシアチブ)')).toBeVisible();
		expect(title('Setting up')).not.toBeVisible();
	});
});
