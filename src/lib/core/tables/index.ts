/**
 * Lookup-table engine: printed charts (2D6 / 1D6 / D66 / 1D100 rows × ratio or named
 * columns) as validated JSON, looked up with column shifts and clamps, explained step by
 * step in Japanese or English. Plain TypeScript, no browser APIs. Format: README.md.
 */
export { TableSchema, parseTable, validateTable } from './schema';
export { tableHash } from './hash';
export { lookup, columnForRatio, columnIndexForRatio } from './lookup';
export { columnOdds } from './odds';
export { formatTrace } from './trace';
export { emptyLayout } from './layout';
export { parseGrid, tableFromGrid } from './grid';
export { parseRowLabel, ratioFromLabel, parseCellText } from './labels';
export { naturalRows, TABLE_DICE, rowLabel, isRangeRow } from './outcomes';
export { TABLE_ADOPTED, adoptTable } from './adopted';

export type {
	Table,
	Column,
	Row,
	RangeRow,
	Cell,
	TableDice,
	Locale,
	LocalizedText,
	TraceStep,
	TraceContext,
	LookupInput,
	LookupResult,
	TableIssue
} from './types';
export type { AdoptedTable, AdoptedTables } from './adopted';
export type { OddsEntry } from './odds';
export type { GridOptions, GridTableResult } from './grid';
