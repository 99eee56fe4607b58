import { describe, expect, it } from 'vitest';
import { DRAFT_POINT, PGT_OPEN_POINTS, PGT_SETTINGS, costCapOf, isSettingOption, settingOf } from './open-points';
import { DRAFT_READINGS } from '../rules';

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
			expect(p.title.ja && p.title.en).toBeTruthy();
			expect(p.en).not.toBe('');
			expect(p.options.length).toBeGreaterThanOrEqual(2);
			for (const o of p.options) expect(o.ja && o.en && o.id).toBeTruthy();
			expect(p.options.map((o) => o.id)).toContain(p.default);
		}
	);
	it('every point but the readings and the draft’s is a match setting the rules read', () => {
		expect(PGT_SETTINGS.map((p) => p.id).sort()).toEqual(
			[
				'both_sides_empty',
				'conflict_choice',
				'face_down_guard',
				'game_first_player',
				'negative_value',
				'next_round_first_player',
				'party_cost_cap',
				'round_end_regrouping'
			].sort()
		);
		expect(isSettingOption('physical_attribute', 'both')).toBe(false);
		// The draft's reading is chosen when a draft starts, not a match's setting.
		expect(isSettingOption('draft_procedure', 'snake')).toBe(false);
		expect(DRAFT_POINT.options.map((o) => o.id)).toEqual([...DRAFT_READINGS]);
		expect(isSettingOption('party_cost_cap', 'cap-12')).toBe(true);
		expect(settingOf({}, 'party_cost_cap')).toBe('show-total');
		expect(costCapOf('cap-15')).toBe(15);
		expect(costCapOf('show-total')).toBeNull();
	});
});
