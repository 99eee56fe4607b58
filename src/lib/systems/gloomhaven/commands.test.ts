import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { gloomhaven } from './index';
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
});
