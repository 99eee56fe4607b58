/**
 * The database's name and schema version, without Dexie: peek.ts reads the sessions with plain
 * IndexedDB for the first screen, and schema.ts declares the versions.
 */
export const DB_NAME = 'sidetable';
/** Dexie's schema version (the last `version(n)` in schema.ts); IndexedDB stores it × 10. */
export const SCHEMA_VERSION = 4;
