/**
 * The Sidetable export file's name and version, apart from its validation so that writing an
 * export does not load the schema library.
 */
export const EXPORT_FORMAT = 'sidetable.export';
export const EXPORT_VERSION = 1;
