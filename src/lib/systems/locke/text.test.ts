import { describe, expect, it } from 'vitest';
import { emptyLayout } from '$lib/core/tables';
import { RIGHTMOST_COLUMN, damageRatio } from './rules';
import { chartColumnLabel, columnLabel, facesText, traceLine } from './text';

describe('columnLabel — one heading for a damage-table column, in the log, the screens and the reference', () => {
	it('names the seed’s columns: 1:2以下, k:1, 20:1以上, and the rightmost column (endurance 0)', () => {
		expect(columnLabel(damageRatio(2, 5), 'ja')).toBe('1:2以下');
		expect(columnLabel(damageRatio(14, 4), 'ja')).toBe('3:1');
		expect(columnLabel(damageRatio(100, 6), 'ja')).toBe('16:1');
		expect(columnLabel(damageRatio(40, 2), 'ja')).toBe('20:1以上');
		expect(columnLabel(damageRatio(3, 0), 'ja')).toBe('最右列');
		expect(columnLabel(0, 'en')).toBe('1:2 or less');
		expect(columnLabel(RIGHTMOST_COLUMN, 'en')).toBe('rightmost column');
	});

	it('uses the group’s own heading when its table has ratio columns; the rightmost is its last; a seed column it lacks is named, not its neighbour (issue 22 point 14)', () => {
		const table = emptyLayout({
			id: 't',
			names: { ja: '表', en: 'Table' },
			dice: '2D6',
			columns: [
				{ id: 'low', label: '〜1:1', ratio: 0 },
				{ id: 'mid', label: '2〜5', ratio: 2 },
				{ id: 'high', label: '6〜', ratio: 6 }
			]
		});
		expect(columnLabel(2, 'ja', table)).toBe('2〜5');
		expect(columnLabel(4, 'ja', table)).toBe('4:1');
		expect(columnLabel(RIGHTMOST_COLUMN, 'ja', table)).toBe('6〜');
	});

	it('on the chart in play without a group table, reads the slot layout: 11–19 fall in 10:1, the rightmost is 20:1以上', () => {
		expect(chartColumnLabel(15, 'ja', null)).toBe('10:1');
		expect(chartColumnLabel(RIGHTMOST_COLUMN, 'ja', null)).toBe('20:1以上');
	});
});

describe('facesText and traceLine', () => {
	it('writes the faces after the total in each language, nothing when only the total was typed', () => {
		expect(facesText({ spec: '2D6', total: 7, faces: [3, 4], source: 'app' }, 'ja')).toBe('（3+4）');
		expect(facesText({ spec: '2D6', total: 7, faces: [3, 4], source: 'app' }, 'en')).toBe(' (3+4)');
		expect(facesText({ spec: '2D6', total: 7, faces: [], source: 'table' }, 'ja')).toBe('');
	});

	it('traces a melee lookup step by step, saying where a clamp stopped the shift', () => {
		const line = traceLine(
			{
				firepower: 20,
				divisor: 5,
				divisorIsFirepower: true,
				baseColumn: '4:1',
				shift: 1,
				shiftAsked: 1,
				column: '5:1',
				roll: { spec: '2D6', total: 7, faces: [3, 4], source: 'app' },
				result: '3'
			},
			'ja'
		);
		expect(line).toBe('火力 20 ÷ 火力 5 → 4:1 → 格闘 +1 → 5:1 → 2D6 = 7（3+4） → 3');
		const clamped = traceLine(
			{
				firepower: null,
				divisor: null,
				baseColumn: '9:1',
				shift: 1,
				shiftAsked: 3,
				column: '10:1',
				roll: null,
				result: null
			},
			'en'
		);
		expect(clamped).toBe('9:1 → Melee +3 (stops at 10:1) → 10:1');
	});
});
