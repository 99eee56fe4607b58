/**
 * Exact draw odds over a multiset without replacement.
 *
 * A pile is described by card *kinds* with counts (`Counts`: kind id → how many), never by its
 * cards one by one: identical cards are interchangeable, so the enumeration branches once per
 * kind with probability count / remaining instead of once per card. A 20–40 card deck with a
 * handful of kinds stays a few hundred branches per card drawn, where permuting the cards
 * would be 20! orders.
 *
 * "Exact" means enumerated, never sampled; probabilities are products of count ratios in
 * double precision (rounding error around 1e-15).
 */

/** Kind id → number of cards of that kind. Counts must be integers ≥ 0. */
export type Counts = ReadonlyMap<string, number>;

/** One way the draws can go, and how likely it is. */
export interface DrawPath {
	/** Kind ids in the order they were drawn. */
	sequence: string[];
	probability: number;
	/** The pile ran out and the refill (discards) was shuffled in during these draws. */
	reshuffled: boolean;
	/** Every card ran out before the stopping rule was met (pile and refill both empty). */
	exhausted: boolean;
}

export interface DrawUntilOptions {
	/** Cards shuffled in, once, when the pile runs out (the discards). Cards drawn meanwhile are not in it. */
	refill?: Counts;
	/**
	 * Speed-up: unfinished paths with the same key (and the same cards left) are merged into
	 * one, keeping the first path's sequence. Give a key only when the stopping rule, and what
	 * the caller reads from a finished path, depend on an unfinished sequence through that key
	 * alone — e.g. `sortedKey` when the order of the cards drawn so far does not matter.
	 */
	key?: (sequence: readonly string[]) => string;
}

/** Groups items by kind: the `Counts` of a list of cards. */
export function countBy<T>(items: readonly T[], kindOf: (item: T) => string): Map<string, number> {
	const counts = new Map<string, number>();
	for (const item of items) {
		const k = kindOf(item);
		counts.set(k, (counts.get(k) ?? 0) + 1);
	}
	return counts;
}

/** A merge key that ignores order: the sorted kind ids. */
export function sortedKey(sequence: readonly string[]): string {
	return JSON.stringify([...sequence].sort());
}

function checkCounts(fn: string, arg: string, counts: Counts): number {
	let total = 0;
	for (const [kind, n] of counts) {
		if (!Number.isInteger(n) || n < 0)
			throw new RangeError(`${fn}: ${arg} count of ${JSON.stringify(kind)} must be an integer ≥ 0, got ${String(n)}`);
		total += n;
	}
	return total;
}

interface Node {
	sequence: string[];
	probability: number;
	left: Map<string, number>;
	total: number;
	reshuffled: boolean;
}

const countsKey = (left: Map<string, number>, kinds: readonly string[]) => kinds.map((k) => left.get(k) ?? 0).join(',');

/**
 * Every way of drawing from `pile` until `done(sequence)` holds, with its probability.
 * `done` is asked after each card (and once before the first: `done([])` means no draw);
 * it must not depend on anything but the sequence. When the pile runs out the `refill` is
 * shuffled in once; if that runs out too the path ends `exhausted`. Paths are returned with
 * probabilities summing to 1.
 */
export function drawUntil(
	pile: Counts,
	done: (sequence: readonly string[]) => boolean,
	options: DrawUntilOptions = {}
): DrawPath[] {
	const total = checkCounts('drawUntil', 'pile', pile);
	const refill = options.refill ?? new Map<string, number>();
	const refillTotal = checkCounts('drawUntil', 'refill', refill);
	const kinds = [...new Set([...pile.keys(), ...refill.keys()])];
	const finished: DrawPath[] = [];
	if (done([])) return [{ sequence: [], probability: 1, reshuffled: false, exhausted: false }];

	let layer: Node[] = [{ sequence: [], probability: 1, left: new Map(pile), total, reshuffled: false }];
	while (layer.length > 0) {
		const next = new Map<string, Node>();
		const unmerged: Node[] = [];
		for (let node of layer) {
			if (node.total === 0) {
				if (node.reshuffled || refillTotal === 0) {
					finished.push({
						sequence: node.sequence,
						probability: node.probability,
						reshuffled: node.reshuffled,
						exhausted: true
					});
					continue;
				}
				node = { ...node, left: new Map(refill), total: refillTotal, reshuffled: true };
			}
			for (const [kind, n] of node.left) {
				if (n === 0) continue;
				const sequence = [...node.sequence, kind];
				const probability = (node.probability * n) / node.total;
				if (done(sequence)) {
					finished.push({ sequence, probability, reshuffled: node.reshuffled, exhausted: false });
					continue;
				}
				const left = new Map(node.left).set(kind, n - 1);
				const child: Node = { sequence, probability, left, total: node.total - 1, reshuffled: node.reshuffled };
				if (!options.key) {
					unmerged.push(child);
					continue;
				}
				const id = `${child.reshuffled ? 1 : 0}|${countsKey(left, kinds)}|${options.key(sequence)}`;
				const seen = next.get(id);
				if (seen) seen.probability += probability;
				else next.set(id, child);
			}
		}
		layer = options.key ? [...next.values()] : unmerged;
	}
	return finished;
}

/**
 * The next `k` cards in order, every possible sequence of kinds with its probability
 * (e.g. two ordered cards for a check, k = 2). `k` larger than the pile is a RangeError.
 */
export function nextCards(pile: Counts, k: number): DrawPath[] {
	const total = checkCounts('nextCards', 'pile', pile);
	if (!Number.isInteger(k) || k < 0 || k > total)
		throw new RangeError(`nextCards: k must be an integer from 0 to ${total} (the pile), got ${String(k)}`);
	return drawUntil(pile, (s) => s.length >= k);
}

/**
 * The next `k` cards as a hand, order ignored (e.g. how many C cards of a colour a deal
 * brings): each multiset of kinds once, its `sequence` sorted, with its probability (the
 * multivariate hypergeometric distribution). Far fewer paths than `nextCards` for large k.
 */
export function nextHand(pile: Counts, k: number): DrawPath[] {
	const total = checkCounts('nextHand', 'pile', pile);
	if (!Number.isInteger(k) || k < 0 || k > total)
		throw new RangeError(`nextHand: k must be an integer from 0 to ${total} (the pile), got ${String(k)}`);
	const hands = new Map<string, DrawPath>();
	for (const p of drawUntil(pile, (s) => s.length >= k, { key: sortedKey })) {
		const sequence = [...p.sequence].sort();
		const id = JSON.stringify(sequence);
		const seen = hands.get(id);
		if (seen) seen.probability += p.probability;
		else hands.set(id, { ...p, sequence });
	}
	return [...hands.values()];
}

/** The distribution of `value(path)` over the paths: value → probability (values with no weight are left out). */
export function tally<V>(paths: readonly DrawPath[], value: (path: DrawPath) => V): Map<V, number> {
	const out = new Map<V, number>();
	for (const p of paths) {
		if (p.probability === 0) continue;
		const v = value(p);
		out.set(v, (out.get(v) ?? 0) + p.probability);
	}
	return out;
}

/** P(predicate) over the paths. */
export function probabilityOf(paths: readonly DrawPath[], predicate: (path: DrawPath) => boolean): number {
	let p = 0;
	for (const path of paths) if (predicate(path)) p += path.probability;
	return p;
}
