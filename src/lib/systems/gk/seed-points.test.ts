/**
 * Issue 23's rule points, each read beside the seed (`001_2a625b5deb160d67.txt`) and quoted:
 * special attacks on 体力, 能力休み, cancelled uses, targets, the counter state, 瀕死, 戦線離脱,
 * the 25-round limit.
 */
import { describe, expect, it } from 'vitest';
import { gkDrafts, gkOk, gkRefusal, gkRun, gkWithAbility, gkWorld } from '$tests/factories/gk-play';
import { gk } from '.';
import { opponentsOf } from './condition';
import { failingPreconditions } from './standing';
import type { GkState } from './state';

describe('1. 特殊攻撃 comes off 体力', () => {
	it('「発生したダメージ分だけ攻撃を受けたキャラの体力を減少させます」「残り体力:5-3=2」', () => {
		// 攻撃力10 vs 防御力7 & 体力5: 65 %, d100 55 hits, 3 damage.
		const s = gkWorld();
		const drafts = gkDrafts(s, 'specialAttack', { attacker: 'A', target: 'B', roll: 55 });
		expect(drafts).toMatchObject({ refusal: 'gk/unknown_character' });
		const after = gkOk(gkRun(s, 'specialAttack', { attacker: 'c1', target: 'c2', roll: 55 }));
		expect(after.characters.c2).toMatchObject({ stats: { VIT: 2 }, hp: 30 });
		const [event] = gkDrafts(s, 'specialAttack', { attacker: 'c1', target: 'c2', roll: 55 }) as { payload: object }[];
		expect(event!.payload).toMatchObject({
			outcome: { chance: 65, hit: true, damage: 3, vit: { before: 5, after: 2 } }
		});
		expect(gk.describe({ type: 'gk/specialAttackRecorded', payload: event!.payload }, 'ja')).toBe(
			'A → B に特殊攻撃: d100 55 / 65% 命中 3ダメージ(体力 5→2)(卓のダイス)'
		);
	});
	it('体力 brought to 0 or below is 瀕死, its survival check due; a hit ends the counter state (「ダメージを受ける」)', () => {
		let s = gkWorld();
		s = gkOk(gkRun(s, 'specialAttack', { attacker: 'c1', target: 'c2', roll: 1 }));
		s = gkOk(gkRun(s, 'specialAttack', { attacker: 'c1', target: 'c2', roll: 1 }));
		expect(s.characters.c2).toMatchObject({ stats: { VIT: -1 }, status: 'dying', survival: 'due', hp: 30 });
	});
});

describe('2. 能力休み stops the next use in the user’s own faction’s next phase', () => {
	it('「発動判定→成功判定→効果発揮→制約支払い&能力休み→終了」: one phase of rest, two factions', () => {
		let s = gkWithAbility({
			name: '閃き',
			style: 'active',
			activation: 50,
			success: 50,
			effects: [{ target: 'self' }]
		});
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }));
		s = gkOk(gkRun(s, 'useAbility', { character: 'c3', activation: 10, success: 10 }));
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f2' }));
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }));
		// Phase 3 is f1's next phase: still resting (the old reading ended the rest with phase 2, f2's).
		expect(gkRefusal(gkRun(s, 'useAbility', { character: 'c3', activation: 10, success: 10 }))?.refusal).toBe(
			'gk/ability_resting'
		);
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f2' }));
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }));
		expect(s.characters.c3!.restOverIn).toBe(5);
		expect(gkRefusal(gkRun(s, 'useAbility', { character: 'c3', activation: 10, success: 10 }))).toBeNull();
	});
	it('the length stays a setting: two own phases', () => {
		let s = gkWithAbility({
			name: '閃き',
			style: 'active',
			activation: 50,
			success: 50,
			effects: [{ target: 'self' }]
		});
		// The group's reading of the open point ability_rest (session/readingsChosen): two phases.
		const two = { ability_rest: { reading: 'gk-sets', amount: 2 } };
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }, 1, two));
		s = gkOk(gkRun(s, 'useAbility', { character: 'c3', activation: 10, success: 10 }, 1, two));
		for (const f of ['f2', 'f1', 'f2', 'f1']) s = gkOk(gkRun(s, 'startPhase', { faction: f }, 1, two));
		expect(gkRefusal(gkRun(s, 'useAbility', { character: 'c3', activation: 10, success: 10 }, 1, two))?.refusal).toBe(
			'gk/ability_resting'
		);
	});
});

describe('3. an unpayable cost cancels the use', () => {
	it('「また、制約を満たしていない場合も発動がキャンセルされます」: nothing rolled, paid or rested', () => {
		let s = gkWithAbility(
			{
				name: '癒し',
				style: 'active',
				activation: 50,
				success: 50,
				costs: [{ stat: 'MND', amount: 3 }],
				effects: [{ target: 'self' }]
			},
			{ MND: 2 }
		);
		expect(gkDrafts(s, 'useAbility', { character: 'c3' })).toEqual({ refusal: 'gk/unpayable', params: { name: 'C' } });
		expect(gk.explainRefusal({ refusal: 'gk/unpayable', params: { name: 'C' } }, 'ja')).toBe(
			'消費制約を満たしていないため、C の発動はキャンセルされます'
		);
		// In a phase, the submitted use resolves as cancelled, saying why.
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }));
		s = gkOk(gkRun(s, 'takeAction', { character: 'c3', path: [], action: 'ability' }));
		s = gkOk(gkRun(s, 'resolveAction', { character: 'c3' }));
		expect(s.phase!.actions[0]!.resolution).toEqual({ kind: 'cancelled', why: 'unpayable' });
		expect(s.characters.c3).toMatchObject({ stats: { MND: 2 }, restingIn: null });
	});
});

describe('5. no target named → cancelled', () => {
	const ability = {
		name: '癒しの手',
		style: 'active',
		activation: 50,
		success: 50,
		effects: [{ text: '回復', change: { stat: 'HP', amount: 5 } }]
	};
	it('「必要な対象を指定していない、または不適正だった場合、発動はキャンセルされます」: not the user instead', () => {
		const s = gkWithAbility(ability);
		expect(gkRefusal(gkRun(s, 'useAbility', { character: 'c3', activation: 1, success: 1 }))).toEqual({
			refusal: 'gk/no_target',
			params: { name: 'C' }
		});
		const dead = gkOk(
			gkRun(gkOk(gkRun(s, 'specialAttack', { attacker: 'c1', target: 'c4', roll: 1 })), 'specialAttack', {
				attacker: 'c1',
				target: 'c4',
				roll: 1
			})
		);
		const gone = gkOk(gkRun(dead, 'survival', { character: 'c4', roll: 100 }));
		expect(
			gkRefusal(gkRun(gone, 'useAbility', { character: 'c3', target: 'c4', activation: 1, success: 1 }))?.refusal
		).toBe('gk/bad_target');
	});
	it('「ただし空撃ち可能な能力の場合は空撃ちとなります」: it fires, pays and rests, and no effect appears', () => {
		const s = gkWithAbility({ ...ability, costs: [{ stat: 'MND', amount: 1 }], dryFire: true });
		const r = gkOk(
			gkRun(gkOk(gkRun(s, 'startPhase', { faction: 'f1' })), 'useAbility', {
				character: 'c3',
				activation: 1,
				success: 1
			})
		);
		expect(r.lastAbility).toMatchObject({
			effects: [{ appeared: false, why: 'dry' }],
			costs: [{ paid: 1 }],
			rest: { phases: 1 }
		});
	});
});

describe('6. the counter state ends only with the next technique or damage', () => {
	it('「カウンター状態は以下のどちらかになった時点で解除される 1.自分の次の技の処理が終了する 2.ダメージを受ける」', () => {
		// A guards B's jab (defend: 100 %), gaining the counter state, and B falls to A's next blow.
		let s = gkWorld();
		s = gkOk(gkRun(s, 'editCharacter', { ...charIntent(s, 'c2'), at: [0, 0], hp: 6 }));
		// R1: A die 4 (防御, first), B die 1 (弱攻撃 15): A guards → 8, counter state.
		s = gkOk(gkRun(s, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 4 }, b: { die: 1, crit: 99 } } }));
		expect(s.characters.c1).toMatchObject({ hp: 22, counter: true });
		// R2: A's jab ×1.5 = 23 ends it: the engagement is over and the state is used.
		s = gkOk(gkRun(s, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 1, crit: 99 }, b: { die: 4 } } }));
		expect(s.characters.c1!.counter).toBe(false);
		// Gained in the 25th round after acting first (防御), it outlives the engagement (the old reading ended it there).
		let t = gkWorld();
		t = gkOk(gkRun(t, 'editCharacter', { ...charIntent(t, 'c2'), at: [0, 0] }));
		for (let r = 0; r < 24; r++)
			t = gkOk(gkRun(t, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 4 }, b: { die: 4 } } }));
		t = gkOk(gkRun(t, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 4 }, b: { die: 1 } } }));
		expect(t.engagement).toMatchObject({ over: 'draw', round: 25 });
		expect(t.characters.c1).toMatchObject({ counter: true, hp: 22 });
		// 2.ダメージを受ける: a special attack's hit ends it.
		const hit = gkOk(gkRun(t, 'specialAttack', { attacker: 'c2', target: 'c1', roll: 1 }));
		expect(hit.characters.c1!.counter).toBe(false);
	});
});

describe('7. 瀕死 after a survived check: one rule', () => {
	it('「交戦終了時、HPがゼロ以下になったキャラクターは瀕死となり…」: it stays 瀕死, may not act, may not be engaged', () => {
		let s = gkWorld();
		s = gkOk(gkRun(s, 'editCharacter', { ...charIntent(s, 'c2'), at: [0, 0], hp: 13 }));
		// A (3 + 0) acts first: B's guard 35 % fails (99), the jab's 15 leaves B at −2.
		s = gkOk(gkRun(s, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 3 }, b: { die: 2, guard: 99 } } }));
		expect(s.characters.c2).toMatchObject({ hp: -2, status: 'dying', survival: 'due' });
		s = gkOk(gkRun(s, 'survival', { character: 'c2', roll: 1 }));
		expect(s.characters.c2).toMatchObject({ hp: -2, status: 'dying', survival: 'passed' });
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f2' }));
		expect(failingPreconditions(s, s.characters.c2!)).toEqual([4]);
		expect(gkRefusal(gkRun(s, 'takeAction', { character: 'c2', path: [], action: 'wait' }))?.params).toMatchObject({
			n: 4,
			why: 'dying'
		});
		expect(opponentsOf(s, s.characters.c1!)).toEqual([]);
	});
});

describe('11. off the map: a withdrawn character neither acts nor is engaged', () => {
	it('「MAP上に配置されているキャラクターは…行動を行うことができます」; back on the map it may act at once', () => {
		let s = gkWorld();
		s = gkOk(gkRun(s, 'editCharacter', { ...charIntent(s, 'c2'), at: [0, 0] }));
		s = gkOk(gkRun(s, 'setFlag', { character: 'c2', flag: 'withdrawn', on: true }));
		expect(gkRefusal(gkRun(s, 'engagementApp', { a: 'c1', b: 'c2', all: false }))?.refusal).toBe('gk/cannot_fight');
		expect(opponentsOf(s, s.characters.c1!)).toEqual([]);
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }));
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f2' }));
		expect(gkRefusal(gkRun(s, 'takeAction', { character: 'c2', path: [], action: 'wait' }))?.params).toMatchObject({
			n: 4,
			why: 'withdrawn'
		});
		// 「離脱中はMAP上にいたものと考えます(=復帰後はすぐに動けます)」
		s = gkOk(gkRun(s, 'setFlag', { character: 'c2', flag: 'withdrawn', on: false }));
		expect(gkRefusal(gkRun(s, 'takeAction', { character: 'c2', path: [], action: 'wait' }))).toBeNull();
	});
});

describe('12. after 25 rounds the engagement is a draw and over', () => {
	it('「決着がつかずに25ラウンドが終了した場合は引き分けとなります」: a 26th round is refused, a new engagement is asked for', () => {
		let s = gkWorld();
		s = gkOk(gkRun(s, 'editCharacter', { ...charIntent(s, 'c2'), at: [0, 0] }));
		for (let r = 0; r < 25; r++)
			s = gkOk(gkRun(s, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 4 }, b: { die: 4 } } }));
		expect(s.engagement).toMatchObject({ over: 'draw', round: 25 });
		expect(gkRefusal(gkRun(s, 'enterRoll', { a: 'c1', b: 'c2', roll: 4 }))).toEqual({
			refusal: 'gk/round_limit',
			params: { limit: 25 }
		});
		expect(gkRefusal(gkRun(s, 'engagementApp', { a: 'c1', b: 'c2', all: true }))?.refusal).toBe('gk/round_limit');
		// A recorded round 26 is refused by the reducer too.
		const [r25] = gkDrafts(
			{ ...s, engagement: { ...s.engagement!, over: null, round: 24, rounds: s.engagement!.rounds.slice(0, 24) } },
			'engagementRound',
			{ a: 'c1', b: 'c2', rolls: { a: { die: 4 }, b: { die: 4 } } }
		) as { type: string; payload: { outcome: { round: number } } }[];
		const forged = { ...r25!, payload: { ...r25!.payload, outcome: { ...r25!.payload.outcome, round: 26 } } };
		expect(
			gkRefusal(gk.reduce(s, forged as never, { tables: { byHash: {}, current: {} }, readings: {} }) as never)?.refusal
		).toBe('gk/round_limit');
		// The GK starts a new one on purpose: round 1.
		const fresh = gkOk(gkRun(s, 'enterRoll', { a: 'c1', b: 'c2', roll: 4, fresh: true }));
		expect(fresh.engagement).toMatchObject({ round: 0, over: null, pending: [{ side: 'a', key: 'die', roll: 4 }] });
	});
});

/** A character's fields as the correction form holds them. */
function charIntent(s: GkState, id: string) {
	const c = s.characters[id]!;
	return {
		id,
		name: c.name,
		faction: c.faction,
		stats: { ...c.stats },
		hp: c.maxHp,
		faces: [...c.faces],
		at: [c.at[0], c.at[1]] as [number, number],
		ability: c.ability
	};
}
