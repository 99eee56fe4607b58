import { describe, expect, test } from 'vitest';
import { emptyLayout, validateTable, type Table } from '$lib/core/tables';
import { fakeCrt, fakeSmall } from '$lib/core/tables/fixtures';
import {
	addColumn,
	addRow,
	applyPaste,
	cellFromText,
	cellText,
	filledCount,
	mergeRowDown,
	moveColumn,
	newTable,
	removeColumn,
	removeRow,
	setDice,
	splitRow,
	unfilledCells,
	updateColumn
} from './edit';

// SYNTHETIC TEST TABLES: made-up values only.

describe('cell text', () => {
	test('round-trips values, texts, blanks and unfilled cells', () => {
		for (const cell of [
			{ value: 3 },
			{ value: -2 },
			{ value: 1, text: '退却' },
			{ text: '混乱' },
			{ blank: true as const },
			{}
		]) {
			expect(cellFromText(cellText(cell)).cell).toEqual(cell);
		}
	});
	test('keeps the note; flags text with digits', () => {
		expect(cellFromText('4', ' made-up ').cell).toEqual({ value: 4, note: 'made-up' });
		expect(cellFromText('7x').suspect).toBe(true);
		expect(cellFromText('７').cell).toEqual({ value: 7 });
	});
});

describe('structure edits', () => {
	test('inputs are never mutated', () => {
		const t = fakeSmall();
		const before = JSON.stringify(t);
		addColumn(t, 1, '4:1');
		removeColumn(t, 0);
		addRow(t, 0);
		removeRow(t, 0);
		moveColumn(t, 0, 1);
		splitRow(t, 0);
		mergeRowDown(t, 0);
		setDice(t, '1D6');
		expect(JSON.stringify(t)).toBe(before);
	});

	test('addColumn makes a unique id and reads a ratio from the label', () => {
		const t = addColumn(fakeSmall(), 3, '4:1');
		expect(t.columns[3]).toEqual({ id: '4-1', label: '4:1', ratio: 4 });
		expect(t.cells.every((line) => line.length === 4 && JSON.stringify(line[3]) === '{}')).toBe(true);
		expect(validateTable(t).ok).toBe(true);
		const twice = addColumn(addColumn(fakeSmall(), 0, 'X'), 0, 'X');
		expect(twice.columns.map((c) => c.id).slice(0, 2)).toEqual(['x-2', 'x']);
	});

	test('remove and move columns carry their cells', () => {
		const moved = moveColumn(fakeSmall(), 0, 1);
		expect(moved.columns.map((c) => c.id)).toEqual(['b', 'a', 'c']);
		expect(moved.cells[0]).toEqual([{ value: 0 }, { blank: true }, { value: 1 }]);
		const removed = removeColumn(fakeSmall(), 1);
		expect(removed.cells[0]).toEqual([{ blank: true }, { value: 1 }]);
		expect(removeColumn(removeColumn(removeColumn(fakeSmall(), 0), 0), 0).columns).toHaveLength(1);
	});

	test('split and merge ranged rows stay valid', () => {
		const split = splitRow(fakeSmall(), 0); // 2–4 → 2, 3–4
		expect(split.rows.slice(0, 2)).toEqual([
			{ from: 2, to: 2 },
			{ from: 3, to: 4 }
		]);
		expect(validateTable(split).ok).toBe(true);
		const merged = mergeRowDown(split, 0);
		expect(merged.rows[0]).toEqual({ from: 2, to: 4 });
		expect(validateTable(merged).ok).toBe(true);
	});

	test('D66 rows split across the tens', () => {
		const t = emptyLayout({
			id: 't',
			names: { ja: 'a', en: 'a' },
			dice: 'D66',
			rows: [
				{ from: 11, to: 36 },
				{ from: 41, to: 66 }
			],
			columns: [{ id: 'r', label: 'R' }]
		});
		const split = splitRow(splitRow(splitRow(splitRow(splitRow(splitRow(t, 0), 1), 2), 3), 4), 5);
		expect(split.rows.slice(5, 7)).toEqual([
			{ from: 16, to: 16 },
			{ from: 21, to: 36 }
		]);
		expect(validateTable(split).ok).toBe(true);
	});

	test('an added dice row starts after the previous row (and is flagged until fixed)', () => {
		const t = addRow(fakeSmall(), 5);
		expect(t.rows[5]).toEqual({ from: 13, to: 13 });
		expect(validateTable(t).errors[0]).toMatchObject({ code: 'table/row_out_of_range', row: 5 });
		expect(removeRow(t, 5)).toEqual(fakeSmall());
	});

	test('changing the dice rebuilds natural rows, keeping cells by position', () => {
		const t = setDice(fakeSmall(), '1D6');
		expect(t.rows).toHaveLength(6);
		expect(t.cells[0]).toEqual(fakeSmall().cells[0]);
		expect(t.cells[5]).toEqual([{}, {}, {}]);
		expect(validateTable(t).ok).toBe(true);
		const ref = setDice(fakeSmall(), null);
		expect(ref.rows[0]).toEqual({ label: '2–4' });
		expect(validateTable(ref).ok).toBe(true);
	});

	test('updateColumn sets and clears ratios', () => {
		const t = updateColumn(fakeSmall(), 0, { label: 'A', ratio: null });
		expect(t.columns[0]).toEqual({ id: 'a', label: 'A' });
		expect(updateColumn(t, 0, { ratio: 0 }).columns[0]!.ratio).toBe(0);
	});

	test('counts filled and unfilled cells', () => {
		const t = newTable('t', { ja: '架空', en: 'Made up' }, '2D6', '結果');
		expect(unfilledCells(t)).toHaveLength(11);
		expect(filledCount(fakeSmall())).toBe(14);
		expect(unfilledCells(fakeSmall())).toEqual([{ row: 4, column: 2 }]);
	});
});

describe('applyPaste', () => {
	const tsv = (lines: string[][]) => lines.map((l) => l.join('\t')).join('\n');
	const crtText = () => {
		const t = fakeCrt();
		return tsv([
			['2D6', ...t.columns.map((c) => c.label)],
			...t.rows.map((r, i) => [String('from' in r ? r.from : ''), ...t.cells[i]!.map((c) => String(c.value))])
		]);
	};

	test('a full paste with headings builds the table', () => {
		const draft = newTable('test-fake-crt', fakeCrt().names, '2D6', '結果');
		const result = applyPaste(draft, crtText());
		expect(result.errors).toEqual([]);
		expect(result.table?.cells).toEqual(fakeCrt().cells);
		expect(result.table?.columns.map((c) => c.ratio)).toEqual(fakeCrt().columns.map((c) => c.ratio));
	});

	test('suspect cells are warnings pointing at their cell', () => {
		const draft = newTable('t', fakeCrt().names, '2D6', '結果');
		const result = applyPaste(draft, crtText().replace(/\n(5\t[^\t]*\t)[^\t]*/, '\n$17x'));
		expect(result.errors).toEqual([]);
		expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'grid/cell_suspect', row: 3, column: 1 }));
	});

	test('without headings, a paste the size of a slot layout keeps its columns and rows', () => {
		const layout = emptyLayout({
			id: 'test-slot',
			names: { ja: '架空', en: 'Made up' },
			dice: '2D6',
			rows: [
				{ from: 2, to: 6 },
				{ from: 7, to: 7 },
				{ from: 8, to: 12 }
			],
			columns: [
				{ id: 'low', label: '低', ratio: 0 },
				{ id: 'high', label: '高', ratio: 1 }
			]
		});
		const result = applyPaste(layout, '1\t2\n3\t4\n5\t—', { headerRow: false, headerColumn: false });
		expect(result.errors).toEqual([]);
		const t = result.table as Table;
		expect(t.columns).toEqual(layout.columns);
		expect(t.rows).toEqual(layout.rows);
		expect(t.cells).toEqual([
			[{ value: 1 }, { value: 2 }],
			[{ value: 3 }, { value: 4 }],
			[{ value: 5 }, { blank: true }]
		]);
	});

	test('an unnamed draft pastes without name errors and stays unnamed', () => {
		const draft = newTable('t', { ja: '', en: '' }, '1D6', 'R');
		const result = applyPaste(draft, '1\n2\n3\n4\n5\n6', { headerRow: false, headerColumn: false });
		expect(result.errors).toEqual([]);
		expect(result.table?.names).toEqual({ ja: '', en: '' });
		expect(result.table?.cells.map((line) => line[0]?.value)).toEqual([1, 2, 3, 4, 5, 6]);
	});

	test('unreadable row headings are errors', () => {
		const draft = newTable('t', { ja: 'a', en: 'a' }, '2D6', 'R');
		const result = applyPaste(draft, 'x\t1\n3\t2', { headerRow: false, headerColumn: true });
		expect(result.errors[0]).toMatchObject({ code: 'grid/row_label' });
	});
});
