/**
 * GK engagement game — the map layer: a move along a path (移動), and the five preconditions
 * of an action (行動の前提条件). Seed `001_2a625b5deb160d67.txt`, 「行動」「移動のルール」.
 */
import { int } from './checks';
import { evaluateFormula, parseFormula, type DivisionRounding, type StatValues } from './data/formula';

/** A map square `[x, y]`, counted from 0. */
export type Square = readonly [number, number];

export interface MoveInput {
	from: Square;
	/** The squares entered, in order. */
	path: readonly Square[];
	/** 移動力: 2 squares per move (the seed: more with higher 反応, scale unstated — see `movementAllowance`). */
	movement?: number;
	enemies?: readonly Square[];
	impassable?: readonly Square[];
	width: number;
	height: number;
	/**
	 * A diagonal's ZoC: an enemy beside it on either orthogonal square stops it, or only on both;
	 * `'none'` is the reading of logs recorded before (a diagonal passed freely).
	 */
	diagonalZoc?: 'either' | 'both' | 'none';
}

export interface MoveResult {
	/** The move is void: the character moved 0 squares and waits (「0マス移動後に待機」). */
	cancelled: boolean;
	end: Square;
	cost: number;
	/** The move ended early on entering an enemy's square (ZoC). */
	stoppedByZoc: boolean;
}

function square(fn: string, arg: string, s: unknown): Square {
	if (!Array.isArray(s) || s.length !== 2 || !s.every((v) => Number.isInteger(v)))
		throw new RangeError(`${fn}: ${arg} must be a square [x, y] of integers, got ${JSON.stringify(s)}`);
	return s as unknown as Square;
}

const same = (p: Square, q: Square) => p[0] === q[0] && p[1] === q[1];

/**
 * One 移動. An orthogonal step costs 1; a diagonal step costs 2 and is made of one vertical and
 * one horizontal step (「斜めのマスに移動するには2マス分移動が必要です(縦横1歩ずつ)」): it passes
 * through one of the two orthogonal squares beside it, so it cannot cut between two impassable
 * squares, and an enemy on one of them stops the move there (ZoC, after one square: the vertical
 * one first when both hold an enemy; with `diagonalZoc: 'both'` only when neither is free). The
 * step that enters an enemy's square ends the move there, whatever movement is left and whatever
 * the rest of the path holds (ZoC: 「1マス以上移動して敵キャラクターが居るマスに侵入した場合、
 * …移動はそこで終了」) — an enemy on the starting square stops nobody. A path that costs too
 * much, leaves the map, enters an impassable square or skips a square is cancelled:
 * 「移動不可能なマスを指定した場合、…行動はキャンセルされます (0マス移動後に待機)」.
 * Squares may hold any number of characters (「1マスに何人でも入れる」).
 */
export function resolveMove(input: MoveInput): MoveResult {
	const fn = 'resolveMove';
	const { path, movement = 2, enemies = [], impassable = [], width, height, diagonalZoc = 'either' } = input;
	int(fn, 'width', width, 1, 1000);
	int(fn, 'height', height, 1, 1000);
	const from = square(fn, 'from', input.from);
	if (from[0] < 0 || from[1] < 0 || from[0] >= width || from[1] >= height)
		throw new RangeError(`${fn}: from ${JSON.stringify(from)} is outside the ${width}×${height} map`);
	int(fn, 'movement', movement, 0, 99);
	if (!Array.isArray(path)) throw new RangeError(`${fn}: path must be an array of squares`);
	path.forEach((s, i) => square(fn, `path[${i}]`, s));
	enemies.forEach((s, i) => square(fn, `enemies[${i}]`, s));
	impassable.forEach((s, i) => square(fn, `impassable[${i}]`, s));

	const cancelled: MoveResult = { cancelled: true, end: from, cost: 0, stoppedByZoc: false };
	const passable = (q: Square) =>
		q[0] >= 0 && q[1] >= 0 && q[0] < width && q[1] < height && !impassable.some((s) => same(s, q));
	const enemyAt = (q: Square) => enemies.some((s) => same(s, q));
	let at = from;
	let cost = 0;
	for (const next of path) {
		const dx = Math.abs(next[0] - at[0]);
		const dy = Math.abs(next[1] - at[1]);
		if (dx > 1 || dy > 1 || dx + dy === 0) return cancelled;
		if (!passable(next)) return cancelled;
		if (cost + dx + dy > movement) return cancelled;
		if (dx + dy === 2 && diagonalZoc !== 'none') {
			// 縦横1歩ずつ: through a free orthogonal square, vertical first.
			const via = [[at[0], next[1]] as Square, [next[0], at[1]] as Square].filter(passable);
			if (via.length === 0) return cancelled;
			const blocked = via.filter(enemyAt);
			const stop = diagonalZoc === 'both' && blocked.length < via.length ? undefined : blocked[0];
			if (stop) return { cancelled: false, end: stop, cost: cost + 1, stoppedByZoc: true };
		}
		cost += dx + dy;
		at = next;
		if (enemyAt(next)) return { cancelled: false, end: at, cost, stoppedByZoc: true };
	}
	return { cancelled: false, end: at, cost, stoppedByZoc: false };
}

/**
 * 移動力 — squares per move — on the group's scale (the seed: 「1回の「移動」2マスまで」,
 * 「反応が増えると移動できるマス数も増えます」, no scale given): `scale` is a formula of the stats
 * (e.g. `2 + REA ÷ 5`), worked out with the session's ÷ rounding, kept in 0…99. Throws a
 * FormulaError (RangeError) for a formula that does not parse.
 */
export function movementAllowance(scale: string, stats: StatValues, rounding: DivisionRounding = 'floor'): number {
	return Math.max(0, Math.min(99, evaluateFormula(parseFormula(scale), stats, rounding)));
}

export interface PreconditionInput {
	/** 1. 今が自陣営のフェイズである */
	factionPhase: boolean;
	/** 2. 自陣営がそのキャラクターの操作権を持っている */
	controls: boolean;
	/** 3. the phase since which the character has been on the map */
	onMapSincePhase: number;
	currentPhase: number;
	/** a starting member (スタメン) while the game-start exception applies */
	starter?: boolean;
	/** legacy reading: a withdrawn (戦線離脱) character counted as on the map and could act */
	withdrawn?: boolean;
	/** 4. dead or 行動不能 */
	incapacitated: boolean;
	/** 5. has already acted this phase */
	actedThisPhase: boolean;
}

/** The seed's five preconditions by number, for messages. */
export type PreconditionNumber = 1 | 2 | 3 | 4 | 5;

/**
 * 行動の前提条件: the numbers (1–5) of the conditions that fail, ascending; `[]` — may act.
 * Condition 3 (「このフェイズの2つ前のフェイズからMAP上に存在している」) holds when
 * `onMapSincePhase ≤ currentPhase − 2` — time away 戦線離脱 counts as on the map, so the caller
 * keeps `onMapSincePhase` through a withdrawal — and for a starter under the game-start
 * exception (「スタメンは条件3を満たしていなくても動けます」). `withdrawn` (only in logs recorded
 * before; see `condition.ts`) excepts it too.
 */
export function actionPreconditions(input: PreconditionInput): PreconditionNumber[] {
	const fn = 'actionPreconditions';
	const flags = ['factionPhase', 'controls', 'incapacitated', 'actedThisPhase'] as const;
	for (const f of flags)
		if (typeof input[f] !== 'boolean') throw new RangeError(`${fn}: ${f} must be a boolean, got ${String(input[f])}`);
	for (const f of ['starter', 'withdrawn'] as const)
		if (input[f] !== undefined && typeof input[f] !== 'boolean') throw new RangeError(`${fn}: ${f} must be a boolean`);
	int(fn, 'currentPhase', input.currentPhase, 0, 1e6);
	int(fn, 'onMapSincePhase', input.onMapSincePhase, 0, 1e6);
	const failing: PreconditionNumber[] = [];
	if (!input.factionPhase) failing.push(1);
	if (!input.controls) failing.push(2);
	if (!(input.onMapSincePhase <= input.currentPhase - 2 || input.starter || input.withdrawn)) failing.push(3);
	if (input.incapacitated) failing.push(4);
	if (input.actedThisPhase) failing.push(5);
	return failing;
}
