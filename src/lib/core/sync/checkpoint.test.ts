/**
 * Checkpoints: a fold stopped at a place in the order and kept, so opening a long shared session
 * folds only what came after it. Going on from a checkpoint must give what folding the whole log
 * gives, whenever the checkpoint still holds (nothing after it names an event in it).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNDONE } from '$lib/core/events';
import { AKI, Device, GM, added, initialTally, reduceTally, tableRoles, type Tally } from '$tests/sync/table';
import { play, tableArb } from '$tests/sync/play';
import {
	baseHolds,
	checkpointOf,
	controlTarget,
	eventKey,
	foldLog,
	isSyncControl,
	redoTarget,
	undoTarget,
	type FoldedLog,
	type SyncEvent
} from './index';

const foldAll = (log: readonly SyncEvent[], base?: FoldedLog<Tally>['base']) =>
	foldLog({ log: [...log], initial: initialTally(), reduce: reduceTally, roleOf: tableRoles, base });

/** What a device shows: the state, the conflicts, how many actions, and what its buttons name. */
function shown(f: FoldedLog<Tally>, devices: readonly string[]) {
	return {
		state: f.state,
		actions: f.actions,
		vector: f.vector,
		conflicts: f.conflicts.map((c) => ({
			first: eventKey(c.events[0]!),
			who: c.who,
			why: c.why,
			dismissed: c.dismissed
		})),
		undo: devices.map((d) => undoTarget(f, d, tableRoles)),
		redo: devices.map((d) => redoTarget(f, d))
	};
}

describe('checkpoints', () => {
	it('property: going on from a checkpoint that holds gives what folding the whole log gives; it does not hold when the rest names an event in it', () => {
		const seen = { held: 0, broken: 0 };
		fc.assert(
			fc.property(tableArb, fc.nat(), ({ devices: ids, steps }, cut) => {
				// Arrange
				const { made } = play(ids, steps);
				const whole = foldAll(made);
				const k = whole.log.length === 0 ? 0 : cut % (whole.log.length + 1);
				const head = whole.log.slice(0, k);
				const tail = whole.log.slice(k);
				// Act
				const checkpoint = checkpointOf(foldAll(head));
				if (!checkpoint) return;
				const holds = baseHolds(checkpoint, tail);
				// Assert
				const namesBase = tail.some((e) => {
					const t = isSyncControl(e.type) ? controlTarget(e) : undefined;
					return !!t && t.counter <= (checkpoint.vector[t.device] ?? 0);
				});
				expect(holds).toBe(!namesBase);
				if (!holds) {
					seen.broken++;
					return;
				}
				seen.held++;
				const goneOn = foldAll(tail, checkpoint);
				expect(shown(goneOn, ids)).toEqual(shown(whole, ids));
				expect(checkpoint.size + goneOn.log.length).toBe(whole.log.length);
			}),
			{ numRuns: 300 }
		);
		expect(seen.held).toBeGreaterThan(30);
		expect(seen.broken).toBeGreaterThan(10);
	});

	it('a checkpoint is not taken while events wait for others (a gap in a device counters)', () => {
		// Arrange
		const gm = new Device(GM);
		gm.record(added(1));
		const [middle] = gm.record(added(1));
		gm.record(added(1));
		// Act
		const folded = foldAll(gm.known.events.filter((e) => e !== middle));
		// Assert
		expect(folded.waiting).toHaveLength(1);
		expect(checkpointOf(folded)).toBeUndefined();
	});

	it('an event that sorts before the checkpoint end (a device that was apart) breaks it; an undo in the rest naming the base breaks it', () => {
		// Arrange
		const gm = new Device(GM);
		const aki = new Device(AKI);
		const [first] = gm.record(added(2));
		gm.record(added(1));
		const late = aki.record(added(1)); // clock 1, sorts before the GM's second
		const checkpoint = checkpointOf(foldAll(gm.known.events))!;
		const undo = gm.record({ type: UNDONE, payload: { target: { device: first!.device, counter: first!.counter } } });
		// Assert
		expect(baseHolds(checkpoint, late)).toBe(false);
		expect(baseHolds(checkpoint, undo)).toBe(false);
		expect(baseHolds(checkpoint, gm.record(added(1)))).toBe(true);
	});

	it('a repeat whose run began inside the checkpoint breaks it (the base folded that run whole), and the fold from the start counts the run once', () => {
		// Arrange
		const gm = new Device(GM);
		gm.record(added(5));
		const [first] = gm.record(added(-1));
		const checkpoint = checkpointOf(foldAll(gm.known.events))!;
		// Act
		const repeat = gm.repeat(first!, added(-1));
		// Assert
		expect(baseHolds(checkpoint, [repeat])).toBe(false);
		const whole = foldAll(gm.known.events);
		expect(whole.state.value).toBe(3);
		expect(whole.actions).toBe(2);
	});
});
