import { describe, expect, it } from 'vitest';
import { fakeValue } from './fixtures';
import { lookup, parseCellText, parseGrid, parseRowLabel, ratioFromLabel, tableFromGrid } from './index';
import type { GridTableResult, Table } from './index';

// All numbers below are synthetic (fixtures.ts `fakeValue`), not from any game.
const LABELS = ['1:2以下', '1:1', ...Array.from({ length: 10 }, (_, i) => `${i + 2}:1`)];
const meta = { id: 'test-pasted', names: { ja: 'テスト貼り付け', en: 'Test paste' } };

function okTable(result: GridTableResult): Table {
	if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
	return result.table;
}

function crtTsv({ corner = '2D6', eol = '\r\n' } = {}): string {
	const header = [...(corner === '' && eol === 'omit' ? [] : [corner]), ...LABELS].join('\t');
	const lines = Array.from({ length: 11 }, (_, i) => {
		const t = i + 2;
		return [String(t), ...LABELS.map((_, k) => String(fakeValue(t, k)))].join('\t');
	});
	return [header, ...lines].join(eol) + eol + eol;
}

describe('parseGrid + tableFromGrid: a 13 × 12 ratio chart', () => {
	it('parses into a valid table with ratio columns and 2..12 rows', () => {
		// Full-width digits as some Japanese IMEs type them.
		const text = crtTsv().replace('\t11:1', '\t１１：１');
		const grid = parseGrid(text);
		expect(grid).toMatchObject({ delimiter: 'tab', hasHeaderRow: true, hasHeaderColumn: true, corner: '2D6' });
		expect(grid.headerRow).toEqual(LABELS);
		expect(grid.rowLabels).toEqual(Array.from({ length: 11 }, (_, i) => String(i + 2)));
		expect(grid.body).toHaveLength(11);
		expect(grid.body.every((line) => line.length === 12)).toBe(true);
		expect(grid.issues).toEqual([]);

		const table = okTable(tableFromGrid(grid, { dice: '2D6', ...meta }));
		expect(table.columns.map((c) => c.ratio)).toEqual(Array.from({ length: 12 }, (_, k) => k));
		expect(table.columns.slice(0, 3).map((c) => c.id)).toEqual(['1-2-or-less', '1-1', '2-1']);
		expect(table.columns[11]).toEqual({ id: '11-1', label: '11:1', ratio: 11 });
		expect(table.rows).toEqual(Array.from({ length: 11 }, (_, i) => ({ from: i + 2, to: i + 2 })));
		expect(table.cells[6]![4]).toEqual({ value: fakeValue(8, 4) });
		expect(lookup(table, { ratio: 3, shift: 1, roll: 8 }).value).toBe(fakeValue(8, 4));
		expect(lookup(table, { ratio: 99, roll: 12 }).columnId).toBe('11-1');
	});

	it('also when the top-left corner cell is left out', () => {
		const text = crtTsv().replace(/^2D6\t/, '');
		const grid = parseGrid(text);
		expect(grid.hasHeaderColumn).toBe(true);
		expect(grid.corner).toBeUndefined();
		expect(grid.headerRow).toEqual(LABELS);
		expect(okTable(tableFromGrid(grid, { dice: '2D6', ...meta })).cells).toHaveLength(11);
	});

	it('reports a gap in the row labels at its row', () => {
		const text = crtTsv().replace('\r\n5\t', '\r\n6\t'); // rows 2, 3, 4, 6, 6, 7, …
		const result = tableFromGrid(parseGrid(text), { dice: '2D6', ...meta });
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.table).toBeDefined();
		expect(result.errors.map((e) => [e.code, e.row])).toEqual([
			['table/row_gap', 3],
			['table/row_overlap', 4]
		]);
	});
});

describe('parseGrid: CSV', () => {
	it('handles quoted fields with commas, quotes and line breaks, and CRLF', () => {
		const csv = [
			'出目,結果,備考',
			'2-4,"退却, 混乱","""注意"""',
			'5〜6,1,"二行\r\nの説明"',
			'7,-,',
			'8–9,2 退却,',
			'10以上,×,'
		].join('\r\n');
		const grid = parseGrid(csv);
		expect(grid).toMatchObject({ delimiter: 'comma', hasHeaderRow: true, hasHeaderColumn: true, corner: '出目' });
		expect(grid.headerRow).toEqual(['結果', '備考']);
		expect(grid.rowLabels).toEqual(['2-4', '5〜6', '7', '8–9', '10以上']);
		expect(grid.body[0]).toEqual(['退却, 混乱', '"注意"']);
		expect(grid.body[1]).toEqual(['1', '二行\nの説明']);
		const table = okTable(tableFromGrid(grid, { dice: '2D6', ...meta }));
		expect(table.rows).toEqual([
			{ from: 2, to: 4 },
			{ from: 5, to: 6 },
			{ from: 7, to: 7 },
			{ from: 8, to: 9 },
			{ from: 10, to: 12 }
		]);
		expect(table.cells.map((line) => line[0])).toEqual([
			{ text: '退却, 混乱' },
			{ value: 1 },
			{ blank: true },
			{ value: 2, text: '退却' },
			{ text: '×' }
		]);
		expect(table.cells[2]![1]).toEqual({}); // empty → unfilled
		expect(table.columns.map((c) => c.ratio)).toEqual([undefined, undefined]);
	});

	it('reports an unclosed quote', () => {
		const grid = parseGrid('a,b\n1,"oops\n2,3');
		expect(grid.issues.map((i) => i.code)).toContain('grid/unclosed_quote');
	});
});

describe('tableFromGrid: cell problems carry row and column', () => {
	const text = ['\t1:1\t2:1', '2-6\t1\t3a', '7\t2\t死亡', '8-12\t3\t4'].join('\n');

	it('mixed mode: text is kept, a digit inside text is a warning at its cell', () => {
		const result = tableFromGrid(parseGrid(text), { dice: '2D6', ...meta });
		const table = okTable(result);
		expect(table.cells[0]![1]).toEqual({ text: '3a' });
		expect(table.cells[1]![1]).toEqual({ text: '死亡' });
		expect(result.warnings).toEqual([
			{ code: 'grid/cell_suspect', path: ['cells', 0, 1], row: 0, column: 1, params: { text: '3a' } }
		]);
	});

	it('number mode: every non-numeric cell is an error at its cell', () => {
		const result = tableFromGrid(parseGrid(text), { dice: '2D6', ...meta, cells: 'number' });
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.errors.map((e) => [e.code, e.row, e.column])).toEqual([
			['grid/cell_not_number', 0, 1],
			['grid/cell_not_number', 1, 1]
		]);
	});

	it('a row label that is not a range is an error at its row', () => {
		const result = tableFromGrid(parseGrid(text.replace('\n7\t', '\nseven\t'), { headerColumn: true }), {
			dice: '2D6',
			...meta
		});
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.errors).toEqual([{ code: 'grid/row_label', path: ['rows', 1], row: 1, params: { label: 'seven' } }]);
		expect(result.table).toBeUndefined();
	});
});

describe('tableFromGrid: without a header column', () => {
	it('a bare column of 11 values becomes the 2..12 rows of a 2D6 chart', () => {
		const text = ['結果', ...Array.from({ length: 11 }, (_, i) => String(i % 3)), '', ''].join('\n');
		const grid = parseGrid(text, { headerRow: true });
		expect(grid.hasHeaderColumn).toBe(false);
		const table = okTable(tableFromGrid(grid, { dice: '2D6', ...meta }));
		expect(table.rows).toEqual(Array.from({ length: 11 }, (_, i) => ({ from: i + 2, to: i + 2 })));
		expect(table.columns).toEqual([{ id: 'c1', label: '結果' }]);
		expect(lookup(table, { column: 'c1', roll: 12 }).value).toBe(10 % 3);
	});

	it('values only, no headers: columns c1.., 1D6 rows 1..6', () => {
		const grid = parseGrid('1,2\n2,1\n3,3\n1,1\n2,2\n3,2\n');
		expect(grid).toMatchObject({ hasHeaderRow: false });
		const table = okTable(
			tableFromGrid(parseGrid('1,2\n2,1\n3,3\n1,1\n2,2\n3,2\n', { headerColumn: false }), { dice: '1D6', ...meta })
		);
		expect(table.columns.map((c) => c.id)).toEqual(['c1', 'c2']);
		expect(table.rows).toHaveLength(6);
		expect(table.cells[5]).toEqual([{ value: 3 }, { value: 2 }]);
	});

	it('the wrong number of lines for the dice is an error', () => {
		const result = tableFromGrid(parseGrid('1\n2\n3', { headerColumn: false }), { dice: '2D6', ...meta });
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.errors).toEqual([
			{ code: 'grid/row_count', path: ['rows'], params: { dice: '2D6', expected: 11, actual: 3 } }
		]);
	});
});

describe('labels and cells', () => {
	it('row labels', () => {
		expect(parseRowLabel('2', '2D6')).toEqual({ from: 2, to: 2 });
		expect(parseRowLabel('3-4', '2D6')).toEqual({ from: 3, to: 4 });
		expect(parseRowLabel('3〜4', '2D6')).toEqual({ from: 3, to: 4 });
		expect(parseRowLabel('３～４', '2D6')).toEqual({ from: 3, to: 4 });
		expect(parseRowLabel('11–12', '2D6')).toEqual({ from: 11, to: 12 });
		expect(parseRowLabel('7以上', '2D6')).toEqual({ from: 7, to: 12 });
		expect(parseRowLabel('10+', '2D6')).toEqual({ from: 10, to: 12 });
		expect(parseRowLabel('4以下', '2D6')).toEqual({ from: 2, to: 4 });
		expect(parseRowLabel('96-00', '1D100')).toEqual({ from: 96, to: 100 });
		expect(parseRowLabel('01-05', '1D100')).toEqual({ from: 1, to: 5 });
		expect(parseRowLabel('61-66', 'D66')).toEqual({ from: 61, to: 66 });
		expect(parseRowLabel('seven', '2D6')).toBeUndefined();
		expect(parseRowLabel('', '2D6')).toBeUndefined();
	});

	it('ratios from column labels', () => {
		expect(ratioFromLabel('1:2以下')).toBe(0);
		expect(ratioFromLabel('1:1')).toBe(1);
		expect(ratioFromLabel('10:1')).toBe(10);
		expect(ratioFromLabel('3：1')).toBe(3);
		expect(ratioFromLabel('６:１以上')).toBe(6);
		expect(ratioFromLabel('+2')).toBe(2);
		expect(ratioFromLabel('-1')).toBe(-1);
		expect(ratioFromLabel('歩兵')).toBeUndefined();
	});

	it('cells', () => {
		expect(parseCellText('').cell).toEqual({});
		expect(parseCellText(' 3 ').cell).toEqual({ value: 3 });
		expect(parseCellText('−1').cell).toEqual({ value: -1 });
		expect(parseCellText('１２').cell).toEqual({ value: 12 });
		expect(parseCellText('1.5').cell).toEqual({ value: 1.5 });
		for (const dash of ['-', '−', '—', '－']) expect(parseCellText(dash).cell).toEqual({ blank: true });
		expect(parseCellText('×')).toEqual({ cell: { text: '×' }, notNumber: true, suspect: false });
		expect(parseCellText('死亡').cell).toEqual({ text: '死亡' });
		expect(parseCellText('2 退却').cell).toEqual({ value: 2, text: '退却' });
		expect(parseCellText('1O')).toMatchObject({ suspect: true });
	});

	it('duplicate and empty column labels get unique ids', () => {
		const result = tableFromGrid(parseGrid('A,A,,\n1,2,3\n', { headerRow: true, headerColumn: false }), {
			dice: null,
			...meta
		});
		const table = okTable(result);
		expect(table.columns.map((c) => c.id)).toEqual(['a', 'a-2', 'c3']);
		expect(table.rows).toEqual([{ label: '1' }]);
		expect(result.warnings.map((w) => [w.code, w.column])).toEqual([['grid/column_label_empty', 2]]);
	});

	it('ratio labels that do not increase are kept as columns without ratio, with a warning', () => {
		const result = tableFromGrid(parseGrid('\t1:3\t1:2\t1:1\n2-12\t0\t0\t1\n'), { dice: '2D6', ...meta });
		const table = okTable(result);
		expect(table.columns.map((c) => c.ratio)).toEqual([0, undefined, 1]);
		expect(result.warnings.map((w) => [w.code, w.column])).toEqual([['grid/ratio_ambiguous', 1]]);
	});
});
