export { UNDONE, REDONE, refuse, isRefusal } from './types';
export { joinTarget, joinedRuns, mergeRun } from './coalesce';
export { LogError, SNAPSHOT_EVERY, readLog, activeSeqs, fold } from './log';

export type { LoggedEvent, EventDraft, Refusal, RefusalParams, Reducer } from './types';
export type { Coalesce } from './coalesce';
