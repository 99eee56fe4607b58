/**
 * Locke's fixed points (fixed-points.ts) are listed by the Game tab, the checklists and the
 * reference, outside the system's definition (its `openPoints` are the point a group may choose).
 */
import { describe, expect, it } from 'vitest';
import { checkChoices } from '$lib/core/readings';
import { fixedPointChecks } from '$tests/factories/fixed-points';
import { locke } from '../index';
import { DECK_OUT_POINT, LOCKE_CHOICE_POINTS } from './open-points';
import { LOCKE_OPEN_POINTS } from './fixed-points';

const FIXED = LOCKE_OPEN_POINTS.filter((p) => p.fixedBecause);

describe('Locke fixed points', () => {
	fixedPointChecks(locke, FIXED, LOCKE_CHOICE_POINTS);

	it('every point once, in one list: the 33 fixed ones and the deck-out choice, which a group may choose', () => {
		expect(FIXED).toHaveLength(33);
		expect(LOCKE_OPEN_POINTS.filter((p) => !p.fixedBecause).map((p) => p.id)).toEqual([DECK_OUT_POINT]);
		expect(checkChoices(locke.openPoints ?? [], { [DECK_OUT_POINT]: { reading: 'combat_ends' } })).toBeNull();
	});
});
