import type { ModifierCard } from './card';
import { checkCards } from './cards';
import { int, oneOf, refuse } from './check';
import { effectKeys, hasEffects } from './effects';
import { DEFAULT_READINGS, readingsOf, type Readings } from './readings';

/** 通常 / 有利 / 不利. */
export type AttackMode = 'normal' | 'advantage' | 'disadvantage';
/** '1e' — Gloomhaven 1st edition (the seed); '2e' — Frosthaven and Gloomhaven 2nd edition advantage. */
export type Edition = '1e' | '2e';

export const ATTACK_MODES: readonly AttackMode[] = ['normal', 'advantage', 'disadvantage'];
export const EDITIONS: readonly Edition[] = ['1e', '2e'];

export interface DrawResolution {
	/** How many cards the attack took off the top. */
	consumed: number;
	/** The cards whose effects apply, in the order they were taken. */
	applied: ModifierCard[];
}

/** The attack value a card would give on top of `base` (the attack plus rolling cards already applied); null is the lowest of all. */
function valueOn(card: ModifierCard, base: number): number {
	if (card.value === 'null') return -Infinity;
	if (card.value === 'x2') return 2 * base;
	return base + card.value;
}

/** Every effect of `lower` is also on `higher` (as a multiset: pierce, conditions, labels). */
function effectsWithin(lower: ModifierCard, higher: ModifierCard): boolean {
	const left = effectKeys(higher);
	for (const e of effectKeys(lower)) {
		const i = left.indexOf(e);
		if (i < 0) return false;
		left.splice(i, 1);
	}
	return true;
}

/**
 * Which of two cards is better (より効果がポジティブ) on top of `base`: 'first', 'second', or
 * 'unclear' (the seed: どちらのカードが良いか曖昧な場合、最初に引いたカードを使用する).
 * - a null card is the lowest of all, whatever it carries;
 * - equal values: a card with added effects beats one without (すべての追加効果は数値よりプラス
 *   のものとして扱う); effects on both or on neither → unclear;
 * - different values: the higher wins when the lower has no added effect; a higher value
 *   against an added effect → unclear; both with effects → the session's reading of open point
 *   `tie_effects_both` (default: the higher wins when it carries every effect of the lower).
 */
export function compareCards(
	first: ModifierCard,
	second: ModifierCard,
	base: number,
	readings: Pick<Readings, 'tie_effects_both'> = DEFAULT_READINGS
): 'first' | 'second' | 'unclear' {
	const a = valueOn(first, base);
	const b = valueOn(second, base);
	if (first.value === 'null' && second.value !== 'null') return 'second';
	if (second.value === 'null' && first.value !== 'null') return 'first';
	if (a === b) {
		const ea = hasEffects(first);
		if (ea === hasEffects(second)) return 'unclear';
		return ea ? 'first' : 'second';
	}
	const [higher, lower, winner] = a > b ? [first, second, 'first' as const] : [second, first, 'second' as const];
	if (!hasEffects(lower)) return winner;
	if (!hasEffects(higher)) return 'unclear';
	const reading = readings.tie_effects_both;
	if (reading === 'higher_value') return winner;
	if (reading === 'always_first') return 'unclear';
	return effectsWithin(lower, higher) ? winner : 'unclear';
}

/** The better (advantage) or worse (disadvantage) of two cards by `verdict`; an unclear pair → the first taken. */
function pick(first: ModifierCard, second: ModifierCard, verdict: 'first' | 'second' | 'unclear', mode: AttackMode) {
	if (verdict === 'unclear') return first;
	const better = verdict === 'first' ? first : second;
	const worse = verdict === 'first' ? second : first;
	return mode === 'disadvantage' ? worse : better;
}

const numberOf = (c: ModifierCard) => (typeof c.value === 'number' ? c.value : 0);

interface Walk extends DrawResolution {
	/** The rule was satisfied; false when the sequence ran out first. */
	complete: boolean;
	/** Advantage or disadvantage that compared two cards: their places in the sequence and the verdict. */
	compared?: { at: [number, number]; verdict: 'first' | 'second' | 'unclear'; base: number };
}

/**
 * The draw rules, walked over the cards in the order they come off the top. A sequence that
 * ends before the rule is satisfied (pile and discards both ran out) resolves by the session's
 * reading of open point `deck_runs_dry`: by default with the cards taken — every taken card
 * applies, except under disadvantage, where rolling cards are ignored; or with no modifier.
 */
function walk(
	seq: readonly ModifierCard[],
	mode: AttackMode,
	edition: Edition,
	attack: number,
	readings: Readings = DEFAULT_READINGS
): Walk {
	const n = seq.length;
	const rolling = (i: number) => seq[i]?.rolling === true;
	const firstNonRolling = (from: number) => {
		for (let i = from; i < n; i++) if (!rolling(i)) return i;
		return -1;
	};
	const dry = (): Walk => ({
		consumed: n,
		applied:
			readings.deck_runs_dry === 'no_modifier'
				? []
				: mode === 'disadvantage'
					? seq.filter((c) => c.rolling !== true)
					: [...seq],
		complete: false
	});
	const done = (consumed: number, applied: ModifierCard[]): Walk => ({ consumed, applied, complete: true });
	/** The better or worse of the cards at i and i + 1 on `base`, remembered for the screen. */
	const choose = (i: number, base: number) => {
		const [a, b] = [seq[i] as ModifierCard, seq[i + 1] as ModifierCard];
		const verdict = compareCards(a, b, base, readings);
		const compared = { at: [i, i + 1] as [number, number], verdict, base };
		return { card: pick(a, b, verdict, mode), compared };
	};

	if (mode === 'normal') {
		// 通常: take one; while it is rolling take another; all apply.
		const j = firstNonRolling(0);
		return j < 0 ? dry() : done(j + 1, seq.slice(0, j + 1));
	}
	if (edition === '1e') {
		if (n < 2) return dry();
		const [a, b] = seq as [ModifierCard, ModifierCard];
		const ra = rolling(0);
		const rb = rolling(1);
		// Neither rolling: the better (有利) or worse (不利) of the two.
		if (!ra && !rb) {
			const { card, compared } = choose(0, attack);
			return { ...done(2, [card]), compared };
		}
		// Exactly one rolling: 有利 — its effect is added to the other card (both apply);
		// 不利 — その連続修正カードの効果は無視する (only the other applies).
		if (ra !== rb) return done(2, mode === 'advantage' ? [a, b] : [ra ? b : a]);
		// Both rolling: take until a card that is not rolling; 有利 — all apply, 不利 — only that card.
		const j = firstNonRolling(2);
		if (j < 0) return dry();
		return done(j + 1, mode === 'advantage' ? seq.slice(0, j + 1) : [seq[j] as ModifierCard]);
	}
	// 2e: take until a card that is not rolling, then one more (its rolling icon ignored) and
	// compare the last two; under advantage the earlier rolling cards apply on top, under
	// disadvantage they are ignored. A first card that is not rolling is simply followed by one more.
	const j = firstNonRolling(0);
	if (j < 0 || j + 1 >= n) return dry();
	const prior = seq.slice(0, j);
	const base = mode === 'advantage' ? prior.reduce((s, c) => s + numberOf(c), attack) : attack;
	const { card, compared } = choose(j, base);
	return { ...done(j + 2, mode === 'advantage' ? [...prior, card] : [card]), compared };
}

/** The arguments every draw function takes: the cards in order, then how they are drawn. */
type DrawArgs = [
	sequence: readonly ModifierCard[],
	mode: AttackMode,
	edition?: Edition,
	attack?: number,
	readings?: Partial<Readings>
];

function checkDrawArgs(fn: string, ...[sequence, mode, edition = '1e', attack = 0, readings]: DrawArgs) {
	const seq = checkCards(fn, 'sequence', sequence);
	oneOf(fn, 'mode', mode, ATTACK_MODES);
	oneOf(fn, 'edition', edition, EDITIONS);
	int(fn, 'attack', attack);
	return { seq, walked: () => walk(seq, mode, edition, attack, readingsOf(fn, readings)) };
}

/**
 * 攻撃修正カードを引く — which cards an attack takes off the top (`sequence`, in order) and
 * which of them apply. 1st edition, the seed's rules:
 * - normal: take one; while the card taken is rolling, take another; all apply;
 * - advantage: take two; neither rolling → the better; exactly one rolling → both apply;
 *   both rolling → take until a card that is not rolling, all apply;
 * - disadvantage: take two; neither rolling → the worse; exactly one rolling → only the other;
 *   both rolling → take until a card that is not rolling, only that card applies.
 * "Better" compares the attack value each card gives on `attack` plus the rolling cards already
 * applied (`compareCards`). 2e (Frosthaven / Gloomhaven 2nd edition, our notes): see `walk`;
 * a character with advantage may choose either card — this returns the better.
 * `readings`: the session's reading of the open points (`rules/readings.ts`; default the app's).
 * An empty sequence is a RangeError (nothing to draw from).
 */
export function resolveDraw(...args: DrawArgs): DrawResolution {
	const { seq, walked } = checkDrawArgs('resolveDraw', ...args);
	if (seq.length === 0) refuse('resolveDraw', 'sequence', 'is empty: the deck has no cards in its pile or discards');
	const { consumed, applied } = walked();
	return { consumed, applied };
}

/**
 * The two cards an advantage or disadvantage draw compared, and the verdict: `better` is the
 * card that is plainly better (null when they cannot be compared — the seed's 曖昧な場合; in
 * the 2nd edition a character with advantage then picks). Null when the draw compared nothing
 * (normal, a rolling card in a 1st edition pair, a draw that ran dry).
 */
export function comparedCards(
	...args: DrawArgs
): { between: [ModifierCard, ModifierCard]; better: ModifierCard | null; base: number } | null {
	const { seq, walked } = checkDrawArgs('comparedCards', ...args);
	const w = walked();
	if (!w.compared) return null;
	const [i, j] = w.compared.at;
	const between: [ModifierCard, ModifierCard] = [seq[i] as ModifierCard, seq[j] as ModifierCard];
	const v = w.compared.verdict;
	return { between, better: v === 'unclear' ? null : between[v === 'first' ? 0 : 1], base: w.compared.base };
}

/** Whether the cards taken so far settle the attack (a table draw asks for another card until this is true). */
export function drawComplete(sequence: readonly ModifierCard[], mode: AttackMode, edition: Edition = '1e'): boolean {
	return checkDrawArgs('drawComplete', sequence, mode, edition).walked().complete;
}

/**
 * 2nd edition advantage: a character may take either of the two compared cards (monsters take
 * the better, which `resolveDraw` returns). The resolution with `chosenId` — one of the last
 * two cards taken — in place of the better one; the earlier rolling cards still apply.
 * Anything else (1st edition, no advantage, a draw that ran dry, another id) is a RangeError.
 */
export function chooseCard(
	sequence: readonly ModifierCard[],
	chosenId: string,
	attack = 0,
	readings?: Partial<Readings>
): DrawResolution {
	const fn = 'chooseCard';
	const { seq, walked } = checkDrawArgs(fn, sequence, 'advantage', '2e', attack, readings);
	const w = walked();
	if (!w.complete) refuse(fn, 'sequence', 'does not settle a 2nd edition advantage draw, so there is no choice');
	const candidates = seq.slice(w.consumed - 2, w.consumed);
	const chosen = candidates.find((c) => c.id === chosenId);
	if (!chosen) refuse(fn, 'chosenId', `must be ${candidates.map((c) => c.id).join(' or ')}, got ${String(chosenId)}`);
	return { consumed: w.consumed, applied: [...seq.slice(0, w.consumed - 2), chosen] };
}

/**
 * 2nd edition advantage on a character's deck (`choosable`): whether the app asks the player
 * which compared card to use before recording — when the pair cannot be compared, or always by
 * the session's reading of open point `second_edition_choice`.
 */
export function asksPick(choosable: boolean, unclear: boolean, readings?: Partial<Readings>): boolean {
	return choosable && (unclear || readingsOf('asksPick', readings).second_edition_choice === 'always_ask');
}

/** Unchecked walk for the odds, which checks its arguments once. */
export const walkUnchecked = walk;

/**
 * 有利・不利の相殺 — any advantage and any disadvantage cancel, whatever their numbers
 * (それぞれの数によらず打ち消し合って通常の攻撃となる). Count a ranged attack against an
 * adjacent enemy (隣接した敵を遠距離攻撃) as one disadvantage.
 */
export function combineAdvantage(advantages: number, disadvantages: number): AttackMode {
	const a = int('combineAdvantage', 'advantages', advantages, 0);
	const d = int('combineAdvantage', 'disadvantages', disadvantages, 0);
	if (a > 0 && d > 0) return 'normal';
	return a > 0 ? 'advantage' : d > 0 ? 'disadvantage' : 'normal';
}

/**
 * The deck reshuffles at the end of this round: a card with the shuffle icon (the standard
 * ×2 or null) was drawn. Bless and curse cards leave the deck instead and never trigger it.
 */
export function needsReshuffle(drawnThisRound: readonly ModifierCard[]): boolean {
	checkCards('needsReshuffle', 'drawnThisRound', drawnThisRound);
	return drawnThisRound.some((c) => c.shuffle === true && c.kind !== 'bless' && c.kind !== 'curse');
}
