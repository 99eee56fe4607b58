/**
 * The open points as per-match settings: each reading changes what the reducer does, through
 * `setting(state, id)`, so a screen's preview and the record agree (data/open-points.ts).
 */
import { describe, expect, it } from 'vitest';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { attackIntent, cardIntent } from '$tests/factories/pgt';
import { pgt } from '../index';
import { negativeReading, oddsConflictAs, setting } from './state';
import { successChance } from '../rules';
import { fullSettings } from '../data/open-points';

/** A match with `settings`, two 剣士 (P-def 5, A: P1D-3) each at F1 and F2, round 1, a to play. */
async function inRound(settings: Record<string, string> = {}) {
	const s = new TestSession(pgt, { random: seededRandom(3) });
	await s.dispatch('startMatch', { a: '桜', b: '空', settings });
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

describe('pgt per-match settings', () => {
	it('default to the app’s readings; a choice is recorded and read from then on', async () => {
		const s = await inRound();
		expect(setting(s.state, 'conflict_choice')).toBe('turn-player');
		expect(await s.dispatch('chooseSetting', { point: 'conflict_choice', option: 'fumble' })).toBeNull();
		expect(setting(s.state, 'conflict_choice')).toBe('fumble');
		expect((await s.dispatch('chooseSetting', { point: 'physical_attribute', option: 'both' }))?.refusal).toBe(
			'pgt/unknown_setting'
		);
	});

	it('conflict_choice: the turn player chooses each time, or a fixed reading decides; the odds follow', async () => {
		const conflict = { fumbleAtOrBelow: 5, criticalFaces: [5, 6], roll: roll([5]) };
		const asked = await inRound();
		expect((await asked.dispatch('attack', attackIntent(conflict)))?.refusal).toBe('pgt/conflict_unresolved');
		expect(oddsConflictAs(asked.state, true)).toBe('critical');
		expect(oddsConflictAs(asked.state, false)).toBe('fumble');
		const fixed = await inRound({ conflict_choice: 'fumble' });
		expect(await fixed.dispatch('attack', attackIntent(conflict))).toBeNull();
		expect(fixed.state.lastAttack).toMatchObject({ outcome: 'conflict', value: 0 });
		expect(oddsConflictAs(fixed.state, true)).toBe('fumble');
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
			successChance({ dice: 1, modifier: -3, target: 0, negative: negativeReading(s.state) });
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
		await s.dispatch('startMatch', { a: '桜', b: '空', settings: { party_cost_cap: 'cap-12' } });
		await s.dispatch('saveCard', cardIntent('大将', { cost: 5 }));
		await s.dispatch('startGame', { firstPlayer: 'a' });
		await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
		await s.dispatch('place', { side: 'a', slot: 'F2', cardId: 'c1' });
		expect(await s.dispatch('place', { side: 'a', slot: 'F3', cardId: 'c1' })).toMatchObject({
			refusal: 'pgt/over_cost_cap',
			params: { cap: 12, total: 15 }
		});
		await s.dispatch('chooseSetting', { point: 'party_cost_cap', option: 'show-total' });
		expect(await s.dispatch('place', { side: 'a', slot: 'F3', cardId: 'c1' })).toBeNull();
	});

	it('a match’s settings are its own: the next match starts from what its start says', async () => {
		const s = await inRound({ negative_value: 'floor-zero' });
		const next = new TestSession(pgt, { state: { ...s.state, phase: 'matchOver' as const } });
		await next.dispatch('startMatch', { a: '桜', b: '空' });
		// Every reading is recorded at the start: the app's defaults, none carried over.
		expect(next.state.settings).toMatchObject({ negative_value: 'keep', both_sides_empty: 'replay' });
		expect(next.state.settings).toEqual(fullSettings());
	});
});
