// Live sharing's pure core (issue 26): every event named by its device and that device's own
// counter, ordered by a logical clock; merging by identity; undo/redo that name what they
// reverse; the fold that keeps what the merged order refuses as conflicts; today's log mapped
// onto it. No Dexie, DOM or Yjs here: the transport carries these events as plain data.
export {
	isDeviceId,
	eventKey,
	commandStart,
	commandRef,
	compareOrder,
	newStamp,
	observe,
	stampCommand
} from './identity';
export { canonicalJson, mergeEvents } from './merge';
export { CONFLICT_DISMISSED, isSyncControl } from './undo';
export { undoTarget, redoTarget } from './targets';
export { foldLog } from './fold';
export { legacyDeviceId, fromLegacyLog } from './legacy';

export type { DeviceId, EventRef, GroupMark, SyncEvent, DeviceStamp } from './identity';
export type { Clash, MergedLog } from './merge';
export type { Role, RoleOf, ControlPayload } from './undo';
export type { Conflict, FoldedLog, FoldInput } from './fold';
