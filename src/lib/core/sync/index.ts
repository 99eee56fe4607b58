// Live sharing's pure core (issue 26): every event named by its device and that device's own
// counter, ordered by a logical clock; merging by identity; undo/redo that name what they
// reverse; who sits at the table, read off the log; the fold that keeps what the merged order
// refuses as conflicts, and goes on from a checkpoint; today's log mapped onto it. No Dexie, DOM
// or Yjs here: the transport carries these events as plain data.
export {
	isDeviceId,
	eventKey,
	refOf,
	plainSyncEvent,
	commandStart,
	commandRef,
	commandKey,
	compareOrder,
	newStamp,
	observe,
	stampCommand
} from './identity';
export { canonicalJson, mergeEvents } from './merge';
export { CONFLICT_DISMISSED, controlTarget, isSyncControl } from './undo';
export { TABLE_SHARED, PLAYER_JOINED, membersOf, seatAt, rolesOf } from './members';
export { undoTarget, redoTarget, checkpointOf } from './targets';
export { foldLog, baseHolds, actionsOf } from './fold';
export { legacyDeviceId, fromLegacyLog } from './legacy';

export type { DeviceId, EventRef, SyncEvent, DeviceStamp } from './identity';
export type { MergedLog } from './merge';
export type { Role, RoleOf } from './members';
export type { Conflict, FoldedLog } from './fold';
