/**
 * The GK commands and reducer together, as the shell runs them: command → drafts → parse →
 * reduce. One test per event type and per refusal; state in, intent, state out.
 */
import { describe, expect, it } from 'vitest';
import { isRefusal, type Refusal } from '$lib/core/events';
import { seededRandom } from '$tests/factories/session.svelte';
import { gk } from '.';
import { gkCommands, type GkCommands } from './commands';
import type { GkState } from './state';
import { phaseSummary } from './report';
import type { IntentOf } from '../types';

const ctx = (seed = 1) => ({ random: seededRandom(seed), tables: {}, readings: {} });

/** Runs one command; the state after its events, or the refusal (from the command or the reducer). */
function run<K extends keyof GkCommands>(
	state: GkState,
	command: K,
	intent: IntentOf<GkCommands[K]>,
	seed = 1
): GkState | Refusal {
	const drafts = (gkCommands[command] as (s: GkState, i: unknown, c: unknown) => unknown)(state, intent, ctx(seed));
	if (isRefusal(drafts)) return drafts;
	let s = state;
	for (const d of drafts as { type: string; payload: unknown }[]) {
		const parsed = gk.events[d.type]!['~standard'].validate(d.payload) as { value?: unknown; issues?: unknown };
		if (parsed.issues) return { refusal: 'session/invalid_input' };
		const next = gk.reduce(
			s,
			{ type: d.type, payload: parsed.value },
			{ tables: { byHash: {}, current: {} }, readings: {} }
		);
		if (isRefusal(next)) return next;
		s = next as GkState;
	}
	return s;
}
function ok(r: GkState | Refusal): GkState {
	if (isRefusal(r)) throw new Error(`refused: ${r.refusal} ${JSON.stringify(r.params ?? {})}`);
	return r;
}
const refusal = (r: GkState | Refusal) => (isRefusal(r) ? r : null);

const stats = { ATK: 10, DEF: 7, VIT: 5, MND: 4, FS: 0, REA: 0 };

/** Two factions, a sample technique, three characters: c1 (f1) at (0,0), c2 (f2) at (0,2), c3 (f1) at (0,0). */
function world(): GkState {
	let s = gk.initialState() as GkState;
	s = ok(run(s, 'addFaction', { name: '生徒会' }));
	s = ok(run(s, 'addFaction', { name: '番長' }));
	s = ok(run(s, 'copySampleTechniques', { locale: 'ja' }));
	const faces = ['light', 'light', 'light', 'defend', 'evade', 'light'];
	s = ok(run(s, 'addCharacter', { name: 'A', faction: 'f1', stats, hp: 30, faces, at: [0, 0], starter: true }));
	s = ok(
		run(s, 'addCharacter', {
			name: 'B',
			faction: 'f2',
			stats,
			hp: 30,
			faces,
			at: [0, 2],
			starter: true,
			ability: { name: '構え', style: 'counter', activation: 50, success: 50 }
		})
	);
	s = ok(
		run(s, 'addCharacter', {
			name: 'C',
			faction: 'f1',
			stats,
			hp: null,
			faces,
			at: [0, 0],
			starter: true,
			ability: { name: '閃き', style: 'active', activation: 50, success: 50 }
		})
	);
	return s;
}

describe('roster commands', () => {
	it('HP from the session formula (50 + VIT × 10), the sample set copied once', () => {
		const s = world();
		expect(s.characters.c3!.hp).toBe(100);
		expect(Object.keys(s.techniques)).toHaveLength(11);
		expect(ok(run(s, 'copySampleTechniques', { locale: 'en' }))).toEqual(s);
	});
	it('refuses a stat outside 0…99 or not a number, naming it; an empty face; an unknown faction; a square off the map', () => {
		const s = world();
		const c = { name: 'X', faction: 'f1', stats, hp: 10, faces: Array(6).fill('light') };
		expect(refusal(run(s, 'addCharacter', { ...c, stats: { ...stats, DEF: 100 } }))).toEqual({
			refusal: 'gk/bad_stat',
			params: { stat: 'DEF' }
		});
		expect(refusal(run(s, 'addCharacter', { ...c, stats: { ...stats, ATK: Number.NaN } }))?.params).toEqual({
			stat: 'ATK'
		});
		expect(refusal(run(s, 'addCharacter', { ...c, faces: ['light', '', 'light', 'light', 'light', 'light'] }))).toEqual(
			{ refusal: 'gk/empty_face', params: { face: 2 } }
		);
		expect(refusal(run(s, 'addCharacter', { ...c, faction: 'f9' }))?.refusal).toBe('gk/unknown_faction');
		expect(refusal(run(s, 'addCharacter', { ...c, at: [8, 0] }))?.refusal).toBe('gk/bad_square');
		expect(refusal(run(s, 'addCharacter', { ...c, stats: { ...stats, VIT: 0 }, hp: null }))).toBeNull();
	});
	it('a technique formula that cannot be worked out for a character names the character and the technique', () => {
		let s = world();
		s = ok(run(s, 'saveTechnique', { name: '自爆', kind: 'attack', formula: 'ATK / (DEF - 7)' }));
		const r = refusal(run(s, 'addCharacter', { name: 'Z', faction: 'f1', stats, hp: 10, faces: Array(6).fill('t1') }));
		expect(r).toEqual({
			refusal: 'gk/bad_formula',
			params: { formula: 'ATK / (DEF - 7)', character: 'Z', technique: '自爆' }
		});
		expect(gk.explainRefusal(r!, 'ja')).toBe('式「ATK / (DEF - 7)」を計算できません(Z の「自爆」)');
		expect(refusal(run(s, 'saveTechnique', { name: 'x', kind: 'attack', formula: 'ATK +' }))?.refusal).toBe(
			'gk/bad_formula'
		);
	});
	it('settings: a change is one event; a formula that does not parse is refused; flags set and unknown characters refused', () => {
		const s = ok(run(world(), 'changeSettings', { specialAttackMinimum: 3, counterSameRound: false }));
		expect(s.settings).toMatchObject({ specialAttackMinimum: 3, counterSameRound: false, roundLimit: 25 });
		expect(refusal(run(s, 'changeSettings', { hpFormula: '50 +' }))?.refusal).toBe('gk/bad_formula');
		expect(
			ok(run(s, 'setFlag', { character: 'c1', flag: 'incapacitated', on: true })).characters.c1!.incapacitated
		).toBe(true);
		expect(refusal(run(s, 'setFlag', { character: 'zz', flag: 'withdrawn', on: true }))?.refusal).toBe(
			'gk/unknown_character'
		);
		expect(refusal(run(s, 'setMap', { width: 4, height: 4, walls: [[4, 0]] }))?.refusal).toBe('gk/bad_square');
		expect(ok(run(s, 'setMap', { width: 4, height: 4, walls: [[1, 1]] })).map).toEqual({
			width: 4,
			height: 4,
			walls: [[1, 1]]
		});
	});
});

describe('engagement commands', () => {
	it('app dice: the preview equals the record for the same random source; rolls only what the round needs', () => {
		const s = world();
		const a = gkCommands.engagementApp(s, { a: 'c1', b: 'c3', all: true }, ctx(5));
		const b = gkCommands.engagementApp(s, { a: 'c1', b: 'c3', all: true }, ctx(5));
		expect(a).toEqual(b);
		const after = ok(run(s, 'engagementApp', { a: 'c1', b: 'c3', all: true }, 5));
		expect(after.engagement?.over).not.toBeNull();
		expect(after.engagement?.rounds).toHaveLength((a as unknown[]).length);
		// FS 0: no critical roll is ever asked for.
		for (const d of a as { payload: { rolls: { a: object; b: object } } }[]) {
			expect(d.payload.rolls.a).not.toHaveProperty('crit');
			expect(d.payload.rolls.b).not.toHaveProperty('crit');
		}
	});
	it('refuses against oneself, across squares, a dying fighter, and a survival check for one not dying', () => {
		const s = world();
		expect(refusal(run(s, 'engagementApp', { a: 'c1', b: 'c1', all: false }))?.refusal).toBe('gk/self_engagement');
		expect(refusal(run(s, 'engagementApp', { a: 'c1', b: 'c2', all: false }))?.refusal).toBe('gk/different_square');
		expect(refusal(run(s, 'survival', { character: 'c1', roll: 5 }))?.refusal).toBe('gk/not_dying');
		const hurt = ok(run(s, 'specialAttack', { attacker: 'c3', target: 'c1', roll: 1 }));
		expect(hurt.characters.c1!.hp).toBe(27);
	});
	it('special attack: the seed example 10 vs 7 → 65 %, 55 hits for 3; the minimum from the setting; HP ≤ 0 is dying', () => {
		let s = world();
		s = ok(
			run(s, 'addCharacter', {
				name: 'T',
				faction: 'f2',
				stats: { ...stats, ATK: 0 },
				hp: 5,
				faces: Array(6).fill('light')
			})
		);
		const hit = ok(run(s, 'specialAttack', { attacker: 'c1', target: 'c4', roll: 55 }));
		expect(hit.lastSpecialAttack).toMatchObject({ chance: 65, hit: true, damage: 3, hpAfter: 2 });
		const min = ok(
			run(ok(run(s, 'changeSettings', { specialAttackMinimum: 5 })), 'specialAttack', {
				attacker: 'c4',
				target: 'c1',
				roll: 1
			})
		);
		expect(min.lastSpecialAttack).toMatchObject({ chance: 15, hit: true, damage: 5 });
		const dying = ok(
			run(ok(run(s, 'specialAttack', { attacker: 'c1', target: 'c4', roll: 1 })), 'specialAttack', {
				attacker: 'c1',
				target: 'c4',
				roll: 1
			})
		);
		expect(dying.characters.c4).toMatchObject({ hp: -1, status: 'dying' });
		const lives = ok(run(dying, 'survival', { character: 'c4', roll: 20 }));
		expect(lives.characters.c4).toMatchObject({ status: 'active', stats: { MND: 0 } });
		expect(ok(run(dying, 'survival', { character: 'c4', roll: 21 })).characters.c4!.status).toBe('dead');
	});
});

describe('special abilities', () => {
	it('active: activation then success; rest follows any activation, even a failed effect; not after a failed activation', () => {
		let s = ok(run(world(), 'startPhase', { faction: 'f1' }));
		const failedEffect = ok(run(s, 'useAbility', { character: 'c3', activation: 50, success: 51 }));
		expect(failedEffect.lastAbility).toMatchObject({ success: { success: false }, restUntilPhase: 2 });
		expect(refusal(run(failedEffect, 'useAbility', { character: 'c3', activation: 1, success: 1 }))?.refusal).toBe(
			'gk/ability_resting'
		);
		const failed = ok(run(s, 'useAbility', { character: 'c3', activation: 51 }));
		expect(failed.characters.c3!.restUntilPhase).toBeNull();
		expect(refusal(run(s, 'useAbility', { character: 'c3', activation: 50 }))?.refusal).toBe('gk/bad_rolls');
		expect(refusal(run(s, 'useAbility', { character: 'c1', activation: 50 }))?.refusal).toBe('gk/no_ability');
		// Rest over once phase 3 starts.
		s = ok(run(ok(run(failedEffect, 'startPhase', { faction: 'f2' })), 'startPhase', { faction: 'f1' }));
		expect(refusal(run(s, 'useAbility', { character: 'c3', activation: 1, success: 1 }))).toBeNull();
	});
	it('counter: activation → waiting (no success roll yet) → a success check each time → the GK ends the waiting', () => {
		const s = ok(run(world(), 'startPhase', { faction: 'f2' }));
		const waiting = ok(run(s, 'useAbility', { character: 'c2', activation: 10 }));
		expect(waiting.characters.c2).toMatchObject({ waiting: true, restUntilPhase: 2 });
		// The command leaves the success roll out; a recorded one is refused (it comes with each condition met).
		expect(
			gk.reduce(
				s,
				{
					type: 'gk/abilityUsed',
					payload: { character: { id: 'c2', name: 'B' }, activation: 10, success: 3, source: 'table' }
				},
				{ tables: { byHash: {}, current: {} }, readings: {} }
			)
		).toEqual({ refusal: 'gk/bad_rolls' });
		const checked = ok(run(waiting, 'counterCheck', { character: 'c2', roll: 50 }));
		expect(checked.lastAbility).toMatchObject({ kind: 'counter', success: { roll: 50, chance: 50, success: true } });
		expect(checked.characters.c2!.waiting).toBe(true);
		const ended = ok(run(checked, 'endCounterWait', { character: 'c2' }));
		expect(ended.characters.c2!.waiting).toBe(false);
		expect(refusal(run(ended, 'counterCheck', { character: 'c2', roll: 1 }))?.refusal).toBe('gk/not_waiting');
		expect(refusal(run(ended, 'endCounterWait', { character: 'c2' }))?.refusal).toBe('gk/not_waiting');
	});
});

/** A steps (0,1) → (0,2) and engages B there: 2 squares, the ZoC stop on B's square. */
const zocEngage: IntentOf<GkCommands['takeAction']> = {
	character: 'c1',
	path: [
		[0, 1],
		[0, 2]
	],
	action: 'engage',
	target: 'c2'
};

describe('the phase console', () => {
	it('phases follow on, need two factions and a known faction', () => {
		let one = gk.initialState() as GkState;
		one = ok(run(one, 'addFaction', { name: 'x' }));
		expect(refusal(run(one, 'startPhase', { faction: 'f1' }))?.refusal).toBe('gk/too_few_factions');
		expect(refusal(run(world(), 'startPhase', { faction: 'f7' }))?.refusal).toBe('gk/unknown_faction');
		const p = ok(run(world(), 'startPhase', { faction: 'f1' }));
		expect(p.phase).toEqual({ number: 1, faction: 'f1', actions: [] });
		const bad = gk.reduce(
			p,
			{ type: 'gk/phaseStarted', payload: { phase: 3, faction: 'f1' } },
			{ tables: { byHash: {}, current: {} }, readings: {} }
		);
		expect(bad).toEqual({ refusal: 'gk/bad_phase' });
	});
	it('names the failing precondition: another faction’s phase (1), an enemy (2), a second action (5), newly placed (3), incapacitated (4)', () => {
		let s = world();
		expect(refusal(run(s, 'takeAction', { character: 'c1', path: [], action: 'wait' }))?.refusal).toBe('gk/no_phase');
		s = ok(run(s, 'startPhase', { faction: 'f1' }));
		// f2 submits for its own B during f1's phase: condition 1.
		const other = refusal(run(s, 'takeAction', { character: 'c2', path: [], action: 'wait', by: 'f2' }));
		expect(other).toEqual({ refusal: 'gk/precondition', params: { n: 1, all: '1' } });
		expect(gk.explainRefusal(other!, 'en')).toBe(
			"Action precondition 1 is not met: it is the submitting faction's phase"
		);
		// f1 (the phase's faction) tries to move the enemy B: condition 2, 「敵は動かせない」.
		const enemy = refusal(run(s, 'takeAction', { character: 'c2', path: [], action: 'wait' }));
		expect(enemy).toEqual({ refusal: 'gk/precondition', params: { n: 2, all: '2' } });
		// Once the GK hands B's 操作権 to f1, f1 may move it in its phase, and f2 may not.
		const handOver = (st: GkState) => edit(st, 'c2', { controlledBy: 'f1' });
		const handed = ok(handOver(s));
		expect(refusal(run(handed, 'takeAction', { character: 'c2', path: [], action: 'wait' }))).toBeNull();
		const f2phase = ok(handOver(ok(run(world(), 'startPhase', { faction: 'f2' }))));
		expect(refusal(run(f2phase, 'takeAction', { character: 'c2', path: [], action: 'wait' }))?.params?.n).toBe(2);
		const acted = ok(run(s, 'takeAction', { character: 'c1', path: [], action: 'wait' }));
		expect(refusal(run(acted, 'takeAction', { character: 'c1', path: [], action: 'wait' }))?.params).toEqual({
			n: 5,
			all: '5'
		});
		const fresh = ok(
			run(s, 'addCharacter', { name: 'N', faction: 'f1', stats, hp: 9, faces: Array(6).fill('light'), at: [1, 1] })
		);
		expect(refusal(run(fresh, 'takeAction', { character: 'c4', path: [], action: 'wait' }))?.params?.n).toBe(3);
		const withdrawn = ok(run(fresh, 'setFlag', { character: 'c4', flag: 'withdrawn', on: true }));
		expect(refusal(run(withdrawn, 'takeAction', { character: 'c4', path: [], action: 'wait' }))).toBeNull();
		const down = ok(run(s, 'setFlag', { character: 'c1', flag: 'incapacitated', on: true }));
		expect(refusal(run(down, 'takeAction', { character: 'c1', path: [], action: 'wait' }))?.params?.n).toBe(4);
	});
	it('moves: ZoC stops after one step; a path through a wall is cancelled (0 squares, waits); an engagement needs its target there', () => {
		let s = ok(run(world(), 'setMap', { width: 5, height: 5, walls: [[1, 0]] }));
		s = ok(run(s, 'startPhase', { faction: 'f1' }));
		// B (enemy) stands at (0,2): A's path (0,1) → (0,2) is 2 squares; the ZoC stop lands on B.
		const zoc = ok(run(s, 'takeAction', zocEngage));
		expect(zoc.phase!.actions[0]).toMatchObject({ end: [0, 2], cost: 2, stoppedByZoc: true, action: 'engage' });
		expect(zoc.characters.c1!.at).toEqual([0, 2]);
		const wall = ok(run(s, 'takeAction', { character: 'c3', path: [[1, 0]], action: 'wait' }));
		expect(wall.phase!.actions[0]).toMatchObject({ cancelled: true, end: [0, 0], cost: 0, action: 'wait' });
		const tooFar = ok(run(s, 'takeAction', { character: 'c3', path: [[1, 1]], action: 'wait' }));
		expect(tooFar.phase!.actions[0]).toMatchObject({ cancelled: false, cost: 2, end: [1, 1] });
		const gone = ok(run(s, 'takeAction', { character: 'c3', path: [], action: 'engage', target: 'c2' }));
		expect(gone.phase!.actions[0]).toMatchObject({ requested: 'engage', action: 'wait' });
		expect(refusal(run(s, 'takeAction', { character: 'c1', path: [], action: 'engage', target: 'c1' }))?.refusal).toBe(
			'gk/self_engagement'
		);
	});
});

/** Corrects a character: its fields as they are, with `change` over them. */
function edit(s: GkState, id: string, change: Partial<IntentOf<GkCommands['editCharacter']>>) {
	const c = s.characters[id]!;
	return run(s, 'editCharacter', {
		id,
		name: c.name,
		faction: c.faction,
		stats: c.stats,
		hp: c.maxHp,
		faces: c.faces,
		ability: c.ability,
		...change
	});
}

/** C's ability with a cost and an effect; B's counter with a cost. */
function withCosts(): GkState {
	let s = world();
	for (const [id, ability] of [
		[
			'c3',
			{
				name: '癒し',
				style: 'active',
				activation: 50,
				success: 50,
				costs: [{ stat: 'MND', amount: 3 }],
				effect: 'HP回復',
				change: { stat: 'HP', amount: 20 }
			}
		],
		[
			'c2',
			{
				name: '構え',
				style: 'counter',
				activation: 50,
				success: 50,
				costs: [{ stat: 'HP', amount: 5 }],
				effect: '反撃',
				change: { stat: 'HP', amount: -7 }
			}
		]
	] as const) {
		s = ok(edit(s, id, { ability: { ...ability, costs: [...ability.costs] } }));
	}
	return ok(run(s, 'startPhase', { faction: 'f1' }));
}

describe('ability costs and effects', () => {
	it('costs are paid once activated whether or not the effect appears; the effect only on success', () => {
		const s = withCosts();
		// A takes 25 first, so a heal of 20 shows.
		const hurt = ok(run(s, 'specialAttack', { attacker: 'c2', target: 'c1', roll: 1 }));
		const hpBefore = hurt.characters.c1!.hp;
		const failed = ok(run(hurt, 'useAbility', { character: 'c3', target: 'c1', activation: 10, success: 90 }));
		expect(failed.characters.c3!.stats.MND).toBe(1);
		expect(failed.characters.c1!.hp).toBe(hpBefore);
		expect(failed.lastAbility).toMatchObject({ costs: [{ stat: 'MND', amount: 3, paid: 3 }], effect: null });
		const good = ok(run(hurt, 'useAbility', { character: 'c3', target: 'c1', activation: 10, success: 10 }));
		expect(good.characters.c3!.stats.MND).toBe(1);
		expect(good.characters.c1!.hp).toBe(Math.min(hpBefore + 20, 30));
		expect(good.lastAbility?.effect).toMatchObject({
			target: 'c1',
			text: 'HP回復',
			change: { stat: 'HP', amount: 20 }
		});
		// A failed activation: nothing happens, nothing is paid, no rest.
		const none = ok(run(hurt, 'useAbility', { character: 'c3', activation: 90 }));
		expect(none.characters.c3!.stats.MND).toBe(4);
		expect(none.lastAbility?.costs).toEqual([]);
	});
	it('a cost that cannot be paid in full: no effect, but paid as far as it goes and rest', () => {
		let s = withCosts();
		const c = s.characters.c3!;
		s = ok(edit(s, 'c3', { stats: { ...c.stats, MND: 2 } }));
		const r = ok(run(s, 'useAbility', { character: 'c3', activation: 1, success: 1 }));
		expect(r.characters.c3!.stats.MND).toBe(0);
		expect(r.lastAbility).toMatchObject({ unpaid: true, effect: null, costs: [{ paid: 2 }], restUntilPhase: 2 });
		expect(r.characters.c3!.hp).toBe(c.hp);
	});
	it('counter: costs on activation, then each successful check shows the effect on its target, with no new cost', () => {
		let s = withCosts();
		s = ok(run(s, 'startPhase', { faction: 'f2' }));
		const waiting = ok(run(s, 'useAbility', { character: 'c2', activation: 10 }));
		expect(waiting.characters.c2).toMatchObject({ waiting: true, hp: 25 });
		const hit = ok(run(waiting, 'counterCheck', { character: 'c2', target: 'c1', roll: 10 }));
		expect(hit.characters.c1!.hp).toBe(23);
		expect(hit.characters.c2!.hp).toBe(25);
		const miss = ok(run(hit, 'counterCheck', { character: 'c2', target: 'c1', roll: 90 }));
		expect(miss.characters.c1!.hp).toBe(23);
		expect(refusal(run(waiting, 'counterCheck', { character: 'c2', target: 'zz', roll: 1 }))?.refusal).toBe(
			'gk/unknown_character'
		);
		// A dead target is not fit: refused, nothing written.
		const frail = ok(edit(hit, 'c3', { hp: 1 }));
		const down = ok(run(frail, 'specialAttack', { attacker: 'c2', target: 'c3', roll: 1 }));
		const dead = ok(run(down, 'survival', { character: 'c3', roll: 100 }));
		expect(dead.characters.c3!.status).toBe('dead');
		expect(refusal(run(dead, 'counterCheck', { character: 'c2', target: 'c3', roll: 1 }))?.refusal).toBe(
			'gk/bad_target'
		);
	});
});

describe('roster corrections', () => {
	it('edits a character as it was checked when added; a new max HP keeps the damage taken', () => {
		const s = world();
		const hurt = ok(run(s, 'specialAttack', { attacker: 'c2', target: 'c1', roll: 1 }));
		const r = ok(edit(hurt, 'c1', { name: 'A2', hp: 40, stats: { ...stats, ATK: 12 } }));
		expect(r.characters.c1).toMatchObject({ name: 'A2', maxHp: 40, hp: hurt.characters.c1!.hp + 10 });
		expect(r.characters.c1!.stats.ATK).toBe(12);
		expect(refusal(edit(s, 'c1', { stats: { ...stats, DEF: 100 } }))).toEqual({
			refusal: 'gk/bad_stat',
			params: { stat: 'DEF' }
		});
		expect(refusal(edit(s, 'c1', { faces: ['light', '', 'light', 'light', 'light', 'light'] }))?.refusal).toBe(
			'gk/empty_face'
		);
		const a = s.characters.c1!;
		const ghost = { id: 'c9', name: 'X', faction: 'f1', stats, hp: 9, faces: a.faces };
		expect(refusal(run(s, 'editCharacter', ghost))?.refusal).toBe('gk/unknown_character');
		const fighting = ok(
			run(ok(edit(s, 'c2', { at: [0, 0] })), 'engagementRound', {
				a: 'c1',
				b: 'c2',
				rolls: { a: { die: 4, crit: 99, evade: 99, guard: 99 }, b: { die: 4, crit: 99, evade: 99, guard: 99 } }
			})
		);
		expect(fighting.engagement?.over).toBeNull();
		expect(refusal(edit(fighting, 'c1', { name: 'X' }))).toEqual({
			refusal: 'gk/in_engagement',
			params: { name: 'A' }
		});
	});
	it('removes a character (its id never comes back, old reports keep its name); refused mid-engagement or after acting', () => {
		const s = world();
		const gone = ok(run(s, 'removeCharacter', { character: 'c3' }));
		expect(gone.characters.c3).toBeUndefined();
		expect(gone.removed).toEqual({ c3: 'C' });
		const again = ok(
			run(gone, 'addCharacter', { name: 'D', faction: 'f1', stats, hp: 9, faces: Array(6).fill('light') })
		);
		expect(Object.keys(again.characters)).toContain('c4');
		const phase = ok(run(s, 'startPhase', { faction: 'f1' }));
		const acted = ok(run(phase, 'takeAction', { character: 'c1', path: [], action: 'wait' }));
		const r = refusal(run(acted, 'removeCharacter', { character: 'c1' }));
		expect(r).toEqual({ refusal: 'gk/in_phase', params: { name: 'A' } });
		expect(gk.explainRefusal(r!, 'en')).toMatch(/has acted this phase/);
		const targeted = ok(run(phase, 'takeAction', { character: 'c3', path: [], action: 'specialAttack', target: 'c2' }));
		expect(refusal(run(targeted, 'removeCharacter', { character: 'c2' }))?.refusal).toBe('gk/in_phase');
	});
	it('removes a technique no face uses; names the character whose face does', () => {
		const s = world();
		expect(refusal(run(s, 'removeTechnique', { id: 'light' }))).toEqual({
			refusal: 'gk/technique_in_use',
			params: { name: 'A', technique: s.techniques.light!.name }
		});
		const unused = Object.keys(s.techniques).find((id) => !['light', 'defend', 'evade'].includes(id))!;
		const r = ok(run(s, 'removeTechnique', { id: unused }));
		expect(r.techniques[unused]).toBeUndefined();
		expect(refusal(run(r, 'removeTechnique', { id: unused }))?.refusal).toBe('gk/unknown_technique');
	});
});

describe('resolving a phase in submission order', () => {
	/** f1's phase: A engages B (after a ZoC stop on B's square), C uses its ability, A's engagement first. */
	function submitted(): GkState {
		let s = ok(run(world(), 'startPhase', { faction: 'f1' }));
		s = ok(run(s, 'takeAction', zocEngage));
		s = ok(run(s, 'takeAction', { character: 'c3', path: [], action: 'ability' }));
		return s;
	}
	it('the next one only; an outcome only once it happened; the summary lists each outcome in order', () => {
		let s = submitted();
		expect(refusal(run(s, 'resolveAction', { character: 'c3' }))).toEqual({
			refusal: 'gk/not_next',
			params: { name: 'A' }
		});
		expect(refusal(run(s, 'resolveAction', { character: 'c1' }))?.refusal).toBe('gk/not_resolved_yet');
		// An ability use recorded before the action was submitted does not count; one after does.
		s = ok(run(s, 'engagementApp', { a: 'c1', b: 'c2', all: false }));
		expect(refusal(run(s, 'resolveAction', { character: 'c1' }))?.refusal).toBe('gk/engagement_unfinished');
		s = ok(run(s, 'engagementApp', { a: 'c1', b: 'c2', all: true }));
		const e = s.engagement!;
		// With this seed the engagement has a winner and the loser is dying: its survival check first.
		const dying = [e.a, e.b].find((id) => s.characters[id]!.status === 'dying')!;
		expect(dying).toBeDefined();
		expect(refusal(run(s, 'resolveAction', { character: 'c1' }))?.refusal).toBe('gk/survival_pending');
		s = ok(run(s, 'survival', { character: dying, roll: 1 }));
		s = ok(run(s, 'resolveAction', { character: 'c1' }));
		expect(s.phase!.actions[0]!.resolution).toMatchObject({ kind: 'engage', a: 'c1', b: 'c2', over: e.over });
		expect(refusal(run(s, 'resolveAction', { character: 'c1' }))?.refusal).toBe('gk/nothing_to_resolve');
		s = ok(run(s, 'useAbility', { character: 'c3', activation: 10, success: 10 }));
		s = ok(run(s, 'resolveAction', { character: 'c3' }));
		expect(s.phase!.actions[1]!.resolution).toMatchObject({ kind: 'ability', log: { character: 'c3' } });
		const text = phaseSummary(s, 'en');
		const lines = text.split('\n');
		const i = lines.indexOf('— resolved in submission order —');
		expect(i).toBeGreaterThan(0);
		expect(lines[i + 1]).toBe('1. A engage → B');
		expect(lines[i + 2]).toMatch(/^ {3}(Result: .+ wins|No result|Double KO)/);
		expect(text).toMatch(/2\. C use ability\n {3}C “閃き”: activation 10 \/ 50% success; success 10 \/ 50% success/);
	});
	it('an action that can no longer happen is resolved as cancelled (the fighter fell earlier)', () => {
		let s = submitted();
		s = ok(run(s, 'setFlag', { character: 'c1', flag: 'incapacitated', on: true }));
		s = ok(run(s, 'resolveAction', { character: 'c1' }));
		expect(s.phase!.actions[0]!.resolution).toEqual({ kind: 'cancelled' });
		expect(phaseSummary(s, 'en')).toContain('   cancelled (could not happen; waits)');
	});
});
