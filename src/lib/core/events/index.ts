export { UNDONE, REDONE, isControlType, refuse, isRefusal } from './types';
export { joinTarget, joinedRuns, mergeRun } from './coalesce';
export { EMPTY_CURSOR, LogError, SNAPSHOT_EVERY, advanceCursor, readLog, activePath, activeSeqs, fold } from './log';

export type { LoggedEvent, EventDraft, Refusal, RefusalParams, Reducer } from './types';
export type { Cursor } from './log';
export type { Coalesce } from './coalesce';
