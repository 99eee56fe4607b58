import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { pgt } from './index';
import { attackIntent, cardIntent } from '$tests/factories/pgt';
import { libraryText, type CardIntent } from './commands';
import type { SlotName } from './rules';

const card = (name: string, over: Partial<CardIntent> = {}) => cardIntent(name, { abilities: ['A: P3D'], ...over });

/** A match, a game with a first, three cards each on F1–F3 (b's F1 P-def 9), round 1 started. */
async function inRound(seed = 1) {
	const s = new TestSession(pgt, { random: seededRandom(seed) });
	await s.dispatch('startMatch', { a: '桜', b: '空' });
	await s.dispatch('saveCard', card('剣士', { abilities: ['A: P3D', 'A: M(炎)2D+1 レンジ3'] }));
	await s.dispatch(
		'saveCard',
		card('盾', { cost: 3, pDef: 9, mDef: 2, abilities: ['カウンター P2D', 'イノセンス M2D'] })
	);
	await s.dispatch('startGame', { firstPlayer: 'a' });
	for (const slot of ['F1', 'F2', 'F3'] as SlotName[]) {
		await s.dispatch('place', { side: 'a', slot, cardId: 'c1' });
		await s.dispatch('place', { side: 'b', slot, cardId: slot === 'F1' ? 'c2' : 'c1' });
	}
	await s.dispatch('startRound', {});
	return s;
}

const attack = attackIntent;

describe('pgt commands', () => {
	it('saves cards under the first free id and refuses a bad line, a stat outside 0…99 and no name', async () => {
		const s = new TestSession(pgt);
		expect(await s.dispatch('saveCard', card('剣士'))).toBeNull();
		expect(s.state.library.map((c) => c.id)).toEqual(['c1']);
		expect((await s.dispatch('saveCard', card('x', { abilities: ['A: P0D'] })))?.refusal).toBe('pgt/bad_ability');
		expect((await s.dispatch('saveCard', card('x', { abilities: ['A: 範囲攻撃'] })))?.params).toEqual({ line: 1 });
		expect((await s.dispatch('saveCard', card('x', { cost: 100 })))?.refusal).toBe('pgt/bad_stat');
		expect((await s.dispatch('saveCard', card('x', { pDef: -1 })))?.refusal).toBe('pgt/bad_stat');
		expect((await s.dispatch('saveCard', card('  ')))?.refusal).toBe('pgt/name_missing');
		expect((await s.dispatch('saveCard', card('y', { id: 'c9' })))?.refusal).toBe('pgt/unknown_card');
		expect(s.events).toHaveLength(1);
		// Editing keeps the id; blank lines are dropped.
		await s.dispatch('saveCard', card('剣士改', { id: 'c1', abilities: ['A: P2D+1', ' '] }));
		expect(s.state.library).toEqual([
			{ id: 'c1', name: '剣士改', cost: 2, pDef: 5, mDef: 5, attribute: '', abilities: ['A: P2D+1'] }
		]);
		await s.dispatch('removeCard', { id: 'c1' });
		expect(s.state.library).toEqual([]);
	});

	it('the library copies as text into another session: new ids, the same cards, nothing twice', async () => {
		const from = await inRound();
		const text = libraryText(from.state.library);
		const to = new TestSession(pgt);
		await to.dispatch('saveCard', card('槍兵'));
		expect(await to.dispatch('importCards', { text })).toBeNull();
		expect(to.state.library.map((c) => [c.id, c.name])).toEqual([
			['c1', '槍兵'],
			['c2', '剣士'],
			['c3', '盾']
		]);
		expect(to.state.library[2]?.abilities).toEqual(from.state.library[1]?.abilities);
		expect((await to.dispatch('importCards', { text }))?.refusal).toBe('pgt/nothing_new');
		expect(await to.dispatch('importCards', { text: 'abc' })).toMatchObject({ params: { card: 0 } });
		const bad = JSON.stringify([
			{ name: 'a', cost: 1, pDef: 1, mDef: 1 },
			{ name: 'b', cost: 1, pDef: 1, mDef: 1, abilities: ['A: 攻撃'] }
		]);
		expect(await to.dispatch('importCards', { text: bad })).toMatchObject({
			refusal: 'pgt/bad_import',
			params: { card: 2 }
		});
		expect(to.state.library).toHaveLength(3);
	});

	it('the library outlives a finished match: the next match in the session starts with it', async () => {
		const s = await inRound();
		expect((await s.dispatch('startMatch', { a: 'x', b: 'y' }))?.refusal).toBe('pgt/match_already_started');
		const done = { ...s.state, phase: 'matchOver' as const };
		const next = new TestSession(pgt, { state: done });
		await next.dispatch('startMatch', { a: 'x', b: 'y' });
		expect(next.state.library.map((c) => c.name)).toEqual(['剣士', '盾']);
		expect(next.state.games).toEqual([]);
	});

	it('first player: chosen, from table dice (higher starts, a tie refused) or rolled by the app over ctx.random', async () => {
		const s = new TestSession(pgt);
		await s.dispatch('startMatch', { a: '桜', b: '空' });
		expect((await s.dispatch('startGame', { rolls: { a: 3, b: 3 } }))?.refusal).toBe('pgt/roll_tied');
		await s.dispatch('startGame', { rolls: { a: 2, b: 5 } });
		expect(s.state).toMatchObject({ firstPlayer: 'b', turn: 'b', rolls: { a: 2, b: 5 } });

		// Scripted source: 0.0 → 1, 0.0 → 1 (tie, rolled again), 0.99 → 6, 0.2 → 2.
		const draws = [0, 0, 0.99, 0.2];
		const app = new TestSession(pgt, { random: () => draws.shift() ?? 0.5 });
		await app.dispatch('startMatch', { a: '桜', b: '空' });
		await app.dispatch('startGame', { appRoll: true });
		expect(app.events.at(-1)?.payload).toEqual({
			firstPlayer: 'a',
			rolls: { a: 6, b: 2, source: 'app' },
			players: { a: '桜', b: '空' }
		});
	});

	it('folds add-ons into the one check: 3D with +2D−4 is recorded as P5D-4 (the seed’s example)', async () => {
		const s = await inRound();
		const intent = attack({ addOns: ['+2D−4'], roll: { faces: [5, 5, 5, 5, 2], source: 'table' } });
		const preview = s.preview('attack', intent);
		if (isRefusal(preview)) throw new Error(preview.refusal);
		expect(preview.events[0]?.payload).toMatchObject({ check: 'P5D-4', range: 1, ability: 'A: P3D' });
		await s.dispatch('attack', intent);
		expect(s.groups.at(-1)).toEqual(preview.events);
		// 22 − 4 = 18 against a face-down defender (0): retired, 3 points.
		expect(s.state.lastAttack).toMatchObject({ value: 18, defence: 0, success: true });
		expect(s.state.scores.a).toBe(3);
	});

	it('takes the range written on the line: M(炎)2D+1 レンジ3 reaches; the attribute is kept', async () => {
		const s = await inRound();
		const p = s.preview('attack', attack({ ability: 1 }));
		if (isRefusal(p)) throw new Error(p.refusal);
		expect(p.events[0]?.payload).toMatchObject({ check: 'M(炎)2D+1', range: 3 });
	});

	it('refuses a line that is not an attack, an unknown ability, a bad add-on and no faces, writing nothing', async () => {
		const s = await inRound();
		await s.dispatch('endTurn', {}).catch(() => null);
		const before = s.events.length;
		expect((await s.dispatch('attack', attack({ ability: 5 })))?.refusal).toBe('pgt/no_such_ability');
		expect((await s.dispatch('attack', attack({ addOns: ['+2X'] })))?.refusal).toBe('pgt/bad_check');
		expect((await s.dispatch('attack', attack({ roll: { faces: [], source: 'table' } })))?.refusal).toBe(
			'pgt/no_faces'
		);
		expect((await s.dispatch('attack', attack({ roll: { faces: [1, 2, 3, 4], source: 'table' } })))?.refusal).toBe(
			'pgt/too_many_faces'
		);
		expect((await s.dispatch('attack', attack({ guard: 'F3' })))?.refusal).toBe('pgt/guard_not_allowed');
		expect(s.events.length).toBe(before);
	});

	it('a failed attack on a face-up 盾 is answered by a カウンター that retires the attacker', async () => {
		const s = await inRound();
		await s.dispatch('attack', attack({ targetRevealed: true, roll: { faces: [4, 4], source: 'table' } }));
		expect(s.state.lastAttack).toMatchObject({ success: false, returnOpen: true, defence: 9 });
		const counter = { ability: 'counter' as const, check: 'P2D', faces: [6, 4], source: 'app' as const };
		const face = { fumbleAtOrBelow: 1, criticalFaces: [6], conflictAs: null };
		expect(
			(await s.dispatch('returnAttack', { ...counter, ability: 'kirikaeshi', check: 'M2D', ...face }))?.refusal
		).toBe('pgt/wrong_return_attack');
		await s.dispatch('returnAttack', { ...counter, ...face });
		expect(s.state.fields.a.F1).toBeNull();
		expect(s.state.scores.b).toBe(2);
		expect(s.state.lastAttack?.answer).toMatchObject({ ability: 'counter', value: 10, success: true });
	});

	it('イノセンス that succeeds voids the physical attack and retires the attacker; one that fails lets it roll', async () => {
		const s = await inRound();
		const inn = {
			check: 'M2D',
			faces: [5, 5],
			source: 'table' as const,
			fumbleAtOrBelow: 1,
			criticalFaces: [6],
			conflictAs: null
		};
		// The attacker is face up (it attacks) with M-def 5: 10 ≥ 5.
		expect((await s.dispatch('attack', attack({ innocence: inn })))?.refusal).toBe('pgt/attack_voided');
		await s.dispatch('attack', attack({ innocence: inn, roll: null }));
		expect(s.state.fields.a.F1).toBeNull();
		expect(s.state.scores.b).toBe(2);
		expect(s.state.lastAttack).toMatchObject({ innocence: { value: 10, success: true } });

		const t = await inRound();
		await t.dispatch('attack', attack({ innocence: { ...inn, faces: [1, 5] } }));
		expect(t.state.lastAttack).toMatchObject({ innocence: { value: 0, success: false }, value: 8 });
	});

	it('tap/untap, retire by an effect (the opponent scores), cnt and an effect that ends with its turn', async () => {
		const s = await inRound();
		await s.dispatch('setTapped', { side: 'b', slot: 'F2', tapped: true });
		expect((await s.dispatch('setTapped', { side: 'b', slot: 'F2', tapped: true }))?.refusal).toBe('pgt/tap_unchanged');
		await s.dispatch('adjustCnt', { side: 'b', slot: 'F3', name: 'メカ', by: 2 });
		await s.dispatch('noteEffect', { text: 'F1のP-def+2' });
		await s.dispatch('retire', { side: 'b', slot: 'F3' });
		expect(s.state.scores.a).toBe(2);
		expect(s.state.scorePiles.a[0]).toMatchObject({ name: '剣士', faceUp: true, cnt: {} });
		await s.dispatch('pass', {});
		expect(s.state).toMatchObject({ effects: [], endedEffects: ['F1のP-def+2'] });
		await s.dispatch('pass', {});
		expect(s.state).toMatchObject({ phase: 'regrouping', effects: [], endedEffects: [] });
		expect(s.state.fields.b.F2?.tapped).toBe(false);
	});

	it('cnt taps record the count after them; a record with another count is refused; a burst reads as one line', async () => {
		const s = await inRound();
		await s.dispatch('adjustCnt', { side: 'b', slot: 'F3', name: 'メカ', by: 1 });
		await s.dispatch('adjustCnt', { side: 'b', slot: 'F3', name: 'メカ', by: 1 });
		expect(s.events.at(-1)?.payload).toMatchObject({ by: 1, to: 2 });
		const wrong = { side: 'b', slot: 'F3', name: 'メカ', by: 1, to: 9 };
		expect(
			pgt.reduce(
				s.state,
				{ type: 'pgt/cntAdjusted', payload: wrong },
				{ tables: { current: {}, byHash: {} }, readings: {} }
			)
		).toMatchObject({
			refusal: 'pgt/record_mismatch'
		});
		const rule = pgt.coalesce('pgt/cntAdjusted')!;
		const [first, next] = s.events.slice(-2).map((e) => e.payload);
		expect(rule.key(first)).toBe(rule.key(next));
		const joined = rule.merge(first, next);
		expect(pgt.describe({ type: 'pgt/cntAdjusted', payload: joined }, 'ja')).toContain('計2');
		expect(pgt.repeatable('adjustCnt')).toBe(true);
		expect(pgt.repeatable('endTurn')).toBe(false);
	});

	it('「自分の裏返しキャラ」 stays its owner’s: a tap or a cnt on a face-down card names its slot, not the card; turning it up names it', async () => {
		const s = await inRound();
		await s.dispatch('setTapped', { side: 'b', slot: 'F2', tapped: true });
		await s.dispatch('adjustCnt', { side: 'b', slot: 'F2', name: 'メカ', by: 1 });
		for (const e of s.events.slice(-2)) {
			expect(e.payload).not.toHaveProperty('character', '剣士');
			expect(pgt.describe(e, 'ja')).not.toContain('剣士');
		}
		await s.dispatch('reveal', { side: 'b', slot: 'F2' });
		expect(pgt.describe(s.events.at(-1)!, 'ja')).toContain('剣士');
	});
});
