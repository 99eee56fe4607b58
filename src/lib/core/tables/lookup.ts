import { isOutcome, isRangeRow, outcomesOf, rowLabel } from './outcomes';
import type { Column, LookupInput, LookupResult, Table, TraceStep } from './types';

/**
 * Index of the column a ratio falls in: the column with the greatest `ratio` ≤ the given
 * ratio (so 3.5 → the `3:1` column, and a missing 4:1 column makes 4 fall into 3:1).
 * Below the first ratio column → the first; beyond the last (or Infinity) → the last.
 * Columns without a `ratio` are never picked. Throws RangeError for NaN or a table
 * without any ratio column.
 */
export function columnIndexForRatio(table: Table, ratio: number): number {
	if (Number.isNaN(ratio)) throw new RangeError(`columnForRatio: ratio is NaN (table "${table.id}")`);
	let first: number | undefined;
	let best: number | undefined;
	table.columns.forEach((col, i) => {
		if (col.ratio === undefined) return;
		if (first === undefined) first = i;
		if (col.ratio <= ratio) best = i;
	});
	if (first === undefined) {
		throw new RangeError(`columnForRatio: table "${table.id}" has no column with a ratio`);
	}
	return best ?? first;
}

/** The column a ratio falls in (see `columnIndexForRatio`). */
export function columnForRatio(table: Table, ratio: number): Column {
	return table.columns[columnIndexForRatio(table, ratio)]!;
}

/**
 * Where a column shift ends. `start + shift`, kept within [left, right] — except that a
 * start already outside the clamps is never pushed further out nor pulled back in by a
 * shift that points away from the clamps: a right shift from beyond `right` stays put,
 * and a left shift from beyond `left` stays put. Properties (tested):
 *  - a start inside the clamps ends inside them;
 *  - |end − start| ≤ |shift| and the end lies between start and start + shift (no column
 *    is skipped, the move is never in the wrong direction);
 *  - the end is monotone in shift.
 */
export function shiftColumn(
	start: number,
	shift: number,
	left: number,
	right: number
): { index: number; clamped?: 'left' | 'right' } {
	const target = start + shift;
	if (shift > 0) {
		if (start >= right) return { index: start, clamped: 'right' };
		return target > right ? { index: right, clamped: 'right' } : { index: target };
	}
	if (shift < 0) {
		if (start <= left) return { index: start, clamped: 'left' };
		return target < left ? { index: left, clamped: 'left' } : { index: target };
	}
	return { index: start };
}

/**
 * Look a result up.
 *
 * Column: exactly one of `column` (id) or `ratio`; then `shift` columns right (+) or
 * left (−), within `clampLeft` / `clampRight` (see `shiftColumn`).
 * Row: the row whose `from`..`to` contains the roll total; for a reference table
 * (`dice: null`) give `row` (an index) instead of `roll`.
 *
 * Returns the cell as stored plus `value` / `text` for convenience; `unfilled` is true for a
 * layout slot nobody has filled in yet (the caller shows "?" rather than a result).
 * Throws RangeError (with a message naming the problem) on a bad input.
 */
export function lookup(table: Table, input: LookupInput): LookupResult {
	const trace: TraceStep[] = [];
	const hasColumn = input.column !== undefined;
	const hasRatio = input.ratio !== undefined;
	if (hasColumn === hasRatio) {
		throw new RangeError(
			`lookup: give exactly one of "column" or "ratio" (table "${table.id}"; got ${hasColumn ? 'both' : 'neither'})`
		);
	}

	// 1. Starting column.
	let start: number;
	if (input.column !== undefined) {
		start = columnIndex(table, input.column, 'column');
		const col = table.columns[start]!;
		trace.push({ kind: 'column', columnId: col.id, label: col.label, via: 'named' });
	} else {
		const ratio = input.ratio!;
		const ctx = input.explain;
		trace.push({
			kind: 'ratio',
			ratio,
			...(ctx?.numerator && { numerator: ctx.numerator.value }),
			...(ctx?.numerator?.label && { numeratorLabel: ctx.numerator.label }),
			...(ctx?.denominator && { denominator: ctx.denominator.value }),
			...(ctx?.denominator?.label && { denominatorLabel: ctx.denominator.label })
		});
		start = columnIndexForRatio(table, ratio);
		const col = table.columns[start]!;
		trace.push({ kind: 'column', columnId: col.id, label: col.label, via: 'ratio' });
	}

	// 2. Shift within the clamps.
	const shift = input.shift ?? 0;
	if (!Number.isInteger(shift)) {
		throw new RangeError(`lookup: shift must be an integer, got ${shift} (table "${table.id}")`);
	}
	const left = input.clampLeft === undefined ? 0 : columnIndex(table, input.clampLeft, 'clampLeft');
	const right =
		input.clampRight === undefined ? table.columns.length - 1 : columnIndex(table, input.clampRight, 'clampRight');
	if (left > right) {
		throw new RangeError(
			`lookup: clampLeft "${input.clampLeft ?? ''}" is right of clampRight "${input.clampRight ?? ''}" (table "${table.id}")`
		);
	}
	let columnIdx = start;
	if (shift !== 0) {
		const moved = shiftColumn(start, shift, left, right);
		columnIdx = moved.index;
		const to = table.columns[columnIdx]!;
		trace.push({
			kind: 'shift',
			by: shift,
			...(input.explain?.shiftReason && { reason: input.explain.shiftReason }),
			from: table.columns[start]!.id,
			to: to.id,
			toLabel: to.label,
			...(moved.clamped && { clamped: moved.clamped })
		});
	}

	// 3. Row.
	const rowIndex = findRow(table, input, trace);

	// 4. Cell.
	const cell = table.cells[rowIndex]?.[columnIdx];
	if (cell === undefined) {
		throw new RangeError(
			`lookup: table "${table.id}" has no cell at row ${rowIndex}, column ${columnIdx} (cells are not rows × columns)`
		);
	}
	const unfilled = cell.value === undefined && cell.text === undefined && cell.blank === undefined;
	trace.push({
		kind: 'result',
		...(cell.value !== undefined && { value: cell.value }),
		...(cell.text !== undefined && { text: cell.text }),
		...(cell.blank && { blank: true as const }),
		...(unfilled && { unfilled: true as const })
	});
	return {
		cell,
		value: cell.value,
		text: cell.text,
		unfilled,
		columnId: table.columns[columnIdx]!.id,
		columnIndex: columnIdx,
		rowIndex,
		trace
	};
}

function columnIndex(table: Table, id: string, what: string): number {
	const index = table.columns.findIndex((c) => c.id === id);
	if (index < 0) {
		throw new RangeError(
			`lookup: unknown ${what} id "${id}" in table "${table.id}" (columns: ${table.columns
				.map((c) => c.id)
				.join(', ')})`
		);
	}
	return index;
}

function findRow(table: Table, input: LookupInput, trace: TraceStep[]): number {
	if (table.dice === null) {
		if (input.roll !== undefined) {
			throw new RangeError(
				`lookup: table "${table.id}" has no dice (a reference table); give "row" (an index), not "roll"`
			);
		}
		const row = input.row;
		if (row === undefined || !Number.isInteger(row) || row < 0 || row >= table.rows.length) {
			throw new RangeError(
				`lookup: row ${String(row)} is not a row index of table "${table.id}" (0–${table.rows.length - 1})`
			);
		}
		trace.push({ kind: 'row', rowIndex: row, label: rowLabel(table.rows[row]!) });
		return row;
	}

	if (input.row !== undefined) {
		throw new RangeError(`lookup: table "${table.id}" is indexed by ${table.dice}; give "roll", not "row"`);
	}
	if (input.roll === undefined) {
		throw new RangeError(`lookup: table "${table.id}" needs a ${table.dice} roll`);
	}
	const roll = typeof input.roll === 'number' ? { total: input.roll } : input.roll;
	const total = roll.total;
	const rowIndex = table.rows.findIndex((r) => isRangeRow(r) && r.from <= total && total <= r.to);
	if (!isOutcome(table.dice, total) || rowIndex < 0) {
		throw new RangeError(
			`lookup: roll ${total} is outside every row of table "${table.id}" (${table.dice}: ${validRange(table)})`
		);
	}
	trace.push({
		kind: 'roll',
		dice: table.dice,
		total,
		...(roll.faces && roll.faces.length > 0 && { faces: [...roll.faces] }),
		...(roll.source && { source: roll.source })
	});
	return rowIndex;
}

/** "2–12", or for D66 "11–16, 21–26, …, 61–66". */
function validRange(table: Table): string {
	if (table.dice === null) return '';
	const all = outcomesOf(table.dice);
	if (table.dice === 'D66') return '11–16, 21–26, 31–36, 41–46, 51–56, 61–66';
	return `${all[0]}–${all[all.length - 1]}`;
}
