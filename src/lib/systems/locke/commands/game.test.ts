import { describe, expect, it } from 'vitest';
import { TestSession } from '$tests/factories/session.svelte';
import { apply, playingState, ref, total } from '$tests/factories/locke';
import type { LockeState } from '../state';
import { locke } from '..';

const session = (state: LockeState) => new TestSession(locke, { state });

/** The base phase: everyone but ロック1 (p1, ESP level 6) starts inside; ロック1 holds the turn. */
const basePhase = () =>
	apply(
		playingState(),
		{ type: 'locke/planetCardsCounted', payload: { faceUpOrDestroyed: 36 } },
		{
			type: 'locke/planetPhaseEnded',
			payload: { placedPlanetCards: 20, goodSpecialSilhouettes: 3, inside: ['p2', 'p3', 'p4', 'p5'] }
		}
	);

describe('game commands', () => {
	it('endTurn names the next holder from the seats (§4.1: to the right, EVIL silhouettes skipped in the planet phase)', async () => {
		// Arrange
		const s = session(playingState());
		// Act
		await s.dispatch('endTurn', { who: 'p1' });
		// Assert
		expect(s.events).toEqual([{ type: 'locke/turnEnded', payload: { who: ref('p1'), next: ref('p3') } }]);
		// A second tap made for ロック1 is refused: the turn has moved on.
		expect(await s.dispatch('endTurn', { who: 'p1' })).toMatchObject({ refusal: 'locke/out_of_turn' });
	});

	it('countPlanetCards, then endPlanetPhase with the app’s counts when none are typed', async () => {
		const s = session(playingState());
		await s.dispatch('countPlanetCards', { faceUpOrDestroyed: 30 });
		await s.dispatch('formParty', { name: '', members: ['p1', 'p3'] });
		await s.dispatch('adjustCharacter', { who: 'p1', field: 'infoCards', by: 3 });
		await s.dispatch('endPlanetPhase', { placedPlanetCards: null, goodSpecialSilhouettes: null, inside: null });
		expect(s.events.at(-1)!.payload).toEqual({
			placedPlanetCards: 6,
			goodSpecialSilhouettes: 3,
			inside: ['p1', 'p2', 'p4']
		});
		expect(s.state.game).toMatchObject({ phase: 'base', evilFlips: { each: 1 } });
	});

	it('checkInfiltration works out the target: the ESP level plus one per failure (§4.2)', async () => {
		const s = session(basePhase());
		await s.dispatch('checkInfiltration', { who: 'p1', roll: total(9) });
		expect(s.events[0]!.payload).toMatchObject({ who: ref('p1'), target: 6 });
		expect(s.state.game.infiltration.p1).toMatchObject({ failures: 1, status: 'outside' });
		expect(await s.dispatch('checkInfiltration', { who: 'nobody', roll: null })).toMatchObject({
			refusal: 'locke/unknown_character'
		});
	});

	it('destroyKeyPoint by the turn holder counts one key point', async () => {
		const s = session(
			apply(basePhase(), { type: 'locke/infiltrationChecked', payload: { who: ref('p1'), target: 6, roll: total(4) } })
		);
		await s.dispatch('destroyKeyPoint', { by: 'p1' });
		expect(s.state.game.keyPointsDestroyed).toBe(1);
	});

	it('declareVictory, opposeDeclaration and closeDeclaration count the objections from the state', async () => {
		const s = session(playingState());
		await s.dispatch('declareVictory', { who: 'p1', solo: false, blackHole: false });
		await s.dispatch('opposeDeclaration', { by: 'p2' });
		await s.dispatch('closeDeclaration', {});
		expect(s.events.at(-1)).toEqual({ type: 'locke/declarationClosed', payload: { objections: 1 } });
		expect(s.state.game.declaration).toBeNull();
		expect(await s.dispatch('closeDeclaration', {})).toMatchObject({ refusal: 'locke/no_declaration' });
	});

	it('endGame is refused until its condition holds; recordGrades asks every player character', async () => {
		const s = session(playingState());
		expect(await s.dispatch('endGame', { kind: 'all_dead' })).toMatchObject({ refusal: 'locke/end_condition_not_met' });
		await s.dispatch('declareVictory', { who: 'p1', solo: false, blackHole: false });
		await s.dispatch('closeDeclaration', {});
		await s.dispatch('recordGrades', { conditions: { p5: true } });
		const results = (s.events.at(-1)!.payload as { results: { who: { id: string }; ownConditionMet: boolean }[] })
			.results;
		expect(results.map((r) => [r.who.id, r.ownConditionMet])).toEqual([
			['p1', false],
			['p2', false],
			['p3', false],
			['p4', false],
			['p5', true]
		]);
		expect(s.state.game.grades?.map((g) => g.grade)).toEqual(['A', 'C', 'A', 'C', 'C']);
	});
});
