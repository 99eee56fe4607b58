import { beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { FAKE_RATIO_LABELS, fakeValue } from '$lib/core/tables/fixtures';
import { emptyLayout } from '$lib/core/tables';
import { db, getTable, slotTable } from '$lib/db';
import type { TableSlot } from '$lib/systems/types';
import { newTable } from '../edit';
import TableEditor from './TableEditor.svelte';

// SYNTHETIC TEST DATA: the cell values come from a made-up formula (core/tables/fixtures),
// not from any published chart.

/** The printed chart's columns: 1:2以下, 1:1 … 10:1 and 20:1以上 (12 columns). */
const LABELS = [...FAKE_RATIO_LABELS, '20:1以上'];

/** 13 columns × 12 lines: a heading line (corner + 12 ratio labels) and 2D6 rows 2..12, each with its heading. */
function pastedCrt(bad?: { total: number; column: number; text: string }): string {
	const lines = [['2D6', ...LABELS].join('\t')];
	for (let t = 2; t <= 12; t++) {
		const cells = LABELS.map((_, k) =>
			bad && bad.total === t && bad.column === k ? bad.text : String(fakeValue(t, k))
		);
		lines.push([String(t), ...cells].join('\t'));
	}
	return lines.join('\n');
}

beforeEach(async () => {
	await db.delete();
	await db.open();
});

function setup(table = newTable('test-paste', { ja: '', en: '' }, '2D6', '結果'), slot: TableSlot | null = null) {
	const onsaved = vi.fn();
	const user = userEvent.setup();
	render(TableEditor, { table, slot, onsaved });
	return { user, onsaved };
}

async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
	await user.click(screen.getByText(/表計算ソフトから貼り付け|Paste from a spreadsheet/));
	await user.click(screen.getByLabelText(/^(貼り付けるセル|Cells to paste)$/));
	await user.paste(text);
	await user.click(screen.getByRole('button', { name: /貼り付けて読み込む|Read pasted cells/ }));
}

describe('TableEditor', () => {
	test('paste a 13×12 TSV, fix the flagged cell with the keypad, save: the table is in the db', async () => {
		const { user, onsaved } = setup();
		await user.type(screen.getByLabelText(/^(名前|Name)$/), 'テスト用の架空表');
		await paste(user, pastedCrt({ total: 5, column: 3, text: '7x' }));

		const grid = screen.getByRole('table');
		expect(within(grid).getAllByRole('row')).toHaveLength(1 + 11 + 1); // headings, 2..12, add-row
		expect(within(grid).getByRole('button', { name: /^(列「10:1」を編集|Edit column “10:1”)$/ })).toBeInTheDocument();

		// The suspect cell is flagged where it is and listed with its row and column.
		const flagged = within(grid).getByRole('button', { name: /7x/ });
		expect(flagged).toHaveTextContent('7x');
		const status = screen.getByRole('region', { name: /入力の状況|Progress/ });
		const listed = within(status).getByRole('button', { name: /「7x」|“7x”/ });
		expect(listed).toHaveTextContent(/4行目（5）・列「3:1」|row 4 \(5\), column “3:1”/);

		// Tapping the message selects the cell; the keypad fixes it.
		await user.click(listed);
		const keypad = screen.getByRole('group', { name: /数字キー|Number keys/ });
		await user.click(within(keypad).getByRole('button', { name: /^(クリア|Clear)$/ }));
		await user.click(within(keypad).getByRole('button', { name: '2' }));
		expect(screen.getByLabelText(/セルの値|Cell value/)).toHaveValue('2');
		expect(within(status).queryByRole('button', { name: /「7x」|“7x”/ })).toBeNull();

		await user.click(screen.getByRole('button', { name: /^(保存|Save)$/ }));
		await waitFor(() => expect(onsaved).toHaveBeenCalledTimes(1));
		const stored = await getTable('test-paste');
		expect(stored?.table.names).toEqual({ ja: 'テスト用の架空表', en: 'テスト用の架空表' });
		expect(stored?.table.columns.map((c) => c.ratio)).toEqual([...FAKE_RATIO_LABELS.map((_, k) => k), 20]);
		expect(stored?.table.cells.every((row) => row.length === 12)).toBe(true);
		expect(stored?.table.cells[3]![3]).toEqual({ value: 2 });
		expect(stored?.table.cells[10]![10]).toEqual({ value: fakeValue(12, 10) });
	}, 20_000); // 156 cells rendered in jsdom: slow on a busy shared machine, so more than the 5 s default

	test('the keypad fills cells one after another; Next moves right', async () => {
		const table = emptyLayout({
			id: 'test-keypad',
			names: { ja: '架空', en: 'Made up' },
			dice: '1D6',
			columns: [
				{ id: 'a', label: 'A' },
				{ id: 'b', label: 'B' }
			]
		});
		const { user } = setup(table);
		await user.click(screen.getByRole('button', { name: /1行目（1）・列「A」|row 1 \(1\), column “A”/ }));
		const keypad = screen.getByRole('group', { name: /数字キー|Number keys/ });
		const press = (name: RegExp | string) => user.click(within(keypad).getByRole('button', { name }));
		await press('3');
		await press(/^(次へ|Next)/);
		await press(/マイナス|Minus/);
		await press('1');
		await press(/^(次へ|Next)/);
		await press(/空欄|Blank/);
		expect(
			screen.getByRole('button', { name: /1行目（1）・列「A」：3|row 1 \(1\), column “A”: 3/ })
		).toBeInTheDocument();
		expect(
			screen.getByRole('button', { name: /1行目（1）・列「B」：-1|row 1 \(1\), column “B”: -1/ })
		).toBeInTheDocument();
		expect(
			screen.getByRole('button', { name: /2行目（2）・列「A」：空欄|row 2 \(2\), column “A”: blank/ })
		).toBeInTheDocument();
		expect(screen.getByText(/入力済み 3 \/ 12|3 of 12 cells/)).toBeInTheDocument();
	});

	test('typing into the cell input works like a spreadsheet: Enter goes to the next cell', async () => {
		const table = emptyLayout({
			id: 'test-typing',
			names: { ja: '架空', en: 'Made up' },
			dice: '1D6',
			columns: [{ id: 'a', label: 'A' }]
		});
		const { user } = setup(table);
		await user.click(screen.getByRole('button', { name: /1行目（1）・列「A」|row 1 \(1\), column “A”/ }));
		const input = screen.getByLabelText(/セルの値|Cell value/);
		await user.type(input, '5 退却{Enter}');
		await user.type(screen.getByLabelText(/セルの値|Cell value/), '6{Enter}');
		expect(
			screen.getByRole('button', { name: /1行目（1）・列「A」：5 退却|row 1 \(1\), column “A”: 5 退却/ })
		).toBeInTheDocument();
		expect(
			screen.getByRole('button', { name: /2行目（2）・列「A」：6|row 2 \(2\), column “A”: 6/ })
		).toBeInTheDocument();
	});

	test('structural problems block saving and point at the row', async () => {
		const table = emptyLayout({
			id: 'test-rows',
			names: { ja: '架空', en: 'Made up' },
			dice: '1D6',
			columns: [{ id: 'a', label: 'A' }]
		});
		const { user, onsaved } = setup(table);
		await user.click(screen.getByRole('button', { name: /2行目（2）を編集|Edit row 2 \(2\)/ }));
		const to = screen.getByLabelText(/出目（まで）|Roll to/);
		await user.clear(to);
		await user.type(to, '3');
		await user.click(screen.getByRole('button', { name: /^(反映|Apply)$/ }));
		expect(screen.getByText(/直すところ|To fix/)).toBeInTheDocument();
		expect(
			screen.getByRole('button', { name: /3行目（3）.*2行目（2–3）|row 3 \(3\).*row 2 \(2–3\)/ })
		).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: /^(保存|Save)$/ }));
		expect(onsaved).not.toHaveBeenCalled();
		expect(await db.lookupTables.count()).toBe(0);
	});

	test('a partly filled slot table saves after a confirmation and fills the slot', async () => {
		const layout = emptyLayout({
			id: 'test-slot-table',
			names: { ja: '架空の枠', en: 'Made-up slot' },
			dice: '1D6',
			columns: [{ id: 'r', label: 'R' }]
		});
		const slot: TableSlot = { id: 'test/slot', names: { ja: '架空の枠', en: 'Made-up slot' }, layout };
		const { user, onsaved } = setup(layout, slot);
		await user.click(screen.getByRole('button', { name: /1行目（1）・列「R」|row 1 \(1\), column “R”/ }));
		await user.click(
			within(screen.getByRole('group', { name: /数字キー|Number keys/ })).getByRole('button', { name: '4' })
		);
		await user.click(screen.getByRole('button', { name: /^(保存|Save)$/ }));
		const dialog = screen.getByRole('alertdialog');
		expect(dialog).toHaveTextContent(/5/);
		expect(onsaved).not.toHaveBeenCalled();
		await user.click(within(dialog).getByRole('button', { name: /このまま保存|Save anyway/ }));
		await waitFor(() => expect(onsaved).toHaveBeenCalledTimes(1));
		expect((await slotTable('test/slot'))?.table.cells[0]).toEqual([{ value: 4 }]);
	});
});
