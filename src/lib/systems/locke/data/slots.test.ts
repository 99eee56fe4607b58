import { describe, expect, it } from 'vitest';
import {
	columnForRatio,
	lookup,
	parseGrid,
	parseTable,
	tableFromGrid,
	validateTable,
	type RangeRow
} from '$lib/core/tables';
import { damageRatio, lookupRatio } from '../rules';
import { LOCKE_DAMAGE_SLOT, lockeTableSlots } from './slots';

const TWO_D6 = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe('lockeTableSlots', () => {
	it('has the four slots, ids `locke/<name>`, names and hints in both languages', () => {
		expect(lockeTableSlots.map((s) => s.id)).toEqual([
			'locke/damage',
			'locke/sokoni',
			'locke/ikiteita',
			'locke/zanryu'
		]);
		for (const s of lockeTableSlots) {
			expect(s.names.ja).not.toBe('');
			expect(s.names.en).not.toBe('');
			expect(s.hint?.ja).toBeTruthy();
			expect(s.hint?.en).toBeTruthy();
		}
	});

	it.each(lockeTableSlots.map((s) => [s.id, s] as const))(
		'%s: the layout parses, 2D6, one row per result, every cell unfilled',
		(_id, slot) => {
			const parsed = parseTable(JSON.parse(JSON.stringify(slot.layout)));
			expect(parsed).toEqual({ ok: true, table: slot.layout });
			expect(slot.layout.dice).toBe('2D6');
			for (const total of TWO_D6) {
				const rows = (slot.layout.rows as RangeRow[]).filter((r) => r.from <= total && total <= r.to);
				expect(rows, `2D6 = ${total}`).toHaveLength(1);
			}
			expect(slot.layout.rows).toHaveLength(11);
			for (const row of slot.layout.cells) for (const cell of row) expect(cell).toEqual({});
			// requireFilled flags every cell: rows × columns
			const strict = validateTable(slot.layout, { requireFilled: true });
			expect(strict.errors.filter((e) => e.code === 'table/cell_unfilled')).toHaveLength(
				11 * slot.layout.columns.length
			);
		}
	);

	it('the charts have one column', () => {
		for (const s of lockeTableSlots.filter((s) => s.id !== LOCKE_DAMAGE_SLOT)) expect(s.layout.columns).toHaveLength(1);
	});

	const damage = lockeTableSlots.find((s) => s.id === LOCKE_DAMAGE_SLOT)!.layout;

	it('damage: columns 1:2以下 (ratio 0), 1:1 … 10:1 (ratios 1–10), then 20:1以上 named by the seed', () => {
		expect(damage.columns.map((c) => c.ratio)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20]);
		expect(damage.columns.map((c) => c.label)).toEqual([
			'1:2以下',
			'1:1',
			'2:1',
			'3:1',
			'4:1',
			'5:1',
			'6:1',
			'7:1',
			'8:1',
			'9:1',
			'10:1',
			'20:1以上'
		]);
		expect(new Set(damage.columns.map((c) => c.id)).size).toBe(damage.columns.length);
	});

	it('damage: rules ratios land in the expected column; endurance 0 reads the rightmost', () => {
		expect(columnForRatio(damage, lookupRatio(damageRatio(14, 4))).label).toBe('3:1');
		expect(columnForRatio(damage, lookupRatio(damageRatio(2, 3))).label).toBe('1:2以下');
		expect(columnForRatio(damage, lookupRatio(damageRatio(40, 2))).label).toBe('20:1以上');
		expect(columnForRatio(damage, lookupRatio(damageRatio(5, 0))).label).toBe('20:1以上');
		const r = lookup(damage, { ratio: lookupRatio(damageRatio(14, 4)), roll: 7 });
		expect(r.unfilled).toBe(true);
		expect(r.value).toBeUndefined();
	});
});

describe('slot column ids match what a pasted chart gets', () => {
	it('damage headers and a one-column chart', () => {
		const header = ['', ...lockeTableSlots[0]!.layout.columns.map((c) => c.label)].join('\t');
		const body = TWO_D6.map((n) => [String(n), ...lockeTableSlots[0]!.layout.columns.map(() => '1')].join('\t'));
		const pasted = tableFromGrid(parseGrid([header, ...body].join('\n')), {
			dice: '2D6',
			id: 'x',
			names: { ja: 'x', en: 'x' }
		});
		expect(pasted.ok && pasted.table.columns.map((c) => c.id)).toEqual(
			lockeTableSlots[0]!.layout.columns.map((c) => c.id)
		);
		const chart = tableFromGrid(parseGrid(TWO_D6.map(() => 'a').join('\n')), {
			dice: '2D6',
			id: 'y',
			names: { ja: 'y', en: 'y' }
		});
		expect(chart.ok && chart.table.columns.map((c) => c.id)).toEqual(['c1']);
		for (const s of lockeTableSlots.slice(1)) expect(s.layout.columns.map((c) => c.id)).toEqual(['c1']);
	});
});
