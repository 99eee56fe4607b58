/**
 * Random tables for the property tests of src/lib/core/sync: two or three devices, each recording
 * acts, groups, notes, undos, redos and dismissals on what it has heard, and hearing parts of the
 * others' logs.
 */
import fc from 'fast-check';
import { AKI, BEN, Device, GM, added, noted } from './table';
import type { SyncEvent } from '$lib/core/sync';

export type Op =
	| { kind: 'act'; by: number }
	| { kind: 'group'; by: number; text: string }
	| { kind: 'note'; text: string }
	| { kind: 'undo' | 'redo' | 'dismiss' }
	| { kind: 'hear'; from: number; picks: boolean[] };

export const opArb: fc.Arbitrary<Op> = fc.oneof(
	{ weight: 4, arbitrary: fc.record({ kind: fc.constant('act' as const), by: fc.integer({ min: -4, max: 4 }) }) },
	{
		weight: 1,
		arbitrary: fc.record({
			kind: fc.constant('group' as const),
			by: fc.integer({ min: -3, max: 3 }),
			text: fc.constantFrom('g', 'h')
		})
	},
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant('note' as const), text: fc.constantFrom('x', 'y', 'z') }) },
	{
		weight: 3,
		arbitrary: fc.record({
			kind: fc.constantFrom('undo' as const, 'undo' as const, 'redo' as const, 'dismiss' as const)
		})
	},
	{
		weight: 2,
		arbitrary: fc.record({
			kind: fc.constant('hear' as const),
			from: fc.nat(2),
			picks: fc.array(fc.boolean(), { maxLength: 40 })
		})
	}
);

export const tableArb = fc.record({
	devices: fc.constantFrom([GM, AKI], [GM, AKI, BEN], [AKI, BEN, GM]),
	steps: fc.array(fc.tuple(fc.nat(2), opArb), { minLength: 4, maxLength: 50 })
});

export function play(ids: readonly string[], steps: readonly [number, Op][]): { devices: Device[]; made: SyncEvent[] } {
	const devices = ids.map((id) => new Device(id));
	const made: SyncEvent[] = [];
	for (const [who, op] of steps) {
		const d = devices[who % devices.length]!;
		let events: SyncEvent[] | null = null;
		if (op.kind === 'act') events = d.record(added(op.by));
		else if (op.kind === 'group') events = d.record(added(op.by), noted(op.text));
		else if (op.kind === 'note') events = d.record(noted(op.text));
		else if (op.kind === 'undo') events = d.undo();
		else if (op.kind === 'redo') events = d.redo();
		else if (op.kind === 'dismiss') events = d.dismiss();
		else if (op.kind === 'hear') {
			const from = devices[op.from % devices.length]!.known.events;
			d.receive(from.filter((_, i) => op.picks[i % Math.max(1, op.picks.length)]));
		}
		if (events) made.push(...events);
	}
	return { devices, made };
}
