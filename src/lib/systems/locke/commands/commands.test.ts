import { describe, expect, it } from 'vitest';
import { isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import { tableHash, type Table } from '$lib/core/tables';
import { character, combatant, currentActor, enduranceNow } from '../derive';
import { damageRatio } from '../rules';
import type { LockeState } from '../state';
import { lockeCommands, planAttack, planMelee, type LockeContext, type MeleeIntent } from '.';
import {
	adopted,
	apply,
	combatAtTurns,
	combatStarted,
	fold,
	attackIntent,
	maintainedAnswer,
	playingState,
	roll,
	testDamage,
	testDamageTable
} from '../../../../../tests/factories/locke';

const TABLE = testDamageTable();
const noTables: LockeContext = { random: () => 0, tables: {}, readings: {} };
const withTable = (t: Table = TABLE): LockeContext => ({
	random: () => 0,
	tables: { 'locke/damage': t },
	readings: {}
});

/** Runs a command and folds its events; a refusal from either is returned. */
function run(state: LockeState, events: EventDraft[] | Refusal): LockeState | Refusal {
	if (isRefusal(events)) return events;
	let s = state;
	for (const e of events) {
		const r = fold(s, e);
		if (isRefusal(r)) return r;
		s = r;
	}
	return s;
}

const three = () => combatAtTurns(apply(playingState(), adopted(TABLE)), ['p2', 'p1', 'p3']);

describe('attack command — preview equals record', () => {
	it('the column and damage the plan shows are the ones recorded, read off the group’s table', () => {
		// Arrange
		const s = three();
		const intent = attackIntent();
		// Act
		const plan = planAttack(s, intent, withTable());
		const events = lockeCommands.attack(s, intent, withTable());
		// Assert
		if (isRefusal(plan) || isRefusal(events)) throw new Error('refused');
		const target = character(s, 'p1')!;
		expect(plan.column).toBe(damageRatio(20, enduranceNow(target)));
		expect(events).toHaveLength(1);
		expect(events[0]!.payload).toMatchObject({
			outcome: 'hit',
			declaredEndurance: enduranceNow(target),
			damage: plan.damage.read
		});
		expect(plan.damage.read).toEqual({
			roll: roll(3, 4),
			value: plan.damage.auto?.ok ? plan.damage.auto.value : -1,
			source: 'table',
			hash: tableHash(TABLE)
		});
		const after = run(s, events);
		if (isRefusal(after)) throw new Error(after.refusal);
		expect(after.combat!.last!.lines[0]!.ratio).toBe(plan.column);
		expect(character(after, 'p1')!.damage).toBe(target.damage + plan.damage.read!.value);
	});

	it('without a table the damage is the number typed off the printed chart; without it, nothing is recorded', () => {
		const s = three();
		// The refusal also carries the plan's facts for the screen (facts.ts); the code is what counts here.
		expect(lockeCommands.attack(s, attackIntent({ typed: null }), noTables)).toMatchObject({
			refusal: 'locke/damage_required'
		});
		const events = lockeCommands.attack(s, attackIntent({ typed: 2 }), noTables);
		if (isRefusal(events)) throw new Error(events.refusal);
		expect(events[0]!.payload).toMatchObject({ damage: { value: 2, source: 'printed', hash: null } });
		expect(isRefusal(run(s, events))).toBe(false);
	});

	it('a maintained defence answers a lower attack: blocked, no damage, the defence tried is not recorded', () => {
		// Arrange: p1 blocks at level 5 and keeps it; p3 attacks at 4 on the next turn
		let s = three();
		s = apply(
			s,
			...(lockeCommands.attack(
				s,
				attackIntent({ defence: { kind: 'defence', level: 5, via: 'ability', espSpent: 0 } }),
				noTables
			) as EventDraft[])
		);
		s = apply(s, { type: 'locke/combatTurnEnded', payload: { who: { id: 'p2', name: character(s, 'p2')!.name } } });
		s = apply(s, maintainedAnswer('p1', true, 0)); // an ability's defence: kept without a card's cost
		s = apply(s, { type: 'locke/combatTurnEnded', payload: { who: { id: 'p1', name: character(s, 'p1')!.name } } });
		expect(currentActor(s.combat!)).toBe('p3');
		expect(combatant(s.combat!, 'p1')!.maintained).toBe(5);
		const intent = attackIntent({
			attacker: 'p3',
			defence: { kind: 'defence', level: 6, via: 'ability', espSpent: 0 }
		});
		// Act
		const plan = planAttack(s, intent, noTables);
		const events = lockeCommands.attack(s, intent, noTables);
		// Assert
		if (isRefusal(plan) || isRefusal(events)) throw new Error('refused');
		expect(plan).toMatchObject({ outcome: 'blocked', maintainedAnswers: true, column: null });
		expect(events[0]!.payload).toMatchObject({
			outcome: 'blocked',
			defence: null,
			damage: null,
			declaredEndurance: null
		});
		expect(isRefusal(run(s, events))).toBe(false);
	});

	it('an interfered escape is recorded with its interferers and accepted (§5.4: 妨害されたとしても、逃避(回避)は成功する)', () => {
		const s = three();
		// p1 escapes by a Lv4 teleport card; p3 interferes with Lv4 and p2 (the attacker, whose turn it is) syncs with Lv2: 4 + 1 = 5 > 4.
		const escape = { kind: 'escape' as const, level: 4, via: 'card' as const, espSpent: 4 };
		const interferers = [
			{ who: 'p3', level: 4, espSpent: 4 },
			{ who: 'p2', level: 2, espSpent: 2 }
		];
		const events = lockeCommands.attack(s, attackIntent({ defence: escape, interfered: true, interferers }), noTables);
		if (isRefusal(events)) throw new Error(events.refusal);
		expect(events[0]!.payload).toMatchObject({ outcome: 'escape_interfered', damage: null });
		const after = run(s, events);
		if (isRefusal(after)) throw new Error(after.refusal);
		expect(combatant(after.combat!, 'p1')!.state).toBe('in');
		expect(character(after, 'p1')!.damage).toBe(0);
		// The interferers' cards and ESP power are taken.
		expect(combatant(after.combat!, 'p3')!.hand).toBe(combatant(s.combat!, 'p3')!.hand - 1);
		expect(character(after, 'p3')!.espPower).toBe(character(s, 'p3')!.espPower - 4);
		// Without its interferers, or by a lead alone at the escape's level, it is refused.
		expect(
			run(s, lockeCommands.attack(s, attackIntent({ defence: escape, interfered: true }), noTables))
		).toMatchObject({
			refusal: 'locke/interference_who'
		});
		expect(
			run(
				s,
				lockeCommands.attack(
					s,
					attackIntent({ defence: escape, interfered: true, interferers: interferers.slice(0, 1) }),
					noTables
				)
			)
		).toEqual({ refusal: 'locke/interference_too_low', params: { level: 4, escape: 4 } });
	});
});

describe('melee command — preview equals record', () => {
	const side = (x = 0) => ({ declared: null, minions: null, shifts: x ? [{ label: '', x, weapon: false }] : [] });
	const intent = (over: Partial<MeleeIntent> = {}): MeleeIntent => ({
		attacker: 'p2',
		target: 'p1',
		level: 1,
		attackerSide: side(2),
		defence: null,
		interfered: false,
		interferers: [],
		targetSide: side(),
		counter: true,
		attackerRoll: roll(5, 6),
		attackerTyped: null,
		targetRoll: roll(1, 1),
		targetTyped: null,
		...over
	});

	it('both columns (shifted) and both reads the plan shows are the ones recorded', () => {
		const s = three();
		const plan = planMelee(s, intent(), withTable());
		const events = lockeCommands.melee(s, intent(), withTable());
		if (isRefusal(plan) || isRefusal(events)) throw new Error('refused');
		const p = events[0]!.payload as {
			attackerDamage: unknown;
			targetDamage: unknown;
			attackerSide: { declared: number };
		};
		expect(p.attackerDamage).toEqual(plan.attackerDamage.read);
		expect(p.targetDamage).toEqual(plan.targetDamage.read);
		expect(p.attackerSide.declared).toBe(enduranceNow(character(s, 'p2')!));
		const after = run(s, events);
		if (isRefusal(after)) throw new Error(after.refusal);
		expect(after.combat!.last!.lines.map((l) => l.ratio)).toEqual([
			plan.columns!.shifted.aDeals,
			plan.columns!.shifted.bDeals
		]);
		expect(after.combat!.last!.lines[0]!.value).toBe(testDamage(plan.columns!.shifted.aDeals as number, 11));
	});

	it('a declaration above the current endurance is refused with the character’s name', () => {
		const s = three();
		const r = lockeCommands.melee(s, intent({ targetSide: { declared: 99, minions: null, shifts: [] } }), noTables);
		expect(r).toMatchObject({ refusal: 'locke/declared_above_current', params: { declared: 99 } });
	});
});

describe('round commands', () => {
	it('dealHands records the deal the reducer expects', () => {
		const s = apply(playingState(), combatStarted(['p1', 'p2']));
		const after = run(s, lockeCommands.dealHands(s, {}, noTables));
		if (isRefusal(after)) throw new Error(after.refusal);
		expect(combatant(after.combat!, 'p1')!.hand).toBe(7);
		expect(after.combat!.step).toBe('initiative');
	});

	it('dealInitiative shuffles the 20 cards over ctx.random: a scripted source deals a known order', () => {
		let s = apply(playingState(), combatStarted(['p1', 'p2', 'p3']));
		s = apply(s, ...(lockeCommands.dealHands(s, {}, noTables) as EventDraft[]));
		// Every draw at 0 moves each card to the front in turn: the deck ends black 2, black 3, … red 10, black 1.
		const events = lockeCommands.dealInitiative(s, { cards: null }, { random: () => 0, tables: {}, readings: {} });
		if (isRefusal(events)) throw new Error(events.refusal);
		const payload = events[0]!.payload as {
			source: string;
			cards: { who: { id: string }; suit: string; rank: number }[];
		};
		expect(payload.source).toBe('app');
		expect(payload.cards.map((c) => [c.who.id, c.suit, c.rank])).toEqual([
			['p1', 'black', 2],
			['p2', 'black', 3],
			['p3', 'black', 4]
		]);
		const after = run(s, events);
		if (isRefusal(after)) throw new Error(after.refusal);
		expect(after.combat!.order).toEqual(['p1', 'p2', 'p3']);
	});

	it('dealInitiative with the table’s cards refuses two equal cards', () => {
		let s = apply(playingState(), combatStarted(['p1', 'p2']));
		s = apply(s, ...(lockeCommands.dealHands(s, {}, noTables) as EventDraft[]));
		const same = lockeCommands.dealInitiative(
			s,
			{
				cards: [
					{ who: 'p1', suit: 'red', rank: 3 },
					{ who: 'p2', suit: 'red', rank: 3 }
				]
			},
			noTables
		);
		expect(same).toEqual({ refusal: 'locke/initiative_same_card' });
	});

	it('endRound records the hands roundEndOutcome computes, and the reducer agrees', () => {
		let s = three();
		s = apply(s, ...(lockeCommands.attack(s, attackIntent({ typed: 1, roll: roll(1, 1) }), noTables) as EventDraft[]));
		for (const id of ['p2', 'p1', 'p3'])
			s = apply(s, { type: 'locke/combatTurnEnded', payload: { who: { id, name: character(s, id)!.name } } });
		const after = run(
			s,
			lockeCommands.endRound(s, { wantContinue: true, discardOne: [], proxies: [], effects: '  ' }, noTables)
		);
		if (isRefusal(after)) throw new Error(after.refusal);
		expect(after.combat!.round).toBe(2);
		expect(after.combat!.combatants.filter((k) => k.state === 'in').every((k) => k.hand === 7)).toBe(true);
	});

	it('rollChart reads the slot’s table when it has one, else records what was typed', () => {
		const chart = structuredClone(TABLE);
		chart.id = 'chart';
		chart.columns = [{ id: 'c1', label: '結果' }];
		chart.cells = chart.rows.map((_, r) => [{ value: r, text: `出目${r + 2}` }]);
		let s = apply(playingState(), combatStarted(['p1', 'p2']), adopted(chart, 'locke/sokoni'));
		const ctx: LockeContext = { random: () => 0, tables: { 'locke/sokoni': chart }, readings: {} };
		const events = lockeCommands.rollChart(
			s,
			{ chart: 'sokoni', who: 'p3', roll: roll(2, 3), text: 'ignored', value: 9 },
			ctx
		);
		if (isRefusal(events)) throw new Error(events.refusal);
		expect(events[0]!.payload).toMatchObject({ source: 'table', hash: tableHash(chart), text: '出目5', value: 3 });
		s = run(s, events) as LockeState;
		expect(s.combat!.charts).toHaveLength(1);
		const typed = lockeCommands.rollChart(
			s,
			{ chart: 'sokoni', who: 'p4', roll: roll(2, 3), text: ' そこにいた ', value: null },
			noTables
		);
		expect(isRefusal(typed) ? null : typed[0]!.payload).toMatchObject({
			source: 'printed',
			hash: null,
			text: 'そこにいた',
			value: null
		});
	});
});
