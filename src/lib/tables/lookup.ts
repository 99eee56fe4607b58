/*
 * The quick lookup form (/tables/lookup) as plain data: what the person chose becomes a
 * `LookupInput`, and the column, the result and its chance come from core/tables (`lookup`,
 * `columnForRatio`, `columnOdds`). The column rule — ratio, shift, clamps — lives only there.
 */
import { readAmount } from '$lib/core/numbers';
import {
	columnForRatio,
	columnOdds,
	isRangeRow,
	lookup,
	type Column,
	type LookupInput,
	type LookupResult,
	type OddsEntry,
	type Table,
	type TraceStep
} from '$lib/core/tables';

/** What the lookup form holds (text as typed). */
export interface LookupForm {
	mode: 'column' | 'ratio';
	columnId: string;
	numerator: string;
	denominator: string;
	shift: number;
	/** Column ids, '' for no clamp. */
	clampLeft: string;
	clampRight: string;
}

export const emptyLookupForm = (table: Table | undefined): LookupForm => ({
	mode: 'column',
	columnId: table?.columns[0]?.id ?? '',
	numerator: '',
	denominator: '',
	shift: 0,
	clampLeft: '',
	clampRight: ''
});

/** numerator ÷ denominator, ∞ for a zero denominator (the rightmost ratio column); null when either is not a number. */
export function formRatio(form: LookupForm): number | null {
	const a = readAmount(form.numerator);
	const b = readAmount(form.denominator);
	if (a === null || b === null) return null;
	return b === 0 ? Infinity : a / b;
}

/** The column a typed ratio falls in, before any shift; null when the ratio is not readable. */
export function ratioColumn(table: Table, form: LookupForm): Column | null {
	const ratio = formRatio(form);
	return ratio === null ? null : columnForRatio(table, ratio);
}

/** The form as a lookup input without the dice; null while the column is not chosen yet. */
export function lookupInput(table: Table, form: LookupForm): LookupInput | null {
	const input: LookupInput = {};
	if (form.mode === 'ratio') {
		const ratio = formRatio(form);
		if (ratio === null) return null;
		input.ratio = ratio;
		input.explain = {
			numerator: { value: readAmount(form.numerator) ?? 0 },
			denominator: { value: readAmount(form.denominator) ?? 0 }
		};
	} else {
		if (!table.columns.some((c) => c.id === form.columnId)) return null;
		input.column = form.columnId;
	}
	if (form.shift !== 0) input.shift = form.shift;
	if (form.clampLeft) input.clampLeft = form.clampLeft;
	if (form.clampRight) input.clampRight = form.clampRight;
	return input;
}

/** The left clamp lies right of the right clamp: no lookup can be made (`lookup` refuses it). */
export function clampsCrossed(table: Table, form: LookupForm): boolean {
	if (!form.clampLeft || !form.clampRight) return false;
	const index = (id: string) => table.columns.findIndex((c) => c.id === id);
	return index(form.clampLeft) > index(form.clampRight);
}

/**
 * The column the lookup ends in (after ratio, shift and clamps), known before the dice: the
 * column never depends on the row, so `lookup` is asked with the first row and only its column
 * steps are kept. Null when `lookup` refuses the input (crossed clamps, say).
 */
export function lookupColumn(table: Table, input: LookupInput): { index: number; trace: TraceStep[] } | null {
	const first = table.rows[0];
	if (!first) return null;
	const probe: LookupInput =
		table.dice === null ? { ...input, row: 0 } : { ...input, roll: isRangeRow(first) ? first.from : 0 };
	try {
		const result = lookup(table, probe);
		return {
			index: result.columnIndex,
			trace: result.trace.filter((s) => s.kind === 'ratio' || s.kind === 'column' || s.kind === 'shift')
		};
	} catch (err) {
		if (err instanceof RangeError) return null;
		throw err;
	}
}

export type LookupOutcome = { ok: true; value: LookupResult } | { ok: false; message: string };

/** The full lookup with the dice (or the row of a table without dice); a refusal keeps its reason. */
export function runLookup(table: Table, input: LookupInput, at: Pick<LookupInput, 'roll' | 'row'>): LookupOutcome {
	try {
		return { ok: true, value: lookup(table, { ...input, ...at }) };
	} catch (err) {
		if (err instanceof RangeError) return { ok: false, message: err.message };
		throw err;
	}
}

/** The chance of the result just looked up, in its column (with every row that gives it); null without dice. */
export function resultChance(table: Table, result: LookupResult): OddsEntry | null {
	if (table.dice === null) return null;
	return columnOdds(table, result.columnId).find((e) => e.rows.includes(result.rowIndex)) ?? null;
}
