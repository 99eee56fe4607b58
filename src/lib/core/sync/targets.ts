/**
 * What a device's undo and redo buttons name, read off a folded log (the fold rests on undo.ts's
 * rules; these rest on the fold).
 */
import { UNDONE } from '$lib/core/events';
import { commandStart, eventKey, refOf, type DeviceId, type EventRef } from './identity';
import type { FoldedLog } from './fold';
import { controlTarget, isSyncControl, type RoleOf } from './undo';

/**
 * The command a device's undo takes back: a player's own newest command in effect; the GM's
 * newest command in effect of anyone's (the GM's screen may name another). Null when there is none.
 */
export function undoTarget(folded: FoldedLog<unknown>, device: DeviceId, roleOf: RoleOf): EventRef | null {
	const role = roleOf(device);
	if (role === 'spectator') return null;
	for (let i = folded.log.length - 1; i >= 0; i--) {
		const e = folded.log[i]!;
		if (isSyncControl(e.type) || e.counter !== commandStart(e)) continue;
		if (role !== 'gm' && e.device !== device) continue;
		if (folded.applied.has(eventKey(e))) return refOf(e);
	}
	return null;
}

/**
 * The undo a device's redo reverses: its own newest undo still in effect, unless the device has
 * recorded a new action since (as today: a new action ends what redo can put back).
 */
export function redoTarget(folded: FoldedLog<unknown>, device: DeviceId): EventRef | null {
	for (let i = folded.log.length - 1; i >= 0; i--) {
		const e = folded.log[i]!;
		if (e.device !== device) continue;
		if (!isSyncControl(e.type)) return null;
		if (e.type !== UNDONE) continue;
		const target = controlTarget(e);
		if (target && folded.undone.get(eventKey(target)) === e) return refOf(e);
	}
	return null;
}
