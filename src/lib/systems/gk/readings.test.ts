import { describe, expect, it } from 'vitest';
import { isRefusal, type EventDraft } from '$lib/core/events';
import type { Choice } from '$lib/core/readings';
import { foldEvent, initialSessionState, readingsOf, runCommand, type SessionState } from '$lib/session/apply';
import { describeEvent } from '$lib/session/log-text';
import { seededRandom } from '$tests/factories/session.svelte';
import { gk } from './index';
import { ruled } from './readings';
import { DEFAULT_GK_SETTINGS } from './settings';
import { failingPreconditions } from './standing';
import type { GkState } from './state';

/*
 * The GK open points on the platform piece: a group's choice is `session/readingsChosen`, and the
 * rules read the reading in force (the reducer, the commands, the screens). Everything runs as the
 * shell runs it (runCommand, foldEvent).
 */

type S = SessionState<GkState>;
const input = () => ({ random: seededRandom(1), library: {} });

function run(s: S, command: string, intent: unknown) {
	return runCommand(gk, s, command, intent, input());
}
function act(s: S, command: string, intent: unknown): S {
	const r = run(s, command, intent);
	if (isRefusal(r)) throw new Error(`refused ${command}: ${r.refusal} ${JSON.stringify(r.params ?? {})}`);
	return r.state;
}
const choose = (s: S, choices: Record<string, Choice>) => act(s, 'session/chooseReadings', { choices });
/** The rules in force, as every door reads them. */
const rules = (s: S) => ruled(s.system, readingsOf(gk, s)).settings;

function fold(events: readonly EventDraft[], from: S = initialSessionState(gk)): S {
	let s = from;
	for (const e of events) {
		const next = foldEvent(gk, s, e);
		if (isRefusal(next)) throw new Error(`refused ${e.type}: ${next.refusal}`);
		s = next;
	}
	return s;
}

/** Two factions, the sample techniques (light: ATK + 5), movement 2. */
function table(): S {
	let s = initialSessionState(gk);
	s = act(s, 'addFaction', { name: '生徒会' });
	s = act(s, 'addFaction', { name: '番長' });
	s = act(s, 'copySampleTechniques', { locale: 'ja' });
	return act(s, 'changeFormulas', { movementFormula: '2' });
}
const base = { ATK: 10, DEF: 0, VIT: 5, MND: 4, FS: 0, REA: 0 };
function add(s: S, name: string, faction: string, stats: Partial<typeof base>, more: object = {}): S {
	const faces = Array(6).fill('light');
	const at = [0, 0];
	return act(s, 'addCharacter', {
		name,
		faction,
		stats: { ...base, ...stats },
		hp: 40,
		faces,
		at,
		starter: true,
		...more
	});
}

describe('each choice-bearing point, chosen through session/readingsChosen, changes the rule', () => {
	it('「差し引いた値が0以下であっても「」ダメージが保障されます」: 1, or the amount the GK sets', () => {
		let s = table();
		s = add(s, 'T', 'f1', { ATK: 0 });
		s = add(s, 'U', 'f2', { DEF: 7, VIT: 9 });
		const attack = { attacker: 'c1', target: 'c2', roll: 1 };
		expect(act(s, 'specialAttack', attack).system.lastSpecialAttack).toMatchObject({ hit: true, damage: 1 });
		s = choose(s, { special_attack_minimum: { reading: 'gk-sets', amount: 5 } });
		expect(act(s, 'specialAttack', attack).system.lastSpecialAttack).toMatchObject({ hit: true, damage: 5 });
		// An amount out of its bounds is refused and changes nothing.
		expect(
			run(s, 'session/chooseReadings', { choices: { special_attack_minimum: { reading: 'gk-sets' } } })
		).toMatchObject({ refusal: 'session/reading_amount' });
	});

	it('÷ in a formula: the seed rounds only guard and counter (「ダメージが半減(端数切上げ)」); the group reads the rest', () => {
		let s = act(table(), 'changeFormulas', { hpFormula: '50 + ATK ÷ 3' });
		const hpOf = (t: S, ATK: number) => add(t, 'X', 'f1', { ATK }, { hp: null }).system.characters.c1!.maxHp;
		expect(hpOf(s, 10)).toBe(53);
		expect(hpOf(s, 11)).toBe(53);
		expect(hpOf(choose(s, { division_rounding: { reading: 'ceil' } }), 10)).toBe(54);
		s = choose(s, { division_rounding: { reading: 'round' } });
		expect([hpOf(s, 10), hpOf(s, 11)]).toEqual([53, 54]);
	});

	it('「次の技のダメージが1.5倍」「同時行動時に発生したカウンター状態はラウンド終了時から効果を現す」: the second actor’s counter state, this round or the next', () => {
		let s = table();
		s = add(s, 'A', 'f1', { ATK: 0, REA: 30 });
		s = add(s, 'B', 'f2', { ATK: 3, REA: 20 });
		// A (6 + 30) strikes first for 5; B evades (1 ≤ 40 %) into a counter state, then strikes for 8.
		const round = {
			a: 'c1',
			b: 'c2',
			rolls: { a: { die: 6, crit: 100, evade: 100, guard: 100 }, b: { die: 1, crit: 100, evade: 1 } }
		};
		expect(act(s, 'engagementRound', round).system.characters.c1!.hp).toBe(40 - 12);
		s = choose(s, { counter_same_round: { reading: 'next-round' } });
		expect(act(s, 'engagementRound', round).system.characters.c1!.hp).toBe(40 - 8);
	});

	it('「その場合後手側の防御判定(回避判定、ガード判定)は発生しない」: a critical skips them, and doubles the damage if the group reads so', () => {
		let s = table();
		s = add(s, 'A', 'f1', { ATK: 10, FS: 50, REA: 10 });
		s = add(s, 'B', 'f2', {});
		const round = {
			a: 'c1',
			b: 'c2',
			rolls: { a: { die: 1, crit: 1, evade: 100, guard: 100 }, b: { die: 1, crit: 100 } }
		};
		expect(act(s, 'engagementRound', round).system.characters.c2!.hp).toBe(40 - 15);
		s = choose(s, { critical_damage: { reading: 'double' } });
		expect(act(s, 'engagementRound', round).system.characters.c2!.hp).toBe(40 - 30);
	});

	it('「斜めのマスに移動するには2マス分移動が必要です(縦横1歩ずつ)」: an enemy beside the step stops it, or only two', () => {
		let s = table();
		s = add(s, 'A', 'f1', {}, { at: [1, 1] });
		s = add(s, 'E', 'f2', {}, { at: [2, 1] });
		s = act(s, 'startPhase', { faction: 'f1' });
		const step = { character: 'c1', path: [[2, 2]], action: 'wait' };
		expect(act(s, 'takeAction', step).system.phase!.actions[0]).toMatchObject({ end: [2, 1] });
		s = choose(s, { diagonal_zoc: { reading: 'both' } });
		expect(act(s, 'takeAction', step).system.phase!.actions[0]).toMatchObject({ end: [2, 2], cost: 2 });
	});

	it('「消費制約の支払い能力休みが適用されます」: the rest lasts one own phase, or as many as the GK sets', () => {
		let s = table();
		const ability = { name: '閃き', style: 'active', activation: 50, success: 50, effects: [{ target: 'self' }] };
		s = add(s, 'C', 'f1', {}, { ability });
		s = act(s, 'startPhase', { faction: 'f1' });
		const use = { character: 'c1', activation: 10, success: 10 };
		expect(act(s, 'useAbility', use).system.characters.c1!.restLeft).toBe(1);
		s = choose(s, { ability_rest: { reading: 'gk-sets', amount: 3 } });
		expect(act(s, 'useAbility', use).system.characters.c1!.restLeft).toBe(3);
	});

	it('「ゲーム開始時のみの例外として、スタメンは条件3を満たしていなくても動けます」: the first turn, or the phases the GK sets', () => {
		let s = add(table(), 'A', 'f1', {}, { onMapSincePhase: 2 });
		for (const faction of ['f1', 'f2', 'f1']) s = act(s, 'startPhase', { faction });
		const wait = { character: 'c1', path: [], action: 'wait' };
		const screen = (t: S) => failingPreconditions(ruled(t.system, readingsOf(gk, t)), t.system.characters.c1!);
		// Phase 3, two factions: the first turn is over, and A has been on the map only since phase 2.
		expect(screen(s)).toEqual([3]);
		expect(isRefusal(run(s, 'takeAction', wait))).toBe(true);
		s = choose(s, { starter_exception: { reading: 'gk-sets', amount: 3 } });
		expect(screen(s)).toEqual([]);
		expect(act(s, 'takeAction', wait).system.phase!.actions).toHaveLength(1);
	});
});

describe('an old log: gk/settingsChanged before the platform’s open points', () => {
	const OLD: EventDraft[] = [
		{ type: 'gk/factionAdded', payload: { id: 'f1', name: '生徒会' } },
		{ type: 'gk/techniqueSaved', payload: { id: 'light', name: '弱攻撃', kind: 'attack', formula: 'ATK + 5' } },
		{ type: 'gk/settingsChanged', payload: { specialAttackMinimum: 4 } },
		{ type: 'gk/settingsChanged', payload: { movementFormula: '2 + REA ÷ 5' } },
		{
			type: 'gk/settingsChanged',
			payload: { counterSameRound: false, starterExceptionPhases: 3, abilityRestPhases: 0 }
		},
		{
			type: 'gk/settingsChanged',
			payload: { hpFormula: '40 + VIT × 10', criticalDamage: 'double', divisionRounding: 'ceil' }
		},
		{ type: 'gk/settingsChanged', payload: { diagonalZoc: 'both', specialAttackMinimum: 1 } },
		{ type: 'gk/settingsChanged', payload: {} }
	];
	/** What the old reducer folded them to: each change over the defaults, in order. */
	const before = Object.assign(
		{ ...DEFAULT_GK_SETTINGS },
		...OLD.filter((e) => e.type === 'gk/settingsChanged').map((e) => e.payload as object)
	);

	const chosen = (choices: Record<string, Choice>): EventDraft => ({
		type: 'session/readingsChosen',
		payload: { choices }
	});

	it('a formulas-only change upgrades to gk/formulasChanged; one with readings stays for the reducer', () => {
		expect(gk.upgrade(OLD[3]!)).toEqual({ type: 'gk/formulasChanged', payload: { movementFormula: '2 + REA ÷ 5' } });
		for (const e of [OLD[2]!, OLD[4]!, OLD[5]!, OLD[6]!]) expect(gk.upgrade(e)).toEqual(e);
		expect(describeEvent(gk, OLD[5]!, 'ja')).toBe(
			'設定を変更: HPの式 = 40 + VIT × 10, 式の ÷ の端数: 切り上げ, クリティカルのダメージ: さらにダメージ2倍'
		);
	});

	it('folds to the same rules in force as before: what the old log implies, none of it the group’s choice', () => {
		const s = fold(OLD);
		expect(rules(s)).toEqual(before);
		expect(s.readings).toEqual({});
		expect(gk.impliedReadings?.(s.system)).toEqual({
			special_attack_minimum: { reading: 'one' },
			counter_same_round: { reading: 'next-round' },
			ability_rest: { reading: 'gk-sets', amount: 0 },
			starter_exception: { reading: 'gk-sets', amount: 3 },
			critical_damage: { reading: 'double' },
			division_rounding: { reading: 'ceil' },
			diagonal_zoc: { reading: 'both' }
		});
		// The platform's panel reads them as in force (session.readings is readingsOf).
		expect(readingsOf(gk, s)).toMatchObject({
			critical_damage: { reading: 'double' },
			division_rounding: { reading: 'ceil' }
		});
		// A character added after it takes the old HP formula.
		const c = add(s, 'A', 'f1', { VIT: 3 }, { hp: null });
		expect(c.system.characters.c1!.maxHp).toBe(70);
	});

	it('a later old change of a point wins over an earlier one, whatever else the event carried', () => {
		const s = fold([
			{ type: 'gk/settingsChanged', payload: { specialAttackMinimum: 4 } },
			{ type: 'gk/settingsChanged', payload: { hpFormula: '40 + VIT × 10', specialAttackMinimum: 2 } }
		]);
		expect(rules(s)).toMatchObject({ specialAttackMinimum: 2, hpFormula: '40 + VIT × 10' });
	});

	it('the group choosing a point through session/readingsChosen overrides the old log’s reading, one point at a time', () => {
		let s = fold([...OLD, chosen({ special_attack_minimum: { reading: 'gk-sets', amount: 2 } })]);
		expect(rules(s)).toMatchObject({ specialAttackMinimum: 2, criticalDamage: 'double', divisionRounding: 'ceil' });
		// The session's default reading, chosen: it wins over the old log's too, with no GK event.
		const r = run(s, 'session/chooseReadings', { choices: { critical_damage: { reading: 'plain' } } });
		if (isRefusal(r)) throw new Error(r.refusal);
		expect(r.events).toEqual([chosen({ critical_damage: { reading: 'plain' } })]);
		s = r.state;
		expect(rules(s)).toMatchObject({ specialAttackMinimum: 2, criticalDamage: 'plain', divisionRounding: 'ceil' });
		// Replayed from the start, the log folds to the same state.
		expect(fold([...OLD, chosen({ special_attack_minimum: { reading: 'gk-sets', amount: 2 } }), ...r.events])).toEqual(
			s
		);
	});

	it('a log with gk/oldReadingsSetAside (the version before) still folds, to the same readings', () => {
		const later = [
			chosen({ division_rounding: { reading: 'round' } }),
			chosen({ critical_damage: { reading: 'plain' } }),
			{ type: 'gk/oldReadingsSetAside', payload: { points: ['critical_damage'] } }
		];
		const s = fold([...OLD, ...later]);
		expect(rules(s)).toEqual({ ...before, divisionRounding: 'round', criticalDamage: 'plain' });
		expect(gk.impliedReadings?.(s.system)).not.toHaveProperty('critical_damage');
		expect(describeEvent(gk, later[2]!, 'ja')).toMatch(/クリティカルのダメージ/);
		// Every old point set aside: nothing implied.
		const all = Object.keys(gk.impliedReadings?.(fold(OLD).system) ?? {});
		const t = fold([
			...OLD,
			chosen({ critical_damage: { reading: 'plain' } }),
			{ type: 'gk/oldReadingsSetAside', payload: { points: all } }
		]);
		expect(gk.impliedReadings?.(t.system)).toBeUndefined();
	});

	it('a new session implies nothing, and the object stays the same while nothing changes it (cached readings)', () => {
		let s = table();
		expect(gk.impliedReadings?.(s.system)).toBeUndefined();
		s = fold([{ type: 'gk/settingsChanged', payload: { hpFormula: '40 + VIT × 10', criticalDamage: 'double' } }], s);
		const implied = gk.impliedReadings?.(s.system);
		s = add(s, 'A', 'f1', {});
		expect(gk.impliedReadings?.(s.system)).toBe(implied);
		expect(readingsOf(gk, s)).toBe(readingsOf(gk, s));
	});
});

describe('new commands record readings and formulas apart', () => {
	it('formulas are a formulas-only GK event; readings have no GK command (the platform’s event)', () => {
		const s = table();
		const f = run(s, 'changeFormulas', { hpFormula: '60 + VIT × 5' });
		if (isRefusal(f)) throw new Error(f.refusal);
		expect(f.events).toEqual([{ type: 'gk/formulasChanged', payload: { hpFormula: '60 + VIT × 5' } }]);
		expect(gk.commands).not.toHaveProperty('chooseOverOldReadings');
		expect(describeEvent(gk, f.events[0]!, 'en')).toBe('Formulas changed: HP formula = 60 + VIT × 5');
	});

	it('every choice-bearing point keeps its former default as its default reading', () => {
		expect(rules(initialSessionState(gk))).toEqual(DEFAULT_GK_SETTINGS);
		const points = (gk.openPoints ?? []).filter((p) => !p.fixedBecause).map((p) => p.id);
		expect(points).toEqual([
			'special_attack_minimum',
			'division_rounding',
			'counter_same_round',
			'critical_damage',
			'diagonal_zoc',
			'ability_rest',
			'starter_exception'
		]);
	});
});
