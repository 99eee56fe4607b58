/**
 * GK special abilities, their costs and effects, as the shell runs them.
 */
import { describe, expect, it } from 'vitest';
import { run, ok, refusal, stats, world, edit } from '$tests/factories/gk-world';
import { gkDrafts } from '$tests/factories/gk-play';
import { gk } from '.';
import type { GkState } from './state';

describe('special abilities', () => {
	it('active: activation then success; rest follows any activation, even a failed effect; not after a failed activation', () => {
		let s = ok(run(world(), 'startPhase', { faction: 'f1' }));
		const failedEffect = ok(run(s, 'useAbility', { character: 'c3', activation: 50, success: 51 }));
		expect(failedEffect.lastAbility).toMatchObject({ effects: [{ success: { success: false } }], rest: { phases: 1 } });
		expect(refusal(run(failedEffect, 'useAbility', { character: 'c3', activation: 1, success: 1 }))?.refusal).toBe(
			'gk/ability_resting'
		);
		const failed = ok(run(s, 'useAbility', { character: 'c3', activation: 51 }));
		expect(failed.characters.c3).toMatchObject({ restingIn: null, restLeft: 0 });
		expect(refusal(run(s, 'useAbility', { character: 'c3', activation: 50 }))?.refusal).toBe('gk/bad_rolls');
		expect(refusal(run(s, 'useAbility', { character: 'c1', activation: 50 }))?.refusal).toBe('gk/no_ability');
		// The rest covers f1's next phase (3), and is over in the one after (5).
		s = ok(run(ok(run(failedEffect, 'startPhase', { faction: 'f2' })), 'startPhase', { faction: 'f1' }));
		expect(refusal(run(s, 'useAbility', { character: 'c3', activation: 1, success: 1 }))?.refusal).toBe(
			'gk/ability_resting'
		);
		s = ok(run(ok(run(s, 'startPhase', { faction: 'f2' })), 'startPhase', { faction: 'f1' }));
		expect(refusal(run(s, 'useAbility', { character: 'c3', activation: 1, success: 1 }))).toBeNull();
	});
	it('counter: activation → waiting (no success roll yet) → a success check each time → the GK ends the waiting', () => {
		const s = ok(run(world(), 'startPhase', { faction: 'f2' }));
		const waiting = ok(run(s, 'useAbility', { character: 'c2', target: 'c1', activation: 10 }));
		expect(waiting.characters.c2).toMatchObject({ waiting: true, restingIn: 1, restLeft: 1 });
		// The command leaves the success roll out; a recorded one is refused (it comes with each condition met).
		expect(
			gk.reduce(
				s,
				{
					type: 'gk/abilityUsed',
					payload: { character: { id: 'c2', name: 'B' }, activation: 10, success: 3, source: 'table' }
				},
				{ tables: { byHash: {}, current: {} }, readings: {} }
			)
		).toEqual({ refusal: 'gk/bad_rolls' });
		const checked = ok(run(waiting, 'counterCheck', { character: 'c2', target: 'c1', roll: 50 }));
		expect(checked.lastAbility).toMatchObject({
			kind: 'counter',
			effects: [{ success: { roll: 50, chance: 50, success: true } }]
		});
		expect(checked.characters.c2!.waiting).toBe(true);
		const ended = ok(run(checked, 'endCounterWait', { character: 'c2' }));
		expect(ended.characters.c2!.waiting).toBe(false);
		expect(refusal(run(ended, 'counterCheck', { character: 'c2', target: 'c1', roll: 1 }))?.refusal).toBe(
			'gk/not_waiting'
		);
		expect(refusal(run(ended, 'endCounterWait', { character: 'c2' }))?.refusal).toBe('gk/not_waiting');
	});
});

/** C's ability with a cost and an effect on one named character; B's counter with a cost. */
function withCosts(): GkState {
	let s = world();
	const abilities = {
		c3: {
			name: '癒し',
			style: 'active',
			activation: 50,
			success: 50,
			costs: [{ stat: 'MND', amount: 3 }],
			effects: [{ text: 'HP回復', change: { stat: 'HP', amount: 20 } }]
		},
		c2: {
			name: '構え',
			style: 'counter',
			activation: 50,
			success: 50,
			costs: [{ stat: 'HP', amount: 5 }],
			effects: [{ text: '反撃', change: { stat: 'HP', amount: -7 } }]
		}
	} as const;
	for (const [id, ability] of Object.entries(abilities))
		s = ok(edit(s, id, { ability: JSON.parse(JSON.stringify(ability)) }));
	return ok(run(s, 'startPhase', { faction: 'f1' }));
}

/** B's counter, activated, hits A for 7 (A at 23 HP): so a heal shows. */
function hurtA(s: GkState): GkState {
	const waiting = ok(run(s, 'useAbility', { character: 'c2', target: 'c1', activation: 10 }));
	return ok(run(waiting, 'counterCheck', { character: 'c2', target: 'c1', roll: 10 }));
}

describe('ability costs and effects', () => {
	it('costs are paid once activated whether or not the effect appears; the effect only on success', () => {
		const hurt = hurtA(withCosts());
		const hpBefore = hurt.characters.c1!.hp;
		expect(hpBefore).toBe(23);
		const failed = ok(run(hurt, 'useAbility', { character: 'c3', target: 'c1', activation: 10, success: 90 }));
		expect(failed.characters.c3!.stats.MND).toBe(1);
		expect(failed.characters.c1!.hp).toBe(hpBefore);
		expect(failed.lastAbility).toMatchObject({
			costs: [{ stat: 'MND', amount: 3, paid: 3 }],
			effects: [{ appeared: false }]
		});
		const good = ok(run(hurt, 'useAbility', { character: 'c3', target: 'c1', activation: 10, success: 10 }));
		expect(good.characters.c3!.stats.MND).toBe(1);
		expect(good.characters.c1!.hp).toBe(30);
		expect(good.lastAbility?.effects[0]).toMatchObject({
			targets: ['c1'],
			text: 'HP回復',
			appeared: true,
			changes: [{ target: 'c1', stat: 'HP', amount: 20, before: 23, after: 30 }]
		});
		// A failed activation: nothing happens, nothing is paid, no rest.
		const none = ok(run(hurt, 'useAbility', { character: 'c3', target: 'c1', activation: 90 }));
		expect(none.characters.c3!.stats.MND).toBe(4);
		expect(none.lastAbility?.costs).toEqual([]);
	});
	it('counter: costs on activation, then each successful check shows the effect on its target, with no new cost', () => {
		let s = withCosts();
		s = ok(run(s, 'startPhase', { faction: 'f2' }));
		const waiting = ok(run(s, 'useAbility', { character: 'c2', target: 'c1', activation: 10 }));
		expect(waiting.characters.c2).toMatchObject({ waiting: true, hp: 25 });
		const hit = ok(run(waiting, 'counterCheck', { character: 'c2', target: 'c1', roll: 10 }));
		expect(hit.characters.c1!.hp).toBe(23);
		expect(hit.characters.c2!.hp).toBe(25);
		const miss = ok(run(hit, 'counterCheck', { character: 'c2', target: 'c1', roll: 90 }));
		expect(miss.characters.c1!.hp).toBe(23);
		expect(refusal(run(waiting, 'counterCheck', { character: 'c2', target: 'zz', roll: 1 }))?.refusal).toBe(
			'gk/unknown_character'
		);
		// A dead target is not fit: refused, nothing written.
		const frail = ok(edit(hit, 'c3', { stats: { ...stats, VIT: 1 } }));
		const down = ok(run(frail, 'specialAttack', { attacker: 'c2', target: 'c3', roll: 1 }));
		const dead = ok(run(down, 'survival', { character: 'c3', roll: 100 }));
		expect(dead.characters.c3!.status).toBe('dead');
		expect(refusal(run(dead, 'counterCheck', { character: 'c2', target: 'c3', roll: 1 }))?.refusal).toBe(
			'gk/bad_target'
		);
	});

	it('who rolled: no roll → the app; a roll handed over → the table, unless the dice entry’s app button made it', () => {
		const s = ok(run(world(), 'startPhase', { faction: 'f2' }));
		const sourceOf = (d: ReturnType<typeof gkDrafts>) =>
			Array.isArray(d) ? (d[0]!.payload as { source: string }).source : d;
		expect(sourceOf(gkDrafts(s, 'specialAttack', { attacker: 'c2', target: 'c1' }))).toBe('app');
		expect(sourceOf(gkDrafts(s, 'specialAttack', { attacker: 'c2', target: 'c1', roll: 40 }))).toBe('table');
		expect(sourceOf(gkDrafts(s, 'specialAttack', { attacker: 'c2', target: 'c1', roll: 40, source: 'app' }))).toBe(
			'app'
		);
		expect(sourceOf(gkDrafts(s, 'useAbility', { character: 'c2', target: 'c1', activation: 10, source: 'app' }))).toBe(
			'app'
		);
		expect(sourceOf(gkDrafts(s, 'useAbility', { character: 'c2', target: 'c1', activation: 10 }))).toBe('table');
		const waiting = ok(run(s, 'useAbility', { character: 'c2', target: 'c1', activation: 10 }));
		expect(sourceOf(gkDrafts(waiting, 'counterCheck', { character: 'c2', target: 'c1', roll: 5, source: 'app' }))).toBe(
			'app'
		);
	});
});
