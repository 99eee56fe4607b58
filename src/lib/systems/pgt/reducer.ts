/**
 * Pretty Good Tactics match: state and the pure fold of one event. The state is a small state
 * machine (`phase`); an event that does not apply returns a Refusal (`pgt/…`) and changes nothing.
 * Rules come from `rules.ts`; this file only sequences them. Seed `002_4ee8704b5658c46e.txt`.
 */
import { isRefusal, refuse, type EventDraft, type Refusal } from '$lib/core/events';
import type { Card, PgtEvent } from './events';
import {
	CRITICAL_VALUE,
	FUMBLE_VALUE,
	SLOT_NAMES,
	WINNING_SCORE,
	attackSucceeds,
	checkResult,
	gameWinner,
	guardCandidates,
	inRange,
	matchWinner,
	parseCheck,
	roundOver,
	slotRow,
	type Check,
	type CheckOutcome,
	type Side,
	type SlotName
} from './rules';

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
	/** A failed attack not yet answered by a return attack. */
	returnOpen: boolean;
	/** The イノセンス check before it, if one was made: its value and whether it voided the attack. */
	innocence: { value: number; success: boolean } | null;
	/** The カウンター / 切り返し that answered it, once made. */
	answer: { ability: 'counter' | 'kirikaeshi'; value: number; outcome: CheckOutcome; success: boolean } | null;
}

export interface PgtState {
	phase: Phase;
	/** The card library: typed once, kept in the session for every match played in it. */
	library: Card[];
	/** The first-player dice of the current game, when rolled. */
	rolls: { a: number; b: number } | null;
	/** Effects noted this round (they end with it). */
	effects: string[];
	/** The effects the last round's end ended, listed at regrouping. */
	endedEffects: string[];
	players: Record<Side, string>;
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
	turnsThisRound: Record<Side, number>;
	/** Passed on its first turn of the round: passes every turn of the round. */
	passingAllRound: Record<Side, boolean>;
	lastAttack: LastAttack | null;
}

const emptySlots = (): Slots => ({ F1: null, F2: null, F3: null, B1: null, B2: null, B3: null });
const other = (s: Side): Side => (s === 'a' ? 'b' : 'a');

export function initialPgtState(): PgtState {
	return {
		phase: 'new',
		library: [],
		rolls: null,
		effects: [],
		endedEffects: [],
		players: { a: '', b: '' },
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
		turnsThisRound: { a: 0, b: 0 },
		passingAllRound: { a: false, b: false },
		lastAttack: null
	};
}

/** Cards one library keeps (far above the 252 printed; catches a runaway import). */
export const MAX_LIBRARY = 500;

const count = (slots: Slots) => SLOT_NAMES.filter((s) => slots[s] !== null).length;

function withSlot(state: PgtState, side: Side, slot: SlotName, c: Character | null): PgtState {
	return { ...state, fields: { ...state.fields, [side]: { ...state.fields[side], [slot]: c } } };
}

function untapAll(fields: Record<Side, Slots>): Record<Side, Slots> {
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

/** A game is won: record it, then the next game or the end of the match. */
function gameWon(state: PgtState, winner: Side): PgtState {
	const games = [...state.games, winner];
	const gameScores = [...state.gameScores, { ...state.scores }];
	return { ...state, games, gameScores, phase: matchWinner(games) ? 'matchOver' : 'betweenGames' };
}

/** Ends the turn (its attack passed or not); the round ends after two passes in a row; a side passing all round passes at once. */
function endTurn(state: PgtState, passed: boolean): PgtState {
	const side = state.turn;
	const firstTurn = state.turnsThisRound[side] === 0;
	const passes = [...state.passes, passed];
	let next: PgtState = {
		...state,
		passes,
		turnsThisRound: { ...state.turnsThisRound, [side]: state.turnsThisRound[side] + 1 },
		passingAllRound: firstTurn && passed ? { ...state.passingAllRound, [side]: true } : state.passingAllRound,
		attackedThisTurn: false
	};
	if (roundOver(passes))
		return {
			...next,
			phase: 'regrouping',
			fields: untapAll(next.fields),
			effects: [],
			endedEffects: next.effects
		};
	next = { ...next, turn: other(side) };
	return next.passingAllRound[next.turn] ? endTurn(next, true) : next;
}

const inGame = (p: Phase) => p === 'forming' || p === 'turn' || p === 'regrouping';

/** Pure fold of one Pretty Good Tactics event. */
export function reducePgt(state: PgtState, draft: EventDraft): PgtState | Refusal {
	const event = draft as PgtEvent;
	switch (event.type) {
		case 'pgt/matchStarted':
			// A finished match may be followed by the next one in the same session: the library stays.
			if (state.phase !== 'new' && state.phase !== 'matchOver') return refuse('pgt/match_already_started');
			return {
				...initialPgtState(),
				library: state.library,
				phase: 'betweenGames',
				players: { ...event.payload.players }
			};

		case 'pgt/gameStarted': {
			if (state.phase !== 'betweenGames') return refuse('pgt/game_in_progress');
			const { firstPlayer, rolls } = event.payload;
			// 「各自サイコロを振り、大きい方が先攻」 (notes): a tie is rolled again, never recorded.
			if (rolls && rolls.a === rolls.b) return refuse('pgt/roll_tied');
			if (rolls && (rolls.a > rolls.b ? 'a' : 'b') !== firstPlayer) return refuse('pgt/roll_disagrees');
			return {
				...initialPgtState(),
				phase: 'forming',
				library: state.library,
				players: state.players,
				games: state.games,
				gameScores: state.gameScores,
				rolls: rolls ? { a: rolls.a, b: rolls.b } : null,
				firstPlayer,
				turn: firstPlayer
			};
		}

		case 'pgt/cardSaved': {
			const { card } = event.payload;
			const at = state.library.findIndex((c) => c.id === card.id);
			if (at < 0 && state.library.length >= MAX_LIBRARY) return refuse('pgt/library_full', { max: MAX_LIBRARY });
			const library = at < 0 ? [...state.library, card] : state.library.map((c, k) => (k === at ? card : c));
			return { ...state, library };
		}

		case 'pgt/cardRemoved': {
			if (!state.library.some((c) => c.id === event.payload.id)) return refuse('pgt/unknown_card');
			return { ...state, library: state.library.filter((c) => c.id !== event.payload.id) };
		}

		case 'pgt/characterTapped': {
			const { side, slot, tapped } = event.payload;
			if (!inGame(state.phase)) return refuse('pgt/no_game');
			const c = state.fields[side][slot];
			if (!c) return refuse('pgt/empty_slot', { slot });
			if (c.tapped === tapped) return refuse('pgt/tap_unchanged', { slot });
			return withSlot(state, side, slot, { ...c, tapped });
		}

		case 'pgt/characterRetired': {
			const { side, slot } = event.payload;
			if (!inGame(state.phase)) return refuse('pgt/no_game');
			if (!state.fields[side][slot]) return refuse('pgt/empty_slot', { slot });
			return retire(state, side, slot);
		}

		case 'pgt/effectNoted':
			if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
			return { ...state, effects: [...state.effects, event.payload.text] };

		case 'pgt/characterPlaced': {
			const { side, slot, card } = event.payload;
			if (state.phase !== 'forming' && state.phase !== 'regrouping') return refuse('pgt/not_forming');
			if (state.fields[side][slot]) return refuse('pgt/slot_taken', { slot });
			// 「手札から場に出されたキャラは裏返しで配置されます」.
			return withSlot(state, side, slot, { ...card, faceUp: false, tapped: false, cnt: {} });
		}

		case 'pgt/characterRevealed': {
			const { side, slot } = event.payload;
			if (!inGame(state.phase)) return refuse('pgt/no_game');
			const c = state.fields[side][slot];
			if (!c) return refuse('pgt/empty_slot', { slot });
			if (c.faceUp) return refuse('pgt/already_face_up', { slot });
			return withSlot(state, side, slot, { ...c, faceUp: true });
		}

		case 'pgt/characterReturned': {
			const { side, slot } = event.payload;
			if (state.phase !== 'regrouping') return refuse('pgt/not_regrouping');
			const c = state.fields[side][slot];
			if (!c) return refuse('pgt/empty_slot', { slot });
			// 「再編成時に裏返しのキャラは手札に戻すことができます」 — face-down ones only.
			if (c.faceUp) return refuse('pgt/face_up_stays', { slot });
			return withSlot(state, side, slot, null);
		}

		case 'pgt/cntAdjusted': {
			const { side, slot, name, by } = event.payload;
			if (!inGame(state.phase)) return refuse('pgt/no_game');
			const c = state.fields[side][slot];
			if (!c) return refuse('pgt/empty_slot', { slot });
			const n = (c.cnt[name] ?? 0) + by;
			if (n < 0) return refuse('pgt/cnt_below_zero', { name, have: c.cnt[name] ?? 0 });
			const cnt = { ...c.cnt };
			if (n === 0) delete cnt[name];
			else cnt[name] = n;
			return withSlot(state, side, slot, { ...c, cnt });
		}

		case 'pgt/roundStarted': {
			if (state.phase !== 'forming' && state.phase !== 'regrouping') return refuse('pgt/round_in_progress');
			const charactersAtRoundStart = { a: count(state.fields.a), b: count(state.fields.b) };
			const winner = gameWinner({ scores: state.scores, charactersAtRoundStart });
			if (winner) return gameWon(state, winner);
			if (charactersAtRoundStart.a === 0 && charactersAtRoundStart.b === 0) return refuse('pgt/both_sides_empty');
			return {
				...state,
				phase: 'turn',
				round: state.round + 1,
				turn: state.firstPlayer,
				passes: [],
				attackedThisTurn: false,
				turnsThisRound: { a: 0, b: 0 },
				passingAllRound: { a: false, b: false },
				lastAttack: null,
				effects: [],
				endedEffects: []
			};
		}

		case 'pgt/attackResolved':
			return attack(state, event.payload);

		case 'pgt/returnAttackResolved':
			return returnAttack(state, event.payload);

		case 'pgt/attackPassed':
			if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
			if (state.attackedThisTurn) return refuse('pgt/already_attacked');
			return endTurn(state, true);

		case 'pgt/turnEnded':
			if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
			if (!state.attackedThisTurn) return refuse('pgt/pass_instead');
			return endTurn(state, false);

		default:
			return refuse('session/unknown_event', { type: (draft as EventDraft).type });
	}
}

type CheckFields = {
	check: string;
	faces: number[];
	fumbleAtOrBelow: number;
	criticalFaces: number[];
	conflictAs: 'critical' | 'fumble' | null;
};

/** Reads a recorded check: its kind and the value, or the refusal that keeps it out of the log. */
function readCheck(p: CheckFields): { kind: Check['kind']; value: number; outcome: CheckOutcome } | Refusal {
	let check: Check;
	try {
		check = parseCheck(p.check);
	} catch {
		return refuse('pgt/bad_check', { text: p.check });
	}
	// 「最大n個までのサイコロを振り」: up to n dice, never more.
	if (p.faces.length > check.dice) return refuse('pgt/too_many_faces', { dice: check.dice, faces: p.faces.length });
	const result = checkResult(p.faces, check.modifier, {
		fumbleAtOrBelow: p.fumbleAtOrBelow,
		criticalFaces: p.criticalFaces
	});
	if (result.outcome === 'conflict' && p.conflictAs === null) return refuse('pgt/conflict_unresolved');
	const value = result.value ?? (p.conflictAs === 'critical' ? CRITICAL_VALUE : FUMBLE_VALUE);
	return { kind: check.kind, value, outcome: result.outcome };
}

/** Defence against a check: 0 face down (「P-defもM-defも0のキャラとして扱われます」). */
const defenceOf = (c: Character, kind: 'P' | 'M') => (c.faceUp ? (kind === 'P' ? c.pDef : c.mDef) : 0);

/**
 * Retires `side`'s character in `slot`: 「キャラがリタイヤした場合は必ず表向きにされ、そのうえで対戦
 * 相手のスコアになります」; its cnt are removed (「場を離れるとき…cntは全て取り除かれる」). The
 * game ends at once when the opponent reaches 10.
 */
function retire(state: PgtState, side: Side, slot: SlotName): PgtState {
	const c = state.fields[side][slot] as Character;
	const scorer = other(side);
	const next: PgtState = {
		...withSlot(state, side, slot, null),
		scores: { ...state.scores, [scorer]: state.scores[scorer] + c.cost },
		scorePiles: {
			...state.scorePiles,
			[scorer]: [...state.scorePiles[scorer], { ...c, faceUp: true, tapped: false, cnt: {} }]
		}
	};
	return next.scores[scorer] >= WINNING_SCORE ? gameWon(next, scorer) : next;
}

function attack(state: PgtState, p: Extract<PgtEvent, { type: 'pgt/attackResolved' }>['payload']): PgtState | Refusal {
	if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
	// 「各ターンではターンプレイヤーの側が1回だけアタックを行うことができます」.
	if (state.attackedThisTurn) return refuse('pgt/second_attack');
	const side = state.turn;
	const foe = other(side);
	const attacker = state.fields[side][p.attacker];
	if (!attacker) return refuse('pgt/empty_slot', { slot: p.attacker });
	// 「アタックを行うキャラはアンタップ状態のキャラでなくてはならず」.
	if (attacker.tapped) return refuse('pgt/attacker_tapped', { slot: p.attacker });
	const target = state.fields[foe][p.target];
	if (!target) return refuse('pgt/empty_slot', { slot: p.target });
	if (!inRange(p.range, slotRow(p.attacker), slotRow(p.target)))
		return refuse('pgt/out_of_range', { slot: p.target, range: p.range });
	if (p.guard !== null && !guardCandidates(state.fields[foe], p.target).includes(p.guard)) {
		return refuse('pgt/guard_not_allowed', { slot: p.guard });
	}
	let kind: 'P' | 'M';
	try {
		const k = parseCheck(p.check).kind;
		if (k === null) return refuse('pgt/not_an_attack', { text: p.check });
		kind = k;
	} catch {
		return refuse('pgt/bad_check', { text: p.check });
	}

	const defenderSlot = p.guard ?? p.target;
	let defender = state.fields[foe][defenderSlot] as Character;
	if (p.guard !== null) defender = { ...defender, tapped: true };
	// Using an ability turns the attacker face up (「必ず表向きにしなくてはなりません」) and taps it.
	const usedAttacker: Character = { ...attacker, faceUp: true, tapped: true };
	let next = withSlot(state, side, p.attacker, usedAttacker);
	const last = (o: Partial<LastAttack>): LastAttack => ({
		side,
		attacker: p.attacker,
		defender: defenderSlot,
		value: 0,
		outcome: 'normal',
		defence: 0,
		success: false,
		kind,
		returnOpen: false,
		innocence: null,
		answer: null,
		...o
	});

	// イノセンス: 「物理攻撃の攻撃対象になった時に…先にレンジ3の精神攻撃」, made by the attacked
	// character (the guard, when one guarded) face up; success voids the attack and retires the attacker.
	let innocence: LastAttack['innocence'] = null;
	if (p.innocence) {
		if (kind !== 'P') return refuse('pgt/innocence_physical_only');
		const r = readCheck(p.innocence);
		if (isRefusal(r)) return r;
		if (r.kind !== 'M') return refuse('pgt/innocence_mental_only', { text: p.innocence.check });
		defender = { ...defender, faceUp: true };
		innocence = { value: r.value, success: attackSucceeds(r.value, defenceOf(usedAttacker, 'M')) };
	}
	next = withSlot(next, foe, defenderSlot, defender);
	if (innocence?.success) {
		if (p.faces !== null) return refuse('pgt/attack_voided');
		next = { ...next, attackedThisTurn: true, lastAttack: last({ innocence }) };
		return retire(next, side, p.attacker);
	}
	if (p.faces === null) return refuse('pgt/no_faces');
	const r = readCheck({ ...p, faces: p.faces });
	if (isRefusal(r)) return r;
	if (p.targetRevealed) defender = { ...defender, faceUp: true };
	next = withSlot(next, foe, defenderSlot, defender);
	const defence = defenceOf(defender, kind);
	const success = attackSucceeds(r.value, defence);
	next = {
		...next,
		attackedThisTurn: true,
		lastAttack: last({ value: r.value, outcome: r.outcome, defence, success, returnOpen: !success, innocence })
	};
	return success ? retire(next, foe, defenderSlot) : next;
}

/**
 * カウンター / 切り返し: after a failed attack the attacked character strikes back — カウンター with
 * 「レンジ1の物理攻撃」 against a physical attack, 切り返し with 「レンジ3の精神攻撃」 against a mental
 * one. 「その反撃が成功したらアタックを行ったキャラはリタイヤする」. The attacker is face up (it used an
 * ability), so its real defence counts; the answering character turns face up to use its ability.
 */
function returnAttack(
	state: PgtState,
	p: Extract<PgtEvent, { type: 'pgt/returnAttackResolved' }>['payload']
): PgtState | Refusal {
	const last = state.lastAttack;
	if (state.phase !== 'turn' || !last || !last.returnOpen) return refuse('pgt/no_failed_attack');
	const physical = p.ability === 'counter';
	if ((physical ? 'P' : 'M') !== last.kind) return refuse('pgt/wrong_return_attack', { ability: p.ability });
	const side = other(last.side);
	const answerer = state.fields[side][last.defender];
	const attacker = state.fields[last.side][last.attacker];
	if (!answerer || !attacker) return refuse('pgt/empty_slot', { slot: answerer ? last.attacker : last.defender });
	const range = physical ? 1 : 3;
	if (!inRange(range, slotRow(last.defender), slotRow(last.attacker)))
		return refuse('pgt/out_of_range', { slot: last.attacker, range });
	const r = readCheck(p);
	if (isRefusal(r)) return r;
	if (r.kind !== (physical ? 'P' : 'M')) return refuse('pgt/wrong_return_attack', { ability: p.ability });
	const success = attackSucceeds(r.value, defenceOf(attacker, physical ? 'P' : 'M'));
	let next = withSlot(state, side, last.defender, { ...answerer, faceUp: true });
	next = {
		...next,
		lastAttack: {
			...last,
			returnOpen: false,
			answer: { ability: p.ability, value: r.value, outcome: r.outcome, success }
		}
	};
	return success ? retire(next, last.side, last.attacker) : next;
}
