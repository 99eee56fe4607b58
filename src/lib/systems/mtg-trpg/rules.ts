/**
 * 「MTGでTRPG」 (Magic: The Gathering played as a TRPG) — the combat part's arithmetic: enemy
 * handicaps, library-out counting, escape and horde checks, and the 行動判定 (check) with its exact
 * odds from a deck list. Seed `004_32997888c68f1437.txt` (the 2016-10 combat rules, with later
 * edits kept inline); the check itself is defined on another page of the same blog, summarised in
 * our notes `other-systems.md`, System D. Where the seed keeps two rule versions, or is silent,
 * the choices are in `data/open-points.ts` and the functions here take the chosen reading.
 *
 * Pure: no Svelte, storage or randomness — callers reveal cards and pass them. Every argument is
 * checked; a bad one throws a RangeError naming the function and the argument.
 *
 * Glossary (Japanese term → name in code)
 *   行動判定 → check            目標値 → target            達成値 → achievement
 *   成功度 → margin             難易度 → difficulty        マナ総量 / 点数で見たマナ・コスト → mv
 *   (判定の) 色 → check colour   友好色 / 対抗色 → allied / enemy colour
 *   自動成功・自動失敗 (指定カード) → auto 'success' / 'fail' (designated cards)
 *   ハンデ → handicap           準備ターン → preparation turn (prepTurn)
 *   ライブラリーアウト → library out      大群デッキ → horde      逃げる判定 / 逃亡 → escape
 *   瞬発の赤判定 → red reflex check       代表者 → representative   リセット → reset
 */

// ---------------------------------------------------------------------------------------------
// Argument checking
// ---------------------------------------------------------------------------------------------

function int(fn: string, arg: string, value: unknown, min: number, max = Infinity): number {
	if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
	const range = max === Infinity ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`;
	throw new RangeError(`${fn}: ${arg} must be ${range}, got ${String(value)}`);
}

function refuse(fn: string, arg: string, reason: string): never {
	throw new RangeError(`${fn}: ${arg} ${reason}`);
}

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

/** White, blue, black, red, green, in the order of the colour wheel (WUBRG). */
export type Colour = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLOURS: readonly Colour[] = Object.freeze(['W', 'U', 'B', 'R', 'G']);

/** Basic land types; 「基本土地タイプは色として扱う」 (Mountain = red; a Steam Vents, Island Mountain, is blue and red). */
export type BasicLandType = 'Plains' | 'Island' | 'Swamp' | 'Mountain' | 'Forest';
export const LAND_COLOUR: Readonly<Record<BasicLandType, Colour>> = Object.freeze({
	Plains: 'W',
	Island: 'U',
	Swamp: 'B',
	Mountain: 'R',
	Forest: 'G'
});

/** A card's colours: colour letters and/or basic land types; empty = colourless. */
export type CardColours = readonly (Colour | BasicLandType)[];

/** The highest mana value the app accepts (Draco is 16). */
export const MAX_MV = 16;
/** 「難易度の最大数4は超えない」 (escape; the horde check's difficulty takes the same cap). */
export const MAX_DIFFICULTY = 4;
/** Highest difficulty a GM may set for a check (the notes give about 0–8); a typo guard. */
export const MAX_CHECK_DIFFICULTY = 20;
/** Colour bonus for a card of the check's colour / an allied colour (notes, System D). */
export const SAME_COLOUR_BONUS = 5;
export const ALLIED_COLOUR_BONUS = 3;
/** At most three designated cards (「指定カードを3枚」). */
export const MAX_DESIGNATED = 3;

function colourOf(fn: string, arg: string, c: unknown): Colour {
	if (typeof c === 'string' && (COLOURS as readonly string[]).includes(c)) return c as Colour;
	if (typeof c === 'string' && c in LAND_COLOUR) return LAND_COLOUR[c as BasicLandType];
	return refuse(fn, arg, `must be a colour (W, U, B, R, G) or a basic land type, got ${String(c)}`);
}

/** Allied pairs sit next to each other on the wheel: W–U, U–B, B–R, R–G, G–W. */
export function allied(a: Colour, b: Colour): boolean {
	const d = Math.abs(COLOURS.indexOf(a) - COLOURS.indexOf(b));
	return d === 1 || d === 4;
}

/**
 * How a colourless check (`checkColour` null) scores a card: 'none' (+0 for every card — the
 * notes' "colourless = pure luck", the default) or 'colourless-cards' (+5 for a colourless card,
 * as "the same colour"). Open point `colourless_check_bonus`.
 */
export type ColourlessCheckBonus = 'none' | 'colourless-cards';

/**
 * The colour bonus a revealed second card adds: +5 when it has the check's colour, +3 when it has
 * a colour allied to it, +0 otherwise (enemy colours, colourless); a multicolour card takes its
 * best bonus; a basic land type counts as its colour. `checkColour` null is a colourless check.
 */
export function colourBonus(
	checkColour: Colour | null,
	cardColours: CardColours,
	colourlessCheck: ColourlessCheckBonus = 'none'
): number {
	const fn = 'colourBonus';
	if (checkColour !== null) colourOf(fn, 'checkColour', checkColour);
	if (!Array.isArray(cardColours)) refuse(fn, 'cardColours', `must be a list, got ${String(cardColours)}`);
	const colours = cardColours.map((c, k) => colourOf(fn, `cardColours[${k}]`, c));
	if (colourlessCheck !== 'none' && colourlessCheck !== 'colourless-cards')
		refuse(fn, 'colourlessCheck', `must be 'none' or 'colourless-cards'`);
	if (checkColour === null)
		return colourlessCheck === 'colourless-cards' && colours.length === 0 ? SAME_COLOUR_BONUS : 0;
	if (colours.includes(checkColour)) return SAME_COLOUR_BONUS;
	if (colours.some((c) => allied(c, checkColour))) return ALLIED_COLOUR_BONUS;
	return 0;
}

// ---------------------------------------------------------------------------------------------
// Enemies: handicaps, library out, escape, horde
// ---------------------------------------------------------------------------------------------

export interface Handicap {
	openingHand: number;
	life: number;
	/** 「準備のための1ターン」: the enemy cannot attack PCs and PCs are unaffected by its spells. */
	prepTurn: boolean;
	maxHand: number;
}

/**
 * A deck enemy's handicaps: 「PCが2人以上戦闘に参加する場合、敵は以下の3点のハンデ」 — opening hand 9,
 * life 40, a preparation turn, and 「敵の手札の上限は9枚」. Otherwise the normal MTG 7 / 20 / 7.
 */
export function enemyHandicap(pcCount: number): Handicap {
	return int('enemyHandicap', 'pcCount', pcCount, 1) >= 2
		? { openingHand: 9, life: 40, prepTurn: true, maxHand: 9 }
		: { openingHand: 7, life: 20, prepTurn: false, maxHand: 7 };
}

/** 敵: a deck, a horde deck (大群デッキ), or one card (a creature or a planeswalker). */
export type EnemyKind = 'deck' | 'horde' | 'creature' | 'planeswalker';
export const ENEMY_KINDS: readonly EnemyKind[] = Object.freeze(['deck', 'horde', 'creature', 'planeswalker']);

/**
 * Who gets ④'s preparation turn (open point `prep_turn`): 'any-enemy' — ④ says it of every
 * enemy, 「PCの数が2人以上の場合、敵は、1ターン目開始の前に、ハンデとして準備のためのターンを得ます」
 * (the default) — or 'deck-only', as the section 「敵がデッキの場合」 lists it among a deck's
 * three handicaps.
 */
export type PrepTurnReading = 'any-enemy' | 'deck-only';

/**
 * Whether the enemies take ④'s preparation turn before turn 1: two or more PCs in the combat and,
 * under 'deck-only', at least one deck among the enemies. One turn for the enemy side, however
 * many enemies there are.
 */
export function enemyPrepTurn(
	pcCount: number,
	kinds: readonly EnemyKind[],
	reading: PrepTurnReading = 'any-enemy'
): boolean {
	const n = int('enemyPrepTurn', 'pcCount', pcCount, 1);
	if (!Array.isArray(kinds) || kinds.length === 0) refuse('enemyPrepTurn', 'kinds', 'must list at least one enemy');
	for (const k of kinds)
		if (!ENEMY_KINDS.includes(k)) refuse('enemyPrepTurn', 'kinds', `holds an unknown kind ${String(k)}`);
	if (reading !== 'any-enemy' && reading !== 'deck-only')
		refuse('enemyPrepTurn', 'reading', `is not a known reading: ${String(reading)}`);
	return n >= 2 && (reading === 'any-enemy' || kinds.includes('deck'));
}

/** 「記録した数が、45枚以上になったら、その敵は敗北」. */
export const LIBRARY_OUT_COUNT = 45;

/**
 * Whether an enemy without a library is defeated: the cards it 「本来、ライブラリーから減ったはずの
 * カード」 (milled, or drawn by spells and abilities — not its turn's draw) reach 45.
 */
export function libraryOut(count: number): boolean {
	return int('libraryOut', 'count', count, 0) >= LIBRARY_OUT_COUNT;
}

/** 「準備ターンは、最大でも5ターン」. */
export const MAX_HORDE_PREP_TURNS = 5;

/**
 * A horde's preparation turns from the representative's check: the margin (成功度 = 達成値 − 目標値),
 * at most 5; 「0ターン以下となった場合、代わりに1ターンの準備ターン」. The seed: 8 − 6 → 2.
 */
export function hordePrepTurns(achievement: number, target: number): number {
	const a = int('hordePrepTurns', 'achievement', achievement, 0);
	const t = int('hordePrepTurns', 'target', target, 0);
	return Math.max(1, Math.min(MAX_HORDE_PREP_TURNS, a - t));
}

/**
 * The escape check's difficulty from the count the session uses (open point `escape_difficulty`:
 * the enemy's untapped permanents, or the PCs in the combat): 「ただし、難易度の最大数4は超えない」.
 */
export function escapeDifficulty(count: number): number {
	return Math.min(MAX_DIFFICULTY, int('escapeDifficulty', 'count', count, 0));
}

/**
 * The horde check's difficulty from the count the session uses (open point `horde_difficulty`):
 * 「ただし、難易度の最大値は超えない」 — the maximum the seed names is escape's 4.
 */
export function hordeDifficulty(count: number): number {
	return Math.min(MAX_DIFFICULTY, int('hordeDifficulty', 'count', count, 0));
}

/** What the escape difficulty counts (open point `escape_difficulty`), either way at most 4. */
export type EscapeCount = 'enemy-untapped-permanents' | 'pcs-in-combat';
/** What the horde check's difficulty counts (open point `horde_difficulty`); 'zero' as the seed's example. */
export type HordeCount = 'pcs-taking-part' | 'allied-permanents' | 'zero';

/** Reset clamps (open point `reset_clamps`); the seed's reset has none. */
export type ResetClamps = 'none' | 'life-10-20-hand-5' | 'life-10-20-hand-5-7';

/**
 * Life and hand size after a reset (リセット): the seed redraws 「元の手札と同じ枚数」 and keeps life.
 * The fuller rules clamp for combat: life ≤ 9 → 10, ≥ 21 → 20, fewer than 5 cards → 5 (older text
 * also: more than 7 → 7).
 */
export function resetValues(life: number, hand: number, clamps: ResetClamps = 'none'): { life: number; hand: number } {
	const l = int('resetValues', 'life', life, -999, 999);
	const h = int('resetValues', 'hand', hand, 0, 999);
	if (clamps === 'none') return { life: l, hand: h };
	if (clamps !== 'life-10-20-hand-5' && clamps !== 'life-10-20-hand-5-7')
		refuse('resetValues', 'clamps', `is not a known reading: ${String(clamps)}`);
	const clampedLife = Math.min(20, Math.max(10, l));
	const clampedHand = clamps === 'life-10-20-hand-5-7' ? Math.min(7, Math.max(5, h)) : Math.max(5, h);
	return { life: clampedLife, hand: clampedHand };
}

// ---------------------------------------------------------------------------------------------
// The check (行動判定)
// ---------------------------------------------------------------------------------------------

export interface CheckCards {
	/** Mana value of the first revealed card (sets the target). */
	firstMv: number;
	/** Mana value of the second revealed card (sets the achievement). */
	secondMv: number;
	difficulty: number;
	/** The second card's colour bonus (`colourBonus`). */
	bonus: number;
	firstDesignated?: boolean;
	secondDesignated?: boolean;
}

export interface CheckOutcome {
	/** 目標値 = the first card's mana value + difficulty. */
	target: number;
	/** 達成値 = the second card's mana value + colour bonus. */
	achievement: number;
	success: boolean;
	/** 成功度 = achievement − target, by the formula even when the result is automatic. */
	margin: number;
	/** A designated card first → automatic failure; second (first not designated) → automatic success. */
	auto: 'fail' | 'success' | null;
}

/**
 * One check from the two revealed cards. Success when achievement ≥ target; a designated card
 * revealed first fails automatically, one revealed second succeeds automatically.
 */
export function checkOutcome(cards: CheckCards): CheckOutcome {
	const fn = 'checkOutcome';
	if (cards === null || typeof cards !== 'object')
		refuse(fn, 'cards', 'must be { firstMv, secondMv, difficulty, bonus }');
	const firstMv = int(fn, 'firstMv', cards.firstMv, 0, MAX_MV);
	const secondMv = int(fn, 'secondMv', cards.secondMv, 0, MAX_MV);
	const difficulty = int(fn, 'difficulty', cards.difficulty, 0, MAX_CHECK_DIFFICULTY);
	const bonus = int(fn, 'bonus', cards.bonus, 0, SAME_COLOUR_BONUS);
	const firstDesignated = cards.firstDesignated ?? false;
	const secondDesignated = cards.secondDesignated ?? false;
	if (typeof firstDesignated !== 'boolean') refuse(fn, 'firstDesignated', 'must be true or false');
	if (typeof secondDesignated !== 'boolean') refuse(fn, 'secondDesignated', 'must be true or false');
	return outcome(firstMv, secondMv, difficulty, bonus, firstDesignated, secondDesignated);
}

function outcome(
	firstMv: number,
	secondMv: number,
	difficulty: number,
	bonus: number,
	firstDesignated: boolean,
	secondDesignated: boolean
): CheckOutcome {
	const target = firstMv + difficulty;
	const achievement = secondMv + bonus;
	const auto = firstDesignated ? 'fail' : secondDesignated ? 'success' : null;
	const success = auto === 'fail' ? false : auto === 'success' ? true : achievement >= target;
	return { target, achievement, success, margin: achievement - target, auto };
}

/** One line of a deck as the check needs it; `designated` marks every copy. */
export interface DeckEntry {
	count: number;
	mv: number;
	colours: CardColours;
	designated?: boolean;
}

export interface CheckSpec {
	/** The check's colour; null for a colourless check. */
	colour: Colour | null;
	difficulty: number;
	colourlessCheck?: ColourlessCheckBonus;
}

/** Cards that behave the same in a check: same mana value, bonus and designation. */
interface Kind {
	mv: number;
	bonus: number;
	designated: boolean;
	count: number;
}

/** Checks a deck and folds its entries into kinds for one check colour. */
function kindsOf(fn: string, deck: readonly DeckEntry[], spec: CheckSpec): { kinds: Kind[]; total: number } {
	if (!Array.isArray(deck)) refuse(fn, 'deck', `must be a list of entries, got ${String(deck)}`);
	const byKey = new Map<string, Kind>();
	let total = 0;
	let designated = 0;
	deck.forEach((e, k) => {
		if (e === null || typeof e !== 'object') refuse(fn, `deck[${k}]`, 'must be { count, mv, colours }');
		const count = int(fn, `deck[${k}].count`, e.count, 0, 10_000);
		const mv = int(fn, `deck[${k}].mv`, e.mv, 0, MAX_MV);
		if (e.designated !== undefined && typeof e.designated !== 'boolean')
			refuse(fn, `deck[${k}].designated`, 'must be true or false');
		const listed: unknown = e.colours;
		if (!Array.isArray(listed)) refuse(fn, `deck[${k}].colours`, 'must be a list');
		(listed as readonly unknown[]).forEach((c, j) => colourOf(fn, `deck[${k}].colours[${j}]`, c));
		const bonus = colourBonus(spec.colour, e.colours, spec.colourlessCheck ?? 'none');
		const isDesignated = e.designated ?? false;
		total += count;
		if (isDesignated) designated += count;
		const key = `${mv}/${bonus}/${isDesignated}`;
		const kind = byKey.get(key);
		if (kind) kind.count += count;
		else if (count > 0) byKey.set(key, { mv, bonus, designated: isDesignated, count });
	});
	if (designated > MAX_DESIGNATED) refuse(fn, 'deck', `has ${designated} designated cards; at most ${MAX_DESIGNATED}`);
	if (total < 2) refuse(fn, 'deck', `has ${total} card${total === 1 ? '' : 's'}; a check reveals two`);
	return { kinds: [...byKey.values()], total };
}

/**
 * Every ordered pair of distinct cards (first, second) from the kinds, with its number of ways:
 * countᵢ · countⱼ, or countᵢ · (countᵢ − 1) for two cards of one kind. Kept here until it moves
 * onto `$lib/core/decks` (`nextCards(counts, 2)`).
 */
function orderedPairs(kinds: readonly Kind[], visit: (first: Kind, second: Kind, ways: number) => void): void {
	for (const first of kinds) {
		for (const second of kinds) {
			const ways = first.count * (second === first ? first.count - 1 : second.count);
			if (ways > 0) visit(first, second, ways);
		}
	}
}

/**
 * The exact chance that a check succeeds when two cards are revealed from the shuffled deck
 * without replacement, automatic results included, and the distribution of margins (achievement
 * − target by the formula, automatic results included) over all ordered pairs of distinct cards:
 * the horde's preparation turns read off it. Enumerated, never simulated.
 */
export function checkChance(
	deck: readonly DeckEntry[],
	spec: CheckSpec
): { chance: number; margins: Map<number, number> } {
	const fn = 'checkChance';
	if (spec === null || typeof spec !== 'object') refuse(fn, 'spec', 'must be { colour, difficulty }');
	if (spec.colour !== null) colourOf(fn, 'colour', spec.colour);
	const difficulty = int(fn, 'difficulty', spec.difficulty, 0, MAX_CHECK_DIFFICULTY);
	const { kinds, total } = kindsOf(fn, deck, spec);
	const pairs = total * (total - 1);
	let successes = 0;
	const ways = new Map<number, number>();
	orderedPairs(kinds, (first, second, n) => {
		const o = outcome(first.mv, second.mv, difficulty, second.bonus, first.designated, second.designated);
		if (o.success) successes += n;
		ways.set(o.margin, (ways.get(o.margin) ?? 0) + n);
	});
	const margins = new Map<number, number>();
	for (const m of [...ways.keys()].sort((a, b) => a - b)) margins.set(m, (ways.get(m) ?? 0) / pairs);
	return { chance: successes / pairs, margins };
}

/**
 * How a horde check's automatic results count (open point `horde_auto_results`): 'fail-one' (an
 * automatic failure is a failure: one turn, as 「0ターン以下となった場合、代わりに1ターン」; an
 * automatic success by the formula — the default), 'formula' (the margin by the formula even then,
 * kept within 1…5) or 'auto-extremes' (automatic failure 1 turn, automatic success 5).
 */
export type HordeAutoResults = 'fail-one' | 'formula' | 'auto-extremes';
export const HORDE_AUTO_RESULTS: readonly HordeAutoResults[] = Object.freeze(['fail-one', 'formula', 'auto-extremes']);

/** The preparation turns one horde check gives, under the session's reading of automatic results. */
export function hordeTurnsOf(o: CheckOutcome, reading: HordeAutoResults = 'fail-one'): number {
	if (o.auto === 'fail' && reading !== 'formula') return 1;
	if (o.auto === 'success' && reading === 'auto-extremes') return MAX_HORDE_PREP_TURNS;
	return hordePrepTurns(o.achievement, o.target);
}

/**
 * The exact distribution of a horde's preparation turns (1…5) from the representative's check:
 * turns → probability over every ordered pair of distinct cards, as `checkChance` enumerates them.
 */
export function hordeTurnsChance(
	deck: readonly DeckEntry[],
	spec: CheckSpec,
	reading: HordeAutoResults = 'fail-one'
): Map<number, number> {
	const fn = 'hordeTurnsChance';
	if (spec === null || typeof spec !== 'object') refuse(fn, 'spec', 'must be { colour, difficulty }');
	if (spec.colour !== null) colourOf(fn, 'colour', spec.colour);
	const difficulty = int(fn, 'difficulty', spec.difficulty, 0, MAX_CHECK_DIFFICULTY);
	if (!HORDE_AUTO_RESULTS.includes(reading)) refuse(fn, 'reading', `is not a known reading: ${String(reading)}`);
	const { kinds, total } = kindsOf(fn, deck, spec);
	const ways = new Map<number, number>();
	orderedPairs(kinds, (first, second, n) => {
		const o = outcome(first.mv, second.mv, difficulty, second.bonus, first.designated, second.designated);
		const t = hordeTurnsOf(o, reading);
		ways.set(t, (ways.get(t) ?? 0) + n);
	});
	const turns = new Map<number, number>();
	for (const t of [...ways.keys()].sort((a, b) => a - b)) turns.set(t, (ways.get(t) ?? 0) / (total * (total - 1)));
	return turns;
}
