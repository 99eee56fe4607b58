import { countBy, drawUntil, sortedKey } from '$lib/core/decks';
import type { Condition, ModifierCard } from './card';
import { checkCards } from './cards';
import { int, oneOf, refuse } from './check';
import { effectiveShield, modifiedAttack } from './damage';
import { ATTACK_MODES, EDITIONS, walkUnchecked, type AttackMode, type Edition } from './draw';
import { readingsOf, type Readings } from './readings';
import { cardConditions, cardLabels, cardPierce, effectKeys } from './effects';

export interface AttackOddsOptions {
	/** The attack value before the modifier card (base ± bonuses, after step 1: `stepOne`). */
	attack: number;
	shield?: number;
	/** The attack's pierce; a card's own 貫通 adds to it on the paths where that card applies. */
	pierce?: number;
	mode?: AttackMode;
	edition?: Edition;
	/** The deck's discards, shuffled in if the attack runs the pile out. */
	discards?: readonly ModifierCard[];
	/** The session's reading of the open points (default: the app's). */
	readings?: Partial<Readings>;
}

export interface AttackOdds {
	/** Damage → its exact probability, ascending by damage; only damages that can happen; sums to 1. */
	distribution: Map<number, number>;
	/** P(damage ≥ h): the chance to kill a target with h hit points left (1 for h ≤ 0). */
	atLeast(h: number): number;
	expected: number;
	/** Each condition the applied cards can give the target → its exact probability (none: empty). */
	conditions: Map<Condition, number>;
	/** Each effect the app does not count (a label) → the probability an applied card carries it. */
	labels: Map<string, number>;
}

/**
 * Cards that act alike in an attack are one kind: value, rolling and added effects — pierce,
 * conditions, labels (the comparison reads them all). Id, kind and the shuffle icon change
 * nothing in the damage.
 */
function kindOf(card: ModifierCard): string {
	return JSON.stringify([card.value, card.rolling === true, effectKeys(card).sort()]);
}

/**
 * 次の攻撃のダメージ分布 — the exact distribution of the damage the next attack deals, given the
 * cards in the draw pile (in unknown order) and the discards that an attack running the pile
 * out shuffles in (cards taken by this attack are not among them). Enumerated over card kinds
 * with `core/decks` (draws without replacement, rolling chains included), never simulated.
 * Each path is settled by the same rules as `resolveDraw`, so the odds and a real draw agree.
 */
export function attackOdds(deck: readonly ModifierCard[], options: AttackOddsOptions): AttackOdds {
	const fn = 'attackOdds';
	checkCards(fn, 'deck', deck);
	if (typeof options !== 'object' || options === null)
		refuse(fn, 'options', 'must be { attack, shield, pierce, mode, edition, discards }');
	const { attack, shield = 0, pierce = 0, mode = 'normal', edition = '1e', discards = [] } = options;
	const readings = readingsOf(fn, options.readings);
	int(fn, 'attack', attack);
	effectiveShield(shield, pierce, fn);
	oneOf(fn, 'mode', mode, ATTACK_MODES);
	oneOf(fn, 'edition', edition, EDITIONS);
	checkCards(fn, 'discards', discards);
	if (deck.length + discards.length === 0) refuse(fn, 'deck', 'is empty and so are the discards: nothing to draw');

	const cardOf = new Map<string, ModifierCard>();
	for (const c of [...deck, ...discards]) if (!cardOf.has(kindOf(c))) cardOf.set(kindOf(c), c);
	const cards = (seq: readonly string[]) => seq.map((k) => cardOf.get(k) as ModifierCard);

	// While an attack is unsettled, the order of the cards taken so far no longer matters (all
	// rolling, or rolling plus the one card awaiting its comparison), so those paths merge.
	const paths = drawUntil(
		countBy(deck, kindOf),
		(seq) => walkUnchecked(cards(seq), mode, edition, attack, readings).complete,
		{
			refill: countBy(discards, kindOf),
			key: sortedKey
		}
	);

	const byDamage = new Map<number, number>();
	const conditions = new Map<Condition, number>();
	const labels = new Map<string, number>();
	const add = <K>(m: Map<K, number>, k: K, p: number) => m.set(k, (m.get(k) ?? 0) + p);
	for (const p of paths) {
		const { applied } = walkUnchecked(cards(p.sequence), mode, edition, attack, readings);
		const armour = effectiveShield(shield, pierce + cardPierce(applied));
		const damage = Math.max(0, Math.max(0, modifiedAttack(attack, applied)) - armour);
		add(byDamage, damage, p.probability);
		for (const c of cardConditions(applied)) add(conditions, c, p.probability);
		for (const l of new Set(cardLabels(applied))) add(labels, l, p.probability);
	}
	const distribution = new Map([...byDamage].filter(([, p]) => p > 0).sort(([a], [b]) => a - b));
	let expected = 0;
	for (const [d, p] of distribution) expected += d * p;
	const clamp = <K>(m: Map<K, number>) => new Map([...m].filter(([, p]) => p > 0).map(([k, p]) => [k, Math.min(1, p)]));
	return {
		distribution,
		expected,
		conditions: clamp(conditions),
		labels: clamp(labels),
		atLeast(h: number) {
			if (typeof h !== 'number' || Number.isNaN(h)) refuse('atLeast', 'h', `must be a number, got ${String(h)}`);
			if (h <= 0) return 1;
			let p = 0;
			for (const [d, q] of distribution) if (d >= h) p += q;
			return Math.min(1, p);
		}
	};
}
