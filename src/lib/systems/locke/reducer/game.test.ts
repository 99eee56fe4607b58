import { describe, expect, it } from 'vitest';
import { locke } from '..';
import { isRefusal } from '$lib/core/events';
import { tableHash } from '$lib/core/tables';
import { nextTurnHolder } from '../derive';
import { evilFlipCount } from '../rules';
import type { LockeState } from '../state';
import {
	FIVE,
	apply,
	combatStarted,
	playingState,
	ref,
	testDamageTable,
	total,
	envOf
} from '../../../../../tests/factories/locke';
import { c, ev, reduce, refusalOf } from '../../../../../tests/factories/locke-reduce';

describe('Locke reducer: game tracker', () => {
	const next = (s: LockeState, who: string, to: string) => ev('locke/turnEnded', { who: ref(who), next: ref(to) });

	it('turnEnded passes counter-clockwise and skips EVIL silhouettes in the planet phase (§4.1)', () => {
		// Arrange
		const s = playingState();
		// Act
		const after = apply(s, next(s, 'p1', 'p3'), next(s, 'p3', 'p5'), next(s, 'p5', 'p1'));
		// Assert
		expect(after.game).toMatchObject({ turn: 4, current: 'p1' });
		expect(reduce(s, next(s, 'p1', 'p2'))).toEqual({
			refusal: 'locke/wrong_next_turn',
			params: { expected: 'ライザ' }
		});
		expect(reduce(s, next(s, 'p3', 'p5'))).toEqual({
			refusal: 'locke/out_of_turn',
			params: { name: 'ライザ', current: 'ロック1' }
		});
	});

	it('turnEnded skips the dead, and is refused during a combat or an open declaration', () => {
		// Arrange
		const s = apply(playingState(), ev('locke/statusSet', { who: ref('p3'), status: 'dead' }));
		// Act / Assert
		expect(nextTurnHolder(s)).toBe('p5');
		expect(refusalOf(apply(s, combatStarted(['p1', 'p5'])), next(s, 'p1', 'p5'))).toBe('locke/combat_running');
		expect(
			refusalOf(
				apply(s, ev('locke/victoryDeclared', { who: ref('p1'), solo: false, blackHole: false })),
				next(s, 'p1', 'p5')
			)
		).toBe('locke/declaration_open');
	});

	it('planetPhaseEnded needs 36 cards or 3 info cards, then records the EVIL flip count and the perimeter', () => {
		// Arrange
		const s = playingState();
		const end = ev('locke/planetPhaseEnded', {
			placedPlanetCards: 20,
			goodSpecialSilhouettes: 3,
			inside: ['p1', 'p2', 'p4']
		});
		// Act
		const early = reduce(s, end);
		const counted = apply(s, ev('locke/planetCardsCounted', { faceUpOrDestroyed: 36 }), end);
		const byInfo = apply(
			s,
			ev('locke/partyFormed', { party: 'P', members: [ref('p1'), ref('p3')] }),
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'infoCards', by: 2, reason: 'other' }),
			ev('locke/characterAdjusted', { who: ref('p3'), field: 'infoCards', by: 1, reason: 'other' }),
			end
		);
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
		const s = apply(
			playingState(),
			ev('locke/planetCardsCounted', { faceUpOrDestroyed: 36 }),
			ev('locke/planetPhaseEnded', { placedPlanetCards: 20, goodSpecialSilhouettes: 3, inside: ['p1', 'p2', 'p4'] })
		);
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
		const check = (target: number, t: number) =>
			ev('locke/infiltrationChecked', { who: ref('p3'), target, roll: total(t) });
		// One check a turn (a main action): ライザ's next one comes once the turn has gone round.
		const round = (st: LockeState) =>
			apply(
				st,
				next(st, 'p3', 'p4'),
				next(st, 'p4', 'p5'),
				next(st, 'p5', 'p1'),
				next(st, 'p1', 'p2'),
				next(st, 'p2', 'p3')
			);
		// Act
		const failed = round(apply(s, check(6, 9)));
		const entered = apply(failed, check(7, 7));
		// Assert
		expect(failed.game.infiltration.p3).toEqual({ failures: 1, status: 'outside' });
		expect(entered.game.infiltration.p3).toEqual({ failures: 1, status: 'inside' });
		expect(reduce(failed, check(6, 2))).toEqual({
			refusal: 'locke/infiltration_target_mismatch',
			params: { target: 7 }
		});
		expect(refusalOf(entered, check(7, 2))).toBe('locke/already_inside');
		expect(refusalOf(s, ev('locke/infiltrationChecked', { who: ref('p3'), target: 6, roll: null }))).toBe(
			'locke/infiltration_roll_needed'
		);
		expect(refusalOf(s, ev('locke/infiltrationChecked', { who: ref('p5'), target: 6, roll: total(2) }))).toBe(
			'locke/out_of_turn'
		);
	});

	it('infiltrationChecked: an EVIL silhouette succeeds without a roll', () => {
		// Arrange: p2 ナガト has an EVIL silhouette; put it outside and give it the turn
		let s = apply(
			playingState(),
			ev('locke/planetCardsCounted', { faceUpOrDestroyed: 36 }),
			ev('locke/planetPhaseEnded', { placedPlanetCards: 20, goodSpecialSilhouettes: 3, inside: [] })
		);
		s = apply(s, next(s, 'p1', 'p2'));
		// Act
		const after = apply(s, ev('locke/infiltrationChecked', { who: ref('p2'), target: 5, roll: null }));
		// Assert
		expect(after.game.infiltration.p2?.status).toBe('inside');
	});

	it('keyPointDestroyed: the fourth ends the game', () => {
		// Arrange: ライザ gets inside first (one waiting around the base destroys nothing, §4.2)
		const s = apply(baseState(), ev('locke/infiltrationChecked', { who: ref('p3'), target: 6, roll: total(2) }));
		const kp = ev('locke/keyPointDestroyed', { by: ref('p3') });
		// Act
		const three = apply(s, kp, kp, kp);
		const four = apply(three, kp);
		// Assert
		expect(three.game.keyPointsDestroyed).toBe(3);
		expect(four.game).toMatchObject({
			phase: 'ended',
			keyPointsDestroyed: 4,
			end: { kind: 'all_key_points_destroyed' }
		});
		expect(refusalOf(four, kp)).toBe('locke/not_base_phase');
		expect(refusalOf(playingState(), kp)).toBe('locke/not_base_phase');
	});

	it('victory declaration: unopposed ends the game; opposed EVIL starts the 1000-turn clock', () => {
		// Arrange
		let s = playingState();
		const declare = (who: string, solo = false) =>
			ev('locke/victoryDeclared', { who: ref(who), solo, blackHole: false });
		// Act
		const won = apply(s, declare('p1'), ev('locke/declarationClosed', { objections: 0 }));
		s = apply(s, ev('locke/seatsOrdered', { order: ['p4', 'p1', 'p2', 'p3', 'p5'] }));
		s = apply(s, next(s, 'p1', 'p3'), next(s, 'p3', 'p5'));
		const evilSeat = apply(
			s,
			ev('locke/silhouetteChosen', {
				who: ref('p4'),
				silhouette: { name: 'ライオット', alignment: 'GOOD' },
				rank: null
			})
		);
		const onP4 = apply(evilSeat, next(evilSeat, 'p5', 'p4'));
		const opposed = apply(
			onP4,
			declare('p4'),
			ev('locke/declarationOpposed', { by: ref('p1') }),
			ev('locke/declarationClosed', { objections: 1 })
		);
		// Assert
		expect(won.game).toMatchObject({ phase: 'ended', end: { kind: 'declaration', alignment: 'GOOD', declarer: 'p1' } });
		expect(c(won, 'p1').sheetOpen).toBe(true);
		expect(opposed.game.phase).toBe('planet');
		expect(opposed.game.evilClocks).toEqual([{ declarer: 'p4', turns: 0 }]);
		expect(opposed.game.pastDeclarations).toHaveLength(1);
		expect(apply(opposed, next(opposed, 'p4', 'p1')).game.evilClocks).toEqual([{ declarer: 'p4', turns: 1 }]);
	});

	it('victory declaration refusals: SPECIAL, solo with others alive, out of turn, dead objector, declarer objecting, wrong count', () => {
		// Arrange
		const s = playingState();
		const open = apply(s, ev('locke/victoryDeclared', { who: ref('p1'), solo: false, blackHole: false }));
		const deadP3 = apply(open, ev('locke/statusSet', { who: ref('p3'), status: 'dead' }));
		const onP5 = apply(s, next(s, 'p1', 'p3'), next(s, 'p3', 'p5'));
		// Act / Assert
		expect(refusalOf(onP5, ev('locke/victoryDeclared', { who: ref('p5'), solo: false, blackHole: false }))).toBe(
			'locke/special_cannot_declare'
		);
		expect(refusalOf(onP5, ev('locke/victoryDeclared', { who: ref('p5'), solo: true, blackHole: false }))).toBe(
			'locke/solo_others_alive'
		);
		expect(isRefusal(reduce(onP5, ev('locke/victoryDeclared', { who: ref('p5'), solo: true, blackHole: true })))).toBe(
			false
		);
		expect(refusalOf(s, ev('locke/victoryDeclared', { who: ref('p1'), solo: true, blackHole: true }))).toBe(
			'locke/solo_only_special'
		);
		expect(refusalOf(s, ev('locke/victoryDeclared', { who: ref('p3'), solo: false, blackHole: false }))).toBe(
			'locke/out_of_turn'
		);
		expect(refusalOf(deadP3, ev('locke/declarationOpposed', { by: ref('p3') }))).toBe('locke/dead_cannot_object');
		expect(refusalOf(open, ev('locke/declarationOpposed', { by: ref('p1') }))).toBe('locke/declarer_cannot_object');
		expect(refusalOf(open, ev('locke/declarationClosed', { objections: 1 }))).toBe('locke/objections_mismatch');
		expect(refusalOf(s, ev('locke/declarationClosed', { objections: 0 }))).toBe('locke/no_declaration');
	});

	it('gameEnded checks its condition: everyone dead, or the 1000 turns', () => {
		// Arrange
		const s = playingState();
		const allDead = apply(s, ...FIVE.map((x) => ev('locke/statusSet', { who: ref(x.id), status: 'dead' })));
		const clock = { ...s, game: { ...s.game, evilClocks: [{ declarer: 'p4', turns: 1000 }] } };
		// Act / Assert
		expect(reduce(s, ev('locke/gameEnded', { kind: 'all_dead' }))).toEqual({
			refusal: 'locke/end_condition_not_met',
			params: { kind: 'all_dead' }
		});
		expect(apply(allDead, ev('locke/gameEnded', { kind: 'all_dead' })).game.end).toEqual({ kind: 'all_dead' });
		expect(apply(clock, ev('locke/gameEnded', { kind: 'thousand_turns' })).game.end).toEqual({
			kind: 'thousand_turns',
			declarer: 'p4'
		});
		expect(
			refusalOf(
				{ ...clock, game: { ...clock.game, evilClocks: [{ declarer: 'p4', turns: 999 }] } },
				ev('locke/gameEnded', { kind: 'thousand_turns' })
			)
		).toBe('locke/end_condition_not_met');
	});

	it('gradesRecorded: A/B/C/D from alive and defeated (§3.2)', () => {
		// Arrange: GOOD wins by declaration; ライザ died; エルミ (SPECIAL) met her own condition
		let s = apply(playingState(), ev('locke/statusSet', { who: ref('p3'), status: 'dead' }));
		s = apply(
			s,
			ev('locke/victoryDeclared', { who: ref('p1'), solo: false, blackHole: false }),
			ev('locke/declarationClosed', { objections: 0 })
		);
		const results = FIVE.map((x) => ({ who: ref(x.id), ownConditionMet: x.id === 'p5' }));
		// Act
		const graded = apply(s, ev('locke/gradesRecorded', { results }));
		// Assert
		expect(Object.fromEntries(graded.game.grades!.map((g) => [g.id, g.grade]))).toEqual({
			p1: 'A',
			p2: 'C',
			p3: 'B',
			p4: 'C',
			p5: 'C'
		});
		expect(refusalOf(s, ev('locke/gradesRecorded', { results: results.slice(1) }))).toBe('locke/grades_incomplete');
		expect(refusalOf(playingState(), ev('locke/gradesRecorded', { results }))).toBe('locke/game_not_ended');
	});

	it('an old locke/tableAdopted event reads as the shell’s session/tableAdopted (since state version 3)', () => {
		// Arrange
		const table = testDamageTable();
		const old = { type: 'locke/tableAdopted', payload: { slot: 'locke/damage', hash: tableHash(table), table } };
		// Act
		const s = apply(playingState(), old);
		// Assert
		expect(locke.upgrade(old)).toEqual({ type: 'session/tableAdopted', payload: old.payload });
		expect(locke.upgrade(ev('locke/deckSizeSet', { deckSize: 50 }))).toEqual(ev('locke/deckSizeSet', { deckSize: 50 }));
		expect(envOf(s).tables.current['locke/damage']).toBe(tableHash(table));
		expect(s).toEqual(playingState());
		expect(locke.stateVersion).toBe(6);
	});
});
