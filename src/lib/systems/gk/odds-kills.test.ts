/**
 * One round's kills (`odds-kills.ts`) against counting cell by cell: a plane of random mass, random
 * transitions, and each cell's fate decided as the seed's round decides it — the side brought to
 * HP ≤ 0 by the first actor does not act; acting together, both may fall.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { killsBothSides, killsOneSide, prefixPlane } from './odds-kills';
import type { Transitions } from './odds-transitions';

type Rect = readonly [i0: number, i1: number, j0: number, j1: number];

/** The plane as `engagementOdds` lays it out: HP a 1…HA rows of `stride` cells, HP b 1…HB. */
function planeOf(mass: number[][], stride: number): Float64Array {
	const cells = new Float64Array(mass.length * stride);
	mass.forEach((row, i) => row.forEach((m, j) => (cells[i * stride + j] = m)));
	return cells;
}

/** Each cell in the rectangle, each transition: who falls, as the round's order says. */
function byCell(mass: number[][], t: Transitions, [i0, i1, j0, j1]: Rect) {
	const tally = [0, 0, 0, 0];
	for (let i = i0; i <= i1; i++)
		for (let j = j0; j <= j1; j++)
			for (let q = 0; q < t.p.length; q++) {
				const m = t.p[q]! * mass[i - 1]![j - 1]!;
				const aFalls = t.toA[q]! >= i;
				const bFalls = t.toB[q]! >= j;
				const mode = t.mode[q]!;
				// a first: a's blow lands, b's only if b still stands; b first, the other way round.
				const win =
					mode === 0 ? (bFalls ? 'a' : aFalls ? 'b' : null) : mode === 1 ? (aFalls ? 'b' : bFalls ? 'a' : null) : null;
				const k =
					mode === 2 ? (aFalls && bFalls ? 2 : bFalls ? 0 : aFalls ? 1 : -1) : win === 'a' ? 0 : win === 'b' ? 1 : -1;
				if (k < 0) continue;
				tally[k]! += m;
				tally[3]! += m;
			}
	return tally;
}

const transitions = (rows: [number, number, number, number][]): Transitions => ({
	mode: Uint8Array.from(rows.map((r) => r[0])),
	toA: Int32Array.from(rows.map((r) => r[1])),
	toB: Int32Array.from(rows.map((r) => r[2])),
	next: new Uint8Array(rows.length),
	p: Float64Array.from(rows.map((r) => r[3]))
});

/** The kills over one rectangle, as `engagementOdds` asks for them. */
function kills(mass: number[][], t: Transitions, [i0, i1, j0, j1]: Rect, oneSide?: 'a' | 'b') {
	const [HA, HB] = [mass.length, mass[0]!.length];
	const stride = HB + 3;
	const W = HB + 1;
	const prefix = new Float64Array((HA + 1) * W).fill(Number.NaN); // cells it must not read stay NaN
	prefixPlane(prefix, W, planeOf(mass, stride), 0, stride, i0, i1, j0, j1, i1, j1);
	const tally = new Float64Array(4);
	if (!oneSide) killsBothSides(tally, prefix, W, i0, i1, j0, j1, t);
	else {
		// Chances summed by damage to the side that can fall.
		const dmg = oneSide === 'b' ? t.toB : t.toA;
		killsOneSide(tally, prefix, W, i0, i1, j0, j1, dmg, t.p, oneSide === 'b');
	}
	return [...tally];
}

describe('one round’s kills', () => {
	const mass = [
		[0.1, 0.2, 0.05],
		[0.15, 0.1, 0.1],
		[0.05, 0.15, 0.1]
	];
	const all: Rect = [1, 3, 1, 3];

	it('a acts first: b at HP ≤ the blow falls and its own blow never lands (a wins even where b’s would kill a)', () => {
		const t = transitions([[0, 3, 2, 1]]);
		const [aWins, bWins, ko, ended] = kills(mass, t, all);
		// b's HP 1–2 fall to a's first blow: columns 1–2, every row.
		expect(aWins).toBeCloseTo(0.1 + 0.2 + 0.15 + 0.1 + 0.05 + 0.15, 12);
		// b standing at HP 3, its blow of 3 takes a (every a's HP here).
		expect(bWins).toBeCloseTo(0.05 + 0.1 + 0.1, 12);
		expect(ko).toBe(0);
		expect(ended).toBeCloseTo(1, 12);
	});

	it('acting together, both fall where both blows kill: a double KO', () => {
		const t = transitions([[2, 1, 1, 1]]);
		const [aWins, bWins, ko] = kills(mass, t, all);
		expect(ko).toBeCloseTo(0.1, 12); // HP 1 and HP 1
		expect(aWins).toBeCloseTo(0.15 + 0.05, 12); // b at HP 1, a above it
		expect(bWins).toBeCloseTo(0.2 + 0.05, 12); // a at HP 1, b above it
	});

	it('only one side can fall: one term per damage gives the same as every transition', () => {
		const t = transitions([
			[0, 0, 2, 0.25],
			[1, 0, 1, 0.5],
			[2, 0, 0, 0.25]
		]);
		expect(kills(mass, t, all, 'b')).toEqual(kills(mass, t, all).map((x) => expect.closeTo(x, 12)));
	});

	test.prop(
		[
			fc.integer({ min: 1, max: 7 }),
			fc.integer({ min: 1, max: 7 }),
			fc.array(
				fc.tuple(fc.integer({ min: 0, max: 2 }), fc.nat(9), fc.nat(9), fc.double({ min: 0, max: 1, noNaN: true })),
				{
					minLength: 1,
					maxLength: 8
				}
			),
			fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
			fc.nat(),
			fc.nat()
		],
		{ numRuns: 200 }
	)('any plane, rectangle and transitions: the same as cell by cell', (HA, HB, rows, masses, r1, r2) => {
		const it = masses[Symbol.iterator]();
		const mass = Array.from({ length: HA }, () => Array.from({ length: HB }, () => it.next().value as number));
		const i0 = 1 + (r1 % HA);
		const j0 = 1 + (r2 % HB);
		const box: Rect = [i0, i0 + ((r2 >> 3) % (HA - i0 + 1)), j0, j0 + ((r1 >> 3) % (HB - j0 + 1))];
		const t = transitions(rows);
		const want = byCell(mass, t, box);
		kills(mass, t, box).forEach((x, k) => expect(x).toBeCloseTo(want[k]!, 10));
	});
});
