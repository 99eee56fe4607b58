/**
 * Setup and the planet phase (§3.1, §4.1): the deal's composition, silhouettes and their
 * rebalance, the end of the planet phase and the EVIL flips.
 */
import { alignment, int, refuse, type Alignment } from './args';

// ---------------------------------------------------------------------------------------------
// Planet phase (§4.1)
// ---------------------------------------------------------------------------------------------

/** 惑星編の終了 — all 36 planet cards face up or destroyed, or someone holds 3 info cards' worth. */
export const PLANET_CARDS = 36;
export const INFO_CARDS_TO_END_PLANET_PHASE = 3;

/**
 * §4.1 「6惑星36枚の惑星カードが全て表/破壊されている」 or 「情報カードを3枚分集めたキャラクター
 * (パーティー)がいる」.
 * @param cardsFaceUpOrDestroyed 0..36   @param mostInfoCards the largest count held by a character or party
 */
export function planetPhaseOver(cardsFaceUpOrDestroyed: number, mostInfoCards: number): boolean {
	int('planetPhaseOver', 'cardsFaceUpOrDestroyed', cardsFaceUpOrDestroyed, 0, PLANET_CARDS);
	int('planetPhaseOver', 'mostInfoCards', mostInfoCards, 0);
	return cardsFaceUpOrDestroyed === PLANET_CARDS || mostInfoCards >= INFO_CARDS_TO_END_PLANET_PHASE;
}

/**
 * Planet cards each EVIL silhouette turns at the end of the planet phase — §4.1
 * 「惑星カードを(配置惑星カード÷2÷G・Sシルエット)枚めくる(端数切り上げ)」. Integer arithmetic,
 * so no floating-point rounding. What counts as "placed" is open point `evil_flip_inputs`.
 * @param placedPlanetCards 配置惑星カード (≥ 0)   @param goodSpecialSilhouettes G・Sシルエット (≥ 1)
 */
export function evilFlipCount(placedPlanetCards: number, goodSpecialSilhouettes: number): number {
	int('evilFlipCount', 'placedPlanetCards', placedPlanetCards, 0);
	int('evilFlipCount', 'goodSpecialSilhouettes', goodSpecialSilhouettes, 1);
	const divisor = 2 * goodSpecialSilhouettes;
	return Math.floor((placedPlanetCards + divisor - 1) / divisor);
}

// ---------------------------------------------------------------------------------------------
// Setup (§3.1): composition, silhouettes
// ---------------------------------------------------------------------------------------------

/** アライメント: GOOD 善, EVIL 悪, SPECIAL 中立. */
export type CompositionProblemCode =
	| 'locke/composition_no_l'
	| 'locke/composition_many_l'
	| 'locke/composition_good_evil_unequal'
	| 'locke/composition_too_many_special';

export interface CompositionProblem {
	code: CompositionProblemCode;
	params: Record<string, number>;
}

/**
 * Checks a deal of characters — §3.1 「(L)キャラクターは必ず1枚だけ含まれる・GOODとEVILは同数である。
 * ・SPECIALは同数かそれ以下である」. The (L) character counts under its own alignment. "同数" for
 * SPECIAL is read as "the GOOD (= EVIL) count" (open point `composition_special`). Returns every
 * problem found; an empty array means the deal is valid.
 */
export function checkComposition(characters: readonly { alignment: Alignment; isL?: boolean }[]): CompositionProblem[] {
	const count = { GOOD: 0, EVIL: 0, SPECIAL: 0 };
	let l = 0;
	characters.forEach((c, i) => {
		count[alignment('checkComposition', `characters[${i}].alignment`, c.alignment)] += 1;
		if (c.isL === true) l += 1;
	});
	const problems: CompositionProblem[] = [];
	if (l === 0) problems.push({ code: 'locke/composition_no_l', params: { count: 0 } });
	if (l > 1) problems.push({ code: 'locke/composition_many_l', params: { count: l } });
	if (count.GOOD !== count.EVIL)
		problems.push({ code: 'locke/composition_good_evil_unequal', params: { good: count.GOOD, evil: count.EVIL } });
	const maxSpecial = Math.min(count.GOOD, count.EVIL);
	if (count.SPECIAL > maxSpecial)
		problems.push({ code: 'locke/composition_too_many_special', params: { special: count.SPECIAL, max: maxSpecial } });
	return problems;
}

/** What a silhouette must be, given the playing card dealt for it. */
export type SilhouetteConstraint = 'own_name' | 'own_alignment' | 'free';

/**
 * §3.1 「配られたトランプがエースだった場合、自分のキャラクターと同じ名前のシルエットを必ず選ばなくては
 * ならない。…数字が10だった場合、自分の現在のアライメントと同じアライメントであるシルエットを必ず選ばなく
 * てはならない。それら以外の場合…自由に選んでよい」. Same rule on the redeal.
 * @param rank 1 (ace) … 13 (king)
 */
export function silhouetteConstraint(rank: number): SilhouetteConstraint {
	return rankRule('silhouetteConstraint', rank);
}

function rankRule(fn: string, rank: number): SilhouetteConstraint {
	int(fn, 'rank', rank, 1, 13, 'a playing card, ace = 1');
	return rank === 1 ? 'own_name' : rank === 10 ? 'own_alignment' : 'free';
}

/** Is this silhouette a legal choice for this character and playing card? (see `silhouetteConstraint`) */
export function silhouetteChoiceAllowed(
	rank: number,
	character: { name: string; alignment: Alignment },
	silhouette: { name: string; alignment: Alignment }
): boolean {
	const fn = 'silhouetteChoiceAllowed';
	const rule = rankRule(fn, rank);
	alignment(fn, 'character.alignment', character.alignment);
	alignment(fn, 'silhouette.alignment', silhouette.alignment);
	if (rule === 'own_name') return silhouette.name === character.name;
	if (rule === 'own_alignment') return silhouette.alignment === character.alignment;
	return true;
}

/** §3.1 「GOOD・SPECIALならば、基地侵略側に、EVILならば基地防衛側になる」. */
export function silhouetteSide(silhouette: Alignment): Side {
	return alignment('silhouetteSide', 'silhouette', silhouette) === 'EVIL' ? 'defenders' : 'invaders';
}

export type Side = 'invaders' | 'defenders';

/** What the reveal fix-up asks for next. */
export interface SilhouetteRebalance {
	/** the side with fewer characters than EVIL sheets dealt, if any */
	shortSide: Side | null;
	/** the other side, whose characters change or get a new playing card */
	largerSide: Side | null;
	action: 'none' | 'larger_side_may_change' | 'redeal_to_larger_side' | 'unresolved';
}

/** Where the reveal procedure stands when `silhouetteRebalance` is asked. */
export type RebalanceStage = 'revealed' | 'after_change' | 'after_redeal';

/**
 * The seed's fix-up after silhouettes are revealed (§3.1): if invaders or defenders number fewer
 * than the EVIL character sheets dealt, first 「多い方のキャラクターはシルエットを変更することが
 * できる」 (voluntary); if still short, 「人数が多い方のキャラクター全員にもう一度トランプを配る」 (ace
 * and 10 then force a change, `silhouetteConstraint`). After the redeal the seed says nothing more:
 * `'unresolved'` (open point `silhouette_still_short`).
 * With GOOD = EVIL, invaders + defenders ≥ 2 × EVIL sheets, so at most one side is short and the
 * other is strictly larger; fewer players than that is refused.
 */
export function silhouetteRebalance(args: {
	invaders: number;
	defenders: number;
	evilSheetsDealt: number;
	stage?: RebalanceStage;
}): SilhouetteRebalance {
	const fn = 'silhouetteRebalance';
	const { invaders, defenders, evilSheetsDealt, stage = 'revealed' } = args;
	int(fn, 'invaders', invaders, 0);
	int(fn, 'defenders', defenders, 0);
	int(fn, 'evilSheetsDealt', evilSheetsDealt, 0);
	if (stage !== 'revealed' && stage !== 'after_change' && stage !== 'after_redeal')
		refuse(fn, 'stage', `must be 'revealed', 'after_change' or 'after_redeal', got ${String(stage)}`);
	if (invaders + defenders < 2 * evilSheetsDealt)
		refuse(
			fn,
			'evilSheetsDealt',
			`${evilSheetsDealt} needs at least ${2 * evilSheetsDealt} players (GOOD = EVIL), got ${invaders + defenders}`
		);
	const shortSide: Side | null =
		invaders < evilSheetsDealt ? 'invaders' : defenders < evilSheetsDealt ? 'defenders' : null;
	if (shortSide === null) return { shortSide: null, largerSide: null, action: 'none' };
	const largerSide: Side = shortSide === 'invaders' ? 'defenders' : 'invaders';
	const action: SilhouetteRebalance['action'] =
		stage === 'revealed' ? 'larger_side_may_change' : stage === 'after_change' ? 'redeal_to_larger_side' : 'unresolved';
	return { shortSide, largerSide, action };
}
