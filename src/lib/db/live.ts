/** Dexie's live query, for screens that follow a table (the only way out of this room to Dexie). */
export { liveQuery } from 'dexie';
