/**
 * Small texts the Locke log, screens and reference share, each made in one place: a damage-table
 * column's heading, a 2D6 roll's faces, and the trace line shown after a lookup.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import { columnForRatio, type Table } from '$lib/core/tables';
import { DAMAGE_COLUMNS, lockeTableSlots } from './data/slots';
import { RIGHTMOST_COLUMN, lookupRatio, type DamageColumn } from './rules';
import { missingDamageColumn } from './derive';
import type { Roll2D6 } from './events';

/** The slot's widest column, 「20:1以上」: ratios from 20 up fall in it. */
const WIDEST = DAMAGE_COLUMNS.at(-1)!;

/**
 * The heading of a damage-table column: the group's table's own heading when there is a table
 * with ratio columns — and the seed's heading of a column that table lacks (it is not read in a
 * neighbour: `missingDamageColumn`); otherwise the seed's notation — 「1:2以下」, 「k:1」 (11–19 kept
 * as the integer ratio, open point `columns_beyond_10`), 「20:1以上」, or the rightmost column.
 */
export function columnLabel(column: DamageColumn, locale: Locale, table: Table | null = null): string {
	const o = { locale };
	if (table) {
		try {
			return missingDamageColumn(table, column) ?? columnForRatio(table, lookupRatio(column)).label;
		} catch {
			// a group table without ratio columns: name the column the seed's way
		}
	}
	if (column === RIGHTMOST_COLUMN) return m.locke_column_rightmost({}, o);
	if (column === 0) return m.locke_column_half_or_less({}, o);
	if (column >= WIDEST.ratio!) return WIDEST.label;
	return `${column}:1`;
}

const DAMAGE_LAYOUT = lockeTableSlots.find((s) => s.id === 'locke/damage')!.layout;

/**
 * The column to read on the chart in play: the group's table's heading, else the slot layout's
 * (the seed's columns, so 11–19 read 10:1 and the rightmost is 「20:1以上」, as the slot hint says).
 */
export function chartColumnLabel(column: DamageColumn, locale: Locale, table: Table | null): string {
	return columnLabel(column, locale, table ?? DAMAGE_LAYOUT);
}

/** The faces of a 2D6 roll as written after its total: 「（3+4）」, " (3+4)"; nothing when only the total was typed. */
export function facesText(roll: Roll2D6, locale: Locale): string {
	if (roll.faces.length !== 2) return '';
	const faces = roll.faces.join('+');
	return locale === 'ja' ? `（${faces}）` : ` (${faces})`;
}

/** 「火力 20 ÷ 耐久 5 → 4:1 → 格闘 +1 → 5:1 → 2D6 = 7（3+4） → 3」 */
export function traceLine(
	parts: {
		firepower: number | null;
		divisor: number | null;
		divisorIsFirepower?: boolean;
		baseColumn: string;
		/** the column shift applied */
		shift?: number;
		/** the shift asked for ([格闘:X] difference), when a clamp may have stopped it */
		shiftAsked?: number;
		column: string;
		roll: Roll2D6 | null;
		result: string | null;
	},
	locale: Locale
): string {
	const o = { locale };
	const out: string[] = [];
	if (parts.firepower !== null && parts.divisor !== null) {
		const div = parts.divisorIsFirepower ? m.locke_trace_firepower({}, o) : m.locke_trace_endurance({}, o);
		out.push(`${m.locke_trace_firepower({}, o)} ${parts.firepower} ÷ ${div} ${parts.divisor}`);
	}
	out.push(parts.baseColumn);
	const asked = parts.shiftAsked ?? parts.shift ?? 0;
	if (asked) {
		const clamped =
			(parts.shift ?? 0) !== asked
				? asked > 0
					? m.locke_trace_clamped_right({}, o)
					: m.locke_trace_clamped_left({}, o)
				: '';
		out.push(`${m.locke_trace_melee({}, o)} ${asked > 0 ? '+' : '−'}${Math.abs(asked)}${clamped}`);
		out.push(parts.column);
	}
	if (parts.roll) out.push(`2D6 = ${parts.roll.total}${facesText(parts.roll, locale)}`);
	if (parts.result !== null) out.push(parts.result);
	return out.join(' → ');
}
