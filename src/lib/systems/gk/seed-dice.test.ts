/**
 * Issue 23 point 14 (a die corrected inside a round: one die = one command = one event, so undo
 * steps back one entry) and issue 21's log lines that say what happened; old logs still fold.
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '$lib/core/events';
import { gkDrafts, gkFold, gkOk, gkRefusal, gkRun, gkWorld } from '$tests/factories/gk-play';
import { gk } from '.';
import type { GkState } from './state';

/** A and B in one square: A (REA 5) jabs for 15 on every face, B (DEF 4, REA 0) waits. */
function pair(): GkState {
	let s = gkWorld();
	s = gkOk(gkRun(s, 'saveTechnique', { name: '様子見', kind: 'other', formula: '0' }));
	const a = s.characters.c1!;
	s = gkOk(
		gkRun(s, 'editCharacter', {
			id: 'c1',
			name: 'A',
			faction: 'f1',
			stats: { ...a.stats, REA: 5, FS: 10 },
			hp: 30,
			faces: Array(6).fill('light')
		})
	);
	s = gkOk(
		gkRun(s, 'editCharacter', {
			id: 'c2',
			name: 'B',
			faction: 'f2',
			stats: { ...a.stats, DEF: 4 },
			hp: 40,
			faces: Array(6).fill('t1'),
			at: [0, 0]
		})
	);
	return s;
}

/** Runs commands in order, keeping each one's events as one undo group. */
function play(s: GkState, steps: [string, object][]) {
	const groups: EventDraft[][] = [];
	for (const [command, intent] of steps) {
		const d = gkDrafts(s, command as never, intent as never);
		if ('refusal' in d) throw new Error(`${command}: ${d.refusal}`);
		groups.push(d);
		s = gkOk(gkFold(s, d));
	}
	return { state: s, groups };
}

const die = (roll: number) => ['enterRoll', { a: 'c1', b: 'c2', roll }] as [string, object];

describe('14. correct one die inside a round', () => {
	it('each die typed is its own action: undo after the first die of round 2 takes back that die only', () => {
		// Round 1: A die 1 (+5), B die 1: A first; A's critical (10 %) 50, B's evade 0 % (not asked), guard 20 %: 90.
		const start = pair();
		const { state, groups } = play(start, [die(1), die(1), die(50), die(90), die(3)]);
		expect(groups.map((g) => g.length)).toEqual([1, 1, 1, 1, 1]);
		expect(state.engagement).toMatchObject({ round: 1, pending: [{ side: 'a', key: 'die', roll: 3 }] });
		// Undo = fold without the last group: round 1 stays, the die of round 2 is gone.
		const undone = gkOk(gkFold(start, groups.slice(0, -1).flat()));
		expect(undone.engagement).toMatchObject({ round: 1, pending: [] });
		expect(undone.characters.c2!.hp).toBe(25);
		// One more undo steps back into round 1 (its last die): the round is not complete again.
		const back = gkOk(gkFold(start, groups.slice(0, -2).flat()));
		expect(back.engagement).toMatchObject({ round: 0, pending: [{}, {}, {}] });
		expect(back.characters.c2!.hp).toBe(40);
	});
	it('a mistyped d100 is fixed before the round is recorded; the dice after it follow what the round now asks', () => {
		const start = pair();
		const { state: open } = play(start, [die(1), die(1), die(50)]);
		expect(open.engagement).toMatchObject({ round: 0 });
		// A's critical typed as 50 when the table showed 60: fixed while B's guard is still to come.
		expect(open.engagement!.pending.map((p) => p.roll)).toEqual([1, 1, 50]);
		const fixed = gkOk(gkRun(open, 'correctRoll', { index: 2, roll: 60 }));
		expect(fixed.engagement!.pending.map((p) => p.roll)).toEqual([1, 1, 60]);
		const [event] = gkDrafts(open, 'correctRoll', { index: 2, roll: 60 }) as EventDraft[];
		expect(gk.describe(event!, 'ja')).toBe('R1 3個目のダイスを 60 に訂正 / 10% 失敗');
		// Corrected to a critical, the round needs nothing more: it is recorded by the correction.
		const crit = gkOk(gkRun(open, 'correctRoll', { index: 2, roll: 5 }));
		expect(crit.engagement).toMatchObject({ round: 1, pending: [] });
		expect(crit.characters.c2!.hp).toBe(25);
		expect(gkRefusal(gkRun(crit, 'correctRoll', { index: 0, roll: 2 }))?.refusal).toBe('gk/nothing_to_correct');
	});
	it('a die the round does not ask for is refused by the reducer; the app will not roll over a half-typed round', () => {
		const start = pair();
		const half = gkOk(gkRun(start, 'enterRoll', { a: 'c1', b: 'c2', roll: 2 }));
		const [e] = gkDrafts(half, 'enterRoll', { a: 'c1', b: 'c2', roll: 3 }) as { type: string; payload: object }[];
		const forged = { ...e!, payload: { ...e!.payload, side: 'a', outcome: undefined } };
		expect(gkRefusal(gkFold(half, [forged]))?.refusal).toBe('gk/not_expected_roll');
		expect(gkRefusal(gkRun(half, 'engagementApp', { a: 'c1', b: 'c2', all: false }))?.refusal).toBe(
			'gk/round_in_progress'
		);
	});
});

describe('log lines say what happened (issue 21)', () => {
	it('a round names each attack’s result, the damage, HP after and the end; the last die completes it', () => {
		const start = pair();
		const { groups } = play(start, [die(1), die(1), die(50), die(90)]);
		const lines = groups.flat().map((e) => gk.describe(e, 'ja'));
		expect(lines).toEqual([
			'R1 A の行動ダイス 1「弱攻撃」(卓のダイス)',
			'R1 B の行動ダイス 1「様子見」(卓のダイス)',
			'R1 A のクリティカル判定 d100 50 / 10% 失敗(卓のダイス)',
			'R1 B のガード判定 d100 90 / 20% 失敗(卓のダイス) → A→B 命中 15ダメージ。HP A 30 / B 25'
		]);
		const app = gkDrafts(start, 'engagementApp', { a: 'c1', b: 'c2', all: false }, 3) as EventDraft[];
		expect(gk.describe(app[0]!, 'en')).toMatch(/^Engagement R1 A vs B: action dice \d \/ \d.*\(app dice\) → /);
	});
	it('a die rolled with the dice entry’s app button, one at a time, is the app’s dice in the log; typed ones the table’s', () => {
		const start = pair();
		const [byApp] = gkDrafts(start, 'enterRoll', { a: 'c1', b: 'c2', roll: 1, source: 'app' }) as EventDraft[];
		expect(byApp!.payload).toMatchObject({ source: 'app' });
		expect(gk.describe(byApp!, 'ja')).toBe('R1 A の行動ダイス 1「弱攻撃」(アプリのダイス)');
		const [typed] = gkDrafts(start, 'enterRoll', { a: 'c1', b: 'c2', roll: 1, source: 'table' }) as EventDraft[];
		expect(typed!.payload).not.toHaveProperty('source');
		expect(gk.describe(typed!, 'ja')).toBe('R1 A の行動ダイス 1「弱攻撃」(卓のダイス)');
		// Folded like any other die: the source names who rolled, not what happens.
		expect(gkFold(start, [byApp!])).toEqual(gkFold(start, [typed!]));
	});
	it('survival, ability and action lines name their outcome; a forged outcome is refused', () => {
		let s = pair();
		s = gkOk(gkRun(s, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 1, crit: 5 }, b: { die: 1 } } }));
		s = gkOk(gkRun(s, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 1, crit: 5 }, b: { die: 1 } } }));
		s = gkOk(gkRun(s, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 1, crit: 5 }, b: { die: 1 } } }));
		const [survival] = gkDrafts(s, 'survival', { character: 'c2', roll: 15 }) as EventDraft[];
		expect(gk.describe(survival!, 'ja')).toBe('B の生存判定: d100 15 / 20% → 生存(精神力0)(卓のダイス)');
		const lie = { ...survival!, payload: { ...(survival!.payload as object), outcome: { chance: 20, lives: false } } };
		expect(gkRefusal(gkFold(s, [lie]))?.refusal).toBe('gk/outcome_mismatch');
		const p = gkOk(gkRun(gkWorld(), 'startPhase', { faction: 'f1' }));
		const [move] = gkDrafts(p, 'takeAction', {
			character: 'c1',
			path: [
				[0, 1],
				[0, 2]
			],
			action: 'wait'
		}) as EventDraft[];
		expect(gk.describe(move!, 'ja')).toBe('A: (0,1)→(0,2)、待機 (→(0,2)(2マス) ZoCで停止)');
	});
});

describe('old logs still fold, by the reading they were played under', () => {
	const ref = (id: string, name: string) => ({ id, name });
	const old: EventDraft[] = [
		{ type: 'gk/factionAdded', payload: { id: 'f1', name: '生徒会' } },
		{ type: 'gk/factionAdded', payload: { id: 'f2', name: '番長' } },
		{ type: 'gk/techniqueSaved', payload: { id: 'jab', name: 'ジャブ', kind: 'attack', formula: 'ATK + 5' } },
		{ type: 'gk/techniqueSaved', payload: { id: 'def', name: '防御', kind: 'defend', formula: '0', guardBonus: 100 } },
		{
			type: 'gk/characterAdded',
			payload: {
				id: 'c1',
				name: 'カイ',
				faction: 'f1',
				stats: { ATK: 10, DEF: 0, VIT: 5, MND: 4, FS: 0, REA: 0 },
				hp: 30,
				faces: ['jab', 'jab', 'jab', 'def', 'def', 'def'],
				starter: true,
				ability: {
					name: '癒し',
					style: 'active',
					activation: 60,
					success: 50,
					effect: '回復',
					change: { stat: 'HP', amount: 5 }
				}
			}
		},
		{
			type: 'gk/characterAdded',
			payload: {
				id: 'c2',
				name: 'レン',
				faction: 'f2',
				stats: { ATK: 10, DEF: 0, VIT: 5, MND: 4, FS: 0, REA: 0 },
				hp: 20,
				faces: ['jab', 'jab', 'jab', 'jab', 'jab', 'jab'],
				starter: true
			}
		},
		// A special attack off HP (the old reading), then an engagement to the end: カイ guards in round 1.
		{
			type: 'gk/specialAttackRecorded',
			payload: { attacker: ref('c1', 'カイ'), target: ref('c2', 'レン'), roll: 10, source: 'table' }
		},
		{
			type: 'gk/engagementRoundRecorded',
			payload: { a: ref('c1', 'カイ'), b: ref('c2', 'レン'), rolls: { a: { die: 4 }, b: { die: 1 } }, source: 'table' }
		},
		{
			type: 'gk/engagementRoundRecorded',
			payload: { a: ref('c1', 'カイ'), b: ref('c2', 'レン'), rolls: { a: { die: 1 }, b: { die: 1 } }, source: 'table' }
		},
		{ type: 'gk/survivalChecked', payload: { character: ref('c2', 'レン'), roll: 1, source: 'app' } },
		// The ability on the user itself (no target named), two submissions before any resolution, a withdrawn character acting.
		{ type: 'gk/abilityUsed', payload: { character: ref('c1', 'カイ'), activation: 10, success: 10, source: 'table' } },
		{ type: 'gk/phaseStarted', payload: { phase: 1, faction: 'f2' } },
		{ type: 'gk/characterFlagSet', payload: { character: ref('c2', 'レン'), flag: 'withdrawn', on: true } },
		{
			type: 'gk/actionTaken',
			payload: { character: ref('c2', 'レン'), path: [[1, 1]], action: 'specialAttack', target: ref('c1', 'カイ') }
		},
		{
			type: 'gk/specialAttackRecorded',
			payload: { attacker: ref('c2', 'レン'), target: ref('c1', 'カイ'), roll: 99, source: 'table' }
		},
		{ type: 'gk/actionResolved', payload: { character: ref('c2', 'レン') } }
	];
	it('folds without a refusal, and each line still reads', () => {
		const s = gkOk(gkFold(gk.initialState() as GkState, old));
		// 10 − 0 off レン's HP (the old reading): 20 → 10; then 8 guarded, 23 with the counter: −13.
		expect(s.engagement).toMatchObject({ over: 'a', round: 2 });
		expect(s.characters.c2).toMatchObject({ hp: -13, status: 'dying', survival: 'passed', stats: { VIT: 5, MND: 0 } });
		expect(s.characters.c1).toMatchObject({ counter: false, hp: 2, restUntilPhase: 1 });
		expect(s.characters.c1!.ability?.effects).toEqual([{ text: '回復', change: { stat: 'HP', amount: 5 } }]);
		expect(s.phase!.actions[0]).toMatchObject({ character: 'c2', end: [1, 1], resolution: { kind: 'specialAttack' } });
		for (const e of old) expect(gk.describe(e, 'ja')).not.toMatch(/^gk\//);
	});
});
