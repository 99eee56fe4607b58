/**
 * GK's fixed points (fixed-points.ts) are listed by the settings tab, outside the system's
 * definition (its `openPoints` are the points a group may choose).
 */
import { describe } from 'vitest';
import { fixedPointChecks } from '$tests/factories/fixed-points';
import { gk } from '../index';
import { GK_CHOICE_POINTS } from './open-points';
import { GK_FIXED_POINTS } from './fixed-points';

describe('GK fixed points', () => {
	fixedPointChecks(gk, GK_FIXED_POINTS, GK_CHOICE_POINTS);
});
