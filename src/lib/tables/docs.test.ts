import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { formatTrace, lookup, parseTable } from '$lib/core/tables';
import { checkTablesText } from './files';

// Keeps docs/tables-format.md honest: its examples parse, and the worked lookup is right.
const doc = readFileSync(new URL('../../../docs/tables-format.md', import.meta.url), 'utf8');
const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((b) => !b.includes('…'));

describe('docs/tables-format.md', () => {
	test('has the table example and the export example', () => {
		expect(blocks).toHaveLength(2);
	});

	test('the table example is a valid table and the worked lookup matches', () => {
		const parsed = parseTable(JSON.parse(blocks[0]!));
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		const result = lookup(parsed.table, {
			ratio: 14 / 4,
			roll: { total: 8, faces: [3, 5] },
			explain: { numerator: { value: 14 }, denominator: { value: 4 } }
		});
		const line = formatTrace(result.trace, 'ja');
		expect(doc).toContain(line);
	});

	test('the export example imports', () => {
		const check = checkTablesText(blocks[1]!);
		expect(check.ok).toBe(true);
		if (check.ok) expect(check.slots).toEqual({ 'example/slot': 'example-made-up-chart' });
	});
});
