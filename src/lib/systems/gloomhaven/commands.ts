/**
 * What a person does with the modifier decks, as intents. Each command returns the events it
 * records (the reducer checks the rest), so a preview — the screen's odds and "draw complete?"
 * — is the same function. An app draw takes its cards from `ctx.random` here, once; the event
 * records them, so replay needs no randomness.
 */
import { refuse, type Refusal } from '$lib/core/events';
import type { CommandContext } from '../types';
import type { GloomhavenDraft } from './events';
import {
	CARD_PIERCE_MAX,
	TableDrawError,
	appDraw,
	poisonBonus,
	readEffects,
	repeatedTarget,
	stepOne,
	stepOneChoices,
	targetMode,
	type AttackMode,
	type Edition,
	type ModifierCard,
	type ReadingPoint,
	type StepOneOrder
} from './rules';
import type { DeckOwner, GloomhavenState, TargetPlan } from './state';
import type { GloomhavenRefusal } from './describe';
import { addedCardId } from './words';
import { reduceGloomhaven } from './reducer';
import { planInProgress, planTargetMode, resultOf } from './reduce-attack';

type Result = GloomhavenDraft[] | Refusal<GloomhavenRefusal>;

/** A new attack from one deck: its numbers and its targets in order (one draw each). */
export interface AttackStart {
	/** 攻撃X (a monster's: its stat sheet ± the ability card's X). */
	attack: number;
	/** Step 1 bonuses and penalties, summed (cards, items); a poisoned target's +1 is added per target. */
	bonus?: number;
	pierce: number;
	/** The attack's mode from its advantage and disadvantage sources (`attackMode`). */
	mode: AttackMode;
	/** A ranged attack (射程あり): an adjacent target draws at one more disadvantage. */
	ranged?: boolean;
	/** Step 1 doubles the attack (an ability, the Scoundrel's example), in the player's `order`. */
	doubled?: boolean;
	order?: StepOneOrder;
	/** One or more (area or added targets), in the order the player picked. */
	targets: TargetPlan[];
}

export interface AttackIntent {
	deck: string;
	/** A new attack, whose first target is drawn for now; absent: the next target of the attack in progress. */
	start?: AttackStart;
	/**
	 * The cards that came off, by id, in order: a table draw's taps, or the cards an app draw's
	 * preview revealed, recorded as they were (with the player's pick of a 2nd edition pair).
	 */
	cards?: string[];
	/** 2nd edition advantage on a character's deck: the card the player takes of the compared two. */
	chosen?: string;
	/** Step 3 after the card was seen: a shield bonus (pierce lowers it too) and a damage reduction. */
	extraShield?: number;
	reduction?: number;
}

/** The draw that comes next from the deck: the attack's numbers for its target. */
export interface NextDraw {
	index: number;
	of: number;
	attack: number;
	/** Step 1 bonuses with this target's poison. */
	bonus: number;
	doubled: boolean;
	order?: StepOneOrder;
	/**
	 * The attack the card applies to (after step 1); null while a doubling waits for the player's
	 * order (the two orders give `orders`).
	 */
	beforeCard: number | null;
	orders: Record<StepOneOrder, number> | null;
	shield: number;
	pierce: number;
	/** This target's mode: the attack's, with one more disadvantage for a ranged attack on an adjacent target. */
	mode: AttackMode;
	rangedAdjacent: boolean;
	target: TargetPlan;
}

/** Step 1 for one target: the bonus with its poison, and the attack after the doubling in the player's order. */
function stepOneFor(
	state: GloomhavenState,
	a: { attack: number; bonus: number; doubled?: boolean; order?: StepOneOrder },
	target: TargetPlan
) {
	const bonus = a.bonus + poisonBonus(target.poisoned, state.edition, state.readings);
	const doubled = a.doubled === true;
	const orders = doubled ? stepOneChoices(a.attack, bonus) : null;
	const beforeCard =
		orders && a.order === undefined ? null : stepOne({ attack: a.attack, bonus, doubled, order: a.order });
	return { bonus, doubled, orders, beforeCard, ...(a.order !== undefined ? { order: a.order } : {}) };
}

/**
 * The numbers of the next draw: a new attack's first target, or the next target of the attack in
 * progress on this deck. The screen's odds and the recorded event both come from here.
 */
export function nextDraw(state: GloomhavenState, deck: string, start?: AttackStart): NextDraw | null {
	const first = start?.targets[0];
	if (start && first) {
		const rangedAdjacent = start.ranged === true && first.adjacent === true;
		return {
			index: 0,
			of: start.targets.length,
			attack: start.attack,
			...stepOneFor(state, { ...start, bonus: start.bonus ?? 0 }, first),
			shield: first.shield,
			pierce: start.pierce,
			mode: targetMode(start.mode, rangedAdjacent),
			rangedAdjacent,
			target: first
		};
	}
	const plan = planInProgress(state);
	const index = state.targets.length;
	const target = plan?.targets[index];
	if (!plan || plan.deck !== deck || !target) return null;
	return {
		index,
		of: plan.targets.length,
		attack: plan.attack,
		...stepOneFor(state, plan, target),
		shield: target.shield,
		pierce: plan.pierce,
		mode: planTargetMode(plan, index),
		rangedAdjacent: plan.ranged === true && target.adjacent === true,
		target
	};
}

/**
 * Why a new attack cannot be drawn for as entered, or null: a target named twice, or a doubling
 * in step 1 whose order the player has not given while it changes some target's attack. The
 * screen shows it beside the draw before any tap; the draw commands refuse with it.
 */
export function startRefusal(state: GloomhavenState, start: AttackStart): Refusal<GloomhavenRefusal> | null {
	const twice = repeatedTarget(start.targets);
	if (twice !== undefined) return refuse('gloomhaven/target_twice', { target: twice });
	if (start.doubled && start.order === undefined) {
		const asks = start.targets.some((t) => stepOneFor(state, { ...start, bonus: start.bonus ?? 0 }, t).orders);
		if (asks) return refuse('gloomhaven/order_needed');
	}
	return null;
}

/** The attackDrawn event without its cards, for the next draw from `deck`. */
function drawPayload(state: GloomhavenState, intent: AttackIntent, source: 'app' | 'table') {
	const d = deckOf(state, intent.deck);
	if (!d) return refuse('gloomhaven/unknown_deck');
	const start = intent.start;
	const wrong = start && startRefusal(state, start);
	if (wrong) return wrong;
	const n = nextDraw(state, d.id, start);
	if (!n) return refuse('gloomhaven/no_attack_in_progress');
	if (n.beforeCard === null) return refuse('gloomhaven/order_needed');
	const t = n.target;
	const name = t.name?.trim();
	return {
		deck: d.id,
		deckName: d.name,
		source,
		attack: n.attack,
		...(n.bonus ? { bonus: n.bonus } : {}),
		...(n.doubled ? { doubled: true } : {}),
		...(n.order !== undefined ? { order: n.order } : {}),
		shield: n.shield,
		pierce: n.pierce,
		mode: n.mode,
		...(n.rangedAdjacent ? { rangedAdjacent: true } : {}),
		...(name ? { target: name } : {}),
		...(t.hp !== undefined ? { hp: t.hp } : {}),
		...(n.of > 1 ? { index: n.index } : {}),
		...(n.of > 1 && n.index === 0 && start
			? {
					plan: {
						bonus: start.bonus ?? 0,
						targets: start.targets,
						...(start.ranged ? { mode: start.mode, ranged: true } : {})
					}
				}
			: {}),
		...(intent.chosen !== undefined ? { chosen: intent.chosen } : {}),
		...(intent.extraShield ? { extraShield: intent.extraShield } : {}),
		...(intent.reduction ? { reduction: intent.reduction } : {})
	};
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
	/** A new deck under the name typed (no name is refused: nothing is named for the player). */
	addDeck: (state: GloomhavenState, intent: { name: string; owner: DeckOwner }): Result => {
		const name = intent.name.trim();
		if (!name) return refuse('gloomhaven/name_required');
		return [{ type: 'gloomhaven/deckAdded', payload: { id: nextDeckId(state), name, owner: intent.owner } }];
	},
	removeDeck: (state: GloomhavenState, intent: { id: string }): Result => {
		const d = deckOf(state, intent.id);
		return d
			? [{ type: 'gloomhaven/deckRemoved', payload: { id: d.id, name: d.name } }]
			: refuse('gloomhaven/unknown_deck');
	},
	/**
	 * A perk, item or scenario card. Its effects are read as typed (`readEffects`): 貫通 and the
	 * conditions are counted, a number or 連続 typed there must agree with the value and the rolling
	 * box, anything else stays a label.
	 */
	addCard: (
		state: GloomhavenState,
		intent: {
			deck: string;
			value: ModifierCard['value'];
			rolling: boolean;
			/** The shuffle icon: drawn, the deck reshuffles at the end of the round. */
			shuffle?: boolean;
			/** The effects as typed (each entry may hold several, comma-separated). */
			effects: string[];
			scenario: boolean;
		}
	): Result => {
		const d = deckOf(state, intent.deck);
		if (!d) return refuse('gloomhaven/unknown_deck');
		const read = readEffects(intent.effects);
		if (read.conflict || (read.value !== undefined && read.value !== intent.value))
			return refuse('gloomhaven/effect_value_conflict', { typed: read.value ?? '' });
		if (read.pierce > CARD_PIERCE_MAX) return refuse('gloomhaven/card_pierce_too_large', { max: CARD_PIERCE_MAX });
		const rolling = intent.rolling || read.rolling === true;
		if (rolling && typeof intent.value !== 'number') return refuse('gloomhaven/rolling_needs_number');
		const ids = new Set([...d.base, ...d.pile, ...d.discards].map((c) => c.id));
		let serial = 1;
		while (ids.has(addedCardId(intent.value, rolling, serial))) serial++;
		const card = {
			id: addedCardId(intent.value, rolling, serial),
			value: intent.value,
			...(rolling ? { rolling: true } : {}),
			...(intent.shuffle ? { shuffle: true } : {}),
			...(read.pierce ? { pierce: read.pierce } : {}),
			...(read.conditions.length ? { conditions: read.conditions } : {}),
			...(read.labels.length ? { effects: read.labels } : {})
		};
		return [
			{ type: 'gloomhaven/cardAdded', payload: { deck: d.id, deckName: d.name, card, scenario: intent.scenario } }
		];
	},
	removeCard: (state: GloomhavenState, intent: { deck: string; card: string }): Result => [
		{ type: 'gloomhaven/cardRemoved', payload: { ...intent, deckName: deckOf(state, intent.deck)?.name } }
	],
	bless: (state: GloomhavenState, intent: { deck: string }): Result => [
		{ type: 'gloomhaven/blessAdded', payload: { ...intent, deckName: deckOf(state, intent.deck)?.name } }
	],
	curse: (state: GloomhavenState, intent: { deck: string }): Result => [
		{ type: 'gloomhaven/curseAdded', payload: { ...intent, deckName: deckOf(state, intent.deck)?.name } }
	],
	/**
	 * The app draws: cards picked from `ctx.random` until the draw rules are met. With `cards` it
	 * records the cards its preview revealed (so the screen can show a 2nd edition pair and let
	 * the player pick before anything is written); the reducer checks they are in the pile.
	 */
	drawApp: (state: GloomhavenState, intent: AttackIntent, ctx: CommandContext): Result => {
		const payload = drawPayload(state, intent, 'app');
		if ('refusal' in payload) return payload;
		const d = deckOf(state, payload.deck)!;
		if (d.pile.length + d.discards.length === 0) return refuse('gloomhaven/deck_empty');
		let cards = intent.cards;
		if (!cards) {
			try {
				const o = appDraw(
					{ pile: d.pile, discards: d.discards, removed: [] },
					{
						mode: payload.mode,
						edition: state.edition,
						attack: stepOne({
							attack: payload.attack,
							bonus: payload.bonus ?? 0,
							doubled: payload.doubled,
							order: payload.order
						}),
						readings: state.readings
					},
					ctx.random
				);
				cards = o.drawn.map((c) => c.id);
			} catch (e) {
				if (e instanceof TableDrawError) return refuse(`gloomhaven/${e.code}`);
				throw e;
			}
		}
		return settled(state, { type: 'gloomhaven/attackDrawn', payload: { ...payload, cards } });
	},
	/** The group drew from its physical deck: the cards it names, in order (the reducer checks them). */
	drawTable: (state: GloomhavenState, intent: AttackIntent & { cards: string[] }): Result => {
		const payload = drawPayload(state, intent, 'table');
		if ('refusal' in payload) return payload;
		return settled(state, { type: 'gloomhaven/attackDrawn', payload: { ...payload, cards: intent.cards } });
	},
	/** An attack on several targets ends here: the targets not yet drawn for are not attacked. */
	stopAttack: (state: GloomhavenState, intent: { deck: string }): Result => {
		const plan = planInProgress(state);
		if (!plan || plan.deck !== intent.deck) return refuse('gloomhaven/no_attack_in_progress');
		const d = deckOf(state, plan.deck);
		return [
			{
				type: 'gloomhaven/attackStopped',
				payload: { deck: plan.deck, deckName: d?.name, drawn: state.targets.length, of: plan.targets.length }
			}
		];
	},
	/** The session's reading of a point the seed leaves open. */
	chooseReading: (_s: GloomhavenState, intent: { point: ReadingPoint; option: string }): Result => [
		{ type: 'gloomhaven/readingChosen', payload: intent }
	],
	endRound: (): Result => [{ type: 'gloomhaven/roundEnded', payload: {} }],
	endScenario: (): Result => [{ type: 'gloomhaven/scenarioEnded', payload: {} }]
};
export type GloomhavenCommands = typeof gloomhavenCommands;
