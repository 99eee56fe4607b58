/**
 * Several enemies in one combat part, a horde that runs out, ④'s preparation turn as an open
 * point, ⑤'s reset and the horde's automatic failure — each from the seed's sentence
 * (`004_32997888c68f1437.txt`) — and an old log with one enemy still folding.
 */
import { describe, expect, it } from 'vitest';
import { isRefusal, type EventDraft } from '$lib/core/events';
import { TestSession } from '$tests/factories/session.svelte';
import { mtgTrpg } from '.';
import { reduceMtg } from './reducer';
import { envWith, foldLog } from '$tests/factories/mtg-trpg';
import type { EnemyKind } from './rules';

const RED = '24 land R\n8 R 1\n12 R 2\n8 R 3\n6 R 4\n2 R 5 *';
const code = (r: unknown) => (isRefusal(r) ? r.refusal : r);

/** PCs added, play order, reset, everyone taking part; then the enemies appear. */
async function fight(enemies: { kind: EnemyKind; name: string }[], pcs = ['アリス', 'ボブ']) {
	const s = new TestSession(mtgTrpg);
	for (const name of pcs) expect(await s.dispatch('addPc', { name, deckText: RED })).toBeNull();
	expect(await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false })).toBeNull();
	expect(await s.dispatch('reset', { hands: {} })).toBeNull();
	expect(await s.dispatch('chooseParticipants', { pcs: s.state.pcs.map((p) => p.id), npcs: [] })).toBeNull();
	expect(await s.dispatch('enemiesAppear', { enemies })).toBeNull();
	return s;
}

describe('several enemies in one combat part', () => {
	it('「…を、1人の敵ごとに記録します」: each enemy keeps its own library-out counter and defeat', async () => {
		// 「クリーチャーAで敵Bを攻撃したとき、敵Cが間に入って…」: two single-card enemies, B and C.
		const s = await fight([
			{ kind: 'creature', name: '敵B' },
			{ kind: 'creature', name: '敵C' }
		]);
		const c = () => s.state.combat!;
		expect(c().enemies.map((e) => [e.id, e.name, e.libraryOut])).toEqual([
			['e1', '敵B', 0],
			['e2', '敵C', 0]
		]);
		expect(await s.dispatch('countLibraryOut', { enemy: 'e2', by: 44 })).toBeNull();
		expect(await s.dispatch('countLibraryOut', { enemy: 'e1', by: 3 })).toBeNull();
		expect(c().enemies.map((e) => e.libraryOut)).toEqual([3, 44]);
		expect(await s.dispatch('countLibraryOut', { enemy: 'e2', by: 1 })).toBeNull();
		expect(c().enemies.map((e) => e.defeated)).toEqual([false, true]);
		// One enemy down is not the end of the game.
		expect(code(await s.dispatch('endCombat', {}))).toBe('mtg-trpg/not_decided');
		expect(code(await s.dispatch('countLibraryOut', { enemy: 'e2', by: 1 }))).toBe('mtg-trpg/enemy_defeated');
		expect(await s.dispatch('defeatEnemy', { enemy: 'e1' })).toBeNull();
		expect(await s.dispatch('endCombat', {})).toBeNull();
		expect(c()).toMatchObject({ step: 'ended', outcome: 'pcs_won' });
	});

	it('each deck enemy gets its own handicaps and life; ④ gives the enemy side one preparation turn', async () => {
		const s = await fight([
			{ kind: 'deck', name: '竜' },
			{ kind: 'planeswalker', name: '魔女' },
			{ kind: 'deck', name: '鬼' }
		]);
		const [dragon, witch, ogre] = s.state.combat!.enemies;
		expect(dragon).toMatchObject({ life: 40, openingHand: 9, maxHand: 9 });
		expect(witch).toMatchObject({ life: null, openingHand: 0 });
		expect(ogre).toMatchObject({ id: 'e3', life: 40 });
		expect(s.state.combat).toMatchObject({ turn: 0, prepTurns: 1, enemyPrepTurn: true });
		await s.dispatch('adjustLife', { who: 'enemy', enemy: 'e3', by: -7 });
		expect(s.state.combat!.enemies.map((e) => e.life)).toEqual([40, null, 33]);
		expect(s.events.at(-1)!.payload).toEqual({ who: 'enemy', enemy: 'e3', name: '鬼', by: -7, after: 33 });
		expect(code(await s.dispatch('adjustLife', { who: 'enemy', enemy: 'e2', by: -1 }))).toBe('mtg-trpg/no_life');
		expect(code(await s.dispatch('adjustLife', { who: 'enemy', enemy: 'e9', by: -1 }))).toBe('mtg-trpg/no_enemy');
	});

	it('the PCs win only when every enemy is defeated (「1つの試合の決着」)', async () => {
		const s = await fight([
			{ kind: 'deck', name: '竜' },
			{ kind: 'deck', name: '鬼' }
		]);
		await s.dispatch('adjustLife', { who: 'enemy', enemy: 'e1', by: -40 });
		expect(s.preview('endCombat', {})).toMatchObject({ refusal: 'mtg-trpg/not_decided' });
		await s.dispatch('adjustPoison', { who: 'enemy', enemy: 'e2', by: 10 });
		expect(s.preview('endCombat', {})).toMatchObject({ events: [{ payload: { outcome: 'pcs_won' } }, {}] });
	});

	it('refuses no enemy, an empty name, more than eight, and a recorded handicap the rules do not give', async () => {
		const s = new TestSession(mtgTrpg);
		await s.dispatch('addPc', { name: 'A', deckText: RED });
		await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false });
		await s.dispatch('reset', { hands: {} });
		await s.dispatch('chooseParticipants', { pcs: ['p1'], npcs: [] });
		expect(code(await s.dispatch('enemiesAppear', { enemies: [] }))).toBe('mtg-trpg/no_enemy');
		expect(code(await s.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: ' ' }] }))).toBe(
			'mtg-trpg/name_needed'
		);
		const nine = Array.from({ length: 9 }, (_, i) => ({ kind: 'creature' as const, name: `E${i}` }));
		expect(code(await s.dispatch('enemiesAppear', { enemies: nine }))).toBe('mtg-trpg/too_many_enemies');
		const forged = (enemy: object, prepTurn = false) =>
			code(
				reduceMtg(
					s.state,
					{
						type: 'mtg-trpg/enemiesAppeared',
						payload: {
							enemies: [{ id: 'e1', kind: 'deck', name: '竜', life: 20, openingHand: 7, maxHand: 7, ...enemy }],
							prepTurn,
							prepReading: 'any-enemy'
						}
					},
					envWith(s.readings)
				)
			);
		// One PC: a deck has 20 life and 7 cards, and no preparation turn.
		expect(forged({ life: 40 })).toBe('mtg-trpg/handicap_mismatch');
		expect(forged({}, true)).toBe('mtg-trpg/handicap_mismatch');
		expect(forged({ kind: 'creature' })).toBe('mtg-trpg/handicap_mismatch');
		expect(forged({})).not.toBe('mtg-trpg/handicap_mismatch');
		expect(s.events.map((e) => e.type)).not.toContain('mtg-trpg/enemiesAppeared');
	});
});

describe('「敵が大軍デッキの場合は、敵クリーチャーが全滅し、ライブラリーもなくなったとみなします」', () => {
	it('the library-out counter counts for a horde, and 45 defeats it', async () => {
		const s = await fight([{ kind: 'horde', name: 'ゾンビの群れ' }]);
		await s.chooseReadings({ horde_difficulty: { reading: 'zero' } });
		const card = (mv: number) => ({ mv, colours: ['R' as const], designated: false });
		await s.dispatch('check', {
			pc: 'p1',
			purpose: 'horde',
			colour: 'R',
			difficulty: 0,
			source: 'table',
			first: card(6),
			second: card(3)
		});
		expect(await s.dispatch('countLibraryOut', { by: 40 })).toBeNull();
		expect(s.state.combat!.enemies[0]).toMatchObject({ libraryOut: 40, defeated: false });
		expect(await s.dispatch('countLibraryOut', { by: 5 })).toBeNull();
		expect(s.state.combat!.enemies[0]).toMatchObject({ libraryOut: 45, defeated: true });
		expect(s.preview('endCombat', {})).toMatchObject({ events: [{ payload: { outcome: 'pcs_won' } }, {}] });
	});

	it('a deck enemy still decks out by the MTG rules (「敵がデッキの場合は、MTGのルール通りです」)', async () => {
		const s = await fight([{ kind: 'deck', name: '竜' }]);
		expect(code(await s.dispatch('countLibraryOut', { by: 1 }))).toBe('mtg-trpg/has_library');
	});
});

describe('④ 「PCの数が2人以上の場合、敵は、1ターン目開始の前に、ハンデとして準備のためのターンを得ます」', () => {
	it('by default any enemy facing two or more PCs takes the preparation turn (turn 0)', async () => {
		const s = await fight([{ kind: 'creature', name: 'ワーム' }]);
		expect(s.state.combat).toMatchObject({ turn: 0, prepTurns: 1, enemyPrepTurn: true });
		expect(s.events.at(-1)!.payload).toMatchObject({ prepTurn: true, prepReading: 'any-enemy' });
	});

	it('the other reading keeps it to decks, as the section 「敵がデッキの場合」 lists it', async () => {
		const s = new TestSession(mtgTrpg);
		await s.chooseReadings({ prep_turn: { reading: 'deck-only' } });
		for (const name of ['A', 'B']) await s.dispatch('addPc', { name, deckText: RED });
		await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false });
		await s.dispatch('reset', { hands: {} });
		await s.dispatch('chooseParticipants', { pcs: ['p1', 'p2'], npcs: [] });
		expect(s.preview('enemiesAppear', { enemies: [{ kind: 'creature', name: 'ワーム' }] })).toMatchObject({
			state: { combat: { turn: 1, prepTurns: 0, enemyPrepTurn: false } }
		});
		await s.dispatch('enemiesAppear', {
			enemies: [
				{ kind: 'creature', name: 'ワーム' },
				{ kind: 'deck', name: '竜' }
			]
		});
		expect(s.state.combat).toMatchObject({ turn: 0, enemyPrepTurn: true });
	});

	it('one PC: no preparation turn under either reading', async () => {
		const s = await fight([{ kind: 'horde', name: 'H' }], ['A']);
		expect(s.state.combat).toMatchObject({ enemyPrepTurn: false, prepTurns: 0 });
	});
});

describe('⑤ and the horde check', () => {
	it('⑤ 「戦闘パートの終了時には、「リセット」を行います」: 「元の手札と同じ枚数を引き直す」 — the hand as it is then', async () => {
		const s = await fight([{ kind: 'deck', name: '竜' }]);
		await s.dispatch('adjustLife', { who: 'enemy', by: -40 });
		// アリス ends the game holding 3 cards, ボブ holding 9; before the combat both held 7.
		expect(await s.dispatch('endCombat', { hands: { p1: 3, p2: 9 } })).toBeNull();
		expect(s.events.at(-1)).toMatchObject({
			type: 'mtg-trpg/reset',
			payload: {
				pcs: [
					{ id: 'p1', hand: 3 },
					{ id: 'p2', hand: 9 }
				]
			}
		});
		expect(s.state.pcs.map((p) => p.hand)).toEqual([3, 9]);
	});

	it('「0ターン以下となった場合、代わりに1ターンの準備ターン」: an automatic failure gives one turn by default', async () => {
		const s = await fight([{ kind: 'horde', name: 'H' }], ['A']);
		await s.chooseReadings({ horde_difficulty: { reading: 'zero' } });
		// A designated card first: automatic failure, though the formula gives 3 + 5 − 0 = 8.
		const check = {
			pc: 'p1',
			purpose: 'horde' as const,
			colour: 'R' as const,
			difficulty: 0,
			source: 'table' as const,
			first: { mv: 0, colours: [], designated: true },
			second: { mv: 3, colours: ['R' as const], designated: false }
		};
		expect(s.preview('check', check)).toMatchObject({ state: { combat: { prepTurns: 1, turn: 0 } } });
		await s.chooseReadings({ horde_auto_results: { reading: 'formula' } });
		expect(s.preview('check', check)).toMatchObject({ state: { combat: { prepTurns: 5, turn: -4 } } });
	});
});

describe('an old log with one enemy still folds', () => {
	const deck = [{ count: 60, mv: 2, colours: ['R'], designated: false, name: null, land: false }];
	const start: EventDraft[] = [
		{ type: 'mtg-trpg/pcAdded', payload: { id: 'p1', name: 'アリス', deckText: '60 R 2', deck, life: 20 } },
		{ type: 'mtg-trpg/pcAdded', payload: { id: 'p2', name: 'ボブ', deckText: '60 R 2', deck, life: 20 } },
		{ type: 'mtg-trpg/playOrderDecided', payload: { first: 'pcs', deathMatch: false } },
		{
			type: 'mtg-trpg/reset',
			payload: {
				pcs: [
					{ id: 'p1', name: 'アリス', life: 20, hand: 7 },
					{ id: 'p2', name: 'ボブ', life: 20, hand: 7 }
				]
			}
		},
		{ type: 'mtg-trpg/participantsChosen', payload: { pcs: ['p1', 'p2'], names: ['アリス', 'ボブ'], npcs: [] } }
	];

	it('a deck enemy (version 1 events: enemyAppeared, life and defeat without an enemy id or a total)', () => {
		const log: EventDraft[] = [
			...start,
			{
				type: 'mtg-trpg/enemyAppeared',
				payload: { kind: 'deck', name: '竜', life: 40, openingHand: 9, maxHand: 9, prepTurns: 1 }
			},
			{ type: 'mtg-trpg/turnAdvanced', payload: { turn: 1 } },
			{ type: 'mtg-trpg/lifeAdjusted', payload: { who: 'enemy', name: '竜', by: -5 } },
			{ type: 'mtg-trpg/poisonAdjusted', payload: { who: 'enemy', name: '竜', by: 2 } },
			{ type: 'mtg-trpg/lifeAdjusted', payload: { who: 'p1', name: 'アリス', by: -3 } },
			{ type: 'mtg-trpg/enemyDefeated', payload: { name: '竜' } },
			{ type: 'mtg-trpg/combatEnded', payload: { outcome: 'pcs_won' } }
		];
		const state = foldLog(log).system;
		expect(state.combat).toMatchObject({ step: 'ended', outcome: 'pcs_won', turn: 1, enemyPrepTurn: true });
		expect(state.combat!.enemies).toEqual([
			{
				id: 'e1',
				kind: 'deck',
				name: '竜',
				life: 35,
				poison: 2,
				openingHand: 9,
				maxHand: 9,
				libraryOut: 0,
				defeated: true
			}
		]);
		expect(state.pcs[0]!.life).toBe(17);
		// The log still reads as it did.
		const line = mtgTrpg.describe(log[5]!, 'ja');
		expect(line).toBe('③ 敵が登場：竜（デッキ・ハンデ 初期手札9枚・ライフ40）。敵側に準備ターン');
	});

	it('a horde whose automatic failure was read by the formula, before one turn became the default', () => {
		// Version 1 read the preparation turn as a deck's only, and a horde's automatic failure by the
		// formula: a designated card first, then a red 3-drop at difficulty 2 → 3 + 5 − 2 = 6 → 5 turns.
		const d = [{ count: 57, mv: 3, colours: ['R'], designated: false, name: null, land: false }];
		const designated = { count: 3, mv: 0, colours: [], designated: true, name: null, land: false };
		const log: EventDraft[] = [
			{ ...start[0]!, payload: { ...(start[0]!.payload as object), deck: [...d, designated] } },
			...start.slice(1),
			{
				type: 'mtg-trpg/enemyAppeared',
				payload: { kind: 'horde', name: '群れ', life: null, openingHand: 0, maxHand: 0, prepTurns: 0 }
			},
			{
				type: 'mtg-trpg/checkMade',
				payload: {
					pc: 'p1',
					name: 'アリス',
					purpose: 'horde',
					colour: 'R',
					difficulty: 2,
					source: 'table',
					first: { mv: 0, colours: [], designated: true },
					second: { mv: 3, colours: ['R'], designated: false }
				}
			},
			{ type: 'mtg-trpg/turnAdvanced', payload: { turn: -3 } },
			{ type: 'mtg-trpg/enemyDefeated', payload: { name: '群れ' } },
			{ type: 'mtg-trpg/combatEnded', payload: { outcome: 'pcs_won' } }
		];
		const state = foldLog(log).system;
		expect(state.combat).toMatchObject({ prepTurns: 5, turn: -3, enemyPrepTurn: false, outcome: 'pcs_won' });
		expect(state.combat!.enemies[0]).toMatchObject({ id: 'e1', kind: 'horde', defeated: true });
		expect(state.lastCheck).toMatchObject({ auto: 'fail', margin: 6 });
	});
});
