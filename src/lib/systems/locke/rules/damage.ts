/**
 * The damage roll (§5.1) and melee (§5.5): which column of the 損害判定表 an attack uses, death,
 * current endurance, melee firepower and the [格闘:X] column shifts.
 */
import { int } from './args';

/**
 * A column of the 損害判定表: k is "k:1", 0 is the leftmost 「1:2以下」 (open point
 * `ratio_zero_column`), and `'rightmost'` is the column used when the divisor is 0 — damage taken
 * equal to the maximum leaves a character alive at current endurance 0 (§5.1), and the seed
 * divides by it without saying what happens; the app reads it as the table's rightmost column
 * (open point `endurance_zero_rightmost`). A name, not a number, so state and events stay JSON.
 */
export type DamageColumn = number | typeof RIGHTMOST_COLUMN;
export const RIGHTMOST_COLUMN = 'rightmost';

/**
 * 損害判定の列 — which damage-table column an attack uses.
 * Seed §5.1: 「防御側は現在耐久力(耐久力-ダメージ)を宣言し、攻撃の火力をその値で割る(端数切捨て)」.
 * currentEndurance 0 → `RIGHTMOST_COLUMN`. Attacks printed as [N:1] skip this and use column N
 * directly (§5.2) — the caller passes N.
 * @param firepower 火力 (≥ 0)
 * @param currentEndurance 現在耐久力, as declared by the defender (≥ 0)
 */
export function damageRatio(firepower: number, currentEndurance: number): DamageColumn {
	int('damageRatio', 'firepower', firepower, 0);
	int('damageRatio', 'currentEndurance', currentEndurance, 0);
	if (currentEndurance === 0) return RIGHTMOST_COLUMN;
	return Math.floor(firepower / currentEndurance);
}

/** The ratio to look a column up by in a table (`$lib/core/tables`): the rightmost is past every column. */
export function lookupRatio(column: DamageColumn): number {
	return column === RIGHTMOST_COLUMN ? Number.POSITIVE_INFINITY : column;
}

/** Columns a melee shift moved a column by (0 when either end is the rightmost column, which no shift moves). */
export function columnShift(from: DamageColumn, to: DamageColumn): number {
	return from === RIGHTMOST_COLUMN || to === RIGHTMOST_COLUMN ? 0 : to - from;
}

/**
 * 死亡 — §5.1 「累計ダメージが最大耐久力…を超えた場合、防御側は死亡する」: only damage *over* the
 * maximum kills, so damage equal to it leaves the character alive at current endurance 0.
 * @param maxEndurance 最大耐久力 (≥ 1)
 * @param damageTaken 累計ダメージ (≥ 0)
 */
export function isDead(maxEndurance: number, damageTaken: number): boolean {
	int('isDead', 'maxEndurance', maxEndurance, 1);
	int('isDead', 'damageTaken', damageTaken, 0);
	return damageTaken > maxEndurance;
}

/**
 * 死亡 with a declared endurance — §5.1 「累計ダメージが最大耐久力(または、宣言した耐久力)を超えた場合、
 * 防御側は死亡する」. A defender who declared a current endurance lower than its own has the damage
 * measured against what it declared: the damage of this roll above the declared endurance kills
 * (the accumulated damage then exceeds "damage so far + declared"). In melee the declared
 * endurance is the one behind the declared firepower (§5.5 「耐久力を低く宣言してもよい」), minions
 * not counted. Open point `declared_endurance_death`.
 * @param maxEndurance 最大耐久力 (≥ 1)
 * @param damageBefore 累計ダメージ before this roll (≥ 0)
 * @param declared 宣言した耐久力 (≥ 0), null when none was declared
 * @param damage this roll's damage (≥ 0)
 */
export function diesFromDamage(args: {
	maxEndurance: number;
	damageBefore: number;
	declared: number | null;
	damage: number;
}): boolean {
	const fn = 'diesFromDamage';
	int(fn, 'damage', args.damage, 0);
	if (args.declared !== null) int(fn, 'declared', args.declared, 0);
	if (isDead(args.maxEndurance, args.damageBefore + args.damage)) return true;
	return args.declared !== null && args.damage > args.declared;
}

/** 現在耐久力 = 耐久力 − ダメージ (§5.1), never below 0 (a dead character has none left). */
export function currentEndurance(maxEndurance: number, damageTaken: number): number {
	int('currentEndurance', 'maxEndurance', maxEndurance, 1);
	int('currentEndurance', 'damageTaken', damageTaken, 0);
	return Math.max(0, maxEndurance - damageTaken);
}

// ---------------------------------------------------------------------------------------------
// Melee 格闘 (§5.5)
// ---------------------------------------------------------------------------------------------

/** 格闘攻撃のLV — §5.5 「格闘攻撃のLVは特に記載が無い限りLV:1として扱う」. */
export const MELEE_ATTACK_LEVEL = 1;

/**
 * A [格闘:X] shift never pushes a column past 10:1 — §5.5 「右にずれるのは10:1の損害判定までであり、
 * 左にずれるのは1:2以下の損害判定までである」.
 */
export const MELEE_SHIFT_MAX_RATIO = 10;

/**
 * 格闘の火力 — §5.5 「格闘攻撃時の火力は…現在の耐久力となる。…耐久力を低く宣言してもよい。
 * また、…手下1人につき火力を+1することができる」.
 * @param currentEndurance 現在耐久力 (≥ 0)
 * @param minions 手下 used for +1 each (≥ 0; "することができる": the player may count fewer)
 * @param declared 宣言した耐久力, 0..currentEndurance (declaring lower is allowed, higher is not)
 */
export function meleeFirepower(args: { currentEndurance: number; minions?: number; declared?: number }): number {
	const { currentEndurance: cur, minions = 0, declared } = args;
	int('meleeFirepower', 'currentEndurance', cur, 0);
	int('meleeFirepower', 'minions', minions, 0);
	if (declared !== undefined) int('meleeFirepower', 'declared', declared, 0, cur, 'at most the current endurance');
	return (declared ?? cur) + minions;
}

/** 格闘コラムシフト of one side: the sum of its [格闘:X] in use (§5.5; unarmed ones stack). */
export function shiftTotal(shifts: readonly { x: number }[]): number {
	return shifts.reduce((sum, s) => sum + s.x, 0);
}

/**
 * A side's melee firepower and [格闘:X] total as its declaration was recorded (§5.5): the declared
 * endurance plus the minions counted, and the sum of its shifts.
 */
export function declaredSide(side: { declared: number; minions: number; shifts: readonly { x: number }[] }): {
	firepower: number;
	shift: number;
} {
	return {
		firepower: meleeFirepower({ currentEndurance: side.declared, minions: side.minions, declared: side.declared }),
		shift: shiftTotal(side.shifts)
	};
}

/** One side of a melee exchange: its declared melee firepower and the sum of its [格闘:X] in use. */
export interface MeleeSide {
	/** 火力 — see `meleeFirepower` (≥ 0) */
	firepower: number;
	/** 格闘コラムシフト — the sum of this side's [格闘:X] in use (≥ 0) */
	shift?: number;
}

/**
 * 格闘の損害判定の列 — both sides' columns in a melee exchange (attack + counterattack 反撃).
 * Start: §5.5 「自分の火力と相手の火力を比較してどの損害判定に参照するかが決定される」 — own melee
 * firepower divided by the opponent's melee firepower (not by the opponent's endurance; open point
 * `melee_divisor`). Shift: 「[格闘:X]のXの差分だけ自分の損害判定のコラムが右にずれ、相手の損害判定の
 * コラムが左にずれる。ただし、右にずれるのは10:1…まで、左にずれるのは1:2以下…まで」. A column
 * already right of 10:1 is not moved right (the cap only stops a shift; it does not pull back).
 */
export function meleeRatios(a: MeleeSide, b: MeleeSide): { aDeals: DamageColumn; bDeals: DamageColumn } {
	const fn = 'meleeRatios';
	int(fn, 'a.firepower', a.firepower, 0);
	int(fn, 'b.firepower', b.firepower, 0);
	const aShift = int(fn, 'a.shift', a.shift ?? 0, 0);
	const bShift = int(fn, 'b.shift', b.shift ?? 0, 0);
	let aDeals = meleeBaseRatio(a.firepower, b.firepower);
	let bDeals = meleeBaseRatio(b.firepower, a.firepower);
	const d = aShift - bShift;
	if (d > 0) {
		aDeals = shiftRight(aDeals, d);
		bDeals = shiftLeft(bDeals, d);
	} else if (d < 0) {
		bDeals = shiftRight(bDeals, -d);
		aDeals = shiftLeft(aDeals, -d);
	}
	return { aDeals, bDeals };
}

/**
 * A melee column before the shift: own firepower ÷ the opponent's. A divisor of 0 (an opponent who
 * declared 0) is capped at 10:1 — 「通常の格闘において20:1以上の損害判定になることはない」 (§5.5);
 * open point `melee_divisor_zero`.
 */
export function meleeBaseRatio(own: number, theirs: number): DamageColumn {
	return theirs === 0 ? MELEE_SHIFT_MAX_RATIO : damageRatio(own, theirs);
}

function shiftRight(column: DamageColumn, by: number): DamageColumn {
	if (column === RIGHTMOST_COLUMN || column > MELEE_SHIFT_MAX_RATIO) return column;
	return Math.min(MELEE_SHIFT_MAX_RATIO, column + by);
}

/**
 * A left shift moves table columns, not ratio numbers: a ratio from 10 to 19 sits in the 10:1
 * column and one from 20 in 「20:1以上」, so 12:1 shifted left by 1 reads 9:1, not 11:1 (open point
 * `columns_beyond_10`). The rightmost column is reached only by an attack, never in melee (open
 * point `melee_divisor_zero`), and stays where it is.
 */
function shiftLeft(column: DamageColumn, by: number): DamageColumn {
	if (column === RIGHTMOST_COLUMN) return column;
	const index = column >= 20 ? MELEE_SHIFT_MAX_RATIO + 1 : Math.min(column, MELEE_SHIFT_MAX_RATIO);
	return Math.max(0, index - by);
}
