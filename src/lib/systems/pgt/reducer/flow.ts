/**
 * The match's time: a match of games (best of three), a game of rounds, a round of turns
 * (「ラウンド」「ターン」「フェイズ」). Starting them, passing, ending a turn, and winning.
 * Seed `002_4ee8704b5658c46e.txt`.
 */
import { refuse, type Refusal } from '$lib/core/events';
import type { Readings } from '$lib/core/readings';
import { isSettingOption } from '../data/open-points';
import { gameWinner, matchWinner, nextPhase, passesRestOfRound, roundOver, type Side } from '../rules';
import { count, initialPgtState, other, setting, untapAll, type Payload, type PgtState } from './state';

function settingsRefusal(settings: Readonly<Record<string, string>>): Refusal | null {
	for (const [point, option] of Object.entries(settings))
		if (!isSettingOption(point, option)) return refuse('pgt/unknown_setting', { point, option });
	return null;
}

/**
 * A match starts. It reads the session's readings as they stand at each event (one panel, one
 * truth); an old log's match start that recorded its own readings keeps them (`oldMatchReadings`).
 */
export function matchStarted(state: PgtState, p: Payload<'pgt/matchStarted'>, readings: Readings): PgtState | Refusal {
	// A finished match may be followed by the next one in the same session: the library stays.
	if (state.phase !== 'new' && state.phase !== 'matchOver') return refuse('pgt/match_already_started');
	const settings = p.settings ?? {};
	const bad = settingsRefusal(settings);
	if (bad) return bad;
	return {
		...initialPgtState(),
		library: state.library,
		draft: state.draft,
		phase: 'betweenGames',
		players: { ...p.players },
		oldMatchReadings: Object.keys(settings).length
			? {
					readings: { ...settings },
					atStart: Object.fromEntries(Object.keys(settings).map((k) => [k, setting(state, readings, k)]))
				}
			: null
	};
}

export function gameStarted(state: PgtState, p: Payload<'pgt/gameStarted'>, readings: Readings): PgtState | Refusal {
	if (state.phase !== 'betweenGames') return refuse('pgt/game_in_progress');
	const { firstPlayer, rolls } = p;
	// 「各自サイコロを振り、大きい方が先攻」 (notes): a tie is rolled again, never recorded.
	if (rolls && rolls.a === rolls.b) return refuse('pgt/roll_tied');
	if (rolls && (rolls.a > rolls.b ? 'a' : 'b') !== firstPlayer) return refuse('pgt/roll_disagrees');
	// Open point `game_first_player`: after a game, the loser may be the one who chooses.
	if (rolls && state.games.length > 0 && setting(state, readings, 'game_first_player') === 'loser-chooses')
		return refuse('pgt/loser_chooses');
	return {
		...initialPgtState(),
		phase: 'forming',
		library: state.library,
		draft: state.draft,
		players: state.players,
		oldMatchReadings: state.oldMatchReadings,
		games: state.games,
		gameScores: state.gameScores,
		rolls: rolls ? { a: rolls.a, b: rolls.b } : null,
		firstPlayer,
		turn: firstPlayer
	};
}

/** A game is won: record it, then the next game or the end of the match. */
export function gameWon(state: PgtState, winner: Side): PgtState {
	const games = [...state.games, winner];
	const gameScores = [...state.gameScores, { ...state.scores }];
	return {
		...state,
		games,
		gameScores,
		gameReplayed: false,
		phase: matchWinner(games) ? 'matchOver' : 'betweenGames'
	};
}

/** 「ラウンド開始時に場に1人もキャラがいないプレイヤーは負け」 is checked here, then the first player's turn. */
export function roundStarted(state: PgtState, readings: Readings): PgtState | Refusal {
	if (state.phase !== 'forming' && state.phase !== 'regrouping') return refuse('pgt/round_in_progress');
	const charactersAtRoundStart = { a: count(state.fields.a), b: count(state.fields.b) };
	// Before round 1 with nobody on either field there is no game yet to replay or lose: place first.
	// (One side empty loses at once, as the seed says: the screen warns before that start.)
	if (state.round === 0 && charactersAtRoundStart.a === 0 && charactersAtRoundStart.b === 0)
		return refuse('pgt/party_missing');
	const bothEmpty = setting(state, readings, 'both_sides_empty') === 'higher-score' ? 'higher-score' : 'replay';
	const winner = gameWinner({ scores: state.scores, charactersAtRoundStart, bothEmpty });
	if (winner) return gameWon(state, winner);
	// Open point `both_sides_empty`: nobody on either field and no winner — the game is replayed.
	if (charactersAtRoundStart.a === 0 && charactersAtRoundStart.b === 0)
		return { ...state, phase: 'betweenGames', gameReplayed: true };
	const round = state.round + 1;
	// Open point `next_round_first_player`: the same first player all game, or alternating by round.
	const alternate = setting(state, readings, 'next_round_first_player') === 'alternate';
	return {
		...state,
		phase: 'turn',
		round,
		turn: alternate && round % 2 === 0 ? other(state.firstPlayer) : state.firstPlayer,
		passes: [],
		attackedThisTurn: false,
		passingAllRound: { a: false, b: false },
		lastAttack: null,
		step: 'before',
		effects: [],
		pendingEffects: [],
		endedEffects: []
	};
}

/**
 * Ends the turn (its attack passed or not): the effects held in memory end with it (「ターン終了時に
 * 効果が消滅する」), the next turn starts in 戦闘前フェイズ, and the round ends after two passes in a
 * row (everything untaps). A pass on the round's turn 1 locks that side into passing
 * (`passesRestOfRound`): its later turns of the round pass at once.
 */
function endTurn(state: PgtState, passed: boolean): PgtState {
	const side = state.turn;
	const locks = passesRestOfRound(state.passes.length, passed);
	const passes = [...state.passes, passed];
	const ended = [...state.effects, ...state.pendingEffects].map((e) => e.text);
	let next: PgtState = {
		...state,
		passes,
		passingAllRound: locks ? { ...state.passingAllRound, [side]: true } : state.passingAllRound,
		attackedThisTurn: false,
		step: 'before',
		effects: [],
		pendingEffects: [],
		endedEffects: ended
	};
	if (roundOver(passes)) return { ...next, phase: 'regrouping', fields: untapAll(next.fields) };
	next = { ...next, turn: other(side) };
	return next.passingAllRound[next.turn] ? { ...endTurn(next, true), endedEffects: ended } : next;
}

/**
 * 戦闘前 → 戦闘 フェイズ. 戦闘後フェイズ follows the attack itself (a turn without one is a pass),
 * and an attack may start from 戦闘前: choosing it is entering the battle phase.
 */
export function phaseAdvanced(state: PgtState, p: Payload<'pgt/phaseAdvanced'>): PgtState | Refusal {
	if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
	if (nextPhase(state.step) !== p.to) return refuse('pgt/wrong_phase', { phase: p.to });
	return { ...state, step: p.to };
}

export function attackPassed(state: PgtState): PgtState | Refusal {
	if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
	if (state.attackedThisTurn) return refuse('pgt/already_attacked');
	return endTurn(state, true);
}

export function turnEnded(state: PgtState): PgtState | Refusal {
	if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
	if (!state.attackedThisTurn) return refuse('pgt/pass_instead');
	return endTurn(state, false);
}
