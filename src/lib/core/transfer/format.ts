/**
 * The Sidetable export file's name and version, apart from its validation so that writing an
 * export does not load the schema library.
 */
export const EXPORT_FORMAT = 'sidetable.export';
/**
 * 2: events may carry `group` (the events of one command, undone together) and sessions may
 * hold the core event `session/tableAdopted`. Files of version 1 still import.
 */
export const EXPORT_VERSION = 2;
/** Every version this build reads. */
export const READABLE_VERSIONS: readonly number[] = [1, 2];
