/**
 * Limits the parser enforces. They keep exact distributions cheap on a phone
 * and catch typos (`1000D6`, `2D6+99999`) before they reach a log.
 */
export const DICE_LIMITS = {
	maxCount: 100,
	minSides: 2,
	maxSides: 1000,
	maxModifier: 10000
} as const;

/**
 * `count` dice with faces 1..`sides`, summed, plus `modifier`. Covers `NdM±K`,
 * `D6`, `D%` / `D100` and Pretty Good Tactics' `nD±K` (n six-sided dice).
 */
export interface SumSpec {
	readonly kind: 'sum';
	/** 1..DICE_LIMITS.maxCount */
	readonly count: number;
	/** DICE_LIMITS.minSides..maxSides */
	readonly sides: number;
	/** Added to the sum; |modifier| ≤ DICE_LIMITS.maxModifier. */
	readonly modifier: number;
	/** Canonical text, equal to `formatDice(spec)`, e.g. `3D6+2`. */
	readonly text: string;
}

/**
 * Two d6 read as tens and ones (11..16, 21..26, …, 61..66). Not a sum, so it
 * takes no modifier: results index tables, they are not added to.
 */
export interface D66Spec {
	readonly kind: 'd66';
	readonly text: 'D66';
}

/** A parsed dice expression. Plain data: safe to store, clone and send. */
export type DiceSpec = SumSpec | D66Spec;

/**
 * One roll as recorded in event logs. `source` says whether the app rolled it
 * or the player typed in real dice; `faces` is `[]` when only the total was
 * entered, and `[tens, ones]` for D66.
 */
export interface DiceRoll {
	/** Canonical spec text (`formatDice`). */
	spec: string;
	total: number;
	faces: number[];
	source: 'app' | 'table';
}
