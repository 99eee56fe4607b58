/**
 * Every command of 「MTGでTRPG」, run through the real reducer (the reactive test session's
 * `runCommand`, as the app runs it): Arrange a session by real commands, Act with one command,
 * Assert on the events it recorded and the state they fold to — or on the refusal, with nothing
 * recorded.
 */
import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { mtgTrpg } from '.';
import { difficultyOf, needsCount, readDeck } from './commands';

const RED = '24 land R\n8 R 1\n12 R 2\n8 R 3\n6 R 4\n2 R 5';
const code = (r: unknown) => (isRefusal(r) ? r.refusal : r);

/** Arrange: PCs with the red deck, and optionally a combat part up to the game against `enemies`. */
async function arrange(
	names: string[],
	enemies?: { kind: 'deck' | 'horde' | 'creature' | 'planeswalker'; name: string }[]
) {
	const s = new TestSession(mtgTrpg, { random: seededRandom(3) });
	for (const name of names) expect(await s.dispatch('addPc', { name, deckText: RED })).toBeNull();
	if (enemies) {
		expect(await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false })).toBeNull();
		expect(await s.dispatch('reset', { hands: {} })).toBeNull();
		expect(await s.dispatch('chooseParticipants', { pcs: s.state.pcs.map((p) => p.id), npcs: [] })).toBeNull();
		expect(await s.dispatch('enemiesAppear', { enemies })).toBeNull();
	}
	return s;
}

/** Act and Assert a refusal: the code, and nothing recorded. */
async function refused(s: Awaited<ReturnType<typeof arrange>>, act: () => Promise<unknown>, want: string) {
	const before = s.events.length;
	expect(code(await act())).toBe(want);
	expect(s.events).toHaveLength(before);
}

describe('addPc, setDeck, removePc', () => {
	it('adds p1, p2 with the parsed deck at life 20; a new deck list clears what was known about the cards', async () => {
		const s = await arrange(['アリス']);
		expect(await s.dispatch('addPc', { name: 'ボブ', deckText: '30 land G\n30 G 3' })).toBeNull();
		expect(s.state.pcs.map((p) => [p.id, p.name, p.life])).toEqual([
			['p1', 'アリス', 20],
			['p2', 'ボブ', 20]
		]);
		await s.dispatch('moveCards', { pc: 'p2', line: 1, from: 'library', to: 'hand' });
		expect(await s.dispatch('setDeck', { id: 'p2', deckText: '40 U 1' })).toBeNull();
		expect(s.state.pcs[1]).toMatchObject({ deck: [{ count: 40, colours: ['U'] }], known: [] });
		expect(await s.dispatch('removePc', { id: 'p1' })).toBeNull();
		expect(s.state.pcs.map((p) => p.id)).toEqual(['p2']);
	});

	it('refuses an empty name, a bad line (with its problem), an unknown PC', async () => {
		const s = await arrange([]);
		await refused(s, () => s.dispatch('addPc', { name: '', deckText: RED }), 'mtg-trpg/name_needed');
		expect(await s.dispatch('addPc', { name: 'A', deckText: '4 R 1\n4 R' })).toMatchObject({
			refusal: 'mtg-trpg/bad_deck_line',
			params: { line: 2, text: '4 R', problem: 'no_mv' },
			text: 'デッキリストの 2 行目「4 R」：色の後にマナ総量が必要です（例「4 R 1」）'
		});
		await refused(s, () => s.dispatch('setDeck', { id: 'p9', deckText: RED }), 'mtg-trpg/unknown_pc');
		await refused(s, () => s.dispatch('removePc', { id: 'p9' }), 'mtg-trpg/unknown_pc');
		expect(readDeck('１０ R ２')).toEqual([
			{ count: 10, mv: 2, colours: ['R'], designated: false, name: null, land: false }
		]);
	});
});

describe('decideOrder, reset, chooseParticipants', () => {
	it('① order, then the reset with each hand as it is, then ② who takes part', async () => {
		const s = await arrange(['アリス', 'ボブ']);
		await refused(s, () => s.dispatch('reset', { hands: {} }), 'mtg-trpg/order_first');
		expect(await s.dispatch('decideOrder', { first: 'enemy', deathMatch: true })).toBeNull();
		expect(await s.dispatch('reset', { hands: { p2: 4 } })).toBeNull();
		expect(s.events.at(-1)!.payload).toEqual({
			pcs: [
				{ id: 'p1', name: 'アリス', life: 20, hand: 7 },
				{ id: 'p2', name: 'ボブ', life: 20, hand: 4 }
			]
		});
		await refused(s, () => s.dispatch('chooseParticipants', { pcs: [], npcs: [] }), 'mtg-trpg/nobody');
		expect(await s.dispatch('chooseParticipants', { pcs: ['p2'], npcs: ['爺'] })).toBeNull();
		expect(s.events.at(-1)!.payload).toEqual({ pcs: ['p2'], names: ['ボブ'], npcs: ['爺'] });
		expect(s.state.combat).toMatchObject({ step: 'enemy', participants: ['p2'], first: 'enemy', deathMatch: true });
	});

	it('refuses a hand outside 0…99', async () => {
		const s = await arrange(['アリス']);
		await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false });
		await refused(s, () => s.dispatch('reset', { hands: { p1: 100 } }), 'mtg-trpg/bad_hand');
		await refused(s, () => s.dispatch('reset', { hands: { p1: 1.5 } }), 'mtg-trpg/bad_hand');
	});
});

describe('enemiesAppear', () => {
	it('records e1, e2 with the handicaps and ④ under the session reading', async () => {
		const s = await arrange(
			['アリス', 'ボブ'],
			[
				{ kind: 'deck', name: '竜' },
				{ kind: 'horde', name: '群れ' }
			]
		);
		expect(s.events.at(-1)!.payload).toEqual({
			enemies: [
				{ id: 'e1', kind: 'deck', name: '竜', life: 40, openingHand: 9, maxHand: 9 },
				{ id: 'e2', kind: 'horde', name: '群れ', life: null, openingHand: 0, maxHand: 0 }
			],
			prepTurn: true,
			prepReading: 'any-enemy'
		});
		expect(s.state.combat).toMatchObject({ step: 'game', hordeCheckDue: true, turn: 0 });
	});

	it('refuses before ③ (the reducer), without a name, and with no enemy', async () => {
		const s = await arrange(['アリス']);
		await refused(
			s,
			() => s.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: '竜' }] }),
			'mtg-trpg/order_first'
		);
		await refused(s, () => s.dispatch('enemiesAppear', { enemies: [] }), 'mtg-trpg/no_enemy');
	});
});

describe('check', () => {
	const card = (mv: number, colours: ('R' | 'U')[] = ['R'], designated = false) => ({ mv, colours, designated });

	it('a table check records the two cards and the result it computed; the reducer agrees', async () => {
		const s = await arrange(['アリス']);
		const intent = {
			pc: 'p1',
			purpose: 'check' as const,
			colour: 'U' as const,
			difficulty: 1,
			source: 'table' as const,
			first: card(2),
			second: card(1, ['U'])
		};
		expect(await s.dispatch('check', intent)).toBeNull();
		// target 2 + 1 = 3, achievement 1 + 5 = 6
		expect(s.events.at(-1)!.payload).toMatchObject({ target: 3, achievement: 6, success: true, auto: null });
		expect(s.state.lastCheck).toMatchObject({ target: 3, achievement: 6, margin: 3, success: true });
	});

	it('an app check draws two cards of the library from ctx.random', async () => {
		const s = await arrange(['アリス']);
		expect(
			await s.dispatch('check', { pc: 'p1', purpose: 'check', colour: 'R', difficulty: 0, source: 'app' })
		).toBeNull();
		const p = s.events.at(-1)!.payload as { source: string; first: { mv: number }; success: boolean };
		expect(p.source).toBe('app');
		expect([0, 1, 2, 3, 4, 5]).toContain(p.first.mv);
		expect(s.state.lastCheck!.success).toBe(p.success);
	});

	it('escape and horde take their difficulty from the reading; refusals for a missing count, a bad mana value, an unknown PC', async () => {
		const s = await arrange(['アリス', 'ボブ'], [{ kind: 'deck', name: '竜' }]);
		expect(needsCount(s.readings, 'escape')).toBe(true);
		expect(difficultyOf(s.state, s.readings, { purpose: 'escape', difficulty: 0, count: 6 })).toBe(4);
		const escape = { pc: 'p1', purpose: 'escape' as const, colour: null, difficulty: 0, source: 'table' as const };
		await refused(
			s,
			() => s.dispatch('check', { ...escape, first: card(0), second: card(0) }),
			'mtg-trpg/count_needed'
		);
		await refused(
			s,
			() => s.dispatch('check', { ...escape, count: 1, first: card(17), second: card(0) }),
			'mtg-trpg/bad_mv'
		);
		await refused(
			s,
			() => s.dispatch('check', { ...escape, pc: 'p9', count: 1, first: card(0), second: card(0) }),
			'mtg-trpg/unknown_pc'
		);
		expect(await s.dispatch('check', { ...escape, count: 2, first: card(0), second: card(0) })).toBeNull();
		expect(s.events.at(-1)!.payload).toMatchObject({ colour: 'R', difficulty: 2, success: true });
		expect(s.state.combat!.outcome).toBe('escaped');
	});
});

describe('nextTurn, adjustLife, adjustPoison, countLibraryOut, defeatPc, defeatEnemy, endCombat', () => {
	it('turns, counters with their totals, defeats, and ⑤ with the reset', async () => {
		const s = await arrange(
			['アリス'],
			[
				{ kind: 'deck', name: '竜' },
				{ kind: 'creature', name: 'ワーム' }
			]
		);
		expect(await s.dispatch('nextTurn', {})).toBeNull();
		expect(s.events.at(-1)!.payload).toEqual({ turn: 2 });
		expect(await s.dispatch('adjustLife', { who: 'p1', by: -1 })).toBeNull();
		expect(await s.dispatch('adjustLife', { who: 'p1', by: -1 })).toBeNull();
		expect(s.events.slice(-2).map((e) => e.payload)).toEqual([
			{ who: 'p1', name: 'アリス', by: -1, after: 19 },
			{ who: 'p1', name: 'アリス', by: -1, after: 18 }
		]);
		expect(s.events.slice(-2).map((e) => mtgTrpg.describe(e, 'ja'))).toEqual([
			'アリス のライフ −1 → 19',
			'アリス のライフ −1 → 18'
		]);
		expect(await s.dispatch('adjustPoison', { who: 'enemy', enemy: 'e1', by: 3 })).toBeNull();
		expect(s.events.at(-1)!.payload).toEqual({ who: 'enemy', enemy: 'e1', name: '竜', by: 3, after: 3 });
		expect(await s.dispatch('countLibraryOut', { enemy: 'e2', by: 45 })).toBeNull();
		expect(s.state.combat!.enemies[1]!.defeated).toBe(true);
		await refused(s, () => s.dispatch('endCombat', {}), 'mtg-trpg/not_decided');
		expect(await s.dispatch('defeatEnemy', { enemy: 'e1' })).toBeNull();
		expect(await s.dispatch('endCombat', { hands: { p1: 2 } })).toBeNull();
		expect(s.groups.at(-1)!.map((e) => e.payload)).toEqual([
			{ outcome: 'pcs_won' },
			{ pcs: [{ id: 'p1', name: 'アリス', life: 18, hand: 2 }] }
		]);
	});

	it('defeatPc marks a concession; refusals for a zero change, an unknown PC or enemy, a turn outside a game', async () => {
		const s = await arrange(['アリス', 'ボブ'], [{ kind: 'deck', name: '竜' }]);
		expect(await s.dispatch('defeatPc', { id: 'p2' })).toBeNull();
		expect(s.state.pcs[1]!.defeated).toBe(true);
		await refused(s, () => s.dispatch('adjustLife', { who: 'p1', by: 0 }), 'mtg-trpg/bad_number');
		await refused(s, () => s.dispatch('adjustLife', { who: 'p9', by: 1 }), 'mtg-trpg/unknown_pc');
		await refused(s, () => s.dispatch('adjustLife', { who: 'enemy', enemy: 'e5', by: 1 }), 'mtg-trpg/no_enemy');
		await refused(s, () => s.dispatch('countLibraryOut', { by: 0 }), 'mtg-trpg/bad_number');
		await refused(s, () => s.dispatch('defeatEnemy', { enemy: 'e5' }), 'mtg-trpg/no_enemy');
		await refused(s, () => s.dispatch('defeatPc', { id: 'p9' }), 'mtg-trpg/unknown_pc');
		const fresh = await arrange(['A']);
		await refused(fresh, () => fresh.dispatch('nextTurn', {}), 'mtg-trpg/no_game');
		await refused(fresh, () => fresh.dispatch('endCombat', {}), 'mtg-trpg/no_game');
	});
});

describe('repeatable and coalesced counters (PHASE2 3 and 5)', () => {
	it('life taps on one counter read as one line with the total after; another counter is its own line', async () => {
		const s = await arrange(['アリス', 'ボブ'], [{ kind: 'deck', name: '竜' }]);
		const life = s.state.combat!.enemies[0]!.life!;
		for (let i = 0; i < 3; i++)
			expect(await s.dispatch('adjustLife', { who: 'enemy', enemy: 'e1', by: -1 })).toBeNull();
		expect(await s.dispatch('adjustLife', { who: 'p1', by: -1 })).toBeNull();
		const type = 'mtg-trpg/lifeAdjusted';
		const rule = mtgTrpg.coalesce(type)!;
		const taps = s.events.filter((e) => e.type === type).map((e) => e.payload);
		expect(new Set(taps.slice(0, 3).map(rule.key)).size).toBe(1);
		expect(rule.key(taps[3])).not.toBe(rule.key(taps[0]));
		const joined = taps.slice(1, 3).reduce((a, p) => rule.merge(a, p), taps[0]);
		expect(joined).toMatchObject({ by: -3, after: life - 3 });
		const line = mtgTrpg.describe({ type, payload: joined }, 'ja');
		expect(line).toContain(String(life - 3));
		expect(line).toBe(mtgTrpg.describe({ type, payload: { ...(taps[2] as object), by: -3 } }, 'ja'));
		const out = mtgTrpg.coalesce('mtg-trpg/libraryOutCounted')!;
		expect(out.merge({ enemy: 'e2', by: 10, after: 10 }, { enemy: 'e2', by: 5, after: 15 })).toMatchObject({
			by: 15,
			after: 15
		});
		expect(mtgTrpg.coalesce('mtg-trpg/turnAdvanced')).toBeUndefined();
	});

	it('relative changes are repeatable; commands that move the game on are not', () => {
		for (const c of ['adjustLife', 'adjustPoison', 'countLibraryOut', 'moveCards'])
			expect(mtgTrpg.repeatable(c)).toBe(true);
		for (const c of ['nextTurn', 'check', 'decideOrder', 'reset', 'enemiesAppear', 'endCombat', 'defeatEnemy', 'addPc'])
			expect(mtgTrpg.repeatable(c)).toBe(false);
	});
});

describe('moveCards, clearKnown', () => {
	it('moves copies of a deck line between places and forgets them all', async () => {
		const s = await arrange(['アリス']);
		expect(
			await s.dispatch('moveCards', { pc: 'p1', line: 2, from: 'library', to: 'battlefield', count: 2 })
		).toBeNull();
		expect(s.events.at(-1)!.payload).toEqual({
			pc: 'p1',
			name: 'アリス',
			line: 2,
			card: { name: null, mv: 2, colours: ['R'], land: false },
			from: 'library',
			to: 'battlefield',
			count: 2
		});
		expect(await s.dispatch('moveCards', { pc: 'p1', line: 2, from: 'battlefield', to: 'graveyard' })).toBeNull();
		expect(s.state.pcs[0]!.known).toEqual([
			{ line: 2, zone: 'battlefield', count: 1 },
			{ line: 2, zone: 'graveyard', count: 1 }
		]);
		expect(await s.dispatch('clearKnown', { pc: 'p1' })).toBeNull();
		expect(s.state.pcs[0]!.known).toEqual([]);
	});

	it('refuses more copies than are there, a line the deck lacks, the same place, an unknown PC', async () => {
		const s = await arrange(['アリス']);
		await refused(
			s,
			() => s.dispatch('moveCards', { pc: 'p1', line: 5, from: 'library', to: 'hand', count: 3 }),
			'mtg-trpg/not_there'
		);
		await refused(
			s,
			() => s.dispatch('moveCards', { pc: 'p1', line: 9, from: 'library', to: 'hand' }),
			'mtg-trpg/unknown_card'
		);
		await refused(
			s,
			() => s.dispatch('moveCards', { pc: 'p1', line: 1, from: 'hand', to: 'hand' }),
			'mtg-trpg/same_place'
		);
		await refused(
			s,
			() => s.dispatch('moveCards', { pc: 'p9', line: 1, from: 'library', to: 'hand' }),
			'mtg-trpg/unknown_pc'
		);
		await refused(s, () => s.dispatch('clearKnown', { pc: 'p9' }), 'mtg-trpg/unknown_pc');
	});
});
