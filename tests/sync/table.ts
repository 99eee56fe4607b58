/**
 * A small game and a table of devices for the tests of the live-sharing core (src/lib/core/sync):
 * a tally that must stay within 0–10 (so a merge can make an addition invalid) and a list of
 * notes (so the state shows the order the events were folded in). Each `Device` keeps what it
 * has received, stamps its own commands, and takes its undo and redo targets from its own fold,
 * as the app's session will.
 */
import { REDONE, UNDONE, refuse, type EventDraft, type Reducer } from '$lib/core/events';
import {
	CONFLICT_DISMISSED,
	foldLog,
	mergeEvents,
	newStamp,
	observe,
	redoTarget,
	stampCommand,
	undoTarget,
	type DeviceId,
	type DeviceStamp,
	type FoldedLog,
	type MergedLog,
	type Role,
	type RoleOf,
	type SyncEvent
} from '$lib/core/sync';

export interface Tally {
	value: number;
	notes: string[];
}

export const TALLY_MAX = 10;
export const initialTally = (): Tally => ({ value: 0, notes: [] });

export const reduceTally: Reducer<Tally, SyncEvent> = (s, e) => {
	if (e.type === 'test/added') {
		const by = (e.payload as { by: number }).by;
		const value = s.value + by;
		if (value < 0 || value > TALLY_MAX) return refuse('test/out_of_range', { value });
		return { ...s, value };
	}
	if (e.type === 'test/noted') return { ...s, notes: [...s.notes, (e.payload as { text: string }).text] };
	return refuse('test/unknown_event', { type: e.type });
};

export const added = (by: number): EventDraft => ({ type: 'test/added', payload: { by } });
export const noted = (text: string): EventDraft => ({ type: 'test/noted', payload: { text } });

/** Three device ids; the GM's sorts between the players' so ties on the clock go both ways. */
export const GM: DeviceId = '5'.repeat(16) + '0123456789abcdef';
export const AKI: DeviceId = '1'.repeat(16) + 'fedcba9876543210';
export const BEN: DeviceId = 'e'.repeat(16) + '00112233445566ff';

export const rolesOf =
	(roles: Record<DeviceId, Role>): RoleOf =>
	(device) =>
		roles[device] ?? 'player';
export const tableRoles = rolesOf({ [GM]: 'gm', [AKI]: 'player', [BEN]: 'player' });

export class Device {
	stamp: DeviceStamp;
	known: MergedLog = { events: [], clashes: [] };
	/** A test clock for `at` (wall time is never used to order). */
	private now = 0;

	constructor(
		readonly id: DeviceId,
		readonly roleOf: RoleOf = tableRoles
	) {
		this.stamp = newStamp(id);
	}

	get folded(): FoldedLog<Tally> {
		return foldLog({ log: this.known, initial: initialTally(), reduce: reduceTally, roleOf: this.roleOf });
	}

	/** Records one command on what this device knows; returns its events. */
	record(...drafts: EventDraft[]): SyncEvent[] {
		const { events, stamp } = stampCommand(this.stamp, drafts, ++this.now);
		this.stamp = stamp;
		this.known = mergeEvents(this.known, events);
		return events;
	}

	/**
	 * Records a quick repeat joining the run whose first tap is `first` (as db/log appendCommand
	 * writes one): the next counter, the run's clock, a `run` mark; nothing earlier changes.
	 */
	repeat(first: SyncEvent, draft: EventDraft): SyncEvent {
		const counter = this.stamp.counter + 1;
		const e: SyncEvent = { device: this.id, counter, clock: first.clock, at: ++this.now, ...draft, run: first.counter };
		this.stamp = { ...this.stamp, counter };
		this.known = mergeEvents(this.known, [e]);
		return e;
	}

	receive(events: readonly SyncEvent[]): void {
		this.known = mergeEvents(this.known, events);
		this.stamp = observe(this.stamp, events);
	}

	/** Undo as the app would offer it; null when there is nothing to take back. */
	undo(): SyncEvent[] | null {
		const target = undoTarget(this.folded, this.id, this.roleOf);
		return target && this.record({ type: UNDONE, payload: { target } });
	}

	redo(): SyncEvent[] | null {
		const target = redoTarget(this.folded, this.id);
		return target && this.record({ type: REDONE, payload: { target } });
	}

	/** Dismisses the first flagged conflict this device may dismiss; null when there is none. */
	dismiss(): SyncEvent[] | null {
		const folded = this.folded;
		const gm = this.roleOf(this.id) === 'gm';
		const c = folded.conflicts.find((c) => !c.dismissed && (gm || c.who === this.id));
		if (!c) return null;
		const e = c.events[0]!;
		return this.record({ type: CONFLICT_DISMISSED, payload: { target: { device: e.device, counter: e.counter } } });
	}
}
