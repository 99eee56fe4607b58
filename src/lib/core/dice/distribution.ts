import { assertSpec } from './parse';
import type { DiceSpec } from './types';

/**
 * Probabilities for totals min..min+n-1 (before the modifier), precomputed
 * so every query is O(1): p = P(=), le = P(≤), ge = P(≥). Each entry is an exact
 * integer count divided once by the number of outcomes, so it is correctly
 * rounded whenever the counts fit in a double (sides^count ≤ 2^53, e.g. 20D6).
 */
interface Table {
	readonly min: number;
	readonly p: Float64Array;
	readonly le: Float64Array;
	readonly ge: Float64Array;
}

interface Ops<T> {
	zero: T;
	one: T;
	add(a: T, b: T): T;
	sub(a: T, b: T): T;
	num(a: T): number;
}
const NUMBER: Ops<number> = { zero: 0, one: 1, add: (a, b) => a + b, sub: (a, b) => a - b, num: (a) => a };
// Past 2^53 outcomes (e.g. 25D6, 100D1000) counts need BigInt to stay exact.
const BIG: Ops<bigint> = { zero: 0n, one: 1n, add: (a, b) => a + b, sub: (a, b) => a - b, num: (a) => Number(a) };

/**
 * Ways to roll each total with `count` dice, by repeated convolution with a
 * sliding window (O(count · range)). The window subtracts before it adds, so no
 * intermediate exceeds the final count and Number arithmetic stays exact.
 */
function countWays<T>(count: number, sides: number, ops: Ops<T>): T[] {
	let ways: T[] = [ops.one];
	for (let n = 0; n < count; n++) {
		const next = new Array<T>(ways.length + sides - 1);
		let window = ops.zero;
		for (let k = 0; k < next.length; k++) {
			if (k >= sides) window = ops.sub(window, ways[k - sides] ?? ops.zero);
			if (k < ways.length) window = ops.add(window, ways[k] ?? ops.zero);
			next[k] = window;
		}
		ways = next;
	}
	return ways;
}

function toTable<T>(min: number, ways: readonly T[], ops: Ops<T>): Table {
	const n = ways.length;
	const p = new Float64Array(n);
	const le = new Float64Array(n);
	const ge = new Float64Array(n);
	let total = ops.zero;
	for (const w of ways) total = ops.add(total, w);
	const outcomes = ops.num(total);
	let below = ops.zero;
	for (let k = 0; k < n; k++) {
		const w = ways[k] ?? ops.zero;
		ge[k] = ops.num(ops.sub(total, below)) / outcomes;
		below = ops.add(below, w);
		le[k] = ops.num(below) / outcomes;
		p[k] = ops.num(w) / outcomes;
	}
	return { min, p, le, ge };
}

function build(spec: DiceSpec): Table {
	if (spec.kind === 'd66') {
		const ways = new Array<number>(56).fill(0);
		for (let tens = 1; tens <= 6; tens++) for (let ones = 1; ones <= 6; ones++) ways[tens * 10 + ones - 11] = 1;
		return toTable(11, ways, NUMBER);
	}
	const { count, sides } = spec;
	return sides ** count <= 2 ** 53
		? toTable(count, countWays(count, sides, NUMBER), NUMBER)
		: toTable(count, countWays(count, sides, BIG), BIG);
}

// Keyed by dice without the modifier (`3D6`), so 3D6+1 and 3D6-2 share one entry.
const CACHE_SIZE = 32;
const cache = new Map<string, Table>();

function lookup(spec: DiceSpec): { table: Table; shift: number } {
	assertSpec(spec);
	const key = spec.kind === 'd66' ? 'D66' : `${spec.count}D${spec.sides}`;
	let table = cache.get(key);
	if (table) {
		cache.delete(key); // re-insert as most recently used
	} else {
		table = build(spec);
		if (cache.size >= CACHE_SIZE) {
			const oldest = cache.keys().next();
			if (!oldest.done) cache.delete(oldest.value);
		}
	}
	cache.set(key, table);
	return { table, shift: spec.kind === 'sum' ? spec.modifier : 0 };
}

/** Test hook for cold-cache timing; not part of the public API. */
export function clearDistributionCache(): void {
	cache.clear();
}

/** Exact distribution: total → probability, ascending keys, impossible totals omitted. A fresh Map each call. */
export function distribution(spec: DiceSpec): Map<number, number> {
	const { table, shift } = lookup(spec);
	const map = new Map<number, number>();
	table.p.forEach((p, k) => {
		if (p > 0) map.set(table.min + shift + k, p);
	});
	return map;
}

/** Smallest and largest possible totals (for D66, 11 and 66). */
export function range(spec: DiceSpec): { min: number; max: number } {
	if (spec.kind === 'd66') return { min: 11, max: 66 };
	return { min: spec.count + spec.modifier, max: spec.count * spec.sides + spec.modifier };
}

/** Whether the spec can produce exactly `total` (D66: both digits 1..6). */
export function isPossible(spec: DiceSpec, total: number): boolean {
	const { min, max } = range(spec);
	if (!Number.isInteger(total) || total < min || total > max) return false;
	return spec.kind === 'sum' || (total % 10 >= 1 && total % 10 <= 6);
}

export type Comparison = '<=' | '>=' | '<' | '>' | '=';

/**
 * P(total op target). Non-integer targets compare as numbers (P(≤ 7.5) = P(≤ 7)).
 * Tails are read from their own precomputed side, so tiny tail probabilities
 * keep full precision instead of being 1 − (something close to 1).
 */
export function probability(spec: DiceSpec, op: Comparison, target: number): number {
	if (Number.isNaN(target)) throw new RangeError('probability: target is NaN');
	const { table, shift } = lookup(spec);
	const lo = table.min + shift;
	const hi = lo + table.p.length - 1;
	const atMost = (k: number) => (k < lo ? 0 : k >= hi ? 1 : (table.le[k - lo] ?? 0));
	const atLeast = (k: number) => (k <= lo ? 1 : k > hi ? 0 : (table.ge[k - lo] ?? 0));
	switch (op) {
		case '<=':
			return atMost(Math.floor(target));
		case '<':
			return atMost(Math.ceil(target) - 1);
		case '>=':
			return atLeast(Math.ceil(target));
		case '>':
			return atLeast(Math.floor(target) + 1);
		case '=':
			return Number.isInteger(target) && target >= lo && target <= hi ? (table.p[target - lo] ?? 0) : 0;
	}
}
