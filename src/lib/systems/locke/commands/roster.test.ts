import { describe, expect, it } from 'vitest';
import { TestSession } from '$tests/factories/session.svelte';
import { apply, playingState, ref, setupState } from '$tests/factories/locke';
import { CHARACTERS } from '../data/characters';
import { character } from '../derive';
import { deckOutEnds } from '../rules';
import { initialLockeState } from '../reducer';
import type { LockeState } from '../state';
import { locke } from '..';

const session = (state: LockeState = initialLockeState()) => new TestSession(locke, { state });
const last = (s: TestSession<LockeState, typeof locke.commands>) => s.events.at(-1)!;

/** ロック1's sheet as the form sends it. */
const sheet = () => {
	const c = CHARACTERS.find((x) => x.id === 'locke-1')!;
	return {
		player: 'あかり',
		name: c.name.ja,
		builtinId: c.id,
		alignment: 'GOOD' as const,
		isL: true,
		espLevel: c.espLevel,
		espPower: c.espPower,
		endurance: c.endurance,
		mental: c.mental,
		minions: 0
	};
};

describe('roster commands', () => {
	it('addCharacter gives ids from the state — ch1, ch2 — and never one used before, even after a removal', async () => {
		// Arrange
		const s = session();
		// Act
		await s.dispatch('addCharacter', { ...sheet(), silhouette: null });
		await s.dispatch('addCharacter', { ...sheet(), player: 'ベン', name: '二人目', silhouette: null });
		await s.dispatch('removeCharacter', { who: 'ch2' });
		await s.dispatch('addCharacter', { ...sheet(), player: 'チカ', name: '三人目', silhouette: null });
		// Assert
		expect(s.state.characters.map((c) => [c.id, c.name])).toEqual([
			['ch1', 'ロック1'],
			['ch3', '三人目']
		]);
		expect(s.state.game.seats).toEqual(['ch1', 'ch3']);
	});

	it('a preview and the record build the same event (no chance in the id)', async () => {
		const s = session();
		const intent = { ...sheet(), silhouette: { name: 'ライザ', alignment: 'GOOD' as const } };
		const preview = s.preview('addCharacter', intent);
		await s.dispatch('addCharacter', intent);
		expect('events' in preview && preview.events).toEqual(s.events);
	});

	it('editCharacter corrects the sheet and keeps the damage taken', async () => {
		const s = session(
			apply(playingState(), {
				type: 'locke/characterAdjusted',
				payload: { who: ref('p1'), field: 'damage', by: 2, reason: 'other' }
			})
		);
		await s.dispatch('editCharacter', { id: 'p1', ...sheet(), endurance: 7 });
		expect(character(s.state, 'p1')).toMatchObject({ maxEndurance: 7, damage: 2 });
	});

	it('moveSeat moves a seat one place; past either end it is refused with the reason', async () => {
		const s = session(setupState());
		await s.dispatch('moveSeat', { who: 'p2', by: -1 });
		expect(s.state.game.seats).toEqual(['p2', 'p1', 'p3', 'p4', 'p5']);
		expect(await s.dispatch('moveSeat', { who: 'p2', by: -1 })).toMatchObject({ refusal: 'locke/seat_cannot_move' });
		expect(s.events).toHaveLength(1);
	});

	it('chooseSilhouette takes the character’s own name when none is typed, and checks the playing card', async () => {
		const s = session(setupState());
		await s.dispatch('chooseSilhouette', { who: 'p1', name: ' ', alignment: 'GOOD', rank: 1 });
		expect(character(s.state, 'p1')!.silhouette).toEqual({ name: 'ロック1', alignment: 'GOOD' });
		// An ace: only one's own name (§3.1 「エースだった場合、自分のキャラクターと同じ名前のシルエット」).
		expect(
			await s.dispatch('chooseSilhouette', { who: 'p1', name: 'ライザ', alignment: 'GOOD', rank: 1 })
		).toMatchObject({ refusal: 'locke/silhouette_not_allowed' });
	});

	it('stepRebalance records the stage the reveal’s fix-up is at, and is refused when nothing is due', async () => {
		// Arrange: four invaders against one defender with two EVIL sheets dealt — the defenders are short
		const s = session(setupState());
		for (const id of ['p2', 'p4'])
			await s.dispatch('chooseSilhouette', { who: id, name: '', alignment: id === 'p2' ? 'EVIL' : 'GOOD', rank: null });
		// Act
		await s.dispatch('stepRebalance', {});
		// Assert
		expect(last(s)).toEqual({ type: 'locke/rebalanceStepped', payload: { stage: 'after_change' } });
		await s.dispatch('stepRebalance', {});
		expect(s.state.game.rebalanceStage).toBe('after_redeal');
		expect(await s.dispatch('stepRebalance', {})).toMatchObject({ refusal: 'locke/rebalance_not_due' });
	});

	it('startGame names the first player', async () => {
		const s = session(setupState());
		await s.dispatch('startGame', { first: 'p3', override: false });
		expect(s.state.game).toMatchObject({ phase: 'planet', current: 'p3', turn: 1 });
	});

	it('recover is one point (§4.1 「耐久力または精神力を1回復」); treat one endurance; adjust is the GM’s correction', async () => {
		const s = session(
			apply(
				playingState(),
				{ type: 'locke/characterAdjusted', payload: { who: ref('p1'), field: 'damage', by: 3, reason: 'other' } },
				{ type: 'locke/characterAdjusted', payload: { who: ref('p1'), field: 'mental', by: -2, reason: 'other' } }
			)
		);
		await s.dispatch('recover', { who: 'p1', field: 'damage' });
		await s.dispatch('recover', { who: 'p1', field: 'mental' });
		await s.dispatch('treat', { who: 'p1' });
		await s.dispatch('adjustCharacter', { who: 'p1', field: 'espPower', by: -5 });
		expect(s.events.map((e) => e.payload)).toEqual([
			{ who: ref('p1'), field: 'damage', by: -1, reason: 'recover' },
			{ who: ref('p1'), field: 'mental', by: 1, reason: 'recover' },
			{ who: ref('p1'), field: 'damage', by: -1, reason: 'treat' },
			{ who: ref('p1'), field: 'espPower', by: -5, reason: 'other' }
		]);
		expect(character(s.state, 'p1')).toMatchObject({ damage: 1, mentalLost: 1, espPower: 45 });
	});

	it('setStatus, openSheet and noteDefeatCondition name the character by its ref', async () => {
		const s = session(playingState());
		await s.dispatch('setStatus', { who: 'p5', status: 'incapacitated' });
		await s.dispatch('openSheet', { who: 'p5' });
		await s.dispatch('noteDefeatCondition', { who: 'p5', text: '  ロック1が生きている ' });
		expect(character(s.state, 'p5')).toMatchObject({
			status: 'incapacitated',
			sheetOpen: true,
			defeatCondition: 'ロック1が生きている'
		});
		expect(s.events.every((e) => (e.payload as { who: unknown }).who !== undefined)).toBe(true);
	});

	it('formParty names a party P1, P2 … when no name is typed; leaveParty dissolves a party of one', async () => {
		const s = session(playingState());
		await s.dispatch('formParty', { name: '', members: ['p1', 'p3'] });
		await s.dispatch('formParty', { name: ' ', members: ['p2', 'p4'] });
		expect(s.state.characters.map((c) => c.party)).toEqual(['P1', 'P2', 'P1', 'P2', null]);
		await s.dispatch('leaveParty', { who: 'p1' });
		expect(character(s.state, 'p3')!.party).toBeNull();
		await s.dispatch('formParty', { name: '', members: ['p1', 'p5'] });
		expect(character(s.state, 'p5')!.party).toBe('P1');
	});

	it('setDeckSize records the group’s deck; the deck-out house rule is an open point the group chooses', async () => {
		const s = session(setupState());
		await s.dispatch('setDeckSize', { deckSize: 80 });
		expect(deckOutEnds(s.readings)).toBe(false);
		await s.chooseReadings({ deck_out_deal: { reading: 'combat_ends' } });
		expect(s.state.deckSize).toBe(80);
		expect(deckOutEnds(s.readings)).toBe(true);
		expect(s.events.map((e) => e.type)).toEqual(['locke/deckSizeSet', 'session/readingsChosen']);
	});
});
