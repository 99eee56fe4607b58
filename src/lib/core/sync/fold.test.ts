import { describe, expect, it } from 'vitest';
import { REDONE, UNDONE } from '$lib/core/events';
import { AKI, BEN, Device, GM, added, noted, rolesOf } from '$tests/sync/table';
import { CONFLICT_DISMISSED, eventKey, foldLog, mergeEvents, type SyncEvent } from './index';
import { initialTally, reduceTally } from '$tests/sync/table';

/** Every device receives every other's events. */
function meet(...devices: Device[]) {
	const all = devices.flatMap((d) => d.known.events);
	for (const d of devices) d.receive(all);
}

/** GM, Aki and Ben hold a tally of 1; apart, Aki and Ben each take 1; then they meet. */
function takeApart() {
	const gm = new Device(GM);
	const aki = new Device(AKI);
	const ben = new Device(BEN);
	gm.record(added(1));
	meet(gm, aki, ben);
	const [akiTake] = aki.record(added(-1));
	const [benTake] = ben.record(added(-1));
	meet(gm, aki, ben);
	return { gm, aki, ben, akiTake: akiTake!, benTake: benTake! };
}

const undoOf = (e: SyncEvent) => ({ type: UNDONE, payload: { target: { device: e.device, counter: e.counter } } });
const redoOf = (e: SyncEvent) => ({ type: REDONE, payload: { target: { device: e.device, counter: e.counter } } });

describe('foldLog: what the merged order refuses is kept as a conflict', () => {
	it('two players take from a tally of 1 while apart: both devices keep both, one applies, the other is a conflict naming who, what and why', () => {
		// Act
		const { gm, aki, ben, akiTake, benTake } = takeApart();
		// Assert: same clock, so device order decides: Aki's id sorts first and applies.
		for (const d of [gm, aki, ben]) {
			const f = d.folded;
			expect(f.log).toHaveLength(3);
			expect(f.state.value).toBe(0);
			expect(f.conflicts).toEqual([
				{ events: [benTake], who: BEN, why: { refusal: 'test/out_of_range', params: { value: -1 } }, dismissed: false }
			]);
			expect(f.applied.has(akiTake)).toBe(true);
		}
	});

	it('a group is refused whole when one of its events is refused, and the state keeps none of it', () => {
		// Arrange
		const gm = new Device(GM);
		gm.record(added(9));
		// Act
		const group = gm.record(noted('before'), added(5));
		// Assert
		const f = gm.folded;
		expect(f.state).toEqual({ value: 9, notes: [] });
		expect(f.conflicts).toHaveLength(1);
		expect(f.conflicts[0]!.events).toEqual(group);
	});

	it('a group whose events disagree (forged) is a conflict, not folded', () => {
		// Arrange
		const gm = new Device(GM);
		const [a, b] = gm.record(noted('x'), noted('y'));
		const forged = { ...b!, clock: b!.clock + 3 };
		// Act
		const f = foldLog({ log: [a!, forged], initial: initialTally(), reduce: reduceTally });
		// Assert
		expect(f.state.notes).toEqual([]);
		expect(f.conflicts.map((c) => c.why.refusal)).toEqual(['sync/bad_group']);
	});

	it('a run of quick repeats is one command: the first tap and the repeats naming it fold together and one undo takes them back', () => {
		// Arrange
		const gm = new Device(GM);
		gm.record(added(5));
		const [first] = gm.record(added(-1));
		gm.repeat(first!, added(-1));
		gm.repeat(first!, added(-1));
		// Act
		const f = gm.folded;
		// Assert
		expect(f.state.value).toBe(2);
		expect(f.applied.size).toBe(2);
		expect(f.conflicts).toEqual([]);
		gm.undo();
		expect(gm.folded.state.value).toBe(5);
		gm.redo();
		expect(gm.folded.state.value).toBe(2);
	});

	it('a repeat that does not follow its run (another clock, a gap, another type, or naming an event that is no run start) is a conflict, not folded', () => {
		// Arrange
		const gm = new Device(GM);
		const [first] = gm.record(added(5));
		const [grouped] = gm.record(added(1), noted('g'));
		const good = gm.repeat(first!, added(1));
		const forged: SyncEvent[] = [
			{ ...good, clock: good.clock + 1 },
			{ ...good, ...noted('n') },
			{ ...good, run: grouped!.counter }
		];
		for (const bad of forged) {
			// Act
			const f = foldLog({
				log: gm.known.events.map((e) => (eventKey(e) === eventKey(good) ? bad : e)),
				initial: initialTally(),
				reduce: reduceTally
			});
			// Assert: the run's first tap is refused with it (a command is whole or not at all)
			expect(f.conflicts.map((c) => c.why.refusal)).toContain('sync/bad_group');
			expect(f.state.value).not.toBe(7);
		}
	});

	it('a second event under one identity is a conflict of its own; the one kept folds', () => {
		// Arrange
		const gm = new Device(GM);
		const [e] = gm.record(noted('first'));
		const reused = { ...e!, payload: { text: 'reused' } };
		// Act
		const f = foldLog({ log: mergeEvents([e!], [reused]), initial: initialTally(), reduce: reduceTally });
		// Assert
		expect(f.log).toHaveLength(1);
		expect(f.conflicts).toHaveLength(1);
		expect(f.conflicts[0]!.why).toEqual({ refusal: 'sync/identity_clash', params: { kept: eventKey(e!) } });
		expect([f.state.notes[0], (f.conflicts[0]!.events[0]!.payload as { text: string }).text].sort()).toEqual([
			'first',
			'reused'
		]);
	});

	it('a dismissed conflict stays in the log and is marked dismissed; a player may not dismiss another’s', () => {
		// Arrange
		const { gm, aki, ben } = takeApart();
		const [benConflict] = ben.folded.conflicts[0]!.events;
		// Act: Aki tries to dismiss Ben's conflict, then Ben dismisses it.
		aki.record({ type: CONFLICT_DISMISSED, payload: { target: { device: BEN, counter: benConflict!.counter } } });
		ben.dismiss();
		meet(gm, aki, ben);
		// Assert
		const f = gm.folded;
		expect(f.log.some((e) => e === benConflict || eventKey(e) === eventKey(benConflict!))).toBe(true);
		expect(f.conflicts.map((c) => [c.who, c.why.refusal, c.dismissed])).toEqual([
			[BEN, 'test/out_of_range', true],
			[AKI, 'sync/not_yours', false]
		]);
	});
});

describe('undo and redo name what they reverse', () => {
	it("a player's undo takes back their own last command, not a later one of another player", () => {
		// Arrange
		const aki = new Device(AKI);
		const ben = new Device(BEN);
		aki.record(noted('aki 1'));
		meet(aki, ben);
		ben.record(noted('ben 1'));
		meet(aki, ben);
		// Act
		aki.undo();
		meet(aki, ben);
		// Assert
		expect(ben.folded.state.notes).toEqual(['ben 1']);
	});

	it("a player may not undo another's command; the GM may undo any", () => {
		// Arrange
		const gm = new Device(GM);
		const aki = new Device(AKI);
		const [benNote] = new Device(BEN).record(noted('ben'));
		aki.receive([benNote!]);
		gm.receive([benNote!]);
		// Act
		aki.record(undoOf(benNote!));
		meet(gm, aki);
		const refused = gm.folded;
		gm.record(undoOf(benNote!));
		// Assert
		expect(refused.state.notes).toEqual(['ben']);
		expect(refused.conflicts.map((c) => [c.who, c.why])).toEqual([
			[AKI, { refusal: 'sync/not_yours', params: { owner: BEN } }]
		]);
		expect(gm.folded.state.notes).toEqual([]);
		expect(gm.folded.undone.get(eventKey(benNote!))?.device).toBe(GM);
	});

	it('two undos of one command made apart: the first in order applies, the second is a conflict', () => {
		// Arrange
		const gm = new Device(GM);
		const aki = new Device(AKI);
		const [note] = aki.record(noted('n'));
		gm.receive([note!]);
		// Act
		aki.undo();
		gm.undo();
		meet(gm, aki);
		// Assert: same clock; Aki's id sorts first.
		const f = gm.folded;
		expect(f.state.notes).toEqual([]);
		expect(f.conflicts.map((c) => [c.who, c.why])).toEqual([
			[GM, { refusal: 'sync/already_undone', params: { by: AKI } }]
		]);
	});

	it('undo and redo take a whole group back and put it back', () => {
		// Arrange
		const gm = new Device(GM);
		gm.record(added(1));
		gm.record(added(2), noted('two'));
		// Act + Assert
		gm.undo();
		expect(gm.folded.state).toEqual({ value: 1, notes: [] });
		gm.redo();
		expect(gm.folded.state).toEqual({ value: 3, notes: ['two'] });
	});

	it('redo puts back the most recent undo first, and a new action of the same device ends redo', () => {
		// Arrange
		const aki = new Device(AKI);
		aki.record(noted('1'));
		aki.record(noted('2'));
		aki.record(noted('3'));
		aki.undo();
		aki.undo();
		// Act + Assert
		aki.redo();
		expect(aki.folded.state.notes).toEqual(['1', '2']);
		aki.record(noted('4'));
		expect(aki.redo()).toBeNull();
		expect(aki.folded.state.notes).toEqual(['1', '2', '4']);
	});

	it("another player's action does not end a player's redo", () => {
		// Arrange
		const aki = new Device(AKI);
		const ben = new Device(BEN);
		aki.record(noted('aki'));
		aki.undo();
		meet(aki, ben);
		ben.record(noted('ben'));
		meet(aki, ben);
		// Act
		aki.redo();
		// Assert: the redone command keeps its place in the order.
		expect(aki.folded.state.notes).toEqual(['aki', 'ben']);
	});

	it('a redo of an undo already reversed, or naming what is not an undo, is a conflict', () => {
		// Arrange
		const gm = new Device(GM);
		const [note] = gm.record(noted('n'));
		const [undo] = gm.record(undoOf(note!));
		gm.record(redoOf(undo!));
		// Act
		gm.record(redoOf(undo!));
		gm.record(redoOf(note!));
		// Assert
		expect(gm.folded.state.notes).toEqual(['n']);
		expect(gm.folded.conflicts.map((c) => c.why.refusal)).toEqual(['sync/not_undone', 'sync/bad_target']);
	});

	it('a spectator records nothing: its actions and undos are conflicts', () => {
		// Arrange
		const roles = rolesOf({ [GM]: 'gm', [BEN]: 'spectator' });
		const gm = new Device(GM, roles);
		const spectator = new Device(BEN, roles);
		const [note] = gm.record(noted('gm'));
		spectator.receive([note!]);
		// Act
		spectator.record(noted('spectator'));
		spectator.record(undoOf(note!));
		gm.receive(spectator.known.events);
		// Assert
		expect(gm.folded.state.notes).toEqual(['gm']);
		expect(gm.folded.conflicts.map((c) => [c.who, c.why.refusal])).toEqual([
			[BEN, 'sync/spectator'],
			[BEN, 'sync/spectator']
		]);
		expect(spectator.undo()).toBeNull();
	});
});

describe('foldLog: events wait for what they depend on', () => {
	it("holds a device's events after a gap in its counters, and a half-arrived group, until the rest comes", () => {
		// Arrange
		const aki = new Device(AKI);
		const [n1] = aki.record(noted('1'));
		const [n2] = aki.record(noted('2'));
		const [g1, g2] = aki.record(noted('3a'), noted('3b'));
		const fold = (events: SyncEvent[]) => foldLog({ log: events, initial: initialTally(), reduce: reduceTally });
		// Act + Assert
		expect(fold([n1!, g1!]).waiting).toEqual([g1]);
		expect(fold([n1!, n2!, g1!]).waiting).toEqual([g1]);
		expect(fold([n2!, g1!, g2!]).waiting).toHaveLength(3);
		expect(fold([g2!, n1!, g1!, n2!]).state.notes).toEqual(['1', '2', '3a', '3b']);
	});

	it('holds an undo whose target has not arrived, and a redo of a held undo', () => {
		// Arrange
		const gm = new Device(GM);
		const [ben] = new Device(BEN).record(noted('ben'));
		gm.receive([ben!]);
		const [undo] = gm.undo()!;
		const [redo] = gm.redo()!;
		// Act
		const f = foldLog({ log: [undo!, redo!], initial: initialTally(), reduce: reduceTally });
		// Assert
		expect(f.waiting).toEqual([undo, redo]);
		expect(f.conflicts).toEqual([]);
	});

	it('an undo naming an event later in the order (a forged clock) is a conflict, not a wait', () => {
		// Arrange
		const [later] = new Device(BEN).record(noted('late'));
		const bumped = { ...later!, clock: 50 };
		const [undo] = new Device(GM).record(undoOf(bumped));
		// Act
		const f = foldLog({ log: [bumped, undo!], initial: initialTally(), reduce: reduceTally, roleOf: () => 'gm' });
		// Assert
		expect(f.state.notes).toEqual(['late']);
		expect(f.conflicts.map((c) => c.why.refusal)).toEqual(['sync/bad_target']);
	});
});
