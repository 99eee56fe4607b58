/**
 * What the Tables library in storage needs of the table engine (check a table before a write,
 * hash it): loaded on first use by db/tables. Kept apart from the barrel so that the lazy load
 * does not pull the editor's grid, the lookup and the odds into every session screen.
 */
export { parseTable } from './schema';
export { tableHash } from './hash';
