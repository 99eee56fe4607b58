import { expect, it } from 'vitest';
import { checkChoices, type OpenPoint } from '$lib/core/readings';
import { checkOpenPoints } from '$lib/systems/define';

/**
 * The checks every system's fixed open points share (GK, Gloomhaven, Locke). A point the app reads
 * one way (`fixedBecause`) is listed for the table outside the system's definition, whose
 * `openPoints` are the points a group may choose: checked as defineSystem checks those, each saying
 * why in both languages, none read by the fold, and a choice naming one refused as an unknown reading.
 */
export function fixedPointChecks(
	system: { id: string; openPoints?: readonly OpenPoint[] },
	fixed: readonly OpenPoint[],
	choice: readonly OpenPoint[]
): void {
	it('the fixed points pass the definition check beside the choice points (ids unique across both, defaults among the readings)', () => {
		expect(fixed.length).toBeGreaterThan(0);
		expect(() => checkOpenPoints(system.id, [...choice, ...fixed])).not.toThrow();
	});

	it('each fixed point says why it is not a setting and is not among the points the fold reads', () => {
		const chosen = new Set((system.openPoints ?? []).map((p) => p.id));
		for (const p of fixed) {
			expect(p.fixedBecause?.ja, p.id).toBeTruthy();
			expect(p.fixedBecause?.en, p.id).toBeTruthy();
			expect(chosen.has(p.id), p.id).toBe(false);
		}
		expect(system.openPoints).toEqual(choice);
	});

	it('a choice naming a fixed point is refused as an unknown reading', () => {
		for (const p of fixed)
			expect(checkChoices(system.openPoints ?? [], { [p.id]: { reading: p.default } }), p.id).toMatchObject({
				refusal: 'session/unknown_reading'
			});
	});
}
