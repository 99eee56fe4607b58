import Dexie from 'dexie';

/** One table of rows, like Sidetable's session list. */
export const db = new Dexie('floor');
db.version(1).stores({ items: 'id, updatedAt' });
