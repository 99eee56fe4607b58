/**
 * The attack as the rules set it up: the command and the attack screen read one plan. What the
 * attacker's screen may read of the defender's face-down cards: nothing but that they are there.
 */
import { describe, expect, it } from 'vitest';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { attackIntent, cardIntent } from '$tests/factories/pgt';
import { pgt } from './index';
import { attackerView, publicSlots, returnAttackView, type AttackChoice } from './attack-plan';

const SAKURA = 'このキャラのアタックは6だけでなく5でもクリティカルになる。';
const SORA = '「RSDホログラフィ」このキャラに対するPのアタックは、1だけでなく2〜5でもファンブルになる。';

/** a: 桜 (A: P1D, critical on 5) at F1, 剣士 (A: P4D-2 特殊ファンブル[2]) at F2; b: 空 (イノセンス M2D+2, RSD) at F1 and F2. */
async function inRound() {
	const s = new TestSession(pgt, { random: seededRandom(4) });
	await s.dispatch('startMatch', { a: '桜', b: '空' });
	await s.dispatch('saveCard', cardIntent('木之本桜', { abilities: ['A: P1D', SAKURA] }));
	await s.dispatch('saveCard', cardIntent('剣士', { abilities: ['A: P4D-2 特殊ファンブル[2]'] }));
	await s.dispatch('saveCard', cardIntent('茜ヶ崎空', { pDef: 3, abilities: ['イノセンス M2D+2', SORA] }));
	await s.dispatch('startGame', { firstPlayer: 'a' });
	await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
	await s.dispatch('place', { side: 'a', slot: 'F2', cardId: 'c2' });
	await s.dispatch('place', { side: 'b', slot: 'F1', cardId: 'c3' });
	await s.dispatch('place', { side: 'b', slot: 'F2', cardId: 'c3' });
	await s.dispatch('startRound', {});
	return s;
}
const choice = (over: Partial<AttackChoice> = {}): AttackChoice => ({
	attacker: 'F1',
	ability: null,
	addOns: [],
	target: 'F1',
	guard: null,
	targetRevealed: false,
	innocence: false,
	...over
});

describe('attackerView: what the attacker’s screen may read', () => {
	it('a face-down card of the defender is only "there": no name, stats or line in the view at all', async () => {
		const s = await inRound();
		const view = attackerView(s.state, s.readings, choice());
		expect(view.foeField.F1).toEqual({ faceUp: false, tapped: false, cnt: {} });
		const text = JSON.stringify(view);
		for (const secret of ['茜ヶ崎空', 'イノセンス M2D+2', 'RSD', 'M2D+2']) expect(text).not.toContain(secret);
		// イノセンス is offered for every physical attack, the same whether the card has it or not.
		expect(view.innocence).toEqual({ line: null, check: '', declare: false });
		// 「P-defもM-defも0」 face down; its RSD line does not exist while face down (「能力は存在しないものとして扱われます」).
		expect(view).toMatchObject({ defence: 0, faceUp: false, mayReveal: true });
		expect(view.faceRules).toEqual({ fumbleAtOrBelow: 1, criticalFaces: [5, 6], from: [SAKURA] });
	});

	it('once the defender answers with イノセンス (turning the card up) its line is read; a face-up card shows its lines', async () => {
		const s = await inRound();
		expect(attackerView(s.state, s.readings, choice({ innocence: true })).innocence).toEqual({
			line: 'イノセンス M2D+2',
			check: 'M2D+2',
			declare: false
		});
		await s.dispatch('reveal', { side: 'b', slot: 'F1' });
		const view = attackerView(s.state, s.readings, choice());
		expect(view.innocence?.line).toBe('イノセンス M2D+2');
		expect(view.defence).toBe(3);
		// 空's RSD applies to P attacks on her once she is face up; 桜's 5 makes it the seed's conflict.
		expect(view.faceRules).toMatchObject({ fumbleAtOrBelow: 5, criticalFaces: [5, 6] });
	});

	it('the owner’s own A: lines are listed; the targets are those in range; guards are beside the target', async () => {
		const s = await inRound();
		const view = attackerView(s.state, s.readings, choice({ attacker: 'F2' }));
		expect(view.lines).toEqual([{ index: 0, text: 'A: P4D-2 特殊ファンブル[2]' }]);
		expect(view.folded).toMatchObject({ text: 'P4D-2', range: 1 });
		expect(view.targets).toEqual(['F1', 'F2']);
		expect(view.guards).toEqual(['F2']);
		expect(view.faceRules).toMatchObject({ fumbleAtOrBelow: 2, criticalFaces: [6] });
		expect(view.attackers).toEqual(['F1', 'F2']);
	});

	it('publicSlots keeps a face-up card whole and a face-down one down to its tap and cnt', async () => {
		const s = await inRound();
		await s.dispatch('adjustCnt', { side: 'b', slot: 'F2', name: 'メカ', by: 1 });
		await s.dispatch('reveal', { side: 'b', slot: 'F1' });
		const slots = publicSlots(s.state.fields.b);
		expect(slots.F2).toEqual({ faceUp: false, tapped: false, cnt: { メカ: 1 } });
		expect(slots.F1).toMatchObject({ faceUp: true, name: '茜ヶ崎空', pDef: 3 });
		expect(slots.B1).toBeNull();
	});
});

describe('the card’s own line drives the recorded check (options override)', () => {
	it('「特殊ファンブル[2]」 on the A: line: a 2 fumbles without anyone setting it', async () => {
		const s = await inRound();
		await s.dispatch('attack', attackIntent({ attacker: 'F2', roll: { faces: [2, 5, 5], source: 'table' } }));
		expect(s.events.at(-1)?.payload).toMatchObject({ fumbleAtOrBelow: 2, criticalFaces: [6] });
		expect(s.state.lastAttack).toMatchObject({ outcome: 'fumble', value: 0 });
	});

	it('「5でもクリティカル」 on 木之本桜: her P1D showing 5 is a critical; an override still wins', async () => {
		const s = await inRound();
		await s.dispatch('reveal', { side: 'b', slot: 'F1' });
		const five = { roll: { faces: [5], source: 'table' as const } };
		// Face up, 空's RSD makes the 5 a fumble too: the turn player decides (the seed's example).
		expect(s.preview('attack', attackIntent(five))).toMatchObject({ refusal: 'pgt/conflict_unresolved' });
		await s.dispatch('attack', attackIntent({ ...five, target: 'F2' })); // F2 is face down: no RSD
		expect(s.state.lastAttack).toMatchObject({ outcome: 'critical', value: 99 });
		const over = await inRound();
		await over.dispatch('attack', attackIntent({ ...five, target: 'F2', criticalFaces: [6] }));
		expect(over.state.lastAttack).toMatchObject({ outcome: 'normal', value: 5 });
	});
});

describe('returnAttackView', () => {
	it('after a failed attack on a face-up カウンター card: the line, its check and the attacker’s defence', async () => {
		const s = new TestSession(pgt, { random: seededRandom(2) });
		await s.dispatch('startMatch', { a: '桜', b: '空' });
		await s.dispatch('saveCard', cardIntent('剣士', { pDef: 4 }));
		await s.dispatch('saveCard', cardIntent('盾', { pDef: 9, abilities: ['カウンター P1D+4 特殊ファンブル[2]'] }));
		await s.dispatch('startGame', { firstPlayer: 'a' });
		await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
		await s.dispatch('place', { side: 'b', slot: 'F1', cardId: 'c2' });
		await s.dispatch('startRound', {});
		expect(returnAttackView(s.state, s.readings)).toBeNull();
		await s.dispatch('attack', attackIntent({ targetRevealed: true }));
		expect(returnAttackView(s.state, s.readings)).toMatchObject({
			ability: 'counter',
			name: '盾',
			line: 'カウンター P1D+4 特殊ファンブル[2]',
			check: 'P1D+4',
			defence: 4,
			faceRules: { fumbleAtOrBelow: 2 }
		});
		await s.dispatch('declineReturn', {});
		expect(returnAttackView(s.state, s.readings)).toBeNull();
	});
});
