/**
 * What a person does with the modifier decks, as intents. Each command returns the events it
 * records (the reducer checks the rest), so a preview — the screen's odds and "draw complete?"
 * — is the same function. An app draw takes its cards from `ctx.random` here, once; the event
 * records them, so replay needs no randomness.
 */
import { refuse, type Refusal } from '$lib/core/events';
import type { CommandContext } from '../types';
import type { GloomhavenDraft } from './events';
import { TableDrawError, appDraw, type AttackMode, type Edition, type ModifierCard } from './rules';
import type { DeckOwner, GloomhavenState } from './state';
import type { GloomhavenRefusal } from './describe';
import { addedCardId } from './words';
import { reduceGloomhaven, resultOf } from './reducer';

type Result = GloomhavenDraft[] | Refusal<GloomhavenRefusal>;

export interface AttackIntent {
	deck: string;
	/** 攻撃X (a monster's: its stat sheet ± the ability card's X). */
	attack: number;
	/** Step 1 bonuses and penalties, summed (cards, items, +1 on a poisoned target in 1e). */
	bonus?: number;
	shield: number;
	pierce: number;
	mode: AttackMode;
	/** The target's name and remaining hit points, when given. */
	target?: string;
	hp?: number;
	/** Area or added targets: which target of this attack (0 = the first). */
	index?: number;
}

/**
 * The event with what it comes to (`result`), computed by the reducer — one rule, one place —
 * so the log reads the damage steps; a draw the reducer refuses is refused here.
 */
function settled(state: GloomhavenState, draft: GloomhavenDraft): Result {
	const after = reduceGloomhaven(state, draft);
	if ('refusal' in after) return after as Refusal<GloomhavenRefusal>;
	if (draft.type !== 'gloomhaven/attackDrawn' || !after.lastAttack) return [draft];
	return [{ ...draft, payload: { ...draft.payload, result: resultOf(after.lastAttack) } }];
}

/** The first free deck id `d1`, `d2` …: from the state, so a preview equals the record. */
function nextDeckId(state: GloomhavenState): string {
	const used = new Set(state.decks.map((d) => d.id));
	let n = state.decks.length + 1;
	while (used.has(`d${n}`)) n++;
	return `d${n}`;
}

function deckOf(state: GloomhavenState, id: string) {
	return state.decks.find((d) => d.id === id);
}

export const gloomhavenCommands = {
	setEdition: (_s: GloomhavenState, intent: { edition: Edition }): Result => [
		{ type: 'gloomhaven/editionSet', payload: intent }
	],
	addDeck: (state: GloomhavenState, intent: { name: string; owner: DeckOwner }): Result => [
		{ type: 'gloomhaven/deckAdded', payload: { id: nextDeckId(state), name: intent.name, owner: intent.owner } }
	],
	removeDeck: (state: GloomhavenState, intent: { id: string }): Result => {
		const d = deckOf(state, intent.id);
		return d
			? [{ type: 'gloomhaven/deckRemoved', payload: { id: d.id, name: d.name } }]
			: refuse('gloomhaven/unknown_deck');
	},
	addCard: (
		state: GloomhavenState,
		intent: { deck: string; value: ModifierCard['value']; rolling: boolean; effects: string[]; scenario: boolean }
	): Result => {
		const d = deckOf(state, intent.deck);
		if (!d) return refuse('gloomhaven/unknown_deck');
		const ids = new Set([...d.base, ...d.pile, ...d.discards].map((c) => c.id));
		let serial = 1;
		while (ids.has(addedCardId(intent.value, intent.rolling, serial))) serial++;
		const card = {
			id: addedCardId(intent.value, intent.rolling, serial),
			value: intent.value,
			...(intent.rolling ? { rolling: true } : {}),
			...(intent.effects.length ? { effects: intent.effects } : {})
		};
		return [
			{ type: 'gloomhaven/cardAdded', payload: { deck: d.id, deckName: d.name, card, scenario: intent.scenario } }
		];
	},
	removeCard: (_s: GloomhavenState, intent: { deck: string; card: string }): Result => [
		{ type: 'gloomhaven/cardRemoved', payload: intent }
	],
	bless: (_s: GloomhavenState, intent: { deck: string }): Result => [
		{ type: 'gloomhaven/blessAdded', payload: intent }
	],
	curse: (_s: GloomhavenState, intent: { deck: string }): Result => [
		{ type: 'gloomhaven/curseAdded', payload: intent }
	],
	/** The app draws: cards picked from `ctx.random` until the draw rules are met. */
	drawApp: (state: GloomhavenState, intent: AttackIntent, ctx: CommandContext): Result => {
		const d = deckOf(state, intent.deck);
		if (!d) return refuse('gloomhaven/unknown_deck');
		if (d.pile.length + d.discards.length === 0) return refuse('gloomhaven/deck_empty');
		let cards: string[];
		try {
			const o = appDraw(
				{ pile: d.pile, discards: d.discards, removed: [] },
				{ mode: intent.mode, edition: state.edition, attack: intent.attack + (intent.bonus ?? 0) },
				ctx.random
			);
			cards = o.drawn.map((c) => c.id);
		} catch (e) {
			if (e instanceof TableDrawError) return refuse(`gloomhaven/${e.code}`);
			throw e;
		}
		return settled(state, {
			type: 'gloomhaven/attackDrawn',
			payload: { ...intent, deckName: d.name, source: 'app', cards }
		});
	},
	/** The group drew from its physical deck: the cards it names, in order (the reducer checks them). */
	drawTable: (state: GloomhavenState, intent: AttackIntent & { cards: string[] }): Result =>
		settled(state, {
			type: 'gloomhaven/attackDrawn',
			payload: { ...intent, deckName: deckOf(state, intent.deck)?.name, source: 'table' }
		}),
	endRound: (): Result => [{ type: 'gloomhaven/roundEnded', payload: {} }],
	endScenario: (): Result => [{ type: 'gloomhaven/scenarioEnded', payload: {} }]
};
export type GloomhavenCommands = typeof gloomhavenCommands;
