/**
 * The turn's effects and phases. Seed: 「1ターンは戦闘前フェイズ/戦闘フェイズ/戦闘後フェイズで構成され」;
 * 「効果が及んでいるかどうかの判別をプレイヤーの記憶力にのみ頼っている」場合はターン終了時に効果が
 * 消滅する; 「最初に指定した対象が全て不適正になっていれば効果は適用されない」.
 */
import { describe, expect, it } from 'vitest';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { attackIntent, cardIntent } from '$tests/factories/pgt';
import { pgt } from '../index';

/** a: 凛 (A: P2D, 戦闘前: …P-def+2, T: 退場) at F1 and F2; b: 剣士 at F1, F2. Round 1, a to play. */
async function inRound() {
	const s = new TestSession(pgt, { random: seededRandom(6) });
	await s.dispatch('startMatch', { a: '桜', b: '空' });
	await s.dispatch(
		'saveCard',
		cardIntent('凛', { abilities: ['A: P2D', '戦闘前: 味方1人のP-def+2', 'T: 対象を退場させる'] })
	);
	await s.dispatch('saveCard', cardIntent('剣士'));
	await s.dispatch('startGame', { firstPlayer: 'a' });
	for (const slot of ['F1', 'F2'] as const) {
		await s.dispatch('place', { side: 'a', slot, cardId: 'c1' });
		await s.dispatch('place', { side: 'b', slot, cardId: 'c2' });
	}
	await s.dispatch('startRound', {});
	return s;
}

describe('effects held in memory end with the turn', () => {
	it('「…記憶力にのみ頼っている」場合はターン終了時に効果が消滅する: the note ends at the turn’s end and the log says so; a tap and a cnt stay', async () => {
		const s = await inRound();
		await s.dispatch('noteEffect', { text: 'F1のP-def+2' });
		await s.dispatch('setTapped', { side: 'b', slot: 'F2', tapped: true });
		await s.dispatch('adjustCnt', { side: 'b', slot: 'F2', name: 'メカ', by: 1 });
		expect(s.state.effects).toEqual([{ text: 'F1のP-def+2', phase: 'before', targets: [] }]);
		await s.dispatch('attack', attackIntent({ roll: { faces: [2, 2], source: 'table' } }));
		await s.dispatch('endTurn', {});
		expect(s.state.effects).toEqual([]);
		expect(s.state.endedEffects).toEqual(['F1のP-def+2']);
		expect(s.state.fields.b.F2).toMatchObject({ tapped: true, cnt: { メカ: 1 } });
		expect(pgt.describe(s.events.at(-1)!, 'ja')).toBe('桜のターン終了(効果「F1のP-def+2」がターン終了で消えた)');
		// The next turn's end clears the list: it says what the last turn's end ended.
		await s.dispatch('pass', {});
		expect(s.state.endedEffects).toEqual([]);
	});

	it('a turn’s end records what it did, and a record that says otherwise is refused', async () => {
		const s = await inRound();
		await s.dispatch('noteEffect', { text: '効果' });
		const [draft] = pgt.commands.pass(s.state, {}, { readings: s.readings }) as {
			type: string;
			payload: Record<string, unknown>;
		}[];
		expect(draft!.payload.outcome).toEqual({ ended: ['効果'], autoPassed: null, roundOver: false });
		const env = { tables: { current: {}, byHash: {} }, readings: {} };
		const forged = {
			...draft!,
			payload: { ...draft!.payload, outcome: { ended: [], autoPassed: null, roundOver: false } }
		};
		expect(pgt.reduce(s.state, forged, env)).toMatchObject({ refusal: 'pgt/record_mismatch' });
	});
});

describe('the turn’s phases', () => {
	it('「戦闘前フェイズ/戦闘フェイズ/戦闘後フェイズ」: a turn starts before battle, the attack is the battle phase, after it comes 戦闘後', async () => {
		const s = await inRound();
		expect(s.state.step).toBe('before');
		expect(await s.dispatch('advancePhase', {})).toBeNull();
		expect(s.state.step).toBe('battle');
		expect((await s.dispatch('advancePhase', {}))?.refusal).toBe('pgt/wrong_phase');
		await s.dispatch('attack', attackIntent({ roll: { faces: [2, 2], source: 'table' } }));
		expect(s.state.step).toBe('after');
		await s.dispatch('endTurn', {});
		expect(s.state.step).toBe('before');
	});

	it('an ability whose 起動条件 names another phase is questioned, then recorded when confirmed (its card turned face up)', async () => {
		const s = await inRound();
		await s.dispatch('attack', attackIntent({ roll: { faces: [2, 2], source: 'table' } }));
		const use = { line: { side: 'a' as const, slot: 'F2' as const, index: 1 } };
		const asked = await s.dispatch('noteEffect', use);
		expect(asked).toMatchObject({ refusal: 'pgt/wrong_phase', params: { phase: 'before', now: 'after' } });
		expect(pgt.explainRefusal(asked!, 'ja')).toBe(
			'この能力の起動条件は戦闘前フェイズです。今は戦闘後フェイズです。それでも使うなら確かめてから記録してください'
		);
		expect(await s.dispatch('noteEffect', { ...use, confirmed: true })).toBeNull();
		expect(s.groups.at(-1)?.map((e) => e.type)).toEqual(['pgt/characterRevealed', 'pgt/effectNoted']);
		expect(s.state.effects).toEqual([{ text: '戦闘前: 味方1人のP-def+2', phase: 'after', targets: [] }]);
	});
});

describe('「最初に指定した対象が全て不適正になっていれば効果は適用されない」', () => {
	it('a declared effect whose target was retired in answer does not apply; one whose target stays does', async () => {
		const s = await inRound();
		const target = { side: 'b' as const, slot: 'F1' as const };
		await s.dispatch('noteEffect', { text: '死ぬがよい', targets: [target], pending: true });
		await s.dispatch('noteEffect', { text: '応援', targets: [{ side: 'b', slot: 'F2' }], pending: true });
		expect(s.state.pendingEffects).toHaveLength(2);
		// The answer: 退場 takes the target off the field before the effect resolves.
		await s.dispatch('retire', target);
		expect(await s.dispatch('resolveEffect', { effect: 0 })).toBeNull();
		expect(s.events.at(-1)?.payload).toEqual({ effect: 0, text: '死ぬがよい', applied: false });
		expect(pgt.describe(s.events.at(-1)!, 'ja')).toBe('効果「死ぬがよい」は対象が全て不適正になったため適用されない');
		await s.dispatch('resolveEffect', { effect: 0 });
		expect(s.state.effects.map((e) => e.text)).toEqual(['応援']);
		expect(s.state.pendingEffects).toEqual([]);
	});

	it('a record that applies an effect whose targets are gone is refused; so is noting one', async () => {
		const s = await inRound();
		await s.dispatch('noteEffect', { text: '死ぬがよい', targets: [{ side: 'b', slot: 'F1' }], pending: true });
		const noted = s.events.at(-1)!;
		await s.dispatch('retire', { side: 'b', slot: 'F1' });
		const env = { tables: { current: {}, byHash: {} }, readings: {} };
		const forged = { type: 'pgt/effectResolved', payload: { effect: 0, text: '死ぬがよい', applied: true } };
		expect(pgt.reduce(s.state, forged, env)).toMatchObject({ refusal: 'pgt/record_mismatch' });
		expect(pgt.reduce(s.state, noted, env)).toMatchObject({ refusal: 'pgt/targets_gone' });
	});
});
