// The storage room: the only folder that imports Dexie.
export { db } from './db';
export { SidetableDB } from './schema';
export { DB_NAME } from './name';
export { StorageError, toStorageError } from './errors';
export {
	newId,
	createSession,
	getSession,
	listSessions,
	renameSession,
	duplicateSession,
	deleteSession,
	restoreSession,
	purgeSession,
	purgeDeleted,
	allSessionRows
} from './sessions';
export { exportSessions, writeImport, markExported } from './transfer';
export { getMeta, setMeta } from './meta';
export {
	listTables,
	getTable,
	saveTable,
	deleteTable,
	restoreTable,
	duplicateTable,
	freeTableId,
	slotTable,
	slotTables,
	setSlotTable,
	slotAssignments,
	importTables,
	InvalidTableError
} from './tables';
export { liveQuery } from './live';

export type { SessionRow, TableRow } from './schema';
export type { ImportOutcome } from './transfer';
export type { MetaKey } from './meta';
export type { StoredTable, TableImportOutcome } from './tables';
