/**
 * A combat round's bookkeeping as commands (§5): the deal to new entrants, initiative (the app
 * shuffles the 20 playing cards over `ctx.random`, or the table enters what it dealt), the round
 * end's hands, and a chart rolled at the opening. Each returns the one event to record; the
 * reducer checks it again, so a replayed or imported log can never disagree with the rules.
 */
import { refuse, isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import { shuffle } from '$lib/core/decks';
import { dealPreview, fighting } from '../derive';
import { deckOutEnds, initiativeOrder, type InitiativeCard } from '../rules';
import { roundEndOutcome } from '../reducer/exchange';
import { CHART_SLOT } from '../reducer/shared';
import type { ChartName, PayloadOf, Roll2D6 } from '../events';
import type { Combat, LockeState } from '../state';
import { planChart, type LockeContext } from './context';
import { refOf } from './refs';

function combatAt(state: LockeState, step: Combat['step']): Combat | Refusal {
	if (!state.combat) return refuse('locke/no_combat');
	return state.combat.step === step
		? state.combat
		: refuse('locke/wrong_step', { step: state.combat.step, want: step });
}

/** 新しく登場したキャラクター get cards up to the hand limit; a deck that cannot supply them ends the combat. */
export function dealHands(
	state: LockeState,
	_intent: Record<string, never>,
	ctx: LockeContext
): EventDraft[] | Refusal {
	const combat = combatAt(state, 'opening');
	if (isRefusal(combat)) return combat;
	const owed = dealPreview(state, combat);
	const total = owed.reduce((s, o) => s + o.cards, 0);
	if (total > combat.deck && !deckOutEnds(ctx.readings))
		return refuse('locke/deck_short', { owed: total, deck: combat.deck });
	const payload: PayloadOf<'locke/handsDealt'> = {
		round: combat.round,
		dealt: owed.map((o) => ({ who: refOf(state, o.id), cards: o.cards })),
		outcome: total > combat.deck ? 'deck_out' : 'dealt'
	};
	return [{ type: 'locke/handsDealt', payload }];
}

/** The 20 playing cards of イニシアチブ: black 1–10 and red 1–10 (open point `initiative_same_card`). */
export const INITIATIVE_DECK: readonly Omit<InitiativeCard, 'id'>[] = Object.freeze(
	Array.from({ length: 20 }, (_, i) => ({ suit: i < 10 ? ('black' as const) : ('red' as const), rank: (i % 10) + 1 }))
);

/** Cards the table dealt, or none: the app shuffles its deck over `ctx.random` and deals one each. */
export interface InitiativeIntent {
	cards: { who: string; suit: 'black' | 'red'; rank: number }[] | null;
}

export function dealInitiative(state: LockeState, intent: InitiativeIntent, ctx: LockeContext): EventDraft[] | Refusal {
	const combat = combatAt(state, 'initiative');
	if (isRefusal(combat)) return combat;
	const fighters = fighting(state, combat).map((k) => k.id);
	let cards: { who: string; suit: 'black' | 'red'; rank: number }[];
	if (intent.cards === null) {
		const deck = shuffle(INITIATIVE_DECK, ctx.random);
		cards = fighters.map((who, i) => ({ who, ...deck[i]! }));
	} else {
		cards = intent.cards;
		try {
			initiativeOrder(cards.map((c) => ({ id: c.who, suit: c.suit, rank: c.rank })));
		} catch {
			return refuse('locke/initiative_same_card');
		}
	}
	const payload: PayloadOf<'locke/initiativeDealt'> = {
		round: combat.round,
		source: intent.cards === null ? 'app' : 'table',
		cards: cards.map((c) => ({ who: refOf(state, c.who), suit: c.suit, rank: c.rank }))
	};
	return [{ type: 'locke/initiativeDealt', payload }];
}

export interface EndRoundIntent {
	wantContinue: boolean;
	discardOne: string[];
	proxies: string[];
	effects: string;
}

/** ラウンド終了フェイズ: the continuation check, then every hand to the limit at once (`roundEndOutcome`). */
export function endRound(state: LockeState, intent: EndRoundIntent, ctx: LockeContext): EventDraft[] | Refusal {
	const combat = combatAt(state, 'turns');
	if (isRefusal(combat)) return combat;
	const judged = roundEndOutcome(state, ctx.readings, combat, intent.wantContinue, intent.discardOne, intent.proxies);
	if (isRefusal(judged)) return judged;
	const payload: PayloadOf<'locke/roundEnded'> = {
		round: combat.round,
		wantContinue: intent.wantContinue,
		discardOne: intent.discardOne,
		proxies: intent.proxies,
		hands: judged.changes.map((ch) => ({ who: refOf(state, ch.id), discard: ch.discard, draw: ch.draw })),
		effects: intent.effects.trim(),
		outcome: judged.outcome
	};
	return [{ type: 'locke/roundEnded', payload }];
}

export interface ChartIntent {
	chart: ChartName;
	who: string;
	roll: Roll2D6;
	/** what the printed chart says, when the slot has no table (or its cell is unreadable) */
	text: string;
	value: number | null;
}

/** 実はそこにいた / 実は生きていた / 残留思念: read off the slot's table when it has one, else as typed. */
export function rollChart(state: LockeState, intent: ChartIntent, ctx: LockeContext): EventDraft[] | Refusal {
	const { auto, hash } = planChart(ctx.tables, CHART_SLOT[intent.chart], intent.roll.total);
	const fromTable = auto?.ok === true && hash !== null;
	const payload: PayloadOf<'locke/chartRolled'> = {
		chart: intent.chart,
		who: refOf(state, intent.who),
		roll: intent.roll,
		source: fromTable ? 'table' : 'printed',
		hash: fromTable ? hash : null,
		text: auto?.ok ? (auto.text ?? '') : intent.text.trim(),
		value: auto?.ok ? auto.value : intent.value
	};
	return [{ type: 'locke/chartRolled', payload }];
}
