import { describe, expect, it } from 'vitest';
import { mtgTrpg } from '..';
import { MTG_TRPG_OPEN_POINTS } from './open-points';

const byId = (id: string) => MTG_TRPG_OPEN_POINTS.find((p) => p.id === id);

describe('MTG TRPG open points', () => {
	it('default to the later text for escape and horde difficulty, and to the seed for the reset', () => {
		expect(byId('escape_difficulty')?.default).toBe('enemy-untapped-permanents');
		expect(byId('escape_difficulty')?.readings.map((o) => o.id)).toEqual([
			'enemy-untapped-permanents',
			'pcs-in-combat'
		]);
		expect(byId('horde_difficulty')?.default).toBe('pcs-taking-part');
		expect(byId('horde_difficulty')?.readings.map((o) => o.id)).toEqual([
			'pcs-taking-part',
			'allied-permanents',
			'zero'
		]);
		expect(byId('colourless_check_bonus')?.default).toBe('none');
		expect(byId('reset_clamps')?.default).toBe('none');
	});
	it('④ 「PCの数が2人以上の場合、敵は、1ターン目開始の前に、ハンデとして準備のためのターンを得ます」: the general wording is the default', () => {
		expect(byId('prep_turn')?.default).toBe('any-enemy');
		expect(byId('prep_turn')?.readings.map((o) => o.id)).toEqual(['any-enemy', 'deck-only']);
	});
	it('an automatic failure of the horde check gives one turn by default; the margin formula stays a choice', () => {
		expect(byId('horde_auto_results')?.default).toBe('fail-one');
		expect(byId('horde_auto_results')?.readings.map((o) => o.id)).toEqual(['fail-one', 'formula', 'auto-extremes']);
	});
	it.each(MTG_TRPG_OPEN_POINTS.map((p) => [p.id, p] as const))(
		'%s is a choice: a title, the seed quoted, two readings or more with ja/en labels, the default among them',
		(_, p) => {
			for (const text of [p.title, p.question, ...p.readings.map((r) => r.label)]) {
				expect(text.ja.trim()).not.toBe('');
				expect(text.en.trim()).not.toBe('');
			}
			expect(p.question.ja).toMatch(/「.+」/);
			expect(p.fixedBecause).toBeUndefined();
			expect(p.readings.length).toBeGreaterThanOrEqual(2);
			expect(p.readings.map((o) => o.id)).toContain(p.default);
		}
	);
	it('is what the system declares as its open points', () => {
		expect(mtgTrpg.openPoints).toBe(MTG_TRPG_OPEN_POINTS);
	});
});
