/**
 * Undo and redo on a log that several devices write. They stay events (never deletes), and each
 * names what it reverses: `session/undone` names a command (by its first event), `session/redone`
 * names the undo it reverses. A player may take back only their own commands (and redo only
 * their own undos); the GM may take back anyone's. A spectator records nothing.
 *
 * Whether an undo or redo applies is decided in the merged order, the same on every device:
 * a second undo of the same command (two people tapped undo at once), a player's undo of another
 * player's action, or a redo of an undo already reversed does not apply and is shown as a conflict.
 */
import { REDONE, UNDONE, refuse, type Refusal } from '$lib/core/events';
import { RefMap, commandStart, eventKey, isDeviceId, type EventRef, type SyncEvent } from './identity';
import { isMembership, type RoleOf } from './members';

/** The table has seen a conflict and lets it be: it stays in the log, no longer flagged. */
export const CONFLICT_DISMISSED = 'session/conflictDismissed';

/** The payload of `session/undone`, `session/redone` and `session/conflictDismissed`. */
interface ControlPayload {
	target: EventRef;
}

/**
 * Whether an event is the table's own rather than a command of the game: undo, redo, a dismissal,
 * or a membership event (core/sync/members). None is folded through a reducer or can be undone.
 */
export function isSyncControl(type: string): boolean {
	return type === UNDONE || type === REDONE || type === CONFLICT_DISMISSED || isMembership(type);
}

/** The ref a control event names, or undefined when its payload does not name one. */
export function controlTarget(e: SyncEvent): EventRef | undefined {
	const t = (e.payload as Partial<ControlPayload> | null)?.target as Partial<EventRef> | undefined;
	if (!t || !isDeviceId(t.device) || !Number.isSafeInteger(t.counter) || (t.counter as number) < 1) return undefined;
	return { device: t.device, counter: t.counter as number };
}

/** A control event that does not apply, and why. */
export interface ControlConflict {
	event: SyncEvent;
	why: Refusal;
}

/**
 * Goes through the ready undo/redo events in order and says which command each undo in effect
 * takes back (by the key of the command's first event), and which controls do not apply. A
 * control may only name an event before it in the order (the device had seen it). Dismissals
 * are left to the fold (they concern its conflicts).
 */
export function resolveUndo(
	ready: readonly SyncEvent[],
	roleOf: RoleOf
): { undone: Map<string, SyncEvent>; conflicts: ControlConflict[] } {
	const undone = new Map<string, SyncEvent>();
	const conflicts: ControlConflict[] = [];
	// A log without undo or redo (most solo games) needs no index of its events.
	if (!ready.some((e) => e.type === UNDONE || e.type === REDONE)) return { undone, conflicts };
	/** Every event met so far, by key. */
	const byRef = new RefMap<SyncEvent>();
	/** Undos that took effect (a redo may only reverse one of these). */
	const effective = new Set<string>();
	for (const e of ready) {
		byRef.set(e, e);
		if (e.type !== UNDONE && e.type !== REDONE) continue;
		const why = checkControl(e, byRef, roleOf, undone, effective);
		if (why) {
			conflicts.push({ event: e, why });
			continue;
		}
		const target = byRef.get(controlTarget(e)!)!;
		if (e.type === UNDONE) {
			undone.set(eventKey(target), e);
			effective.add(eventKey(e));
		} else undone.delete(eventKey(controlTarget(target)!));
	}
	return { undone, conflicts };
}

function checkControl(
	e: SyncEvent,
	byRef: RefMap<SyncEvent>,
	roleOf: RoleOf,
	undone: ReadonlyMap<string, SyncEvent>,
	effective: ReadonlySet<string>
): Refusal | undefined {
	const role = roleOf(e.device, e);
	if (role === 'spectator') return refuse('sync/spectator');
	const ref = controlTarget(e);
	const target = ref && byRef.get(ref);
	if (!target) return refuse('sync/bad_target');
	if (e.type === UNDONE) {
		if (isSyncControl(target.type) || commandStart(target) !== target.counter) return refuse('sync/bad_target');
		if (role !== 'gm' && target.device !== e.device) return refuse('sync/not_yours', { owner: target.device });
		const by = undone.get(eventKey(target));
		if (by) return refuse('sync/already_undone', { by: by.device });
		return undefined;
	}
	if (target.type !== UNDONE || !effective.has(eventKey(target))) return refuse('sync/bad_target');
	if (role !== 'gm' && target.device !== e.device) return refuse('sync/not_yours', { owner: target.device });
	if (undone.get(eventKey(controlTarget(target)!)) !== target) return refuse('sync/not_undone');
	return undefined;
}
