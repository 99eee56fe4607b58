import { describe, expect, it } from 'vitest';
import { card, rolling } from '../../../../../tests/factories/gloomhaven';
import { attackOdds } from './odds';
import { resolveDraw, ATTACK_MODES, EDITIONS } from './draw';
import type { ModifierCard } from './card';
import { standardDeck } from './cards';

/** 「貫通3」 on a rolling +0, as a perk adds it (read by `readEffects`). */
const piercing = (id: string): ModifierCard => ({ ...rolling(id, 0), pierce: 3 });

function permutations<T>(items: readonly T[]): T[][] {
	if (items.length <= 1) return [[...items]];
	return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((r) => [x, ...r]));
}

/** Every order of the card instances, each equally likely; the damage worked out here, pierce by hand. */
function enumerate(
	deck: readonly ModifierCard[],
	attack: number,
	shield: number,
	pierce: number,
	mode: (typeof ATTACK_MODES)[number],
	edition: (typeof EDITIONS)[number]
) {
	const dist = new Map<number, number>();
	const orders = permutations(deck);
	for (const order of orders) {
		const { applied } = resolveDraw(order, mode, edition, attack);
		let value = attack;
		for (const c of applied) if (c.rolling) value += c.value as number;
		const last = applied.find((c) => !c.rolling);
		if (last) value = last.value === 'x2' ? 2 * value : last.value === 'null' ? 0 : value + last.value;
		const armour = Math.max(0, shield - pierce - applied.reduce((s, c) => s + (c.pierce ?? 0), 0));
		const d = Math.max(0, Math.max(0, value) - armour);
		dist.set(d, (dist.get(d) ?? 0) + 1 / orders.length);
	}
	return dist;
}

describe('attackOdds with a card’s own 貫通 (装甲をZまで無効化する)', () => {
	it('a rolling 「貫通3」 perk card, hand-worked: attack 3 against shield 2', () => {
		// {rolling +0 貫通3, +1, −1, +0, null}. The perk first (1/5), then one of the four, shield 0:
		// +1 → 4, −1 → 2, +0 → 3, null → 0. Any other card first, shield 2: +1 → 2, −1 → 0, +0 → 1, null → 0.
		const deck = [piercing('r'), card('p1', 1), card('m1', -1), card('z', 0), card('n', 'null')];
		const odds = attackOdds(deck, { attack: 3, shield: 2 });
		expect([...odds.distribution]).toEqual([
			[0, expect.closeTo(9 / 20, 14)],
			[1, expect.closeTo(4 / 20, 14)],
			[2, expect.closeTo(5 / 20, 14)],
			[3, expect.closeTo(1 / 20, 14)],
			[4, expect.closeTo(1 / 20, 14)]
		]);
		expect(odds.expected).toBeCloseTo(21 / 20, 14);
		// Without reading the effect (a label, as before) the perk would add nothing: 4 could not happen.
		const asLabel = attackOdds([{ ...rolling('r', 0), effects: ['貫通3'] }, ...deck.slice(1)], {
			attack: 3,
			shield: 2
		});
		expect(asLabel.atLeast(4)).toBe(0);
	});

	it('equals an enumeration of every order of the card instances, in every mode and edition (two perk cards with pierce)', () => {
		const deck = [
			piercing('r1'),
			piercing('r2'),
			card('p1', 1),
			card('m1', -1),
			card('x', 'x2'),
			{ ...card('p2', 0), pierce: 1 },
			card('n', 'null')
		];
		for (const mode of ATTACK_MODES)
			for (const edition of EDITIONS)
				for (const [attack, shield, pierce] of [
					[3, 2, 1],
					[2, 4, 0]
				] as const) {
					const got = attackOdds(deck, { attack, shield, pierce, mode, edition }).distribution;
					const want = enumerate(deck, attack, shield, pierce, mode, edition);
					expect([...got.keys()]).toEqual([...want.keys()].sort((a, b) => a - b));
					for (const [d, p] of want) expect(got.get(d)).toBeCloseTo(p, 12);
				}
	});

	it('shows the chance of each condition the applied card gives, and of each effect it does not count', () => {
		// The standard deck and one +0 毒 and one +1 炎: 22 cards, normal draw.
		const deck = [
			...standardDeck(),
			{ ...card('poison', 0), conditions: ['poison' as const] },
			{ ...card('fire', 1), effects: ['炎'] }
		];
		const odds = attackOdds(deck, { attack: 2 });
		expect([...odds.conditions]).toEqual([['poison', expect.closeTo(1 / 22, 14)]]);
		expect([...odds.labels]).toEqual([['炎', expect.closeTo(1 / 22, 14)]]);
		expect(attackOdds(standardDeck(), { attack: 2 }).conditions.size).toBe(0);
	});
});
