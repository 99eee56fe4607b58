/**
 * Issue 23's map points, quoted from the seed (`001_2a625b5deb160d67.txt`): move and act as one
 * step, movement on the group's scale, the diagonal step beside a zone of control.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { gkOk, gkRefusal, gkRun, gkWorld } from '$tests/factories/gk-play';
import { gk } from '.';
import { CHECKLISTS } from './data/checklists';
import { GK_CHOICE_POINTS } from './data/open-points';
import { GK_FIXED_POINTS } from './data/fixed-points';
import { MOVEMENT_PRESETS } from './data/table-formulas';
import { movementAllowance, resolveMove } from './movement';
import type { GkState } from './state';

describe('8. move and act are one step', () => {
	it('「移動と動作の間に他のキャラクターの行動を挟むことはできません」: the next submission waits for the outcome', () => {
		let s = gkOk(gkRun(gkWorld(), 'startPhase', { faction: 'f1' }));
		s = gkOk(
			gkRun(s, 'addCharacter', {
				name: 'C',
				faction: 'f1',
				stats: s.characters.c1!.stats,
				hp: 9,
				faces: s.characters.c1!.faces,
				at: [0, 1],
				starter: true
			})
		);
		s = gkOk(gkRun(s, 'takeAction', { character: 'c1', path: [[0, 1]], action: 'specialAttack', target: 'c2' }));
		expect(gkRefusal(gkRun(s, 'takeAction', { character: 'c3', path: [], action: 'wait' }))).toEqual({
			refusal: 'gk/resolve_first',
			params: { name: 'A' }
		});
		s = gkOk(gkRun(s, 'specialAttack', { attacker: 'c1', target: 'c2', roll: 90 }));
		s = gkOk(gkRun(s, 'resolveAction', { character: 'c1' }));
		expect(gkRefusal(gkRun(s, 'takeAction', { character: 'c3', path: [], action: 'wait' }))).toBeNull();
	});
	it('the stated reading and the reference page say so', () => {
		const point = [...GK_CHOICE_POINTS, ...GK_FIXED_POINTS].find((p) => p.id === 'resolution_order')!;
		expect(point.readings.find((r) => r.id === point.default)!.label.ja).toMatch(
			/1人の移動と動作.*結果を記録してから次のキャラクター/
		);
		const action = CHECKLISTS.find((c) => c.id === 'action')!;
		expect(action.items.some((i) => i.ja.includes('移動と動作の間に他のキャラの行動は挟まない'))).toBe(true);
		expect(action.items.some((i) => i.ja.includes('提出順に解決'))).toBe(false);
	});
});

describe('9. movement grows with 反応, on the group’s scale', () => {
	const stats = (REA: number) => ({ ATK: 0, DEF: 0, VIT: 0, MND: 0, FS: 0, REA, HP: 1 });
	it('「反応が増えると移動できるマス数も増えます」: 2 + 反応÷5 gives 2, 3, 4 at 反応 0, 5, 10', () => {
		expect([0, 5, 10].map((r) => movementAllowance('2 + REA ÷ 5', stats(r)))).toEqual([2, 3, 4]);
	});
	test.prop([fc.constantFrom(...MOVEMENT_PRESETS.map((p) => p.value)), fc.integer({ min: 0, max: 98 })])(
		'「1回の「移動」2マスまで」: every preset gives 2 at 反応 0 and never less as 反応 grows',
		(scale, rea) => {
			expect(movementAllowance(scale, stats(0))).toBe(2);
			expect(movementAllowance(scale, stats(rea + 1))).toBeGreaterThanOrEqual(movementAllowance(scale, stats(rea)));
		}
	);
	it('never a silent constant 2: no move is recorded until the group chooses; the choice is one logged setting', () => {
		expect((gk.initialState() as GkState).settings.movementFormula).toBeNull();
		let s = gkOk(gkRun(gkWorld(), 'changeFormulas', { movementFormula: '2 + REA ÷ 5' }));
		s = gkOk(
			gkRun(s, 'editCharacter', {
				id: 'c1',
				name: 'A',
				faction: 'f1',
				stats: { ...s.characters.c1!.stats, REA: 5 },
				hp: 30,
				faces: s.characters.c1!.faces
			})
		);
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }));
		// 反応 5: 3 squares, so (1,0) (2,0) (3,0) is allowed.
		const moved = gkOk(
			gkRun(s, 'takeAction', {
				character: 'c1',
				path: [
					[1, 0],
					[2, 0],
					[3, 0]
				],
				action: 'wait'
			})
		);
		expect(moved.phase!.actions[0]).toMatchObject({ cancelled: false, cost: 3, end: [3, 0] });
		const unset = { ...s, settings: { ...s.settings, movementFormula: null } };
		expect(gkRefusal(gkRun(unset, 'takeAction', { character: 'c1', path: [], action: 'wait' }))?.refusal).toBe(
			'gk/movement_unset'
		);
	});
});

describe('10. a diagonal step passes beside its two orthogonal squares', () => {
	const base = { from: [1, 1] as const, width: 5, height: 5, movement: 4 };
	it('「斜めのマスに移動するには2マス分移動が必要です(縦横1歩ずつ)」: an enemy beside it stops it there (ZoC)', () => {
		// (1,1) → (2,2) passes (1,2) [vertical first] or (2,1); an enemy on (2,1) stops the move there after 1.
		expect(resolveMove({ ...base, path: [[2, 2]], enemies: [[2, 1]] })).toEqual({
			cancelled: false,
			end: [2, 1],
			cost: 1,
			stoppedByZoc: true
		});
		expect(
			resolveMove({
				...base,
				path: [[2, 2]],
				enemies: [
					[1, 2],
					[2, 1]
				]
			}).end
		).toEqual([1, 2]);
		// The group may read it as a stop only when both squares beside hold an enemy.
		expect(resolveMove({ ...base, path: [[2, 2]], enemies: [[2, 1]], diagonalZoc: 'both' })).toMatchObject({
			end: [2, 2],
			cost: 2
		});
		expect(
			resolveMove({
				...base,
				path: [[2, 2]],
				enemies: [
					[1, 2],
					[2, 1]
				],
				diagonalZoc: 'both'
			}).stoppedByZoc
		).toBe(true);
	});
	it('it cannot cut between two impassable squares; one wall leaves the other way', () => {
		expect(
			resolveMove({
				...base,
				path: [[2, 2]],
				impassable: [
					[1, 2],
					[2, 1]
				]
			}).cancelled
		).toBe(true);
		expect(resolveMove({ ...base, path: [[2, 2]], impassable: [[2, 1]] })).toMatchObject({ end: [2, 2], cost: 2 });
	});
	it('the console records it: the move ends beside the enemy, and the engagement waits for a target there', () => {
		let s = gkWorld();
		const b = s.characters.c2!;
		s = gkOk(
			gkRun(s, 'editCharacter', {
				id: 'c2',
				name: 'B',
				faction: 'f2',
				stats: b.stats,
				hp: 30,
				faces: b.faces,
				at: [0, 1]
			})
		);
		// A at (0,0) steps diagonally to (1,1), passing beside B at (0,1): it stops there, after 1 square.
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }));
		s = gkOk(gkRun(s, 'takeAction', { character: 'c1', path: [[1, 1]], action: 'engage', target: 'c2' }));
		expect(s.phase!.actions[0]).toMatchObject({ end: [0, 1], cost: 1, stoppedByZoc: true, action: 'engage' });
	});
});
