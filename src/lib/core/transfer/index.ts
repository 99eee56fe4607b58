export { EXPORT_FORMAT, EXPORT_VERSION } from './format';
export { MAX_IMPORT_BYTES, MAX_EVENT_BYTES } from './fields';
export { validateImport } from './validate';
export { identifiedFileSession, checkIdentifiedEvent, MAX_CLOCK_STEP } from './identified';
export { issueFacts, type IssueFacts } from './issue-facts';
export type { ExportFile, ImportCheck, ReplayableSystem, ValidSession } from './validate';
export type { ImportIssue, SessionFields } from './fields';
export type { FileSession, FileEvent } from './legacy';
export type { IdentifiedFileSession } from './identified';
