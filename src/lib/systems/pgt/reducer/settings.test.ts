/**
 * The open points as the session's readings (`session/readingsChosen`): each reading changes what
 * the reducer does, through `setting(state, readings, id)`, so a screen's preview and the record
 * agree (data/open-points.ts); an old log's per-match settings fold as they did.
 */
import { describe, expect, it } from 'vitest';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { attackIntent, cardIntent } from '$tests/factories/pgt';
import { pgt } from '../index';
import { negativeReading, oddsConflictAs, setting } from './state';
import { successChance } from '../rules';
import type { EventDraft } from '$lib/core/events';
import { foldEvent, initialSessionState, readingsOf } from '$lib/session/apply';

/** A match with `settings`, two 剣士 (P-def 5, A: P1D-3) each at F1 and F2, round 1, a to play. */
async function inRound(settings: Record<string, string> = {}) {
	const s = new TestSession(pgt, { random: seededRandom(3) });
	if (Object.keys(settings).length) await s.chooseReadings(choices(settings));
	await s.dispatch('startMatch', { a: '桜', b: '空' });
	await s.dispatch('saveCard', cardIntent('剣士', { abilities: ['A: P1D-3'] }));
	await s.dispatch('startGame', { firstPlayer: 'a' });
	for (const slot of ['F1', 'F2'] as const) {
		await s.dispatch('place', { side: 'a', slot, cardId: 'c1' });
		await s.dispatch('place', { side: 'b', slot, cardId: 'c1' });
	}
	await s.dispatch('startRound', {});
	return s;
}
const roll = (faces: number[]) => ({ faces, source: 'table' as const });
const choices = (settings: Record<string, string>) =>
	Object.fromEntries(Object.entries(settings).map(([point, reading]) => [point, { reading }]));

describe('pgt open points as the session’s readings', () => {
	it('default to the app’s readings; a choice is recorded and read from then on', async () => {
		const s = await inRound();
		expect(setting(s.state, s.readings, 'conflict_choice')).toBe('turn-player');
		expect(await s.chooseReadings({ conflict_choice: { reading: 'fumble' } })).toBeNull();
		expect(setting(s.state, s.readings, 'conflict_choice')).toBe('fumble');
		// A point the app reads one way only (fixedBecause) is not a choice.
		expect((await s.chooseReadings({ physical_attribute: { reading: 'both' } }))?.refusal).toBe(
			'session/unknown_reading'
		);
	});

	it('conflict_choice: the turn player chooses each time, or a fixed reading decides; the odds follow', async () => {
		const conflict = { fumbleAtOrBelow: 5, criticalFaces: [5, 6], roll: roll([5]) };
		const asked = await inRound();
		expect((await asked.dispatch('attack', attackIntent(conflict)))?.refusal).toBe('pgt/conflict_unresolved');
		expect(oddsConflictAs(asked.state, asked.readings, true)).toBe('critical');
		expect(oddsConflictAs(asked.state, asked.readings, false)).toBe('fumble');
		const fixed = await inRound({ conflict_choice: 'fumble' });
		expect(await fixed.dispatch('attack', attackIntent(conflict))).toBeNull();
		expect(fixed.state.lastAttack).toMatchObject({ outcome: 'conflict', value: 0 });
		expect(oddsConflictAs(fixed.state, fixed.readings, true)).toBe('fumble');
	});

	it('negative_value: 1D−3 showing 2 is −1 and fails even against a face-down 0, or counts as 0 and hits it', async () => {
		const keep = await inRound();
		await keep.dispatch('attack', attackIntent({ roll: roll([2]) }));
		expect(keep.state.lastAttack).toMatchObject({ value: -1, defence: 0, success: false });
		const floor = await inRound({ negative_value: 'floor-zero' });
		await floor.dispatch('attack', attackIntent({ roll: roll([2]) }));
		expect(floor.state.lastAttack).toMatchObject({ value: 0, defence: 0, success: true });
		// The odds read the match's reading too: 83.3 % kept, 100 % counted as 0 — what the record does.
		const odds = (s: typeof keep) =>
			successChance({ dice: 1, modifier: -3, target: 0, negative: negativeReading(s.state, s.readings) });
		expect(odds(keep)).toBeCloseTo(5 / 6, 12);
		expect(odds(floor)).toBe(1);
	});

	it('face_down_guard: a face-down guard defends with 0, or is turned face up and uses its real defence', async () => {
		const allowed = await inRound();
		await allowed.dispatch('attack', attackIntent({ guard: 'F2', roll: roll([6]) }));
		expect(allowed.state.lastAttack).toMatchObject({ defence: 0 });
		const upOnly = await inRound({ face_down_guard: 'face-up-only' });
		await upOnly.dispatch('attack', attackIntent({ guard: 'F2', roll: roll([5]) }));
		expect(upOnly.state.lastAttack).toMatchObject({ value: 2, defence: 5, success: false });
		expect(upOnly.state.fields.b.F2).toMatchObject({ faceUp: true, tapped: true });
	});

	it('next_round_first_player: round 2 starts with the same first player, or the other one', async () => {
		for (const [option, expected] of [
			['same', 'a'],
			['alternate', 'b']
		] as const) {
			const s = await inRound({ next_round_first_player: option });
			await s.dispatch('pass', {});
			await s.dispatch('pass', {});
			await s.dispatch('startRound', {});
			expect(s.state).toMatchObject({ round: 2, turn: expected });
		}
	});

	it('party_cost_cap: no cap by default; with a cap, the party (face-down included) stays within it', async () => {
		const s = new TestSession(pgt);
		await s.chooseReadings({ party_cost_cap: { reading: 'cap-12' } });
		await s.dispatch('startMatch', { a: '桜', b: '空' });
		await s.dispatch('saveCard', cardIntent('大将', { cost: 5 }));
		await s.dispatch('startGame', { firstPlayer: 'a' });
		await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
		await s.dispatch('place', { side: 'a', slot: 'F2', cardId: 'c1' });
		expect(await s.dispatch('place', { side: 'a', slot: 'F3', cardId: 'c1' })).toMatchObject({
			refusal: 'pgt/over_cost_cap',
			params: { cap: 12, total: 15 }
		});
		await s.chooseReadings({ party_cost_cap: { reading: 'show-total' } });
		expect(await s.dispatch('place', { side: 'a', slot: 'F3', cardId: 'c1' })).toBeNull();
	});

	it('a match reads the session’s readings from the event on: the next match keeps the table’s choice', async () => {
		const s = await inRound({ negative_value: 'floor-zero' });
		const next = new TestSession(pgt, { state: { ...s.state, phase: 'matchOver' as const } });
		await next.dispatch('startMatch', { a: '桜', b: '空' });
		expect(next.state.oldMatchReadings).toBeNull();
		expect(negativeReading(next.state, { negative_value: { reading: 'floor-zero' } })).toBe('floor-zero');
	});

	describe('an old log: per-match settings and pgt/settingChosen before the platform’s open points', () => {
		const fold = (events: EventDraft[]) => {
			let state = initialSessionState(pgt);
			for (const e of events) {
				const next = foldEvent(pgt, state, e);
				if ('refusal' in next) throw new Error(`${e.type}: ${next.refusal}`);
				state = next;
			}
			return state;
		};
		const card = {
			type: 'pgt/cardSaved',
			payload: { card: { id: 'c1', name: '剣士', cost: 2, pDef: 5, mDef: 5, attribute: '', abilities: ['A: P1D-3'] } }
		};
		const setUp = [
			card,
			{ type: 'pgt/gameStarted', payload: { firstPlayer: 'a', rolls: null } },
			...(['a', 'b'] as const).flatMap((side) =>
				(['F1', 'F2'] as const).map((slot) => ({
					type: 'pgt/characterPlaced',
					payload: { side, slot, card: card.payload.card }
				}))
			),
			{ type: 'pgt/roundStarted', payload: {} }
		];

		it('pgt/settingChosen is the core session/readingsChosen', () => {
			expect(
				pgt.upgrade({ type: 'pgt/settingChosen', payload: { point: 'negative_value', option: 'floor-zero' } })
			).toEqual({
				type: 'session/readingsChosen',
				payload: { choices: { negative_value: { reading: 'floor-zero' } } }
			});
		});

		it('folds to the same readings as a log made today: the match’s own, then the group’s change', () => {
			const old = fold([
				{
					type: 'pgt/matchStarted',
					payload: {
						players: { a: '桜', b: '空' },
						settings: { negative_value: 'floor-zero', party_cost_cap: 'cap-12', both_sides_empty: 'replay' }
					}
				},
				...setUp
			]);
			const today = fold([
				{
					type: 'session/readingsChosen',
					payload: { choices: { negative_value: { reading: 'floor-zero' }, party_cost_cap: { reading: 'cap-12' } } }
				},
				{ type: 'pgt/matchStarted', payload: { players: { a: '桜', b: '空' }, readings: 'session' } },
				...setUp
			]);
			const inForce = (st: typeof old) => (point: string) => setting(st.system, readingsOf(pgt, st), point);
			for (const point of ['negative_value', 'party_cost_cap', 'conflict_choice', 'both_sides_empty'])
				expect(inForce(old)(point), point).toBe(inForce(today)(point));
			// The fields, scores and round fold the same; only the record of where the readings came from differs.
			expect({ ...old.system, oldMatchReadings: null }).toEqual({ ...today.system });
			// The old log's change during the match: pgt/settingChosen, upgraded, holds from then on.
			const changed = foldEvent(pgt, old, {
				type: 'pgt/settingChosen',
				payload: { point: 'party_cost_cap', option: 'cap-15' }
			});
			if ('refusal' in changed) throw new Error(changed.refusal);
			expect(inForce(changed)('party_cost_cap')).toBe('cap-15');
			expect(inForce(changed)('negative_value')).toBe('floor-zero');
		});

		it('an old match without both_sides_empty played under the former default, higher-score', () => {
			const old = fold([{ type: 'pgt/matchStarted', payload: { players: { a: '桜', b: '空' }, settings: {} } }]);
			expect(setting(old.system, readingsOf(pgt, old), 'both_sides_empty')).toBe('higher-score');
			const today = fold([
				{ type: 'pgt/matchStarted', payload: { players: { a: '桜', b: '空' }, readings: 'session' } }
			]);
			expect(setting(today.system, readingsOf(pgt, today), 'both_sides_empty')).toBe('replay');
		});
	});
});
