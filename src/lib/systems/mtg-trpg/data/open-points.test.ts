import { describe, expect, it } from 'vitest';
import { MTG_TRPG_OPEN_POINTS } from './open-points';

const byId = (id: string) => MTG_TRPG_OPEN_POINTS.find((p) => p.id === id);

describe('MTG TRPG open points', () => {
	it('default to the later text for escape and horde difficulty, and to the seed for the reset', () => {
		expect(byId('escape_difficulty')?.default).toBe('enemy-untapped-permanents');
		expect(byId('escape_difficulty')?.options.map((o) => o.id)).toEqual(['enemy-untapped-permanents', 'pcs-in-combat']);
		expect(byId('horde_difficulty')?.default).toBe('pcs-taking-part');
		expect(byId('horde_difficulty')?.options.map((o) => o.id)).toEqual([
			'pcs-taking-part',
			'allied-permanents',
			'zero'
		]);
		expect(byId('colourless_check_bonus')?.default).toBe('none');
		expect(byId('reset_clamps')?.default).toBe('none');
	});
	it('④ 「PCの数が2人以上の場合、敵は、1ターン目開始の前に、ハンデとして準備のためのターンを得ます」: the general wording is the default', () => {
		expect(byId('prep_turn')?.default).toBe('any-enemy');
		expect(byId('prep_turn')?.options.map((o) => o.id)).toEqual(['any-enemy', 'deck-only']);
	});
	it('an automatic failure of the horde check gives one turn by default; the margin formula stays a choice', () => {
		expect(byId('horde_auto_results')?.default).toBe('fail-one');
		expect(byId('horde_auto_results')?.options.map((o) => o.id)).toEqual(['fail-one', 'formula', 'auto-extremes']);
	});
	it.each(MTG_TRPG_OPEN_POINTS.map((p) => [p.id, p] as const))(
		'%s has ja/en text, options and a default among them',
		(_, p) => {
			expect(p.ja).not.toBe('');
			expect(p.en).not.toBe('');
			expect(p.options.length).toBeGreaterThanOrEqual(2);
			for (const o of p.options) expect(o.ja && o.en && o.id).toBeTruthy();
			expect(p.options.map((o) => o.id)).toContain(p.default);
		}
	);
});
