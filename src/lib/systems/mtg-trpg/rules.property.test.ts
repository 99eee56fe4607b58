import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
	COLOURS,
	checkChance,
	checkOutcome,
	colourBonus,
	hordePrepTurns,
	hordeTurnsChance,
	hordeTurnsOf,
	type Colour,
	type DeckEntry
} from './rules';

const colour = fc.constantFrom<Colour>(...COLOURS);
const colours = fc.uniqueArray(colour, { maxLength: 3 });
const checkColour = fc.option(colour, { nil: null });
const difficulty = fc.integer({ min: 0, max: 8 });

/** Decks of 2–20 cards in up to 6 entries, at most 3 designated cards. */
const smallDeck = fc
	.array(
		fc.record({
			count: fc.integer({ min: 1, max: 5 }),
			mv: fc.integer({ min: 0, max: 16 }),
			colours,
			designated: fc.boolean()
		}),
		{ minLength: 1, maxLength: 6 }
	)
	.map((entries) => {
		let designated = 0;
		return entries.map((e) => {
			const ok = e.designated && designated + e.count <= 3;
			if (ok) designated += e.count;
			return { ...e, designated: ok };
		});
	})
	.filter((d) => {
		const n = d.reduce((s, e) => s + e.count, 0);
		return n >= 2 && n <= 20;
	});

/** Every ordered pair of distinct cards, one card at a time, through checkOutcome. */
function bruteForce(deck: readonly DeckEntry[], c: Colour | null, d: number) {
	const cards = deck.flatMap((e) => Array.from({ length: e.count }, () => e));
	let pairs = 0;
	let successes = 0;
	const margins = new Map<number, number>();
	for (let i = 0; i < cards.length; i++) {
		for (let j = 0; j < cards.length; j++) {
			if (i === j) continue;
			const first = cards[i] as DeckEntry;
			const second = cards[j] as DeckEntry;
			const o = checkOutcome({
				firstMv: first.mv,
				secondMv: second.mv,
				difficulty: d,
				bonus: colourBonus(c, second.colours),
				firstDesignated: first.designated ?? false,
				secondDesignated: second.designated ?? false
			});
			pairs++;
			if (o.success) successes++;
			margins.set(o.margin, (margins.get(o.margin) ?? 0) + 1);
		}
	}
	return { chance: successes / pairs, margins: new Map([...margins].map(([m, n]) => [m, n / pairs])) };
}

test.prop([smallDeck, checkColour, difficulty], { numRuns: 300 })(
	'checkChance equals brute-force enumeration of every ordered pair (decks up to 20 cards)',
	(deck, c, d) => {
		const exact = checkChance(deck, { colour: c, difficulty: d });
		const brute = bruteForce(deck, c, d);
		expect(exact.chance).toBeCloseTo(brute.chance, 12);
		expect([...exact.margins.keys()].sort((a, b) => a - b)).toEqual([...brute.margins.keys()].sort((a, b) => a - b));
		for (const [m, p] of brute.margins) expect(exact.margins.get(m)).toBeCloseTo(p, 12);
	}
);

test.prop([smallDeck, checkColour, difficulty])(
	'chances lie in 0…1 and the margin distribution sums to 1',
	(deck, c, d) => {
		const { chance, margins } = checkChance(deck, { colour: c, difficulty: d });
		expect(chance).toBeGreaterThanOrEqual(0);
		expect(chance).toBeLessThanOrEqual(1);
		expect([...margins.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
		for (const p of margins.values()) expect(p).toBeGreaterThan(0);
	}
);

test.prop([smallDeck, colour, difficulty, fc.nat()])(
	"turning a card into the check's colour (same mana value) never lowers the chance of a check of that colour",
	(deck, c, d, pick) => {
		const k = pick % deck.length;
		const entry = deck[k] as DeckEntry;
		fc.pre(!entry.colours.includes(c));
		// A designated entry of several copies would split its designation; keep to single copies there.
		fc.pre(!entry.designated || entry.count === 1);
		const rest = entry.count > 1 ? [{ ...entry, count: entry.count - 1 }] : [];
		const recoloured = { count: 1, mv: entry.mv, colours: [c], designated: entry.designated };
		const moved: DeckEntry[] = [...deck.slice(0, k), ...rest, ...deck.slice(k + 1), recoloured];
		expect(checkChance(moved, { colour: c, difficulty: d }).chance).toBeGreaterThanOrEqual(
			checkChance(deck, { colour: c, difficulty: d }).chance - 1e-12
		);
	}
);

test.prop([fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 })])(
	'horde preparation turns lie in 1…5 and follow the margin inside it',
	(a, t) => {
		const turns = hordePrepTurns(a, t);
		expect(turns).toBeGreaterThanOrEqual(1);
		expect(turns).toBeLessThanOrEqual(5);
		if (a - t >= 1 && a - t <= 5) expect(turns).toBe(a - t);
	}
);

test.prop([smallDeck, difficulty, fc.constantFrom('fail-one' as const, 'formula' as const, 'auto-extremes' as const)], {
	numRuns: 200
})(
	'hordeTurnsChance equals every ordered pair through checkOutcome and hordeTurnsOf; turns lie in 1…5 and sum to 1',
	(deck, d, reading) => {
		const cards = deck.flatMap((e) => Array.from({ length: e.count }, () => e));
		const ways = new Map<number, number>();
		let pairs = 0;
		for (let i = 0; i < cards.length; i++)
			for (let j = 0; j < cards.length; j++) {
				if (i === j) continue;
				const [a, b] = [cards[i] as DeckEntry, cards[j] as DeckEntry];
				const o = checkOutcome({
					firstMv: a.mv,
					secondMv: b.mv,
					difficulty: d,
					bonus: colourBonus('R', b.colours),
					firstDesignated: a.designated ?? false,
					secondDesignated: b.designated ?? false
				});
				const t = hordeTurnsOf(o, reading);
				ways.set(t, (ways.get(t) ?? 0) + 1);
				pairs++;
			}
		const exact = hordeTurnsChance(deck, { colour: 'R', difficulty: d }, reading);
		expect([...exact.keys()].sort()).toEqual([...ways.keys()].sort());
		for (const [t, n] of ways) expect(exact.get(t)).toBeCloseTo(n / pairs, 12);
		for (const t of exact.keys()) expect(t >= 1 && t <= 5).toBe(true);
		expect([...exact.values()].reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
	}
);
