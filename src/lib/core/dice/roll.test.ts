import { afterEach, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	cryptoRng,
	DiceEntryError,
	parseDice,
	rollApp,
	rollFace,
	rollWith,
	tableRoll,
	tableTotal,
	type DiceEntryCode
} from './index';
import { mulberry32 } from '$tests/factories/seeded';

function chiSquare(observed: readonly number[], expected: readonly number[]): number {
	return observed.reduce((sum, o, i) => {
		const e = expected[i] ?? 0;
		return sum + (o - e) ** 2 / e;
	}, 0);
}

/** Rolls `n` faces and returns the χ² statistic against a uniform die. */
function uniformity(sides: number, n: number, face: () => number): number {
	const counts = new Array<number>(sides).fill(0);
	for (let i = 0; i < n; i++) {
		const f = face();
		if (!Number.isInteger(f) || f < 1 || f > sides) throw new Error(`face ${f} out of range`);
		counts[f - 1] = (counts[f - 1] ?? 0) + 1;
	}
	return chiSquare(counts, new Array<number>(sides).fill(n / sides));
}

// 0.999 quantiles of χ² with sides − 1 degrees of freedom
const CRITICAL: Record<number, number> = { 6: 20.52, 10: 27.88 };

function expectEntryError(fn: () => unknown, code: DiceEntryCode, fragment: string) {
	let error: unknown;
	try {
		fn();
	} catch (e) {
		error = e;
	}
	expect(error).toBeInstanceOf(DiceEntryError);
	expect((error as DiceEntryError).code).toBe(code);
	expect((error as DiceEntryError).message).toContain(fragment);
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe('rollWith', () => {
	it('maps scripted rng values to faces', () => {
		const script = (values: number[]) => {
			let i = 0;
			return () => values[i++] ?? 0;
		};
		expect(rollWith(parseDice('1D6'), script([0])).faces).toEqual([1]);
		expect(rollWith(parseDice('1D6'), script([0.999999])).faces).toEqual([6]);
		expect(rollWith(parseDice('3D6+2'), script([0, 0.5, 0.99]))).toEqual({
			spec: '3D6+2',
			total: 1 + 4 + 6 + 2,
			faces: [1, 4, 6],
			source: 'app'
		});
		expect(rollWith(parseDice('D%'), script([0.37])).faces).toEqual([38]);
		expect(rollWith(parseDice('3D-1'), script([1 / 6, 2 / 6, 0.99])).total).toBe(2 + 3 + 6 - 1);
	});

	it('reads D66 as [tens, ones]', () => {
		const values = [2 / 6, 4 / 6];
		expect(rollWith(parseDice('D66'), () => values.shift() ?? 0)).toEqual({
			spec: 'D66',
			total: 35,
			faces: [3, 5],
			source: 'app'
		});
	});

	it('refuses an rng outside [0, 1)', () => {
		for (const bad of [1, -0.1, NaN, 2]) expect(() => rollWith(parseDice('2D6'), () => bad)).toThrow(RangeError);
	});

	it.each([6, 10])('d%i faces are uniform over 60,000 seeded rolls (χ²)', (sides) => {
		const rng = mulberry32(0xc0ffee + sides);
		const spec = parseDice(`1D${sides}`);
		const stat = uniformity(sides, 60000, () => rollWith(spec, rng).total);
		expect(stat).toBeLessThan(CRITICAL[sides] ?? 0);
	});

	it('the χ² check does catch a biased die', () => {
		// Faces 1..6 from a modulo of a small range: 1 and 2 come up more often.
		const rng = mulberry32(7);
		const stat = uniformity(6, 60000, () => 1 + (Math.floor(rng() * 8) % 6));
		expect(stat).toBeGreaterThan(CRITICAL[6] ?? Infinity);
	});
});

describe('crypto rolls', () => {
	it.each([6, 10])(
		'rollFace(%i) rejection sampling is uniform over 60,000 seeded uint32 draws (χ², p = 0.001)',
		(sides) => {
			// Seeded, so the strict threshold never fails by chance in CI.
			const rng = mulberry32(sides * 101);
			const source = () => Math.floor(rng() * 2 ** 32);
			expect(uniformity(sides, 60000, () => rollFace(sides, source))).toBeLessThan(CRITICAL[sides] ?? 0);
		}
	);

	it.each([
		[6, 60],
		[10, 75]
	])('rollFace(%i) from real crypto passes a loose χ² bound (chance failure < 1e-9)', (sides, bound) => {
		expect(uniformity(sides, 60000, () => rollFace(sides))).toBeLessThan(bound);
	});

	it('rollFace rejects draws at or above the largest multiple of sides', () => {
		const draws = [2 ** 32 - 1, 2 ** 32 - 4, 4294967291];
		const source = vi.fn(() => draws.shift() ?? 0);
		// limit for d6 is 2^32 − 4; 4294967291 = 6·715827881 + 5 → face 6
		expect(rollFace(6, source)).toBe(6);
		expect(source).toHaveBeenCalledTimes(3);
		expect(rollFace(6, () => 0)).toBe(1);
		expect(rollFace(2 ** 32, () => 2 ** 32 - 1)).toBe(2 ** 32);
	});

	it('rollFace refuses bad input', () => {
		expect(() => rollFace(0)).toThrow(RangeError);
		expect(() => rollFace(2.5)).toThrow(RangeError);
		expect(() => rollFace(6, () => -1)).toThrow(RangeError);
	});

	it('rollApp uses rollFace for every die', () => {
		const draws = [0, 5, 2 ** 32 - 1, 11];
		expect(rollApp(parseDice('3D6+1'), () => draws.shift() ?? 0)).toEqual({
			spec: '3D6+1',
			total: 1 + 6 + 6 + 1,
			faces: [1, 6, 6],
			source: 'app'
		});
		const roll = rollApp(parseDice('4D10'));
		expect(roll.faces).toHaveLength(4);
		expect(roll.faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 10)).toBe(true);
		expect(roll.total).toBe(roll.faces.reduce((a, b) => a + b, 0));
		const d66 = rollApp(parseDice('D66'));
		expect(d66.total).toBe(10 * (d66.faces[0] ?? 0) + (d66.faces[1] ?? 0));
	});

	it('cryptoRng uses 53 bits and stays in [0, 1)', () => {
		const fill = (value: number) =>
			vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
				if (array instanceof Uint32Array) array.fill(value);
				return array;
			});
		fill(0xffffffff);
		expect(cryptoRng()).toBe(1 - 2 ** -53);
		fill(0);
		expect(cryptoRng()).toBe(0);
		vi.restoreAllMocks();
		const samples = Array.from({ length: 20000 }, () => cryptoRng());
		expect(samples.every((r) => r >= 0 && r < 1)).toBe(true);
		const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
		expect(Math.abs(mean - 0.5)).toBeLessThan(0.02); // σ ≈ 0.002
	});
});

describe('table dice', () => {
	it('accepts valid faces and records them', () => {
		expect(tableRoll(parseDice('2D6+1'), [3, 6])).toEqual({ spec: '2D6+1', total: 10, faces: [3, 6], source: 'table' });
		expect(tableRoll(parseDice('D66'), [3, 5])).toEqual({ spec: 'D66', total: 35, faces: [3, 5], source: 'table' });
		expect(tableRoll(parseDice('D%'), [100]).total).toBe(100);
	});

	it('copies the faces array', () => {
		const faces = [1, 2];
		const roll = tableRoll(parseDice('2D6'), faces);
		faces[0] = 6;
		expect(roll.faces).toEqual([1, 2]);
	});

	it('refuses faces the dice cannot show', () => {
		expectEntryError(() => tableRoll(parseDice('2D6'), [3, 7]), 'dice/face_out_of_range', 'Die 2 shows 7');
		expectEntryError(() => tableRoll(parseDice('1D6'), [0]), 'dice/face_out_of_range', '1 to 6');
		expectEntryError(() => tableRoll(parseDice('1D6'), [2.5]), 'dice/face_out_of_range', 'Die 1');
		expectEntryError(() => tableRoll(parseDice('D66'), [7, 1]), 'dice/face_out_of_range', 'Die 1 shows 7');
	});

	it('refuses the wrong number of faces', () => {
		expectEntryError(
			() => tableRoll(parseDice('2D6'), [3]),
			'dice/wrong_face_count',
			'2D6 needs 2 dice, but 1 was entered'
		);
		expectEntryError(() => tableRoll(parseDice('2D6'), [3, 4, 5]), 'dice/wrong_face_count', '3 were entered');
		expectEntryError(() => tableRoll(parseDice('D66'), [35]), 'dice/wrong_face_count', 'needs 2');
	});

	it('accepts possible totals only', () => {
		expect(tableTotal(parseDice('2D6'), 12)).toEqual({ spec: '2D6', total: 12, faces: [], source: 'table' });
		expect(tableTotal(parseDice('2D6-3'), -1).total).toBe(-1);
		expect(tableTotal(parseDice('D66'), 35)).toEqual({ spec: 'D66', total: 35, faces: [], source: 'table' });
		expectEntryError(() => tableTotal(parseDice('2D6'), 13), 'dice/impossible_total', 'from 2 to 12');
		expectEntryError(() => tableTotal(parseDice('2D6'), 1), 'dice/impossible_total', '2D6 cannot total 1');
		expectEntryError(() => tableTotal(parseDice('2D6'), 7.5), 'dice/impossible_total', 'whole number');
		expectEntryError(() => tableTotal(parseDice('D66'), 37), 'dice/impossible_total', 'each 1 to 6');
		expectEntryError(() => tableTotal(parseDice('D66'), 70), 'dice/impossible_total', '11 to 66');
	});

	it('produces plain serializable rolls', () => {
		const roll = tableRoll(parseDice('3D6'), [1, 2, 3]);
		expect(JSON.parse(JSON.stringify(roll))).toEqual(roll);
	});
});

describe('source hygiene', () => {
	it('no .ts file in the dice folder (tests included) calls the Math PRNG', () => {
		const dir = import.meta.dirname;
		const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
		expect(sources).toEqual(
			expect.arrayContaining(['index.ts', 'parse.ts', 'distribution.ts', 'roll.ts', 'roll.test.ts'])
		);
		const needle = ['Math', 'random'].join('.'); // split so this file passes its own check
		for (const file of sources) expect(readFileSync(join(dir, file), 'utf8'), file).not.toContain(needle);
	});
});
