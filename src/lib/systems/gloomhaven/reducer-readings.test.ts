import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { foldEvent, initialSessionState } from '$lib/session/apply';
import { describeEvent } from '$lib/session/log-text';
import { gloomhaven } from './index';
import { draw, ok, party } from './testing';

/* The open points a table may read otherwise, as the reducer sees them (env.readings), and old logs' own choice event. */

describe('session readings of the open points', () => {
	it('the draw uses the session’s reading: +2 wound against +1 poison at advantage', () => {
		let s = ok(party(), 'gloomhaven/cardAdded', {
			deck: 'brute',
			card: { id: 'perk+2-1', value: 2, effects: ['wound'] },
			scenario: false
		});
		s = ok(s, 'gloomhaven/cardAdded', {
			deck: 'brute',
			card: { id: 'perk+1-1', value: 1, effects: ['poison'] },
			scenario: false
		});
		const adv = draw(['perk+1-1', 'perk+2-1'], { mode: 'advantage' });
		// The app's reading: +2 lacks poison, so they cannot be compared → the first taken (+1 poison).
		expect(ok(s, 'gloomhaven/attackDrawn', adv).lastAttack).toMatchObject({
			applied: ['perk+1-1'],
			compared: { between: ['perk+1-1', 'perk+2-1'], settled: 'unclear' }
		});
		const chosen = { tie_effects_both: { reading: 'higher_value' } };
		expect(ok(s, 'gloomhaven/attackDrawn', adv, chosen).lastAttack).toMatchObject({
			applied: ['perk+2-1'],
			damage: 5,
			compared: { settled: 'better' }
		});
	});
});

describe('an old log: gloomhaven/readingChosen before the platform’s open points', () => {
	const adv = draw(['perk+1-1', 'perk+2-1'], { mode: 'advantage' });
	const cards = [
		{ type: 'gloomhaven/deckAdded', payload: { id: 'brute', name: 'ブルート', owner: 'character' } },
		{
			type: 'gloomhaven/cardAdded',
			payload: { deck: 'brute', card: { id: 'perk+2-1', value: 2, effects: ['wound'] }, scenario: false }
		},
		{
			type: 'gloomhaven/cardAdded',
			payload: { deck: 'brute', card: { id: 'perk+1-1', value: 1, effects: ['poison'] }, scenario: false }
		}
	];
	const fold = (events: readonly { type: string; payload: unknown }[]) => {
		let s = initialSessionState(gloomhaven);
		for (const e of events) {
			const next = foldEvent(gloomhaven, s, e);
			if (isRefusal(next)) throw new Error(`refused ${e.type}: ${next.refusal}`);
			s = next;
		}
		return s;
	};

	it('upgrades to session/readingsChosen and folds to the same draw as a new log', () => {
		const old = { type: 'gloomhaven/readingChosen', payload: { point: 'tie_effects_both', option: 'higher_value' } };
		expect(gloomhaven.upgrade(old)).toEqual({
			type: 'session/readingsChosen',
			payload: { choices: { tie_effects_both: { reading: 'higher_value' } } }
		});
		const drawn = { type: 'gloomhaven/attackDrawn', payload: adv };
		const before = fold([...cards, old, drawn]);
		const now = fold([...cards, gloomhaven.upgrade(old), drawn]);
		expect(before.readings).toEqual({ tie_effects_both: { reading: 'higher_value' } });
		expect(before.system.lastAttack).toMatchObject({ applied: ['perk+2-1'], compared: { settled: 'better' } });
		expect(before.system).toEqual(now.system);
		// Without the old choice the app's reading applies: the first card taken.
		expect(fold([...cards, drawn]).system.lastAttack).toMatchObject({ applied: ['perk+1-1'] });
		// Its log line names the point and the reading (the shell's line for readings chosen).
		expect(describeEvent(gloomhaven, old, 'en')).toMatch(/Different values, effects on both.*The higher value/);
	});

	it('an old reading no option of its point names is refused, as before', () => {
		const bad = { type: 'gloomhaven/readingChosen', payload: { point: 'poison_2e', option: 'no_modifier' } };
		expect(foldEvent(gloomhaven, initialSessionState(gloomhaven), bad)).toMatchObject({
			refusal: 'session/unknown_reading'
		});
	});
});
