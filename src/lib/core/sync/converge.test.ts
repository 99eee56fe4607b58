/**
 * The merge property of issue 26: two or three devices record while apart (each on what it has
 * heard so far), hear parts of each other's logs in any order, then everything is delivered to
 * every device in its own random order with repeats. Every device must end with the same log,
 * the same state and the same conflicts, every event exactly once, and every command either
 * applied, taken back, or kept as a conflict that says who, what and why.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTally, reduceTally, tableRoles } from '$tests/sync/table';
import { play, tableArb } from '$tests/sync/play';
import { commandStart, eventKey, foldLog, isSyncControl, type FoldedLog } from './index';
import type { Tally } from '$tests/sync/table';

/** What must be the same on every device, in plain data. */
function outcome(f: FoldedLog<Tally>) {
	return {
		log: f.log.map(eventKey),
		state: f.state,
		applied: [...f.applied.refs()].map(eventKey).sort(),
		undone: [...f.undone].map(([k, u]) => [k, eventKey(u)]).sort(),
		conflicts: f.conflicts.map((c) => ({
			first: eventKey(c.events[0]!),
			who: c.who,
			why: c.why,
			dismissed: c.dismissed
		})),
		waiting: f.waiting.map(eventKey)
	};
}

describe('two or three devices converge', () => {
	it('property: any interleaving, partial hearing, delivery order and repetition ends in the same log, state and conflicts on every device', () => {
		const seen = { runs: 0, conflicts: 0, undone: 0, dismissed: 0, concurrent: 0 };
		fc.assert(
			fc.property(tableArb, fc.gen(), ({ devices: ids, steps }, g) => {
				// Arrange: play the table, then deliver everything to everyone in its own order, with repeats.
				const { devices, made } = play(ids, steps);
				for (const d of devices) {
					const pool = [...made, ...made.filter(() => g(fc.boolean))];
					const order = pool.map((e) => [g(fc.nat), e] as const).sort((a, b) => a[0] - b[0]);
					let at = 0;
					while (at < order.length) {
						const size = g(fc.integer, { min: 1, max: 5 });
						d.receive(order.slice(at, at + size).map(([, e]) => e));
						at += size;
					}
				}
				// Act
				const folded = devices.map((d) => d.folded);
				const reference = foldLog({ log: made, initial: initialTally(), reduce: reduceTally, roleOf: tableRoles });
				// Assert: the same everywhere, and the same as folding what was made in one go.
				for (const f of folded) expect(outcome(f)).toEqual(outcome(reference));
				// Every event exactly once; nothing waits once everything is delivered.
				expect(reference.log.map(eventKey).sort()).toEqual(made.map(eventKey).sort());
				expect(reference.waiting).toEqual([]);
				// Every command is applied, taken back, or a conflict with who, what and why.
				const inConflict = new Set(reference.conflicts.map((c) => eventKey(c.events[0]!)));
				for (const e of reference.log) {
					if (isSyncControl(e.type) || e.counter !== commandStart(e)) continue;
					const key = eventKey(e);
					const places = [reference.applied.has(e), reference.undone.has(key), inConflict.has(key)];
					expect(places.filter(Boolean)).toHaveLength(1);
				}
				for (const c of reference.conflicts) {
					expect(c.events.length).toBeGreaterThan(0);
					expect(c.events.every((e) => e.device === c.who && typeof e.type === 'string')).toBe(true);
					expect(c.why.refusal).toMatch(/^(test|sync)\//);
				}
				seen.runs++;
				if (reference.conflicts.length > 0) seen.conflicts++;
				if (reference.conflicts.some((c) => c.dismissed)) seen.dismissed++;
				if (reference.undone.size > 0) seen.undone++;
				if (new Set(made.map((e) => e.clock)).size < new Set(made.map((e) => `${e.device}/${e.clock}`)).size)
					seen.concurrent++;
			}),
			{ numRuns: 300 }
		);
		// The runs did exercise what the property is about (it cannot pass on empty tables).
		expect(seen.conflicts).toBeGreaterThan(seen.runs / 10);
		expect(seen.undone).toBeGreaterThan(seen.runs / 10);
		expect(seen.concurrent).toBeGreaterThan(seen.runs / 10);
		expect(seen.dismissed).toBeGreaterThan(0);
		// 300 runs of up to three devices: about 3 s alone, more on a loaded machine.
	}, 60_000);
});
