import { describe, expect, it } from 'vitest';
import { card, rolling } from '../../../../tests/factories/gloomhaven';
import {
	applyModifiers,
	attackOdds,
	blessCard,
	canAdd,
	chooseCard,
	combineAdvantage,
	compareCards,
	comparedCards,
	poisonBonus,
	curseCard,
	damageDealt,
	drawComplete,
	needsReshuffle,
	resolveDraw,
	standardDeck,
	type ModifierCard
} from './rules';

const p = (n: number, extra: Partial<ModifierCard> = {}) =>
	card(`p${n}-${Math.random().toString(36).slice(2, 6)}`, n, extra);
const x2 = card('x2', 'x2', { shuffle: true });
const nul = card('null', 'null', { shuffle: true });
const ids = (cards: readonly ModifierCard[]) => cards.map((c) => c.id);

describe('standardDeck, blessCard, curseCard', () => {
	it('the 20 cards: +0 ×6, +1 ×5, −1 ×5, +2, −2, ×2 and null (the last two with the shuffle icon)', () => {
		const deck = standardDeck();
		expect(deck).toHaveLength(20);
		const count = (v: ModifierCard['value']) => deck.filter((c) => c.value === v).length;
		expect([count(0), count(1), count(-1), count(2), count(-2), count('x2'), count('null')]).toEqual([
			6, 5, 5, 1, 1, 1, 1
		]);
		expect(deck.filter((c) => c.shuffle).map((c) => c.value)).toEqual(['x2', 'null']);
		expect(new Set(ids(deck)).size).toBe(20);
		expect(deck.every((c) => c.kind === 'standard' && !c.rolling)).toBe(true);
	});

	it('bless is a ×2 and curse a null, neither with the shuffle icon', () => {
		expect(blessCard()).toEqual({ id: 'bless', value: 'x2', kind: 'bless' });
		expect(curseCard('curse-3')).toEqual({ id: 'curse-3', value: 'null', kind: 'curse' });
	});
});

describe('applyModifiers and damageDealt', () => {
	it('×2 after a rolling +1: the rolling card is added first, then the total doubles', () => {
		// Attack 3: (3 + 1) × 2 = 8, not 3 × 2 + 1.
		expect(applyModifiers(3, [rolling('r', 1), x2])).toBe(8);
		expect(applyModifiers(3, [x2, rolling('r', 1)])).toBe(8);
	});

	it('null makes the attack 0 whatever rolled before; the floor at 0 applies to the final result only', () => {
		expect(applyModifiers(5, [rolling('r', 2), nul])).toBe(0);
		expect(applyModifiers(1, [p(-2)])).toBe(0);
		// A penalised attack below 0 is carried: −1 with +2 → 1.
		expect(applyModifiers(-1, [p(2)])).toBe(1);
		expect(applyModifiers(-1, [x2])).toBe(0);
		expect(applyModifiers(4, [])).toBe(4);
	});

	it('refuses two cards that are not rolling, a rolling ×2, a value outside −10…+10', () => {
		expect(() => applyModifiers(3, [p(1), p(2)])).toThrow(
			/applyModifiers: applied may hold one card that is not rolling, got 2/
		);
		expect(() => applyModifiers(3, [card('r', 'x2', { rolling: true })])).toThrow(
			/value of a rolling card must be a number/
		);
		expect(() => applyModifiers(3, [p(11)])).toThrow(/applied\[0\]\.value must be an integer from -10 to 10, got 11/);
		expect(() => applyModifiers(1.5, [])).toThrow(/attack must be an integer/);
	});

	it('shield 2 with pierce 3: 「装甲をZまで無効化する。なお、装甲は0以下にはならない」', () => {
		// Attack 3 with +1: 4 − max(0, 2 − 3) = 4 (the shield is gone, and the leftover pierce adds nothing).
		expect(damageDealt({ attack: 3, applied: [p(1)], shield: 2, pierce: 3 })).toBe(4);
		expect(damageDealt({ attack: 3, applied: [p(1)], shield: 2, pierce: 1 })).toBe(3);
		expect(damageDealt({ attack: 3, applied: [p(1)], shield: 2 })).toBe(2);
		expect(damageDealt({ attack: 1, applied: [p(-1)], shield: 2 })).toBe(0);
		expect(() => damageDealt({ attack: 3, applied: [], shield: -1 })).toThrow(
			/damageDealt: shield must be an integer ≥ 0, got -1/
		);
		expect(() => damageDealt({ attack: 3, applied: [], pierce: -2 })).toThrow(/pierce must be an integer ≥ 0/);
	});
});

describe('resolveDraw, 1st edition (the seed)', () => {
	it('normal: one card, more while the card is rolling, all apply', () => {
		const seq = [rolling('a', 1), rolling('b', 0, ['wound']), p(-1), p(2)];
		expect(resolveDraw(seq, 'normal')).toEqual({ consumed: 3, applied: seq.slice(0, 3) });
		expect(resolveDraw([p(0), p(2)], 'normal')).toEqual({
			consumed: 1,
			applied: [expect.objectContaining({ value: 0 })]
		});
	});

	it('advantage, neither rolling: the better card (攻撃側が有利なら、2枚引き、より効果がポジティブな方を適用する)', () => {
		const [a, b] = [p(-1), p(1)];
		expect(resolveDraw([a, b, p(2)], 'advantage', '1e', 2)).toEqual({ consumed: 2, applied: [b] });
		expect(resolveDraw([b, nul], 'advantage')).toEqual({ consumed: 2, applied: [b] });
		// ×2 against +2 compares what each gives: at attack 1, +2 (3) beats ×2 (2); at attack 3, ×2 (6) beats +2 (5).
		const two = p(2);
		expect(resolveDraw([x2, two], 'advantage', '1e', 1).applied).toEqual([two]);
		expect(resolveDraw([two, x2], 'advantage', '1e', 3).applied).toEqual([x2]);
	});

	it('advantage with one rolling card: its effect is added to the other card (その効果はもう1枚のカードに適用する), no third card', () => {
		const r = rolling('r', 1);
		const minus = p(-1);
		expect(resolveDraw([r, minus, p(2)], 'advantage', '1e', 3)).toEqual({ consumed: 2, applied: [r, minus] });
		expect(resolveDraw([minus, r, p(2)], 'advantage', '1e', 3)).toEqual({ consumed: 2, applied: [minus, r] });
		expect(applyModifiers(3, [minus, r])).toBe(3);
		expect(applyModifiers(3, [r, x2])).toBe(8);
	});

	it('advantage with two rolling cards: draw until a card that is not rolling, all apply', () => {
		const seq = [rolling('a', 1), rolling('b', 2), rolling('c', 0, ['poison']), p(-1), p(2)];
		expect(resolveDraw(seq, 'advantage')).toEqual({ consumed: 4, applied: seq.slice(0, 4) });
		expect(applyModifiers(3, seq.slice(0, 4))).toBe(5);
	});

	it('disadvantage, neither rolling: the worse card; one rolling card: its effect is ignored (その連続修正カードの効果は無視する)', () => {
		const [a, b] = [p(1), p(-1)];
		expect(resolveDraw([a, b], 'disadvantage')).toEqual({ consumed: 2, applied: [b] });
		expect(resolveDraw([x2, nul], 'disadvantage', '1e', 4).applied).toEqual([nul]);
		const r = rolling('r', 2);
		expect(resolveDraw([r, a, b], 'disadvantage')).toEqual({ consumed: 2, applied: [a] });
		expect(resolveDraw([a, r, b], 'disadvantage')).toEqual({ consumed: 2, applied: [a] });
	});

	it('disadvantage with two rolling cards and the card that follows: only that card applies (そのカードの効果のみ適用する)', () => {
		const follows = p(-1);
		const seq = [rolling('a', 1), rolling('b', 1, ['poison']), rolling('c', 2), follows, p(2)];
		expect(resolveDraw(seq, 'disadvantage', '1e', 3)).toEqual({ consumed: 4, applied: [follows] });
		expect(damageDealt({ attack: 3, applied: [follows] })).toBe(2);
	});

	it('the tie rule: every added effect counts as more positive than a number; an unclear pair → the card drawn first', () => {
		const plain = p(1);
		const wound = p(1, { effects: ['wound'] });
		// Equal values, effects on one: advantage takes the card with the effect, disadvantage the other.
		expect(resolveDraw([plain, wound], 'advantage').applied).toEqual([wound]);
		expect(resolveDraw([wound, plain], 'disadvantage').applied).toEqual([plain]);
		// A higher value against an added effect is unclear: the first drawn applies, either way round.
		const two = p(2);
		expect(resolveDraw([two, wound], 'advantage').applied).toEqual([two]);
		expect(resolveDraw([wound, two], 'advantage').applied).toEqual([wound]);
		expect(resolveDraw([wound, two], 'disadvantage').applied).toEqual([wound]);
		// Equal values with effects on both, or on neither: the first drawn.
		const poison = p(1, { effects: ['poison'] });
		expect(resolveDraw([poison, wound], 'advantage').applied).toEqual([poison]);
		const other = p(1);
		expect(resolveDraw([other, plain], 'advantage').applied).toEqual([other]);
		expect(resolveDraw([other, plain], 'disadvantage').applied).toEqual([other]);
		// Null is the lowest of all, even with an effect.
		const badNull = card('n', 'null', { effects: ['wound'] });
		expect(resolveDraw([badNull, p(-2)], 'advantage').applied).toEqual([expect.objectContaining({ value: -2 })]);
		expect(compareCards(badNull, p(-2), 0)).toBe('second');
	});

	it('a higher value that carries every effect of the lower card is clearly better (open point tie_effects_both)', () => {
		const high = p(2, { effects: ['wound'] });
		const low = p(1, { effects: ['wound'] });
		expect(compareCards(low, high, 0)).toBe('second');
		expect(compareCards(p(1, { effects: ['poison'] }), high, 0)).toBe('unclear');
	});

	it('a deck that runs dry mid-draw resolves with the cards taken (open point deck_runs_dry)', () => {
		const r = rolling('r', 1);
		expect(resolveDraw([r], 'normal')).toEqual({ consumed: 1, applied: [r] });
		expect(resolveDraw([r], 'disadvantage')).toEqual({ consumed: 1, applied: [] });
		expect(resolveDraw([p(1)], 'advantage').consumed).toBe(1);
		expect(drawComplete([r], 'normal')).toBe(false);
		expect(drawComplete([r, p(0)], 'normal')).toBe(true);
		expect(drawComplete([p(0)], 'advantage')).toBe(false);
	});

	it('refuses an empty sequence, an unknown mode or edition', () => {
		expect(() => resolveDraw([], 'normal')).toThrow(/resolveDraw: sequence is empty/);
		expect(() => resolveDraw([p(0)], 'lucky' as 'normal')).toThrow(
			/mode must be one of 'normal', 'advantage', 'disadvantage', got lucky/
		);
		expect(() => resolveDraw([p(0)], 'normal', '3e' as '1e')).toThrow(/edition must be one of/);
	});
});

describe('resolveDraw, 2nd edition / Frosthaven (our notes)', () => {
	it('advantage with a rolling first card: until a card that is not rolling, one more (its icon ignored), the better of the last two on top of the rolling cards', () => {
		const [a, b] = [rolling('a', 1), rolling('b', 0, ['wound'])];
		const n = p(-1);
		const m = rolling('m', 2);
		const seq = [a, b, n, m, p(0)];
		expect(resolveDraw(seq, 'advantage', '2e', 3)).toEqual({ consumed: 4, applied: [a, b, m] });
		expect(applyModifiers(3, [a, b, m])).toBe(6);
		// Disadvantage: the earlier rolling cards are ignored, the worse of the last two applies.
		expect(resolveDraw(seq, 'disadvantage', '2e', 3)).toEqual({ consumed: 4, applied: [n] });
	});

	it('a first card that is not rolling is compared with the next (a rolling icon on the second is ignored)', () => {
		const first = p(1);
		const second = rolling('r', 1);
		expect(resolveDraw([first, second, p(2)], 'advantage', '2e')).toEqual({ consumed: 2, applied: [first] });
		expect(resolveDraw([p(0), x2], 'advantage', '2e', 2).applied).toEqual([x2]);
		expect(resolveDraw([p(0), rolling('r2', 2)], 'disadvantage', '2e').applied).toEqual([
			expect.objectContaining({ value: 0 })
		]);
		// Normal draws are the same in both editions.
		const seq = [rolling('a', 1), p(0)];
		expect(resolveDraw(seq, 'normal', '2e')).toEqual(resolveDraw(seq, 'normal', '1e'));
	});
});

describe('chooseCard (2nd edition: a character with advantage may take either card)', () => {
	it('swaps the better card for the chosen one; the earlier rolling cards still apply', () => {
		const r = rolling('r', 1);
		const [two, minus] = [p(2), p(-1)];
		expect(resolveDraw([r, two, minus], 'advantage', '2e', 3).applied).toEqual([r, two]);
		expect(chooseCard([r, two, minus], minus.id, 3)).toEqual({ consumed: 3, applied: [r, minus] });
		expect(chooseCard([two, minus], two.id)).toEqual({ consumed: 2, applied: [two] });
	});

	it('refuses a card that was not compared, and a draw with no choice', () => {
		const r = rolling('r', 1);
		const [two, minus] = [p(2), p(-1)];
		expect(() => chooseCard([r, two, minus], 'r')).toThrow(/chooseCard: chosenId must be .* or .*, got r/);
		expect(() => chooseCard([r, two], two.id)).toThrow(/does not settle a 2nd edition advantage draw/);
	});
});

describe('the session’s readings of the open points', () => {
	it('tie_effects_both: different values with effects on both — superset (default), always the first, or the higher value', () => {
		const high = p(2, { effects: ['wound'] });
		const low = p(1, { effects: ['poison'] });
		expect(compareCards(low, high, 0)).toBe('unclear');
		expect(compareCards(low, high, 0, { tie_effects_both: 'higher_value' })).toBe('second');
		const both = p(2, { effects: ['poison', 'wound'] });
		expect(compareCards(low, both, 0)).toBe('second');
		expect(compareCards(low, both, 0, { tie_effects_both: 'always_first' })).toBe('unclear');
		// The issue settles a higher value against an added effect (none on the higher card): unclear in every reading.
		for (const tie_effects_both of ['higher_if_superset', 'always_first', 'higher_value'] as const)
			expect(compareCards(low, p(3), 0, { tie_effects_both })).toBe('unclear');
		expect(resolveDraw([low, high], 'advantage', '1e', 0, { tie_effects_both: 'higher_value' }).applied).toEqual([
			high
		]);
	});

	it('deck_runs_dry: the cards taken (default) or no modifier at all', () => {
		const r = rolling('r', 1);
		expect(resolveDraw([r], 'normal', '1e', 2, { deck_runs_dry: 'no_modifier' })).toEqual({ consumed: 1, applied: [] });
		const dry = attackOdds([r], { attack: 2, readings: { deck_runs_dry: 'no_modifier' } });
		expect([...dry.distribution]).toEqual([[2, 1]]);
		expect([...attackOdds([r], { attack: 2 }).distribution]).toEqual([[3, 1]]);
	});

	it('poison_2e: +1 on a poisoned target only in the 1st edition (default), or in both', () => {
		expect(poisonBonus(true, '2e')).toBe(0);
		expect(poisonBonus(true, '2e', { poison_2e: 'both' })).toBe(1);
		expect(poisonBonus(false, '2e', { poison_2e: 'both' })).toBe(0);
	});

	it('an unknown point or option is a RangeError naming it', () => {
		expect(() => resolveDraw([p(0)], 'normal', '1e', 0, { deck_runs_dry: 'maybe' as 'no_modifier' })).toThrow(
			/resolveDraw: readings\.deck_runs_dry must be one of/
		);
		expect(() => attackOdds([p(0)], { attack: 1, readings: { nope: 1 } as never })).toThrow(
			/attackOdds: readings must be one of/
		);
	});
});

describe('comparedCards: the pair an advantage or disadvantage draw compared', () => {
	it('names the plainly better card, or none when they cannot be compared; nothing for a normal draw', () => {
		const [two, minus] = [p(2), p(-1)];
		expect(comparedCards([two, minus], 'advantage')).toEqual({ between: [two, minus], better: two, base: 0 });
		expect(comparedCards([two, minus], 'disadvantage')?.better).toBe(two);
		const wound = p(0, { effects: ['wound'] });
		expect(comparedCards([p(1), wound], 'advantage', '2e')?.better).toBeNull();
		// 2e after a rolling +1: compared on attack 3 + 1.
		const r = rolling('r', 1);
		expect(comparedCards([r, two, minus], 'advantage', '2e', 3)).toMatchObject({ between: [two, minus], base: 4 });
		expect(comparedCards([two], 'normal')).toBeNull();
		// 1e, one rolling card of the two: both apply, nothing compared.
		expect(comparedCards([r, two], 'advantage')).toBeNull();
	});
});

describe('combineAdvantage, needsReshuffle, canAdd', () => {
	it('any advantage and any disadvantage cancel, whatever their numbers (それぞれの数によらず打ち消し合って通常の攻撃となる)', () => {
		expect(combineAdvantage(0, 0)).toBe('normal');
		expect(combineAdvantage(2, 0)).toBe('advantage');
		expect(combineAdvantage(0, 1)).toBe('disadvantage');
		expect(combineAdvantage(3, 1)).toBe('normal');
		expect(combineAdvantage(1, 3)).toBe('normal');
		expect(() => combineAdvantage(-1, 0)).toThrow(/combineAdvantage: advantages must be an integer ≥ 0, got -1/);
	});

	it('a standard ×2 or null drawn this round flags the reshuffle; bless, curse and other cards do not', () => {
		const deck = standardDeck();
		const find = (v: ModifierCard['value']) => deck.find((c) => c.value === v) as ModifierCard;
		expect(needsReshuffle([find(1), find('x2')])).toBe(true);
		expect(needsReshuffle([find('null')])).toBe(true);
		expect(needsReshuffle([find(1), find(-2), blessCard(), curseCard()])).toBe(false);
		expect(needsReshuffle([{ ...blessCard(), shuffle: true }])).toBe(false);
		expect(needsReshuffle([])).toBe(false);
	});

	it('a set can be added while fewer than 10 of it are in play; counts outside 0…10 and unknown sets are refused', () => {
		const supply = { bless: 9, playerCurses: 10, monsterCurses: 0 };
		expect(canAdd('bless', supply)).toBe(true);
		expect(canAdd('playerCurse', supply)).toBe(false);
		expect(canAdd('monsterCurse', supply)).toBe(true);
		expect(canAdd('bless', { ...supply, bless: 10 })).toBe(false);
		expect(() => canAdd('bless', { ...supply, bless: 11 })).toThrow(
			/canAdd: supply.bless must be an integer from 0 to 10, got 11/
		);
		expect(() => canAdd('curse' as 'bless', supply)).toThrow(/canAdd: kind must be one of/);
		expect(() => canAdd('bless', { ...supply, monsterCurses: -1 })).toThrow(RangeError);
	});
});

describe('attackOdds, hand-worked', () => {
	it('standard deck, attack 1: E = 21/20 = 1.05 and P(0) = 7/20 (our notes, System C)', () => {
		const odds = attackOdds(standardDeck(), { attack: 1 });
		// 0: −1 ×5, −2, null; 1: +0 ×6; 2: +1 ×5, ×2; 3: +2.
		expect([...odds.distribution.keys()]).toEqual([0, 1, 2, 3]);
		expect(odds.distribution.get(0)).toBeCloseTo(7 / 20, 14);
		expect(odds.distribution.get(1)).toBeCloseTo(6 / 20, 14);
		expect(odds.distribution.get(2)).toBeCloseTo(6 / 20, 14);
		expect(odds.distribution.get(3)).toBeCloseTo(1 / 20, 14);
		expect(odds.expected).toBeCloseTo(1.05, 14);
		expect(odds.atLeast(2)).toBeCloseTo(7 / 20, 14);
		expect(odds.atLeast(0)).toBe(1);
		expect(odds.atLeast(-3)).toBe(1);
		expect(odds.atLeast(4)).toBe(0);
	});

	it('matches our notes’ computed expectations for a fresh deck (advantage, disadvantage, shields)', () => {
		const rows: [number, number, number, number, number][] = [
			// attack, shield, E[normal], E[advantage], E[disadvantage]
			[1, 0, 1.05, 1.58, 0.52],
			[2, 0, 2.0, 2.67, 1.33],
			[3, 1, 2.05, 2.77, 1.33],
			[6, 2, 4.1, 5.07, 3.13]
		];
		for (const [attack, shield, n, a, d] of rows) {
			expect(attackOdds(standardDeck(), { attack, shield }).expected).toBeCloseTo(n, 2);
			expect(attackOdds(standardDeck(), { attack, shield, mode: 'advantage' }).expected).toBeCloseTo(a, 2);
			expect(attackOdds(standardDeck(), { attack, shield, mode: 'disadvantage' }).expected).toBeCloseTo(d, 2);
		}
	});

	it('a three-card deck with a rolling +1 under advantage (1e), counted by hand over the 6 orders', () => {
		// Orders of {R+1, +0, −1}, attack 2: a rolling card among the first two → both apply
		// (R,+0)=3 (+0,R)=3 (R,−1)=2 (−1,R)=2; neither → the better, +0 → 2 either way.
		const deck = [rolling('r', 1), p(0), p(-1)];
		const adv = attackOdds(deck, { attack: 2, mode: 'advantage' });
		expect([...adv.distribution]).toEqual([
			[2, expect.closeTo(4 / 6, 14)],
			[3, expect.closeTo(2 / 6, 14)]
		]);
		// Normal: R first (1/3) then +0 → 3 or −1 → 2; +0 first → 2; −1 first → 1.
		const normal = attackOdds(deck, { attack: 2 });
		expect(normal.distribution.get(1)).toBeCloseTo(1 / 3, 14);
		expect(normal.distribution.get(2)).toBeCloseTo(1 / 2, 14);
		expect(normal.distribution.get(3)).toBeCloseTo(1 / 6, 14);
		expect(normal.expected).toBeCloseTo(11 / 6, 14);
	});

	it('runs the pile out into the discards: the only pile card is rolling, the discards decide', () => {
		const odds = attackOdds([rolling('r', 1)], { attack: 2, discards: [p(1), x2] });
		// 2 + 1 + 1 = 4 or (2 + 1) × 2 = 6, each 1/2.
		expect([...odds.distribution]).toEqual([
			[4, 0.5],
			[6, 0.5]
		]);
		// Only discards: the attack shuffles them in first.
		expect(attackOdds([], { attack: 1, discards: [p(1)] }).expected).toBe(2);
	});

	it('advantage can lower the expected damage under the 1e rules when a rolling card is negative (so the property below keeps rolling values ≥ 0)', () => {
		// {+1, rolling −1}, attack 2. Normal: +1 first → 3; rolling −1 first → 2 − 1 + 1 = 2: E = 2.5.
		// Advantage: the rolling card is always one of the two, so both apply: 2 every time.
		const deck = [p(1), rolling('r', -1)];
		expect(attackOdds(deck, { attack: 2 }).expected).toBeCloseTo(2.5, 14);
		expect(attackOdds(deck, { attack: 2, mode: 'advantage' }).expected).toBe(2);
		// 2e compares instead: +1 first → against −1 (icon ignored) → 3; rolling −1 first → +1, then
		// the deck is dry → 2. E = 2.5, the same as normal, not below it.
		expect(attackOdds(deck, { attack: 2, mode: 'advantage', edition: '2e' }).expected).toBeCloseTo(2.5, 14);
	});

	it('refuses an empty deck with no discards, a negative shield or pierce, a bad card', () => {
		expect(() => attackOdds([], { attack: 2 })).toThrow(/attackOdds: deck is empty and so are the discards/);
		expect(() => attackOdds(standardDeck(), { attack: 2, shield: -1 })).toThrow(
			/attackOdds: shield must be an integer ≥ 0/
		);
		expect(() => attackOdds(standardDeck(), { attack: 2, pierce: -1 })).toThrow(/attackOdds: pierce must be/);
		expect(() => attackOdds([p(12)], { attack: 2 })).toThrow(/deck\[0\]\.value must be an integer from -10 to 10/);
		expect(() => attackOdds(standardDeck(), { attack: 2 }).atLeast(NaN)).toThrow(/atLeast: h must be a number/);
	});
});
