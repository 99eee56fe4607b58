import { describe, expect, it } from 'vitest';
import { OPEN_POINTS } from './open-points';

describe('OPEN_POINTS', () => {
	it('every point has ja and en text, at least two options and a default among them; ids are unique', () => {
		expect(new Set(OPEN_POINTS.map((p) => p.id)).size).toBe(OPEN_POINTS.length);
		for (const p of OPEN_POINTS) {
			expect(p.ja.length > 0 && p.en.length > 0).toBe(true);
			expect(p.options.length).toBeGreaterThanOrEqual(2);
			expect(p.options.map((o) => o.id)).toContain(p.default);
			for (const o of p.options) expect(o.ja.length > 0 && o.en.length > 0).toBe(true);
		}
	});
});
