/**
 * What the GM and players do, as intents. Each command returns the events it records (the
 * reducer checks the rest), so a screen's preview is the same function. An app reveal draws its
 * two cards here from `ctx.random` over `core/decks`; the event records them, so replay needs no
 * randomness.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { deckOf, drawRandom } from '$lib/core/decks';
import type { CommandContext } from '../types';
import type { MtgDraft } from './events';
import { DeckListError, parseDeckList } from './deck-list';
import {
	MAX_MV,
	enemyHandicap,
	escapeDifficulty,
	hordeDifficulty,
	resetValues,
	type Colour,
	type ResetClamps
} from './rules';
import type { DeckCard, EnemyKind, MtgState, Pc } from './state';
import type { MtgRefusal } from './describe';
import { START_LIFE, combatOutcome, deckProblem, inGame, setting, standing } from './reducer';

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

/** The deck list text → cards, or the refusal naming the line. */
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
		if (e instanceof DeckListError)
			return e.code === 'designated'
				? refuse('mtg-trpg/too_many_designated', { designated: Number(/\d+/.exec(e.reason)?.[0] ?? 4) })
				: refuse('mtg-trpg/bad_deck_line', { line: e.line, text: e.text, reason: e.reason });
		throw e;
	}
}

function nextPcId(state: MtgState): string {
	const used = new Set(state.pcs.map((p) => p.id));
	let n = state.pcs.length + 1;
	while (used.has(`p${n}`)) n++;
	return `p${n}`;
}

/**
 * The difficulty a check takes: the GM's for a plain check; for escape and horde the session's
 * reading of the open point, capped at 4 (`escapeDifficulty`, `hordeDifficulty`). `count` is what
 * the table counts when the reading is not the PCs (null when it is still needed).
 */
export function difficultyOf(
	state: MtgState,
	intent: Pick<CheckIntent, 'purpose' | 'difficulty' | 'count'>
): number | null {
	if (intent.purpose === 'check') return intent.difficulty;
	const c = state.combat;
	const pcs = c ? standing(state, c).length : 0;
	const reading = setting(state, intent.purpose === 'escape' ? 'escape_difficulty' : 'horde_difficulty');
	if (reading === 'zero') return 0;
	const counted = reading === 'pcs-in-combat' || reading === 'pcs-taking-part' ? pcs : intent.count;
	if (counted === undefined || !Number.isInteger(counted) || counted < 0) return null;
	return intent.purpose === 'escape' ? escapeDifficulty(counted) : hordeDifficulty(counted);
}

/** Whether the session's reading needs a count typed at the table (the enemy's or allies' permanents). */
export function needsCount(state: MtgState, purpose: CheckPurpose): boolean {
	if (purpose === 'check') return false;
	const reading = setting(state, purpose === 'escape' ? 'escape_difficulty' : 'horde_difficulty');
	return reading === 'enemy-untapped-permanents' || reading === 'allied-permanents';
}

/** Every copy of the deck as a card, for an app reveal. */
function cardsOf(deck: readonly DeckCard[]): CardIn[] {
	return deck.flatMap((c) =>
		Array.from({ length: c.count }, () => ({ mv: c.mv, colours: [...c.colours], designated: c.designated }))
	);
}

const goodMv = (c: CardIn | undefined) => !!c && Number.isInteger(c.mv) && c.mv >= 0 && c.mv <= MAX_MV;

function pcOf(state: MtgState, id: string): Pc | undefined {
	return state.pcs.find((p) => p.id === id);
}

export const mtgTrpgCommands = {
	chooseSetting: (_s: MtgState, intent: { point: string; option: string }): Result => [
		{ type: 'mtg-trpg/settingChosen', payload: intent }
	],
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
	/** ① The reset: each PC redraws as many cards as its hand held; the session's clamps apply. */
	reset: (state: MtgState, intent: { hands: Record<string, number> }): Result => {
		if (!state.combat) return refuse('mtg-trpg/order_first');
		const clamps = setting(state, 'reset_clamps') as ResetClamps;
		const pcs = [];
		for (const p of state.pcs) {
			const hand = intent.hands[p.id] ?? p.hand;
			if (!Number.isInteger(hand) || hand < 0 || hand > 99) return refuse('mtg-trpg/bad_hand', { name: p.name });
			pcs.push({ id: p.id, name: p.name, ...resetValues(Math.max(-999, Math.min(999, p.life)), hand, clamps) });
		}
		return [{ type: 'mtg-trpg/reset', payload: { pcs } }];
	},
	/** ② Who takes part (all present unless the GM rules otherwise) and NPCs the GM adds. */
	chooseParticipants: (state: MtgState, intent: { pcs: string[]; npcs: string[] }): Result => {
		if (intent.pcs.length === 0) return refuse('mtg-trpg/nobody');
		const names = intent.pcs.map((id) => pcOf(state, id)?.name ?? id);
		return [{ type: 'mtg-trpg/participantsChosen', payload: { ...intent, names } }];
	},
	/** ③ The enemy appears; a deck facing two or more PCs gets its handicaps. */
	enemyAppears: (state: MtgState, intent: { kind: EnemyKind; name: string }): Result => {
		if (intent.name.trim() === '') return refuse('mtg-trpg/name_needed');
		const n = Math.max(1, state.combat?.participants.length ?? 1);
		const h = enemyHandicap(n);
		const deck = intent.kind === 'deck';
		return [
			{
				type: 'mtg-trpg/enemyAppeared',
				payload: {
					kind: intent.kind,
					name: intent.name,
					life: deck ? h.life : null,
					openingHand: deck ? h.openingHand : 0,
					maxHand: deck ? h.maxHand : 0,
					prepTurns: deck && h.prepTurn ? 1 : 0
				}
			}
		];
	},
	/** A check: the app reveals two cards from the PC's deck, or the table's two cards are entered. */
	check: (state: MtgState, intent: CheckIntent, ctx: CommandContext): Result => {
		const pc = pcOf(state, intent.pc);
		if (!pc) return refuse('mtg-trpg/unknown_pc', { id: intent.pc });
		const difficulty = difficultyOf(state, intent);
		if (difficulty === null) return refuse('mtg-trpg/count_needed');
		if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 20) return refuse('mtg-trpg/bad_difficulty');
		const colour = intent.purpose === 'check' ? intent.colour : 'R';
		let first: CardIn;
		let second: CardIn;
		if (intent.source === 'app') {
			const bad = deckProblem(pc.deck);
			if (bad) return bad;
			const one = drawRandom(deckOf(cardsOf(pc.deck)), ctx.random);
			const two = drawRandom(one.deck, ctx.random);
			first = one.card;
			second = two.card;
		} else {
			if (!goodMv(intent.first) || !goodMv(intent.second)) return refuse('mtg-trpg/bad_mv', { max: MAX_MV });
			first = intent.first as CardIn;
			second = intent.second as CardIn;
		}
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
					second
				}
			}
		];
	},
	nextTurn: (state: MtgState): Result => {
		const c = inGame(state);
		return c ? [{ type: 'mtg-trpg/turnAdvanced', payload: { turn: c.turn + 1 } }] : refuse('mtg-trpg/no_game');
	},
	adjustLife: (state: MtgState, intent: { who: string; by: number }): Result => adjust(state, intent, 'life'),
	adjustPoison: (state: MtgState, intent: { who: string; by: number }): Result => adjust(state, intent, 'poison'),
	countLibraryOut: (_s: MtgState, intent: { by: number }): Result => [
		{ type: 'mtg-trpg/libraryOutCounted', payload: intent }
	],
	defeatPc: (state: MtgState, intent: { id: string }): Result => {
		const pc = pcOf(state, intent.id);
		return pc
			? [{ type: 'mtg-trpg/pcDefeated', payload: { id: pc.id, name: pc.name } }]
			: refuse('mtg-trpg/unknown_pc', { id: intent.id });
	},
	defeatEnemy: (state: MtgState): Result => {
		const e = state.combat?.enemy;
		return e ? [{ type: 'mtg-trpg/enemyDefeated', payload: { name: e.name } }] : refuse('mtg-trpg/no_enemy');
	},
	/** ⑤ The game's result ends the combat part, and the reset follows (life and hands kept). */
	endCombat: (state: MtgState): Result => {
		const c = inGame(state);
		if (!c) return refuse('mtg-trpg/no_game');
		const outcome = combatOutcome(state, c);
		if (!outcome) return refuse('mtg-trpg/not_decided');
		return [
			{ type: 'mtg-trpg/combatEnded', payload: { outcome } },
			{
				type: 'mtg-trpg/reset',
				payload: { pcs: state.pcs.map((p) => ({ id: p.id, name: p.name, life: p.life, hand: p.hand })) }
			}
		];
	}
};
export type MtgTrpgCommands = typeof mtgTrpgCommands;

function adjust(state: MtgState, intent: { who: string; by: number }, field: 'life' | 'poison'): Result {
	if (!Number.isInteger(intent.by) || intent.by === 0) return refuse('mtg-trpg/bad_number');
	const name = intent.who === 'enemy' ? state.combat?.enemy?.name : pcOf(state, intent.who)?.name;
	if (name === undefined)
		return refuse(intent.who === 'enemy' ? 'mtg-trpg/no_enemy' : 'mtg-trpg/unknown_pc', { id: intent.who });
	const type = field === 'life' ? 'mtg-trpg/lifeAdjusted' : 'mtg-trpg/poisonAdjusted';
	return [{ type, payload: { who: intent.who, name, by: intent.by } }];
}
