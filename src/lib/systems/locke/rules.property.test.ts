import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
	MELEE_SHIFT_MAX_RATIO,
	lookupRatio,
	damageRatio,
	meleeBaseRatio,
	espCheck,
	espCheckChance,
	evilFlipCount,
	infiltrationChance,
	infiltrationSucceeds,
	infiltrationTarget,
	initiativeOrder,
	isDead,
	currentEndurance,
	meleeRatios,
	roundEndHand,
	syncAttack,
	teleportChance,
	teleportSucceeds,
	victoryGrade,
	type InitiativeCard
} from './rules';

const firepower = fc.integer({ min: 0, max: 200 });
const shift = fc.integer({ min: 0, max: 15 });
const side = fc.record({ firepower, shift });

/** Both the ESP check and infiltration count P(2D6 ≤ n) over the 36 pairs. */
function countAtMost(n: number): number {
	let ways = 0;
	for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= n) ways++;
	return ways;
}

test.prop([side, side])(
	'melee columns stay within 0..10, except a start above 10, which the larger shift leaves unchanged',
	(a, b) => {
		// A firepower of 0 on the other side starts at 10:1 (「20:1以上の損害判定になることはない」).
		const start = {
			a: lookupRatio(meleeBaseRatio(a.firepower, b.firepower)),
			b: lookupRatio(meleeBaseRatio(b.firepower, a.firepower))
		};
		const ratios = meleeRatios(a, b);
		const [aDeals, bDeals] = [lookupRatio(ratios.aDeals), lookupRatio(ratios.bDeals)];
		for (const [key, deals] of [
			['a', aDeals],
			['b', bDeals]
		] as const) {
			const own = key === 'a' ? a.shift : b.shift;
			const other = key === 'a' ? b.shift : a.shift;
			if (start[key] <= MELEE_SHIFT_MAX_RATIO) {
				expect(deals).toBeGreaterThanOrEqual(0);
				expect(deals).toBeLessThanOrEqual(MELEE_SHIFT_MAX_RATIO);
			} else if (own >= other) {
				expect(deals).toBe(start[key]);
			} else {
				// Table columns, not ratio numbers: 10–19 sit in 10:1, 20 and up in 20:1以上 (one further right).
				const index = start[key] >= 20 ? MELEE_SHIFT_MAX_RATIO + 1 : MELEE_SHIFT_MAX_RATIO;
				expect(deals).toBe(Math.max(0, index - (other - own)));
			}
		}
	}
);

test.prop([side, side, fc.integer({ min: 1, max: 10 })])(
	'a larger own shift never lowers one’s own column (monotone)',
	(a, b, extra) => {
		const before = meleeRatios(a, b);
		const after = meleeRatios({ ...a, shift: a.shift + extra }, b);
		expect(lookupRatio(after.aDeals)).toBeGreaterThanOrEqual(lookupRatio(before.aDeals));
		expect(lookupRatio(after.bDeals)).toBeLessThanOrEqual(lookupRatio(before.bDeals));
	}
);

test.prop([firepower, firepower, shift])('equal shifts change nothing', (fa, fb, s) => {
	expect(meleeRatios({ firepower: fa, shift: s }, { firepower: fb, shift: s })).toEqual({
		aDeals: meleeBaseRatio(fa, fb),
		bDeals: meleeBaseRatio(fb, fa)
	});
});

test.prop([side, side])('melee is symmetric: swapping the sides swaps the columns', (a, b) => {
	const ab = meleeRatios(a, b);
	const ba = meleeRatios(b, a);
	expect(ba).toEqual({ aDeals: ab.bDeals, bDeals: ab.aDeals });
});

test.prop([firepower, fc.integer({ min: 1, max: 50 })])(
	'damageRatio × endurance ≤ firepower < (damageRatio + 1) × endurance (端数切捨て)',
	(f, e) => {
		const r = damageRatio(f, e);
		if (r === 'rightmost') throw new Error('an endurance of 1 or more never gives the rightmost column');
		expect(r * e).toBeLessThanOrEqual(f);
		expect(f).toBeLessThan((r + 1) * e);
	}
);

test.prop([fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 40 })])(
	'dead exactly when current endurance would go below 0',
	(max, taken) => {
		expect(isDead(max, taken)).toBe(max - taken < 0);
		expect(currentEndurance(max, taken)).toBe(Math.max(0, max - taken));
	}
);

const hand = fc.record({
	hand: fc.integer({ min: 0, max: 30 }),
	minions: fc.integer({ min: 0, max: 10 }),
	discardOne: fc.boolean()
});

test.prop([hand])(
	'round end: after = hand − discard + draw = the limit; counts never negative; draws only after a step-4 discard or a short hand',
	(h) => {
		const limit = 7 + h.minions;
		// Step 4 is only there for a hand at (or brought down to) the limit: every hand ≥ limit.
		const discardOne = h.discardOne && h.hand >= limit;
		const r = roundEndHand({ ...h, discardOne });
		expect(r.limit).toBe(limit);
		expect(r.after).toBe(r.limit);
		expect(h.hand - r.discard + r.draw).toBe(r.after);
		expect(r.discard).toBeGreaterThanOrEqual(0);
		expect(r.draw).toBeGreaterThanOrEqual(0);
		// Both positive only through the optional step-4 discard, and then exactly one card comes back.
		if (r.discard > 0 && r.draw > 0) {
			expect(discardOne).toBe(true);
			expect(r.draw).toBe(1);
		}
		expect(r.discard).toBe(Math.max(0, h.hand - limit) + (discardOne ? 1 : 0));
	}
);

test.prop([fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 10 })])(
	'round end refuses step 4 under the limit and for [代理]/行動不能',
	(under, minions) => {
		const limit = 7 + minions;
		if (under > 0) expect(() => roundEndHand({ hand: limit - under, minions, discardOne: true })).toThrow(RangeError);
		expect(() => roundEndHand({ hand: limit + under, minions, discardOne: true, canDiscard: false })).toThrow(
			RangeError
		);
	}
);

const allCards: InitiativeCard[] = (['black', 'red'] as const).flatMap((suit) =>
	Array.from({ length: 10 }, (_, i) => ({ id: `${suit}-${i + 1}`, suit, rank: i + 1 }))
);

test.prop([fc.shuffledSubarray(allCards)])(
	'initiative order is a permutation of the ids, blacks first, ranks ascending within a colour',
	(cards) => {
		const order = initiativeOrder(cards);
		expect([...order].sort()).toEqual(cards.map((c) => c.id).sort());
		const byId = new Map(cards.map((c) => [c.id, c]));
		const seq = order.map((id) => byId.get(id));
		for (let i = 1; i < seq.length; i++) {
			const prev = seq[i - 1];
			const cur = seq[i];
			if (!prev || !cur) throw new Error('id lost');
			if (prev.suit === 'red') expect(cur.suit).toBe('red');
			if (prev.suit === cur.suit) expect(cur.rank).toBeGreaterThan(prev.rank);
		}
	}
);

test.prop([fc.integer({ min: 0, max: 20 })])(
	'espCheckChance equals counting the 36 outcomes and never decreases with the level',
	(level) => {
		expect(espCheckChance(level)).toBe(countAtMost(level) / 36);
		expect(espCheckChance(level + 1)).toBeGreaterThanOrEqual(espCheckChance(level));
		expect(infiltrationChance(level)).toBe(espCheckChance(level));
	}
);

test.prop([fc.integer({ min: 0, max: 14 })])(
	'espCheck succeeds on exactly the rolls counted by espCheckChance',
	(level) => {
		let ways = 0;
		for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (espCheck(level, a + b)) ways++;
		expect(ways / 36).toBe(espCheckChance(level));
	}
);

test.prop([fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 30 })])(
	'each failed 侵入判定 raises the target by exactly one, and never lowers the chance',
	(level, failures) => {
		expect(infiltrationTarget(level, failures + 1)).toBe(infiltrationTarget(level, failures) + 1);
		expect(infiltrationChance(infiltrationTarget(level, failures + 1))).toBeGreaterThanOrEqual(
			infiltrationChance(infiltrationTarget(level, failures))
		);
		expect(infiltrationSucceeds(infiltrationTarget(level, failures), 2)).toBe(infiltrationTarget(level, failures) >= 2);
	}
);

test.prop([fc.integer({ min: 0, max: 12 })])(
	'teleportChance equals counting the die faces lower than the level',
	(level) => {
		const faces = [1, 2, 3, 4, 5, 6].filter((d) => teleportSucceeds(level, d)).length;
		expect(teleportChance(level)).toBe(faces / 6);
	}
);

test.prop([fc.boolean(), fc.boolean()])(
	'victoryGrade: alive and not defeated is A, dead B, alive defeated C, dead defeated D',
	(alive, defeated) => {
		const grade = victoryGrade(alive, defeated);
		expect(grade).toBe(defeated ? (alive ? 'C' : 'D') : alive ? 'A' : 'B');
	}
);

test('victoryGrade gives four different grades for the four combinations', () => {
	const grades = [true, false].flatMap((alive) => [true, false].map((defeated) => victoryGrade(alive, defeated)));
	expect(new Set(grades)).toEqual(new Set(['A', 'B', 'C', 'D']));
});

test.prop([fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 12 })])(
	'evilFlipCount × G·S silhouettes × 2 covers the placed cards, and one fewer would not (端数切り上げ)',
	(placed, gs) => {
		const n = evilFlipCount(placed, gs);
		expect(n * gs * 2).toBeGreaterThanOrEqual(placed);
		if (n > 0) expect((n - 1) * gs * 2).toBeLessThan(placed);
		expect(n).toBe(Math.ceil(placed / 2 / gs));
	}
);

const card = (maxLevel: number) =>
	fc.record({ level: fc.integer({ min: 1, max: maxLevel }), firepower: fc.integer({ min: 0, max: 100 }) });

test.prop([
	fc
		.integer({ min: 2, max: 7 })
		.chain((lead) =>
			fc.tuple(fc.constant(lead), fc.integer({ min: 0, max: 100 }), fc.array(card(lead - 1), { maxLength: 6 }))
		)
])('syncAttack: level = lead + helpers, firepower = sum of every card', ([level, fp, helpers]) => {
	const r = syncAttack({ level, firepower: fp }, helpers);
	expect(r.level).toBe(level + helpers.length);
	expect(r.firepower).toBe(fp + helpers.reduce((s, h) => s + h.firepower, 0));
});
