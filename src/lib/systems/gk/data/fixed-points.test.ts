/**
 * GK's fixed points (fixed-points.ts) are listed by the settings tab, outside the system's
 * definition (its `openPoints` are the points a group may choose): checked here as defineSystem
 * checks those, and kept out of what the fold reads.
 */
import { describe, expect, it } from 'vitest';
import { checkChoices } from '$lib/core/readings';
import { checkOpenPoints } from '../../define';
import { gk } from '../index';
import { GK_CHOICE_POINTS } from './open-points';
import { GK_FIXED_POINTS } from './fixed-points';

describe('GK fixed points', () => {
	it('pass the definition check beside the choice points (ids unique across both, defaults among the readings)', () => {
		expect(() => checkOpenPoints('gk', [...GK_CHOICE_POINTS, ...GK_FIXED_POINTS])).not.toThrow();
	});

	it('each says why it is not a setting and is not among the points the fold reads', () => {
		const chosen = new Set((gk.openPoints ?? []).map((p) => p.id));
		for (const p of GK_FIXED_POINTS) {
			expect(p.fixedBecause?.ja, p.id).toBeTruthy();
			expect(p.fixedBecause?.en, p.id).toBeTruthy();
			expect(chosen.has(p.id), p.id).toBe(false);
		}
		expect(gk.openPoints).toEqual(GK_CHOICE_POINTS);
	});

	it('a choice naming a fixed point is refused as before (an unknown reading)', () => {
		const point = GK_FIXED_POINTS[0]!;
		expect(checkChoices(gk.openPoints ?? [], { [point.id]: { reading: point.default } })).toMatchObject({
			refusal: 'session/unknown_reading'
		});
	});
});
