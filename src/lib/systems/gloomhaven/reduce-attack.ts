/**
 * The fold of one `gloomhaven/attackDrawn`: where the draw stands in its attack (a plan of
 * several targets), the cards it took, the damage steps, and the result it recorded checked
 * against what the rules compute. Split from `reducer.ts` by topic.
 */
import { refuse, type Refusal } from '$lib/core/events';
import type { PayloadOf } from './events';
import {
	TableDrawError,
	attackSteps,
	chooseCard,
	comparedCards,
	needsReshuffle,
	repeatedTarget,
	stepOne,
	stepOneChoices,
	tableDraw,
	targetMode,
	type AttackDraw
} from './rules';
import type { AttackPlan, GloomhavenDeck, GloomhavenState, LastAttack } from './state';

type Drawn = PayloadOf<'gloomhaven/attackDrawn'>;
type Result = NonNullable<Drawn['result']>;

/** The result an attackDrawn event records (what the reducer checks on replay). */
export function resultOf(last: LastAttack): Result {
	return {
		applied: last.applied,
		modified: last.modified,
		damage: last.damage,
		...(last.hpAfter !== undefined ? { hpAfter: last.hpAfter } : {}),
		...(last.cardPierce ? { cardPierce: last.cardPierce } : {}),
		...(last.conditions?.length ? { conditions: last.conditions } : {})
	};
}

/** The result an attackDrawn event carries agrees with what the reducer computes. */
function sameResult(r: Result, last: LastAttack): boolean {
	return (
		r.modified === last.modified &&
		r.damage === last.damage &&
		r.hpAfter === last.hpAfter &&
		r.applied.join() === last.applied.join() &&
		(r.cardPierce ?? 0) === (last.cardPierce ?? 0)
	);
}

/** The attack on several targets still in progress (some targets not yet drawn for), or null. */
export function planInProgress(state: GloomhavenState): AttackPlan | null {
	const plan = state.plan;
	return plan && !plan.stopped && state.targets.length < plan.targets.length ? plan : null;
}

/** The mode a plan's target `i` draws at: the attack's, with one more disadvantage for a ranged attack on an adjacent target. */
export function planTargetMode(plan: AttackPlan, i: number) {
	return targetMode(plan.mode, plan.ranged === true && plan.targets[i]?.adjacent === true);
}

/**
 * Where an attackDrawn event stands in its attack: index 0 starts one (with `plan`, an attack on
 * several targets, whose first target the event must match); a later index must be the plan's
 * next target, drawn from the plan's deck with the plan's numbers. Returns the plan after it.
 */
function placeTarget(state: GloomhavenState, p: Drawn): { plan: AttackPlan | null } | Refusal {
	const index = p.index ?? 0;
	if (index === 0) {
		if (!p.plan) return { plan: null };
		const plan: AttackPlan = {
			deck: p.deck,
			attack: p.attack,
			bonus: p.plan.bonus,
			pierce: p.pierce,
			mode: p.plan.mode ?? p.mode,
			...(p.plan.ranged ? { ranged: true } : {}),
			...(p.doubled ? { doubled: true } : {}),
			...(p.order !== undefined ? { order: p.order } : {}),
			targets: p.plan.targets
		};
		const twice = repeatedTarget(plan.targets);
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

/** The event draws for the plan's target `i` with the plan's attack, step 1, pierce and the target's mode. */
function matchesPlan(plan: AttackPlan, i: number, p: Drawn): boolean {
	const t = plan.targets[i];
	return (
		t !== undefined &&
		p.attack === plan.attack &&
		p.pierce === plan.pierce &&
		(p.doubled ?? false) === (plan.doubled ?? false) &&
		p.order === plan.order &&
		p.mode === planTargetMode(plan, i) &&
		(p.rangedAdjacent ?? false) === (plan.ranged === true && t.adjacent === true) &&
		p.shield === t.shield &&
		p.target === t.name &&
		p.hp === t.hp
	);
}

/** How the applied card of a compared pair was settled. */
function settledBy(p: Drawn, better: unknown): NonNullable<LastAttack['compared']>['settled'] {
	if (p.chosen !== undefined) return 'chosen';
	if (better === null) return 'unclear';
	return p.mode === 'advantage' ? 'better' : 'worse';
}

/** Folds one attackDrawn event: the deck after the draw, this target's result, the plan. */
export function reduceAttackDrawn(state: GloomhavenState, p: Drawn): GloomhavenState | Refusal {
	const deck = state.decks.find((d) => d.id === p.deck);
	if (!deck) return refuse('gloomhaven/unknown_deck', { deck: p.deck });
	const index = p.index ?? 0;
	const placed = placeTarget(state, p);
	if ('refusal' in placed) return placed;
	const earlier = index === 0 ? [] : state.targets.slice(0, index);
	if (p.target !== undefined && earlier.some((t) => t.target === p.target))
		return refuse('gloomhaven/target_twice', { target: p.target });
	const bonus = p.bonus ?? 0;
	if (p.doubled && p.order === undefined && stepOneChoices(p.attack, bonus) !== null)
		return refuse('gloomhaven/order_needed');
	const beforeCard = stepOne({ attack: p.attack, bonus, doubled: p.doubled, order: p.order });
	let o: AttackDraw;
	try {
		o = tableDraw({ pile: deck.pile, discards: deck.discards, removed: [] }, p.cards, {
			mode: p.mode,
			edition: state.edition,
			attack: beforeCard,
			readings: state.readings
		});
	} catch (e) {
		if (e instanceof TableDrawError) return refuse(`gloomhaven/${e.code}`, { deck: deck.name, ...e.params });
		throw e;
	}
	let applied = o.applied;
	const choosable = state.edition === '2e' && p.mode === 'advantage' && deck.owner !== 'monster';
	const pair = comparedCards(o.drawn, p.mode, state.edition, beforeCard, state.readings);
	if (p.chosen !== undefined) {
		if (state.edition !== '2e' || p.mode !== 'advantage') return refuse('gloomhaven/no_choice');
		if (deck.owner === 'monster') return refuse('gloomhaven/monster_takes_better');
		try {
			applied = chooseCard(o.drawn, p.chosen, beforeCard, state.readings).applied;
		} catch (e) {
			if (e instanceof RangeError) return refuse('gloomhaven/not_a_choice', { card: p.chosen });
			throw e;
		}
	}
	const after: GloomhavenDeck = {
		...deck,
		pile: [...o.deck.pile],
		discards: [...o.deck.discards],
		reshuffleDue: deck.reshuffleDue || needsReshuffle(o.drawn)
	};
	const steps = attackSteps({
		attack: p.attack,
		bonus,
		doubled: p.doubled,
		order: p.order,
		applied,
		shield: p.shield,
		pierce: p.pierce,
		extraShield: p.extraShield,
		reduction: p.reduction,
		hp: p.hp
	});
	const last: LastAttack = {
		deck: p.deck,
		source: p.source,
		drawn: o.drawn.map((c) => c.id),
		applied: applied.map((c) => c.id),
		mode: p.mode,
		...(p.rangedAdjacent ? { rangedAdjacent: true } : {}),
		attack: p.attack,
		bonus,
		...(p.doubled ? { doubled: true, beforeCard } : {}),
		...(p.order !== undefined ? { order: p.order } : {}),
		modified: steps.modified,
		shield: p.shield,
		pierce: p.pierce,
		...(steps.cardPierce ? { cardPierce: steps.cardPierce } : {}),
		...(p.extraShield ? { extraShield: p.extraShield } : {}),
		...(steps.reduction ? { reduction: steps.reduction } : {}),
		armour: steps.shield,
		damage: steps.damage,
		...(steps.conditions ? { conditions: steps.conditions } : {}),
		...(steps.labels ? { labels: steps.labels } : {}),
		...(p.target !== undefined ? { target: p.target } : {}),
		...(p.hp !== undefined ? { hp: p.hp, hpAfter: steps.hpAfter } : {}),
		reshuffled: o.reshuffled,
		...(pair
			? {
					compared: {
						between: [pair.between[0].id, pair.between[1].id] as [string, string],
						settled: settledBy(p, pair.better)
					},
					...(choosable ? { choosable } : {})
				}
			: {})
	};
	if (p.result !== undefined && !sameResult(p.result, last)) return refuse('gloomhaven/result_mismatch');
	return {
		...state,
		decks: state.decks.map((d) => (d.id === deck.id ? after : d)),
		lastAttack: last,
		targets: [...earlier, last],
		plan: placed.plan
	};
}
