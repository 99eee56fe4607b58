import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clone, fakeCrt, fakeSmall } from './fixtures';
import { TableSchema, emptyLayout, parseTable, validateTable } from './index';
import type { Table, TableIssue } from './index';

function errorsOf(json: unknown): TableIssue[] {
	const result = parseTable(json);
	if (result.ok) throw new Error('expected the table to be refused');
	return result.errors;
}

function only(json: unknown, code: string): TableIssue {
	const errors = errorsOf(json);
	const matching = errors.filter((e) => e.code === code);
	expect(matching, JSON.stringify(errors)).toHaveLength(1);
	return matching[0]!;
}

function mutate(f: (t: Record<string, unknown> & Table) => void): unknown {
	const t = clone(fakeSmall()) as Record<string, unknown> & Table;
	f(t);
	return t;
}

describe('parseTable: valid tables', () => {
	it('accepts the synthetic tables and returns them unchanged', () => {
		for (const table of [fakeSmall(), fakeCrt()]) {
			const result = parseTable(clone(table));
			expect(result).toEqual({ ok: true, table });
		}
	});

	it('accepts the example in README.md', () => {
		const readme = readFileSync(fileURLToPath(new URL('./README.md', import.meta.url)), 'utf8');
		const json = /```json\n([\s\S]*?)```/.exec(readme)?.[1];
		expect(json).toBeDefined();
		const result = parseTable(JSON.parse(json!));
		expect(result.ok).toBe(true);
	});

	it('accepts D66 rows that span the non-D66 numbers between decades', () => {
		const table = emptyLayout({
			id: 'test-d66',
			names: { ja: 'テスト', en: 'Test' },
			dice: 'D66',
			rows: [
				{ from: 11, to: 16 },
				{ from: 21, to: 33 },
				{ from: 34, to: 66 }
			],
			columns: [{ id: 'x', label: '' }]
		});
		expect(parseTable(table).ok).toBe(true);
	});

	it('accepts a reference table with labelled rows', () => {
		const table = emptyLayout({
			id: 'test-ref',
			names: { ja: 'テスト', en: 'Test' },
			dice: null,
			rows: [{ label: '森' }, { label: '平地' }],
			columns: [{ id: 'move', label: '移動' }]
		});
		table.cells = [[{ value: 2 }], [{ value: 1 }]];
		expect(parseTable(table).ok).toBe(true);
	});

	it('TableSchema runs the coverage checks too', () => {
		expect(v.safeParse(TableSchema, fakeSmall()).success).toBe(true);
		const broken = mutate((t) => {
			t.rows[1] = { from: 6, to: 6 }; // 5 uncovered
		});
		const result = v.safeParse(TableSchema, broken);
		expect(result.success).toBe(false);
		expect(result.issues?.[0]?.message).toBe('table/row_gap');
		expect(v.getDotPath(result.issues![0]!)).toBe('rows.1');
	});
});

describe('parseTable: refused tables point at the problem', () => {
	it('row gap', () => {
		const issue = only(
			mutate((t) => {
				t.rows[3] = { from: 9, to: 9 }; // 8 uncovered
			}),
			'table/row_gap'
		);
		expect(issue).toMatchObject({ row: 3, path: ['rows', 3], params: { from: 8, to: 8 } });
	});

	it('row gap at the very end points at the last row', () => {
		const issue = only(
			mutate((t) => {
				t.rows[4] = { from: 10, to: 11 };
			}),
			'table/row_gap'
		);
		expect(issue).toMatchObject({ row: 4, params: { from: 12, to: 12 } });
	});

	it('row overlap', () => {
		const issue = only(
			mutate((t) => {
				t.rows[2] = { from: 6, to: 7 };
			}),
			'table/row_overlap'
		);
		expect(issue).toMatchObject({ row: 2, params: { with: 1, from: 6, to: 6 } });
	});

	it('duplicate column id', () => {
		const issue = only(
			mutate((t) => {
				t.columns[2]!.id = 'a';
			}),
			'table/duplicate_column'
		);
		expect(issue).toMatchObject({ column: 2, path: ['columns', 2, 'id'], params: { id: 'a', first: 0 } });
	});

	it('wrong cells shape: a missing row of cells', () => {
		const issue = only(
			mutate((t) => {
				t.cells.pop();
			}),
			'table/cells_shape'
		);
		expect(issue).toMatchObject({ path: ['cells'], params: { expected: 5, actual: 4 } });
	});

	it('wrong cells shape: a row with a cell too many / too few', () => {
		const long = only(
			mutate((t) => {
				t.cells[1]!.push({ value: 9 });
			}),
			'table/cells_shape'
		);
		expect(long).toMatchObject({ row: 1, params: { expected: 3, actual: 4 } });
		const short = only(
			mutate((t) => {
				t.cells[3]!.pop();
			}),
			'table/cell_missing'
		);
		expect(short).toMatchObject({ row: 3, column: 2, path: ['cells', 3, 2] });
	});

	it('bad dice', () => {
		const issue = only(
			mutate((t) => {
				(t as Record<string, unknown>).dice = '3D6';
			}),
			'table/bad_dice'
		);
		expect(issue.path).toEqual(['dice']);
	});

	it('D66 row with 17', () => {
		const table = emptyLayout({
			id: 'test-d66',
			names: { ja: 'テスト', en: 'Test' },
			dice: 'D66',
			columns: [{ id: 'x', label: 'x' }]
		});
		table.rows[5] = { from: 17, to: 17 }; // was 16
		const errors = errorsOf(table);
		const range = errors.find((e) => e.code === 'table/row_out_of_range');
		expect(range).toMatchObject({ row: 5, path: ['rows', 5, 'from'], params: { value: 17, dice: 'D66' } });
		// 16 is now uncovered; the gap is reported at the next row up, the mistyped one.
		expect(errors.find((e) => e.code === 'table/row_gap')).toMatchObject({
			row: 5,
			params: { from: 16, to: 16 }
		});
	});

	it('non-number value', () => {
		const issue = only(
			mutate((t) => {
				(t.cells[2]![1] as Record<string, unknown>).value = '3';
			}),
			'table/cell_invalid'
		);
		expect(issue).toMatchObject({ row: 2, column: 1, path: ['cells', 2, 1, 'value'] });
	});

	it('missing names', () => {
		const issue = only(
			mutate((t) => {
				delete (t as Partial<Table>).names;
			}),
			'table/schema'
		);
		expect(issue.path).toEqual(['names']);
	});

	it('empty English name', () => {
		const issue = only(
			mutate((t) => {
				t.names.en = '';
			}),
			'table/schema'
		);
		expect(issue.path).toEqual(['names', 'en']);
	});

	it('reversed row, bad id, misspelt cell key, blank with a value, ratio order, row kind', () => {
		expect(
			only(
				mutate((t) => {
					t.rows[0] = { from: 4, to: 2 };
				}),
				'table/row_reversed'
			).row
		).toBe(0);
		expect(
			only(
				mutate((t) => {
					t.id = 'Bad ID';
				}),
				'table/bad_id'
			).path
		).toEqual(['id']);
		expect(
			only(
				mutate((t) => {
					t.cells[4]![2] = { vaule: 3 } as Record<string, unknown>;
				}),
				'table/cell_invalid'
			)
		).toMatchObject({ row: 4, column: 2 });
		expect(
			only(
				mutate((t) => {
					t.cells[2]![2] = { blank: true, value: 1 };
				}),
				'table/cell_conflict'
			)
		).toMatchObject({ row: 2, column: 2 });
		expect(
			only(
				mutate((t) => {
					t.columns[2]!.ratio = 2;
				}),
				'table/ratio_order'
			)
		).toMatchObject({ column: 2, params: { ratio: 2, previous: 2 } });
		expect(
			only(
				mutate((t) => {
					t.rows[2] = { label: '7' } as never;
				}),
				'table/row_kind'
			).row
		).toBe(2);
	});

	it('reports several problems at once', () => {
		const errors = errorsOf(
			mutate((t) => {
				t.columns[1]!.id = 'a';
				(t.cells[1]![0] as Record<string, unknown>).value = 'x';
			})
		);
		expect(errors.map((e) => e.code).sort()).toEqual(['table/cell_invalid', 'table/duplicate_column']);
	});

	it('refuses things that are not tables', () => {
		expect(errorsOf(null)[0]!.code).toBe('table/schema');
		expect(errorsOf({ ...fakeSmall(), version: 2 })[0]!.path).toEqual(['version']);
	});
});

describe('validateTable', () => {
	it('requireFilled flags every unfilled cell at its row/column', () => {
		const table = fakeSmall();
		expect(validateTable(table, { requireFilled: false })).toEqual({ ok: true, errors: [] });
		const result = validateTable(table, { requireFilled: true });
		expect(result.ok).toBe(false);
		expect(result.errors).toEqual([{ code: 'table/cell_unfilled', path: ['cells', 4, 2], row: 4, column: 2 }]);
	});

	it('an empty layout is valid but every cell is unfilled', () => {
		const table = emptyLayout({
			id: 'test-layout',
			names: { ja: 'テスト', en: 'Test' },
			dice: '2D6',
			columns: [
				{ id: 'x', label: 'X' },
				{ id: 'y', label: 'Y' }
			]
		});
		expect(table.rows).toHaveLength(11);
		expect(table.cells.flat()).toEqual(Array(22).fill({}));
		expect(validateTable(table).ok).toBe(true);
		expect(validateTable(table, { requireFilled: true }).errors).toHaveLength(22);
	});
});
