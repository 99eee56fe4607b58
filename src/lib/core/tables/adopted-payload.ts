import * as v from 'valibot';
import { TableSchema } from './schema';
import { adoptedTableValid, type AdoptedTable } from './adopted';

/*
 * The schema of the core event `session/tableAdopted` (adopted.ts), apart from the rest of the
 * adoption: it carries the whole table schema, so only a system with table slots gives it to the
 * shell (`SystemSpec.adoptedTable`), and a session of any other system never loads it.
 */

/** `tableHash` output: 16 lowercase hex digits. */
const TableHashSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/, 'hash must be 16 hex digits'));

/**
 * Payload of a `<system>/tableAdopted` event. The table is checked like any table file
 * (unfilled cells are allowed: a partly copied slot table can still be played), and the hash
 * must be the table's own `tableHash`, so a hand-edited log cannot cite one content and
 * carry another.
 */
export const AdoptedTablePayload = v.pipe(
	v.strictObject({
		slot: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
		hash: TableHashSchema,
		table: TableSchema
	}),
	v.check((p) => adoptedTableValid(p as AdoptedTable), 'hash does not match the table content')
);
