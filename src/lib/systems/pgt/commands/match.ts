/**
 * The match's time: the match and its readings, a game and its first player (chosen, table dice
 * or the app's roll over `ctx.random`, once — the event records the faces), rounds, turns,
 * passes, and the effects noted during a turn.
 */
import { refuse } from '$lib/core/events';
import { parseDice, rollWith } from '$lib/core/dice';
import type { CommandContext } from '../../types';
import { targetsAllGone, type PgtState } from '../reducer';
import { nextPhase, phaseOfLine, type Side, type SlotName } from '../rules';
import { nameOr, named, withTurnOutcome, type Result } from './shared';

/** An effect used: typed words or a card's line, its targets, declared or applied at once. */
export interface EffectIntent {
	/** The effect's words; may be left out when `line` names the card line used. */
	text?: string;
	/** The line of a character's card used (its words are the text when none is typed). */
	line?: { side: Side; slot: SlotName; index: number };
	/** Characters on the field it is aimed at. */
	targets?: { side: Side; slot: SlotName }[];
	/** Declared, waiting for the answers (resolved by `resolveEffect`). */
	pending?: boolean;
	/** Record it although its line names another phase of the turn (the players said so). */
	confirmed?: boolean;
}

const D6 = parseDice('1D6');

export const matchCommands = {
	/**
	 * The two players' names. The match reads the session's open points (`session/readingsChosen`,
	 * the shell's event) as they stand at each event, so nothing of them is recorded here.
	 */
	startMatch: (_s: PgtState, intent: { a: string; b: string }): Result => {
		if (!intent.a.trim() || !intent.b.trim()) return refuse('pgt/name_missing');
		return [
			{
				type: 'pgt/matchStarted',
				payload: { players: { a: intent.a.trim(), b: intent.b.trim() }, readings: 'session' }
			}
		];
	},
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
	/**
	 * An effect used, noted for the table: typed words, or a line of a character's card (its phase
	 * word checked against the turn's phase — a mismatch is asked about: `confirmed` records it
	 * anyway), aimed at characters on the field. `pending`: declared, resolved later.
	 */
	noteEffect: (state: PgtState, intent: EffectIntent): Result => {
		if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
		const user = intent.line ? state.fields[intent.line.side][intent.line.slot] : null;
		const line = intent.line ? user?.abilities[intent.line.index] : undefined;
		if (intent.line && line === undefined) return refuse('pgt/no_such_ability');
		const text = (intent.text ?? '').trim() || line || '';
		if (!text) return refuse('pgt/name_missing');
		const phase = line ? phaseOfLine(line) : null;
		if (phase !== null && phase !== state.step && !intent.confirmed)
			return refuse('pgt/wrong_phase', { phase, now: state.step });
		const targets = [];
		for (const t of intent.targets ?? []) {
			const c = state.fields[t.side][t.slot];
			if (!c) return refuse('pgt/empty_slot', { slot: t.slot });
			targets.push({ side: t.side, slot: t.slot, card: c.id, character: c.name });
		}
		const who = intent.line ? named(state, intent.line.side, intent.line.slot, true) : {};
		const noted: Result = [
			{
				type: 'pgt/effectNoted',
				payload: { text, phase: state.step, targets, pending: intent.pending ?? false, ...who }
			}
		];
		// A card's line is used face up: 「能力を使用する場合は、そのキャラは必ず表向きにしなくてはなりません」.
		if (intent.line && user && !user.faceUp)
			return [
				{ type: 'pgt/characterRevealed', payload: { side: intent.line.side, slot: intent.line.slot, ...who } },
				...noted
			];
		return noted;
	},
	/**
	 * A declared effect resolves: applied unless every target has left the field
	 * (「最初に指定した対象が全て不適正になっていれば効果は適用されない」) or the table judges them all
	 * unfit (`unfit`).
	 */
	resolveEffect: (state: PgtState, intent: { effect: number; unfit?: boolean }): Result => {
		const e = state.pendingEffects[intent.effect];
		if (!e) return refuse('pgt/no_pending_effect');
		const applied = !intent.unfit && !targetsAllGone(state, e);
		return [{ type: 'pgt/effectResolved', payload: { effect: intent.effect, text: e.text, applied } }];
	},
	/** 戦闘前フェイズ → 戦闘フェイズ. */
	advancePhase: (state: PgtState): Result => {
		const to = state.phase === 'turn' ? nextPhase(state.step) : null;
		if (to !== 'battle') return refuse('pgt/wrong_phase', { phase: to ?? 'after' });
		return [{ type: 'pgt/phaseAdvanced', payload: { to, player: nameOr(state.players[state.turn]) } }];
	},
	startRound: (): Result => [{ type: 'pgt/roundStarted', payload: {} }],
	pass: (state: PgtState, _i: unknown, ctx: Pick<CommandContext, 'readings'>): Result =>
		withTurnOutcome(state, ctx.readings, {
			type: 'pgt/attackPassed',
			payload: { player: nameOr(state.players[state.turn]) }
		}),
	endTurn: (state: PgtState, _i: unknown, ctx: Pick<CommandContext, 'readings'>): Result =>
		withTurnOutcome(state, ctx.readings, {
			type: 'pgt/turnEnded',
			payload: { player: nameOr(state.players[state.turn]) }
		})
};
