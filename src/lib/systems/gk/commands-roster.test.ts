/**
 * GK roster commands and their corrections, as the shell runs them: state in, intent, state out.
 */
import { describe, expect, it } from 'vitest';
import { run, ok, refusal, stats, world, edit } from '$tests/factories/gk-world';
import { gk } from '.';

describe('roster commands', () => {
	it('HP from the session formula (50 + VIT × 10), the sample set copied once', () => {
		const s = world();
		expect(s.characters.c3!.hp).toBe(100);
		expect(Object.keys(s.techniques)).toHaveLength(11);
		expect(ok(run(s, 'copySampleTechniques', { locale: 'en' }))).toEqual(s);
	});
	it('refuses a stat outside 0…99 or not a number, naming it; an empty face; an unknown faction; a square off the map', () => {
		const s = world();
		const c = { name: 'X', faction: 'f1', stats, hp: 10, faces: Array(6).fill('light') };
		expect(refusal(run(s, 'addCharacter', { ...c, stats: { ...stats, DEF: 100 } }))).toEqual({
			refusal: 'gk/bad_stat',
			params: { stat: 'DEF' }
		});
		expect(refusal(run(s, 'addCharacter', { ...c, stats: { ...stats, ATK: Number.NaN } }))?.params).toEqual({
			stat: 'ATK'
		});
		expect(refusal(run(s, 'addCharacter', { ...c, faces: ['light', '', 'light', 'light', 'light', 'light'] }))).toEqual(
			{ refusal: 'gk/empty_face', params: { face: 2 } }
		);
		expect(refusal(run(s, 'addCharacter', { ...c, faction: 'f9' }))?.refusal).toBe('gk/unknown_faction');
		expect(refusal(run(s, 'addCharacter', { ...c, at: [8, 0] }))?.refusal).toBe('gk/bad_square');
		expect(refusal(run(s, 'addCharacter', { ...c, stats: { ...stats, VIT: 0 }, hp: null }))).toBeNull();
	});
	it('a technique formula that cannot be worked out for a character names the character and the technique', () => {
		let s = world();
		s = ok(run(s, 'saveTechnique', { name: '自爆', kind: 'attack', formula: 'ATK / (DEF - 7)' }));
		const r = refusal(run(s, 'addCharacter', { name: 'Z', faction: 'f1', stats, hp: 10, faces: Array(6).fill('t1') }));
		expect(r).toEqual({
			refusal: 'gk/bad_formula',
			params: { formula: 'ATK / (DEF - 7)', character: 'Z', technique: '自爆' }
		});
		expect(gk.explainRefusal(r!, 'ja')).toBe('式「ATK / (DEF - 7)」を計算できません(Z の「自爆」)');
		expect(refusal(run(s, 'saveTechnique', { name: 'x', kind: 'attack', formula: 'ATK +' }))?.refusal).toBe(
			'gk/bad_formula'
		);
	});
	it('formulas: a change is one event; a formula that does not parse is refused; flags set and unknown characters refused', () => {
		const s = ok(run(world(), 'changeFormulas', { hpFormula: '40 + VIT × 10' }));
		expect(s.settings).toMatchObject({ hpFormula: '40 + VIT × 10', movementFormula: '2', roundLimit: 25 });
		expect(refusal(run(s, 'changeFormulas', { hpFormula: '50 +' }))?.refusal).toBe('gk/bad_formula');
		expect(refusal(run(s, 'changeFormulas', {}))?.refusal).toBe('session/invalid_input');
		expect(
			ok(run(s, 'setFlag', { character: 'c1', flag: 'incapacitated', on: true })).characters.c1!.incapacitated
		).toBe(true);
		expect(refusal(run(s, 'setFlag', { character: 'zz', flag: 'withdrawn', on: true }))?.refusal).toBe(
			'gk/unknown_character'
		);
		expect(refusal(run(s, 'setMap', { width: 4, height: 4, walls: [[4, 0]] }))?.refusal).toBe('gk/bad_square');
		expect(ok(run(s, 'setMap', { width: 4, height: 4, walls: [[1, 1]] })).map).toEqual({
			width: 4,
			height: 4,
			walls: [[1, 1]]
		});
	});
});

describe('roster corrections', () => {
	it('edits a character as it was checked when added; a new max HP keeps the damage taken', () => {
		const s = world();
		const hurt = ok(run(s, 'specialAttack', { attacker: 'c2', target: 'c1', roll: 1 }));
		const r = ok(edit(hurt, 'c1', { name: 'A2', hp: 40, stats: { ...stats, ATK: 12 } }));
		expect(r.characters.c1).toMatchObject({ name: 'A2', maxHp: 40, hp: hurt.characters.c1!.hp + 10 });
		expect(r.characters.c1!.stats.ATK).toBe(12);
		expect(refusal(edit(s, 'c1', { stats: { ...stats, DEF: 100 } }))).toEqual({
			refusal: 'gk/bad_stat',
			params: { stat: 'DEF' }
		});
		expect(refusal(edit(s, 'c1', { faces: ['light', '', 'light', 'light', 'light', 'light'] }))?.refusal).toBe(
			'gk/empty_face'
		);
		const a = s.characters.c1!;
		const ghost = { id: 'c9', name: 'X', faction: 'f1', stats, hp: 9, faces: a.faces };
		expect(refusal(run(s, 'editCharacter', ghost))?.refusal).toBe('gk/unknown_character');
		const fighting = ok(
			run(ok(edit(s, 'c2', { at: [0, 0] })), 'engagementRound', {
				a: 'c1',
				b: 'c2',
				rolls: { a: { die: 4, crit: 99, evade: 99, guard: 99 }, b: { die: 4, crit: 99, evade: 99, guard: 99 } }
			})
		);
		expect(fighting.engagement?.over).toBeNull();
		expect(refusal(edit(fighting, 'c1', { name: 'X' }))).toEqual({
			refusal: 'gk/in_engagement',
			params: { name: 'A' }
		});
	});
	it('removes a character (its id never comes back, old reports keep its name); refused mid-engagement or after acting', () => {
		const s = world();
		const gone = ok(run(s, 'removeCharacter', { character: 'c3' }));
		expect(gone.characters.c3).toBeUndefined();
		expect(gone.removed).toEqual({ c3: 'C' });
		const again = ok(
			run(gone, 'addCharacter', { name: 'D', faction: 'f1', stats, hp: 9, faces: Array(6).fill('light') })
		);
		expect(Object.keys(again.characters)).toContain('c4');
		const phase = ok(run(s, 'startPhase', { faction: 'f1' }));
		const acted = ok(run(phase, 'takeAction', { character: 'c1', path: [], action: 'wait' }));
		const r = refusal(run(acted, 'removeCharacter', { character: 'c1' }));
		expect(r).toEqual({ refusal: 'gk/in_phase', params: { name: 'A' } });
		expect(gk.explainRefusal(r!, 'en')).toMatch(/has acted this phase/);
		const targeted = ok(run(phase, 'takeAction', { character: 'c3', path: [], action: 'specialAttack', target: 'c2' }));
		expect(refusal(run(targeted, 'removeCharacter', { character: 'c2' }))?.refusal).toBe('gk/in_phase');
	});
	it('removes a technique no face uses; names the character whose face does', () => {
		const s = world();
		expect(refusal(run(s, 'removeTechnique', { id: 'light' }))).toEqual({
			refusal: 'gk/technique_in_use',
			params: { name: 'A', technique: s.techniques.light!.name }
		});
		const unused = Object.keys(s.techniques).find((id) => !['light', 'defend', 'evade'].includes(id))!;
		const r = ok(run(s, 'removeTechnique', { id: unused }));
		expect(r.techniques[unused]).toBeUndefined();
		expect(refusal(run(r, 'removeTechnique', { id: unused }))?.refusal).toBe('gk/unknown_technique');
	});
});
