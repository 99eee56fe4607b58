export { EXPORT_FORMAT, EXPORT_VERSION } from './format';
export { MAX_IMPORT_BYTES, validateImport } from './validate';
export { issueFacts, type IssueFacts } from './issue-facts';
export type {
	ExportFile,
	FileSession,
	FileEvent,
	ImportCheck,
	ImportIssue,
	ReplayableSystem,
	ValidSession
} from './validate';
