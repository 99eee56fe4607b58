import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { type EventDraft } from '$lib/core/events';
import { lockeEvents } from '../events';
import {
	FIVE,
	added,
	apply,
	attack,
	combatAtTurns,
	combatStarted,
	gameStarted,
	handsDealt,
	initiativeInOrder,
	melee,
	npc,
	playingState,
	ref,
	side,
	total,
	turnEnded
} from '../../../../../tests/factories/locke';
import { reduce } from '../../../../../tests/factories/locke-reduce';

describe('Locke reducer: schemas and unknown events', () => {
	it('refuses an event of another system', () => {
		// Act / Assert
		expect(reduce(playingState(), { type: 'counters/counterAdded', payload: {} })).toEqual({
			refusal: 'session/unknown_event',
			params: { type: 'counters/counterAdded' }
		});
	});

	it.each([
		[
			'faces that do not add up',
			'locke/chartRolled',
			{
				chart: 'sokoni',
				who: ref('p1'),
				roll: { spec: '2D6', total: 7, faces: [1, 1], source: 'table' },
				source: 'printed',
				hash: null,
				text: '',
				value: null
			}
		],
		[
			'a table read without a hash',
			'locke/attackResolved',
			{ ...attack('p2', 'p1').payload, damage: { roll: total(7), value: 1, source: 'table', hash: null } }
		],
		['an adjustment by 0', 'locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 0, reason: 'other' }],
		['an unknown key', 'locke/combatEnded', { note: '', extra: 1 }],
		[
			'a 13 of spades for initiative',
			'locke/initiativeDealt',
			{ round: 1, source: 'app', cards: [{ who: ref('p1'), suit: 'black', rank: 13 }] }
		]
	] as const)('the schema refuses %s', (_name, type, payload) => {
		// Act
		const ok = v.safeParse(lockeEvents[type], payload).success;
		// Assert
		expect(ok).toBe(false);
	});

	it('every factory draft passes its schema', () => {
		// Arrange
		const s = three();
		function three() {
			return combatAtTurns(playingState(), ['p2', 'p1', 'p3']);
		}
		const drafts: EventDraft[] = [
			added(FIVE[0]),
			npc('n', '警官'),
			gameStarted(),
			combatStarted(['p1', 'p2']),
			handsDealt(apply(playingState(), combatStarted(['p1', 'p2']))),
			initiativeInOrder(s, ['p2', 'p1', 'p3']),
			attack('p2', 'p1'),
			melee('p2', 'p1', { attackerSide: side(6), targetSide: side(6), counter: true }),
			turnEnded('p2')
		];
		// Act
		const results = drafts.map((d) => v.safeParse(lockeEvents[d.type as keyof typeof lockeEvents], d.payload).success);
		// Assert
		expect(results).toEqual(drafts.map(() => true));
	});
});
