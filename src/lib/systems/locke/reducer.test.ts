import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import { tableHash } from '$lib/core/tables';
import { lockeEvents } from './events';
import { initialLockeState, reduceLocke } from './reducer';
import { character, combatant, currentActor, enduranceNow, nextTurnHolder } from './derive';
import { evilFlipCount } from './rules';
import type { LockeState } from './state';
import {
	FIVE,
	added,
	adopted,
	apply,
	attack,
	combatAtTurns,
	combatStarted,
	fromTable,
	gameStarted,
	handsDealt,
	initiativeInOrder,
	melee,
	npc,
	playingState,
	printed,
	ref,
	roll,
	roundEnded,
	setupState,
	side,
	testDamage,
	testDamageTable,
	total,
	turnEnded
} from '../../../../tests/factories/locke';

function deepFreeze<T>(x: T): T {
	if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
		Object.freeze(x);
		for (const value of Object.values(x)) deepFreeze(value);
	}
	return x;
}

/** Reduces on a frozen state, so any mutation throws. */
function reduce(state: LockeState, d: EventDraft): LockeState | Refusal {
	return reduceLocke(deepFreeze(structuredClone(state)), d);
}

function refusalOf(state: LockeState, d: EventDraft): string {
	const r = reduce(state, d);
	if (!isRefusal(r)) throw new Error(`expected a refusal for ${d.type}`);
	return r.refusal;
}

const ev = <T extends keyof typeof lockeEvents>(type: T, payload: v.InferOutput<(typeof lockeEvents)[T]>): EventDraft => ({ type, payload });
const c = (s: LockeState, id: string) => character(s, id)!;

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
		expect(c(s, 'p1')).toMatchObject({ name: 'ロック1', alignment: 'GOOD', isL: true, espLevel: 6, espPower: 50, maxEndurance: 6, damage: 0, mental: 8, status: 'normal' });
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
		const s = apply(playingState(), ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 4, reason: 'other' }));
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
		expect(refusalOf(apply(s, combatStarted(['p4', 'p5'])), ev('locke/characterRemoved', { who: ref('p5') }))).toBe('locke/in_combat');
	});

	it('seatsOrdered takes a permutation of the players and refuses anything else', () => {
		// Arrange
		const s = setupState();
		// Act
		const after = apply(s, ev('locke/seatsOrdered', { order: ['p3', 'p1', 'p2', 'p5', 'p4'] }));
		// Assert
		expect(after.game.seats).toEqual(['p3', 'p1', 'p2', 'p5', 'p4']);
		expect(refusalOf(s, ev('locke/seatsOrdered', { order: ['p1', 'p2', 'p3', 'p4'] }))).toBe('locke/seats_not_permutation');
		expect(refusalOf(s, ev('locke/seatsOrdered', { order: ['p1', 'p1', 'p3', 'p4', 'p5'] }))).toBe('locke/seats_not_permutation');
	});

	it('silhouetteChosen follows the playing card: ace = own name, 10 = own alignment, else free', () => {
		// Arrange
		const s = setupState();
		const pick = (rank: number | null, name: string, alignment: 'GOOD' | 'EVIL' | 'SPECIAL') =>
			ev('locke/silhouetteChosen', { who: ref('p1'), silhouette: { name, alignment }, rank });
		// Act / Assert
		expect(c(apply(s, pick(5, 'ナガト', 'EVIL')), 'p1').silhouette).toEqual({ name: 'ナガト', alignment: 'EVIL' });
		expect(c(apply(s, pick(1, 'ロック1', 'GOOD')), 'p1').silhouette).toEqual({ name: 'ロック1', alignment: 'GOOD' });
		expect(reduce(s, pick(1, 'ナガト', 'EVIL'))).toEqual({ refusal: 'locke/silhouette_not_allowed', params: { name: 'ロック1', rule: 'own_name' } });
		expect(reduce(s, pick(10, 'ナガト', 'EVIL'))).toEqual({ refusal: 'locke/silhouette_not_allowed', params: { name: 'ロック1', rule: 'own_alignment' } });
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
		const twoL = apply(initialLockeState(), ...FIVE.map((seat, i) => (i === 2 ? { ...added(seat), payload: { ...added(seat).payload, isL: true } } : added(seat))));
		const noSilhouette = apply(initialLockeState(), ...FIVE.map((seat, i) => added(seat, i === 4 ? { silhouette: null } : {})));
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
		const hurt = (by: number) => ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by, reason: 'other' });
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
		const s = apply(playingState(), ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 2, reason: 'other' }));
		const adj = (field: 'damage' | 'espPower' | 'mental' | 'minions' | 'infoCards', by: number) =>
			ev('locke/characterAdjusted', { who: ref('p1'), field, by, reason: 'recover' });
		// Act
		const after = apply(s, adj('damage', -1), adj('espPower', -10), adj('mental', -2), adj('mental', 1), adj('minions', 2), adj('infoCards', 1));
		// Assert
		expect(c(after, 'p1')).toMatchObject({ damage: 1, espPower: 40, mentalLost: 1, minions: 2, infoCards: 1 });
		expect(reduce(s, adj('damage', -3))).toEqual({ refusal: 'locke/out_of_range', params: { name: 'ロック1', field: 'damage' } });
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

	it('alignmentChanged (改心) changes the current alignment once', () => {
		// Arrange
		const s = playingState();
		// Act
		const after = apply(s, ev('locke/alignmentChanged', { who: ref('p2'), alignment: 'GOOD' }));
		// Assert
		expect(c(after, 'p2').alignment).toBe('GOOD');
		expect(refusalOf(after, ev('locke/alignmentChanged', { who: ref('p2'), alignment: 'GOOD' }))).toBe('locke/alignment_unchanged');
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
		expect(refusalOf(s, ev('locke/partyFormed', { party: 'x', members: [ref('p1'), ref('p1')] }))).toBe('locke/party_duplicate');
	});

	it('defeatConditionNoted and sheetOpened', () => {
		// Act
		const s = apply(playingState(), ev('locke/defeatConditionNoted', { who: ref('p4'), text: 'ニアが生きている' }), ev('locke/sheetOpened', { who: ref('p4') }));
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

describe('Locke reducer: game tracker', () => {
	const next = (s: LockeState, who: string, to: string) => ev('locke/turnEnded', { who: ref(who), next: ref(to) });

	it('turnEnded passes counter-clockwise and skips EVIL silhouettes in the planet phase (§4.1)', () => {
		// Arrange
		const s = playingState();
		// Act
		const after = apply(s, next(s, 'p1', 'p3'), next(s, 'p3', 'p5'), next(s, 'p5', 'p1'));
		// Assert
		expect(after.game).toMatchObject({ turn: 4, current: 'p1' });
		expect(reduce(s, next(s, 'p1', 'p2'))).toEqual({ refusal: 'locke/wrong_next_turn', params: { expected: 'ライザ' } });
		expect(reduce(s, next(s, 'p3', 'p5'))).toEqual({ refusal: 'locke/out_of_turn', params: { name: 'ライザ', current: 'ロック1' } });
	});

	it('turnEnded skips the dead, and is refused during a combat or an open declaration', () => {
		// Arrange
		const s = apply(playingState(), ev('locke/statusSet', { who: ref('p3'), status: 'dead' }));
		// Act / Assert
		expect(nextTurnHolder(s)).toBe('p5');
		expect(refusalOf(apply(s, combatStarted(['p1', 'p5'])), next(s, 'p1', 'p5'))).toBe('locke/combat_running');
		expect(refusalOf(apply(s, ev('locke/victoryDeclared', { who: ref('p1'), solo: false, blackHole: false })), next(s, 'p1', 'p5'))).toBe('locke/declaration_open');
	});

	it('planetPhaseEnded needs 36 cards or 3 info cards, then records the EVIL flip count and the perimeter', () => {
		// Arrange
		const s = playingState();
		const end = ev('locke/planetPhaseEnded', { placedPlanetCards: 20, goodSpecialSilhouettes: 3, inside: ['p1', 'p2', 'p4'] });
		// Act
		const early = reduce(s, end);
		const counted = apply(s, ev('locke/planetCardsCounted', { faceUpOrDestroyed: 36 }), end);
		const byInfo = apply(s, ev('locke/partyFormed', { party: 'P', members: [ref('p1'), ref('p3')] }), ev('locke/characterAdjusted', { who: ref('p1'), field: 'infoCards', by: 2, reason: 'other' }), ev('locke/characterAdjusted', { who: ref('p3'), field: 'infoCards', by: 1, reason: 'other' }), end);
		// Assert
		expect(early).toEqual({ refusal: 'locke/planet_phase_not_over' });
		expect(counted.game.phase).toBe('base');
		expect(counted.game.evilFlips).toEqual({ placed: 20, silhouettes: 3, each: evilFlipCount(20, 3) });
		expect(counted.game.evilFlips?.each).toBe(4);
		expect(counted.game.infiltration).toEqual({
			p1: { failures: 0, status: 'inside' },
			p2: { failures: 0, status: 'inside' },
			p3: { failures: 0, status: 'outside' },
			p4: { failures: 0, status: 'inside' },
			p5: { failures: 0, status: 'outside' }
		});
		expect(byInfo.game.phase).toBe('base');
	});

	function baseState(): LockeState {
		const s = apply(playingState(), ev('locke/planetCardsCounted', { faceUpOrDestroyed: 36 }), ev('locke/planetPhaseEnded', { placedPlanetCards: 20, goodSpecialSilhouettes: 3, inside: ['p1', 'p2', 'p4'] }));
		return apply(s, next(s, 'p1', 'p2'), next(s, 'p2', 'p3'));
	}

	it('in the base phase EVIL silhouettes play too', () => {
		// Act
		const s = baseState();
		// Assert
		expect(s.game.current).toBe('p3');
	});

	it('infiltrationChecked: target = level + failures; a failure raises it, a success enters (§4.2)', () => {
		// Arrange
		const s = baseState(); // p3 ライザ, ESP level 6
		const check = (target: number, t: number) => ev('locke/infiltrationChecked', { who: ref('p3'), target, roll: total(t) });
		// Act
		const failed = apply(s, check(6, 9));
		const entered = apply(failed, check(7, 7));
		// Assert
		expect(failed.game.infiltration.p3).toEqual({ failures: 1, status: 'outside' });
		expect(entered.game.infiltration.p3).toEqual({ failures: 1, status: 'inside' });
		expect(reduce(failed, check(6, 2))).toEqual({ refusal: 'locke/infiltration_target_mismatch', params: { target: 7 } });
		expect(refusalOf(entered, check(7, 2))).toBe('locke/already_inside');
		expect(refusalOf(s, ev('locke/infiltrationChecked', { who: ref('p3'), target: 6, roll: null }))).toBe('locke/infiltration_roll_needed');
		expect(refusalOf(s, ev('locke/infiltrationChecked', { who: ref('p5'), target: 6, roll: total(2) }))).toBe('locke/out_of_turn');
	});

	it('infiltrationChecked: an EVIL silhouette succeeds without a roll', () => {
		// Arrange: p2 ナガト has an EVIL silhouette; put it outside and give it the turn
		let s = apply(playingState(), ev('locke/planetCardsCounted', { faceUpOrDestroyed: 36 }), ev('locke/planetPhaseEnded', { placedPlanetCards: 20, goodSpecialSilhouettes: 3, inside: [] }));
		s = apply(s, next(s, 'p1', 'p2'));
		// Act
		const after = apply(s, ev('locke/infiltrationChecked', { who: ref('p2'), target: 5, roll: null }));
		// Assert
		expect(after.game.infiltration.p2?.status).toBe('inside');
	});

	it('keyPointDestroyed: the fourth ends the game', () => {
		// Arrange
		const s = baseState();
		const kp = ev('locke/keyPointDestroyed', { by: ref('p3') });
		// Act
		const three = apply(s, kp, kp, kp);
		const four = apply(three, kp);
		// Assert
		expect(three.game.keyPointsDestroyed).toBe(3);
		expect(four.game).toMatchObject({ phase: 'ended', keyPointsDestroyed: 4, end: { kind: 'all_key_points_destroyed' } });
		expect(refusalOf(four, kp)).toBe('locke/not_base_phase');
		expect(refusalOf(playingState(), kp)).toBe('locke/not_base_phase');
	});

	it('victory declaration: unopposed ends the game; opposed EVIL starts the 1000-turn clock', () => {
		// Arrange
		let s = playingState();
		const declare = (who: string, solo = false) => ev('locke/victoryDeclared', { who: ref(who), solo, blackHole: false });
		// Act
		const won = apply(s, declare('p1'), ev('locke/declarationClosed', { objections: 0 }));
		s = apply(s, ev('locke/seatsOrdered', { order: ['p4', 'p1', 'p2', 'p3', 'p5'] }));
		s = apply(s, next(s, 'p1', 'p3'), next(s, 'p3', 'p5'));
		const evilSeat = apply(s, ev('locke/silhouetteChosen', { who: ref('p4'), silhouette: { name: 'ライオット', alignment: 'GOOD' }, rank: null }));
		const onP4 = apply(evilSeat, next(evilSeat, 'p5', 'p4'));
		const opposed = apply(onP4, declare('p4'), ev('locke/declarationOpposed', { by: ref('p1') }), ev('locke/declarationClosed', { objections: 1 }));
		// Assert
		expect(won.game).toMatchObject({ phase: 'ended', end: { kind: 'declaration', alignment: 'GOOD', declarer: 'p1' } });
		expect(c(won, 'p1').sheetOpen).toBe(true);
		expect(opposed.game.phase).toBe('planet');
		expect(opposed.game.evilClock).toEqual({ declarer: 'p4', turns: 0 });
		expect(opposed.game.pastDeclarations).toHaveLength(1);
		expect(apply(opposed, next(opposed, 'p4', 'p1')).game.evilClock).toEqual({ declarer: 'p4', turns: 1 });
	});

	it('victory declaration refusals: SPECIAL, solo with others alive, out of turn, dead objector, declarer objecting, wrong count', () => {
		// Arrange
		const s = playingState();
		const open = apply(s, ev('locke/victoryDeclared', { who: ref('p1'), solo: false, blackHole: false }));
		const deadP3 = apply(open, ev('locke/statusSet', { who: ref('p3'), status: 'dead' }));
		const onP5 = apply(s, next(s, 'p1', 'p3'), next(s, 'p3', 'p5'));
		// Act / Assert
		expect(refusalOf(onP5, ev('locke/victoryDeclared', { who: ref('p5'), solo: false, blackHole: false }))).toBe('locke/special_cannot_declare');
		expect(refusalOf(onP5, ev('locke/victoryDeclared', { who: ref('p5'), solo: true, blackHole: false }))).toBe('locke/solo_others_alive');
		expect(isRefusal(reduce(onP5, ev('locke/victoryDeclared', { who: ref('p5'), solo: true, blackHole: true })))).toBe(false);
		expect(refusalOf(s, ev('locke/victoryDeclared', { who: ref('p1'), solo: true, blackHole: true }))).toBe('locke/solo_only_special');
		expect(refusalOf(s, ev('locke/victoryDeclared', { who: ref('p3'), solo: false, blackHole: false }))).toBe('locke/out_of_turn');
		expect(refusalOf(deadP3, ev('locke/declarationOpposed', { by: ref('p3') }))).toBe('locke/dead_cannot_object');
		expect(refusalOf(open, ev('locke/declarationOpposed', { by: ref('p1') }))).toBe('locke/declarer_cannot_object');
		expect(refusalOf(open, ev('locke/declarationClosed', { objections: 1 }))).toBe('locke/objections_mismatch');
		expect(refusalOf(s, ev('locke/declarationClosed', { objections: 0 }))).toBe('locke/no_declaration');
	});

	it('gameEnded checks its condition: everyone dead, or the 1000 turns', () => {
		// Arrange
		const s = playingState();
		const allDead = apply(s, ...FIVE.map((x) => ev('locke/statusSet', { who: ref(x.id), status: 'dead' })));
		const clock = { ...s, game: { ...s.game, evilClock: { declarer: 'p4', turns: 1000 } } };
		// Act / Assert
		expect(reduce(s, ev('locke/gameEnded', { kind: 'all_dead' }))).toEqual({ refusal: 'locke/end_condition_not_met', params: { kind: 'all_dead' } });
		expect(apply(allDead, ev('locke/gameEnded', { kind: 'all_dead' })).game.end).toEqual({ kind: 'all_dead' });
		expect(apply(clock, ev('locke/gameEnded', { kind: 'thousand_turns' })).game.end).toEqual({ kind: 'thousand_turns', declarer: 'p4' });
		expect(refusalOf({ ...clock, game: { ...clock.game, evilClock: { declarer: 'p4', turns: 999 } } }, ev('locke/gameEnded', { kind: 'thousand_turns' }))).toBe('locke/end_condition_not_met');
	});

	it('gradesRecorded: A/B/C/D from alive and defeated (§3.2)', () => {
		// Arrange: GOOD wins by declaration; ライザ died; エルミ (SPECIAL) met her own condition
		let s = apply(playingState(), ev('locke/statusSet', { who: ref('p3'), status: 'dead' }));
		s = apply(s, ev('locke/victoryDeclared', { who: ref('p1'), solo: false, blackHole: false }), ev('locke/declarationClosed', { objections: 0 }));
		const results = FIVE.map((x) => ({ who: ref(x.id), ownConditionMet: x.id === 'p5' }));
		// Act
		const graded = apply(s, ev('locke/gradesRecorded', { results }));
		// Assert
		expect(Object.fromEntries(graded.game.grades!.map((g) => [g.id, g.grade]))).toEqual({ p1: 'A', p2: 'C', p3: 'B', p4: 'C', p5: 'C' });
		expect(refusalOf(s, ev('locke/gradesRecorded', { results: results.slice(1) }))).toBe('locke/grades_incomplete');
		expect(refusalOf(playingState(), ev('locke/gradesRecorded', { results }))).toBe('locke/game_not_ended');
	});

	it('tableAdopted keeps the table by hash; a wrong hash or an unknown slot is refused', () => {
		// Arrange
		const table = testDamageTable();
		// Act
		const s = apply(playingState(), adopted(table));
		// Assert
		expect(s.slotHash['locke/damage']).toBe(tableHash(table));
		expect(s.tables[tableHash(table)]?.table).toEqual(table);
		expect(refusalOf(s, adopted(table))).toBe('locke/table_already_adopted');
		expect(refusalOf(playingState(), ev('locke/tableAdopted', { slot: 'locke/damage', hash: '0000000000000000', table }))).toBe('locke/table_hash_mismatch');
		expect(refusalOf(playingState(), adopted(table, 'locke/nothing'))).toBe('locke/unknown_slot');
	});
});

describe('Locke reducer: combat opening', () => {
	it('combatStarted opens round 1 with the deck given', () => {
		// Act
		const s = apply(playingState(), combatStarted(['p1', 'p2', 'p3'], 80));
		// Assert
		expect(s.combat).toMatchObject({ round: 1, step: 'opening', deck: 80, deckStart: 80 });
		expect(s.combat!.combatants.map((k) => [k.id, k.state, k.hand])).toEqual([['p1', 'in', 0], ['p2', 'in', 0], ['p3', 'in', 0]]);
		expect(s.combatsFought).toBe(1);
	});

	it('combatStarted refuses a second combat, a dead participant and a repeated one', () => {
		// Arrange
		const s = playingState();
		// Act / Assert
		expect(refusalOf(apply(s, combatStarted(['p1', 'p2'])), combatStarted(['p3', 'p4'], 86, 'c2'))).toBe('locke/combat_running');
		expect(refusalOf(apply(s, ev('locke/statusSet', { who: ref('p2'), status: 'dead' })), combatStarted(['p1', 'p2']))).toBe('locke/dead_cannot_act');
		expect(refusalOf(s, combatStarted(['p1', 'p1']))).toBe('locke/participant_twice');
	});

	it('chartRolled records a printed read; a table read must match the table', () => {
		// Arrange
		const chart = structuredClone(testDamageTable());
		chart.id = 'test-sokoni';
		chart.columns = [{ id: 'c1', label: '結果' }];
		chart.cells = chart.rows.map((_, r) => [{ text: r < 5 ? '登場できない' : '登場' }]);
		const hash = tableHash(chart);
		const s = apply(playingState(), adopted(chart, 'locke/sokoni'), combatStarted(['p1', 'p2']));
		const rolled = (t: number, text: string, source: 'table' | 'printed' = 'table') =>
			ev('locke/chartRolled', { chart: 'sokoni', who: ref('p3'), roll: total(t), source, hash: source === 'table' ? hash : null, text, value: null });
		// Act
		const after = apply(s, rolled(9, '登場'));
		// Assert
		expect(after.combat!.charts).toEqual([{ chart: 'sokoni', who: 'p3', total: 9, text: '登場', value: null, source: 'table' }]);
		expect(refusalOf(s, rolled(3, '登場'))).toBe('locke/table_value_mismatch');
		expect(isRefusal(reduce(s, rolled(3, '登場', 'printed')))).toBe(false);
		expect(refusalOf(s, { ...rolled(9, '登場'), payload: { ...rolled(9, '登場').payload as object, chart: 'ikiteita' } })).toBe('locke/not_dead');
	});

	it('combatantJoined: 実はそこにいた adds a fighter; 実は生きていた brings back the dead with the damage given', () => {
		// Arrange
		const s = apply(playingState(), ev('locke/statusSet', { who: ref('p4'), status: 'dead' }), combatStarted(['p1', 'p2']));
		// Act
		const after = apply(
			s,
			ev('locke/combatantJoined', { who: ref('p3'), via: 'sokoni', reviveDamage: null }),
			ev('locke/combatantJoined', { who: ref('p4'), via: 'ikiteita', reviveDamage: 3 })
		);
		// Assert
		expect(after.combat!.combatants.map((k) => [k.id, k.via])).toEqual([['p1', 'start'], ['p2', 'start'], ['p3', 'sokoni'], ['p4', 'ikiteita']]);
		expect(c(after, 'p4')).toMatchObject({ status: 'normal', damage: 3 });
		expect(refusalOf(s, ev('locke/combatantJoined', { who: ref('p1'), via: 'entered', reviveDamage: null }))).toBe('locke/already_in_combat');
		expect(refusalOf(s, ev('locke/combatantJoined', { who: ref('p4'), via: 'ikiteita', reviveDamage: 7 }))).toBe('locke/revive_damage_too_high');
		expect(refusalOf(s, ev('locke/combatantJoined', { who: ref('p4'), via: 'ikiteita', reviveDamage: null }))).toBe('locke/revive_damage_required');
		expect(refusalOf(s, ev('locke/combatantJoined', { who: ref('p3'), via: 'ikiteita', reviveDamage: 0 }))).toBe('locke/not_dead');
	});

	it('minionsDeclared raises the hand limit; handsDealt deals up to 7 + 手下 and draws from the deck', () => {
		// Arrange
		let s = apply(playingState(), combatStarted(['p1', 'p2', 'p3'], 86));
		s = apply(s, ev('locke/minionsDeclared', { who: ref('p2'), minions: 2 }));
		// Act
		const dealt = apply(s, handsDealt(s));
		// Assert
		expect(dealt.combat!.combatants.map((k) => k.hand)).toEqual([7, 9, 7]);
		expect(dealt.combat!.deck).toBe(86 - 23);
		expect(dealt.combat!.step).toBe('initiative');
		expect(refusalOf(s, { ...handsDealt(s), payload: { ...handsDealt(s).payload, dealt: [] } })).toBe('locke/deal_mismatch');
		expect(refusalOf(dealt, ev('locke/minionsDeclared', { who: ref('p2'), minions: 1 }))).toBe('locke/wrong_step');
	});

	it('handsDealt with too small a deck ends the combat at once (deck_out)', () => {
		// Arrange
		const s = apply(playingState(), combatStarted(['p1', 'p2', 'p3'], 20));
		// Act
		const after = apply(s, handsDealt(s));
		// Assert
		expect(after.combat).toBeNull();
		expect(after.lastCombat).toMatchObject({ reason: 'deck_out', owed: 21, available: 20 });
		expect(refusalOf(s, { ...handsDealt(s), payload: { ...handsDealt(s).payload, outcome: 'dealt' } })).toBe('locke/outcome_mismatch');
	});

	it('initiativeDealt orders black 1…10 then red 1…10, and refuses equal cards or a missing fighter', () => {
		// Arrange
		let s = apply(playingState(), combatStarted(['p1', 'p2', 'p3']));
		s = apply(s, handsDealt(s));
		const cards = (list: [string, 'black' | 'red', number][]) =>
			ev('locke/initiativeDealt', { round: 1, source: 'app', cards: list.map(([id, suit, rank]) => ({ who: ref(id), suit, rank })) });
		// Act
		const after = apply(s, cards([['p1', 'red', 1], ['p2', 'black', 9], ['p3', 'black', 2]]));
		// Assert
		expect(after.combat!.order).toEqual(['p3', 'p2', 'p1']);
		expect(currentActor(after.combat!)).toBe('p3');
		expect(refusalOf(s, cards([['p1', 'red', 1], ['p2', 'red', 1], ['p3', 'black', 2]]))).toBe('locke/initiative_same_card');
		expect(refusalOf(s, cards([['p1', 'red', 1], ['p2', 'black', 9]]))).toBe('locke/initiative_not_everyone');
		expect(refusalOf(s, { ...cards([['p1', 'red', 1], ['p2', 'black', 9], ['p3', 'black', 2]]), payload: { round: 2, source: 'app', cards: [] } })).toBe('locke/stale_round');
	});
});

describe('Locke reducer: combat turns', () => {
	/** ナガト (p2) acts first, then ロック1 (p1), then ライザ (p3). */
	const three = () => combatAtTurns(playingState(), ['p2', 'p1', 'p3']);

	it('attackResolved: 火力 20 ÷ 耐久 5 = 4:1, printed damage applied; card and ESP power spent', () => {
		// Arrange
		const s = three();
		// Act
		const after = apply(s, attack('p2', 'p1', { level: 4, firepower: 20, declared: 5, espSpent: 4, damage: printed(roll(3, 4), 3) }));
		// Assert
		expect(c(after, 'p1').damage).toBe(3);
		expect(c(after, 'p2').espPower).toBe(36);
		expect(combatant(after.combat!, 'p2')!.hand).toBe(6);
		expect(after.combat!.last).toMatchObject({ kind: 'attack', attacker: 'p2', target: 'p1', outcome: 'hit', lines: [{ firepower: 20, divisor: 5, ratio: 4, value: 3, source: 'printed', died: false }] });
		expect(after.combat!.attacksThisRound).toBe(1);
	});

	it('attackResolved: a table read is looked up again and a wrong value refused', () => {
		// Arrange
		const table = testDamageTable();
		const hash = tableHash(table);
		const s = apply(three(), adopted(table));
		const ok = testDamage(4, 7); // 4:1 is column index 4
		// Act
		const after = apply(s, attack('p2', 'p1', { firepower: 20, declared: 5, damage: fromTable(roll(3, 4), ok, hash) }));
		// Assert
		expect(c(after, 'p1').damage).toBe(ok);
		expect(reduce(s, attack('p2', 'p1', { firepower: 20, declared: 5, damage: fromTable(roll(3, 4), ok + 1, hash) }))).toEqual({
			refusal: 'locke/table_value_mismatch',
			params: { expected: ok, got: ok + 1 }
		});
		expect(refusalOf(three(), attack('p2', 'p1', { firepower: 20, declared: 5, damage: fromTable(roll(3, 4), ok, hash) }))).toBe('locke/table_not_adopted');
	});

	it('attackResolved: endurance 0 uses the rightmost column; a fixed [N:1] column ignores endurance', () => {
		// Arrange
		const table = testDamageTable();
		const hash = tableHash(table);
		let s = apply(three(), adopted(table), ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 6, reason: 'other' }));
		// Act
		const zero = apply(s, attack('p2', 'p1', { firepower: 1, declared: 0, damage: fromTable(total(2), testDamage(11, 2), hash) }));
		s = apply(three(), adopted(table));
		const fixed = apply(s, attack('p2', 'p1', { column: 3, damage: fromTable(total(7), testDamage(3, 7), hash) }));
		// Assert
		expect(c(zero, 'p1').status).toBe('dead');
		expect(zero.combat!.last!.lines[0]!.ratio).toBe(-1);
		expect(c(fixed, 'p1').damage).toBe(testDamage(3, 7));
		expect(refusalOf(s, attack('p2', 'p1', { column: 3, declared: 5 }))).toBe('locke/declared_endurance_unexpected');
	});

	it('attackResolved: a death discards the hand, leaves the combat and moves the turn on', () => {
		// Arrange
		let s = three();
		s = apply(s, turnEnded('p2')); // ロック1's turn
		// Act: ロック1 kills ライザ? no — ロック1 attacks ナガト (endurance 6) for 7
		const after = apply(s, attack('p1', 'p2', { firepower: 50, declared: 6, damage: printed(roll(6, 6), 7) }));
		// Assert
		expect(c(after, 'p2').status).toBe('dead');
		expect(combatant(after.combat!, 'p2')).toMatchObject({ state: 'dead', hand: 0 });
		expect(after.combat!.last!.lines[0]!.died).toBe(true);
	});

	it('attackResolved refusals: out of turn, dead attacker, self, second main action, target gone, declared too high, missing damage', () => {
		// Arrange
		const s = three();
		const deadP2 = apply(s, ev('locke/statusSet', { who: ref('p2'), status: 'dead' }));
		const attacked = apply(s, attack('p2', 'p1'));
		// Act / Assert
		expect(reduce(s, attack('p1', 'p2'))).toEqual({ refusal: 'locke/out_of_turn', params: { name: 'ロック1', current: 'ナガト' } });
		expect(refusalOf({ ...deadP2, combat: s.combat }, attack('p2', 'p1'))).toBe('locke/dead_cannot_act');
		expect(refusalOf(s, attack('p2', 'p2'))).toBe('locke/attack_self');
		expect(refusalOf(attacked, attack('p2', 'p3'))).toBe('locke/main_action_used');
		expect(refusalOf(s, attack('p2', 'p4'))).toBe('locke/not_fighting');
		expect(reduce(s, attack('p2', 'p1', { declared: 7 }))).toEqual({ refusal: 'locke/declared_above_current', params: { name: 'ロック1', declared: 7, current: 6 } });
		expect(refusalOf(s, attack('p2', 'p1', { damage: null }))).toBe('locke/damage_required');
		expect(refusalOf(s, attack('p2', 'p1', { espSpent: 41 }))).toBe('locke/not_enough_esp_power');
	});

	it('defence: a lower level cannot be tried (§5.3); a held defence is maintained, and a higher attack breaks it', () => {
		// Arrange
		const s = three();
		const defend = (level: number) => ({ kind: 'defence' as const, level, via: 'card' as const, espSpent: level });
		// Act
		const low = reduce(s, attack('p2', 'p1', { level: 4, defence: defend(3), outcome: 'blocked' }));
		const held = apply(s, attack('p2', 'p1', { level: 4, defence: defend(5), outcome: 'blocked' }));
		const next = apply(held, turnEnded('p2'), turnEnded('p1'));
		const blocked = apply(next, attack('p3', 'p1', { level: 5, outcome: 'blocked' }));
		const broken = apply(next, attack('p3', 'p1', { level: 6, firepower: 40 }));
		// Assert
		expect(low).toEqual({ refusal: 'locke/defence_level_too_low', params: { attack: 4, defence: 3 } });
		expect(combatant(held.combat!, 'p1')).toMatchObject({ maintained: 5, hand: 6 });
		expect(c(held, 'p1').espPower).toBe(45);
		expect(c(held, 'p1').damage).toBe(0);
		expect(combatant(blocked.combat!, 'p1')!.maintained).toBe(5);
		expect(combatant(broken.combat!, 'p1')!.maintained).toBeNull();
		expect(broken.combat!.last!.broke).toBe(true);
		expect(refusalOf(next, attack('p3', 'p1', { level: 6, outcome: 'blocked' }))).toBe('locke/outcome_mismatch');
		expect(refusalOf(next, attack('p3', 'p1', { level: 3, defence: defend(4), outcome: 'blocked' }))).toBe('locke/defence_while_maintained');
		expect(refusalOf(s, attack('p2', 'p1', { undefendable: true, defence: defend(5), outcome: 'blocked' }))).toBe('locke/undefendable');
	});

	it('escape in answer to an attack: the defender leaves the combat; interfered, it stays without damage', () => {
		// Arrange
		const s = three();
		const esc = { kind: 'escape' as const, level: 4, via: 'ability' as const, espSpent: 0 };
		// Act
		const gone = apply(s, attack('p2', 'p1', { defence: esc, outcome: 'escaped' }));
		const stayed = apply(s, attack('p2', 'p1', { defence: esc, outcome: 'escape_interfered' }));
		// Assert
		expect(combatant(gone.combat!, 'p1')!.state).toBe('escaped');
		expect(combatant(stayed.combat!, 'p1')!.state).toBe('in');
		expect(c(stayed, 'p1').damage).toBe(0);
	});

	it('synchronised attack: level + helpers, firepower summed; a helper who already acted is refused (§5.2)', () => {
		// Arrange
		const s = combatAtTurns(playingState(), ['p2', 'p4', 'p1', 'p3']);
		const helper = (id: string, level: number, firepower: number) => ({ who: ref(id), level, firepower, espSpent: level });
		// Act
		const after = apply(s, attack('p2', 'p1', { level: 4, firepower: 20, helpers: [helper('p4', 3, 8)], declared: 6, damage: printed(total(7), 2) }));
		const later = apply(s, turnEnded('p2'), turnEnded('p4'));
		// Assert
		expect(after.combat!.last).toMatchObject({ level: 5, lines: [{ firepower: 28, divisor: 6, ratio: 4 }] });
		expect(combatant(after.combat!, 'p4')!.hand).toBe(6);
		expect(c(after, 'p4').espPower).toBe(47);
		expect(refusalOf(later, attack('p1', 'p2', { helpers: [helper('p4', 3, 8)] }))).toBe('locke/sync_helper_acted');
		expect(refusalOf(s, attack('p2', 'p1', { level: 4, helpers: [helper('p4', 4, 8)] }))).toBe('locke/sync_helper_level');
		expect(refusalOf(s, attack('p2', 'p1', { via: 'ability', helpers: [helper('p4', 3, 8)] }))).toBe('locke/sync_not_card');
	});

	it('meleeResolved: [格闘:2] against [格闘:1] shifts the attacker right and the defender left (§5.5); damage lands at once', () => {
		// Arrange
		const table = testDamageTable();
		const hash = tableHash(table);
		const s = apply(three(), adopted(table));
		// ナガト (6) + [格闘:2] vs ロック1 (6) + [格闘:1]: 6÷6 = 1:1 each; difference 1 → ナガト 2:1, ロック1 1:2以下
		const d = melee('p2', 'p1', {
			attackerSide: side(6, [{ x: 2, label: '白兵' }]),
			targetSide: side(6, [{ x: 1, label: '格闘技' }]),
			counter: true,
			attackerDamage: fromTable(roll(4, 4), testDamage(2, 8), hash),
			targetDamage: fromTable(roll(6, 5), testDamage(0, 11), hash)
		});
		// Act
		const after = apply(s, d);
		// Assert
		expect(after.combat!.last!.lines.map((l) => [l.from, l.to, l.baseRatio, l.shift, l.ratio, l.value])).toEqual([
			['p2', 'p1', 1, 1, 2, testDamage(2, 8)],
			['p1', 'p2', 1, -1, 0, testDamage(0, 11)]
		]);
		expect(c(after, 'p1').damage).toBe(testDamage(2, 8));
		expect(c(after, 'p2').damage).toBe(testDamage(0, 11));
	});

	it('meleeResolved: both can die from simultaneous damage; minions add firepower', () => {
		// Arrange
		let s = apply(three(), ev('locke/characterAdjusted', { who: ref('p2'), field: 'minions', by: 2, reason: 'other' }));
		s = apply(s, ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 5, reason: 'other' }), ev('locke/characterAdjusted', { who: ref('p2'), field: 'damage', by: 5, reason: 'other' }));
		// Act
		const after = apply(s, melee('p2', 'p1', { attackerSide: side(1, [], 2), targetSide: side(1), counter: true, attackerDamage: printed(total(7), 2), targetDamage: printed(total(7), 2) }));
		// Assert: ナガト firepower 1 + 2 minions = 3 against 1 → 3:1; ロック1 1 ÷ 3 → 1:2以下
		expect(after.combat!.last!.lines.map((l) => [l.firepower, l.divisor, l.ratio, l.died])).toEqual([
			[3, 1, 3, true],
			[1, 3, 0, true]
		]);
		expect([c(after, 'p1').status, c(after, 'p2').status]).toEqual(['dead', 'dead']);
		expect(currentActor(after.combat!)).toBe('p3');
	});

	it('meleeResolved refusals: two weapons, minions not owned, counter damage without counter, defence too low', () => {
		// Arrange
		const s = three();
		const base = { attackerSide: side(6), targetSide: side(6) };
		// Act / Assert
		expect(refusalOf(s, melee('p2', 'p1', { ...base, attackerSide: side(6, [{ x: 1, weapon: true }, { x: 2, weapon: true }]) }))).toBe('locke/melee_two_weapons');
		expect(isRefusal(reduce(s, melee('p2', 'p1', { ...base, attackerSide: { ...side(6, [{ x: 1, weapon: true }, { x: 2, weapon: true }]), manyWeapons: true } })))).toBe(false);
		expect(refusalOf(s, melee('p2', 'p1', { ...base, attackerSide: side(6, [], 1) }))).toBe('locke/minions_above');
		expect(refusalOf(s, melee('p2', 'p1', { ...base, targetDamage: printed(total(7), 1) }))).toBe('locke/damage_unexpected');
		expect(refusalOf(s, melee('p2', 'p1', { ...base, counter: true, targetDamage: null }))).toBe('locke/damage_required');
		expect(refusalOf(s, melee('p2', 'p1', { ...base, targetSide: null }))).toBe('locke/damage_required');
		expect(isRefusal(reduce(s, melee('p2', 'p1', { attackerSide: side(6), defence: { kind: 'defence', level: 1, via: 'card', espSpent: 1 }, outcome: 'blocked' })))).toBe(false);
	});

	it('escaped: leaves the combat; not after an attack, and no attack after it (§5 戦うか逃げるか)', () => {
		// Arrange
		const s = three();
		const esc = (timing: 'main' | 'support', interfered = false) => ev('locke/escaped', { who: ref('p2'), level: 3, via: 'card', timing, espSpent: 3, interfered });
		// Act
		const gone = apply(s, esc('support'));
		const stayed = apply(s, esc('support', true));
		// Assert
		expect(combatant(gone.combat!, 'p2')!.state).toBe('escaped');
		expect(currentActor(gone.combat!)).toBe('p1');
		expect(refusalOf(stayed, attack('p2', 'p1'))).toBe('locke/attack_after_escape');
		expect(refusalOf(apply(s, attack('p2', 'p1')), esc('support'))).toBe('locke/escape_after_attack');
	});

	it('cardPlayed and cardDiscarded use a card and the main action; an empty hand is refused', () => {
		// Arrange
		const s = three();
		// Act
		const played = apply(s, ev('locke/cardPlayed', { who: ref('p2'), kind: 'special', level: 2, espSpent: 2, note: '' }));
		const discarded = apply(s, ev('locke/cardDiscarded', { who: ref('p2') }));
		const empty = { ...s, combat: { ...s.combat!, combatants: s.combat!.combatants.map((k) => (k.id === 'p2' ? { ...k, hand: 0 } : k)) } };
		// Assert
		expect(combatant(played.combat!, 'p2')!.hand).toBe(6);
		expect(c(played, 'p2').espPower).toBe(38);
		expect(combatant(discarded.combat!, 'p2')!.hand).toBe(6);
		expect(refusalOf(discarded, ev('locke/cardDiscarded', { who: ref('p2') }))).toBe('locke/main_action_used');
		expect(refusalOf(empty, ev('locke/cardDiscarded', { who: ref('p2') }))).toBe('locke/empty_hand');
	});

	it('defenceMaintained: kept costs ESP power, dropped frees the defender; only in its own check phase', () => {
		// Arrange
		let s = apply(three(), attack('p2', 'p1', { level: 4, defence: { kind: 'defence', level: 4, via: 'card', espSpent: 4 }, outcome: 'blocked' }));
		s = apply(s, turnEnded('p2'));
		// Act
		const kept = apply(s, ev('locke/defenceMaintained', { who: ref('p1'), keep: true, espSpent: 2 }));
		const dropped = apply(s, ev('locke/defenceMaintained', { who: ref('p1'), keep: false, espSpent: 0 }));
		// Assert
		expect(c(kept, 'p1').espPower).toBe(44);
		expect(combatant(kept.combat!, 'p1')!.maintained).toBe(4);
		expect(combatant(dropped.combat!, 'p1')!.maintained).toBeNull();
		expect(refusalOf(dropped, ev('locke/defenceMaintained', { who: ref('p1'), keep: true, espSpent: 0 }))).toBe('locke/no_maintained_defence');
		expect(refusalOf(three(), ev('locke/defenceMaintained', { who: ref('p1'), keep: true, espSpent: 0 }))).toBe('locke/out_of_turn');
	});

	it('combatTurnEnded moves to the next in initiative order; only the actor may end it', () => {
		// Arrange
		const s = three();
		// Act
		const after = apply(s, turnEnded('p2'));
		// Assert
		expect(currentActor(after.combat!)).toBe('p1');
		expect(refusalOf(s, turnEnded('p1'))).toBe('locke/out_of_turn');
	});
});

describe('Locke reducer: round end', () => {
	const three = () => combatAtTurns(playingState(), ['p2', 'p1', 'p3']);
	function allTurns(state: LockeState): LockeState {
		let s = state;
		for (let who = currentActor(s.combat!); who !== null; who = currentActor(s.combat!)) s = apply(s, turnEnded(who));
		return s;
	}

	it('refused while someone has still to act, or for a stale round', () => {
		// Arrange
		const s = three();
		const done = allTurns(apply(s, attack('p2', 'p1')));
		// Act / Assert
		expect(refusalOf(s, roundEnded({ ...s, combat: { ...s.combat!, turnIndex: 3 } }))).toBe('locke/turns_not_finished');
		expect(refusalOf(done, { ...roundEnded(done), payload: { ...roundEnded(done).payload, round: 2 } })).toBe('locke/stale_round');
	});

	it('no attack this round ends the combat', () => {
		// Arrange
		const s = allTurns(three());
		// Act
		const after = apply(s, roundEnded(s));
		// Assert
		expect(after.combat).toBeNull();
		expect(after.lastCombat).toMatchObject({ reason: 'no_attack', rounds: 1 });
	});

	it('nobody willing, or one fighter left, ends the combat', () => {
		// Arrange
		const s = allTurns(apply(three(), attack('p2', 'p1')));
		const lone = allTurns(apply(combatAtTurns(playingState(), ['p2', 'p1']), attack('p2', 'p1', { declared: 6, damage: printed(total(12), 9) })));
		// Act / Assert
		expect(apply(s, roundEnded(s, { wantContinue: false })).lastCombat?.reason).toBe('no_will');
		expect(apply(lone, roundEnded(lone)).lastCombat?.reason).toBe('too_few');
	});

	it('hands go back to the limit for everyone at once; the optional discard draws one more; minions raise the limit', () => {
		// Arrange: ナガト played a card (6); ロック1 blocked with a card (6); ライザ holds 7 and discards one
		let s = apply(three(), attack('p2', 'p1', { level: 4, defence: { kind: 'defence', level: 4, via: 'card', espSpent: 4 }, outcome: 'blocked' }));
		s = allTurns(s);
		s = apply(s, ev('locke/characterAdjusted', { who: ref('p2'), field: 'minions', by: 1, reason: 'other' }));
		const deck = s.combat!.deck;
		// Act
		const d = roundEnded(s, { discardOne: ['p3'] });
		const after = apply(s, d);
		// Assert
		expect(d.payload.hands.map((h) => [h.who.id, h.discard, h.draw])).toEqual([
			['p2', 0, 2],
			['p1', 0, 1],
			['p3', 1, 1]
		]);
		expect(after.combat!.combatants.map((k) => k.hand)).toEqual([8, 7, 7]);
		expect(after.combat!.deck).toBe(deck - 4);
		expect(after.combat).toMatchObject({ round: 2, step: 'opening', attacksThisRound: 0 });
	});

	it('the optional discard is refused below the limit, for the incapacitated, and for [代理]', () => {
		// Arrange
		let s = allTurns(apply(three(), attack('p2', 'p1')));
		// Act / Assert
		expect(() => roundEnded(s, { discardOne: ['p2'] })).toThrow(/discard_not_allowed/);
		expect(() => roundEnded(s, { discardOne: ['p3'], proxies: ['p3'] })).toThrow(/discard_not_allowed/);
		s = apply(s, ev('locke/statusSet', { who: ref('p3'), status: 'incapacitated' }));
		expect(() => roundEnded(s, { discardOne: ['p3'] })).toThrow(/discard_not_allowed/);
		expect(refusalOf(s, { ...roundEnded(s), payload: { ...roundEnded(s).payload, hands: [] } })).toBe('locke/hand_mismatch');
	});

	it('a deck that cannot refill the hands ends the combat at once', () => {
		// Arrange: 21 cards dealt from 22; ナガト plays one; 2 owed, 1 left
		let s = combatAtTurns(playingState(), ['p2', 'p1', 'p3'], 22);
		s = apply(s, attack('p2', 'p1'), ev('locke/combatTurnEnded', { who: ref('p2') }), ev('locke/cardDiscarded', { who: ref('p1') }));
		s = allTurns(s);
		// Act
		const d = roundEnded(s);
		const after = apply(s, d);
		// Assert
		expect(d.payload.outcome).toBe('deck_out');
		expect(after.combat).toBeNull();
		expect(after.lastCombat).toMatchObject({ reason: 'deck_out', owed: 2, available: 1 });
	});

	it('combatEnded ends it by the GM; a second round deals only to new entrants', () => {
		// Arrange
		let s = allTurns(apply(three(), attack('p2', 'p1')));
		s = apply(s, roundEnded(s));
		s = apply(s, ev('locke/combatantJoined', { who: ref('p4'), via: 'entered', reviveDamage: null }));
		// Act
		const dealt = apply(s, handsDealt(s));
		const ended = apply(dealt, ev('locke/combatEnded', { note: '' }));
		// Assert
		expect(handsDealt(s).payload.dealt.map((x) => [x.who.id, x.cards])).toEqual([['p4', 7]]);
		expect(combatant(dealt.combat!, 'p4')!.hand).toBe(7);
		expect(ended.combat).toBeNull();
		expect(ended.lastCombat?.reason).toBe('manual');
		expect(refusalOf(ended, ev('locke/combatEnded', { note: '' }))).toBe('locke/no_combat');
	});
});

describe('Locke reducer: schemas and unknown events', () => {
	it('refuses an event of another system', () => {
		// Act / Assert
		expect(reduce(playingState(), { type: 'counters/counterAdded', payload: {} })).toEqual({ refusal: 'session/unknown_event', params: { type: 'counters/counterAdded' } });
	});

	it.each([
		['faces that do not add up', 'locke/chartRolled', { chart: 'sokoni', who: ref('p1'), roll: { spec: '2D6', total: 7, faces: [1, 1], source: 'table' }, source: 'printed', hash: null, text: '', value: null }],
		['a table read without a hash', 'locke/attackResolved', { ...attack('p2', 'p1').payload, damage: { roll: total(7), value: 1, source: 'table', hash: null } }],
		['an adjustment by 0', 'locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 0, reason: 'other' }],
		['an unknown key', 'locke/combatEnded', { note: '', extra: 1 }],
		['a 13 of spades for initiative', 'locke/initiativeDealt', { round: 1, source: 'app', cards: [{ who: ref('p1'), suit: 'black', rank: 13 }] }]
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
			adopted(),
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
