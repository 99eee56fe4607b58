/**
 * The match's time: the match and its readings, a game and its first player (chosen, table dice
 * or the app's roll over `ctx.random`, once — the event records the faces), rounds, turns,
 * passes, and the effects noted during a turn.
 */
import { refuse } from '$lib/core/events';
import { parseDice, rollWith } from '$lib/core/dice';
import type { CommandContext } from '../../types';
import { fullSettings } from '../data/open-points';
import type { PgtState } from '../reducer';
import type { Side } from '../rules';
import { nameOr, type Result } from './shared';

const D6 = parseDice('1D6');

export const matchCommands = {
	/**
	 * The two players' names and the match's readings of the open points: every reading is
	 * recorded (absent in the intent = the app's default now), so a later change of a default
	 * never changes how this match reads.
	 */
	startMatch: (_s: PgtState, intent: { a: string; b: string; settings?: Record<string, string> }): Result => {
		if (!intent.a.trim() || !intent.b.trim()) return refuse('pgt/name_missing');
		return [
			{
				type: 'pgt/matchStarted',
				payload: { players: { a: intent.a.trim(), b: intent.b.trim() }, settings: fullSettings(intent.settings) }
			}
		];
	},
	/** One open point's reading changed during the match. */
	chooseSetting: (_s: PgtState, intent: { point: string; option: string }): Result => [
		{ type: 'pgt/settingChosen', payload: intent }
	],
	/**
	 * A game of the match: the first player chosen, from the two dice rolled at the table, or
	 * rolled by the app over `ctx.random` (a tie is rolled again, as at the table).
	 */
	startGame: (
		state: PgtState,
		intent: { firstPlayer: Side } | { rolls: { a: number; b: number } } | { appRoll: true },
		ctx: CommandContext
	): Result => {
		const players = { a: state.players.a, b: state.players.b };
		if ('firstPlayer' in intent)
			return [{ type: 'pgt/gameStarted', payload: { firstPlayer: intent.firstPlayer, rolls: null, players } }];
		let a: number;
		let b: number;
		const source = 'rolls' in intent ? 'table' : 'app';
		if ('rolls' in intent) {
			({ a, b } = intent.rolls);
		} else {
			const face = () => rollWith(D6, ctx.random).faces[0] ?? 1;
			do {
				a = face();
				b = face();
			} while (a === b);
		}
		return [{ type: 'pgt/gameStarted', payload: { firstPlayer: a > b ? 'a' : 'b', rolls: { a, b, source }, players } }];
	},
	noteEffect: (_s: PgtState, intent: { text: string }): Result =>
		intent.text.trim()
			? [{ type: 'pgt/effectNoted', payload: { text: intent.text.trim() } }]
			: refuse('pgt/name_missing'),
	startRound: (): Result => [{ type: 'pgt/roundStarted', payload: {} }],
	pass: (state: PgtState): Result => [
		{ type: 'pgt/attackPassed', payload: { player: nameOr(state.players[state.turn]) } }
	],
	endTurn: (state: PgtState): Result => [
		{ type: 'pgt/turnEnded', payload: { player: nameOr(state.players[state.turn]) } }
	]
};
