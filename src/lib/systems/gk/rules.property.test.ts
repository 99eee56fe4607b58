import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { engagementOdds, resolveRound, TECHNIQUE_KINDS, type Fighter, type SideRolls, type Technique } from './rules';

const technique: fc.Arbitrary<Technique> = fc.record(
	{
		name: fc.constantFrom('弱攻撃', '強攻撃', '防御', '回避', '様子見'),
		kind: fc.constantFrom(...TECHNIQUE_KINDS),
		damage: fc.integer({ min: 0, max: 15 }),
		unevadable: fc.boolean(),
		unguardable: fc.boolean(),
		noGuard: fc.boolean(),
		noEvade: fc.boolean(),
		guardBonus: fc.integer({ min: 0, max: 100 }),
		evadeBonus: fc.integer({ min: 0, max: 60 }),
		evadeCap: fc.integer({ min: 0, max: 100 })
	},
	{ requiredKeys: ['name', 'kind', 'damage'] }
);
const fighter = (maxHp: number): fc.Arbitrary<Fighter> =>
	fc.record({
		hp: fc.integer({ min: 1, max: maxHp }),
		reaction: fc.integer({ min: 0, max: 30 }),
		defence: fc.integer({ min: 0, max: 20 }),
		fs: fc.integer({ min: 0, max: 30 }),
		counter: fc.boolean(),
		faces: fc.array(technique, { minLength: 6, maxLength: 6 })
	});
const d100 = fc.integer({ min: 1, max: 100 });
const sideRolls: fc.Arbitrary<SideRolls> = fc.record({
	die: fc.integer({ min: 1, max: 6 }),
	crit: d100,
	evade: d100,
	guard: d100
});
const settings = fc.record({
	counterSameRound: fc.boolean(),
	criticalDamage: fc.constantFrom('plain' as const, 'double' as const)
});

describe('engagementOdds', () => {
	test.prop([fighter(12), fighter(12), fc.integer({ min: 0, max: 6 }), settings], { numRuns: 40 })(
		'the chances and the round distribution each sum to 1',
		(a, b, roundsLeft, s) => {
			const o = engagementOdds(a, b, { roundsLeft, settings: s });
			expect(o.aWins + o.bWins + o.draw).toBeCloseTo(1, 9);
			if (roundsLeft > 0) expect(o.rounds.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
			for (const p of [o.aWins, o.bWins, o.draw, ...o.rounds]) expect(p).toBeGreaterThanOrEqual(-1e-12);
		}
	);
});

describe('resolveRound', () => {
	test.prop([fighter(60), fighter(60), sideRolls, sideRolls, settings])(
		'evade and guard never raise the damage a fighter takes',
		(a, b, ra, rb, s) => {
			const fail = (r: SideRolls): SideRolls => ({ ...r, evade: 100, guard: 100 });
			const taken = (r: ReturnType<typeof resolveRound>, side: 'a' | 'b', start: number) => start - r[side].hp;
			const given = resolveRound(a, b, { a: ra, b: rb }, s);
			expect(taken(given, 'a', a.hp)).toBeLessThanOrEqual(
				taken(resolveRound(a, b, { a: fail(ra), b: rb }, s), 'a', a.hp)
			);
			expect(taken(given, 'b', b.hp)).toBeLessThanOrEqual(
				taken(resolveRound(a, b, { a: ra, b: fail(rb) }, s), 'b', b.hp)
			);
		}
	);

	test.prop([fighter(60), fighter(60), sideRolls, sideRolls, settings])(
		'damage is never negative and HP never rises',
		(a, b, ra, rb, s) => {
			const r = resolveRound(a, b, { a: ra, b: rb }, s);
			for (const step of r.steps) if (step.type === 'damage') expect(step.amount).toBeGreaterThanOrEqual(0);
			expect(r.a.hp).toBeLessThanOrEqual(a.hp);
			expect(r.b.hp).toBeLessThanOrEqual(b.hp);
		}
	);

	test.prop([
		fighter(40),
		fighter(40),
		fc.array(fc.tuple(sideRolls, sideRolls), { minLength: 25, maxLength: 25 }),
		settings
	])(
		'a fighter at HP ≤ 0 never acts again: it deals no blow after falling, and the next round is refused',
		(a0, b0, rounds, s) => {
			let a = a0;
			let b = b0;
			for (const [ra, rb] of rounds) {
				const r = resolveRound(a, b, { a: ra, b: rb }, s);
				if (r.order !== 'simultaneous') {
					const fell = r.steps.findIndex((st) => st.type === 'damage' && st.hpAfter <= 0);
					if (fell >= 0)
						expect(r.steps.slice(fell + 1).some((st) => st.type === 'damage' || st.type === 'check')).toBe(false);
				}
				a = r.a;
				b = r.b;
				if (r.over) {
					expect(() => resolveRound(a, b, { a: ra, b: rb }, s)).toThrow(RangeError);
					return;
				}
				expect(a.hp > 0 && b.hp > 0).toBe(true);
			}
		}
	);
});

/** mulberry32: a small seeded generator, so the simulation is the same on every run. */
function mulberry32(seed: number): () => number {
	return () => {
		seed = (seed + 0x6d2b79f5) | 0;
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

describe('engagementOdds agrees with 100,000 simulated engagements', () => {
	const atk = (name: string, damage: number, extra: Partial<Technique> = {}): Technique => ({
		name,
		kind: 'attack',
		damage,
		...extra
	});
	const a: Fighter = {
		hp: 60,
		reaction: 8,
		defence: 6,
		fs: 10,
		counter: false,
		faces: [
			atk('弱', 5),
			atk('強', 9),
			atk('投げ', 7, { unguardable: true, noGuard: true, noEvade: true }),
			atk('神速', 6, { noEvade: true }),
			{ name: '防御', kind: 'defend', damage: 0, guardBonus: 100 },
			{ name: '回避', kind: 'evade', damage: 0, evadeBonus: 50, evadeCap: 95 }
		]
	};
	const b: Fighter = {
		hp: 66,
		reaction: 6,
		defence: 9,
		fs: 5,
		counter: false,
		faces: [
			atk('弱', 4),
			atk('弱', 4),
			atk('絞め', 6),
			atk('気弾', 5, { unevadable: true }),
			{ name: '防御', kind: 'defend', damage: 0, guardBonus: 100 },
			{ name: '様子見', kind: 'other', damage: 0 }
		]
	};
	for (const counterSameRound of [true, false]) {
		it(`within 4.5 standard errors (counterSameRound: ${counterSameRound})`, () => {
			const settings = { counterSameRound, criticalDamage: 'plain' as const };
			const n = 100_000;
			const rng = mulberry32(counterSameRound ? 20261123 : 424242);
			const die = () => 1 + Math.floor(rng() * 6);
			const roll = () => 1 + Math.floor(rng() * 100);
			const count = { a: 0, b: 0, draw: 0 };
			const endRound = new Array<number>(25).fill(0);
			for (let i = 0; i < n; i++) {
				let fa = a;
				let fb = b;
				let result: 'a' | 'b' | 'draw' = 'draw';
				let r = 0;
				for (; r < 25; r++) {
					const out = resolveRound(
						fa,
						fb,
						{
							a: { die: die(), crit: roll(), evade: roll(), guard: roll() },
							b: { die: die(), crit: roll(), evade: roll(), guard: roll() }
						},
						settings
					);
					fa = out.a;
					fb = out.b;
					if (out.over) {
						result = out.over;
						break;
					}
				}
				count[result]++;
				endRound[Math.min(r, 24)]!++;
			}
			const odds = engagementOdds(a, b, { settings });
			const close = (p: number, hits: number) => {
				const se = Math.sqrt(Math.max(p * (1 - p), 1e-6) / n);
				expect(Math.abs(hits / n - p)).toBeLessThanOrEqual(4.5 * se + 1e-9);
			};
			close(odds.aWins, count.a);
			close(odds.bWins, count.b);
			close(odds.draw, count.draw);
			odds.rounds.forEach((p, r) => close(p, endRound[r]!));
			// Not degenerate: every outcome happens.
			expect(Math.min(count.a, count.b, count.draw)).toBeGreaterThan(500);
		}, 120_000);
	}
});
