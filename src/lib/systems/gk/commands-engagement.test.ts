/**
 * GK engagement commands, as the shell runs them: state in, intent, state out.
 */
import { describe, expect, it } from 'vitest';
import { run, ok, refusal, ctx, stats, world } from '$tests/factories/gk-world';
import { gkCommands } from './commands';

describe('engagement commands', () => {
	it('app dice: the preview equals the record for the same random source; rolls only what the round needs', () => {
		const s = world();
		const a = gkCommands.engagementApp(s, { a: 'c1', b: 'c3', all: true }, ctx(5));
		const b = gkCommands.engagementApp(s, { a: 'c1', b: 'c3', all: true }, ctx(5));
		expect(a).toEqual(b);
		const after = ok(run(s, 'engagementApp', { a: 'c1', b: 'c3', all: true }, 5));
		expect(after.engagement?.over).not.toBeNull();
		expect(after.engagement?.rounds).toHaveLength((a as unknown[]).length);
		// FS 0: no critical roll is ever asked for.
		for (const d of a as { payload: { rolls: { a: object; b: object } } }[]) {
			expect(d.payload.rolls.a).not.toHaveProperty('crit');
			expect(d.payload.rolls.b).not.toHaveProperty('crit');
		}
	});
	it('refuses against oneself, across squares, a dying fighter, and a survival check for one not dying', () => {
		const s = world();
		expect(refusal(run(s, 'engagementApp', { a: 'c1', b: 'c1', all: false }))?.refusal).toBe('gk/self_engagement');
		expect(refusal(run(s, 'engagementApp', { a: 'c1', b: 'c2', all: false }))?.refusal).toBe('gk/different_square');
		expect(refusal(run(s, 'survival', { character: 'c1', roll: 5 }))?.refusal).toBe('gk/not_dying');
		// 10 − 7 = 3 off 体力 5 (「残り体力:5-3=2」), not off HP.
		const hurt = ok(run(s, 'specialAttack', { attacker: 'c3', target: 'c1', roll: 1 }));
		expect(hurt.characters.c1).toMatchObject({ hp: 30, stats: { VIT: 2 } });
	});
	it('special attack: the seed example 10 vs 7 → 65 %, 55 hits for 3 off 体力; the minimum from the setting; 体力 ≤ 0 is 瀕死', () => {
		let s = world();
		s = ok(
			run(s, 'addCharacter', {
				name: 'T',
				faction: 'f2',
				stats: { ...stats, ATK: 0 },
				hp: 5,
				faces: Array(6).fill('light')
			})
		);
		const hit = ok(run(s, 'specialAttack', { attacker: 'c1', target: 'c4', roll: 55 }));
		expect(hit.lastSpecialAttack).toMatchObject({ chance: 65, hit: true, damage: 3, stat: 'VIT', before: 5, after: 2 });
		const min = ok(
			run(s, 'specialAttack', { attacker: 'c4', target: 'c1', roll: 1 }, 1, {
				special_attack_minimum: { reading: 'gk-sets', amount: 5 }
			})
		);
		expect(min.lastSpecialAttack).toMatchObject({ chance: 15, hit: true, damage: 5 });
		const dying = ok(
			run(ok(run(s, 'specialAttack', { attacker: 'c1', target: 'c4', roll: 1 })), 'specialAttack', {
				attacker: 'c1',
				target: 'c4',
				roll: 1
			})
		);
		expect(dying.characters.c4).toMatchObject({ hp: 5, stats: { VIT: -1 }, status: 'dying', survival: 'due' });
		const lives = ok(run(dying, 'survival', { character: 'c4', roll: 20 }));
		expect(lives.characters.c4).toMatchObject({ status: 'dying', survival: 'passed', stats: { MND: 0 } });
		expect(ok(run(dying, 'survival', { character: 'c4', roll: 21 })).characters.c4!.status).toBe('dead');
	});
});
