import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import type { GloomhavenEvent } from './events';
import {
	blessCard,
	canAdd,
	canRemove,
	curseCard,
	curseSet,
	DEFAULT_READINGS,
	READING_OPTIONS,
	endOfRound,
	standardDeck,
	type ModifierCard,
	type Supply
} from './rules';
import type { GloomhavenDeck, GloomhavenState } from './state';
import { planInProgress, reduceAttackDrawn } from './reduce-attack';

export const MAX_DECKS = 20;
export const MAX_CARDS = 60;

export function initialGloomhavenState(): GloomhavenState {
	return {
		edition: '1e',
		readings: { ...DEFAULT_READINGS },
		round: 1,
		decks: [],
		supplySerial: 0,
		lastAttack: null,
		targets: [],
		plan: null
	};
}

const inDeck = (d: GloomhavenDeck) => [...d.pile, ...d.discards];
const isBless = (c: ModifierCard) => c.kind === 'bless';
const isCurse = (c: ModifierCard) => c.kind === 'curse';

/** 祝福・呪いの残り — cards of each set now in any deck (★ curses in character and ally decks, M curses in monster decks). */
export function supplyInPlay(state: GloomhavenState): Supply {
	let bless = 0;
	let playerCurses = 0;
	let monsterCurses = 0;
	for (const d of state.decks)
		for (const c of inDeck(d)) {
			if (isBless(c)) bless++;
			else if (isCurse(c) && curseSet(d.owner) === 'monsterCurse') monsterCurses++;
			else if (isCurse(c)) playerCurses++;
		}
	return { bless, playerCurses, monsterCurses };
}

function withDeck(
	state: GloomhavenState,
	id: string,
	f: (d: GloomhavenDeck) => GloomhavenDeck | Refusal
): GloomhavenState | Refusal {
	const i = state.decks.findIndex((d) => d.id === id);
	if (i < 0) return refuse('gloomhaven/unknown_deck', { deck: id });
	const next = f(state.decks[i] as GloomhavenDeck);
	if ('refusal' in next) return next;
	const decks = state.decks.slice();
	decks[i] = next;
	return { ...state, decks };
}

const without = (cards: readonly ModifierCard[], id: string) => cards.filter((c) => c.id !== id);

/** Pure fold of one Gloomhaven deck event. */
export function reduceGloomhaven(state: GloomhavenState, draft: EventDraft): GloomhavenState | Refusal {
	const event = draft as GloomhavenEvent;
	switch (event.type) {
		case 'gloomhaven/editionSet':
			return { ...state, edition: event.payload.edition };

		case 'gloomhaven/readingChosen': {
			const { point, option } = event.payload;
			if (!(READING_OPTIONS[point] as readonly string[]).includes(option))
				return refuse('gloomhaven/unknown_reading', { option });
			return { ...state, readings: { ...state.readings, [point]: option } };
		}

		case 'gloomhaven/deckAdded': {
			const p = event.payload;
			if (state.decks.some((d) => d.id === p.id)) return refuse('gloomhaven/duplicate_deck', { deck: p.id });
			if (state.decks.length >= MAX_DECKS) return refuse('gloomhaven/too_many_decks', { max: MAX_DECKS });
			const base = standardDeck();
			return {
				...state,
				decks: [
					...state.decks,
					{ id: p.id, name: p.name, owner: p.owner, base, pile: [...base], discards: [], reshuffleDue: false }
				]
			};
		}

		case 'gloomhaven/deckRemoved': {
			if (!state.decks.some((d) => d.id === event.payload.id))
				return refuse('gloomhaven/unknown_deck', { deck: event.payload.id });
			return { ...state, decks: state.decks.filter((d) => d.id !== event.payload.id) };
		}

		case 'gloomhaven/cardAdded': {
			const { card: c, scenario } = event.payload;
			return withDeck(state, event.payload.deck, (d) => {
				if ([...d.base, ...inDeck(d)].some((x) => x.id === c.id))
					return refuse('gloomhaven/duplicate_card', { card: c.id });
				if (inDeck(d).length >= MAX_CARDS) return refuse('gloomhaven/too_many_cards', { max: MAX_CARDS });
				const card: ModifierCard = { ...c, kind: 'added' };
				// Added to the pile: the pile has no order, so that is "shuffled in".
				return { ...d, base: scenario ? d.base : [...d.base, card], pile: [...d.pile, card] };
			});
		}

		case 'gloomhaven/cardRemoved': {
			const id = event.payload.card;
			return withDeck(state, event.payload.deck, (d) => {
				const card = [...d.base, ...inDeck(d)].find((c) => c.id === id);
				if (!card) return refuse('gloomhaven/unknown_card', { card: id });
				// Bless and curse leave only by being drawn (or at the end of the scenario).
				if (!canRemove(card)) return refuse('gloomhaven/supply_card', { card: id });
				return { ...d, base: without(d.base, id), pile: without(d.pile, id), discards: without(d.discards, id) };
			});
		}

		case 'gloomhaven/blessAdded':
		case 'gloomhaven/curseAdded': {
			const bless = event.type === 'gloomhaven/blessAdded';
			const deck = state.decks.find((d) => d.id === event.payload.deck);
			if (!deck) return refuse('gloomhaven/unknown_deck', { deck: event.payload.deck });
			const set = bless ? 'bless' : curseSet(deck.owner);
			if (!canAdd(set, supplyInPlay(state))) return refuse('gloomhaven/supply_empty', { set });
			const serial = state.supplySerial + 1;
			const card = bless ? blessCard(`bless-${serial}`) : curseCard(`curse-${serial}`);
			const next = withDeck(state, deck.id, (d) => ({ ...d, pile: [...d.pile, card] }));
			return 'refusal' in next ? next : { ...next, supplySerial: serial };
		}

		case 'gloomhaven/attackDrawn':
			return reduceAttackDrawn(state, event.payload);

		case 'gloomhaven/attackStopped': {
			const plan = planInProgress(state);
			if (!plan || plan.deck !== event.payload.deck) return refuse('gloomhaven/no_attack_in_progress');
			return { ...state, plan: { ...plan, stopped: true } };
		}

		case 'gloomhaven/roundEnded': {
			const open = planInProgress(state);
			return {
				...state,
				plan: open ? { ...open, stopped: true } : state.plan,
				round: state.round + 1,
				decks: state.decks.map((d) => {
					const { deck } = endOfRound({ pile: d.pile, discards: d.discards, removed: [] }, d.reshuffleDue);
					return { ...d, pile: [...deck.pile], discards: [...deck.discards], reshuffleDue: false };
				})
			};
		}

		case 'gloomhaven/scenarioEnded':
			// Bless, curse and scenario cards leave; every deck returns to its base, all in the pile.
			return {
				...state,
				round: 1,
				lastAttack: null,
				targets: [],
				plan: null,
				decks: state.decks.map((d) => ({ ...d, pile: [...d.base], discards: [], reshuffleDue: false }))
			};

		default:
			return refuse('session/unknown_event', { type: draft.type });
	}
}
