/**
 * Who sits at the table is read off the log (session/tableShared, session/playerJoined), so every
 * device gives each event the same role, and sharing a session never changes what was done before.
 */
import { describe, expect, it } from 'vitest';
import { UNDONE } from '$lib/core/events';
import { AKI, BEN, Device, GM, added, initialTally, reduceTally } from '$tests/sync/table';
import {
	PLAYER_JOINED,
	TABLE_SHARED,
	eventKey,
	foldLog,
	mergeEvents,
	membersOf,
	rolesOf,
	seatAt,
	undoTarget,
	type SyncEvent
} from './index';

const shared = (name: string) => ({ type: TABLE_SHARED, payload: { name } });
const joined = (name: string, seat: string | null) => ({ type: PLAYER_JOINED, payload: { name, seat } });
const undoOf = (e: SyncEvent) => ({ type: UNDONE, payload: { target: { device: e.device, counter: e.counter } } });

/** Folds with the roles the log itself gives. */
function foldByLog(events: readonly SyncEvent[]) {
	const merged = mergeEvents(events);
	const roleOf = rolesOf(membersOf(merged.events));
	return { folded: foldLog({ log: merged, initial: initialTally(), reduce: reduceTally, roleOf }), roleOf };
}

describe('members read off the log', () => {
	it('the first session/tableShared in the order names the GM; a later one by another device changes nothing', () => {
		// Arrange
		const gm = new Device(GM);
		const ben = new Device(BEN);
		const [first] = gm.record(shared('GMのタブレット'));
		ben.receive(gm.known.events);
		ben.record(shared('ベンのスマホ'));
		// Act
		const members = membersOf(mergeEvents([...gm.known.events, ...ben.known.events]).events);
		// Assert
		expect(members.gm).toBe(GM);
		expect(members.since).toEqual({ clock: first!.clock, device: GM, counter: first!.counter });
		expect(members.names).toEqual({ [GM]: 'GMのタブレット', [BEN]: 'ベンのスマホ' });
		expect(rolesOf(members)(BEN)).toBe('player');
	});

	it('membership events are not commands: they fold through no reducer, are no conflict, and undo never names them', () => {
		// Arrange
		const gm = new Device(GM);
		gm.record(shared('GM'));
		// Act
		const { folded, roleOf } = foldByLog(gm.known.events);
		// Assert
		expect(folded.conflicts).toEqual([]);
		expect(folded.actions).toBe(0);
		expect(undoTarget(folded, GM, roleOf)).toBeNull();
	});

	it("from the sharing on, a player may not undo the GM's command; what was done before it stands as the GM's", () => {
		// Arrange: before sharing, Aki's phone was the only writer (handed over by file) and undid a GM act.
		const gm = new Device(GM);
		const aki = new Device(AKI);
		const [early] = gm.record(added(3));
		aki.receive(gm.known.events);
		const earlyUndo = aki.record(undoOf(early!));
		gm.receive(aki.known.events);
		gm.record(shared('GM'));
		const [late] = gm.record(added(2));
		aki.receive(gm.known.events);
		aki.record(joined('アキのスマホ', 'p1'));
		const lateUndo = aki.record(undoOf(late!));
		// Act
		const { folded } = foldByLog(aki.known.events);
		// Assert
		expect(folded.undone.get(eventKey(early!))).toEqual(earlyUndo[0]);
		expect(folded.applied.has(late!)).toBe(true);
		expect(folded.state.value).toBe(2);
		expect(folded.conflicts).toHaveLength(1);
		expect(folded.conflicts[0]!.events).toEqual(lateUndo);
		expect(folded.conflicts[0]!.who).toBe(AKI);
	});

	it("seatAt: a player's seat when it recorded an event is its newest choice before it", () => {
		// Arrange
		const aki = new Device(AKI);
		aki.record(added(1)); // counter 1: not yet joined
		aki.record(joined('アキ', null)); // 2
		aki.record(added(1)); // 3
		aki.record(joined('アキ', 'p1')); // 4
		aki.record(added(1)); // 5
		aki.record(joined('アキ', 'p2')); // 6
		// Act: delivered out of order
		const members = membersOf([...aki.known.events].reverse());
		// Assert
		expect(seatAt(members, AKI, 3)).toBeNull();
		expect(seatAt(members, AKI, 5)).toBe('p1');
		expect(seatAt(members, AKI, 9)).toBe('p2');
		expect(seatAt(members, BEN, 1)).toBeUndefined();
	});
});
