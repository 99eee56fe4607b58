/**
 * ラウンド / ターン (rounds and turns), passing, and winning a game and the match. Seed
 * `002_4ee8704b5658c46e.txt`, 「時間区分」, 「勝利条件」 and the first-turn pass rule.
 */
import { bool, int, refuse } from './args';

export type Side = 'a' | 'b';

/** 「スコアを10点以上集めたプレイヤーが勝者となります」. */
export const WINNING_SCORE = 10;
/** 「3本勝負で2本先取したほうがマッチの勝者となります」. */
export const GAMES_TO_WIN_MATCH = 2;
/** Slots on one side (F1–F3, B1–B3): the most characters a side can field. */
export const FIELD_SLOTS = 6;

/**
 * Whether the round is over after these turns (one entry per turn, in order; true = that turn's
 * attack was passed): 「アタックがパスされたターンが2ターン続いた(自軍ターン→敵軍ターン、あるいは
 * その逆)場合、ラウンドは終了します」. A turn listed after the round ended is a RangeError.
 */
export function roundOver(passes: readonly boolean[]): boolean {
	if (!Array.isArray(passes)) refuse('roundOver', 'passes', `must be a list of true/false, got ${String(passes)}`);
	let over = false;
	passes.forEach((passed, k) => {
		bool('roundOver', `passes[${k}]`, passed);
		if (over) refuse('roundOver', `passes[${k}]`, `is a turn after the round ended at turn ${k}`);
		if (passed && k > 0 && passes[k - 1]) over = true;
	});
	return over;
}

/**
 * 「もし第1ターンにアタックをパスした場合、そのプレイヤー側の陣営はそのラウンドの間全てのアタックを
 * 自動的にパスするものとみなされます」: 第1ターン is the round's turn 1 — the author's replay numbers a
 * round's turns 「ターン01」「ターン02」…, and ターン01 is the first player's 「第一ターン」. So only the
 * side playing the round's first turn can lock itself into passing, and only by passing then; the
 * other side's first turn (the round's turn 2) is an ordinary turn. `turnsBefore`: turns already
 * played this round (0 for the round's first turn).
 */
export function passesRestOfRound(turnsBefore: number, passed: boolean): boolean {
	int('passesRestOfRound', 'turnsBefore', turnsBefore, 0);
	return bool('passesRestOfRound', 'passed', passed) && turnsBefore === 0;
}

export interface GameState {
	/** Points scored by each side (the costs of the opponent's retired characters). */
	scores: Readonly<Record<Side, number>>;
	/** Characters each side has on the field at the start of a round. */
	charactersAtRoundStart: Readonly<Record<Side, number>>;
	/** Both sides empty at a round's start (open point `both_sides_empty`): 'replay' (default) or 'higher-score'. */
	bothEmpty?: 'higher-score' | 'replay';
}

/**
 * The winner of a game, or null while it goes on: 「どちらかのプレイヤーのスコアが10点以上になった
 * 場合、その時点でそのプレイヤーの勝ち」 (checked first: it ends the game at once), and 「ラウンド開始時
 * に場に1人もキャラがいないプレイヤーは負け」. Both sides empty at a round start: by that sentence both
 * lose, so nobody wins — null, a draw and the game is played again (open point `both_sides_empty`,
 * the default 'replay'); with `bothEmpty: 'higher-score'` the higher score wins, equal scores null.
 */
export function gameWinner(state: GameState): Side | null {
	const fn = 'gameWinner';
	if (state === null || typeof state !== 'object') refuse(fn, 'state', `must be { scores, charactersAtRoundStart }`);
	const a = int(fn, 'scores.a', state.scores?.a, 0);
	const b = int(fn, 'scores.b', state.scores?.b, 0);
	const ca = int(fn, 'charactersAtRoundStart.a', state.charactersAtRoundStart?.a, 0, FIELD_SLOTS);
	const cb = int(fn, 'charactersAtRoundStart.b', state.charactersAtRoundStart?.b, 0, FIELD_SLOTS);
	if (a >= WINNING_SCORE && b >= WINNING_SCORE)
		refuse(fn, 'scores', `cannot both reach ${WINNING_SCORE}: the first to do so won at once`);
	if (a >= WINNING_SCORE) return 'a';
	if (b >= WINNING_SCORE) return 'b';
	if (state.bothEmpty !== undefined && state.bothEmpty !== 'higher-score' && state.bothEmpty !== 'replay')
		refuse(fn, 'bothEmpty', `must be 'higher-score' or 'replay', got ${String(state.bothEmpty)}`);
	if (ca === 0 && cb === 0) return state.bothEmpty !== 'higher-score' ? null : a > b ? 'a' : b > a ? 'b' : null;
	if (ca === 0) return 'b';
	if (cb === 0) return 'a';
	return null;
}

/**
 * The winner of the match from the winners of the games played so far, in order, or null while
 * it goes on: best of three, first to two. A game listed after the match was decided is a RangeError.
 */
export function matchWinner(games: readonly Side[]): Side | null {
	if (!Array.isArray(games)) refuse('matchWinner', 'games', `must be a list of 'a'/'b', got ${String(games)}`);
	const wins: Record<Side, number> = { a: 0, b: 0 };
	let winner: Side | null = null;
	for (const [k, g] of games.entries()) {
		const side: unknown = g;
		if (side !== 'a' && side !== 'b') refuse('matchWinner', `games[${k}]`, `must be 'a' or 'b', got ${String(side)}`);
		if (winner) refuse('matchWinner', `games[${k}]`, `is a game after the match was won by ${winner}`);
		wins[side]++;
		if (wins[side] >= GAMES_TO_WIN_MATCH) winner = side;
	}
	return winner;
}
