/**
 * The open points as the rules see them: a group's choice is the core event
 * `session/readingsChosen`, and each choice-bearing point changes its rule from then on (the
 * command through `ctx.readings`, the reducer through `env.readings`) — each quoting the seed
 * (`004_32997888c68f1437.txt`). And an old log, whose choices were `mtg-trpg/settingChosen`,
 * still folds to the same state and readings.
 */
import { describe, expect, it } from 'vitest';
import { isRefusal, type EventDraft } from '$lib/core/events';
import { READINGS_CHOSEN } from '$lib/core/readings';
import { foldEvent, initialSessionState, parseDraft, readingsOf } from '$lib/session/apply';
import { describeEvent } from '$lib/session/log-text';
import { TestSession } from '$tests/factories/session.svelte';
import { mtgTrpg } from '.';
import type { MtgTrpgCommands } from './commands';
import type { EnemyKind } from './rules';
import type { MtgState } from './state';
import { envWith, foldLog } from '$tests/factories/mtg-trpg';

const RED = '24 land R\n8 R 1\n12 R 2\n8 R 3\n6 R 4\n2 R 5 *';
const code = (r: unknown) => (isRefusal(r) ? r.refusal : r);
type Session = TestSession<MtgState, MtgTrpgCommands>;

/** Two PCs, play order, reset, both taking part; then the enemies appear (none: stop at ③). */
async function fight(enemies: { kind: EnemyKind; name: string }[] = []): Promise<Session> {
	const s = new TestSession(mtgTrpg);
	for (const name of ['アリス', 'ボブ']) expect(await s.dispatch('addPc', { name, deckText: RED })).toBeNull();
	expect(await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false })).toBeNull();
	expect(await s.dispatch('reset', { hands: {} })).toBeNull();
	expect(await s.dispatch('chooseParticipants', { pcs: ['p1', 'p2'], npcs: [] })).toBeNull();
	if (enemies.length) expect(await s.dispatch('enemiesAppear', { enemies })).toBeNull();
	return s;
}

/** Act: the group chooses one reading; Assert it is one core event and in force. */
async function choose(s: Session, point: string, reading: string) {
	expect(await s.chooseReadings({ [point]: { reading } })).toBeNull();
	expect(s.events.at(-1)).toEqual({ type: READINGS_CHOSEN, payload: { choices: { [point]: { reading } } } });
	expect(s.readings[point]).toEqual({ reading });
}

const card = (mv: number, colours: ('R' | 'G')[] = ['R'], designated = false) => ({ mv, colours, designated });
const table = { source: 'table' as const, colour: 'R' as const, difficulty: 0 };
/** The difficulty a check would record. */
const difficulty = (s: Session, purpose: 'escape' | 'horde', count?: number) => {
	const p = s.preview('check', { ...table, pc: 'p1', purpose, count, first: card(0), second: card(0) });
	return isRefusal(p) ? p.refusal : (p.events[0]!.payload as { difficulty: number }).difficulty;
};

describe('each open point, chosen through session/readingsChosen, changes its rule', () => {
	it('escape_difficulty — 「難易度は、その時点で、戦闘に参加しているPCの数アンタップ状態の敵のパーマネントの数です。(ただし、難易度の最大数4は超えない)」', async () => {
		const s = await fight([{ kind: 'deck', name: '竜' }]);
		// The later version: the table counts the enemy's untapped permanents (7 → capped at 4).
		expect(difficulty(s, 'escape')).toBe('mtg-trpg/count_needed');
		expect(difficulty(s, 'escape', 7)).toBe(4);
		await choose(s, 'escape_difficulty', 'pcs-in-combat');
		// The older version: the two PCs in the combat, no count needed.
		expect(difficulty(s, 'escape')).toBe(2);
	});

	it('horde_difficulty — 「瞬発の赤判定(難易度0)」「難易度は「戦闘に参加するPCの人数」」', async () => {
		const s = await fight([{ kind: 'horde', name: '群れ' }]);
		expect(difficulty(s, 'horde')).toBe(2);
		await choose(s, 'horde_difficulty', 'zero');
		expect(difficulty(s, 'horde')).toBe(0);
		await choose(s, 'horde_difficulty', 'allied-permanents');
		expect(difficulty(s, 'horde')).toBe('mtg-trpg/count_needed');
		expect(difficulty(s, 'horde', 6)).toBe(4);
	});

	it('colourless_check_bonus — the seed names no colourless check; our notes: colourless is 「純粋な運」', async () => {
		const s = await fight();
		// A colourless check at difficulty 0: first card 2 → target 2; second a colourless 1-drop.
		const check = { pc: 'p1', purpose: 'check' as const, source: 'table' as const, difficulty: 0 };
		const colourless = { ...check, colour: null, first: card(2), second: { mv: 1, colours: [], designated: false } };
		expect(s.preview('check', colourless)).toMatchObject({ state: { lastCheck: { achievement: 1, success: false } } });
		await choose(s, 'colourless_check_bonus', 'colourless-cards');
		expect(s.preview('check', colourless)).toMatchObject({ state: { lastCheck: { achievement: 6, success: true } } });
		expect(await s.dispatch('check', colourless)).toBeNull();
		expect(s.state.lastCheck).toMatchObject({ achievement: 6, success: true });
	});

	it('reset_clamps — ① 「元の手札と同じ枚数を引き直す」: no adjustment unless the group takes the fuller rules', async () => {
		const s = new TestSession(mtgTrpg);
		await s.dispatch('addPc', { name: 'アリス', deckText: RED });
		await s.dispatch('adjustLife', { who: 'p1', by: -15 });
		await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false });
		const reset = (hand: number) => s.preview('reset', { hands: { p1: hand } });
		expect(reset(3)).toMatchObject({ state: { pcs: [{ life: 5, hand: 3 }] } });
		await choose(s, 'reset_clamps', 'life-10-20-hand-5');
		expect(reset(3)).toMatchObject({ state: { pcs: [{ life: 10, hand: 5 }] } });
		expect(reset(9)).toMatchObject({ state: { pcs: [{ hand: 9 }] } });
		await choose(s, 'reset_clamps', 'life-10-20-hand-5-7');
		expect(reset(9)).toMatchObject({ state: { pcs: [{ life: 10, hand: 7 }] } });
	});

	it('horde_auto_results — 「ただし、0ターン以下となった場合、代わりに1ターンの準備ターンを得ます」', async () => {
		const s = await fight([{ kind: 'horde', name: '群れ' }]);
		await choose(s, 'horde_difficulty', 'zero');
		const horde = { ...table, pc: 'p1', purpose: 'horde' as const };
		const autoFail = { ...horde, first: card(0, [], true), second: card(3) };
		const autoSuccess = { ...horde, first: card(2), second: card(0, [], true) };
		const turns = (c: typeof autoFail) => (s.preview('check', c) as { state: MtgState }).state.combat!.prepTurns;
		// Two PCs: ④'s enemy preparation turn comes on top of the horde's turns.
		expect([turns(autoFail), turns(autoSuccess)]).toEqual([1 + 1, 1 + 1]);
		await choose(s, 'horde_auto_results', 'formula');
		expect(turns(autoFail)).toBe(5 + 1);
		await choose(s, 'horde_auto_results', 'auto-extremes');
		expect([turns(autoFail), turns(autoSuccess)]).toEqual([1 + 1, 5 + 1]);
	});

	it('prep_turn — ④ 「PCの数が2人以上の場合、敵は、1ターン目開始の前に、ハンデとして準備のためのターンを得ます」', async () => {
		const s = await fight();
		const worm = { enemies: [{ kind: 'creature' as const, name: 'ワーム' }] };
		expect(s.preview('enemiesAppear', worm)).toMatchObject({ state: { combat: { enemyPrepTurn: true, turn: 0 } } });
		await choose(s, 'prep_turn', 'deck-only');
		expect(s.preview('enemiesAppear', worm)).toMatchObject({ state: { combat: { enemyPrepTurn: false, turn: 1 } } });
		// The reducer reads the session's reading too: a record made under the other one is refused.
		const forged = {
			enemies: [{ id: 'e1', kind: 'creature', name: 'ワーム', life: null, openingHand: 0, maxHand: 0 }]
		};
		const env = envWith(s.readings);
		const under = (prepReading: string, prepTurn: boolean) =>
			code(
				mtgTrpg.reduce(
					s.state,
					{ type: 'mtg-trpg/enemiesAppeared', payload: { ...forged, prepTurn, prepReading } },
					env
				)
			);
		expect(under('any-enemy', true)).toBe('mtg-trpg/handicap_mismatch');
		expect(under('deck-only', false)).not.toBe('mtg-trpg/handicap_mismatch');
	});

	it('a reading no point has is refused by the shell, and nothing is recorded', async () => {
		const s = new TestSession(mtgTrpg);
		expect(code(await s.chooseReadings({ prep_turn: { reading: 'x' } }))).toBe('session/unknown_reading');
		expect(code(await s.chooseReadings({ no_such_point: { reading: 'x' } }))).toBe('session/unknown_reading');
		expect(s.events).toHaveLength(0);
		expect(s.readings.prep_turn).toEqual({ reading: 'any-enemy' });
	});
});

describe('an old log: mtg-trpg/settingChosen before the platform’s open points', () => {
	const deck = [
		{ count: 57, mv: 3, colours: ['R'], designated: false, name: null, land: false },
		{ count: 3, mv: 0, colours: [], designated: true, name: null, land: false }
	];
	const setting = (point: string, option: string) => ({ type: 'mtg-trpg/settingChosen', payload: { point, option } });
	/**
	 * Fixture: a session recorded by the version before (its events as stored). Under the defaults
	 * two of them would not fold: ③ names the 'deck-only' reading, and the horde check recorded 5
	 * turns for an automatic failure (the 'formula' reading; the default gives 1).
	 */
	const OLD_LOG: readonly EventDraft[] = [
		{ type: 'mtg-trpg/pcAdded', payload: { id: 'p1', name: 'アリス', deckText: '', deck, life: 20 } },
		{ type: 'mtg-trpg/pcAdded', payload: { id: 'p2', name: 'ボブ', deckText: '', deck, life: 20 } },
		setting('reset_clamps', 'life-10-20-hand-5'),
		{ type: 'mtg-trpg/lifeAdjusted', payload: { who: 'p1', name: 'アリス', by: -15, after: 5 } },
		{ type: 'mtg-trpg/playOrderDecided', payload: { first: 'pcs', deathMatch: false } },
		{
			type: 'mtg-trpg/reset',
			payload: {
				pcs: [
					{ id: 'p1', name: 'アリス', life: 10, hand: 7 },
					{ id: 'p2', name: 'ボブ', life: 20, hand: 7 }
				]
			}
		},
		{ type: 'mtg-trpg/participantsChosen', payload: { pcs: ['p1', 'p2'], names: ['アリス', 'ボブ'], npcs: [] } },
		setting('prep_turn', 'deck-only'),
		setting('horde_difficulty', 'zero'),
		setting('horde_auto_results', 'formula'),
		{
			type: 'mtg-trpg/enemiesAppeared',
			payload: {
				enemies: [{ id: 'e1', kind: 'horde', name: '群れ', life: null, openingHand: 0, maxHand: 0 }],
				prepTurn: false,
				prepReading: 'deck-only'
			}
		},
		{
			type: 'mtg-trpg/checkMade',
			payload: {
				pc: 'p1',
				name: 'アリス',
				purpose: 'horde',
				colour: 'R',
				difficulty: 0,
				source: 'table',
				first: card(0, [], true),
				second: card(3),
				target: 0,
				achievement: 8,
				success: false,
				auto: 'fail',
				turns: 5
			}
		}
	];

	it('folds to the same state, with the choices now the session’s readings', () => {
		const s = foldLog(OLD_LOG);
		expect(s.readings).toEqual({
			reset_clamps: { reading: 'life-10-20-hand-5' },
			prep_turn: { reading: 'deck-only' },
			horde_difficulty: { reading: 'zero' },
			horde_auto_results: { reading: 'formula' }
		});
		expect(readingsOf(mtgTrpg, s)).toMatchObject({
			escape_difficulty: { reading: 'enemy-untapped-permanents' },
			colourless_check_bonus: { reading: 'none' }
		});
		expect(s.system.pcs.map((p) => [p.life, p.hand])).toEqual([
			[10, 7],
			[20, 7]
		]);
		expect(s.system.combat).toMatchObject({ enemyPrepTurn: false, prepTurns: 5, turn: -4, hordeCheckDue: false });
		expect(s.system.lastCheck).toMatchObject({ auto: 'fail', success: false });
		expect(s.system).not.toHaveProperty('settings');
		// The same as the log written today, with the core event in place of the old one.
		expect(foldLog(OLD_LOG.map((e) => mtgTrpg.upgrade(e)))).toEqual(s);
	});

	it('upgrades each choice to session/readingsChosen, and the choices are what make it fold', () => {
		expect(mtgTrpg.upgrade(setting('prep_turn', 'deck-only'))).toEqual({
			type: READINGS_CHOSEN,
			payload: { choices: { prep_turn: { reading: 'deck-only' } } }
		});
		const without = OLD_LOG.filter((e) => e.type !== 'mtg-trpg/settingChosen');
		expect(() => foldLog(without)).toThrow(/enemiesAppeared: mtg-trpg\/handicap_mismatch/);
	});

	it('its log line still names the point and the reading (the shell words readings chosen)', () => {
		expect(describeEvent(mtgTrpg, setting('horde_auto_results', 'formula'), 'ja')).toBe(
			'読み方「大群の判定の自動成功・失敗」：自動でも式どおりの成功度(1〜5に収める)'
		);
		expect(describeEvent(mtgTrpg, setting('prep_turn', 'deck-only'), 'en')).toMatch(
			/preparation turn.*Only when a deck is among the enemies/
		);
	});

	it('an old choice no reading names is refused, as before', () => {
		const bad = parseDraft(mtgTrpg, setting('reset_clamps', 'nope'));
		expect(isRefusal(bad)).toBe(false);
		expect(code(foldEvent(mtgTrpg, initialSessionState(mtgTrpg), bad as EventDraft))).toBe('session/unknown_reading');
	});
});
