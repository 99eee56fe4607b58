import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { gloomhavenEvents } from './events';
import { planInProgress } from './reduce-attack';
import { draw, ok, party, step } from './testing';

describe('an attack on several targets is session state', () => {
	const plan = {
		bonus: 0,
		targets: [
			{ name: 'A', hp: 5, shield: 0, poisoned: false },
			{ name: 'B', shield: 1, poisoned: true }
		]
	};
	const first = draw(['plus1-1'], { target: 'A', hp: 5, index: 0, plan });
	const second = draw(['plus0-1'], { target: 'B', shield: 1, bonus: 1, index: 1 });

	it('its first draw keeps the plan; the next must be the plan’s next target; the last ends it', () => {
		const s = ok(party(), 'gloomhaven/attackDrawn', first);
		expect(s.plan).toMatchObject({ deck: 'brute', attack: 3, targets: plan.targets });
		expect(planInProgress(s)).not.toBeNull();
		expect(step(s, 'gloomhaven/attackDrawn', { ...second, shield: 0 })).toMatchObject({
			refusal: 'gloomhaven/plan_mismatch',
			params: { index: 2 }
		});
		expect(step(s, 'gloomhaven/attackDrawn', { ...second, deck: 'tinker' })).toMatchObject({
			refusal: 'gloomhaven/target_out_of_order'
		});
		expect(step(s, 'gloomhaven/attackDrawn', { ...second, index: 2 })).toMatchObject({
			refusal: 'gloomhaven/target_out_of_order'
		});
		const done = ok(s, 'gloomhaven/attackDrawn', second);
		// (3 + 1 poisoned) + 0 − shield 1 = 3.
		expect(done.targets.map((t) => [t.target, t.damage])).toEqual([
			['A', 4],
			['B', 3]
		]);
		expect(planInProgress(done)).toBeNull();
		expect(step(done, 'gloomhaven/attackStopped', { deck: 'brute', drawn: 2, of: 2 })).toMatchObject({
			refusal: 'gloomhaven/no_attack_in_progress'
		});
	});

	it('a first draw that does not match its plan, or names a target twice, is refused', () => {
		expect(step(party(), 'gloomhaven/attackDrawn', { ...first, hp: 4 })).toMatchObject({
			refusal: 'gloomhaven/plan_mismatch'
		});
		const twice = { ...plan, targets: [plan.targets[0]!, { ...plan.targets[1]!, name: 'A' }] };
		expect(step(party(), 'gloomhaven/attackDrawn', { ...first, plan: twice })).toMatchObject({
			refusal: 'gloomhaven/target_twice'
		});
	});

	it('stopping it, the end of the round or a new attack ends it; the results stay', () => {
		const s = ok(party(), 'gloomhaven/attackDrawn', first);
		const stopped = ok(s, 'gloomhaven/attackStopped', { deck: 'brute', drawn: 1, of: 2 });
		expect(planInProgress(stopped)).toBeNull();
		expect(stopped.targets).toHaveLength(1);
		expect(planInProgress(ok(s, 'gloomhaven/roundEnded', {}))).toBeNull();
		expect(step(ok(s, 'gloomhaven/roundEnded', {}), 'gloomhaven/attackDrawn', second)).toMatchObject({
			refusal: 'gloomhaven/target_out_of_order'
		});
		expect(ok(s, 'gloomhaven/attackDrawn', draw(['plus0-2'])).plan).toBeNull();
		expect(step(stopped, 'gloomhaven/attackDrawn', second)).toMatchObject({
			refusal: 'gloomhaven/target_out_of_order'
		});
	});
});

describe('issue 25 in the reducer: what the log must hold', () => {
	it('a plan of a ranged attack: each target’s mode follows its adjacency; another mode is refused', () => {
		const plan = {
			bonus: 0,
			mode: 'normal' as const,
			ranged: true,
			targets: [
				{ name: 'A', shield: 0, poisoned: false, adjacent: true },
				{ name: 'B', shield: 0, poisoned: false }
			]
		};
		const first = draw(['plus1-1', 'minus1-1'], {
			mode: 'disadvantage',
			rangedAdjacent: true,
			target: 'A',
			index: 0,
			plan
		});
		// The first target drawn at normal, as if one checkbox fixed the whole attack: refused.
		expect(step(party(), 'gloomhaven/attackDrawn', { ...first, mode: 'normal', cards: ['plus1-1'] })).toMatchObject({
			refusal: 'gloomhaven/plan_mismatch'
		});
		const s = ok(party(), 'gloomhaven/attackDrawn', first);
		expect(s.plan).toMatchObject({ mode: 'normal', ranged: true });
		const second = draw(['plus2'], { target: 'B', index: 1 });
		expect(
			step(s, 'gloomhaven/attackDrawn', { ...second, mode: 'disadvantage', cards: ['plus2', 'plus0-1'] })
		).toMatchObject({
			refusal: 'gloomhaven/plan_mismatch'
		});
		expect(ok(s, 'gloomhaven/attackDrawn', second).targets.map((t) => [t.mode, t.damage])).toEqual([
			['disadvantage', 2],
			['normal', 5]
		]);
	});

	it('a doubling with a bonus and no order is refused (the player chooses the order)', () => {
		expect(step(party(), 'gloomhaven/attackDrawn', draw(['plus0-1'], { bonus: 1, doubled: true }))).toMatchObject({
			refusal: 'gloomhaven/order_needed'
		});
		const s = ok(
			party(),
			'gloomhaven/attackDrawn',
			draw(['plus0-1'], { bonus: 1, doubled: true, order: 'double_first' })
		);
		expect(s.lastAttack).toMatchObject({ beforeCard: 7, damage: 7, order: 'double_first' });
	});

	it('an old log folds as it was played: a 「貫通3」 typed before the app read effects stays a label', () => {
		// Recorded by the earlier version: the card's effects were labels and the result says 3 damage.
		let s = ok(party(), 'gloomhaven/cardAdded', {
			deck: 'brute',
			card: { id: 'perk+0r-1', value: 0, rolling: true, effects: ['貫通3'] },
			scenario: false
		});
		s = ok(
			s,
			'gloomhaven/attackDrawn',
			draw(['perk+0r-1', 'plus1-1'], {
				shield: 2,
				pierce: 1,
				result: { applied: ['perk+0r-1', 'plus1-1'], modified: 4, damage: 3 }
			})
		);
		expect(s.lastAttack).toMatchObject({ damage: 3, labels: ['貫通3'] });
		// The same draw with the card read today: 4, and a result of 3 would be refused.
		let t = ok(party(), 'gloomhaven/cardAdded', {
			deck: 'brute',
			card: { id: 'perk+0r-1', value: 0, rolling: true, pierce: 3 },
			scenario: false
		});
		expect(
			step(
				t,
				'gloomhaven/attackDrawn',
				draw(['perk+0r-1', 'plus1-1'], {
					shield: 2,
					pierce: 1,
					result: { applied: ['perk+0r-1', 'plus1-1'], modified: 4, damage: 3 }
				})
			)
		).toMatchObject({ refusal: 'gloomhaven/result_mismatch' });
		t = ok(t, 'gloomhaven/attackDrawn', draw(['perk+0r-1', 'plus1-1'], { shield: 2, pierce: 1 }));
		expect(t.lastAttack).toMatchObject({ damage: 4, cardPierce: 3 });
	});

	it('the schema refuses an unknown condition, a card pierce of 0, a reduction of 0', () => {
		const bad = [
			['gloomhaven/cardAdded', { deck: 'd', card: { id: 'c', value: 0, conditions: ['fire'] }, scenario: false }],
			['gloomhaven/cardAdded', { deck: 'd', card: { id: 'c', value: 0, pierce: 0 }, scenario: false }],
			['gloomhaven/attackDrawn', draw(['plus0-1'], { reduction: 0 })]
		] as const;
		for (const [type, payload] of bad) expect(v.safeParse(gloomhavenEvents[type], payload).success).toBe(false);
	});
});
