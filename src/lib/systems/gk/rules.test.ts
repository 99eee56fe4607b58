import { describe, expect, it } from 'vitest';
import {
	actingOrder,
	actionPreconditions,
	counterDamage,
	d100Succeeds,
	engagementOdds,
	evadeChance,
	guardChance,
	guardedDamage,
	resolveMove,
	resolveRound,
	specialAttackDamage,
	specialAttackHitChance,
	survives,
	type Fighter,
	type Technique
} from './rules';

const attack = (damage: number, extra: Partial<Technique> = {}): Technique => ({
	name: `攻撃${damage}`,
	kind: 'attack',
	damage,
	...extra
});
const defend: Technique = { name: '防御', kind: 'defend', damage: 0, guardBonus: 100 };
const wait: Technique = { name: '様子見', kind: 'other', damage: 0 };
const fighter = (face: Technique, extra: Partial<Fighter> = {}): Fighter => ({
	hp: 50,
	reaction: 5,
	defence: 5,
	fs: 10,
	counter: false,
	faces: [face, face, face, face, face, face],
	...extra
});
const damageTo = (r: ReturnType<typeof resolveRound>, side: 'a' | 'b') =>
	r.steps.filter((s) => s.type === 'damage' && s.side === side).map((s) => (s.type === 'damage' ? s.amount : 0));

describe('special attack (特殊攻撃)', () => {
	it('「命中率:(10-7)×5+50=65%」 and 「出目が「55」→65以下なので攻撃は命中」', () => {
		expect(specialAttackHitChance(10, 7)).toBe(65);
		expect(d100Succeeds(55, 65)).toBe(true);
		expect(d100Succeeds(65, 65)).toBe(true);
		expect(d100Succeeds(66, 65)).toBe(false);
	});
	it('「10(攻撃力)-7(防御力)=3(ダメージ)」「残り体力:5-3=2」', () => {
		expect(specialAttackDamage(10, 7)).toBe(3);
		expect(5 - specialAttackDamage(10, 7)).toBe(2);
	});
	it('「差し引いた値が0以下であっても…ダメージが保障されます」: the minimum, 1 by default', () => {
		expect(specialAttackDamage(7, 10)).toBe(1);
		expect(specialAttackDamage(7, 7, 2)).toBe(2);
		expect(specialAttackDamage(7, 10, 0)).toBe(0);
	});
	it('clamps the hit chance to 0…100', () => {
		expect(specialAttackHitChance(20, 0)).toBe(100);
		expect(specialAttackHitChance(0, 20)).toBe(0);
	});
	it('refuses stats outside 0…99 and d100 rolls outside 1…100, naming the argument', () => {
		expect(() => specialAttackHitChance(100, 7)).toThrow(/attack/);
		expect(() => specialAttackDamage(10, -1)).toThrow(RangeError);
		expect(() => specialAttackHitChance(1.5, 7)).toThrow(RangeError);
		expect(() => d100Succeeds(0, 50)).toThrow(/roll/);
		expect(() => d100Succeeds(101, 50)).toThrow(/roll/);
		expect(() => d100Succeeds(50, 101)).toThrow(/chance/);
	});
});

describe('evade, guard, counter (回避・ガード・カウンター)', () => {
	it('「回避率(反応×2%)」「ガード率(防御×5%)」, clamped', () => {
		expect(evadeChance(10)).toBe(20);
		expect(guardChance(7)).toBe(35);
		expect(evadeChance(60)).toBe(100);
		expect(guardChance(25)).toBe(100);
	});
	it('「ダメージが半減(端数切上げ)」: 7 → 4', () => {
		expect(guardedDamage(7)).toBe(4);
		expect(guardedDamage(8)).toBe(4);
		expect(guardedDamage(0)).toBe(0);
	});
	it('「次の技のダメージが1.5倍(端数切上げ)」: 7 → 11; guarded then: ceil(11 / 2) = 6', () => {
		expect(counterDamage(7)).toBe(11);
		expect(guardedDamage(counterDamage(7))).toBe(6);
	});
});

describe('survival check (生存判定)', () => {
	it('「出目が[残り精神力×5]よりも大きい場合は、判定失敗となり死亡」', () => {
		expect(survives(4, 20)).toBe(true);
		expect(survives(4, 21)).toBe(false);
		expect(survives(0, 1)).toBe(false);
		expect(() => survives(4, 0)).toThrow(/roll/);
	});
});

describe('actingOrder (先攻の決定)', () => {
	it('「技「防御」「回避」を選択したキャラクターが先に行動する」 whatever the dice', () => {
		expect(actingOrder({ kind: 'attack', die: 6, reaction: 20 }, { kind: 'defend', die: 1, reaction: 0 })).toBe('b');
		expect(actingOrder({ kind: 'evade', die: 1, reaction: 0 }, { kind: 'other', die: 6, reaction: 9 })).toBe('a');
	});
	it('「[行動ダイスの出目+反応値]が高いキャラクターが先に行動する」, also when both defend', () => {
		expect(actingOrder({ kind: 'attack', die: 3, reaction: 5 }, { kind: 'attack', die: 6, reaction: 1 })).toBe('a');
		expect(actingOrder({ kind: 'defend', die: 2, reaction: 5 }, { kind: 'evade', die: 6, reaction: 5 })).toBe('b');
	});
	it('「同値の場合は反応が高い方が先制する(同じ場合は同時攻撃)」', () => {
		expect(actingOrder({ kind: 'attack', die: 4, reaction: 3 }, { kind: 'other', die: 2, reaction: 5 })).toBe('b');
		expect(actingOrder({ kind: 'attack', die: 4, reaction: 3 }, { kind: 'attack', die: 4, reaction: 3 })).toBe(
			'simultaneous'
		);
	});
	it('refuses a die of 0 or 7', () => {
		expect(() => actingOrder({ kind: 'attack', die: 0, reaction: 3 }, { kind: 'attack', die: 4, reaction: 3 })).toThrow(
			/a\.die/
		);
		expect(() => actingOrder({ kind: 'attack', die: 1, reaction: 3 }, { kind: 'attack', die: 7, reaction: 3 })).toThrow(
			/b\.die/
		);
	});
});

describe('resolveMove (移動)', () => {
	const map = { width: 8, height: 8 };
	it('「1回の「移動」2マスまで」: two orthogonal steps cost 2', () => {
		expect(
			resolveMove({
				...map,
				from: [1, 1],
				path: [
					[2, 1],
					[3, 1]
				]
			})
		).toEqual({ cancelled: false, end: [3, 1], cost: 2, stoppedByZoc: false });
	});
	it('「斜めのマスに移動するには2マス分移動が必要です」: a diagonal costs 2, so diagonal + orthogonal is cancelled', () => {
		expect(resolveMove({ ...map, from: [1, 1], path: [[2, 2]] })).toMatchObject({
			cancelled: false,
			end: [2, 2],
			cost: 2
		});
		expect(
			resolveMove({
				...map,
				from: [1, 1],
				path: [
					[2, 2],
					[3, 2]
				]
			})
		).toEqual({ cancelled: true, end: [1, 1], cost: 0, stoppedByZoc: false });
		expect(
			resolveMove({
				...map,
				from: [1, 1],
				path: [
					[2, 2],
					[3, 2]
				],
				movement: 3
			})
		).toMatchObject({ cancelled: false, end: [3, 2], cost: 3 });
	});
	it('ZoC: 「敵キャラクターが居るマスに侵入した場合、残り移動力に関わらず移動はそこで終了」 after one step', () => {
		const r = resolveMove({
			...map,
			from: [1, 1],
			path: [
				[2, 1],
				[3, 1]
			],
			enemies: [[2, 1]]
		});
		expect(r).toEqual({ cancelled: false, end: [2, 1], cost: 1, stoppedByZoc: true });
		// The rest of the path is ignored, even a wall or the map's edge.
		expect(
			resolveMove({
				...map,
				from: [0, 0],
				path: [
					[1, 0],
					[9, 9]
				],
				enemies: [[1, 0]]
			})
		).toMatchObject({ end: [1, 0], stoppedByZoc: true });
	});
	it('an enemy on the starting square stops nobody (「1マス以上移動して」)', () => {
		expect(
			resolveMove({
				...map,
				from: [1, 1],
				path: [
					[1, 2],
					[1, 3]
				],
				enemies: [[1, 1]]
			})
		).toMatchObject({ end: [1, 3], stoppedByZoc: false });
	});
	it('「移動不可能なマスを指定した場合…キャンセル (0マス移動後に待機)」: a wall, the edge, a skipped square', () => {
		const stays = { cancelled: true, end: [1, 1], cost: 0, stoppedByZoc: false };
		expect(resolveMove({ ...map, from: [1, 1], path: [[1, 2]], impassable: [[1, 2]] })).toEqual(stays);
		expect(resolveMove({ ...map, from: [0, 0], path: [[-1, 0]] })).toMatchObject({ cancelled: true, end: [0, 0] });
		expect(resolveMove({ ...map, from: [1, 1], path: [[1, 3]] })).toEqual(stays);
		expect(resolveMove({ ...map, from: [1, 1], path: [[1, 1]] })).toEqual(stays);
	});
	it('an empty path stays put without being cancelled; 「1マスに何人でも入れる」 (allies do not stop)', () => {
		expect(resolveMove({ ...map, from: [1, 1], path: [] })).toEqual({
			cancelled: false,
			end: [1, 1],
			cost: 0,
			stoppedByZoc: false
		});
	});
	it('refuses a starting square off the map or a malformed square', () => {
		expect(() => resolveMove({ ...map, from: [8, 0], path: [] })).toThrow(/from/);
		expect(() => resolveMove({ ...map, from: [0, 0], path: [[1, 0.5] as unknown as [number, number]] })).toThrow(
			/path\[0\]/
		);
	});
});

describe('actionPreconditions (行動の前提条件)', () => {
	const ok = {
		factionPhase: true,
		controls: true,
		onMapSincePhase: 3,
		currentPhase: 5,
		incapacitated: false,
		actedThisPhase: false
	};
	it('all five met → []', () => expect(actionPreconditions(ok)).toEqual([]));
	it('1「今が自陣営のフェイズである」', () => expect(actionPreconditions({ ...ok, factionPhase: false })).toEqual([1]));
	it('2「自陣営がそのキャラクターの操作権を持っている」', () =>
		expect(actionPreconditions({ ...ok, controls: false })).toEqual([2]));
	it('3「このフェイズの2つ前のフェイズからMAP上に存在している」, with the starter and withdrawal exceptions', () => {
		expect(actionPreconditions({ ...ok, currentPhase: 4 })).toEqual([3]);
		expect(actionPreconditions({ ...ok, currentPhase: 4, starter: true })).toEqual([]);
		expect(actionPreconditions({ ...ok, currentPhase: 4, withdrawn: true })).toEqual([]);
	});
	it('4「死亡や行動不能ではない」', () => expect(actionPreconditions({ ...ok, incapacitated: true })).toEqual([4]));
	it('5「このフェイズ中に1度も行動していない」', () =>
		expect(actionPreconditions({ ...ok, actedThisPhase: true })).toEqual([5]));
	it('lists every failing one in ascending order', () => {
		expect(
			actionPreconditions({
				factionPhase: false,
				controls: false,
				onMapSincePhase: 5,
				currentPhase: 5,
				incapacitated: true,
				actedThisPhase: true
			})
		).toEqual([1, 2, 3, 4, 5]);
	});
	it('refuses a non-boolean flag', () => {
		expect(() => actionPreconditions({ ...ok, controls: 1 as unknown as boolean })).toThrow(/controls/);
	});
});

describe('resolveRound (交戦の進行 1–5)', () => {
	it('first the faster attack, then the other; a failed evade and guard take the full damage, a guard halves (7 → 4) and grants the counter state', () => {
		const a = fighter(attack(7), { reaction: 5 });
		const b = fighter(attack(7), { reaction: 4 });
		const r = resolveRound(a, b, {
			a: { die: 6, crit: 50, evade: 90, guard: 10 },
			b: { die: 1, crit: 50, evade: 90, guard: 99 }
		});
		expect(r.order).toBe('a');
		expect(r.b.hp).toBe(43);
		expect(r.a.hp).toBe(46);
		expect(r.a.counter).toBe(true);
		expect(r.b.counter).toBe(false);
		expect(r.over).toBeNull();
	});
	it('「100面ダイスを振り、自分のFS値%以下を出せばクリティカルヒット」: no evade or guard then, and their rolls are not needed', () => {
		const r = resolveRound(fighter(attack(7)), fighter(wait), { a: { die: 1, crit: 10 }, b: { die: 1 } });
		expect(r.b.hp).toBe(43);
		expect(r.steps.some((s) => s.type === 'check' && s.check !== 'critical')).toBe(false);
	});
	it('a needed roll that is absent is a RangeError naming it', () => {
		expect(() => resolveRound(fighter(attack(7)), fighter(wait), { a: { die: 1, crit: 50 }, b: { die: 1 } })).toThrow(
			/rolls\.b\.evade/
		);
	});
	it('a check whose chance is 0 or 100 needs no roll', () => {
		const r = resolveRound(fighter(attack(7), { fs: 0 }), fighter(defend, { reaction: 0 }), {
			a: { die: 1 },
			b: { die: 1 }
		});
		// 防御 guard +100 → certain guard, halved; evade 0 % → certain failure.
		expect(r.b.hp).toBe(46);
		expect(r.b.counter).toBe(true);
		expect(r.order).toBe('b');
	});
	it('counter state: 7 → 11, and the state ends when the technique has been processed', () => {
		const r = resolveRound(fighter(attack(7), { counter: true, fs: 0 }), fighter(wait, { reaction: 0, defence: 0 }), {
			a: { die: 1 },
			b: { die: 1 }
		});
		expect(r.b.hp).toBe(39);
		expect(r.a.counter).toBe(false);
	});
	it('counter then guard: ceil(ceil(7 × 1.5) / 2) = 6', () => {
		const r = resolveRound(fighter(attack(7), { counter: true, fs: 0 }), fighter(defend, { reaction: 0 }), {
			a: { die: 1 },
			b: { die: 1 }
		});
		expect(damageTo(r, 'b')).toEqual([6]);
	});
	it('「その技がダメージを与えないものであっても終了する」', () => {
		const r = resolveRound(fighter(wait, { counter: true }), fighter(wait), { a: { die: 1 }, b: { die: 1 } });
		expect(r.a.counter).toBe(false);
	});
	it('「2.ダメージを受ける」: an unguarded hit ends the counter state before its owner uses it', () => {
		const a = fighter(attack(5), { reaction: 9, fs: 0 });
		const b = fighter(attack(8), { reaction: 0, defence: 0, counter: true, fs: 0 });
		const r = resolveRound(a, b, { a: { die: 6, evade: 100, guard: 100 }, b: { die: 1 } });
		expect(damageTo(r, 'a')).toEqual([8]);
		expect(r.b.counter).toBe(false);
	});
	it('a counter state gained by the second actor boosts its technique that round (default), or waits for the round end', () => {
		const a = fighter(attack(5), { reaction: 9, fs: 0, defence: 0 });
		const b = fighter(attack(8), { reaction: 20, defence: 0, fs: 0 });
		const rolls = { a: { die: 6, evade: 100 }, b: { die: 1, evade: 1 } };
		const same = resolveRound({ ...a, reaction: 30 }, b, rolls);
		expect(same.order).toBe('a');
		expect(damageTo(same, 'a')).toEqual([12]);
		expect(same.b.counter).toBe(false);
		const next = resolveRound({ ...a, reaction: 30 }, b, rolls, { counterSameRound: false, criticalDamage: 'plain' });
		expect(damageTo(next, 'a')).toEqual([8]);
		expect(next.b.counter).toBe(true);
	});
	it('「ガード無効技」「回避無効技」 and the demerits 「防御が発生しない」 skip those checks', () => {
		const r1 = resolveRound(fighter(attack(8, { unguardable: true, unevadable: true }), { fs: 0 }), fighter(defend), {
			a: { die: 1 },
			b: { die: 1 }
		});
		expect(r1.b.hp).toBe(42);
		const noGuard = attack(3, { noGuard: true, noEvade: true });
		const r2 = resolveRound(
			fighter(attack(8), { fs: 0, reaction: 0, defence: 0 }),
			fighter(noGuard, { fs: 0, reaction: 0, defence: 20 }),
			{ a: { die: 6 }, b: { die: 1 } }
		);
		expect(r2.steps.filter((s) => s.type === 'check' && s.side === 'b' && s.check !== 'critical')).toEqual([]);
		expect(r2.a.hp).toBe(47);
		expect(r2.b.hp).toBe(42);
	});
	it('a fighter brought to HP ≤ 0 by the first actor does not act: its rolls are not needed', () => {
		const r = resolveRound(
			fighter(attack(60), { reaction: 9, fs: 0 }),
			fighter(attack(60), { reaction: 0, defence: 0 }),
			{ a: { die: 6 }, b: { die: 1 } }
		);
		expect(r.over).toBe('a');
		expect(r.a.hp).toBe(50);
		expect(r.b.hp).toBe(-10);
	});
	it('「お互い同じラウンドにHP0以下になったらダブルKOで引き分け」; simultaneous counters start at the round end', () => {
		const same = { reaction: 3, defence: 0, fs: 0 };
		const ko = resolveRound(fighter(attack(60), same), fighter(attack(60), same), {
			a: { die: 4, evade: 100 },
			b: { die: 4, evade: 100 }
		});
		expect(ko.order).toBe('simultaneous');
		expect(ko.over).toBe('draw');
		expect([ko.a.hp, ko.b.hp]).toEqual([-10, -10]);
		// a evades b's blow and had a counter at the start: a's blow ×1.5 from the start-of-round
		// state, the old state ends, the new one starts at the round's end.
		const r = resolveRound(fighter(attack(10), { ...same, counter: true, reaction: 3 }), fighter(attack(10), same), {
			a: { die: 4, evade: 1 },
			b: { die: 4, evade: 100 }
		});
		expect(r.b.hp).toBe(35);
		expect(r.a.hp).toBe(50);
		expect(r.a.counter).toBe(true);
		expect(r.steps.some((s) => s.type === 'counter' && s.change === 'gainedAtRoundEnd' && s.side === 'a')).toBe(true);
	});
	it('「同時攻撃における行動の優先順位……「防御」>「攻撃」>「その他」」 orders the log', () => {
		const same = { reaction: 3, fs: 0 };
		const r = resolveRound(fighter(wait, same), fighter(attack(4), { ...same, reaction: 3 }), {
			a: { die: 4, evade: 100, guard: 100 },
			b: { die: 4 }
		});
		expect(r.order).toBe('simultaneous');
		expect(r.steps.find((s) => s.type === 'damage')).toMatchObject({ side: 'a', amount: 4 });
	});
	it('HP ≤ 0 never fights again; a bad face or roll is refused', () => {
		expect(() => resolveRound(fighter(wait, { hp: 0 }), fighter(wait), { a: { die: 1 }, b: { die: 1 } })).toThrow(
			/a\.hp/
		);
		expect(() => resolveRound(fighter(wait), fighter(wait), { a: { die: 7 }, b: { die: 1 } })).toThrow(/rolls\.a\.die/);
		expect(() => resolveRound(fighter(wait), fighter(wait), { a: { die: 1, crit: 0 }, b: { die: 1 } })).toThrow(
			/rolls\.a\.crit/
		);
		expect(() =>
			resolveRound({ ...fighter(wait), faces: [wait] }, fighter(wait), { a: { die: 1 }, b: { die: 1 } })
		).toThrow(/a\.faces/);
		expect(() => resolveRound(fighter(attack(-1)), fighter(wait), { a: { die: 1 }, b: { die: 1 } })).toThrow(/damage/);
	});
});

describe('engagementOdds, hand-worked', () => {
	it('two 1-HP fighters, no checks possible: the higher die wins (15/36 each), a tie is a double KO (6/36), all in round 1', () => {
		const f = fighter(attack(1), { hp: 1, reaction: 0, defence: 0, fs: 0 });
		const o = engagementOdds(f, f);
		expect(o.aWins).toBeCloseTo(15 / 36, 12);
		expect(o.bWins).toBeCloseTo(15 / 36, 12);
		expect(o.draw).toBeCloseTo(6 / 36, 12);
		expect(o.doubleKo).toBeCloseTo(6 / 36, 12);
		expect(o.rounds[0]).toBeCloseTo(1, 12);
		expect(o.expectedRounds).toBeCloseTo(1, 12);
	});
	it('「決着がつかずに25ラウンドが終了した場合は引き分け」: two waiting fighters always draw after the limit', () => {
		const o = engagementOdds(fighter(wait), fighter(wait));
		expect(o.draw).toBeCloseTo(1, 12);
		expect(o.rounds).toHaveLength(25);
		expect(o.expectedRounds).toBeCloseTo(25, 10);
		expect(engagementOdds(fighter(wait), fighter(wait), { roundsLeft: 3 }).expectedRounds).toBeCloseTo(3, 12);
	});
	it('a sure hit of 10 against 30 HP, the other waiting: a wins in round 3 exactly', () => {
		const o = engagementOdds(fighter(attack(10), { fs: 0 }), fighter(wait, { hp: 30, reaction: 0, defence: 0 }));
		expect(o.aWins).toBeCloseTo(1, 12);
		[0, 0, 1, 0].forEach((p, i) => expect(o.rounds[i]).toBeCloseTo(p, 12));
	});
	it('a 50 % critical against a sure evade: a wins round 1 with ½, round 2 with ¼ …', () => {
		const o = engagementOdds(fighter(attack(10), { fs: 50 }), fighter(wait, { hp: 10, reaction: 50 }), {
			roundsLeft: 3
		});
		[0.5, 0.25, 0.25].forEach((p, i) => expect(o.rounds[i]).toBeCloseTo(p, 12));
		expect(o.aWins).toBeCloseTo(0.875, 12);
		expect(o.draw).toBeCloseTo(0.125, 12);
	});
	it('refuses HP above its table size and bad roundsLeft', () => {
		expect(() => engagementOdds(fighter(wait, { hp: 1000 }), fighter(wait))).toThrow(/a\.hp/);
		expect(() => engagementOdds(fighter(wait), fighter(wait), { roundsLeft: -1 })).toThrow(/roundsLeft/);
	});
});
