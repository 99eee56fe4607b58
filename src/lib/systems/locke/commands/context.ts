/**
 * What a Locke command gets besides the state and the intent: a random source and, per table
 * slot, the table a lookup uses (the group's, else the one the session adopted last, else none —
 * then the person reads the printed chart). Pure helpers to read a damage or a chart through it.
 */
import type { Rng } from '$lib/core/dice';
import type { Readings } from '$lib/core/readings';
import { tableHash, type Table } from '$lib/core/tables';
import { missingDamageColumn, readChart, readDamageTable, type TableRead } from '../derive';
import type { DamageColumn } from '../rules';
import type { DamageRead, Roll2D6 } from '../events';
import { LOCKE_DAMAGE_SLOT } from '../data/slots';

export interface LockeContext {
	random: Rng;
	tables: Readonly<Record<string, Table | null>>;
	/** The reading in force for each open point (`deck_out_deal`, the deck-out house rule). */
	readings: Readings;
}

/** A damage read as a command computes it: what the table says, and what goes in the event. */
export interface PlannedRead {
	/** the table's cell (null: no table, or the cell could not be read) */
	auto: TableRead | null;
	/** the person must type the value: no table, or a text-only cell */
	needsTyping: boolean;
	/** the read to record; null until there is a roll (and a typed value when one is needed) */
	read: DamageRead | null;
	/** the heading of the column the group's table lacks (then the value is typed off the printed chart) */
	missing: string | null;
}

function safely<T>(read: () => T): T | null {
	try {
		return read();
	} catch {
		return null;
	}
}

/** No damage read at all (no hit, or no counterattack): reads no table, so none is adopted. */
export const NO_READ: PlannedRead = Object.freeze({ auto: null, needsTyping: false, read: null, missing: null });

/**
 * The damage for a column and a 2D6 roll (§5.1): from the slot's table when its cell has a
 * number (a blank cell is 0); otherwise the number typed off the printed chart (or given for a
 * text-only cell, or for a column the table lacks — named before the roll too).
 */
export function planRead(
	tables: LockeContext['tables'],
	column: DamageColumn,
	roll: Roll2D6 | null,
	typed: number | null
): PlannedRead {
	const table = tables[LOCKE_DAMAGE_SLOT] ?? null;
	// A column the group's table lacks reads like an empty cell: the value off the printed chart.
	const missing = table ? safely(() => missingDamageColumn(table, column)) : null;
	if (!roll) return { ...NO_READ, missing };
	const auto = table ? safely(() => readDamageTable(table, column, roll.total)) : null;
	const hash = table ? tableHash(table) : null;
	if (auto?.ok && auto.value !== null && hash)
		return { auto, needsTyping: false, read: { roll, value: auto.value, source: 'table', hash }, missing: null };
	const value = typed;
	if (auto?.ok && hash)
		return {
			auto,
			needsTyping: true,
			read: value === null ? null : { roll, value, source: 'table', hash },
			missing: null
		};
	return {
		auto,
		needsTyping: true,
		read: value === null ? null : { roll, value, source: 'printed', hash: null },
		missing
	};
}

/** A one-column chart (実はそこにいた etc.) read for a 2D6 total; null without a table. */
export function planChart(
	tables: LockeContext['tables'],
	slot: string,
	total: number
): { auto: TableRead | null; hash: string | null } {
	const table = tables[slot] ?? null;
	if (!table) return { auto: null, hash: null };
	return { auto: safely(() => readChart(table, total)), hash: tableHash(table) };
}
