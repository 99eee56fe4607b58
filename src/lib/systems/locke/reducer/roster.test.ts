import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { initialLockeState } from '.';
import { enduranceNow } from '../derive';
import {
	FIVE,
	added,
	apply,
	combatStarted,
	gameStarted,
	npc,
	playingState,
	ref,
	setupState
} from '../../../../../tests/factories/locke';
import { c, ev, reduce, refusalOf } from '../../../../../tests/factories/locke-reduce';

describe('Locke reducer: setup and roster', () => {
	it('starts empty, in setup, with an 86-card deck', () => {
		// Act
		const s = initialLockeState();
		// Assert
		expect(s.game.phase).toBe('setup');
		expect(s.deckSize).toBe(86);
		expect(s.characters).toEqual([]);
	});

	it('deckSizeSet changes the deck size for later combats', () => {
		// Act
		const s = apply(initialLockeState(), ev('locke/deckSizeSet', { deckSize: 60 }));
		// Assert
		expect(s.deckSize).toBe(60);
	});

	it('characterAdded seats players in order and takes KMC stats', () => {
		// Act
		const s = setupState();
		// Assert
		expect(s.game.seats).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
		expect(c(s, 'p1')).toMatchObject({
			name: 'ロック1',
			alignment: 'GOOD',
			isL: true,
			espLevel: 6,
			espPower: 50,
			maxEndurance: 6,
			damage: 0,
			mental: 8,
			status: 'normal'
		});
	});

	it('characterAdded of an NPC does not seat it; a duplicate id is refused', () => {
		// Arrange
		const s = apply(setupState(), npc('n1', '警官'));
		// Act / Assert
		expect(s.game.seats).not.toContain('n1');
		expect(refusalOf(s, npc('n1', '警官'))).toBe('locke/duplicate_id');
	});

	it('characterEdited corrects stats, keeps damage, and kills when the new maximum is exceeded', () => {
		// Arrange
		const s = apply(
			playingState(),
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 4, reason: 'other' })
		);
		const edit = (endurance: number) => ({ ...added(FIVE[0]).payload, endurance, espPower: 40 });
		// Act
		const lowered = apply(s, ev('locke/characterEdited', (({ silhouette: _s, ...p }) => p)(edit(5))));
		const killed = apply(s, ev('locke/characterEdited', (({ silhouette: _s, ...p }) => p)(edit(3))));
		// Assert
		expect(c(lowered, 'p1')).toMatchObject({ maxEndurance: 5, damage: 4, espPower: 40, status: 'normal' });
		expect(c(killed, 'p1').status).toBe('dead');
	});

	it('characterRemoved removes a character, but not one in a combat', () => {
		// Arrange
		const s = setupState();
		// Act
		const after = apply(s, ev('locke/characterRemoved', { who: ref('p5') }));
		// Assert
		expect(after.game.seats).toEqual(['p1', 'p2', 'p3', 'p4']);
		expect(refusalOf(apply(s, combatStarted(['p4', 'p5'])), ev('locke/characterRemoved', { who: ref('p5') }))).toBe(
			'locke/in_combat'
		);
	});

	it('seatsOrdered takes a permutation of the players and refuses anything else', () => {
		// Arrange
		const s = setupState();
		// Act
		const after = apply(s, ev('locke/seatsOrdered', { order: ['p3', 'p1', 'p2', 'p5', 'p4'] }));
		// Assert
		expect(after.game.seats).toEqual(['p3', 'p1', 'p2', 'p5', 'p4']);
		expect(refusalOf(s, ev('locke/seatsOrdered', { order: ['p1', 'p2', 'p3', 'p4'] }))).toBe(
			'locke/seats_not_permutation'
		);
		expect(refusalOf(s, ev('locke/seatsOrdered', { order: ['p1', 'p1', 'p3', 'p4', 'p5'] }))).toBe(
			'locke/seats_not_permutation'
		);
	});

	it('silhouetteChosen follows the playing card: ace = own name, 10 = own alignment, else free', () => {
		// Arrange
		const s = setupState();
		const pick = (rank: number | null, name: string, alignment: 'GOOD' | 'EVIL' | 'SPECIAL') =>
			ev('locke/silhouetteChosen', { who: ref('p1'), silhouette: { name, alignment }, rank });
		// Act / Assert
		expect(c(apply(s, pick(5, 'ナガト', 'EVIL')), 'p1').silhouette).toEqual({ name: 'ナガト', alignment: 'EVIL' });
		expect(c(apply(s, pick(1, 'ロック1', 'GOOD')), 'p1').silhouette).toEqual({ name: 'ロック1', alignment: 'GOOD' });
		expect(reduce(s, pick(1, 'ナガト', 'EVIL'))).toEqual({
			refusal: 'locke/silhouette_not_allowed',
			params: { name: 'ロック1', rule: 'own_name' }
		});
		expect(reduce(s, pick(10, 'ナガト', 'EVIL'))).toEqual({
			refusal: 'locke/silhouette_not_allowed',
			params: { name: 'ロック1', rule: 'own_alignment' }
		});
		expect(c(apply(s, pick(null, 'ナガト', 'EVIL')), 'p1').silhouette?.alignment).toBe('EVIL');
	});

	it('gameStarted moves to the planet phase with the first player', () => {
		// Act
		const s = playingState();
		// Assert
		expect(s.game).toMatchObject({ phase: 'planet', turn: 1, current: 'p1' });
	});

	it('gameStarted refuses a bad composition unless overridden, a missing silhouette, and an EVIL silhouette first', () => {
		// Arrange
		const twoL = apply(
			initialLockeState(),
			...FIVE.map((seat, i) =>
				i === 2 ? { ...added(seat), payload: { ...added(seat).payload, isL: true } } : added(seat)
			)
		);
		const noSilhouette = apply(
			initialLockeState(),
			...FIVE.map((seat, i) => added(seat, i === 4 ? { silhouette: null } : {}))
		);
		// Act / Assert
		expect(reduce(twoL, gameStarted())).toEqual({ refusal: 'locke/composition_invalid', params: { count: 1 } });
		expect(isRefusal(reduce(twoL, gameStarted('p1', true)))).toBe(false);
		expect(refusalOf(noSilhouette, gameStarted())).toBe('locke/silhouette_missing');
		expect(refusalOf(setupState(), gameStarted('p2'))).toBe('locke/cannot_take_turn');
		expect(refusalOf(playingState(), gameStarted())).toBe('locke/not_in_setup');
		expect(refusalOf(initialLockeState(), gameStarted())).toBe('locke/no_players');
	});
});

describe('Locke reducer: character bookkeeping', () => {
	it('characterAdjusted: damage past the maximum kills (§5.1), damage equal to it does not', () => {
		// Arrange
		const s = playingState();
		const hurt = (by: number) =>
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by, reason: 'other' });
		// Act
		const atMax = apply(s, hurt(6));
		const past = apply(s, hurt(7));
		// Assert
		expect(c(atMax, 'p1')).toMatchObject({ damage: 6, status: 'normal' });
		expect(enduranceNow(c(atMax, 'p1'))).toBe(0);
		expect(c(past, 'p1').status).toBe('dead');
	});

	it('characterAdjusted: recovery, ESP power, mental, minions, info cards, with range refusals', () => {
		// Arrange
		const s = apply(
			playingState(),
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 2, reason: 'other' })
		);
		// 回復 is one point of endurance or mental (§4.1, issue 22); every other change is a correction.
		const adj = (field: 'damage' | 'espPower' | 'mental' | 'minions' | 'infoCards', by: number) =>
			ev('locke/characterAdjusted', {
				who: ref('p1'),
				field,
				by,
				reason: (field === 'damage' && by === -1) || (field === 'mental' && by === 1) ? 'recover' : 'other'
			});
		// Act
		const after = apply(
			s,
			adj('damage', -1),
			adj('espPower', -10),
			adj('mental', -2),
			adj('mental', 1),
			adj('minions', 2),
			adj('infoCards', 1)
		);
		// Assert
		expect(c(after, 'p1')).toMatchObject({ damage: 1, espPower: 40, mentalLost: 1, minions: 2, infoCards: 1 });
		expect(reduce(s, adj('damage', -3))).toEqual({
			refusal: 'locke/out_of_range',
			params: { name: 'ロック1', field: 'damage' }
		});
		expect(refusalOf(s, adj('espPower', -51))).toBe('locke/out_of_range');
		expect(refusalOf(s, adj('mental', 1))).toBe('locke/out_of_range');
		expect(refusalOf(s, adj('infoCards', -1))).toBe('locke/out_of_range');
	});

	it('statusSet marks incapacitated or dead, and back', () => {
		// Arrange
		const s = playingState();
		// Act
		const out = apply(s, ev('locke/statusSet', { who: ref('p3'), status: 'incapacitated' }));
		const back = apply(out, ev('locke/statusSet', { who: ref('p3'), status: 'normal' }));
		// Assert
		expect(c(out, 'p3').status).toBe('incapacitated');
		expect(c(back, 'p3').status).toBe('normal');
		expect(refusalOf(back, ev('locke/statusSet', { who: ref('p3'), status: 'normal' }))).toBe('locke/status_unchanged');
	});

	it('alignmentChanged (改心 as a game recorded before issue 22 noted it) changes the current alignment once', () => {
		// Arrange: an older log (a game set up today records 改心 as conversionAttempted)
		const s = playingState('legacy');
		// Act
		const after = apply(s, ev('locke/alignmentChanged', { who: ref('p2'), alignment: 'GOOD' }));
		// Assert
		expect(c(after, 'p2').alignment).toBe('GOOD');
		expect(refusalOf(after, ev('locke/alignmentChanged', { who: ref('p2'), alignment: 'GOOD' }))).toBe(
			'locke/alignment_unchanged'
		);
	});

	it('partyFormed and partyLeft; a party of one dissolves', () => {
		// Arrange
		const s = playingState();
		// Act
		const formed = apply(s, ev('locke/partyFormed', { party: '探索隊', members: [ref('p1'), ref('p3')] }));
		const left = apply(formed, ev('locke/partyLeft', { who: ref('p1') }));
		// Assert
		expect([c(formed, 'p1').party, c(formed, 'p3').party]).toEqual(['探索隊', '探索隊']);
		expect([c(left, 'p1').party, c(left, 'p3').party]).toEqual([null, null]);
		expect(refusalOf(left, ev('locke/partyLeft', { who: ref('p1') }))).toBe('locke/not_in_party');
		expect(refusalOf(s, ev('locke/partyFormed', { party: 'x', members: [ref('p1'), ref('p1')] }))).toBe(
			'locke/party_duplicate'
		);
	});

	it('defeatConditionNoted and sheetOpened', () => {
		// Act
		const s = apply(
			playingState(),
			ev('locke/defeatConditionNoted', { who: ref('p4'), text: 'ニアが生きている' }),
			ev('locke/sheetOpened', { who: ref('p4') })
		);
		// Assert
		expect(c(s, 'p4')).toMatchObject({ defeatCondition: 'ニアが生きている', sheetOpen: true });
		expect(refusalOf(s, ev('locke/sheetOpened', { who: ref('p4') }))).toBe('locke/sheet_already_open');
	});

	it('an unknown character is refused by name', () => {
		// Act
		const r = reduce(playingState(), ev('locke/sheetOpened', { who: ref('zz', '誰か') }));
		// Assert
		expect(r).toEqual({ refusal: 'locke/unknown_character', params: { name: '誰か' } });
	});
});
