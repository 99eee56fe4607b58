/**
 * Types of the lookup-table engine. Plain data, JSON-serialisable.
 * See README.md in this folder for the file format.
 */

/** The dice that can index the rows of a table. `null` = a reference table (labelled rows). */
export type TableDice = '2D6' | '1D6' | 'D66' | '1D100';

export type Locale = 'ja' | 'en';

/** A text in both UI languages. */
export interface LocalizedText {
	ja: string;
	en: string;
}

/** A row picked by a dice result: every result `from`..`to` (inclusive) lands here. */
export interface RangeRow {
	from: number;
	to: number;
}

/** A row of a reference table (`dice: null`): picked by the player, not by dice. */
export interface LabelRow {
	label: string;
}

export type Row = RangeRow | LabelRow;

export interface Column {
	/** Unique within the table. */
	id: string;
	/** As printed, e.g. `3:1`, `1:2以下`. */
	label: string;
	/**
	 * The integer ratio this column stands for (`1:2以下` → 0, `1:1` → 1, `3:1` → 3).
	 * Optional; where given, ratios must increase strictly from left to right.
	 */
	ratio?: number;
}

/**
 * One cell. A number, a short text, or both. `blank: true` marks a cell that is printed
 * empty (e.g. "—"). A cell with none of value / text / blank is *unfilled*: a layout slot
 * waiting for someone to copy the printed chart.
 */
export interface Cell {
	value?: number;
	text?: string;
	note?: string;
	blank?: true;
}

export interface Table {
	format: 'sidetable.table';
	version: 1;
	/** Slug: `[a-z0-9-]+`. */
	id: string;
	names: LocalizedText;
	dice: TableDice | null;
	rows: Row[];
	columns: Column[];
	/** `cells[row][column]`, rows × columns. */
	cells: Cell[][];
	source?: string;
	notes?: string;
}

/**
 * A problem found in a table (or a pasted grid). `path` points into the JSON
 * (e.g. `['cells', 3, 1, 'value']`); `row` / `column` are indexes into `rows` / `columns`
 * (= `cells[row][column]`) so that an editor can flag the place.
 */
export interface TableIssue {
	code: string;
	path: (string | number)[];
	row?: number;
	column?: number;
	params?: Record<string, string | number>;
}

/** The dice result given to `lookup`. A bare number is the total. */
export type RollInput =
	| number
	| {
			total: number;
			/** The single dice, when known (app roll or typed in). For D66: [tens, ones]. */
			faces?: number[];
			/** `app`: rolled by the app; `table`: rolled on the real table and typed in. */
			source?: 'app' | 'table';
	  };

/** Context labels for the explanation ("火力 14 ÷ 耐久 4"). Only used for the trace. */
export interface TraceContext {
	numerator?: { label?: LocalizedText; value: number };
	denominator?: { label?: LocalizedText; value: number };
	/** Why the column shift happens, e.g. {ja:'格闘', en:'Melee'}. */
	shiftReason?: LocalizedText;
}

export interface LookupInput {
	/** Column id. Exactly one of `column` / `ratio`. */
	column?: string;
	/** Ratio; picks the column with the greatest ratio ≤ this (see `columnForRatio`). */
	ratio?: number;
	/** Column shift: +n = n columns right, −n = n columns left. Integer. Default 0. */
	shift?: number;
	/** Column id the shift can never go left of (default: the leftmost column). */
	clampLeft?: string;
	/** Column id the shift can never go right of (default: the rightmost column). */
	clampRight?: string;
	/** The dice result. Required when the table has dice. */
	roll?: RollInput;
	/** Row index, for reference tables (`dice: null`) only, instead of `roll`. */
	row?: number;
	explain?: TraceContext;
}

export type TraceStep =
	| {
			kind: 'ratio';
			ratio: number;
			numerator?: number;
			denominator?: number;
			numeratorLabel?: LocalizedText;
			denominatorLabel?: LocalizedText;
	  }
	| { kind: 'column'; columnId: string; label: string; via: 'ratio' | 'named' }
	| {
			kind: 'shift';
			/** The shift asked for. */
			by: number;
			reason?: LocalizedText;
			from: string;
			to: string;
			toLabel: string;
			/** `right` / `left` when a clamp stopped (part of) the shift. */
			clamped?: 'right' | 'left';
	  }
	| {
			kind: 'roll';
			dice: TableDice;
			total: number;
			faces?: number[];
			source?: 'app' | 'table';
	  }
	| { kind: 'row'; rowIndex: number; label: string }
	| {
			kind: 'result';
			value?: number;
			text?: string;
			blank?: true;
			unfilled?: true;
	  };

export interface LookupResult {
	/** The cell as stored. */
	cell: Cell;
	/** `cell.value` (undefined for text-only, blank and unfilled cells). */
	value: number | undefined;
	/** `cell.text`. */
	text: string | undefined;
	/** True when the cell has not been filled in yet (no value, text nor blank). */
	unfilled: boolean;
	columnId: string;
	columnIndex: number;
	rowIndex: number;
	trace: TraceStep[];
}
