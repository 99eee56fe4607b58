/**
 * What a device's undo and redo buttons name, read off a folded log (the fold rests on undo.ts's
 * rules; these rest on the fold), and what a checkpoint keeps of them.
 */
import { UNDONE } from '$lib/core/events';
import { commandStart, eventKey, refOf, type DeviceId, type EventRef, type SyncEvent } from './identity';
import type { FoldBase, FoldedLog } from './fold';
import type { RoleOf } from './members';
import { controlTarget, isSyncControl } from './undo';

/** Whether `e` starts a command that is in effect. */
function isAppliedStart(folded: FoldedLog<unknown>, e: SyncEvent): boolean {
	return !isSyncControl(e.type) && e.counter === commandStart(e) && folded.applied.has(e);
}

/**
 * The command a device's undo takes back: a player's own newest command in effect; the GM's
 * newest command in effect of anyone's (the GM's screen may name another). Null when there is none.
 */
export function undoTarget(folded: FoldedLog<unknown>, device: DeviceId, roleOf: RoleOf): EventRef | null {
	const role = roleOf(device);
	if (role === 'spectator') return null;
	for (let i = folded.log.length - 1; i >= 0; i--) {
		const e = folded.log[i]!;
		if (role !== 'gm' && e.device !== device) continue;
		if (isAppliedStart(folded, e)) return refOf(e);
	}
	const base = folded.base;
	if (!base) return null;
	return (role === 'gm' ? base.newest : base.undoable[device]) ?? null;
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
	return folded.base?.redoable[device] ?? null;
}

/**
 * The fold kept as a checkpoint (see FoldBase), or undefined while events wait for others (a
 * checkpoint stands for a whole prefix of every device's counters) or nothing was folded.
 */
export function checkpointOf<S>(folded: FoldedLog<S>): FoldBase<S> | undefined {
	const base = folded.base;
	const last = folded.log.at(-1);
	if (folded.waiting.length > 0 || (!last && !base)) return undefined;
	const undoable: Record<DeviceId, EventRef> = { ...base?.undoable };
	const redoable: Record<DeviceId, EventRef> = { ...base?.redoable };
	let newest = base?.newest ?? null;
	const seen = new Set<DeviceId>();
	for (const e of folded.log) {
		if (isAppliedStart(folded, e)) {
			undoable[e.device] = refOf(e);
			newest = refOf(e);
		}
		seen.add(e.device);
	}
	for (const device of seen) {
		const r = redoTarget(folded, device);
		if (r) redoable[device] = r;
		else delete redoable[device];
	}
	const end = last ? { clock: last.clock, device: last.device, counter: last.counter } : base!.end;
	return {
		end,
		state: folded.state,
		vector: folded.vector,
		size: (base?.size ?? 0) + folded.log.length,
		actions: folded.actions,
		conflicts: folded.conflicts.filter((c) => c.why.refusal !== 'sync/identity_clash'),
		members: folded.members,
		undoable,
		newest,
		redoable
	};
}
