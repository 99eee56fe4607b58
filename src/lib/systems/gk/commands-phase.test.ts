/**
 * The GK phase console: move and act, one character at a time, as the shell runs them.
 */
import { describe, expect, it } from 'vitest';
import { run, ok, refusal, stats, world, edit } from '$tests/factories/gk-world';
import { type GkCommands } from './commands';
import type { GkState } from './state';
import { phaseSummary } from './report';
import type { IntentOf } from '../types';
import { gk } from '.';

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
		expect(p.phase).toEqual({ number: 1, faction: 'f1', actions: [], extra: {} });
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
		expect(other).toEqual({ refusal: 'gk/precondition', params: { n: 1, all: '1', why: '' } });
		expect(gk.explainRefusal(other!, 'en')).toBe(
			"Action precondition 1 is not met: it is the submitting faction's phase"
		);
		// f1 (the phase's faction) tries to move the enemy B: condition 2, 「敵は動かせない」.
		const enemy = refusal(run(s, 'takeAction', { character: 'c2', path: [], action: 'wait' }));
		expect(enemy).toEqual({ refusal: 'gk/precondition', params: { n: 2, all: '2', why: '' } });
		// Once the GK hands B's 操作権 to f1, f1 may move it in its phase, and f2 may not.
		const handOver = (st: GkState) => edit(st, 'c2', { controlledBy: 'f1' });
		const handed = ok(handOver(s));
		expect(refusal(run(handed, 'takeAction', { character: 'c2', path: [], action: 'wait' }))).toBeNull();
		const f2phase = ok(handOver(ok(run(world(), 'startPhase', { faction: 'f2' }))));
		expect(refusal(run(f2phase, 'takeAction', { character: 'c2', path: [], action: 'wait' }))?.params?.n).toBe(2);
		const acted = ok(run(s, 'takeAction', { character: 'c1', path: [], action: 'wait' }));
		expect(refusal(run(acted, 'takeAction', { character: 'c1', path: [], action: 'wait' }))?.params).toEqual({
			n: 5,
			all: '5',
			why: ''
		});
		const fresh = ok(
			run(s, 'addCharacter', { name: 'N', faction: 'f1', stats, hp: 9, faces: Array(6).fill('light'), at: [1, 1] })
		);
		expect(refusal(run(fresh, 'takeAction', { character: 'c4', path: [], action: 'wait' }))?.params?.n).toBe(3);
		// 戦線離脱中 is off the map: not in a state to act (4).
		const withdrawn = ok(run(fresh, 'setFlag', { character: 'c4', flag: 'withdrawn', on: true }));
		expect(refusal(run(withdrawn, 'takeAction', { character: 'c4', path: [], action: 'wait' }))?.params).toMatchObject({
			n: 3,
			all: '3,4',
			why: 'withdrawn'
		});
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

describe('resolving a phase: each character’s move and act before the next character’s', () => {
	it('「移動と動作の間に他のキャラクターの行動を挟むことはできません」: the next submission waits for this outcome', () => {
		let s = ok(run(world(), 'startPhase', { faction: 'f1' }));
		s = ok(run(s, 'takeAction', zocEngage));
		expect(refusal(run(s, 'takeAction', { character: 'c3', path: [], action: 'ability' }))).toEqual({
			refusal: 'gk/resolve_first',
			params: { name: 'A' }
		});
		expect(refusal(run(s, 'resolveAction', { character: 'c1' }))?.refusal).toBe('gk/not_resolved_yet');
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
		s = ok(run(s, 'takeAction', { character: 'c3', path: [], action: 'ability' }));
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
	it('an action that can no longer happen is resolved as cancelled, saying why (the fighter fell)', () => {
		let s = ok(run(world(), 'startPhase', { faction: 'f1' }));
		s = ok(run(s, 'takeAction', zocEngage));
		s = ok(run(s, 'setFlag', { character: 'c1', flag: 'incapacitated', on: true }));
		s = ok(run(s, 'resolveAction', { character: 'c1' }));
		expect(s.phase!.actions[0]!.resolution).toEqual({ kind: 'cancelled', why: 'fallen' });
		expect(phaseSummary(s, 'en')).toContain('   cancelled (could not happen; waits): the actor cannot act');
	});
});
