import { describe, expect, it } from 'vitest';
import { fixedPointChecks } from '$tests/factories/fixed-points';
import { CHOICE_POINTS } from './open-points';
import { FIXED_POINTS, OPEN_POINTS } from './fixed-points';
import { checkOpenPoints } from '../../define';
import { gloomhaven } from '../index';
import { DEFAULT_READINGS, READING_OPTIONS, READING_POINTS } from '../rules/readings';

describe('OPEN_POINTS', () => {
	it('every point has at least two readings and a default among them; ids are unique', () => {
		expect(new Set(OPEN_POINTS.map((p) => p.id)).size).toBe(OPEN_POINTS.length);
		for (const p of OPEN_POINTS) {
			expect(p.readings.length).toBeGreaterThanOrEqual(2);
			expect(p.readings.map((o) => o.id)).toContain(p.default);
		}
	});

	it('the points a group may choose are exactly the rules’ readings, with their options and defaults', () => {
		const settable = OPEN_POINTS.filter((p) => !p.fixedBecause);
		expect(settable.map((p) => p.id).sort()).toEqual([...READING_POINTS].sort());
		for (const p of settable) {
			const id = p.id as keyof typeof READING_OPTIONS;
			expect(p.readings.map((r) => r.id)).toEqual([...READING_OPTIONS[id]]);
			expect(p.default).toBe(DEFAULT_READINGS[id]);
		}
	});

	it('lists every point once, in the seed order; the system folds only the ones a group may choose', () => {
		expect(OPEN_POINTS).toHaveLength(CHOICE_POINTS.length + FIXED_POINTS.length);
		expect(new Set(OPEN_POINTS).size).toBe(OPEN_POINTS.length);
		expect(OPEN_POINTS[0]!.id).toBe('better_by_value');
		expect(() => checkOpenPoints('gloomhaven', OPEN_POINTS)).not.toThrow();
	});

	fixedPointChecks(gloomhaven, FIXED_POINTS, CHOICE_POINTS);
});
