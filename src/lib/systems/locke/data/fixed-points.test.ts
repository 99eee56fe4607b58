/**
 * Locke's fixed points (fixed-points.ts) are listed by the Game tab, the checklists and the
 * reference, outside the system's definition (its `openPoints` are the point a group may choose):
 * checked here as defineSystem checks those, and kept out of what the fold reads.
 */
import { describe, expect, it } from 'vitest';
import { checkChoices } from '$lib/core/readings';
import { checkOpenPoints } from '../../define';
import { locke } from '../index';
import { DECK_OUT_POINT, LOCKE_CHOICE_POINTS } from './open-points';
import { LOCKE_OPEN_POINTS } from './fixed-points';

const FIXED = LOCKE_OPEN_POINTS.filter((p) => p.fixedBecause);

describe('Locke fixed points', () => {
	it('every point once, in one list: the 33 fixed ones and the deck-out choice; ids unique, defaults among the readings', () => {
		expect(FIXED).toHaveLength(33);
		expect(LOCKE_OPEN_POINTS.filter((p) => !p.fixedBecause).map((p) => p.id)).toEqual([DECK_OUT_POINT]);
		expect(() => checkOpenPoints('locke', LOCKE_OPEN_POINTS)).not.toThrow();
	});

	it('each says why it is not a setting and is not among the points the fold reads', () => {
		const chosen = new Set((locke.openPoints ?? []).map((p) => p.id));
		for (const p of FIXED) {
			expect(p.fixedBecause?.ja, p.id).toBeTruthy();
			expect(p.fixedBecause?.en, p.id).toBeTruthy();
			expect(chosen.has(p.id), p.id).toBe(false);
		}
		expect(locke.openPoints).toEqual(LOCKE_CHOICE_POINTS);
	});

	it('a choice naming a fixed point is refused as an unknown reading; the deck-out rule is chosen as before', () => {
		const point = FIXED[0]!;
		expect(checkChoices(locke.openPoints ?? [], { [point.id]: { reading: point.default } })).toMatchObject({
			refusal: 'session/unknown_reading'
		});
		expect(checkChoices(locke.openPoints ?? [], { [DECK_OUT_POINT]: { reading: 'combat_ends' } })).toBeNull();
	});
});
