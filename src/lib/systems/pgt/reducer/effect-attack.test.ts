/**
 * Effects that attack (a P/M check in a non-A: line): the attack's check, and the same answer
 * after a failure — 「発生した攻撃が精神攻撃で、攻撃対象となっていたキャラが切り返しの能力を持っている
 * 場合も同様に処理する」. The recorded outcome is checked on every fold.
 */
import { describe, expect, it } from 'vitest';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { cardIntent } from '$tests/factories/pgt';
import type { EffectAttackIntent } from '../commands';
import { pgt } from '../index';

/** a: 凛 (T: M(炎)2D レンジ1, M-def 4) at F1 and B1; b: 巫女 (M-def 9, 切り返し M2D+1) at F1, 剣士 at F2. a to play. */
async function inRound() {
	const s = new TestSession(pgt, { random: seededRandom(8) });
	await s.dispatch('startMatch', { a: '桜', b: '空' });
	await s.dispatch('saveCard', cardIntent('凛', { mDef: 4, abilities: ['A: P2D', 'T: M(炎)2D レンジ1'] }));
	await s.dispatch('saveCard', cardIntent('巫女', { mDef: 9, abilities: ['切り返し M2D+1'] }));
	await s.dispatch('saveCard', cardIntent('剣士'));
	await s.dispatch('startGame', { firstPlayer: 'a' });
	await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
	await s.dispatch('place', { side: 'a', slot: 'B1', cardId: 'c1' });
	await s.dispatch('place', { side: 'b', slot: 'F1', cardId: 'c2' });
	await s.dispatch('place', { side: 'b', slot: 'F2', cardId: 'c3' });
	await s.dispatch('startRound', {});
	return s;
}
const effect = (over: Partial<EffectAttackIntent> = {}): EffectAttackIntent => ({
	side: 'a',
	user: 'F1',
	ability: 1,
	target: 'F1',
	roll: { faces: [3, 3], source: 'table' },
	targetRevealed: true,
	conflictAs: null,
	...over
});

describe('effect attacks', () => {
	it('「…切り返しの能力を持っている場合も同様に処理する」: a failed M effect is answered by 切り返し, which retires the user', async () => {
		const s = await inRound();
		expect(await s.dispatch('effectAttack', effect())).toBeNull(); // 6 against M-def 9
		expect(s.state.lastAttack).toMatchObject({ effect: true, success: false, returnOpen: true, kind: 'M' });
		// Not the turn's アタック: the turn player may still attack.
		expect(s.state.attackedThisTurn).toBe(false);
		expect(s.state.fields.a.F1).toMatchObject({ faceUp: true, tapped: false });
		const answer = { ability: 'kirikaeshi' as const, check: 'M2D+1', faces: [3, 2], source: 'table' as const };
		expect(await s.dispatch('returnAttack', { ...answer, conflictAs: null })).toBeNull(); // 6 against M-def 4
		expect(s.state.fields.a.F1).toBeNull();
		expect(s.state.scores.b).toBe(2);
		expect(s.events.at(-1)?.payload).toMatchObject({
			outcome: { value: 6, defence: 4, success: true, retired: { player: '桜', character: '凛' } }
		});
	});

	it('a success retires the target (「特に記述が無い場合、攻撃が成功したら対象となったキャラをリタイヤさせる」)', async () => {
		const s = await inRound();
		await s.dispatch('effectAttack', effect({ target: 'F2', targetRevealed: false }));
		expect(s.state.fields.b.F2).toBeNull();
		expect(s.state.scores.a).toBe(2);
	});

	it('the line’s own range (レンジ1 written): B1 cannot reach; a line that is not an effect attack is refused', async () => {
		const s = await inRound();
		expect((await s.dispatch('effectAttack', effect({ user: 'B1' })))?.refusal).toBe('pgt/out_of_range');
		expect((await s.dispatch('effectAttack', effect({ ability: 0 })))?.refusal).toBe('pgt/no_such_ability');
	});

	it('a record whose outcome is not what the rules work out is refused (pgt/record_mismatch)', async () => {
		const s = await inRound();
		const [draft] = pgt.commands.effectAttack(s.state, effect(), { readings: s.readings }) as {
			type: string;
			payload: Record<string, unknown>;
		}[];
		const env = { tables: { current: {}, byHash: {} }, readings: {} };
		const outcome = draft!.payload.outcome as Record<string, unknown>;
		expect(outcome).toMatchObject({ value: 6, defence: 9, success: false, retired: null });
		const forged = { ...draft!, payload: { ...draft!.payload, outcome: { ...outcome, success: true } } };
		expect(pgt.reduce(s.state, forged, env)).toMatchObject({ refusal: 'pgt/record_mismatch' });
		const old = { ...draft!, payload: { ...draft!.payload, outcome: undefined } };
		expect(pgt.reduce(s.state, old, env)).toHaveProperty('lastAttack.effect', true);
	});
});
