import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { gloomhaven } from './index';
import { nextDraw, startRefusal } from './commands';
import type { AttackMode } from './rules';
import { addedCardId, cardFromId, cardText, idText } from './words';

function withDeck(seed = 1) {
	const s = new TestSession(gloomhaven, { random: seededRandom(seed) });
	void s.dispatch('addDeck', { name: 'ブルート', owner: 'character' });
	return s;
}

/** A new attack on one target. */
const start = (attack: number, mode: AttackMode, shield = 0) => ({
	attack,
	pierce: 0,
	mode,
	targets: [{ shield, poisoned: false }]
});

describe('gloomhaven commands', () => {
	it('a table draw records its result, and the log tells the damage steps and the new hit points', async () => {
		const s = withDeck();
		await s.dispatch('drawTable', {
			deck: 'd1',
			start: {
				attack: 3,
				bonus: 1,
				pierce: 1,
				mode: 'normal',
				targets: [{ name: 'ガード', hp: 9, shield: 2, poisoned: false }]
			},
			cards: ['x2']
		});
		const e = s.events.at(-1)!;
		expect(e.payload).toMatchObject({ result: { applied: ['x2'], modified: 8, damage: 7, hpAfter: 2 } });
		expect(gloomhaven.describe(e, 'en')).toBe(
			'ブルート: attack 3+1 (normal) → ×2 → 8 after the cards, shield 2 − pierce 1 → 7 damage to ガード (HP 9 → 2) (from the physical deck)'
		);
		expect(gloomhaven.describe(e, 'ja')).toBe(
			'ブルート：攻撃 3+1（通常）→ ×2 → 修正後8、装甲2−貫通1 → 7ダメージ(ガード)、HP 9 → 2（実物のデッキから）'
		);
	});

	it('a deck starts as the standard 20 cards under the first free id', async () => {
		const s = withDeck();
		expect(s.state.decks.map((d) => [d.id, d.pile.length])).toEqual([['d1', 20]]);
		await s.dispatch('addDeck', { name: 'モンスター', owner: 'monster' });
		expect(s.state.decks.map((d) => d.id)).toEqual(['d1', 'd2']);
	});

	it('an app draw previews exactly what it records (same random source state)', async () => {
		const a = withDeck(7);
		const b = withDeck(7);
		const intent = { deck: 'd1', start: start(3, 'advantage', 1) };
		const preview = a.preview('drawApp', intent);
		if (isRefusal(preview)) throw new Error(preview.refusal);
		await b.dispatch('drawApp', intent);
		expect(b.groups.at(-1)).toEqual(preview.events);
		expect(b.state.lastAttack).toEqual(preview.state.lastAttack);
		// Advantage takes two cards at least (one when the first is rolling, then more).
		expect(b.state.lastAttack!.drawn.length).toBeGreaterThanOrEqual(2);
		expect(b.state.decks[0]!.pile.length + b.state.decks[0]!.discards.length).toBe(20);
	});

	it('a table draw is refused until the rules are met, then previews its damage', () => {
		const s = withDeck();
		const intent = { deck: 'd1', start: start(3, 'advantage') };
		const one = s.preview('drawTable', { ...intent, cards: ['plus1-1'] });
		expect(isRefusal(one) && one.refusal).toBe('gloomhaven/draw_incomplete');
		const two = s.preview('drawTable', { ...intent, cards: ['plus1-1', 'x2'] });
		if (isRefusal(two)) throw new Error(two.refusal);
		// Advantage, 1e: the better of +1 and ×2 on attack 3 is ×2 → 6.
		expect(two.state.lastAttack).toMatchObject({ damage: 6, applied: ['x2'] });
		const none = s.preview('drawTable', { ...intent, cards: ['bless-9', 'x2'] });
		expect(isRefusal(none) && none.refusal).toBe('gloomhaven/card_not_in_pile');
	});

	it('an added card gets an id that names its value, and the log reads it back', async () => {
		const s = withDeck();
		await s.dispatch('addCard', { deck: 'd1', value: 1, rolling: true, effects: [], scenario: false });
		await s.dispatch('addCard', { deck: 'd1', value: 1, rolling: true, effects: [], scenario: true });
		const ids = s.state.decks[0]!.pile.filter((c) => c.kind === 'added').map((c) => c.id);
		expect(ids).toEqual([addedCardId(1, true, 1), addedCardId(1, true, 2)]);
		expect(idText(ids[0]!, 'ja')).toBe('+1 連続');
		expect(idText('minus1-3', 'en')).toBe('−1');
		expect(idText('curse-4', 'ja')).toBe('呪い');
		expect(cardFromId('perknull-1')).toMatchObject({ value: 'null' });
		expect(cardText({ value: -2 }, 'en')).toBe('−2');
	});

	it('bless and curse come from a shared supply of 10 each', async () => {
		const s = withDeck();
		for (let i = 0; i < 10; i++) expect(await s.dispatch('bless', { deck: 'd1' })).toBeNull();
		const r = await s.dispatch('bless', { deck: 'd1' });
		expect(r?.refusal).toBe('gloomhaven/supply_empty');
		expect(gloomhaven.explainRefusal(r!, 'ja')).toContain('祝福');
	});

	it('an empty deck cannot be drawn from, with a reason', async () => {
		const s = withDeck();
		const cards = s.state.decks[0]!.pile.map((c) => c.id);
		for (const card of cards) await s.dispatch('removeCard', { deck: 'd1', card });
		const r = s.preview('drawApp', { deck: 'd1', start: start(2, 'normal') });
		expect(isRefusal(r) && r.refusal).toBe('gloomhaven/deck_empty');
	});

	it('an attack on several targets: the first draw records the plan, each next draw takes its numbers from the state', async () => {
		const s = withDeck(4);
		const targets = [
			{ name: 'A', hp: 5, shield: 0, poisoned: false },
			{ name: 'B', shield: 2, poisoned: true }
		];
		await s.dispatch('drawApp', { deck: 'd1', start: { attack: 3, bonus: 1, pierce: 1, mode: 'normal', targets } });
		expect(s.events.at(-1)!.payload).toMatchObject({
			index: 0,
			target: 'A',
			hp: 5,
			bonus: 1,
			plan: { bonus: 1, targets }
		});
		expect(nextDraw(s.state, 'd1')).toMatchObject({ index: 1, of: 2, attack: 3, bonus: 2, shield: 2, pierce: 1 });
		await s.dispatch('drawApp', { deck: 'd1' });
		// Poisoned (1e): +1 on top of the attack's bonus; the second draw carries no plan.
		expect(s.events.at(-1)!.payload).toMatchObject({ index: 1, target: 'B', shield: 2, bonus: 2 });
		expect(s.events.at(-1)!.payload).not.toHaveProperty('plan');
		expect(nextDraw(s.state, 'd1')).toBeNull();
		expect((await s.dispatch('drawApp', { deck: 'd1' }))?.refusal).toBe('gloomhaven/no_attack_in_progress');
		expect((await s.dispatch('stopAttack', { deck: 'd1' }))?.refusal).toBe('gloomhaven/no_attack_in_progress');
	});

	it('an app draw records the cards its preview revealed, with the player’s pick of a 2nd edition pair', async () => {
		const s = withDeck(9);
		await s.dispatch('setEdition', { edition: '2e' });
		await s.dispatch('addCard', { deck: 'd1', value: 0, rolling: false, effects: ['wound'], scenario: false });
		const intent = { deck: 'd1', start: start(2, 'advantage') };
		const shown = s.preview('drawApp', { ...intent, cards: ['plus1-1', 'perk+0-1'] });
		if (isRefusal(shown)) throw new Error(shown.refusal);
		// +1 against +0 wound cannot be compared: the first applies until the player picks.
		expect(shown.state.lastAttack).toMatchObject({
			applied: ['plus1-1'],
			choosable: true,
			compared: { settled: 'unclear' }
		});
		await s.dispatch('drawApp', { ...intent, cards: ['plus1-1', 'perk+0-1'], chosen: 'perk+0-1' });
		expect(s.groups.at(-1)).toHaveLength(1);
		expect(s.events.at(-1)).toMatchObject({ payload: { source: 'app', chosen: 'perk+0-1' } });
		expect(s.state.lastAttack).toMatchObject({ applied: ['perk+0-1'], damage: 2, compared: { settled: 'chosen' } });
		const r = await s.dispatch('drawApp', { ...intent, cards: ['bless-1', 'x2'] });
		expect(r?.refusal).toBe('gloomhaven/card_not_in_pile');
	});

	it('the session’s readings reach the draw: poison in the 2nd edition', async () => {
		const s = withDeck();
		await s.dispatch('setEdition', { edition: '2e' });
		const poisoned = { attack: 2, pierce: 0, mode: 'normal' as const, targets: [{ shield: 0, poisoned: true }] };
		expect(nextDraw(s.state, 'd1', poisoned)?.bonus).toBe(0);
		await s.dispatch('chooseReading', { point: 'poison_2e', option: 'both' });
		expect(nextDraw(s.state, 'd1', poisoned)?.bonus).toBe(1);
		expect((await s.dispatch('chooseReading', { point: 'poison_2e', option: 'x' }))?.refusal).toBe(
			'gloomhaven/unknown_reading'
		);
	});
});

describe('issue 25: the attack as the seed sets it up', () => {
	it('ターゲット毎に…「不利」: a ranged attack on two targets, only the adjacent one draws at disadvantage', async () => {
		// 遠距離攻撃で隣接した敵を攻撃する場合は「不利」; ターゲット毎に攻撃のダメージ値を算出する.
		const s = withDeck();
		const targets = [
			{ name: 'A', shield: 0, poisoned: false, adjacent: true },
			{ name: 'B', shield: 0, poisoned: false, adjacent: false }
		];
		const start = { attack: 3, pierce: 0, mode: 'normal' as const, ranged: true, targets };
		expect(nextDraw(s.state, 'd1', start)).toMatchObject({ mode: 'disadvantage', rangedAdjacent: true });
		// A: disadvantage takes two cards and the worse: +1 and −1 → 3 − 1 = 2.
		expect(await s.dispatch('drawTable', { deck: 'd1', start, cards: ['plus1-1', 'minus1-1'] })).toBeNull();
		expect(s.events.at(-1)!.payload).toMatchObject({ mode: 'disadvantage', rangedAdjacent: true, target: 'A' });
		expect(s.state.lastAttack).toMatchObject({ damage: 2 });
		// B, not adjacent: a normal draw of one card.
		expect(nextDraw(s.state, 'd1')).toMatchObject({ mode: 'normal', rangedAdjacent: false });
		expect(await s.dispatch('drawTable', { deck: 'd1', cards: ['plus2'] })).toBeNull();
		expect(s.state.lastAttack).toMatchObject({ target: 'B', mode: 'normal', damage: 5 });
		// The same attack with advantage: the adjacent target cancels to normal, the other keeps it.
		const adv = withDeck();
		await adv.dispatch('drawTable', { deck: 'd1', start: { ...start, mode: 'advantage' }, cards: ['plus1-1'] });
		expect(adv.state.lastAttack).toMatchObject({ mode: 'normal' });
		expect(nextDraw(adv.state, 'd1')).toMatchObject({ mode: 'advantage' });
	});

	it('a perk typed 「貫通3」 counts: rolling 貫通3 then +1, attack 3 with pierce 1 against shield 2 → 4 damage, not 3', async () => {
		// 攻撃やアイテム・カードで「貫通Z」の効果がある場合、装甲をZまで無効化する。なお、装甲は0以下にはならない。
		const s = withDeck();
		await s.dispatch('addCard', { deck: 'd1', value: 0, rolling: true, effects: ['貫通3'], scenario: false });
		expect(s.state.decks[0]!.base.at(-1)).toMatchObject({ id: 'perk+0r-1', rolling: true, pierce: 3 });
		await s.dispatch('drawTable', {
			deck: 'd1',
			start: { attack: 3, pierce: 1, mode: 'normal', targets: [{ name: 'ガード', hp: 6, shield: 2, poisoned: false }] },
			cards: ['perk+0r-1', 'plus1-1']
		});
		expect(s.state.lastAttack).toMatchObject({ modified: 4, cardPierce: 3, armour: 0, damage: 4, hpAfter: 2 });
		expect(gloomhaven.describe(s.events.at(-1)!, 'ja')).toContain('装甲2−貫通1+3 → 4ダメージ');
	});

	it('a condition on a card is named in the result and the log; an effect the app does not know stays a label', async () => {
		const s = withDeck();
		await s.dispatch('addCard', { deck: 'd1', value: 1, rolling: false, effects: ['毒, 炎'], scenario: false });
		expect(s.state.decks[0]!.pile.at(-1)).toMatchObject({ conditions: ['poison'], effects: ['炎'] });
		await s.dispatch('drawTable', { deck: 'd1', start: start(2, 'normal'), cards: ['perk+1-1'] });
		expect(s.state.lastAttack).toMatchObject({ damage: 3, conditions: ['poison'], labels: ['炎'] });
		expect(gloomhaven.describe(s.events.at(-1)!, 'ja')).toContain('毒を与えた');
		expect(gloomhaven.describe(s.events.at(-1)!, 'en')).toContain('gives poison');
	});

	it('a number typed among the effects must agree with the value; 連続 typed there makes the card rolling', async () => {
		const s = withDeck();
		const r = await s.dispatch('addCard', { deck: 'd1', value: 1, rolling: false, effects: ['+2'], scenario: false });
		expect(r?.refusal).toBe('gloomhaven/effect_value_conflict');
		expect(gloomhaven.explainRefusal(r!, 'ja')).toContain('+2');
		expect(
			(await s.dispatch('addCard', { deck: 'd1', value: 'x2', rolling: false, effects: ['連続'], scenario: false }))
				?.refusal
		).toBe('gloomhaven/rolling_needs_number');
		expect(
			await s.dispatch('addCard', { deck: 'd1', value: 1, rolling: false, effects: ['+1 連続'], scenario: false })
		).toBeNull();
		expect(s.state.decks[0]!.pile.at(-1)).toMatchObject({ id: 'perk+1r-1', rolling: true });
		expect(s.state.decks[0]!.pile.at(-1)).not.toHaveProperty('effects');
	});

	it('受けるであろうダメージを確認してから…軽減: a shield bonus and a reduction entered after the draw, before it is recorded', async () => {
		const s = withDeck();
		const intent = {
			deck: 'd1',
			start: {
				attack: 4,
				pierce: 1,
				mode: 'normal' as const,
				targets: [{ name: 'ブルート', hp: 8, shield: 1, poisoned: false }]
			},
			cards: ['plus1-1']
		};
		const seen = s.preview('drawTable', intent);
		if (isRefusal(seen)) throw new Error(seen.refusal);
		expect(seen.state.lastAttack).toMatchObject({ damage: 5, hpAfter: 3 });
		await s.dispatch('drawTable', { ...intent, extraShield: 1, reduction: 2 });
		// 5 after the card; shield 1 + 1 − pierce 1 = 1; − 2 → 2 damage; HP 8 → 6.
		expect(s.state.lastAttack).toMatchObject({ extraShield: 1, reduction: 2, armour: 1, damage: 2, hpAfter: 6 });
		expect(gloomhaven.describe(s.events.at(-1)!, 'ja')).toBe(
			'ブルート：攻撃 4（通常）→ +1 → 修正後5、装甲1+1−貫通1−軽減2 → 2ダメージ(ブルート)、HP 8 → 6（実物のデッキから）'
		);
	});

	it('各ステップで複数の修正が存在する場合、プレイヤーが適用順を選択する: a doubling with a bonus asks for the order', async () => {
		const s = withDeck();
		// The Scoundrel's example: attack 3, +1 (poisoned target), double the attack.
		const base = {
			attack: 3,
			pierce: 0,
			mode: 'normal' as const,
			doubled: true,
			targets: [{ shield: 0, poisoned: true }]
		};
		expect(nextDraw(s.state, 'd1', base)).toMatchObject({
			beforeCard: null,
			orders: { add_first: 8, double_first: 7 }
		});
		const asked = await s.dispatch('drawTable', { deck: 'd1', start: base, cards: ['plus0-1'] });
		expect(asked?.refusal).toBe('gloomhaven/order_needed');
		expect(s.events).toHaveLength(1);
		await s.dispatch('drawTable', { deck: 'd1', start: { ...base, order: 'add_first' }, cards: ['plus0-1'] });
		expect(s.state.lastAttack).toMatchObject({ beforeCard: 8, modified: 8, damage: 8 });
		expect(gloomhaven.describe(s.events.at(-1)!, 'en')).toContain('attack (3+1)×2');
		// Both orders give the same result: nothing to ask.
		const plain = { ...base, targets: [{ shield: 0, poisoned: false }] };
		expect(nextDraw(s.state, 'd1', plain)).toMatchObject({ beforeCard: 6, orders: null });
	});

	it('an empty deck name is refused, not named for the player', async () => {
		const s = new TestSession(gloomhaven);
		const r = await s.dispatch('addDeck', { name: '  ', owner: 'monster' });
		expect(r?.refusal).toBe('gloomhaven/name_required');
		expect(s.events).toHaveLength(0);
	});

	it('a target named twice is refused before anything is drawn (同一のアクションで同一の敵を複数回攻撃対象にはできない)', () => {
		const s = withDeck();
		const twice = {
			...start(2, 'normal'),
			targets: [
				{ name: 'A', shield: 0, poisoned: false },
				{ name: 'A', shield: 1, poisoned: false }
			]
		};
		expect(startRefusal(s.state, twice)).toMatchObject({ refusal: 'gloomhaven/target_twice', params: { target: 'A' } });
		const r = s.preview('drawApp', { deck: 'd1', start: twice });
		expect(isRefusal(r) && r.refusal).toBe('gloomhaven/target_twice');
	});
});
