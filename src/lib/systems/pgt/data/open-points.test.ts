import { describe, expect, it } from 'vitest';
import { checkChoices } from '$lib/core/readings';
import { DRAFT_POINT, MATCH_POINTS, PGT_OPEN_POINTS, costCapOf, defaultOf, isSettingOption } from './open-points';
import { DRAFT_READINGS } from '../rules';

describe('PGT open points', () => {
	it('name the three points the issue lists', () => {
		const ids = PGT_OPEN_POINTS.map((p) => p.id);
		expect(ids).toEqual(expect.arrayContaining(['party_cost_cap', 'non_attack_range', 'round_end_regrouping']));
		expect(new Set(ids).size).toBe(ids.length);
	});
	it.each(PGT_OPEN_POINTS.map((p) => [p.id, p] as const))(
		'%s has ja/en text, two or more readings and a default among them',
		(_, p) => {
			expect(p.question.ja && p.question.en).toBeTruthy();
			expect(p.title.ja && p.title.en).toBeTruthy();
			expect(p.readings.length).toBeGreaterThanOrEqual(2);
			for (const o of p.readings) expect(o.label.ja && o.label.en && o.id).toBeTruthy();
			expect(p.readings.map((o) => o.id)).toContain(p.default);
		}
	);
	it('every point without fixedBecause is a choice the rules read; the match panel leaves the draft’s out', () => {
		expect(
			PGT_OPEN_POINTS.filter((p) => !p.fixedBecause)
				.map((p) => p.id)
				.sort()
		).toEqual(
			[
				'both_sides_empty',
				'conflict_choice',
				'draft_procedure',
				'face_down_guard',
				'game_first_player',
				'negative_value',
				'next_round_first_player',
				'party_cost_cap',
				'round_end_regrouping'
			].sort()
		);
		expect(MATCH_POINTS.map((p) => p.id)).not.toContain('draft_procedure');
		expect(isSettingOption('physical_attribute', 'both')).toBe(false);
		expect(checkChoices(PGT_OPEN_POINTS, { physical_attribute: { reading: 'both' } })?.refusal).toBe(
			'session/unknown_reading'
		);
		expect(DRAFT_POINT.readings.map((o) => o.id)).toEqual([...DRAFT_READINGS]);
		expect(isSettingOption('party_cost_cap', 'cap-12')).toBe(true);
		expect(defaultOf('party_cost_cap')).toBe('show-total');
		expect(costCapOf('cap-15')).toBe(15);
		expect(costCapOf('show-total')).toBeNull();
	});
});
