import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { shuffle } from '$lib/core/decks';
import { perkDeck, rolling, seededRng } from '../../../../tests/factories/gloomhaven';
import {
	ATTACK_MODES,
	EDITIONS,
	appDraw,
	blessCard,
	curseCard,
	applyModifiers,
	attackOdds,
	damageDealt,
	endOfRound,
	needsReshuffle,
	resolveDraw,
	standardDeck,
	tableDraw,
	type AttackMode,
	type Edition,
	type ModifierCard,
	type ModifierDeck
} from './rules';

const effects = fc.subarray(['wound', 'poison']);
/** A card of any shape the rules accept; rolling cards carry numbers (`minRolling` and up). */
const cardArb = (minRolling = -3) =>
	fc.oneof(
		fc.record({ value: fc.integer({ min: -3, max: 3 }), effects, shuffle: fc.boolean(), p: withPierce }),
		fc.record({ value: fc.constantFrom('x2' as const, 'null' as const), effects, shuffle: fc.boolean() }),
		fc.record({ value: fc.integer({ min: minRolling, max: 3 }), effects, rolling: fc.constant(true), p: withPierce })
	);
/** Some cards carry their own 貫通 (0: none), which the damage and the odds must count. */
const withPierce = fc.integer({ min: 0, max: 2 });
const withIds = (cards: (Omit<ModifierCard, 'id'> & { p?: number })[], prefix = 'c'): ModifierCard[] =>
	cards.map(({ p, ...c }, i) => {
		const out = { ...c, id: `${prefix}${i}` } as ModifierCard;
		if (!c.effects?.length) delete out.effects;
		if (p) out.pierce = p;
		return out;
	});
const deckArb = (min: number, max: number, minRolling = -3) =>
	fc.array(cardArb(minRolling), { minLength: min, maxLength: max }).map((cs) => withIds(cs));
const mode = fc.constantFrom(...ATTACK_MODES);
const edition = fc.constantFrom(...EDITIONS);
const attack = fc.integer({ min: -1, max: 6 });
const armour = fc.record({ shield: fc.integer({ min: 0, max: 3 }), pierce: fc.integer({ min: 0, max: 3 }) });

function permutations<T>(items: readonly T[]): T[][] {
	if (items.length <= 1) return [[...items]];
	return items.flatMap((x, i) =>
		permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest])
	);
}

test.prop([deckArb(0, 12), deckArb(0, 4), attack, armour, mode, edition])(
	'the odds sum to 1, atLeast(h) is P(damage ≥ h), expected is their mean',
	(deck, discards, atk, { shield, pierce }, m, e) => {
		fc.pre(deck.length + discards.length > 0);
		const odds = attackOdds(deck, { attack: atk, shield, pierce, mode: m, edition: e, discards });
		const entries = [...odds.distribution];
		expect(entries.reduce((s, [, p]) => s + p, 0)).toBeCloseTo(1, 12);
		expect(entries.every(([d, p]) => Number.isInteger(d) && d >= 0 && p > 0)).toBe(true);
		expect(odds.expected).toBeCloseTo(
			entries.reduce((s, [d, p]) => s + d * p, 0),
			12
		);
		expect(odds.atLeast(0)).toBe(1);
		for (const [d] of entries)
			expect(odds.atLeast(d)).toBeCloseTo(
				entries.filter(([x]) => x >= d).reduce((s, [, p]) => s + p, 0),
				12
			);
	}
);

test.prop([deckArb(1, 14, 0), fc.integer({ min: 0, max: 6 }), armour, edition, deckArb(0, 3, 0)])(
	'with rolling cards of value ≥ 0, advantage never lowers and disadvantage never raises the expected damage',
	(deck, atk, { shield, pierce }, e, discards) => {
		const odds = (m: AttackMode) =>
			attackOdds(deck, { attack: atk, shield, pierce, mode: m, edition: e, discards }).expected;
		const normal = odds('normal');
		expect(odds('advantage')).toBeGreaterThanOrEqual(normal - 1e-12);
		expect(odds('disadvantage')).toBeLessThanOrEqual(normal + 1e-12);
	}
);

test.prop([fc.integer({ min: -5, max: 10 }), deckArb(1, 6)])(
	'applying cards never goes below 0, and damage never exceeds the modified attack',
	(atk, cards) => {
		for (const m of ATTACK_MODES)
			for (const e of EDITIONS) {
				const { applied } = resolveDraw(cards, m, e, atk);
				const value = applyModifiers(atk, applied);
				expect(value).toBeGreaterThanOrEqual(0);
				const dealt = damageDealt({ attack: atk, applied, shield: 2, pierce: 1 });
				expect(dealt).toBeGreaterThanOrEqual(0);
				expect(dealt).toBeLessThanOrEqual(value);
			}
	}
);

/**
 * Every ordering of the pile, then of the discards, each equally likely: the slow truth. The
 * damage is worked here from the cards that apply — their numbers, then the shield less the
 * attack's pierce and every applied card's own 貫通 — not by the damage rules under test.
 */
function bruteForce(
	deck: readonly ModifierCard[],
	discards: readonly ModifierCard[],
	atk: number,
	shield: number,
	pierce: number,
	m: AttackMode,
	e: Edition
) {
	const dist = new Map<number, number>();
	const piles = permutations(deck);
	const rest = permutations(discards);
	const w = 1 / (piles.length * rest.length);
	for (const a of piles)
		for (const b of rest) {
			const { applied } = resolveDraw([...a, ...b], m, e, atk);
			let value = atk;
			for (const c of applied) if (c.rolling) value += c.value as number;
			const last = applied.find((c) => !c.rolling);
			if (last) value = last.value === 'x2' ? 2 * value : last.value === 'null' ? 0 : value + last.value;
			const allPierce = pierce + applied.reduce((s, c) => s + (c.pierce ?? 0), 0);
			const d = Math.max(0, Math.max(0, value) - Math.max(0, shield - allPierce));
			dist.set(d, (dist.get(d) ?? 0) + w);
		}
	return dist;
}

function expectSameDistribution(got: Map<number, number>, want: Map<number, number>) {
	expect([...got.keys()].sort((a, b) => a - b)).toEqual([...want.keys()].sort((a, b) => a - b));
	for (const [d, p] of want) expect(got.get(d)).toBeCloseTo(p, 12);
}

test.prop([deckArb(0, 6), deckArb(0, 2), attack, armour, mode, edition])(
	'attackOdds equals brute-force enumeration of every ordering (pile up to 6, discards up to 2)',
	(deck, discards, atk, { shield, pierce }, m, e) => {
		fc.pre(deck.length + discards.length > 0);
		const odds = attackOdds(deck, {
			attack: atk,
			shield,
			pierce,
			mode: m,
			edition: e,
			discards: withIds(discards, 'd')
		});
		expectSameDistribution(odds.distribution, bruteForce(deck, withIds(discards, 'd'), atk, shield, pierce, m, e));
	},
	60_000
);

test.prop([deckArb(7, 8), attack, mode, edition], { numRuns: 12 })(
	'attackOdds equals brute-force enumeration for 7- and 8-card decks (every one of up to 40,320 orders)',
	(deck, atk, m, e) => {
		const odds = attackOdds(deck, { attack: atk, shield: 1, mode: m, edition: e });
		expectSameDistribution(odds.distribution, bruteForce(deck, [], atk, 1, 0, m, e));
	},
	60_000
);

describe('attackOdds against 100,000 seeded simulated draws', () => {
	/** Each damage's frequency within 4.5 standard errors of its probability, and the mean too. */
	function simulate(
		pile: readonly ModifierCard[],
		discards: readonly ModifierCard[],
		atk: number,
		shield: number,
		m: AttackMode,
		e: Edition,
		seed: number
	) {
		const n = 100_000;
		const rng = seededRng(seed);
		const seen = new Map<number, number>();
		let total = 0;
		for (let i = 0; i < n; i++) {
			const order = [...shuffle(pile, rng), ...shuffle(discards, rng)];
			const { applied } = resolveDraw(order, m, e, atk);
			const d = damageDealt({ attack: atk, applied, shield });
			seen.set(d, (seen.get(d) ?? 0) + 1);
			total += d;
		}
		const odds = attackOdds(pile, { attack: atk, shield, mode: m, edition: e, discards });
		for (const d of seen.keys()) expect(odds.distribution.has(d)).toBe(true);
		for (const [d, p] of odds.distribution) {
			const se = Math.sqrt((p * (1 - p)) / n);
			expect(Math.abs((seen.get(d) ?? 0) / n - p)).toBeLessThanOrEqual(4.5 * se + 1e-12);
		}
		const variance = [...odds.distribution].reduce((s, [d, p]) => s + p * (d - odds.expected) ** 2, 0);
		expect(Math.abs(total / n - odds.expected)).toBeLessThanOrEqual(4.5 * Math.sqrt(variance / n));
	}

	it('a full 22-card deck (20 with 5 rolling, a bless and a curse), attack 3 against shield 1, advantage, 1e', () => {
		simulate([...perkDeck(), blessCard(), curseCard()], [], 3, 1, 'advantage', '1e', 20260101);
	}, 60_000);

	it('the same deck under disadvantage, 2e', () => {
		simulate([...perkDeck(), blessCard(), curseCard()], [], 3, 1, 'disadvantage', '2e', 7);
	}, 60_000);

	it('a nearly empty pile of rolling cards that runs out into the discards, normal', () => {
		const deck = perkDeck();
		const pile = deck.filter((c) => c.rolling).slice(0, 3);
		simulate(
			pile,
			deck.filter((c) => !pile.includes(c)),
			2,
			0,
			'normal',
			'1e',
			99
		);
	}, 60_000);
});

describe('decks across draws and round ends', () => {
	const fullDeck = fc
		.record({ bless: fc.integer({ min: 0, max: 3 }), curse: fc.integer({ min: 0, max: 3 }), extra: deckArb(0, 4, 0) })
		.map(({ bless, curse, extra }) => [
			...standardDeck(),
			...Array.from({ length: bless }, (_, i) => blessCard(`bless-${i}`)),
			...Array.from({ length: curse }, (_, i) => curseCard(`curse-${i}`)),
			...withIds(extra, 'extra-')
		]);

	test.prop([
		fullDeck,
		fc.array(fc.record({ mode, edition, endRound: fc.boolean() }), { maxLength: 30 }),
		fc.integer()
	])(
		'the card count is conserved across draw, discard and reshuffle, except bless and curse, which leave when drawn',
		(cards, steps, seed) => {
			const rng = seededRng(seed);
			let deck: ModifierDeck = { pile: cards, discards: [], removed: [] };
			let drawnThisRound: ModifierCard[] = [];
			let left = cards.length;
			for (const s of steps) {
				if (deck.pile.length + deck.discards.length === 0) break;
				const before = deck;
				const r = appDraw(deck, { mode: s.mode, edition: s.edition, attack: 2 }, rng);
				// The same cards named at the table give the same result.
				const t = tableDraw(
					before,
					r.drawn.map((c) => c.id),
					{ mode: s.mode, edition: s.edition, attack: 2 }
				);
				expect(t.applied).toEqual(r.applied);
				expect(r.returned.every((c) => c.kind === 'bless' || c.kind === 'curse')).toBe(true);
				expect(r.drawn.filter((c) => c.kind === 'bless' || c.kind === 'curse')).toEqual(r.returned);
				left -= r.returned.length;
				deck = r.deck;
				expect(deck.pile.length + deck.discards.length).toBe(left);
				drawnThisRound.push(...r.drawn);
				if (s.endRound) {
					const end = endOfRound(deck, needsReshuffle(drawnThisRound));
					if (end.reshuffled) expect(end.deck.discards).toEqual([]);
					deck = end.deck;
					drawnThisRound = [];
					expect(deck.pile.length + deck.discards.length).toBe(left);
				}
			}
			const ids = [...deck.pile, ...deck.discards].map((c) => c.id);
			expect(new Set(ids).size).toBe(ids.length);
		}
	);

	it('a table draw refuses a card not in the pile, too few cards, or more than the attack takes', () => {
		const deck: ModifierDeck = { pile: [rolling('r', 1), ...standardDeck().slice(0, 3)], discards: [], removed: [] };
		expect(() => tableDraw(deck, ['nope'], { mode: 'normal' })).toThrow(
			/tableDraw: ids\[0\] names nope, which is not in the pile/
		);
		expect(() => tableDraw(deck, ['r'], { mode: 'normal' })).toThrow(
			/tableDraw: ids ends after 1 card\(s\), but the attack needs another/
		);
		expect(() => tableDraw(deck, ['plus0-1', 'plus0-2'], { mode: 'normal' })).toThrow(
			/names 2 cards, but the attack takes 1/
		);
		const ok = tableDraw(deck, ['r', 'plus0-1'], { mode: 'normal', attack: 2 });
		expect(ok.applied.map((c) => c.id)).toEqual(['r', 'plus0-1']);
		expect(ok.deck.discards.map((c) => c.id)).toEqual(['r', 'plus0-1']);
		expect(() => tableDraw({ pile: [], discards: [], removed: [] }, ['r'], { mode: 'normal' })).toThrow(
			/tableDraw: deck has no cards/
		);
		expect(() => tableDraw(deck, ['nope'], { mode: 'normal' })).toThrow(
			expect.objectContaining({ code: 'card_not_in_pile', params: { index: 0, card: 'nope' } })
		);
	});
});
