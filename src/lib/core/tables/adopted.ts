import { tableHash } from './hash';
import type { Table } from './types';

/*
 * Recording in sessions. The first time a session uses a table (or a new version of it), the
 * system records `<system>/tableAdopted` with this payload: the slot, the content hash and a
 * full copy of the table. Later lookup events cite the hash only, and the reducer keeps the
 * adopted tables in its state (keyed by hash). The copy lives in the log, so editing or
 * deleting the table in the library never changes what a past session looked up, and a
 * session export carries its tables with it. See docs/tables-format.md.
 */

/**
 * Core event: a session adopts a library table for one of its system's slots. The payload is a
 * full copy and its hash (adopted-payload.ts AdoptedTablePayload). Recorded by the shell, never by a system; a
 * system whose older logs used an event of its own maps it to this type in its `upgrade`.
 */
export const TABLE_ADOPTED = 'session/tableAdopted';

/**
 * Tables a session adopted: every version by content hash, so a lookup recorded against an
 * older version still checks, and the newest per slot.
 */
export interface AdoptedTables {
	byHash: Record<string, AdoptedTable>;
	/** slot id → hash of the table adopted for it most recently */
	current: Record<string, string>;
}

/** The table a slot holds in a session: the newest adopted version, if any. */
export function adoptedFor(tables: AdoptedTables, slot: string): AdoptedTable | undefined {
	const hash = tables.current[slot];
	return hash === undefined ? undefined : tables.byHash[hash];
}

export interface AdoptedTable {
	/** The slot the table fills (`locke/damage`). */
	slot: string;
	/** `tableHash(table)`. */
	hash: string;
	table: Table;
}

/** True when `hash` is the hash of `table` (the payload is what it says it is). */
export function adoptedTableValid(payload: AdoptedTable): boolean {
	try {
		return tableHash(payload.table) === payload.hash;
	} catch {
		return false;
	}
}

/** The payload for adopting `table` into a session for `slot`: a deep copy plus its hash. */
export function adoptTable(slot: string, table: Table): AdoptedTable {
	const copy = structuredClone(table);
	return { slot, hash: tableHash(copy), table: copy };
}

/**
 * Whether a session must record an adoption before looking up in `table`: true when the
 * session has not adopted this exact content yet. `adopted` is what the reducer keeps,
 * keyed by hash (a Record, a Map or a Set of hashes).
 */
export function needsAdoption(
	adopted: Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown> | ReadonlySet<string>,
	table: Table
): boolean {
	const hash = tableHash(table);
	if (adopted instanceof Map || adopted instanceof Set) return !adopted.has(hash);
	return !Object.prototype.hasOwnProperty.call(adopted, hash);
}
