import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import type { GloomhavenEvent, PayloadOf } from './events';
import {
	TableDrawError,
	attackSteps,
	blessCard,
	canAdd,
	chooseCard,
	comparedCards,
	curseCard,
	DEFAULT_READINGS,
	READING_OPTIONS,
	endOfRound,
	needsReshuffle,
	standardDeck,
	tableDraw,
	type AttackDraw,
	type ModifierCard,
	type Supply
} from './rules';
import type { AttackPlan, GloomhavenDeck, GloomhavenState, LastAttack } from './state';

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
			else if (isCurse(c) && d.owner === 'monster') monsterCurses++;
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

/** The result an attackDrawn event carries agrees with what the reducer computes. */
function sameResult(r: NonNullable<PayloadOf<'gloomhaven/attackDrawn'>['result']>, last: LastAttack): boolean {
	return (
		r.modified === last.modified &&
		r.damage === last.damage &&
		r.hpAfter === last.hpAfter &&
		r.applied.join() === last.applied.join()
	);
}

/** The result an attackDrawn event records (what `sameResult` checks). */
export function resultOf(last: LastAttack): NonNullable<PayloadOf<'gloomhaven/attackDrawn'>['result']> {
	return {
		applied: last.applied,
		modified: last.modified,
		damage: last.damage,
		...(last.hpAfter !== undefined ? { hpAfter: last.hpAfter } : {})
	};
}

/** The attack on several targets still in progress (some targets not yet drawn for), or null. */
export function planInProgress(state: GloomhavenState): AttackPlan | null {
	const plan = state.plan;
	return plan && !plan.stopped && state.targets.length < plan.targets.length ? plan : null;
}

/**
 * Where an attackDrawn event stands in its attack: index 0 starts one (with `plan`, an attack on
 * several targets, whose first target the event must match); a later index must be the plan's
 * next target, drawn from the plan's deck with the plan's numbers. Returns the plan after it.
 */
function placeTarget(
	state: GloomhavenState,
	p: PayloadOf<'gloomhaven/attackDrawn'>
): { plan: AttackPlan | null } | Refusal {
	const index = p.index ?? 0;
	if (index === 0) {
		if (!p.plan) return { plan: null };
		const plan: AttackPlan = {
			deck: p.deck,
			attack: p.attack,
			bonus: p.plan.bonus,
			pierce: p.pierce,
			mode: p.mode,
			targets: p.plan.targets
		};
		const names = plan.targets.flatMap((t) => (t.name === undefined ? [] : [t.name]));
		const twice = names.find((n, i) => names.indexOf(n) !== i);
		if (twice !== undefined) return refuse('gloomhaven/target_twice', { target: twice });
		return matchesPlan(plan, 0, p) ? { plan } : refuse('gloomhaven/plan_mismatch', { index: 1 });
	}
	const plan = state.plan;
	// Events recorded before plans were kept: the next target of the same deck, as then.
	if (!plan)
		return index > state.targets.length || state.targets[0]?.deck !== p.deck
			? refuse('gloomhaven/target_out_of_order', { index: index + 1 })
			: { plan: null };
	if (plan.stopped || plan.deck !== p.deck || index !== state.targets.length || index >= plan.targets.length)
		return refuse('gloomhaven/target_out_of_order', { index: index + 1 });
	return matchesPlan(plan, index, p) ? { plan } : refuse('gloomhaven/plan_mismatch', { index: index + 1 });
}

/** The event draws for the plan's target `i` with the plan's attack, pierce and mode. */
function matchesPlan(plan: AttackPlan, i: number, p: PayloadOf<'gloomhaven/attackDrawn'>): boolean {
	const t = plan.targets[i];
	return (
		t !== undefined &&
		p.attack === plan.attack &&
		p.pierce === plan.pierce &&
		p.mode === plan.mode &&
		p.shield === t.shield &&
		p.target === t.name &&
		p.hp === t.hp
	);
}

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
				if (isBless(card) || isCurse(card)) return refuse('gloomhaven/supply_card', { card: id });
				return { ...d, base: without(d.base, id), pile: without(d.pile, id), discards: without(d.discards, id) };
			});
		}

		case 'gloomhaven/blessAdded':
		case 'gloomhaven/curseAdded': {
			const bless = event.type === 'gloomhaven/blessAdded';
			const deck = state.decks.find((d) => d.id === event.payload.deck);
			if (!deck) return refuse('gloomhaven/unknown_deck', { deck: event.payload.deck });
			const set = bless ? 'bless' : deck.owner === 'monster' ? 'monsterCurse' : 'playerCurse';
			if (!canAdd(set, supplyInPlay(state))) return refuse('gloomhaven/supply_empty', { set });
			const serial = state.supplySerial + 1;
			const card = bless ? blessCard(`bless-${serial}`) : curseCard(`curse-${serial}`);
			const next = withDeck(state, deck.id, (d) => ({ ...d, pile: [...d.pile, card] }));
			return 'refusal' in next ? next : { ...next, supplySerial: serial };
		}

		case 'gloomhaven/attackDrawn': {
			const p = event.payload;
			const deck = state.decks.find((d) => d.id === p.deck);
			if (!deck) return refuse('gloomhaven/unknown_deck', { deck: p.deck });
			const index = p.index ?? 0;
			const placed = placeTarget(state, p);
			if ('refusal' in placed) return placed;
			const earlier = index === 0 ? [] : state.targets.slice(0, index);
			if (p.target !== undefined && earlier.some((t) => t.target === p.target))
				return refuse('gloomhaven/target_twice', { target: p.target });
			const bonus = p.bonus ?? 0;
			let o: AttackDraw;
			try {
				o = tableDraw({ pile: deck.pile, discards: deck.discards, removed: [] }, p.cards, {
					mode: p.mode,
					edition: state.edition,
					attack: p.attack + bonus,
					readings: state.readings
				});
			} catch (e) {
				if (e instanceof TableDrawError) return refuse(`gloomhaven/${e.code}`, { deck: deck.name, ...e.params });
				throw e;
			}
			let applied = o.applied;
			const choosable = state.edition === '2e' && p.mode === 'advantage' && deck.owner !== 'monster';
			const pair = comparedCards(o.drawn, p.mode, state.edition, p.attack + bonus, state.readings);
			if (p.chosen !== undefined) {
				if (state.edition !== '2e' || p.mode !== 'advantage') return refuse('gloomhaven/no_choice');
				if (deck.owner === 'monster') return refuse('gloomhaven/monster_takes_better');
				try {
					applied = chooseCard(o.drawn, p.chosen, p.attack + bonus, state.readings).applied;
				} catch (e) {
					if (e instanceof RangeError) return refuse('gloomhaven/not_a_choice', { card: p.chosen });
					throw e;
				}
			}
			const next = withDeck(state, deck.id, (d) => ({
				...d,
				pile: [...o.deck.pile],
				discards: [...o.deck.discards],
				reshuffleDue: d.reshuffleDue || needsReshuffle(o.drawn)
			}));
			if ('refusal' in next) return next;
			const steps = attackSteps({ attack: p.attack, bonus, applied, shield: p.shield, pierce: p.pierce, hp: p.hp });
			const last: LastAttack = {
				deck: p.deck,
				source: p.source,
				drawn: o.drawn.map((c) => c.id),
				applied: applied.map((c) => c.id),
				mode: p.mode,
				attack: p.attack,
				bonus,
				modified: steps.modified,
				shield: p.shield,
				pierce: p.pierce,
				damage: steps.damage,
				...(p.target !== undefined ? { target: p.target } : {}),
				...(p.hp !== undefined ? { hp: p.hp, hpAfter: steps.hpAfter } : {}),
				reshuffled: o.reshuffled,
				...(pair
					? {
							compared: {
								between: [pair.between[0].id, pair.between[1].id] as [string, string],
								settled:
									p.chosen !== undefined
										? ('chosen' as const)
										: pair.better === null
											? ('unclear' as const)
											: p.mode === 'advantage'
												? ('better' as const)
												: ('worse' as const)
							},
							...(choosable ? { choosable } : {})
						}
					: {})
			};
			if (p.result !== undefined && !sameResult(p.result, last)) return refuse('gloomhaven/result_mismatch');
			return { ...next, lastAttack: last, targets: [...earlier, last], plan: placed.plan };
		}

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
