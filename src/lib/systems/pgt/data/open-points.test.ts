import { describe, expect, it } from 'vitest';
import { PGT_OPEN_POINTS } from './open-points';

describe('PGT open points', () => {
	it('name the three points the issue lists', () => {
		const ids = PGT_OPEN_POINTS.map((p) => p.id);
		expect(ids).toEqual(expect.arrayContaining(['party_cost_cap', 'non_attack_range', 'round_end_regrouping']));
		expect(new Set(ids).size).toBe(ids.length);
	});
	it.each(PGT_OPEN_POINTS.map((p) => [p.id, p] as const))(
		'%s has ja/en text, two or more options and a default among them',
		(_, p) => {
			expect(p.ja).not.toBe('');
			expect(p.en).not.toBe('');
			expect(p.options.length).toBeGreaterThanOrEqual(2);
			for (const o of p.options) expect(o.ja && o.en && o.id).toBeTruthy();
			expect(p.options.map((o) => o.id)).toContain(p.default);
		}
	);
});
