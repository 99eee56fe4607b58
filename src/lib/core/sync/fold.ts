/**
 * The state of a shared session: the merged log folded in order through the system's reducer.
 *
 * Every device holding the same events computes the same result, whatever order they arrived
 * in. Nothing is dropped: a command that the merged order makes invalid (the reducer refuses it
 * on replay), an undo that does not apply, or a second event under one identity stays in the log
 * and is returned as a conflict — who recorded it, what (its events), and why (the refusal) —
 * until the table dismisses it or re-enters what was meant.
 */
import { isRefusal, refuse, type Reducer, type Refusal } from '$lib/core/events';
import {
	RefMap,
	RefSet,
	commandKey,
	commandRef,
	compareOrder,
	eventKey,
	type DeviceId,
	type EventRef,
	type OrderKey,
	type SyncEvent
} from './identity';
import { mergeEvents, type MergedLog } from './merge';
import { NO_MEMBERS, membersOf, type Members, type RoleOf } from './members';
import { CONFLICT_DISMISSED, controlTarget, isSyncControl, resolveUndo } from './undo';

export interface Conflict {
	/** What: the events that do not apply — a command's (one, or its whole group), or one undo/redo/dismissal. */
	events: SyncEvent[];
	/** Who: the device that recorded them. */
	who: DeviceId;
	/** Why: the reducer's refusal in the merged order, or a `sync/…` code. */
	why: Refusal;
	/** A dismissal names it: it stays in the log and is no longer flagged to the table. */
	dismissed: boolean;
}

export interface FoldedLog<S> {
	state: S;
	/** Every ready event (see `waiting`), in order: what the log view lists. */
	log: SyncEvent[];
	/** Commands folded into the state, by their first event. */
	applied: RefSet;
	/** Commands taken back, by the key of their first event → the undo in effect. */
	undone: Map<string, SyncEvent>;
	/** In the order of their first event. */
	conflicts: Conflict[];
	/**
	 * Events held back until what they depend on arrives: an earlier counter of their device, the
	 * rest of their command's group, or the event an undo/redo/dismissal names ("N waiting").
	 */
	waiting: SyncEvent[];
	/** Commands folded into the state, the base's included. */
	actions: number;
	/** Per device, the highest counter n such that 1 … n are all folded (the base's included). */
	vector: Record<DeviceId, number>;
	/** Who sits at the table (core/sync/members), the base's included. */
	members: Members;
	/** The checkpoint this fold went on from, if any (its events are not in `log`). */
	base?: FoldBase<S>;
}

/**
 * A fold stopped at a place in the order and kept (a checkpoint), so opening a long session folds
 * only what came after it. It stands for every event up to `end`: 1 … vector[d] of each device.
 * It holds only while nothing after it names something in it (`baseHolds`): an undo, redo or
 * dismissal of an earlier event, or an event that sorts before `end`, makes the fold go back to
 * an earlier checkpoint.
 */
export interface FoldBase<S> {
	end: OrderKey;
	state: S;
	vector: Record<DeviceId, number>;
	/** Events it stands for (every device's, controls included). */
	size: number;
	actions: number;
	/** Its conflicts, but not identity clashes (those come with the log, see MergedLog). */
	conflicts: Conflict[];
	members: Members;
	/** Each device's newest command in effect, and anyone's: what undo names when the tail has none. */
	undoable: Record<DeviceId, EventRef>;
	newest: EventRef | null;
	/** Each device's redo target at `end` (see redoTarget). */
	redoable: Record<DeviceId, EventRef>;
}

export interface FoldInput<S> {
	/** The events (any order, duplicates allowed) or a merged log (its clashes become conflicts). */
	log: MergedLog | readonly SyncEvent[];
	initial: S;
	reduce: Reducer<S, SyncEvent>;
	/** Each device's part; unknown devices are players. */
	roleOf?: RoleOf;
	/** A checkpoint to go on from (`log` then holds only what sorts after it; see baseHolds). */
	base?: FoldBase<S>;
}

/** Whether the device's counter lies within the base. */
function inBase(base: FoldBase<unknown> | undefined, ref: EventRef): boolean {
	return !!base && ref.counter <= (base.vector[ref.device] ?? 0);
}

/**
 * Whether `base` still stands for its part of the log, given the events after it: each sorts after
 * its end and continues its device's counters, and no undo, redo or dismissal names an event in it.
 */
export function baseHolds(base: FoldBase<unknown>, tail: readonly SyncEvent[]): boolean {
	for (const e of tail) {
		if (compareOrder(e, base.end) <= 0 || inBase(base, e)) return false;
		const target = isSyncControl(e.type) ? controlTarget(e) : undefined;
		if (target && inBase(base, target)) return false;
		// A repeat whose run began inside the base continues a command the base has folded whole.
		if (e.run !== undefined && inBase(base, { device: e.device, counter: e.run })) return false;
	}
	return true;
}

/**
 * Splits the ordered events into those that can be folded now and those that wait: a device's
 * events are taken in its counter order without gaps (so a command is whole before it is used),
 * and a control waits for the event it names.
 */
function splitReady(
	events: readonly SyncEvent[],
	from: Readonly<Record<DeviceId, number>> = {}
): { ready: SyncEvent[]; waiting: SyncEvent[]; dense: Map<DeviceId, number> } {
	/** Per device, the highest n such that 1 … n are all here. */
	const dense = new Map<DeviceId, number>();
	for (const [device, n0] of Object.entries(from)) dense.set(device, n0);
	// A device's counters almost always come in order (its clock never falls): each next one
	// extends the run. A device whose counters come out of order or with a gap is counted by set.
	const unordered = new Set<DeviceId>();
	for (const e of events) {
		const n = dense.get(e.device) ?? 0;
		if (e.counter === n + 1) dense.set(e.device, n + 1);
		else if (e.counter > n) unordered.add(e.device);
	}
	for (const device of unordered) {
		const set = new Set<number>();
		for (const e of events) if (e.device === device) set.add(e.counter);
		let n = from[device] ?? 0;
		while (set.has(n + 1)) n++;
		dense.set(device, n);
	}
	// Whether an event a control names is among `events`: every counter after the base's up to the
	// dense one is; beyond it (rare: an out-of-order or gapped device) the identities are indexed.
	let present: RefMap<true> | undefined;
	const isPresent = (ref: EventRef): boolean => {
		if (ref.counter > (from[ref.device] ?? 0) && ref.counter <= (dense.get(ref.device) ?? 0)) return true;
		if (!present) {
			present = new RefMap();
			for (const e of events) present.set(e, true);
		}
		return present.has(ref);
	};
	const held = new RefMap<true>();
	const ready: SyncEvent[] = [];
	const waiting: SyncEvent[] = [];
	for (const e of events) {
		const upTo = dense.get(e.device)!;
		const lastOfCommand = e.group ? Math.max(e.counter, e.group.first + e.group.size - 1) : e.counter;
		const target = isSyncControl(e.type) ? controlTarget(e) : undefined;
		const blocked = lastOfCommand > upTo || (target !== undefined && (!isPresent(target) || held.has(target)));
		if (blocked) {
			held.set(e, true);
			waiting.push(e);
		} else ready.push(e);
	}
	return { ready, waiting, dense };
}

/** The events of each command, in the order of its first event. */
function commandsOf(ready: readonly SyncEvent[]): SyncEvent[][] {
	const commands: SyncEvent[][] = [];
	const byStart = new RefMap<SyncEvent[]>();
	for (const e of ready) {
		if (isSyncControl(e.type)) continue;
		const start = commandRef(e);
		const members = byStart.get(start);
		if (members) members.push(e);
		else {
			const first = [e];
			commands.push(first);
			byStart.set(start, first);
		}
	}
	return commands;
}

/**
 * A command is whole and consistent: a group's consecutive counters from its first, one clock,
 * one mark; a run's first tap (recorded alone) and its repeats, consecutive, one clock, one type.
 */
function isWholeCommand(members: readonly SyncEvent[]): boolean {
	const head = members[0]!;
	if (head.run !== undefined) return false;
	if (!head.group)
		return members.every(
			(m, i) =>
				i === 0 ||
				(m.group === undefined &&
					m.run === head.counter &&
					m.counter === head.counter + i &&
					m.clock === head.clock &&
					m.type === head.type)
		);
	const { first, size } = head.group;
	return (
		size >= 2 &&
		members.length === size &&
		members.every(
			(m, i) =>
				m.run === undefined &&
				m.counter === first + i &&
				m.clock === head.clock &&
				m.group?.first === first &&
				m.group.size === size
		)
	);
}

export function foldLog<S>({ log, initial, reduce, roleOf = () => 'player', base }: FoldInput<S>): FoldedLog<S> {
	const merged = 'events' in log ? log : mergeEvents(log);
	const { ready, waiting, dense } = splitReady(merged.events, base?.vector);
	const { undone, conflicts: controlConflicts } = resolveUndo(ready, roleOf);
	const conflicts: Conflict[] = controlConflicts.map(({ event, why }) => ({
		events: [event],
		who: event.device,
		why,
		dismissed: false
	}));

	let state = base ? base.state : initial;
	const applied = new RefSet();
	for (const members of commandsOf(ready)) {
		const head = members[0]!;
		const who = head.device;
		const conflict = (why: Refusal) => conflicts.push({ events: members, who, why, dismissed: false });
		if (!isWholeCommand(members)) conflict(refuse('sync/bad_group'));
		else if (roleOf(who, head) === 'spectator') conflict(refuse('sync/spectator'));
		// A key only when something is undone (most logs: nothing at the end).
		else if (undone.size === 0 || !undone.has(commandKey(head))) {
			let next = state;
			let refusal: Refusal | undefined;
			for (const e of members) {
				const r = reduce(next, e);
				if (isRefusal(r)) {
					refusal = r;
					break;
				}
				next = r;
			}
			if (refusal) conflict(refusal);
			else {
				state = next;
				applied.add(head);
			}
		}
	}
	for (const { kept, other } of merged.clashes) {
		conflicts.push({
			events: [other],
			who: other.device,
			why: refuse('sync/identity_clash', { kept: eventKey(kept) }),
			dismissed: false
		});
	}
	dismiss(ready, conflicts, roleOf);
	// By the first event's place in the log; a clash (its event is not in the log) beside the one kept.
	if (conflicts.length > 1) {
		const order = new Map(ready.map((e, i) => [eventKey(e), i]));
		const position = (c: Conflict) => order.get(eventKey(c.events[0]!)) ?? -1;
		conflicts.sort((a, b) => position(a) - position(b));
	}
	const result: FoldedLog<S> = {
		state,
		log: ready,
		applied,
		undone,
		conflicts: base ? [...base.conflicts.map((c) => ({ ...c })), ...conflicts] : conflicts,
		waiting,
		actions: (base?.actions ?? 0) + applied.size,
		vector: Object.fromEntries(dense),
		members: membersOf(ready, base?.members ?? NO_MEMBERS)
	};
	if (base) result.base = base;
	return result;
}

/**
 * Events of the commands in effect that the fold folded itself (its base's not counted): the count
 * the session list shows. Undo, redo and the other controls are no command's part, whatever group
 * mark a forged one carries.
 */
export function actionsOf(folded: Pick<FoldedLog<unknown>, 'log' | 'applied'>): number {
	let n = 0;
	for (const e of folded.log) if (!isSyncControl(e.type) && folded.applied.has(commandRef(e))) n++;
	return n;
}

/**
 * Applies the dismissals in order: the GM may dismiss any conflict, a player their own. A
 * dismissal that does not apply is itself a conflict (and may be dismissed by a later one); one
 * naming something no longer in conflict changes nothing.
 */
function dismiss(ready: readonly SyncEvent[], conflicts: Conflict[], roleOf: RoleOf): void {
	for (const e of ready) {
		if (e.type !== CONFLICT_DISMISSED) continue;
		const target = controlTarget(e);
		const named = target ? conflicts.filter((c) => eventKey(c.events[0]!) === eventKey(target)) : [];
		const role = roleOf(e.device, e);
		const other = named.find((c) => c.who !== e.device);
		const why = !target
			? refuse('sync/bad_target')
			: role === 'spectator'
				? refuse('sync/spectator')
				: role !== 'gm' && other
					? refuse('sync/not_yours', { owner: other.who })
					: undefined;
		if (why) conflicts.push({ events: [e], who: e.device, why, dismissed: false });
		else for (const c of named) c.dismissed = true;
	}
}
