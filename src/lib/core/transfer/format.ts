/**
 * The Sidetable export file's name and version, apart from its validation so that writing an
 * export does not load the schema library.
 */
export const EXPORT_FORMAT = 'sidetable.export';
/**
 * 3: events carry the live table's identity — `device`, `counter`, `clock` — instead of
 * `seq/parent` (core/transfer/identified.ts); a session may carry `clashes`.
 * 2: events may carry `group` and sessions may hold `session/tableAdopted`.
 * Files of versions 1 and 2 still import (core/transfer/legacy.ts).
 */
export const EXPORT_VERSION = 3;
/** The last version of one writer's `seq/parent` log: what a database not yet upgraded is exported as. */
export const LEGACY_EXPORT_VERSION = 2;
/** Every version this build reads. */
export const READABLE_VERSIONS: readonly number[] = [1, 2, 3];
