import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import { pgtEvents } from './events';
import { pgt } from './index';
import { initialPgtState, reducePgt, type PgtState } from './reducer';

/** The app's default readings (the session's open points untouched). */
const NO_READINGS = { readings: {} };

/** Folds drafts through the schemas and the reducer; throws on a refusal or a bad payload. */
function fold(drafts: EventDraft[], state: PgtState = initialPgtState()): PgtState {
	for (const d of drafts) {
		const schema = pgtEvents[d.type as keyof typeof pgtEvents];
		v.parse(schema, d.payload);
		const next = reducePgt(state, d, NO_READINGS);
		if (isRefusal(next)) throw new Error(`${d.type} refused: ${next.refusal}`);
		state = next;
	}
	return state;
}

function refusal(state: PgtState, d: EventDraft): Refusal {
	const r = reducePgt(state, d, NO_READINGS);
	if (!isRefusal(r)) throw new Error(`${d.type} was not refused`);
	return r;
}

const card = (name: string, cost = 2, pDef = 5, mDef = 5, abilities = ['A: P2D']) => ({
	id: name,
	name,
	cost,
	pDef,
	mDef,
	attribute: '',
	abilities
});
const place = (side: 'a' | 'b', slot: string, c = card(`${side}${slot}`)) => ({
	type: 'pgt/characterPlaced',
	payload: { side, slot, card: c }
});
const attack = (over: Record<string, unknown> = {}) => ({
	type: 'pgt/attackResolved',
	payload: {
		attacker: 'F1',
		ability: 'A: P2D',
		target: 'F1',
		guard: null,
		innocence: null,
		source: 'table',
		check: 'P2D',
		range: 1,
		faces: [4, 4],
		fumbleAtOrBelow: 1,
		criticalFaces: [6],
		conflictAs: null,
		targetRevealed: false,
		...over
	}
});
/** A カウンター of 3+3 with P2D, as recorded (no `declared`: the card's line decides). */
const counter = (over: Record<string, unknown> = {}) => ({
	type: 'pgt/returnAttackResolved',
	payload: {
		ability: 'counter',
		check: 'P2D',
		faces: [3, 3],
		source: 'table',
		fumbleAtOrBelow: 1,
		criticalFaces: [6],
		conflictAs: null,
		...over
	}
});
const pass = { type: 'pgt/attackPassed', payload: {} };
const endTurn = { type: 'pgt/turnEnded', payload: {} };
const startRound = { type: 'pgt/roundStarted', payload: {} };

/** A match with both sides' F1–F3 and B2 filled, round 1 started, a to play. */
function started(): PgtState {
	return fold([
		{ type: 'pgt/matchStarted', payload: { players: { a: '桜', b: '空' } } },
		{ type: 'pgt/gameStarted', payload: { firstPlayer: 'a', rolls: null } },
		place('a', 'F1'),
		place('a', 'F2'),
		place('a', 'F3'),
		place('a', 'B2', card('aB2', 2, 5, 5, ['A: P2D レンジ3'])),
		place('b', 'F1', card('bF1', 3, 9, 2, ['A: P2D', 'カウンター P2D'])),
		place('b', 'F2'),
		place('b', 'F3'),
		place('b', 'B2', card('bB2', 3, 4, 4)),
		startRound
	]);
}

describe('PGT match reducer', () => {
	it('places characters face down and untapped; starts round 1 with the first player', () => {
		const s = started();
		expect(s.phase).toBe('turn');
		expect(s.round).toBe(1);
		expect(s.turn).toBe('a');
		expect(s.fields.a.F1).toEqual({ ...card('aF1'), faceUp: false, tapped: false, cnt: {} });
	});

	it('an attack against a face-down defender uses defence 0 and retires it; the cost is scored', () => {
		const s = fold([attack({ faces: [2, 2] })], started());
		expect(s.lastAttack).toMatchObject({ value: 4, defence: 0, success: true, outcome: 'normal' });
		expect(s.fields.b.F1).toBeNull();
		expect(s.scores.a).toBe(3);
		expect(s.scorePiles.a).toEqual([
			{ ...card('bF1', 3, 9, 2, ['A: P2D', 'カウンター P2D']), faceUp: true, tapped: false, cnt: {} }
		]);
		expect(s.fields.a.F1).toMatchObject({ faceUp: true, tapped: true });
	});

	it('a defender turned face up at the check uses its real P-def: 8 against 9 fails', () => {
		const s = fold([attack({ targetRevealed: true })], started());
		expect(s.lastAttack).toMatchObject({ value: 8, defence: 9, success: false });
		expect(s.fields.b.F1).toMatchObject({ faceUp: true });
	});

	it('a guard taps and is attacked instead (F2 guards F1)', () => {
		const s = fold([attack({ guard: 'F2', faces: [1, 5] })], started());
		expect(s.lastAttack).toMatchObject({ defender: 'F2', outcome: 'fumble', value: 0, defence: 0, success: true });
		expect(s.fields.b.F2).toBeNull();
		expect(s.fields.b.F1).not.toBeNull();
	});

	it('refuses a guard from a non-adjacent or tapped character', () => {
		expect(refusal(started(), attack({ guard: 'F3' })).refusal).toBe('pgt/guard_not_allowed');
	});

	it('refuses an attack out of range, a second attack, a tapped attacker and too many faces', () => {
		const s = started();
		expect(refusal(s, attack({ target: 'B2' })).refusal).toBe('pgt/out_of_range');
		// The range is the line's (「レンジに関する記述がない場合、アタックならレンジ1」): a recorded range 2 is not it.
		expect(refusal(s, attack({ target: 'B2', range: 2 })).refusal).toBe('pgt/record_mismatch');
		expect(refusal(s, attack({ ability: 'A: P5D' })).refusal).toBe('pgt/no_such_ability');
		expect(fold([attack({ faces: [6, 6] })], s).lastAttack).toMatchObject({ outcome: 'critical', value: 99 });
		const after = fold([attack()], s);
		expect(refusal(after, attack({ attacker: 'F2' })).refusal).toBe('pgt/second_attack');
		expect(refusal(s, attack({ faces: [3, 3, 3] })).refusal).toBe('pgt/too_many_faces');
		expect(refusal(s, attack({ check: '+2D' })).refusal).toBe('pgt/not_an_attack');
		expect(refusal(s, attack({ check: 'M2D' })).refusal).toBe('pgt/record_mismatch');
		expect(refusal(s, attack({ check: 'P2X' })).refusal).toBe('pgt/bad_check');
		// b's turn: a's F1 is tapped from its attack in the same round.
		const bTurn = fold([endTurn, attack({ attacker: 'F2', target: 'F2' })], after);
		expect(bTurn.turn).toBe('b');
		expect(refusal(fold([endTurn], bTurn), attack()).refusal).toBe('pgt/attacker_tapped');
	});

	it("a conflict needs the turn player's choice", () => {
		const conflict = { check: 'P1D', faces: [5], fumbleAtOrBelow: 5, criticalFaces: [5, 6] };
		expect(refusal(started(), attack(conflict)).refusal).toBe('pgt/conflict_unresolved');
		expect(fold([attack({ ...conflict, conflictAs: 'critical' })], started()).lastAttack).toMatchObject({
			outcome: 'conflict',
			value: 99
		});
	});

	it('a failed physical attack can be answered by a カウンター; its success retires the attacker and scores for the defender', () => {
		const failed = fold([attack({ targetRevealed: true })], started()); // 8 against P-def 9
		expect(refusal(failed, counter({ ability: 'kirikaeshi' })).refusal).toBe('pgt/wrong_return_attack');
		const s = fold([counter()], failed); // 6 against a's F1 P-def 5
		expect(s.fields.a.F1).toBeNull();
		expect(s.scores.b).toBe(2);
		expect(refusal(s, counter()).refusal).toBe('pgt/no_failed_attack');
		const missed = fold([counter({ faces: [2, 2] })], failed); // 4 against 5
		expect(missed.fields.a.F1).not.toBeNull();
		expect(missed.scores.b).toBe(0);
		expect(refusal(fold([attack({ faces: [2, 2] })], started()), counter()).refusal).toBe('pgt/no_failed_attack');
	});

	it('a counter recorded before the card was read (no `declared`) still folds: the upgrade declares it', () => {
		const failed = fold([attack({ attacker: 'F2', target: 'F2', targetRevealed: true, faces: [1, 2] })], started());
		const old = counter();
		expect(refusal(failed, old).refusal).toBe('pgt/not_on_card'); // bF2's card names no カウンター
		expect(fold([pgt.upgrade(old)], failed).fields.a.F2).toBeNull();
		expect(pgt.upgrade({ type: 'pgt/attackResolved', payload: { innocence: { check: 'M2D' } } })).toEqual({
			type: 'pgt/attackResolved',
			payload: { innocence: { check: 'M2D', declared: true } }
		});
	});

	it('「反撃しない」: declining the カウンター ends the chance to answer, once; the wrong ability is refused', () => {
		const failed = fold([attack({ targetRevealed: true })], started()); // 8 against bF1's P-def 9
		expect(failed.lastAttack).toMatchObject({ returnOpen: true, declined: false });
		const decline = (ability: string) => ({ type: 'pgt/returnAttackDeclined', payload: { ability } });
		expect(refusal(failed, decline('kirikaeshi')).refusal).toBe('pgt/wrong_return_attack');
		const s = fold([decline('counter')], failed);
		expect(s.lastAttack).toMatchObject({ returnOpen: false, declined: true });
		expect(refusal(s, decline('counter')).refusal).toBe('pgt/no_failed_attack');
		expect(refusal(s, counter()).refusal).toBe('pgt/no_failed_attack');
	});

	it('cnt counters go on and off a character and are removed when it retires', () => {
		const cnt = (side: string, slot: string, by: number) => ({
			type: 'pgt/cntAdjusted',
			payload: { side, slot, name: 'メカ', by }
		});
		const s = fold([cnt('b', 'F1', 2), cnt('b', 'F1', -1)], started());
		expect(s.fields.b.F1?.cnt).toEqual({ メカ: 1 });
		expect(refusal(s, cnt('b', 'F1', -2)).refusal).toBe('pgt/cnt_below_zero');
		expect(fold([cnt('b', 'F1', -1)], s).fields.b.F1?.cnt).toEqual({});
		const retired = fold([attack({ faces: [2, 2] })], s);
		expect(retired.scorePiles.a[0]?.cnt).toEqual({});
	});

	it('never turns a face-up card face down again', () => {
		const s = fold([{ type: 'pgt/characterRevealed', payload: { side: 'b', slot: 'F1' } }], started());
		expect(refusal(s, { type: 'pgt/characterRevealed', payload: { side: 'b', slot: 'F1' } }).refusal).toBe(
			'pgt/already_face_up'
		);
	});

	it('two passes in a row end the round and untap everything', () => {
		// a attacks, b passes (the round's turn 2: an ordinary pass), a attacks again, b passes, a passes → round over.
		const s1 = fold([attack({ faces: [2, 2] }), endTurn, pass], started());
		expect(s1.passingAllRound).toEqual({ a: false, b: false });
		expect(s1.turn).toBe('a');
		const s2 = fold([attack({ attacker: 'F2', target: 'F2', faces: [2, 2] }), endTurn], s1);
		expect(s2.turn).toBe('b');
		const s3 = fold([pass, pass], s2);
		expect(s3.passes).toEqual([false, true, false, true, true]);
		expect(s3.phase).toBe('regrouping');
		expect(Object.values(s3.fields.a).every((c) => c === null || !c.tapped)).toBe(true);
	});

	it("「もし第1ターンにアタックをパスした場合、そのプレイヤー側の陣営はそのラウンドの間全てのアタックを自動的にパスする」: only the round's turn 1", () => {
		// b passing its own first turn (the round's turn 2) is not locked in: b attacks on turn 4.
		const s1 = fold(
			[attack({ faces: [2, 2] }), endTurn, pass, attack({ attacker: 'F2', target: 'F2', faces: [2, 2] }), endTurn],
			started()
		);
		expect(s1.turn).toBe('b');
		expect(fold([attack({ attacker: 'F3', target: 'F3', faces: [5, 5] })], s1).lastAttack?.side).toBe('b');
		// a passing the round's turn 1 is locked in: after b's attack a's turn passes by itself.
		const s2 = fold([pass], started());
		expect(s2.passingAllRound).toEqual({ a: true, b: false });
		const s3 = fold([attack({ faces: [2, 2] }), endTurn], s2);
		expect(s3.turn).toBe('b');
		expect(s3.passes).toEqual([true, false, true]);
	});

	it('refuses ending a turn without an attack (that is a pass) and passing after an attack', () => {
		expect(refusal(started(), endTurn).refusal).toBe('pgt/pass_instead');
		expect(refusal(fold([attack()], started()), pass).refusal).toBe('pgt/already_attacked');
	});

	it('regrouping: a face-down character may go back to the hand, a face-up one may not', () => {
		const s = fold([attack({ faces: [2, 2] }), endTurn, pass, pass], started());
		expect(s.phase).toBe('regrouping');
		expect(fold([{ type: 'pgt/characterReturned', payload: { side: 'b', slot: 'F3' } }], s).fields.b.F3).toBeNull();
		expect(refusal(s, { type: 'pgt/characterReturned', payload: { side: 'a', slot: 'F1' } }).refusal).toBe(
			'pgt/face_up_stays'
		);
	});

	it('10 points win the game at once; two games win the match', () => {
		// b's side: four characters worth 3+2+2+3 = 10.
		let s = started();
		const targets: [string, string, number][] = [
			['F1', 'F1', 1],
			['F2', 'F2', 1],
			['F3', 'F3', 1],
			['B2', 'B2', 3]
		];
		for (const [attacker, target, range] of targets) {
			const ability = range === 3 ? 'A: P2D レンジ3' : 'A: P2D';
			s = fold([attack({ attacker, target, range, ability, faces: [2, 2] })], s);
			if (s.phase !== 'turn') break;
			s = fold([endTurn, pass], s);
			expect(s.turn).toBe('a');
		}
		expect(s.scores.a).toBe(10);
		expect(s.games).toEqual(['a']);
		expect(s.phase).toBe('betweenGames');
		expect(refusal(s, attack()).refusal).toBe('pgt/not_in_turn');
	});

	it("a side with nobody on the field at a round's start loses (round 1 too); both empty before round 1 is refused", () => {
		const game = (firstPlayer: 'a' | 'b') => ({ type: 'pgt/gameStarted', payload: { firstPlayer, rolls: null } });
		const opened = fold([{ type: 'pgt/matchStarted', payload: { players: { a: 'A', b: 'B' } } }, game('b')]);
		expect(refusal(opened, startRound).refusal).toBe('pgt/party_missing');
		const s = fold([place('a', 'F1'), startRound], opened);
		expect(s.games).toEqual(['a']);
		// b's only character retires by an effect in round 1; at round 2's start b has nobody: a wins.
		const s2 = fold(
			[
				game('a'),
				place('a', 'F1'),
				place('b', 'F1'),
				startRound,
				{ type: 'pgt/characterRetired', payload: { side: 'b', slot: 'F1' } },
				pass,
				pass,
				startRound
			],
			s
		);
		expect(s2.games).toEqual(['a', 'a']);
		expect(s2.phase).toBe('matchOver');
	});

	it('「ラウンド開始時に場に1人もキャラがいないプレイヤーは負け」, both fields empty: a draw and the game is replayed by default, even with unequal scores; the higher-score reading stays a choice', () => {
		const opened = (settings: Record<string, string> = {}) =>
			fold([
				{ type: 'pgt/matchStarted', payload: { players: { a: 'A', b: 'B' }, settings } },
				{ type: 'pgt/gameStarted', payload: { firstPlayer: 'a', rolls: null } },
				place('a', 'F1'),
				place('b', 'F1', card('bF1', 3)),
				startRound
			]);
		const retire = (side: string) => ({ type: 'pgt/characterRetired', payload: { side, slot: 'F1' } });
		const draw = fold([retire('b'), retire('a'), pass, pass, startRound], opened());
		expect(draw.scores).toEqual({ a: 3, b: 2 });
		expect(draw).toMatchObject({ phase: 'betweenGames', gameReplayed: true, games: [] });
		const higher = fold(
			[retire('b'), retire('a'), pass, pass, startRound],
			opened({ both_sides_empty: 'higher-score' })
		);
		expect(higher.games).toEqual(['a']);
		// A match recorded before the default changed, without the point, played under 'higher-score': it folds as it did.
		const old = { type: 'pgt/matchStarted', payload: { players: { a: 'A', b: 'B' }, settings: {} } };
		expect(pgt.upgrade(old).payload).toEqual({
			players: { a: 'A', b: 'B' },
			settings: { both_sides_empty: 'higher-score' }
		});
		const recorded = {
			type: 'pgt/matchStarted',
			payload: { players: { a: 'A', b: 'B' }, settings: { both_sides_empty: 'replay' } }
		};
		expect(pgt.upgrade(recorded)).toBe(recorded);
	});

	it('refuses events out of phase', () => {
		expect(
			refusal(initialPgtState(), { type: 'pgt/gameStarted', payload: { firstPlayer: 'a', rolls: null } }).refusal
		).toBe('pgt/game_in_progress');
		expect(refusal(started(), place('a', 'B1')).refusal).toBe('pgt/not_forming');
		expect(refusal(started(), startRound).refusal).toBe('pgt/round_in_progress');
	});

	it('rejects bad payloads in the schemas: a cost above 99, a face of 7', () => {
		expect(v.safeParse(pgtEvents['pgt/characterPlaced'], place('a', 'F1', card('x', 100)).payload).success).toBe(false);
		expect(v.safeParse(pgtEvents['pgt/attackResolved'], attack({ faces: [7] }).payload).success).toBe(false);
	});
});
