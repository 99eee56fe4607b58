import { describe, expect, it } from 'vitest';
import { damageRatio } from '../rules';
import { LOCKE_OPEN_POINTS as OPEN_RULE_POINTS, pointNote } from './fixed-points';
import { ATTACK_CARDS, ATTACK_CARDS_SOURCE } from './attack-cards';
import { CHARACTERS, CHARACTERS_SOURCE } from './characters';
import { builtinCharacter as character } from '../../../../../tests/factories/locke';

describe('LOCKE_OPEN_POINTS', () => {
	it('has unique ids, a title, what is open and the app’s reading in both languages; one point is a setting', () => {
		const ids = OPEN_RULE_POINTS.map((p) => p.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const p of OPEN_RULE_POINTS) {
			for (const text of [p.title, p.question, ...p.readings.map((r) => r.label)]) {
				expect(text.ja.length).toBeGreaterThan(0);
				expect(text.en.length).toBeGreaterThan(0);
			}
			expect(pointNote(p.id, 'ja')).toContain(p.question.ja);
		}
		expect(OPEN_RULE_POINTS.filter((p) => !p.fixedBecause).map((p) => p.id)).toEqual(['deck_out_deal']);
	});
	it('names every point the code refers to', () => {
		const ids = new Set(OPEN_RULE_POINTS.map((p) => p.id));
		for (const id of [
			'ratio_zero_column',
			'endurance_zero_rightmost',
			'damage_table_unknown',
			'melee_divisor',
			'melee_divisor_zero',
			'round_end_step4_after_step3',
			'initiative_same_card',
			'sync_count',
			'evil_flip_inputs',
			'composition_special',
			'silhouette_still_short',
			'thousand_turn_count',
			'grade_defeat_meaning',
			'deck_per_combat',
			'deck_out_deal',
			'turn_skips_dead',
			'revive_damage',
			'maintained_undefendable',
			'evil_clock_count',
			'maintained_until_dropped',
			'declared_endurance_death',
			'interference_sync',
			'combat_start_trigger',
			'key_point_defender'
		])
			expect(ids.has(id)).toBe(true);
	});
});

describe('data fixtures', () => {
	it('characters come from KMC table 2.1 with unique ids and sane stats', () => {
		expect(CHARACTERS_SOURCE).toBe('KMC rulebook table 2.1');
		expect(CHARACTERS).toHaveLength(24);
		expect(new Set(CHARACTERS.map((c) => c.id)).size).toBe(CHARACTERS.length);
		for (const c of CHARACTERS) {
			expect(c.espLevel).toBeGreaterThanOrEqual(0);
			expect(c.endurance).toBeGreaterThanOrEqual(1);
		}
	});
	it('alignments the notes mark "?" are null', () => {
		expect(character('jessica').alignment).toBeNull();
		expect(character('hijiri-yuki').alignment).toBeNull();
		expect(character('amazona').alignment).toBe('EVIL/GOOD');
	});
	it('attack cards: levels 1..7, every level a defence must reach, firepower rising with level', () => {
		expect(ATTACK_CARDS_SOURCE).toBe('KMC rulebook table 5.1');
		expect(ATTACK_CARDS.find((c) => c.id === 'g-shell')?.firepower).toEqual([25, 30, 35]);
		for (const c of ATTACK_CARDS) {
			expect(c.level).toBeGreaterThanOrEqual(1);
			expect(c.level).toBeLessThanOrEqual(7);
		}
	});
	it('a ジオイド弾 (100) against ロック1 (耐久力 6) is the 16:1 column', () => {
		const geoid = ATTACK_CARDS.find((c) => c.id === 'geoid-shell');
		expect(damageRatio(geoid?.firepower[0] ?? 0, character('locke-1').endurance)).toBe(16);
	});
});
