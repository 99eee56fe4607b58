/**
 * Small pieces the Locke screens share: refs for events, the damage table in use, reading a
 * damage off it, and the trace line shown after each lookup.
 */
import { m } from '$lib/paraglide/messages.js';
import type { EventDraft, Refusal } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import { adoptTable, columnForRatio, needsAdoption, tableHash, type Table } from '$lib/core/tables';
import { lockeTableSlots } from '../data/slots';
import { adoptedFor, character, readChart, readDamageTable, type TableRead } from '../derive';
import { ENDURANCE_ZERO_RATIO } from '../rules';
import type { LockeState } from '../state';
import type { Roll2D6 } from '../events';

/** Records one event, or several as one group (one undo takes them all back). */
export type Dispatch = (events: EventDraft | EventDraft[]) => Promise<Refusal | null>;

/** `{ id, name }` of a character, as events carry it. */
export function refOf(state: LockeState, id: string): { id: string; name: string } {
	return { id, name: character(state, id)?.name ?? id };
}

/** Records the events as one group: all of them or none (kept until Locke moves onto commands). */
export function dispatchAll(dispatch: Dispatch, events: EventDraft[]): Promise<Refusal | null> {
	return dispatch(events);
}

/**
 * The table a lookup uses for a slot: the group's library table when it fills the slot (adopted
 * into the session on first use), else the one this session adopted last (e.g. an imported
 * session), else none — then the person reads the printed chart.
 */
export interface SlotTable {
	table: Table | null;
	hash: string | null;
	/** events to record before the lookup (the adoption, once per table version) */
	adopt: EventDraft[];
}

export function slotTableFor(state: LockeState, slot: string, library: Table | null): SlotTable {
	if (library) {
		const hash = tableHash(library);
		return { table: library, hash, adopt: needsAdoption(state.tables, library) ? [{ type: 'locke/tableAdopted', payload: adoptTable(slot, library) }] : [] };
	}
	const adopted = adoptedFor(state, slot);
	if (adopted) return { table: adopted.table, hash: adopted.hash, adopt: [] };
	return { table: null, hash: null, adopt: [] };
}

const DAMAGE_LAYOUT = lockeTableSlots.find((s) => s.id === 'locke/damage')!.layout;

/** The damage-table column a ratio falls in: the group's table's heading, or the slot layout's. */
export function columnLabel(table: Table | null, ratio: number, locale: Locale): string {
	const t = table ?? DAMAGE_LAYOUT;
	try {
		return columnForRatio(t, ratio).label;
	} catch {
		return ratio === ENDURANCE_ZERO_RATIO ? m.locke_column_rightmost({}, { locale }) : `${ratio}:1`;
	}
}

/** Reads the damage (null table: nothing to read — ask for the printed value). */
export function readDamage(table: Table | null, ratio: number, total: number): TableRead | null {
	if (!table) return null;
	try {
		return readDamageTable(table, ratio, total);
	} catch {
		return null;
	}
}

export function readChartTable(table: Table | null, total: number): TableRead | null {
	if (!table) return null;
	try {
		return readChart(table, total);
	} catch {
		return null;
	}
}

/** 「火力 20 ÷ 耐久 5 = 4 → 4:1 → 格闘 +1 → 5:1 → 2D6 = 7（3+4） → 3」 */
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
		const clamped = (parts.shift ?? 0) !== asked ? (asked > 0 ? m.locke_trace_clamped_right({}, o) : m.locke_trace_clamped_left({}, o)) : '';
		out.push(`${m.locke_trace_melee({}, o)} ${asked > 0 ? '+' : '−'}${Math.abs(asked)}${clamped}`);
		out.push(parts.column);
	}
	if (parts.roll) {
		const faces = parts.roll.faces.length === 2 ? (locale === 'ja' ? `（${parts.roll.faces.join('+')}）` : ` (${parts.roll.faces.join('+')})`) : '';
		out.push(`2D6 = ${parts.roll.total}${faces}`);
	}
	if (parts.result !== null) out.push(parts.result);
	return out.join(' → ');
}

/** A DiceRoll from DiceEntry as the 2D6 events record it (null if it is not a 2D6 roll). */
export function asRoll2D6(roll: { spec: string; total: number; faces: number[]; source: 'app' | 'table' } | null): Roll2D6 | null {
	if (!roll || roll.spec !== '2D6' || roll.total < 2 || roll.total > 12) return null;
	const faces = roll.faces.length === 2 ? ([roll.faces[0]!, roll.faces[1]!] as [number, number]) : ([] as []);
	return { spec: '2D6', total: roll.total, faces, source: roll.source };
}

/** Reads a whole number from a text field (full-width digits allowed); null if it is not one. */
export function wholeNumber(text: string): number | null {
	const t = text.trim().replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
	return /^\d{1,4}$/.test(t) ? Number(t) : null;
}

export function newId(): string {
	return crypto.randomUUID().slice(0, 8);
}

/**
 * The damage read for an event: from the table when its cell has a number (a blank cell is 0);
 * otherwise the number typed off the printed chart (or, for a text-only cell, the number the
 * person gives for that text). Null until there is a roll and a value.
 */
export function computeRead(
	table: Table | null,
	hash: string | null,
	ratio: number,
	roll: Roll2D6 | null,
	typed: string
): { read: import('../events').DamageRead | null; auto: TableRead | null; needsTyping: boolean } {
	if (!roll) return { read: null, auto: null, needsTyping: false };
	const auto = readDamage(table, ratio, roll.total);
	if (auto?.ok && auto.value !== null && hash) return { read: { roll, value: auto.value, source: 'table', hash }, auto, needsTyping: false };
	const value = wholeNumber(typed);
	if (auto?.ok && hash) return { read: value === null ? null : { roll, value, source: 'table', hash }, auto, needsTyping: true };
	return { read: value === null ? null : { roll, value, source: 'printed', hash: null }, auto, needsTyping: true };
}
