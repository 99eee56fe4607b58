/**
 * Issue 23 point 13: what the seed (`001_2a625b5deb160d67.txt`) states and the app left to memory —
 * modelled where the seed defines it, a reminder at the moment it applies where it is silent.
 */
import { describe, expect, it } from 'vitest';
import { gkOk, gkRefusal, gkRun, gkStats, gkWithAbility, gkWorld } from '$tests/factories/gk-play';
import { resolveRound, strikeDamage, type Fighter, type Technique } from './engagement';
import { reminders } from './reminders';
import { abilityText } from './report';

describe('フィールド設置型', () => {
	const field = {
		name: '結界',
		style: 'field',
		activation: 50,
		success: 50,
		costs: [{ stat: 'MND', amount: 1 }],
		effects: [{ text: '削り', change: { stat: 'HP', amount: -3 } }]
	};
	it('「これ以降も「敵の範囲内への侵入時」「自軍フェイズ開始時」に成功判定…新たな制約の支払いや能力休みはありません」', () => {
		let s = gkOk(gkRun(gkWithAbility(field), 'startPhase', { faction: 'f1' }));
		s = gkOk(gkRun(s, 'useAbility', { character: 'c3', target: 'c4', activation: 10, success: 90 }));
		expect(s.characters.c3).toMatchObject({ field: true, stats: { MND: 3 } });
		// The enemy's phase: D moves; the console reminds that its entering the range calls for a check.
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f2' }));
		s = gkOk(gkRun(s, 'takeAction', { character: 'c4', path: [[1, 0]], action: 'wait' }));
		expect(reminders(s)).toContainEqual({ kind: 'fieldEntered', character: 'c3', mover: 'c4' });
		s = gkOk(gkRun(s, 'fieldCheck', { character: 'c3', target: 'c4', roll: 20, trigger: 'entered' }));
		expect(s.characters.c4!.hp).toBe(27);
		expect(s.characters.c3!.stats.MND).toBe(3);
		// Its faction's phase start: reminded again, and checked with no new cost or rest.
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }));
		expect(reminders(s)).toContainEqual({ kind: 'fieldPhase', character: 'c3' });
		s = gkOk(gkRun(s, 'fieldCheck', { character: 'c3', target: 'c4', roll: 20, trigger: 'phaseStart' }));
		expect(s.characters.c4!.hp).toBe(24);
		s = gkOk(gkRun(s, 'removeField', { character: 'c3' }));
		expect(
			gkRefusal(gkRun(s, 'fieldCheck', { character: 'c3', target: 'c4', roll: 1, trigger: 'phaseStart' }))?.refusal
		).toBe('gk/not_field');
	});
});

describe('several effects and several targets', () => {
	it('「複数のキャラクターを対象としている場合、効果は同時に適用されます」', () => {
		const s = gkWithAbility({
			name: '雷雨',
			style: 'active',
			activation: 50,
			success: 50,
			effects: [{ change: { stat: 'HP', amount: -5 }, target: 'several' }]
		});
		const r = gkOk(gkRun(s, 'useAbility', { character: 'c3', targets: ['c2', 'c4'], activation: 1, success: 1 }));
		expect([r.characters.c2!.hp, r.characters.c4!.hp]).toEqual([25, 25]);
		expect(r.lastAbility!.effects[0]!.changes.map((c) => c.target)).toEqual(['c2', 'c4']);
	});
	it('「効果1の発動処理を行ったら次の効果の処理へ進みます。すべての効果を処理したら「制約の支払い・能力休みの適用」」', () => {
		const s = gkWithAbility({
			name: '二段',
			style: 'active',
			activation: 50,
			success: 50,
			costs: [{ stat: 'MND', amount: 2 }],
			effects: [
				{ change: { stat: 'MND', amount: -3 }, target: 'self' },
				{ change: { stat: 'HP', amount: -5 }, target: 'one' }
			]
		});
		// Each effect its own checks: effect 2's activation fails, so only effect 1 appears; then the costs.
		const one = gkOk(
			gkRun(s, 'useAbility', { character: 'c3', activation: 1, success: 1, more: [{ target: 'c4', activation: 99 }] })
		);
		expect(one.lastAbility!.effects.map((e) => e.appeared)).toEqual([true, false]);
		expect(one.lastAbility!.effects[1]!.activation).toMatchObject({ roll: 99, success: false });
		expect(one.characters.c4!.hp).toBe(30);
		// 「効果の適用前に消費制約が一部でも支払えない状態になった場合、効果は現れません」: effect 1 left MND 1 < 2,
		// so effect 2 does not appear; 「可能な限り消費制約を支払う必要があります(能力休みにもなります)」.
		const drained = gkOk(
			gkRun(s, 'useAbility', {
				character: 'c3',
				activation: 1,
				success: 1,
				more: [{ target: 'c4', activation: 1, success: 1 }]
			})
		);
		expect(drained.lastAbility!.effects.map((e) => [e.appeared, e.why])).toEqual([
			[true, undefined],
			[false, 'unpaid']
		]);
		expect(drained.lastAbility!.costs).toEqual([{ stat: 'MND', amount: 2, paid: 1 }]);
		expect(drained.characters.c3!.stats.MND).toBe(0);
		expect(drained.characters.c4!.hp).toBe(30);
	});
});

describe('精神減少DP, 再行動, passives', () => {
	it('「効果によってキャラクターが死亡した場合、ここで味方の精神減少DPが発生します」: said at that moment', () => {
		const s = gkWithAbility({
			name: '断罪',
			style: 'active',
			activation: 50,
			success: 50,
			effects: [{ change: { stat: 'HP', amount: -40 } }]
		});
		const r = gkOk(gkRun(s, 'useAbility', { character: 'c3', target: 'c4', activation: 1, success: 1 }));
		expect(r.lastAbility!.fell).toEqual(['c4']);
		expect(reminders(r)).toContainEqual({ kind: 'mentalDp', characters: ['c4'] });
		expect(abilityText(r, r.lastAbility!, 'ja')).toMatch(/D が瀕死・死亡: ここで味方の精神減少DPが発生/);
	});
	it('「「再行動」に順ずる効果は…「6.特殊能力の使用の終了」の直後に現れます」: the target may act once more', () => {
		let s = gkWithAbility({
			name: '加速',
			style: 'active',
			activation: 50,
			success: 50,
			effects: [{ text: '再行動', target: 'self', reAct: true }]
		});
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }));
		s = gkOk(gkRun(s, 'takeAction', { character: 'c3', path: [], action: 'ability' }));
		s = gkOk(gkRun(s, 'useAbility', { character: 'c3', activation: 1, success: 1 }));
		s = gkOk(gkRun(s, 'resolveAction', { character: 'c3' }));
		expect(abilityText(s, s.lastAbility!, 'ja')).toMatch(/使用終了後: C は再行動できる/);
		expect(reminders(s)).toContainEqual({ kind: 'reAct', character: 'c3' });
		s = gkOk(gkRun(s, 'takeAction', { character: 'c3', path: [[1, 0]], action: 'wait' }));
		expect(gkRefusal(gkRun(s, 'takeAction', { character: 'c3', path: [], action: 'wait' }))?.params?.n).toBe(5);
	});
	it('「パッシブはゲーム開始時、または初登場時にアクティブと同じ処理をします」: reminded until processed', () => {
		let s = gkWithAbility({
			name: '加護',
			style: 'passive',
			activation: 80,
			success: 100,
			effects: [{ target: 'self', change: { stat: 'DEF', amount: 1 } }]
		});
		expect(reminders(s)).not.toContainEqual({ kind: 'passive', character: 'c3' });
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f2' }));
		expect(reminders(s)).toContainEqual({ kind: 'passive', character: 'c3' });
		s = gkOk(gkRun(s, 'useAbility', { character: 'c3', activation: 1, success: 1 }));
		expect(s.characters.c3).toMatchObject({ passiveDone: true, stats: { DEF: 8 } });
		expect(reminders(s)).not.toContainEqual({ kind: 'passive', character: 'c3' });
	});
});

const fighter = (faces: Technique[], over: Partial<Fighter> = {}): Fighter => ({
	hp: 40,
	reaction: 0,
	defence: 4,
	fs: 0,
	counter: false,
	faces,
	...over
});

describe('the guard’s status block and multi-hit techniques', () => {
	const poison: Technique = { name: '毒手', kind: 'attack', damage: 6, status: '毒' };
	const wait: Technique = { name: '様子見', kind: 'other', damage: 0 };
	it('「ガード判定…成功した場合ダメージが半減(端数切上げ)、および状態異常の付与を50%の確率で防ぐ」', () => {
		const a = fighter(Array(6).fill(poison), { reaction: 5 });
		const b = fighter(Array(6).fill(wait));
		const blocked = resolveRound(a, b, { a: { die: 1 }, b: { die: 1, guard: 1, block: 50 } });
		expect(blocked.steps.filter((s) => s.type === 'status')).toEqual([
			{ type: 'status', side: 'b', name: '毒', blocked: true }
		]);
		const given = resolveRound(a, b, { a: { die: 1 }, b: { die: 1, guard: 1, block: 51 } });
		expect(given.steps.find((x) => x.type === 'status')).toMatchObject({ blocked: false });
		// Unguarded: given, no block roll asked.
		expect(resolveRound(a, b, { a: { die: 1 }, b: { die: 1, guard: 99 } }).steps.at(-1)).toMatchObject({
			type: 'status',
			blocked: false
		});
	});
	it('the round gives the status to the character, shown until the GK clears it', () => {
		let s = gkWorld();
		s = gkOk(gkRun(s, 'saveTechnique', { name: '毒手', kind: 'attack', formula: 'ATK', status: '毒' }));
		const b = s.characters.c2!;
		s = gkOk(
			gkRun(s, 'editCharacter', {
				id: 'c1',
				name: 'A',
				faction: 'f1',
				stats: gkStats,
				hp: 30,
				faces: Array(6).fill('t1')
			})
		);
		s = gkOk(
			gkRun(s, 'editCharacter', {
				id: 'c2',
				name: 'B',
				faction: 'f2',
				stats: b.stats,
				hp: 30,
				faces: Array(6).fill('defend'),
				at: [0, 0]
			})
		);
		s = gkOk(gkRun(s, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 1 }, b: { die: 1, block: 70 } } }));
		expect(s.characters.c2!.statuses).toEqual(['毒']);
		expect(s.engagement!.rounds[0]!.steps.some((x) => x.type === 'status')).toBe(true);
		s = gkOk(gkRun(s, 'startPhase', { faction: 'f2' }));
		expect(reminders(s)).toContainEqual({ kind: 'status', character: 'c2', status: '毒' });
		s = gkOk(gkRun(s, 'clearStatus', { character: 'c2', status: '毒' }));
		expect(s.characters.c2!.statuses).toEqual([]);
	});
	it('「直後の技が多段攻撃だった場合、初撃のみダメージ1.5倍になる」', () => {
		const flags = { countered: true, critical: false, evaded: false, guarded: false };
		expect(strikeDamage(7, flags, 3)).toBe(11 + 7 + 7);
		expect(strikeDamage(7, { ...flags, guarded: true }, 3)).toBe(6 + 4 + 4);
		expect(strikeDamage(7, { ...flags, evaded: true }, 3)).toBe(0);
		const triple: Technique = { name: '三連撃', kind: 'attack', damage: 5, hits: 3 };
		const r = resolveRound(
			fighter(Array(6).fill(triple), { counter: true, reaction: 5 }),
			fighter(Array(6).fill(wait), { defence: 0 }),
			{ a: { die: 1 }, b: { die: 1 } }
		);
		expect(r.b.hp).toBe(40 - (8 + 5 + 5));
	});
});
