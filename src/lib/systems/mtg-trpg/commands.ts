/**
 * What the GM and players do, as intents. Each command returns the events it records (the
 * reducer checks the rest), so a screen's preview is the same function. An app reveal draws its
 * two cards here from `ctx.random` over `core/decks`; the event records them, so replay needs no
 * randomness.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { deckOf, drawRandom } from '$lib/core/decks';
import type { Readings } from '$lib/core/readings';
import type { CommandContext } from '../types';
import { MAX_ENEMIES, type MtgDraft } from './events';
import { DeckListError, parseDeckList } from './deck-list';
import {
	MAX_MV,
	enemyHandicap,
	enemyPrepTurn,
	escapeDifficulty,
	hordeDifficulty,
	resetValues,
	type Colour,
	type EnemyKind,
	type EscapeCount,
	type HordeCount,
	type ResetClamps
} from './rules';
import { checkPool, countIn, type Place } from './library';
import { scoreCheck } from './check';
import type { DeckCard, MtgState, Pc } from './state';
import type { MtgRefusal } from './describe';
import { START_LIFE, combatOutcome, deckProblem, enemyOf, inGame, readingOf, standing } from './queries';

type Result = MtgDraft[] | Refusal<MtgRefusal>;

/** A revealed card as the person enters it (or taps it in the deck list). */
export interface CardIn {
	mv: number;
	colours: Colour[];
	designated: boolean;
}

export type CheckPurpose = 'check' | 'escape' | 'horde';

export interface CheckIntent {
	pc: string;
	purpose: CheckPurpose;
	/** The check's colour (null: colourless); escape and horde checks are red (瞬発の赤判定). */
	colour: Colour | null;
	/** The GM's difficulty for a plain check; escape and horde take theirs from `difficultyOf`. */
	difficulty: number;
	/** What the session's reading counts when the app cannot (the enemy's untapped permanents, allies' permanents). */
	count?: number;
	source: 'app' | 'table';
	first?: CardIn;
	second?: CardIn;
}

/** The deck list text → cards, or the refusal naming the line and what is wrong with it. */
export function readDeck(text: string): DeckCard[] | Refusal<MtgRefusal> {
	try {
		const deck = parseDeckList(text).map(({ count, mv, colours, designated, name, land }) => ({
			count,
			mv,
			colours,
			designated,
			name,
			land
		}));
		return deckProblem(deck) ?? deck;
	} catch (e) {
		if (!(e instanceof DeckListError)) throw e;
		if (e.problem === 'designated') return refuse('mtg-trpg/too_many_designated', { ...e.params, line: e.line });
		return refuse('mtg-trpg/bad_deck_line', { ...e.params, line: e.line, text: e.text, problem: e.problem });
	}
}

function nextPcId(state: MtgState): string {
	const used = new Set(state.pcs.map((p) => p.id));
	let n = state.pcs.length + 1;
	while (used.has(`p${n}`)) n++;
	return `p${n}`;
}

/** The session's reading of what an escape or horde check's difficulty counts. */
function difficultyReading(readings: Readings, purpose: 'escape' | 'horde'): EscapeCount | HordeCount {
	return purpose === 'escape' ? readingOf(readings, 'escape_difficulty') : readingOf(readings, 'horde_difficulty');
}

/**
 * The difficulty a check takes: the GM's for a plain check; for escape and horde the session's
 * reading of the open point, capped at 4 (`escapeDifficulty`, `hordeDifficulty`). `count` is what
 * the table counts when the reading is not the PCs (null when it is still needed).
 */
export function difficultyOf(
	state: MtgState,
	readings: Readings,
	intent: Pick<CheckIntent, 'purpose' | 'difficulty' | 'count'>
): number | null {
	if (intent.purpose === 'check') return intent.difficulty;
	const c = state.combat;
	const pcs = c ? standing(state, c).length : 0;
	const reading = difficultyReading(readings, intent.purpose);
	if (reading === 'zero') return 0;
	const counted = reading === 'pcs-in-combat' || reading === 'pcs-taking-part' ? pcs : intent.count;
	if (counted === undefined || !Number.isInteger(counted) || counted < 0) return null;
	return intent.purpose === 'escape' ? escapeDifficulty(counted) : hordeDifficulty(counted);
}

/** Whether the session's reading needs a count typed at the table (the enemy's or allies' permanents). */
export function needsCount(readings: Readings, purpose: CheckPurpose): boolean {
	if (purpose === 'check') return false;
	const reading = difficultyReading(readings, purpose);
	return reading === 'enemy-untapped-permanents' || reading === 'allied-permanents';
}

/** Every copy of the cards as a card, for an app reveal. */
function cardsOf(deck: readonly DeckCard[]): CardIn[] {
	return deck.flatMap((c) =>
		Array.from({ length: c.count }, () => ({ mv: c.mv, colours: [...c.colours], designated: c.designated }))
	);
}

const goodMv = (c: CardIn | undefined) => !!c && Number.isInteger(c.mv) && c.mv >= 0 && c.mv <= MAX_MV;

function pcOf(state: MtgState, id: string): Pc | undefined {
	return state.pcs.find((p) => p.id === id);
}

/** An enemy as ③ names it. */
export interface EnemyIn {
	kind: EnemyKind;
	name: string;
}

/** Whose life, poison or library-out: a PC's id, or 'enemy' with the enemy's id (none: the first). */
export interface CounterIntent {
	who: string;
	enemy?: string;
	by: number;
}

/** The hand each PC redraws at a reset: 「元の手札と同じ枚数」, the hand as it is now (default: the last reset's). */
function resetPcs(state: MtgState, hands: Readonly<Record<string, number>>, clamps: ResetClamps) {
	const pcs = [];
	for (const p of state.pcs) {
		const hand = hands[p.id] ?? p.hand;
		if (!Number.isInteger(hand) || hand < 0 || hand > 99) return refuse('mtg-trpg/bad_hand', { name: p.name });
		pcs.push({ id: p.id, name: p.name, ...resetValues(Math.max(-999, Math.min(999, p.life)), hand, clamps) });
	}
	return pcs;
}

export const mtgTrpgCommands = {
	addPc: (state: MtgState, intent: { name: string; deckText: string }): Result => {
		if (intent.name.trim() === '') return refuse('mtg-trpg/name_needed');
		const deck = readDeck(intent.deckText);
		if (!Array.isArray(deck)) return deck;
		return [
			{
				type: 'mtg-trpg/pcAdded',
				payload: { id: nextPcId(state), name: intent.name, deckText: intent.deckText, deck, life: START_LIFE }
			}
		];
	},
	setDeck: (state: MtgState, intent: { id: string; deckText: string }): Result => {
		const pc = pcOf(state, intent.id);
		if (!pc) return refuse('mtg-trpg/unknown_pc', { id: intent.id });
		const deck = readDeck(intent.deckText);
		if (!Array.isArray(deck)) return deck;
		return [{ type: 'mtg-trpg/deckSet', payload: { id: pc.id, name: pc.name, deckText: intent.deckText, deck } }];
	},
	removePc: (state: MtgState, intent: { id: string }): Result => {
		const pc = pcOf(state, intent.id);
		return pc
			? [{ type: 'mtg-trpg/pcRemoved', payload: { id: pc.id, name: pc.name } }]
			: refuse('mtg-trpg/unknown_pc', { id: intent.id });
	},
	/** ① Play order first — the seed's warning: never after seeing the redrawn hands. */
	decideOrder: (_s: MtgState, intent: { first: 'pcs' | 'enemy'; deathMatch: boolean }): Result => [
		{ type: 'mtg-trpg/playOrderDecided', payload: intent }
	],
	/** ① The reset: each PC redraws as many cards as its hand holds now; the session's clamps apply. */
	reset: (state: MtgState, intent: { hands: Record<string, number> }, ctx: CommandContext): Result => {
		if (!state.combat) return refuse('mtg-trpg/order_first');
		const pcs = resetPcs(state, intent.hands, readingOf(ctx.readings, 'reset_clamps'));
		return Array.isArray(pcs) ? [{ type: 'mtg-trpg/reset', payload: { pcs } }] : pcs;
	},
	/** ② Who takes part (all present unless the GM rules otherwise) and NPCs the GM adds. */
	chooseParticipants: (state: MtgState, intent: { pcs: string[]; npcs: string[] }): Result => {
		if (intent.pcs.length === 0) return refuse('mtg-trpg/nobody');
		const names = intent.pcs.map((id) => pcOf(state, id)?.name ?? id);
		return [{ type: 'mtg-trpg/participantsChosen', payload: { ...intent, names } }];
	},
	/**
	 * ③ The enemies appear, `e1`, `e2`, … in the order named. Each deck facing two or more PCs gets
	 * its handicaps; ④'s preparation turn follows the session's reading.
	 */
	enemiesAppear: (state: MtgState, intent: { enemies: EnemyIn[] }, ctx: CommandContext): Result => {
		if (intent.enemies.length === 0) return refuse('mtg-trpg/no_enemy');
		if (intent.enemies.length > MAX_ENEMIES) return refuse('mtg-trpg/too_many_enemies', { max: MAX_ENEMIES });
		if (intent.enemies.some((e) => e.name.trim() === '')) return refuse('mtg-trpg/name_needed');
		const n = Math.max(1, state.combat?.participants.length ?? 1);
		const h = enemyHandicap(n);
		const reading = readingOf(ctx.readings, 'prep_turn');
		const enemies = intent.enemies.map((e, i) => {
			const deck = e.kind === 'deck';
			return {
				id: `e${i + 1}`,
				kind: e.kind,
				name: e.name,
				life: deck ? h.life : null,
				openingHand: deck ? h.openingHand : 0,
				maxHand: deck ? h.maxHand : 0
			};
		});
		const prepTurn = enemyPrepTurn(
			n,
			intent.enemies.map((e) => e.kind),
			reading
		);
		return [{ type: 'mtg-trpg/enemiesAppeared', payload: { enemies, prepTurn, prepReading: reading } }];
	},
	/**
	 * A check: the app reveals two cards from the PC's library — its unknown part, the known top
	 * cards set aside — or the table's two cards are entered. The event carries the result.
	 */
	check: (state: MtgState, intent: CheckIntent, ctx: CommandContext): Result => {
		const pc = pcOf(state, intent.pc);
		if (!pc) return refuse('mtg-trpg/unknown_pc', { id: intent.pc });
		const difficulty = difficultyOf(state, ctx.readings, intent);
		if (difficulty === null) return refuse('mtg-trpg/count_needed');
		if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 20) return refuse('mtg-trpg/bad_difficulty');
		const colour = intent.purpose === 'check' ? intent.colour : 'R';
		let first: CardIn;
		let second: CardIn;
		if (intent.source === 'app') {
			const bad = deckProblem(pc.deck);
			if (bad) return bad;
			const pool = cardsOf(checkPool(pc.deck, pc.known));
			if (pool.length < 2) return refuse('mtg-trpg/library_too_small', { name: pc.name, cards: pool.length });
			const one = drawRandom(deckOf(pool), ctx.random);
			const two = drawRandom(one.deck, ctx.random);
			first = one.card;
			second = two.card;
		} else {
			if (!goodMv(intent.first) || !goodMv(intent.second)) return refuse('mtg-trpg/bad_mv', { max: MAX_MV });
			first = intent.first as CardIn;
			second = intent.second as CardIn;
		}
		const { turns, target, achievement, success, auto } = scoreCheck(
			ctx.readings,
			{ purpose: intent.purpose, colour, difficulty },
			first,
			second
		);
		return [
			{
				type: 'mtg-trpg/checkMade',
				payload: {
					pc: pc.id,
					name: pc.name,
					purpose: intent.purpose,
					colour,
					difficulty,
					source: intent.source,
					first,
					second,
					target,
					achievement,
					success,
					auto,
					...(turns === null ? {} : { turns })
				}
			}
		];
	},
	nextTurn: (state: MtgState): Result => {
		const c = inGame(state);
		return c ? [{ type: 'mtg-trpg/turnAdvanced', payload: { turn: c.turn + 1 } }] : refuse('mtg-trpg/no_game');
	},
	adjustLife: (state: MtgState, intent: CounterIntent): Result => adjust(state, intent, 'life'),
	adjustPoison: (state: MtgState, intent: CounterIntent): Result => adjust(state, intent, 'poison'),
	/** 「本来、ライブラリーから減ったはずのカード」 for one enemy (a horde, a creature, a planeswalker). */
	countLibraryOut: (state: MtgState, intent: { enemy?: string; by: number }): Result => {
		if (!Number.isInteger(intent.by) || intent.by === 0) return refuse('mtg-trpg/bad_number');
		const e = enemyOf(state.combat, intent.enemy);
		if (!e) return refuse('mtg-trpg/no_enemy');
		const payload = { enemy: e.id, name: e.name, by: intent.by, after: e.libraryOut + intent.by };
		return [{ type: 'mtg-trpg/libraryOutCounted', payload }];
	},
	defeatPc: (state: MtgState, intent: { id: string }): Result => {
		const pc = pcOf(state, intent.id);
		return pc
			? [{ type: 'mtg-trpg/pcDefeated', payload: { id: pc.id, name: pc.name } }]
			: refuse('mtg-trpg/unknown_pc', { id: intent.id });
	},
	defeatEnemy: (state: MtgState, intent: { enemy?: string }): Result => {
		const e = enemyOf(state.combat, intent.enemy);
		return e
			? [{ type: 'mtg-trpg/enemyDefeated', payload: { enemy: e.id, name: e.name } }]
			: refuse('mtg-trpg/no_enemy');
	},
	/** The table says where some cards are: `count` (default 1) copies of a deck line moved between places. */
	moveCards: (
		state: MtgState,
		intent: { pc: string; line: number; from: Place; to: Place; count?: number }
	): Result => {
		const pc = pcOf(state, intent.pc);
		if (!pc) return refuse('mtg-trpg/unknown_pc', { id: intent.pc });
		const line = pc.deck[intent.line];
		if (!line) return refuse('mtg-trpg/unknown_card', { name: pc.name });
		const count = intent.count ?? 1;
		if (count > countIn(pc.deck, pc.known, intent.line, intent.from) && intent.from !== intent.to)
			return refuse('mtg-trpg/not_there', { name: pc.name, count });
		const card = { name: line.name, mv: line.mv, colours: [...line.colours], land: line.land };
		return [
			{
				type: 'mtg-trpg/cardsMoved',
				payload: { pc: pc.id, name: pc.name, line: intent.line, card, from: intent.from, to: intent.to, count }
			}
		];
	},
	/** Forget where a PC's cards are (a shuffle): its whole deck is an unknown library again. */
	clearKnown: (state: MtgState, intent: { pc: string }): Result => {
		const pc = pcOf(state, intent.pc);
		return pc
			? [{ type: 'mtg-trpg/knownCleared', payload: { pc: pc.id, name: pc.name } }]
			: refuse('mtg-trpg/unknown_pc', { id: intent.pc });
	},
	/**
	 * ⑤ The game's result ends the combat part, and the reset follows: life kept, each PC redraws
	 * as many cards as its hand holds at that moment (`hands`; default: the last reset's).
	 */
	endCombat: (state: MtgState, intent: { hands?: Record<string, number> }): Result => {
		const c = inGame(state);
		if (!c) return refuse('mtg-trpg/no_game');
		const outcome = combatOutcome(state, c);
		if (!outcome) return refuse('mtg-trpg/not_decided');
		const pcs = resetPcs(state, intent.hands ?? {}, 'none');
		if (!Array.isArray(pcs)) return pcs;
		return [
			{ type: 'mtg-trpg/combatEnded', payload: { outcome } },
			{ type: 'mtg-trpg/reset', payload: { pcs } }
		];
	}
};
export type MtgTrpgCommands = typeof mtgTrpgCommands;

function adjust(state: MtgState, intent: CounterIntent, field: 'life' | 'poison'): Result {
	if (!Number.isInteger(intent.by) || intent.by === 0) return refuse('mtg-trpg/bad_number');
	const type = field === 'life' ? 'mtg-trpg/lifeAdjusted' : 'mtg-trpg/poisonAdjusted';
	if (intent.who === 'enemy') {
		const e = enemyOf(state.combat, intent.enemy);
		if (!e) return refuse('mtg-trpg/no_enemy');
		const after = (field === 'life' ? (e.life ?? 0) : e.poison) + intent.by;
		return [{ type, payload: { who: 'enemy', enemy: e.id, name: e.name, by: intent.by, after } }];
	}
	const pc = pcOf(state, intent.who);
	if (!pc) return refuse('mtg-trpg/unknown_pc', { id: intent.who });
	return [{ type, payload: { who: pc.id, name: pc.name, by: intent.by, after: pc[field] + intent.by } }];
}
