/**
 * Issue 27: the fast programme in `odds.ts` (HP runs, sum planes, terms laid out once a round)
 * against the plainest one — every cell (HP of a, HP of b, counter states) on its own, each round's
 * transitions worked out at that cell's own HPs, each transition moving its mass or ending the
 * engagement. Same figures to 1e-12, for the sample fighters and 体当たり (HP ÷ 10) on either side,
 * any HPs, counter states, round counts and settings.
 */
import { test } from '@fast-check/vitest';
import { oddsFighter, smallEngagements } from '$tests/factories/gk-odds';
import { describe, expect, it } from 'vitest';
import { clearOddsCache, engagementOdds, type EngagementOdds, type OddsFighter } from './odds';
import { template, transitionsFor, type Transitions } from './odds-transitions';
import type { EngagementSettings } from './settings';

/** The odds cell by cell: no runs, no sums, no boxes — mass moved transition by transition. */
function cellByCell(a: OddsFighter, b: OddsFighter, roundsLeft: number, settings: EngagementSettings): EngagementOdds {
	const [HA, HB] = [a.hp, b.hp];
	// Each HP's face damages, numbered (the memo's key; not an optimisation of the programme).
	const classesOf = (f: OddsFighter) => {
		const ids = new Map<string, number>();
		const vectors: number[][] = [];
		const of = [0];
		for (let hp = 1; hp <= f.hp; hp++) {
			const v = f.faces.map((t, i) => f.damageByHp?.[i]?.[hp - 1] ?? t.damage);
			const key = v.join();
			if (!ids.has(key)) ids.set(key, vectors.push(v) - 1);
			of.push(ids.get(key)!);
		}
		return { of, vectors };
	};
	const [CA, CB] = [classesOf(a), classesOf(b)];
	// Every zero pattern worked out, whether or not some HP gives it.
	const zeros = { a: a.faces.map(() => true), b: b.faces.map(() => true) };
	const templates = [0, 1, 2, 3].map((code) => template(a, b, code, zeros, settings));
	const hits = { a: a.faces.map((t) => t.hits ?? 1), b: b.faces.map((t) => t.hits ?? 1) };
	const memo = new Map<number, Transitions>();
	const transitions = (c: number, hpA: number, hpB: number) => {
		const [ca, cb] = [CA.of[hpA]!, CB.of[hpB]!];
		const key = (c * CA.vectors.length + ca) * CB.vectors.length + cb;
		let t = memo.get(key);
		if (!t) {
			const critDouble = settings.criticalDamage === 'double';
			t = transitionsFor(templates[c]!, CA.vectors[ca]!, CB.vectors[cb]!, hits, critDouble, HA, HB).trans;
			memo.set(key, t);
		}
		return t;
	};
	const at = (c: number, hpA: number, hpB: number) => (c * (HA + 1) + hpA) * (HB + 1) + hpB;
	let cur = new Float64Array(4 * (HA + 1) * (HB + 1));
	cur[at((a.counter ? 2 : 0) + (b.counter ? 1 : 0), HA, HB)] = 1;
	let [aWins, bWins, doubleKo] = [0, 0, 0];
	const rounds: number[] = [];
	for (let r = 0; r < roundsLeft; r++) {
		const nxt = new Float64Array(cur.length);
		let ended = 0;
		for (let c = 0; c < 4; c++)
			for (let hpA = 1; hpA <= HA; hpA++)
				for (let hpB = 1; hpB <= HB; hpB++) {
					const m = cur[at(c, hpA, hpB)]!;
					if (m === 0) continue;
					const t = transitions(c, hpA, hpB);
					for (let q = 0; q < t.p.length; q++) {
						const mass = m * t.p[q]!;
						const aFalls = t.toA[q]! >= hpA;
						const bFalls = t.toB[q]! >= hpB;
						if (!aFalls && !bFalls) {
							nxt[at(t.next[q]!, hpA - t.toA[q]!, hpB - t.toB[q]!)]! += mass;
							continue;
						}
						ended += mass;
						// The side the first actor brings to 0 never strikes back; acting together, both land.
						const mode = t.mode[q]!;
						if (aFalls && bFalls && mode === 2) doubleKo += mass;
						else if (bFalls && (mode === 0 || !aFalls)) aWins += mass;
						else bWins += mass;
					}
				}
		rounds.push(ended);
		cur = nxt;
	}
	const timeout = Math.max(0, 1 - aWins - bWins - doubleKo);
	if (roundsLeft > 0) rounds[roundsLeft - 1]! += timeout;
	const expectedRounds = rounds.reduce((s, p, i) => s + p * (i + 1), 0);
	return { aWins, bWins, draw: doubleKo + timeout, doubleKo, rounds, expectedRounds };
}

const TOL = 1e-12;
function same(got: EngagementOdds, want: EngagementOdds) {
	for (const k of ['aWins', 'bWins', 'draw', 'doubleKo'] as const)
		expect(Math.abs(got[k] - want[k]), k).toBeLessThanOrEqual(TOL);
	expect(got.rounds).toHaveLength(want.rounds.length);
	got.rounds.forEach((p, i) => expect(Math.abs(p - want.rounds[i]!), `rounds[${i}]`).toBeLessThanOrEqual(TOL));
	// The expected rounds are Σ (i + 1) · rounds[i]: they may differ by what the rounds' own
	// differences add up to, weighted so, and the sum's rounding — not by TOL × E, which a long
	// engagement's late rounds exceed (seed 1075019230: 2.5238e-12 against 2.5178e-12, at 16 vs 32 HP).
	const fromRounds = got.rounds.reduce((s, p, i) => s + Math.abs(p - want.rounds[i]!) * (i + 1), 0);
	const rounding = 2 * want.rounds.length * Number.EPSILON * Math.max(1, want.expectedRounds);
	expect(Math.abs(got.expectedRounds - want.expectedRounds)).toBeLessThanOrEqual(fromRounds + rounding);
}

describe('issue 27: the fast programme against the odds cell by cell', () => {
	test.prop([...smallEngagements], { numRuns: 20 })(
		'sample fighters, 体当たり on either side, any HPs, counters, rounds and settings',
		(hpA, hpB, counterA, counterB, tackleA, tackleB, roundsLeft, settings) => {
			const a = oddsFighter('a', hpA, counterA, tackleA);
			const b = oddsFighter('b', hpB, counterB, tackleB);
			clearOddsCache();
			same(engagementOdds(a, b, { roundsLeft, settings }), cellByCell(a, b, roundsLeft, settings));
		},
		120_000
	);

	it('the case fast-check found (seed 1075019230): counters on both sides, 16 vs 32 HP, 24 rounds left, critical ×2', () => {
		const a = oddsFighter('a', 16, true, false);
		const b = oddsFighter('b', 32, true, false);
		const settings = { counterSameRound: false, criticalDamage: 'double' as const };
		clearOddsCache();
		same(engagementOdds(a, b, { roundsLeft: 24, settings }), cellByCell(a, b, 24, settings));
	});

	it('体当たり against the sample guard, 160 vs 140, 25 rounds (many runs of a’s HPs, sum planes)', () => {
		const a = oddsFighter('a', 160, false, true);
		const b = oddsFighter('b', 140, false, false);
		const settings: EngagementSettings = { counterSameRound: false, criticalDamage: 'plain' };
		clearOddsCache();
		same(engagementOdds(a, b, { settings }), cellByCell(a, b, 25, settings));
	}, 120_000);
});
