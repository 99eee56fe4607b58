import { describe, expect, test, vi } from 'vitest';
import { emptyLayout, type Table } from '$lib/core/tables';
import type { TableSlot } from '$lib/systems/types';
import { addRow, removeColumn, setDice } from '../edit';
import { TableDraft } from './table-draft.svelte';

// SYNTHETIC TEST DATA: made-up tables, not any published chart.

function small(dice: '1D6' | null = '1D6'): Table {
	return emptyLayout({
		id: 'test-draft',
		names: { ja: '架空', en: 'Made up' },
		dice,
		columns: [
			{ id: 'a', label: 'A' },
			{ id: 'b', label: 'B' }
		],
		...(dice === null && { rows: [{ label: 'x' }, { label: 'y' }] })
	});
}

describe('TableDraft', () => {
	test('starts as a copy: editing the draft leaves the given table alone', () => {
		const table = small();
		const draft = new TableDraft(table, { locale: 'ja' });
		draft.sheet.selectCell(0, 0, '3');
		expect(draft.table.cells[0]![0]).toEqual({ value: 3 });
		expect(table.cells[0]![0]).toEqual({});
		expect(draft.nameMain).toBe('架空');
		expect(draft.nameOther).toBe('Made up');
	});

	test('the same name in both languages shows the second field empty, and saves it in both', () => {
		const table = { ...small(), names: { ja: '同じ', en: '同じ' } };
		const draft = new TableDraft(table, { locale: 'en' });
		expect(draft.nameOther).toBe('');
		draft.nameMain = ' New ';
		expect(draft.finalTable().names).toEqual({ ja: 'New', en: 'New' });
	});

	test('keypad: a fresh cell is replaced by the first digit, then digits append; minus toggles; backspace', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.sheet.selectCell(1, 1);
		draft.sheet.key('4');
		draft.sheet.key('2');
		expect(draft.table.cells[1]![1]).toEqual({ value: 42 });
		draft.sheet.keyMinus();
		expect(draft.sheet.editText).toBe('-42');
		draft.sheet.keyBackspace();
		expect(draft.table.cells[1]![1]).toEqual({ value: -4 });
		draft.sheet.keySet('—');
		expect(draft.table.cells[1]![1]).toEqual({ blank: true });
		draft.sheet.key('7'); // the blank is replaced, not appended to
		expect(draft.sheet.editText).toBe('7');
	});

	test('reselecting a filled cell shows its text; the next digit replaces it', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.sheet.selectCell(0, 0, '5');
		draft.sheet.selectCell(0, 0);
		expect(draft.sheet.editText).toBe('5');
		expect(draft.sheet.fresh).toBe(true);
		draft.sheet.key('6');
		expect(draft.table.cells[0]![0]).toEqual({ value: 6 });
	});

	test('a note is kept with the value', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.sheet.selectCell(0, 1);
		draft.sheet.editText = '2 退却';
		draft.sheet.noteText = ' 森では無効 ';
		draft.sheet.typed();
		expect(draft.table.cells[0]![1]).toEqual({ value: 2, text: '退却', note: '森では無効' });
	});

	test('places outside the grid are refused', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		expect(draft.sheet.selectCell(6, 0)).toBe(false);
		expect(draft.sheet.selectCell(0, -1)).toBe(false);
		expect(draft.sheet.selected).toBeNull();
	});

	test('Next walks right then wraps to the next row; down walks the column; both stop at the ends', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.sheet.selectCell(0, 1);
		expect(draft.sheet.nextPosition()).toEqual({ row: 1, column: 0 });
		draft.sheet.direction = 'down';
		expect(draft.sheet.nextPosition()).toEqual({ row: 1, column: 1 });
		draft.sheet.selectCell(5, 1);
		expect(draft.sheet.nextPosition()).toEqual({ row: 5, column: 1 });
		draft.sheet.direction = 'right';
		draft.sheet.selectCell(0, 0);
		expect(draft.sheet.nextPosition(-1)).toEqual({ row: 0, column: 0 });
	});

	test('the next unfilled cell comes after the selection and wraps round', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.sheet.selectCell(0, 0, '1');
		draft.sheet.selectCell(0, 1, '1');
		draft.sheet.selectCell(5, 1, '1');
		expect(draft.sheet.nextUnfilledPosition()).toEqual({ row: 1, column: 0 });
		expect(draft.unfilled).toHaveLength(9);
		expect(draft.filled).toBe(3);
		expect(draft.total).toBe(12);
	});

	test('derived problems follow the table: an overlapping row is reported on its row', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		expect(draft.issues).toEqual([]);
		draft.sheet.selectRow(1);
		draft.sheet.rowTo = '3';
		draft.sheet.applyRow();
		expect(draft.table.rows[1]).toEqual({ from: 2, to: 3 });
		expect(draft.issues.length).toBeGreaterThan(0);
		expect(draft.rowIssues.size).toBeGreaterThan(0);
		expect(draft.checkSave().kind).toBe('invalid');
	});

	test('row fields accept full-width digits and refuse words, changing nothing', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.sheet.selectRow(0);
		draft.sheet.rowFrom = 'abc';
		draft.sheet.applyRow();
		expect(draft.sheet.fieldError).not.toBe('');
		expect(draft.table.rows[0]).toEqual({ from: 1, to: 1 });
		draft.sheet.rowFrom = '１';
		draft.sheet.rowTo = '';
		draft.sheet.applyRow();
		expect(draft.sheet.fieldError).toBe('');
		expect(draft.table.rows[0]).toEqual({ from: 1, to: 1 });
	});

	test('a reference table row needs a name', () => {
		const draft = new TableDraft(small(null), { locale: 'ja' });
		draft.sheet.selectRow(1);
		draft.sheet.rowName = '  ';
		draft.sheet.applyRow();
		expect(draft.sheet.fieldError).not.toBe('');
		draft.sheet.rowName = ' 森 ';
		draft.sheet.applyRow();
		expect(draft.table.rows[1]).toEqual({ label: '森' });
	});

	test('column fields: ratio and id are checked; a good one is applied', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.sheet.selectColumn(1);
		draft.sheet.columnRatio = 'x';
		draft.sheet.applyColumn();
		expect(draft.sheet.fieldError).not.toBe('');
		draft.sheet.columnRatio = '3';
		draft.sheet.columnId = 'Bad Id';
		draft.sheet.applyColumn();
		expect(draft.sheet.fieldError).not.toBe('');
		expect(draft.table.columns[1]).toEqual({ id: 'b', label: 'B' });
		draft.sheet.columnId = 'three';
		draft.sheet.columnLabel = '3:1';
		draft.sheet.applyColumn();
		expect(draft.table.columns[1]).toEqual({ id: 'three', label: '3:1', ratio: 3 });
	});

	test('edit applies a pure change, keeps the row sheet open, and hands back the table before for an undo', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.sheet.selectCell(0, 0, '9');
		const before = draft.edit((t) => addRow(t, 1), { kind: 'row', row: 1 });
		expect(draft.table.rows).toHaveLength(7);
		expect(draft.sheet.selected).toEqual({ kind: 'row', row: 1 });
		expect(draft.sheet.rowFrom).toBe('2');
		draft.replace(before, null);
		expect(draft.table.rows).toHaveLength(6);
		expect(draft.table.cells[0]![0]).toEqual({ value: 9 });
		expect(draft.sheet.selected).toBeNull();
	});

	test('removing the last column is refused by the pure edit; dice change keeps cells by position', () => {
		const one = new TableDraft(
			{ ...small(), columns: [{ id: 'a', label: 'A' }], cells: small().cells.map(() => [{}]) },
			{ locale: 'ja' }
		);
		one.edit((t) => removeColumn(t, 0));
		expect(one.table.columns).toHaveLength(1);
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.sheet.selectCell(0, 0, '4');
		draft.edit((t) => setDice(t, '2D6'));
		expect(draft.table.rows).toHaveLength(11);
		expect(draft.table.cells[0]![0]).toEqual({ value: 4 });
	});

	test('paste: suspect cells are flagged until edited, and the table before is returned', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.pasteText = ['1\t2', '3\t7x', '5\t6', '7\t8', '9\t10', '11\t12'].join('\n');
		draft.pasteHeaderRow = 'no';
		draft.pasteHeaderColumn = 'no';
		const before = draft.loadPaste();
		expect(before?.cells[0]![0]).toEqual({});
		expect(draft.table.cells[2]![0]).toEqual({ value: 5 });
		expect(draft.table.columns.map((c) => c.id)).toEqual(['a', 'b']); // as wide as the draft: columns kept
		expect(Object.keys(draft.flags)).toEqual(['1:1']);
		expect(draft.flagList).toHaveLength(1);
		expect(draft.pasteText).toBe('');
		expect(draft.pasteOpen).toBe(false);
		draft.sheet.selectCell(1, 1);
		draft.sheet.keySet('7');
		expect(draft.flagList).toHaveLength(0);
	});

	test('paste of nothing readable keeps the draft and says why', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		draft.pasteText = '   ';
		expect(draft.loadPaste()).toBeNull();
		expect(draft.pasteErrors.length).toBeGreaterThan(0);
		expect(draft.table.cells[0]![0]).toEqual({});
	});

	test('save: a missing name first, then a confirmation for unfilled cells, then ready; dirty is reported', () => {
		const ondirty = vi.fn();
		const draft = new TableDraft({ ...small(), names: { ja: '', en: '' } }, { locale: 'ja', ondirty });
		expect(draft.checkSave()).toEqual({ kind: 'name' });
		expect(draft.triedSave).toBe(true);
		draft.nameMain = '名前';
		draft.changed();
		expect(ondirty).toHaveBeenLastCalledWith(true);
		expect(draft.checkSave()).toEqual({ kind: 'confirm' });
		const ready = draft.checkSave();
		expect(ready.kind).toBe('ready');
		if (ready.kind === 'ready') expect(ready.table.names).toEqual({ ja: '名前', en: '名前' });
		draft.saved();
		expect(draft.dirty).toBe(false);
		expect(ondirty).toHaveBeenLastCalledWith(false);
	});

	test('any change after the confirmation asks again', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		expect(draft.checkSave().kind).toBe('confirm');
		draft.sheet.selectCell(0, 0, '1');
		expect(draft.confirming).toBe(false);
		expect(draft.checkSave().kind).toBe('confirm');
	});

	test('a slot layout the draft misses is reported and needs a confirmation', () => {
		const layout = small();
		const slot: TableSlot = { id: 'test/slot', names: { ja: '枠', en: 'Slot' }, layout };
		const draft = new TableDraft(layout, { locale: 'ja', slot });
		expect(draft.fit).toEqual([]);
		draft.edit((t) => removeColumn(t, 1));
		expect(draft.fit.length).toBeGreaterThan(0);
	});

	test('the selection for a problem: cell, row, column or none', () => {
		const draft = new TableDraft(small(), { locale: 'ja' });
		expect(draft.sheet.selectionFor({ code: 'x', path: [], row: 1, column: 0 })).toEqual({
			kind: 'cell',
			row: 1,
			column: 0
		});
		expect(draft.sheet.selectionFor({ code: 'x', path: [], row: 1 })).toEqual({ kind: 'row', row: 1 });
		expect(draft.sheet.selectionFor({ code: 'x', path: [], column: 1 })).toEqual({ kind: 'column', column: 1 });
		expect(draft.sheet.selectionFor({ code: 'x', path: [] })).toBeNull();
		expect(draft.sheet.clampPosition(-3, 9)).toEqual({ row: 0, column: 1 });
	});
});
