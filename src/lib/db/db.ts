import { SidetableDB } from './schema';

/** The app's one database instance. Dexie opens it on first use. */
export const db = new SidetableDB();
