import { describe, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { emptyLayout, type Table } from '$lib/core/tables';
import { TableDraft } from './table-draft.svelte';
import CellKeypad from './CellKeypad.svelte';
import ColumnFields from './ColumnFields.svelte';
import DraftGrid from './DraftGrid.svelte';
import DraftStatus from './DraftStatus.svelte';
import EditSheet from './EditSheet.svelte';
import PasteBox from './PasteBox.svelte';
import RowFields from './RowFields.svelte';
import SaveConfirm from './SaveConfirm.svelte';

// SYNTHETIC TEST DATA: made-up tables, not any published chart.

function small(): Table {
	return emptyLayout({
		id: 'test-parts',
		names: { ja: '架空', en: 'Made up' },
		dice: '1D6',
		columns: [
			{ id: 'a', label: 'A' },
			{ id: 'b', label: 'B' }
		]
	});
}

const newDraft = () => new TableDraft(small());
const NUMBER_KEYS = /数字キー|Number keys/;

describe('CellKeypad', () => {
	test('digits, minus and Next by role; Enter and Escape in the input', async () => {
		const draft = newDraft();
		draft.sheet.selectCell(0, 0);
		const onnext = vi.fn();
		const onclose = vi.fn();
		const user = userEvent.setup();
		render(CellKeypad, { draft, inputId: 'cell', onnext, onmove: vi.fn(), onclose });
		const keypad = screen.getByRole('group', { name: NUMBER_KEYS });
		await user.click(within(keypad).getByRole('button', { name: /マイナス|Minus/ }));
		await user.click(within(keypad).getByRole('button', { name: '8' }));
		expect(screen.getByLabelText(/セルの値|Cell value/)).toHaveValue('-8');
		expect(draft.table.cells[0]![0]).toEqual({ value: -8 });
		await user.click(within(keypad).getByRole('button', { name: /^(次へ|Next)/ }));
		expect(onnext).toHaveBeenCalledWith(1);
		await user.type(screen.getByLabelText(/セルの値|Cell value/), '{Shift>}{Enter}{/Shift}{Escape}');
		expect(onnext).toHaveBeenLastCalledWith(-1);
		expect(onclose).toHaveBeenCalledTimes(1);
	});

	test('the note field opens on demand and is saved with the cell', async () => {
		const draft = newDraft();
		draft.sheet.selectCell(1, 1, '3');
		const user = userEvent.setup();
		render(CellKeypad, { draft, inputId: 'cell', onnext: vi.fn(), onmove: vi.fn(), onclose: vi.fn() });
		const toggle = screen.getByRole('button', { name: /注記を付ける|Add a footnote/ });
		expect(toggle).toHaveAttribute('aria-expanded', 'false');
		await user.click(toggle);
		await user.type(screen.getByRole('textbox', { name: /^(注記|Footnote)/ }), '雨');
		expect(draft.table.cells[1]![1]).toEqual({ value: 3, note: '雨' });
	});
});

describe('RowFields', () => {
	test('the range fields apply; remove hands back the table for an undo', async () => {
		const draft = newDraft();
		draft.sheet.selectRow(2);
		const onremoved = vi.fn();
		const user = userEvent.setup();
		render(RowFields, { draft, row: 2, onremoved });
		const to = screen.getByLabelText(/出目（まで）|Roll to/);
		await user.clear(to);
		await user.type(to, '4');
		await user.click(screen.getByRole('button', { name: /^(反映|Apply)$/ }));
		expect(draft.table.rows[2]).toEqual({ from: 3, to: 4 });
		await user.click(screen.getByRole('button', { name: /^(行を削除|Delete row)$/ }));
		expect(draft.table.rows).toHaveLength(5);
		expect(onremoved.mock.calls[0]![0].rows).toHaveLength(6);
	});
});

describe('ColumnFields', () => {
	test('a bad ratio is refused in words; move right is offered only when possible', async () => {
		const draft = newDraft();
		draft.sheet.selectColumn(1);
		const user = userEvent.setup();
		render(ColumnFields, { draft, column: 1, onremoved: vi.fn() });
		const ratio = screen.getByLabelText(/比|Ratio/);
		await user.type(ratio, 'x');
		await user.click(screen.getByRole('button', { name: /^(反映|Apply)$/ }));
		expect(screen.getByRole('alert')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: /右へ移動|Move right/ })).toBeDisabled();
		await user.click(screen.getByRole('button', { name: /左へ移動|Move left/ }));
		expect(draft.table.columns.map((c) => c.id)).toEqual(['b', 'a']);
	});
});

describe('EditSheet', () => {
	test('is a region named by its place, closed by its close button', async () => {
		const draft = newDraft();
		draft.sheet.selectRow(0);
		const onclose = vi.fn();
		const user = userEvent.setup();
		render(EditSheet, {
			draft,
			selected: draft.sheet.selected!,
			inputId: 'cell',
			onnext: vi.fn(),
			onmove: vi.fn(),
			onclose,
			onremoved: vi.fn()
		});
		const sheet = screen.getByRole('region', { name: /1行目（1）|row 1 \(1\)/i });
		await user.click(within(sheet).getByRole('button', { name: /閉じる|Close/ }));
		expect(onclose).toHaveBeenCalledTimes(1);
	});
});

describe('DraftGrid', () => {
	test('cells are buttons named by place and value; arrows move, a typed key edits', async () => {
		const draft = newDraft();
		draft.sheet.selectCell(0, 0, '2');
		const onselectcell = vi.fn();
		const user = userEvent.setup();
		render(DraftGrid, { draft, id: 'grid', onselectcell, onaddrow: vi.fn(), onaddcolumn: vi.fn() });
		const cell = screen.getByRole('button', { name: /1行目（1）・列「A」：2|row 1 \(1\), column “A”: 2/ });
		expect(cell).toHaveAttribute('tabindex', '0');
		cell.focus();
		await user.keyboard('{ArrowRight}');
		expect(onselectcell).toHaveBeenLastCalledWith(0, 1, { viaKeys: true });
		await user.keyboard('{ArrowUp}');
		expect(onselectcell).toHaveBeenLastCalledWith(0, 0, { viaKeys: true });
		await user.keyboard('7');
		expect(onselectcell).toHaveBeenLastCalledWith(0, 0, { text: '7' });
		await user.click(screen.getByRole('button', { name: /列「B」を編集|Edit column “B”/ }));
		expect(draft.sheet.selected).toEqual({ kind: 'column', column: 1 });
	});
});

describe('PasteBox', () => {
	test('reads pasted cells into the draft and reports the undo point', async () => {
		const draft = newDraft();
		const onloaded = vi.fn();
		const user = userEvent.setup();
		render(PasteBox, { draft, onloaded });
		await user.click(screen.getByText(/表計算ソフトから貼り付け|Paste from a spreadsheet/));
		const load = screen.getByRole('button', { name: /貼り付けて読み込む|Read pasted cells/ });
		expect(load).toBeDisabled();
		await user.click(screen.getByLabelText(/^(貼り付けるセル|Cells to paste)$/));
		await user.paste(['1\t2', '3\t4', '5\t6', '7\t8', '9\t10', '11\t12'].join('\n'));
		for (const box of screen.getAllByRole('combobox')) await user.selectOptions(box, 'no');
		await user.click(load);
		expect(onloaded).toHaveBeenCalledTimes(1);
		expect(draft.filled).toBe(12);
	});

	test('text that cannot be read is listed in an alert', async () => {
		const draft = newDraft();
		const user = userEvent.setup();
		render(PasteBox, { draft, onloaded: vi.fn() });
		await user.click(screen.getByText(/表計算ソフトから貼り付け|Paste from a spreadsheet/));
		await user.click(screen.getByLabelText(/^(貼り付けるセル|Cells to paste)$/));
		await user.paste('x\t1\ny\t2');
		await user.selectOptions(screen.getByRole('combobox', { name: /行見出し|row headings/i }), 'yes');
		await user.click(screen.getByRole('button', { name: /貼り付けて読み込む|Read pasted cells/ }));
		expect(screen.getByRole('alert')).toBeInTheDocument();
	});
});

describe('DraftStatus and SaveConfirm', () => {
	test('progress, a jump to the next unfilled cell, and problems as buttons', async () => {
		const draft = newDraft();
		draft.sheet.selectRow(1);
		draft.sheet.rowTo = '3';
		draft.sheet.applyRow();
		const onissue = vi.fn();
		const onnextunfilled = vi.fn();
		const user = userEvent.setup();
		render(DraftStatus, { draft, uid: 'u', onissue, onnextunfilled });
		const status = screen.getByRole('region', { name: /入力の状況|Progress/ });
		expect(status).toHaveTextContent(/0 \/ 12|0 of 12/);
		await user.click(within(status).getByRole('button', { name: /次の未入力へ|Next empty cell/ }));
		expect(onnextunfilled).toHaveBeenCalledTimes(1);
		const problem = within(status)
			.getAllByRole('button')
			.find((b) => /3行目|row 3/.test(b.textContent ?? ''));
		await user.click(problem!);
		expect(onissue).toHaveBeenCalledTimes(1);
	});

	test('the confirmation counts the unfilled cells and offers save or back', async () => {
		const draft = newDraft();
		const onsave = vi.fn();
		const onback = vi.fn();
		const user = userEvent.setup();
		render(SaveConfirm, { draft, uid: 'u', onsave, onback });
		const dialog = screen.getByRole('alertdialog');
		expect(dialog).toHaveTextContent(/12/);
		await user.click(within(dialog).getByRole('button', { name: /このまま保存|Save anyway/ }));
		await user.click(within(dialog).getByRole('button', { name: /戻って入力する|Keep editing/ }));
		expect(onsave).toHaveBeenCalledTimes(1);
		expect(onback).toHaveBeenCalledTimes(1);
	});
});
