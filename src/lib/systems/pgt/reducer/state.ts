/**
 * The Pretty Good Tactics match state, its start and the small helpers every phase's fold uses.
 * Seed `002_4ee8704b5658c46e.txt`.
 */
import type { Readings } from '$lib/core/readings';
import { defaultOf } from '../data/open-points';
import type { Card, PgtEvent } from '../events';
import {
	SLOT_NAMES,
	type CheckOutcome,
	type DraftReading,
	type NegativeReading,
	type Side,
	type SlotName,
	type TurnPhase
} from '../rules';

/** A character on the field: its card (as typed into the library) and how it lies. */
export interface Character extends Card {
	/** 裏返し (false) until turned face up; never back (「一度表向きになったキャラはずっと表向き」). */
	faceUp: boolean;
	tapped: boolean;
	/** ××cnt by name. 「キャラが場を離れるとき…cntは全て取り除かれる」: emptied when it leaves. */
	cnt: Record<string, number>;
}

export type Slots = Record<SlotName, Character | null>;

/**
 * new → (matchStarted) → betweenGames → (gameStarted) → forming → (roundStarted) → turn
 * → round over → regrouping → (roundStarted) → turn … → game won → betweenGames | matchOver.
 */
export type Phase = 'new' | 'betweenGames' | 'forming' | 'turn' | 'regrouping' | 'matchOver';

export interface LastAttack {
	side: Side;
	attacker: SlotName;
	/** The character actually attacked (the guard, when one guarded). */
	defender: SlotName;
	value: number;
	outcome: CheckOutcome;
	defence: number;
	success: boolean;
	/** 'P' or 'M': which return attack (カウンター / 切り返し) may answer a failure. */
	kind: 'P' | 'M';
	/** A failed attack not yet answered by a return attack, nor declined. */
	returnOpen: boolean;
	/** The attacked character chose not to answer (「反撃しない」). */
	declined: boolean;
	/** The イノセンス check before it, if one was made: its value and whether it voided the attack. */
	innocence: { value: number; defence: number; success: boolean } | null;
	/** The カウンター / 切り返し that answered it, once made. */
	answer: {
		ability: 'counter' | 'kirikaeshi';
		value: number;
		outcome: CheckOutcome;
		defence: number;
		success: boolean;
	} | null;
	/** Made by an effect (a P/M check in a non-A: line), not the turn's アタック. */
	effect: boolean;
}

/** A character an effect was aimed at, as it was when chosen (its card's id and name). */
export interface EffectTarget {
	side: Side;
	slot: SlotName;
	card: string;
	character: string;
}

/** An effect noted during a turn: its words, the phase it was played in, its targets. */
export interface NotedEffect {
	text: string;
	phase: TurnPhase;
	targets: EffectTarget[];
}

/** A draft in progress (or done, until put away): seats, pool, reading, the picks in order. */
export interface Draft {
	players: string[];
	pool: number;
	reading: DraftReading;
	picks: { seat: number; card: string | null }[];
}

export interface PgtState {
	phase: Phase;
	/** The card library: typed once, kept in the session for every match played in it. */
	library: Card[];
	/** The first-player dice of the current game, when rolled. */
	rolls: { a: number; b: number } | null;
	/**
	 * Effects noted this turn and applied: held only in the players' memory, so they end with the
	 * turn (「効果が及んでいるかどうかの判別をプレイヤーの記憶力にのみ頼っている」場合はターン終了時に
	 * 効果が消滅する). What the table can see — tap, face up or down, where a card is, cnt — is recorded
	 * as its own event and stays.
	 */
	effects: NotedEffect[];
	/** Effects declared and waiting for the answers to resolve (「入れ子状に…処理する」). */
	pendingEffects: NotedEffect[];
	/** The effects the last turn's end ended, so the screen can say so. */
	endedEffects: string[];
	/** The turn's phase: 戦闘前 / 戦闘 / 戦闘後 フェイズ. */
	step: TurnPhase;
	players: Record<Side, string>;
	/**
	 * An old log's match start recorded the readings it played under (`pgt/matchStarted` with
	 * `settings`, before the platform's open points): they hold for a point until the group
	 * chooses that point again (`atStart`: the reading in force when the match started). A match
	 * started today records none and reads the session's readings (`setting()`).
	 */
	oldMatchReadings: { readings: Record<string, string>; atStart: Record<string, string> } | null;
	/** The last game was to be replayed (nobody on either field at a round's start, scores level). */
	gameReplayed: boolean;
	firstPlayer: Side;
	fields: Record<Side, Slots>;
	scores: Record<Side, number>;
	/** Each side's score pile: the opponent's retired characters, face up. */
	scorePiles: Record<Side, Character[]>;
	/** Winners of the games played so far. */
	games: Side[];
	/** Each finished game's final scores, in the order of `games`. */
	gameScores: Record<Side, number>[];
	round: number;
	turn: Side;
	/** This round's turns in order; true = that turn's attack was passed. */
	passes: boolean[];
	attackedThisTurn: boolean;
	/** Passed on the round's turn 1: passes every later turn of the round. */
	passingAllRound: Record<Side, boolean>;
	lastAttack: LastAttack | null;
	/** The draft, apart from the match (it survives a new match or game). */
	draft: Draft | null;
}

export const emptySlots = (): Slots => ({ F1: null, F2: null, F3: null, B1: null, B2: null, B3: null });
export const other = (s: Side): Side => (s === 'a' ? 'b' : 'a');

export function initialPgtState(): PgtState {
	return {
		phase: 'new',
		library: [],
		rolls: null,
		effects: [],
		pendingEffects: [],
		endedEffects: [],
		step: 'before',
		players: { a: '', b: '' },
		oldMatchReadings: null,
		gameReplayed: false,
		firstPlayer: 'a',
		fields: { a: emptySlots(), b: emptySlots() },
		scores: { a: 0, b: 0 },
		scorePiles: { a: [], b: [] },
		games: [],
		gameScores: [],
		round: 0,
		turn: 'a',
		passes: [],
		attackedThisTurn: false,
		passingAllRound: { a: false, b: false },
		lastAttack: null,
		draft: null
	};
}

/** Cards one library keeps (far above the 252 printed; catches a runaway import). */
export const MAX_LIBRARY = 500;

export const count = (slots: Slots) => SLOT_NAMES.filter((s) => slots[s] !== null).length;

export function withSlot(state: PgtState, side: Side, slot: SlotName, c: Character | null): PgtState {
	return { ...state, fields: { ...state.fields, [side]: { ...state.fields[side], [slot]: c } } };
}

export function untapAll(fields: Record<Side, Slots>): Record<Side, Slots> {
	const untap = (slots: Slots): Slots => {
		const out = emptySlots();
		for (const s of SLOT_NAMES) {
			const c = slots[s];
			out[s] = c ? { ...c, tapped: false } : null;
		}
		return out;
	};
	return { a: untap(fields.a), b: untap(fields.b) };
}

export const inGame = (p: Phase) => p === 'forming' || p === 'turn' || p === 'regrouping';

/** The payload of one event type, as the reducer sees it. */
export type Payload<T extends PgtEvent['type']> = Extract<PgtEvent, { type: T }>['payload'];

/**
 * The reading in force for an open point (data/open-points.ts): the session's (`env.readings`,
 * `ctx.readings`, `session.readings`: chosen, else the default) — or, in a match an old log
 * started with its own readings, that match's until the group chose the point again.
 */
export function setting(state: PgtState, readings: Readings, point: string): string {
	const now = readings[point]?.reading ?? defaultOf(point);
	const old = state.oldMatchReadings;
	const recorded = old?.readings[point];
	return recorded !== undefined && now === (old?.atStart[point] ?? defaultOf(point)) ? recorded : now;
}

/**
 * How the odds count a roll that is both a fumble and a critical (open point `conflict_choice`):
 * the table's fixed reading, else the turn player's likely pick — critical on the turn player's
 * own check, fumble on the opponent's (イノセンス, カウンター, 切り返し).
 */
export function oddsConflictAs(state: PgtState, readings: Readings, turnPlayersCheck: boolean): 'critical' | 'fumble' {
	const fixed = setting(state, readings, 'conflict_choice');
	if (fixed === 'critical' || fixed === 'fumble') return fixed;
	return turnPlayersCheck ? 'critical' : 'fumble';
}

/** Open point `negative_value`: how a value below 0 reads (the record and the odds alike). */
export const negativeReading = (state: PgtState, readings: Readings): NegativeReading =>
	setting(state, readings, 'negative_value') === 'floor-zero' ? 'floor-zero' : 'keep';
